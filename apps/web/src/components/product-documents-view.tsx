/**
 * The documents of a product (lifecycle 2.8): two tabs, request documents (those with a status) and
 * product documents (the rest), each with its count; a document opens in the documents area's viewer.
 * Shared by current products, history and waiting-list entries (which carry DOCUMENTS alike); the
 * viewer comes in as a prop (a building block's component).
 */
import type { IssuedProduct, ProductDocument } from '@parkeerloket/contract';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/products.css';
import { FileName } from './unbroken';

export interface ViewerProps {
  open: boolean;
  documentId?: number;
  fileName?: string;
  onClose(): void;
}

const hasStatus = (doc: ProductDocument) =>
  [doc.STATUS_CODE, doc.STATUS_DESCRIPTION, doc.STATUS_LEVEL, doc.STATUS_REASON_CODE, doc.STATUS_REASON_DESC].some(
    (value) => value !== null && value !== undefined,
  );

export function ProductDocumentsView({
  product,
  Viewer,
}: {
  product: Pick<IssuedProduct, 'DOCUMENTS'>;
  Viewer: ComponentType<ViewerProps>;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const documents = product.DOCUMENTS ?? [];
  const tabs = [
    { key: 'request', label: t('products.documents.request_tab'), items: documents.filter(hasStatus) },
    { key: 'product', label: t('products.documents.product_tab'), items: documents.filter((d) => !hasStatus(d)) },
  ] as const;
  const [active, setActive] = useState<'request' | 'product'>('request');
  const [open, setOpen] = useState<ProductDocument | null>(null);
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  return (
    <>
      <div role="tablist" aria-label={t('products.documents.tabs')} className="pl-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={`utrecht-button utrecht-button--${tab.key === active ? 'primary' : 'secondary'}-action`}
            onClick={() => setActive(tab.key)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = tabs[(index + 1) % tabs.length] ?? tabs[0];
              setActive(next.key);
              document.getElementById(`${baseId}-tab-${next.key}`)?.focus();
            }}
          >
            {t('products.documents.tab_count', { label: tab.label, count: tab.items.length })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        <ProductDocumentList documents={current.items} onOpen={setOpen} />
      </div>
      <Viewer open={open !== null} documentId={open?.ID} fileName={open?.FILENAME} onClose={() => setOpen(null)} />
    </>
  );
}

/** Documents as one list (the prolongation's view has no tabs, lifecycle 2.8); a click opens one. */
export function ProductDocumentList({
  documents,
  onOpen,
}: {
  documents: readonly ProductDocument[];
  onOpen: (document: ProductDocument) => void;
}) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p className="utrecht-paragraph">{t('products.documents.none')}</p>;
  return (
    <ul className="pl-plain-list">
      {documents.map((doc) => (
        <li key={doc.ID}>
          <button type="button" className="pl-link-button" onClick={() => onOpen(doc)}>
            <FileName name={doc.FILENAME} />
          </button>
          {[doc.DOC_TYPE_NAME, doc.DETAIL_VALUE, doc.STATUS_DESCRIPTION].filter(Boolean).length > 0 ? (
            <span> — {[doc.DOC_TYPE_NAME, doc.DETAIL_VALUE, doc.STATUS_DESCRIPTION].filter(Boolean).join(', ')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
