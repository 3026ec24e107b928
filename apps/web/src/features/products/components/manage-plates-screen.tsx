/**
 * /manage-lic-plates/{rootRqtId} (lifecycle 2.4, 2.9): the request flow's licence plate manager with
 * the product's minimum and maximum, starting from its current plates. Back asks first (its own
 * text) and returns to the product. Next sends the change with its price (ALTER_LICENSEPLATE_COST);
 * the answer leads on like a request: to the upload stage of the change when it needs documents,
 * the shopping cart when it waits for payment, pending requests otherwise, or back to the products
 * once the plates changed.
 */
import type { IssuedProduct, RequestResult } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshIssuedProducts } from '../../../api/get-issued-products';
import { useNaw } from '../../../api/get-naw';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ModalDialog } from '../../../components/modal-dialog';
import { productTitle } from '../../../components/product-facts';
import { ProductGate } from '../../../components/product-gate';
import { ScreenTitle } from '../../../components/screen-title';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import {
  LicensePlateManager,
  type PlateEntry,
  plateFromEntry,
  platesComplete,
  toWirePlates,
} from '../../license-plates';
import { requestLicenseChange } from '../api/product-calls';
import { useRootRqtId } from './product-details-screen';

const UPLOAD_STATUSES = new Set(['DOCS_UPLOAD', 'DOCS_OPTIONAL', 'DOCS_REJECTED_UPLOAD']);

function nextPathOf(result: RequestResult): { path: string; label: string } {
  if (result.STATUSCODE === 'PERMIT_CREATED')
    return { path: paths.currentProducts, label: 'products.plates.to_products' };
  if (result.STATUSCODE === 'AWAIT_PAYMENT') return { path: paths.shoppingCart, label: 'products.plates.to_cart' };
  if (UPLOAD_STATUSES.has(result.STATUSCODE)) {
    return { path: paths.uploadFilesForPendingRequest(result.REQUESTID), label: 'products.plates.to_pending' };
  }
  return { path: paths.pendingRequests, label: 'products.plates.to_pending' };
}

function PlateChange({ product, relationType }: { product: IssuedProduct; relationType: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = product.ROOT_RQT_ID;
  const [plates, setPlates] = useState<PlateEntry[]>(() =>
    (product.LICENSE_PLATES ?? []).map((plate) => plateFromEntry(plate.LICENSE_PLATE, relationType)),
  );
  const [confirmed, setConfirmed] = useState<'Y' | 'N' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RequestResult | null>(null);
  const requirement = {
    MIN_LICENSEPLATES: product.MIN_LICENSEPLATES ?? 0,
    MAX_LICENSEPLATES: product.MAX_LICENSEPLATES ?? 0,
    REGISTER_BRAND: product.REGISTER_BRAND ?? 'N',
    REGISTER_COLOUR: product.REGISTER_COLOUR ?? 'N',
    REGISTER_LEASE: product.REGISTER_LEASE ?? 'N',
  };
  const cost = product.ALTER_LICENSEPLATE_COST ?? 0;

  async function send() {
    setSending(true);
    try {
      const answer = await requestLicenseChange(root, toWirePlates(plates, relationType), cost);
      await refreshIssuedProducts();
      setResult(answer);
    } catch {
      // The API client has shown the failure; the plates stay as entered.
    } finally {
      setSending(false);
    }
  }

  const next = result ? nextPathOf(result) : null;
  const resultText = result
    ? ['PERMIT_CREATED', 'AWAIT_PAYMENT', 'DOCS_AWAIT_APROVAL'].includes(result.STATUSCODE)
      ? t(`products.plates.result.${result.STATUSCODE}`)
      : t('products.plates.result.other', { status: result.STATUS ?? result.STATUSCODE })
    : '';
  return (
    <>
      <ScreenTitle title={`${t('products.plates.title')}: ${productTitle(product, t)}`} />
      {cost > 0 ? (
        <p className="utrecht-paragraph">
          {t('products.plates.cost.text', { amount: formatMoney(Math.round(cost * 100)) })}
        </p>
      ) : null}
      <LicensePlateManager
        requirement={requirement}
        relationType={relationType}
        plates={plates}
        onPlatesChange={setPlates}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
      />
      <div className="pl-form__actions">
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          onClick={() => setLeaving(true)}
        >
          {t('screen.back')}
        </button>
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          disabled={sending || !platesComplete(requirement, plates, confirmed)}
          onClick={() => void send()}
        >
          {t('products.plates.next')}
        </button>
      </div>
      <ConfirmDialog
        open={leaving}
        title={t('products.plates.leave.title')}
        text={t('products.plates.leave.text')}
        confirmLabel={t('products.plates.leave.confirm')}
        onConfirm={() => navigate(paths.productDetails(root))}
        onClose={() => setLeaving(false)}
      />
      <ModalDialog
        open={result !== null}
        title={t('products.plates.result.title')}
        onClose={() => next && navigate(next.path)}
        actions={
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            onClick={() => next && navigate(next.path)}
          >
            {next ? t(next.label) : ''}
          </button>
        }
      >
        <p className="utrecht-paragraph">{resultText}</p>
      </ModalDialog>
    </>
  );
}

export function ManagePlatesScreen() {
  const { t } = useTranslation();
  const root = useRootRqtId();
  const naw = useNaw();
  return (
    <ProductGate list="current" rootRqtId={root} title={t('products.plates.title')} back={paths.productDetails(root)}>
      {(product) => (naw.data ? <PlateChange product={product} relationType={naw.data.RELATION_TYPE} /> : null)}
    </ProductGate>
  );
}
