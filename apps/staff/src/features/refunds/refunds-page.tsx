/**
 * The refund queue (decision 034): orders by state, oldest first; approve, record what the bank did;
 * export the payable orders as one SEPA pain.001 file and download it.
 */
import { type RefundOrderItem, STAFF_REFUND_STATUSES, type StaffRefundStatus } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff, staffUrl } from '../../lib/api-client';
import { formatAmount, formatMoment } from '../../lib/queue-format';
import { QueueTable } from '../../lib/queue-table';
import '../documents/documents.css';

function OrderActions(props: { order: RefundOrderItem; onChanged: () => void }) {
  const { t } = useTranslation();
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState('');
  const { order } = props;
  const act = useMutation({
    mutationFn: (what: 'approve' | 'paid' | 'fail') =>
      what === 'approve'
        ? callStaff('approveRefundOrder', { params: { orderId: order.id } })
        : what === 'paid'
          ? callStaff('markRefundPaid', { params: { orderId: order.id } })
          : callStaff('markRefundFailed', { params: { orderId: order.id }, body: { reason } }),
    onSuccess: props.onChanged,
  });
  return (
    <div className="pl-staff-actions">
      {order.status === 'OPEN' && order.iban !== '' ? (
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          onClick={() => act.mutate('approve')}
        >
          {t('staff.refunds.approve', { id: order.id })}
        </button>
      ) : null}
      {order.status === 'EXPORTED' ? (
        <>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => act.mutate('paid')}
          >
            {t('staff.refunds.paid', { id: order.id })}
          </button>
          {failing ? (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                act.mutate('fail');
              }}
            >
              <label htmlFor={`fail-${order.id}`}>{t('staff.refunds.fail_reason')}</label>
              <input
                id={`fail-${order.id}`}
                value={reason}
                maxLength={300}
                onChange={(e) => setReason(e.target.value)}
              />
              <button type="submit" className="utrecht-button utrecht-button--secondary-action">
                {t('staff.refunds.fail', { id: order.id })}
              </button>
            </form>
          ) : (
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              onClick={() => setFailing(true)}
            >
              {t('staff.refunds.fail', { id: order.id })}
            </button>
          )}
        </>
      ) : null}
      {act.isError ? <p role="alert">{t('staff.queues.failed', { detail: act.error.message })}</p> : null}
    </div>
  );
}

export function RefundRow(props: { order: RefundOrderItem; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { order } = props;
  return (
    <tr>
      <td>{order.id}</td>
      <td>{t(`staff.refunds.subject.${order.subject.kind}`, { id: order.subject.id })}</td>
      <td>{formatAmount(order.amountCents, i18n.language)}</td>
      <td>{order.iban ? `${order.iban} (${order.owner})` : t('staff.refunds.no_account')}</td>
      <td>
        {t(`staff.refunds.status.${order.status}`)}
        {order.failureReason ? ` · ${t('staff.refunds.failure', { reason: order.failureReason })}` : ''}
        <br />
        {formatMoment(order.createdAt, i18n.language)}
      </td>
      <td>
        <OrderActions order={order} onChanged={props.onChanged} />
      </td>
    </tr>
  );
}

function ExportForm(props: { onExported: () => void }) {
  const { t, i18n } = useTranslation();
  const [debtorName, setName] = useState('');
  const [debtorIban, setIban] = useState('');
  const [debtorBic, setBic] = useState('');
  const [done, setDone] = useState<{
    exportId: number | null;
    messageId: string | null;
    count: number;
    totalCents: number;
  } | null>(null);
  const exporting = useMutation({
    mutationFn: () =>
      callStaff('exportRefundOrders', {
        body: { debtorName, debtorIban, ...(debtorBic ? { debtorBic } : {}) },
      }),
    onSuccess: (result) => {
      setDone(result);
      props.onExported();
      if (result.exportId !== null) {
        // The file itself: a plain download of the kept export (never a second export).
        const link = document.createElement('a');
        link.href = staffUrl('downloadRefundExport', { params: { exportId: result.exportId } });
        link.download = `${result.messageId}.xml`;
        document.body.append(link);
        link.click();
        link.remove();
      }
    },
  });
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title" className="utrecht-heading-2">
        {t('staff.refunds.export_title')}
      </h2>
      <form
        className="pl-staff-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          exporting.mutate();
        }}
      >
        <div className="pl-staff-form__field">
          <label htmlFor="debtor-name">{t('staff.refunds.debtor_name')}</label>
          <input
            id="debtor-name"
            required
            maxLength={70}
            value={debtorName}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="debtor-iban">{t('staff.refunds.debtor_iban')}</label>
          <input
            id="debtor-iban"
            required
            maxLength={42}
            value={debtorIban}
            onChange={(e) => setIban(e.target.value)}
          />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor="debtor-bic">{t('staff.refunds.debtor_bic')}</label>
          <input id="debtor-bic" maxLength={11} value={debtorBic} onChange={(e) => setBic(e.target.value)} />
        </div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={exporting.isPending}>
          {t('staff.refunds.export')}
        </button>
      </form>
      {exporting.isError ? <p role="alert">{t('staff.queues.failed', { detail: exporting.error.message })}</p> : null}
      {done ? (
        <p role="status">
          {done.exportId === null
            ? t('staff.refunds.nothing_to_export')
            : t('staff.refunds.exported', {
                count: done.count,
                total: formatAmount(done.totalCents, i18n.language),
                messageId: done.messageId,
              })}{' '}
          {done.exportId !== null ? (
            <a href={staffUrl('downloadRefundExport', { params: { exportId: done.exportId } })} download>
              {t('staff.refunds.download_again', { messageId: done.messageId })}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

export default function RefundsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StaffRefundStatus | ''>('OPEN');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'refunds', status, page],
    queryFn: () => callStaff('listRefundOrders', { query: { page, pageSize: 25, ...(status ? { status } : {}) } }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff'] });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.queues.refunds')}</h1>
      {list.data?.fourEyes ? <p className="utrecht-paragraph">{t('staff.refunds.four_eyes_note')}</p> : null}
      <div className="pl-staff-form__field">
        <label htmlFor="refund-status">{t('staff.refunds.filter')}</label>
        <select
          id="refund-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StaffRefundStatus | '');
            setPage(1);
          }}
        >
          {STAFF_REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`staff.refunds.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <QueueTable
        list={list}
        caption={
          <>
            {t('staff.queues.refunds')}: {status ? t(`staff.refunds.status.${status}`) : ''} ({list.data?.total})
          </>
        }
        headers={[
          t('staff.refunds.col.order'),
          t('staff.refunds.col.subject'),
          t('staff.refunds.col.amount'),
          t('staff.refunds.col.account'),
          t('staff.refunds.col.status'),
          t('staff.refunds.col.actions'),
        ]}
        row={(order) => <RefundRow key={order.id} order={order} onChanged={refresh} />}
        pager={{ page, onPage: setPage }}
      />
      <ExportForm onExported={refresh} />
    </>
  );
}
