/**
 * Payments with a problem (decision 034): money received for something that could no longer be
 * delivered, which became a refund; what each still needs, and the two ways to resolve one: refund it
 * (to the account given, else the payer's; ordered in the staff member's name, so with four eyes a
 * colleague approves it), or deliver what was paid for after all, which the server refuses with why
 * when that is no longer possible.
 */
import type { PaymentProblemItem } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { formatAmount, formatMoment } from '../../lib/queue-format';
import { QueueTable } from '../../lib/queue-table';
import '../documents/documents.css';

/** Money still held by the municipality: not exported, or returned by the bank. */
const HELD = new Set(['OPEN', 'APPROVED', 'FAILED']);

type Done = (message: string) => void;

function AccountForm(props: { item: PaymentProblemItem; onDone: Done }) {
  const { t } = useTranslation();
  const [iban, setIban] = useState('');
  const [owner, setOwner] = useState('');
  const id = props.item.paymentId;
  const save = useMutation({
    mutationFn: () => callStaff('refundPaymentProblem', { params: { paymentId: id }, body: { iban, owner } }),
    onSuccess: () => props.onDone(t('staff.payment_problems.refunded', { id })),
  });
  return (
    <form
      className="pl-staff-form"
      aria-label={t('staff.payment_problems.set_account', { id: props.item.order.id })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="pl-staff-form__field">
        <label htmlFor={`iban-${id}`}>{t('staff.payment_problems.iban')}</label>
        <input id={`iban-${id}`} required maxLength={42} value={iban} onChange={(e) => setIban(e.target.value)} />
      </div>
      <div className="pl-staff-form__field">
        <label htmlFor={`owner-${id}`}>{t('staff.payment_problems.owner')}</label>
        <input id={`owner-${id}`} required maxLength={70} value={owner} onChange={(e) => setOwner(e.target.value)} />
      </div>
      <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={save.isPending}>
        {t('staff.payment_problems.save')}
      </button>
      {save.isError ? <p role="alert">{t('staff.queues.failed', { detail: save.error.message })}</p> : null}
    </form>
  );
}

function ProblemRow(props: { item: PaymentProblemItem; onDone: Done }) {
  const { t, i18n } = useTranslation();
  const { item } = props;
  const id = item.paymentId;
  const deliver = useMutation({
    mutationFn: () => callStaff('deliverPaymentProblem', { params: { paymentId: id } }),
    onSuccess: (answer) =>
      props.onDone(t('staff.payment_problems.delivered', { id, count: answer.deliveredInvoiceIds.length })),
  });
  const refund = useMutation({
    mutationFn: () => callStaff('refundPaymentProblem', { params: { paymentId: id }, body: {} }),
    onSuccess: () => props.onDone(t('staff.payment_problems.refunded', { id })),
  });
  const failed = deliver.error ?? refund.error;
  const held = HELD.has(item.order.status);
  return (
    <tr>
      <td>{id}</td>
      <td>{formatMoment(item.order.createdAt, i18n.language)}</td>
      <td>{formatAmount(item.order.amountCents, i18n.language)}</td>
      <td>
        {t(`staff.payment_problems.needs.${item.needs}`)}
        {item.order.failureReason ? ` · ${t('staff.refunds.failure', { reason: item.order.failureReason })}` : ''}
      </td>
      <td>
        {held ? (
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            aria-label={t('staff.payment_problems.deliver_label', { id })}
            disabled={deliver.isPending}
            onClick={() => deliver.mutate()}
          >
            {t('staff.payment_problems.deliver')}
          </button>
        ) : null}
        {item.needs === 'account' ? (
          <AccountForm item={item} onDone={props.onDone} />
        ) : item.order.status === 'OPEN' && item.order.iban && item.order.orderedBy === null ? (
          <button
            type="button"
            className="utrecht-button utrecht-button--primary-action"
            aria-label={t('staff.payment_problems.refund_label', { id, iban: item.order.iban })}
            disabled={refund.isPending}
            onClick={() => refund.mutate()}
          >
            {t('staff.payment_problems.refund')}
          </button>
        ) : null}
        {failed ? <p role="alert">{t('staff.queues.failed', { detail: failed.message })}</p> : null}
      </td>
    </tr>
  );
}

export default function PaymentProblemsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['staff', 'payment-problems', page],
    queryFn: () => callStaff('listPaymentProblems', { query: { page, pageSize: 25 } }),
  });
  const done = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
  };
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.queues.payment_problems')}</h1>
      <p className="utrecht-paragraph">{t('staff.payment_problems.what')}</p>
      <p className="utrecht-paragraph" role="status">
        {notice}
      </p>
      <QueueTable
        list={list}
        caption={t('staff.queues.payment_problems')}
        headers={[
          t('staff.payment_problems.col.payment'),
          t('staff.payment_problems.col.received'),
          t('staff.refunds.col.amount'),
          t('staff.refunds.col.status'),
          t('staff.refunds.col.actions'),
        ]}
        row={(item) => <ProblemRow key={item.order.id} item={item} onDone={done} />}
        pager={{ page, onPage: setPage }}
      />
    </>
  );
}
