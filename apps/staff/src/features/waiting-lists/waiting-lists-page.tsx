/**
 * The waiting lists (issue 28): per product and location the queue in order, with join dates, positions, the
 * location's capacity and places taken. The first in line can be offered a place now, an offer passed on to the
 * next, any entry removed with a reason; the resident is e-mailed each time (and reads the reason). Auditors read.
 */
import type { StaffWaitingEntry, StaffWaitingQueue } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import { formatMoment } from '../../lib/queue-format';
import '../documents/documents.css';
import '../residents/residents.css';

type Act = { what: 'offer' } | { what: 'pass' | 'remove'; reason: string };

function ReasonForm(props: { label: string; submit: string; onSubmit: (reason: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="pl-staff-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        props.onSubmit(reason);
      }}
    >
      <label htmlFor={id}>{props.label}</label>
      <input id={id} required maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      <p className="utrecht-paragraph">{t('staff.waiting.reason_note')}</p>
      <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={props.busy}>
        {props.submit}
      </button>
    </form>
  );
}

function EntryActions(props: { entry: StaffWaitingEntry; first: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { entry } = props;
  const [open, setOpen] = useState<'pass' | 'remove' | null>(null);
  const act = useMutation({
    mutationFn: (a: Act) =>
      a.what === 'offer'
        ? callStaff('offerWaitingListPlace', { params: { entryId: entry.id } })
        : a.what === 'pass'
          ? callStaff('passWaitingListOffer', { params: { entryId: entry.id }, body: { reason: a.reason } })
          : callStaff('removeWaitingListEntry', { params: { entryId: entry.id }, body: { reason: a.reason } }),
    onSuccess: () => {
      setOpen(null);
      props.onChanged();
    },
  });
  return (
    <div className="pl-staff-actions">
      {props.first && entry.status === 'WAITING' ? (
        <button
          type="button"
          className="utrecht-button utrecht-button--primary-action"
          disabled={act.isPending}
          onClick={() => act.mutate({ what: 'offer' })}
        >
          {t('staff.waiting.offer', { name: entry.name })}
        </button>
      ) : null}
      {entry.status === 'AWAIT_CONTINUE_WAITING' ? (
        open === 'pass' ? (
          <ReasonForm
            label={t('staff.waiting.pass_reason')}
            submit={t('staff.waiting.pass', { name: entry.name })}
            busy={act.isPending}
            onSubmit={(reason) => act.mutate({ what: 'pass', reason })}
          />
        ) : (
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => setOpen('pass')}
          >
            {t('staff.waiting.pass', { name: entry.name })}
          </button>
        )
      ) : null}
      {open === 'remove' ? (
        <ReasonForm
          label={t('staff.waiting.remove_reason')}
          submit={t('staff.waiting.remove', { name: entry.name })}
          busy={act.isPending}
          onSubmit={(reason) => act.mutate({ what: 'remove', reason })}
        />
      ) : (
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          onClick={() => setOpen('remove')}
        >
          {t('staff.waiting.remove', { name: entry.name })}
        </button>
      )}
      {act.isError ? <p role="alert">{t('staff.queues.failed', { detail: act.error.message })}</p> : null}
    </div>
  );
}

function QueueSection(props: { queue: StaffWaitingQueue; mayChange: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { queue } = props;
  const firstWaiting = queue.entries.find((e) => e.status === 'WAITING')?.id;
  const title = queue.location ? `${queue.product} · ${queue.location}` : queue.product;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="utrecht-heading-2">
        {title}
      </h2>
      <p className="utrecht-paragraph">
        {queue.capacity === null
          ? t('staff.waiting.no_capacity', { taken: queue.taken })
          : t('staff.waiting.capacity', { capacity: queue.capacity, taken: queue.taken })}
      </p>
      <div className="pl-staff-table-wrap">
        <table className="pl-staff-table">
          <caption>{t('staff.waiting.caption', { title, count: queue.entries.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.waiting.col.position')}</th>
              <th scope="col">{t('staff.waiting.col.resident')}</th>
              <th scope="col">{t('staff.waiting.col.joined')}</th>
              <th scope="col">{t('staff.waiting.col.status')}</th>
              {props.mayChange ? <th scope="col">{t('staff.waiting.col.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {queue.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <td>
                  <Link className="utrecht-link" to={`/inwoners/${entry.relationId}`}>
                    {entry.name || t('staff.waiting.unnamed', { id: entry.relationId })}
                  </Link>
                </td>
                <td>{formatMoment(entry.joinedAt, i18n.language)}</td>
                <td>
                  {entry.status === 'WAITING'
                    ? t('staff.waiting.status.WAITING')
                    : t('staff.waiting.status.offered', { until: formatMoment(entry.offerExpiresAt, i18n.language) })}
                </td>
                {props.mayChange ? (
                  <td>
                    <EntryActions entry={entry} first={entry.id === firstWaiting} onChanged={props.onChanged} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function WaitingListsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'waiting-lists', page],
    queryFn: () => callStaff('listWaitingLists', { query: { page, pageSize: 10 } }),
  });
  const mayChange = session.data ? maySee(session.data.roles, 'offerWaitingListPlace') : false;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff'] });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.nav.waiting_lists')}</h1>
      <p className="utrecht-paragraph">{t('staff.waiting.intro')}</p>
      {list.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.queues.loading')}
        </p>
      ) : list.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="utrecht-paragraph">{t('staff.waiting.empty')}</p>
      ) : (
        <>
          {list.data.items.map((queue) => (
            <QueueSection
              key={`${queue.permitTypeId}-${queue.areaId}-${queue.locationId ?? 0}`}
              queue={queue}
              mayChange={mayChange}
              onChanged={refresh}
            />
          ))}
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
