/**
 * /pending-requests (lifecycle 2.12, 4.2, 4.3): one card per open request with its description,
 * location and specification, validity, price, plates and status (the colour only repeats the
 * text). Actions by the rules of pending-rules.ts: continue (the request's own page resumes it at the
 * upload or confirmation stage), to the shopping cart or to the payments, send the payment link
 * again; a context menu with Pay now / Pay later / Withdraw. Withdrawing asks first; the result's
 * status is shown and the list, cart and counts reload. The heading opens the request where it
 * continues. See docs/decisions/012-pending-requests.md.
 */
import { centsFromEuro, formatDisplayDate, type PendingRequest } from '@parkeerloket/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sendPaymentLinkAgain } from '../../../api/send-paymentlink';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { productTitle } from '../../../components/product-facts';
import { ProductsLoadFailure } from '../../../components/products-load-failure';
import { ScreenTitle } from '../../../components/screen-title';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { cancelPendingRequest, usePendingRequests } from '../api/pending-calls';
import {
  canContinue,
  canResendLink,
  canWithdraw,
  checkEmailNote,
  openPath,
  paymentActionPath,
  pendingTone,
} from '../pending-rules';
import { ActionMenu, type MenuItem } from './action-menu';
import '../../../styles/screens.css';
import '../../../styles/cart.css';
import '../pending.css';
import { DateRange } from '../../../components/unbroken';
import { useHyphenate } from '../../../lib/use-hyphenate';

const SECONDARY = 'utrecht-button utrecht-button--secondary-action';
const PRIMARY = 'utrecht-button utrecht-button--primary-action';

interface CardActions {
  onWithdraw: (item: PendingRequest) => void;
  onResend: (item: PendingRequest) => void;
  onPayLater: () => void;
}

function PendingCard({ item, actions }: { item: PendingRequest; actions: CardActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hyphenate = useHyphenate();
  const plainTitle = productTitle(item, t);
  const title = hyphenate(plainTitle);
  const open = openPath(item);
  const payment = paymentActionPath(item);
  const headingId = `pending-${item.REQUESTID}`;
  const location = hyphenate([item.LOCATIONDESCRIPTION, item.LOCATION_SPECIFICATION].filter(Boolean).join(', '));
  const validity = item.VALID_FROM || item.VALID_TO;
  const plates = (item.LICENSE_PLATES ?? []).map((plate) => plate.LICENSE_PLATE.toUpperCase()).join(', ');

  const menu: MenuItem[] = [];
  if (payment) {
    menu.push({ key: 'pay-now', label: t('pending.menu.pay_now'), onSelect: () => navigate(payment) });
    menu.push({ key: 'pay-later', label: t('pending.menu.pay_later'), onSelect: actions.onPayLater });
  }
  if (canWithdraw(item)) {
    menu.push({ key: 'withdraw', label: t('pending.action.withdraw'), onSelect: () => actions.onWithdraw(item) });
  }

  return (
    <li className="pl-cart-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="utrecht-heading-3 pl-cart-item__title">
        {open ? (
          <Link to={open} className="utrecht-link utrecht-link--html-a">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <dl className="pl-facts pl-cart-item__facts">
        {location ? (
          <>
            <dt>{t('cart.location')}</dt>
            <dd>{location}</dd>
          </>
        ) : null}
        {validity ? (
          <>
            <dt>{t('cart.validity')}</dt>
            <dd>
              <DateRange from={formatDisplayDate(item.VALID_FROM)} to={formatDisplayDate(item.VALID_TO)} />
            </dd>
          </>
        ) : null}
        {plates ? (
          <>
            <dt>{t('cart.plates')}</dt>
            <dd>{plates}</dd>
          </>
        ) : null}
        <dt>{t('cart.price')}</dt>
        <dd className="pl-cart-item__price">{formatMoney(centsFromEuro(item.PRICE ?? 0))}</dd>
      </dl>
      <p className="pl-cart-item__labels">
        <span className={`pl-label pl-label--${pendingTone(item.STATUSCODE)}`}>
          <span className="pl-visually-hidden">{t('pending.status')}: </span>
          {item.STATUS ?? t([`request.status.${item.STATUSCODE}`, 'cart.status.other'])}
        </span>
      </p>
      {checkEmailNote(item) ? <p className="utrecht-paragraph pl-hint">{t('pending.check_email')}</p> : null}
      <div className="pl-form__actions">
        {canContinue(item) && open ? (
          <Link
            to={open}
            className={`${PRIMARY} pl-button-link`}
            aria-label={t('pending.action.continue_named', { title: plainTitle })}
          >
            {t('pending.action.continue')}
          </Link>
        ) : null}
        {payment ? (
          <Link to={payment} className={`${PRIMARY} pl-button-link`}>
            {t(payment === paths.payments ? 'pending.action.payments' : 'pending.action.cart')}
          </Link>
        ) : null}
        {canResendLink(item) ? (
          <button type="button" className={SECONDARY} onClick={() => actions.onResend(item)}>
            {t('pending.action.resend_link')}
          </button>
        ) : null}
        <ActionMenu
          label={t('pending.menu.toggle', { title })}
          items={menu}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          toggleRef={toggleRef}
        />
      </div>
    </li>
  );
}

export function PendingRequestsScreen() {
  const { t, i18n } = useTranslation();
  const query = usePendingRequests(i18n.language);
  const [withdrawing, setWithdrawing] = useState<PendingRequest | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const items = query.data;

  async function withdraw() {
    const item = withdrawing;
    setWithdrawing(null);
    setMessages([]);
    if (!item) return;
    // A refusal (the request is in a running payment) is shown by the api client with the server's reason.
    await cancelPendingRequest(item.REQUESTID)
      .then((statuses) => setMessages(statuses.length > 0 ? statuses : [t('pending.withdraw.done')]))
      .catch(() => undefined);
  }

  async function resend(item: PendingRequest) {
    setMessages([]);
    if (!item.PAYMENTREFERENCE) return;
    await sendPaymentLinkAgain(item.PAYMENTREFERENCE)
      .then(() => setMessages([t('pending.resend.done')]))
      .catch(() => undefined);
  }

  return (
    <>
      <ScreenTitle title={t('pending.title')} count={items?.length} />
      <ProductsLoadFailure title={t('pending.error')} error={query.error} onRetry={() => void query.refetch()} />
      <div role="status">
        {messages.map((message) => (
          <p key={message} className="utrecht-paragraph">
            {message}
          </p>
        ))}
      </div>
      {items && items.length === 0 ? <p className="utrecht-paragraph">{t('pending.empty')}</p> : null}
      {items && items.length > 0 ? (
        <ul className="pl-cart">
          {items.map((item) => (
            <PendingCard
              key={item.REQUESTID}
              item={item}
              actions={{
                onWithdraw: (chosen) => {
                  setMessages([]);
                  setWithdrawing(chosen);
                },
                onResend: (chosen) => void resend(chosen),
                onPayLater: () => setMessages([t('pending.pay_later.done')]),
              }}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('pending.withdraw.title')}
        text={t('pending.withdraw.text', { title: withdrawing ? productTitle(withdrawing, t) : '' })}
        confirmLabel={t('pending.withdraw.yes')}
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}
