/**
 * Payments with a problem (decision 034): money received for something that could no longer be
 * delivered, which became a refund; what each still needs, and giving the account to refund it to.
 */
import type { PaymentProblemItem } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import { formatAmount, formatMoment } from '../../lib/queue-format';
import '../documents/documents.css';

function AccountForm(props: { item: PaymentProblemItem; onChanged: () => void }) {
  const { t } = useTranslation();
  const [iban, setIban] = useState('');
  const [owner, setOwner] = useState('');
  const id = props.item.order.id;
  const save = useMutation({
    mutationFn: () => callStaff('setRefundAccount', { params: { orderId: id }, body: { iban, owner } }),
    onSuccess: props.onChanged,
  });
  return (
    <form
      className="pl-staff-form"
      aria-label={t('staff.payment_problems.set_account', { id })}
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
      <button type="submit" className="utrecht-button utrecht-button--primary-action">
        {t('staff.payment_problems.save')}
      </button>
      {save.isError ? <p role="alert">{t('staff.queues.failed', { detail: save.error.message })}</p> : null}
    </form>
  );
}

export default function PaymentProblemsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'payment-problems', page],
    queryFn: () => callStaff('listPaymentProblems', { query: { page, pageSize: 25 } }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff'] });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.queues.payment_problems')}</h1>
      <p className="utrecht-paragraph">{t('staff.payment_problems.what')}</p>
      {list.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : list.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="utrecht-paragraph">{t('staff.queues.empty')}</p>
      ) : (
        <>
          <div className="pl-staff-table-wrap">
            <table className="pl-staff-table">
              <caption>{t('staff.queues.payment_problems')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.payment_problems.col.payment')}</th>
                  <th scope="col">{t('staff.payment_problems.col.received')}</th>
                  <th scope="col">{t('staff.refunds.col.amount')}</th>
                  <th scope="col">{t('staff.refunds.col.status')}</th>
                  <th scope="col">{t('staff.refunds.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.order.id}>
                    <td>{item.paymentId}</td>
                    <td>{formatMoment(item.order.createdAt, i18n.language)}</td>
                    <td>{formatAmount(item.order.amountCents, i18n.language)}</td>
                    <td>
                      {t(`staff.payment_problems.needs.${item.needs}`)}
                      {item.order.failureReason
                        ? ` · ${t('staff.refunds.failure', { reason: item.order.failureReason })}`
                        : ''}
                    </td>
                    <td>{item.needs === 'account' ? <AccountForm item={item} onChanged={refresh} /> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
