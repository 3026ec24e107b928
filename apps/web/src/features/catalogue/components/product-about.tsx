/**
 * 'About this product' (lifecycle 2.2): LONG_DESCRIPTION (the specification's tooltip) and, for a product with
 * HAS_ADDITIONAL_INFO_YN Y, eloket/get_additional_pte_info's INFO, behind one disclosure button (issue 24: the
 * description and a separate 'Additional info' dialog said much the same twice). INFO is fetched when the
 * disclosure first opens; what the description already says is not repeated (additionalParagraphs). Both are the
 * municipality's plain text: shown as text (line breaks kept), never as HTML. A failure is said in place, with a retry.
 */
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { useAdditionalPteInfo } from '../api/get-additional-pte-info';
import { additionalParagraphs, type ProductView } from '../catalogue-view';
import { ChevronIcon } from './chevron-icon';

export function ProductAbout({ product, title }: { product: ProductView; title: string }) {
  const { t, i18n } = useTranslation();
  const aboutId = useId();
  const [open, setOpen] = useState(false);
  const info = useAdditionalPteInfo(open && product.hasAdditionalInfo ? product.permitTypeId : null, i18n.language);
  if (!product.longDescription && !product.hasAdditionalInfo) return null;

  let more: ReactNode = null;
  if (open && product.hasAdditionalInfo) {
    if (info.isError) {
      more = (
        <Alert type="error" title={t('catalogue.info.error')}>
          {info.error instanceof ServiceError ? <p className="utrecht-paragraph">{failureText(info.error)}</p> : null}
          <div className="pl-form__actions">
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={info.isFetching}
              onClick={() => void info.refetch()}
            >
              {t('catalogue.retry')}
            </button>
          </div>
        </Alert>
      );
    } else if (info.isPending) {
      more = <p className="utrecht-paragraph">{t('catalogue.info.loading')}</p>;
    } else {
      const paragraphs = additionalParagraphs(product.longDescription, info.data);
      if (paragraphs.length === 0 && !product.longDescription) {
        more = <p className="utrecht-paragraph">{t('catalogue.info.empty')}</p>;
      } else {
        more = paragraphs.map((paragraph) => (
          <p key={paragraph} className="utrecht-paragraph pl-pre-line pl-info__text">
            {paragraph}
          </p>
        ));
      }
    }
  }

  return (
    <div className="pl-product__about">
      <button
        type="button"
        className="pl-link-button pl-disclosure"
        aria-expanded={open}
        aria-controls={aboutId}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronIcon />
        <span>
          {t('catalogue.product.about')}
          <span className="pl-visually-hidden">{` ${title}`}</span>
        </span>
      </button>
      <div id={aboutId} className="pl-product__about-text" hidden={!open}>
        {product.longDescription ? <p className="utrecht-paragraph pl-pre-line">{product.longDescription}</p> : null}
        {/* Polite: the text arriving after the wait is read out without moving the focus. */}
        <div aria-live="polite">{more}</div>
      </div>
    </div>
  );
}
