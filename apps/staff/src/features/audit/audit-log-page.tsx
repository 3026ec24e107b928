/** The audit log (issue 27, decision 035): who, role, when, action and object, newest first, paginated. */
import { type AuditSearchQuery, STAFF_ROLES, type StaffRole } from '@parkeerloket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { PagedAuditEntries } from '../residents/audit-entries';
import '../residents/residents.css';

type Filters = Omit<AuditSearchQuery, 'page' | 'pageSize'>;

export default function AuditLogPage() {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['staff', 'audit-log', filters, page],
    queryFn: () => callStaff('listAuditEntries', { query: { ...filters, page, pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const next: Filters = {};
    for (const name of ['who', 'action', 'objectType', 'objectId', 'from', 'to'] as const) {
      const v = value(name);
      if (v) next[name] = v;
    }
    const role = value('role');
    if (role) next.role = role as StaffRole;
    setFilters(next);
    setPage(1);
  }

  const field = (name: string, type = 'text') => (
    <div className="utrecht-form-field">
      <label className="utrecht-form-label" htmlFor={`${id}-${name}`}>
        {t(`staff.audit.filter.${name}`)}
      </label>
      <input id={`${id}-${name}`} name={name} type={type} autoComplete="off" />
    </div>
  );

  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.audit.title')}</h1>
      <form className="pl-staff-form pl-staff-filters" onSubmit={submit} aria-label={t('staff.audit.filters')}>
        {field('who')}
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${id}-role`}>
            {t('staff.audit.filter.role')}
          </label>
          <select id={`${id}-role`} name="role" className="utrecht-select" defaultValue="">
            <option value="">{t('staff.audit.filter.any_role')}</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        {field('action')}
        {field('objectType')}
        {field('objectId')}
        {field('from', 'date')}
        {field('to', 'date')}
        <div>
          <button type="submit" className="utrecht-button utrecht-button--primary-action">
            {t('staff.audit.search')}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-results`}>
        <h2 className="utrecht-heading-2" id={`${id}-results`}>
          {t('staff.audit.results')}
        </h2>
        <PagedAuditEntries caption={t('staff.audit.results')} query={log} onPage={setPage} />
      </section>
    </>
  );
}
