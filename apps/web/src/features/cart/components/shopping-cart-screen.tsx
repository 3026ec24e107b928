/**
 * The shopping cart (lifecycle 2.15, 4.6): each invoice with its product, price components, payment
 * type and status (the colour only repeats the text), a choice for the items that may be left for
 * later (a new request is always paid), the total, and the two ways to pay by the municipality's
 * payment services. Both are disabled at a total of 0. Paying continues on /confirmation-pay-products,
 * a link on /confirm-payment-link, with the chosen invoices in the navigation state.
 */
import { type CartItem, centsFromEuro } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePaymentServices } from '../../../api/get-payment-services';
import { withdrawCartItem } from '../../../api/withdraw-item';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InvoiceFacts } from '../../../components/invoice-facts';
import { ScreenTitle } from '../../../components/screen-title';
import { formatMoney } from '../../../lib/money';
import { useCart } from '../api/get-cart';
import {
  canWithdraw,
  footerButtons,
  isLocked,
  isPayable,
  selectedInvoices,
  statusTone,
  totalCents,
  typeLabelKey,
} from '../cart-rules';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import { paths } from '../../../lib/paths';

function CartCard({
  item,
  chosen,
  onToggle,
  onWithdraw,
}: {
  item: CartItem;
  chosen: boolean;
  onToggle: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const typeKey = typeLabelKey(item);
  const title =
    item.HAS_STAFFEL_YN === 'Y' && (item.STAFFEL ?? 1) > 1
      ? `${item.STAFFEL} × ${item.DESCRIPTION ?? ''}`
      : (item.DESCRIPTION ?? '');
  const checkboxId = `cart-item-${item.INVOICEID}`;
  return (
    <li className="pl-cart-item">
      <h2 className="utrecht-heading-3 pl-cart-item__title">{title}</h2>
      <InvoiceFacts item={{ ...item, PRICE: item.PRICE ?? 0 }}>
        {(item.PRICE_COMPONENTS ?? []).map((component, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: components have no id and never reorder.
          <div key={index} className="pl-cart-item__component">
            <dt>{component.DESCRIPTION}</dt>
            <dd>{formatMoney(centsFromEuro(component.PRICE))}</dd>
          </div>
        ))}
      </InvoiceFacts>
      <p className="pl-cart-item__labels">
        {typeKey ? <span className="pl-label">{t(typeKey)}</span> : null}
        <span className={`pl-label pl-label--${statusTone(item.STATUSCODE)}`}>
          {t([`cart.status.${item.STATUSCODE}`, 'cart.status.other'])}
        </span>
      </p>
      {item.STATUSCODE === 'PRODUCT_EXPIRED' ? <p className="pl-hint">{t('cart.expired.hint')}</p> : null}
      {isPayable(item) ? (
        <div className="pl-check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={isLocked(item) || chosen}
            disabled={isLocked(item)}
            aria-describedby={isLocked(item) ? `${checkboxId}-hint` : undefined}
            onChange={onToggle}
          />
          <label htmlFor={checkboxId}>{t('cart.pay_now')}</label>
          {isLocked(item) ? (
            <p id={`${checkboxId}-hint`} className="pl-hint">
              {t('cart.pay_now.locked')}
            </p>
          ) : null}
        </div>
      ) : null}
      {canWithdraw(item) ? (
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            aria-label={t('cart.withdraw.named', { title })}
            onClick={onWithdraw}
          >
            {t('cart.withdraw')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function ShoppingCartScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart(i18n.language);
  const services = usePaymentServices();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [withdrawing, setWithdrawing] = useState<CartItem | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const items = cart.data ?? [];
  const total = totalCents(items, chosen);
  const buttons = footerButtons(services);
  const invoices = selectedInvoices(items, chosen);
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function withdraw() {
    const item = withdrawing;
    setWithdrawing(null);
    setWithdrawn(false);
    if (!item) return;
    // A refusal is shown by the api client with the server's reason; the cart is fetched again either way.
    await withdrawCartItem(item)
      .then(() => setWithdrawn(true))
      .catch(() => undefined);
  }

  return (
    <>
      <ScreenTitle title={t('cart.title')} count={cart.isSuccess ? items.length : undefined} />
      {cart.isError ? (
        <Alert type="error" title={t('cart.error')}>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => void cart.refetch()}
          >
            {t('cart.retry')}
          </button>
        </Alert>
      ) : null}
      {withdrawn ? (
        <p className="utrecht-paragraph" role="status">
          {t('cart.withdraw.done')}
        </p>
      ) : null}
      {cart.isSuccess && items.length === 0 ? <p className="utrecht-paragraph">{t('cart.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className="pl-cart">
          {items.map((item) => (
            <CartCard
              key={item.INVOICEID}
              item={item}
              chosen={chosen.has(item.INVOICEID)}
              onToggle={() => toggle(item.INVOICEID)}
              onWithdraw={() => setWithdrawing(item)}
            />
          ))}
        </ul>
      ) : null}
      {cart.isSuccess ? (
        <div className="pl-cart__footer">
          <p className="utrecht-paragraph pl-cart__total">
            {t('cart.total')}: <strong>{formatMoney(total)}</strong>
          </p>
          <div className="pl-form__actions">
            {buttons.link ? (
              <button
                type="button"
                className="utrecht-button utrecht-button--secondary-action"
                disabled={total === 0}
                onClick={() => navigate(paths.confirmPaymentLink, { state: { invoices } })}
              >
                {t('cart.send_link')}
              </button>
            ) : null}
            {buttons.pay ? (
              <button
                type="button"
                className="utrecht-button utrecht-button--primary-action"
                disabled={total === 0}
                onClick={() => navigate(paths.confirmationPayProducts, { state: { invoices } })}
              >
                {t('cart.pay', { amount: formatMoney(total) })}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('cart.withdraw.title')}
        text={t('cart.withdraw.text', { title: withdrawing?.DESCRIPTION ?? '' })}
        confirmLabel={t('cart.withdraw.yes')}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}
