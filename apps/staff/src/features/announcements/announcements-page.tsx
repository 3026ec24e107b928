/**
 * Announcements (issue 28): a Beheerder writes a message for residents in Dutch and English, aims it at holders of
 * chosen products or residents of chosen zones, and sets the first and last day it shows on their home page; the
 * list shows every announcement, newest first, with a way to withdraw it. Auditors read.
 */
import type { AnnouncementItem } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import '../documents/documents.css';
import '../residents/residents.css';

type Targets = { products: { id: number; name: string }[]; zones: { id: number; name: string }[] };

function TextField(props: { label: string; value: string; onChange: (v: string) => void; long?: boolean }) {
  const id = useId();
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      {props.long ? (
        <textarea
          id={id}
          required
          rows={4}
          maxLength={2000}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <input id={id} required maxLength={120} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </div>
  );
}

function Choices(props: {
  legend: string;
  options: { id: number; name: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="pl-staff-form__field">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <div key={option.id}>
          <label>
            <input
              type="checkbox"
              checked={props.chosen.includes(option.id)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked ? [...props.chosen, option.id] : props.chosen.filter((id) => id !== option.id),
                )
              }
            />{' '}
            {option.name}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function PublishForm(props: { targets: Targets; onPublished: () => void }) {
  const { t } = useTranslation();
  const [titleNl, setTitleNl] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [bodyNl, setBodyNl] = useState('');
  const [bodyEn, setBodyEn] = useState('');
  const [permitTypeIds, setProducts] = useState<number[]>([]);
  const [areaIds, setZones] = useState<number[]>([]);
  const [fromDate, setFrom] = useState('');
  const [untilDate, setUntil] = useState('');
  const [sendEmail, setSendEmail] = useState(false);
  const fromId = useId();
  const untilId = useId();
  const publishing = useMutation({
    mutationFn: () =>
      callStaff('publishAnnouncement', {
        body: { titleNl, titleEn, bodyNl, bodyEn, permitTypeIds, areaIds, fromDate, untilDate, sendEmail },
      }),
    onSuccess: props.onPublished,
  });
  return (
    <section aria-labelledby="announcement-new">
      <h2 id="announcement-new" className="utrecht-heading-2">
        {t('staff.announcements.new')}
      </h2>
      <form
        className="pl-staff-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          publishing.mutate();
        }}
      >
        <TextField label={t('staff.announcements.title_nl')} value={titleNl} onChange={setTitleNl} />
        <TextField label={t('staff.announcements.body_nl')} value={bodyNl} onChange={setBodyNl} long />
        <TextField label={t('staff.announcements.title_en')} value={titleEn} onChange={setTitleEn} />
        <TextField label={t('staff.announcements.body_en')} value={bodyEn} onChange={setBodyEn} long />
        <p className="pl-staff-form__hint">{t('staff.announcements.audience_hint')}</p>
        <Choices
          legend={t('staff.announcements.products')}
          options={props.targets.products}
          chosen={permitTypeIds}
          onChange={setProducts}
        />
        <Choices
          legend={t('staff.announcements.zones')}
          options={props.targets.zones}
          chosen={areaIds}
          onChange={setZones}
        />
        <div className="pl-staff-form__field">
          <label htmlFor={fromId}>{t('staff.announcements.from')}</label>
          <input id={fromId} type="date" required value={fromDate} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor={untilId}>{t('staff.announcements.until')}</label>
          <input id={untilId} type="date" required value={untilDate} onChange={(e) => setUntil(e.target.value)} />
        </div>
        <div className="pl-staff-form__field">
          <label>
            <input type="checkbox" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />{' '}
            {t('staff.announcements.send_email')}
          </label>
        </div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={publishing.isPending}>
          {t('staff.announcements.publish')}
        </button>
      </form>
      {publishing.isError ? <p role="alert">{t('staff.queues.failed', { detail: publishing.error.message })}</p> : null}
      {publishing.isSuccess ? (
        <p role="status">
          {publishing.data.announcement.sendEmail
            ? t('staff.announcements.mailed', { count: publishing.data.announcement.mailed ?? 0 })
            : t('staff.announcements.published')}
        </p>
      ) : null}
    </section>
  );
}

function AnnouncementRow(props: {
  item: AnnouncementItem;
  targets: Targets | undefined;
  mayWithdraw: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const withdrawing = useMutation({
    mutationFn: () => callStaff('withdrawAnnouncement', { params: { announcementId: item.id } }),
    onSuccess: props.onChanged,
  });
  const named = (ids: number[], options: { id: number; name: string }[] | undefined) =>
    ids.map((id) => options?.find((o) => o.id === id)?.name ?? String(id));
  const audience = [
    ...named(item.permitTypeIds, props.targets?.products),
    ...named(item.areaIds, props.targets?.zones),
  ];
  return (
    <tr>
      <td>
        {item.titleNl}
        <br />
        <span lang="en">{item.titleEn}</span>
      </td>
      <td>{audience.join(', ')}</td>
      <td>{t('staff.announcements.period', { from: item.fromDate, until: item.untilDate })}</td>
      <td>{item.withdrawnAt ? t('staff.announcements.status.withdrawn') : t('staff.announcements.status.active')}</td>
      {props.mayWithdraw ? (
        <td>
          {item.withdrawnAt ? null : (
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              disabled={withdrawing.isPending}
              onClick={() => withdrawing.mutate()}
            >
              {t('staff.announcements.withdraw', { title: item.titleNl })}
            </button>
          )}
          {withdrawing.isError ? (
            <p role="alert">{t('staff.queues.failed', { detail: withdrawing.error.message })}</p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const mayPublish = session.data ? maySee(session.data.roles, 'publishAnnouncement') : false;
  const [page, setPage] = useState(1);
  const targets = useQuery({
    queryKey: ['staff', 'announcement-targets'],
    queryFn: () => callStaff('getAnnouncementTargets', {}),
  });
  const list = useQuery({
    queryKey: ['staff', 'announcements', page],
    queryFn: () => callStaff('listAnnouncements', { query: { page, pageSize: 25 } }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'announcements'] });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.nav.announcements')}</h1>
      <p className="utrecht-paragraph">{t('staff.announcements.intro')}</p>
      {mayPublish && targets.data ? <PublishForm targets={targets.data} onPublished={refresh} /> : null}
      <section aria-labelledby="announcement-list">
        <h2 id="announcement-list" className="utrecht-heading-2">
          {t('staff.announcements.list')}
        </h2>
        {list.isPending ? (
          <p className="utrecht-paragraph" role="status">
            {t('staff.queues.loading')}
          </p>
        ) : list.isError ? (
          <p className="utrecht-paragraph" role="alert">
            {list.error.message}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="utrecht-paragraph">{t('staff.announcements.empty')}</p>
        ) : (
          <>
            <div className="pl-staff-table-wrap">
              <table className="pl-staff-table">
                <caption>
                  {t('staff.announcements.list')} ({list.data.total})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.announcements.col.title')}</th>
                    <th scope="col">{t('staff.announcements.col.audience')}</th>
                    <th scope="col">{t('staff.announcements.col.period')}</th>
                    <th scope="col">{t('staff.announcements.col.status')}</th>
                    {mayPublish ? <th scope="col">{t('staff.announcements.col.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => (
                    <AnnouncementRow
                      key={item.id}
                      item={item}
                      targets={targets.data}
                      mayWithdraw={mayPublish}
                      onChanged={refresh}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
          </>
        )}
      </section>
    </>
  );
}
