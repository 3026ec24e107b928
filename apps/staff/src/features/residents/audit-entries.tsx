/** Audit rows as a table: when, who (with roles), action, object, reason. The file, the permit and the audit log use it. */
import type { AuditEntry } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state';
import { when } from './format';
import { StaffTable } from './staff-table';

export function AuditEntries({ caption, entries }: { caption: string; entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="utrecht-paragraph">{t('staff.audit.none')}</p>;
  return (
    <StaffTable
      caption={caption}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        { header: t('staff.audit.at'), cell: (entry) => when(entry.at) },
        {
          header: t('staff.audit.who'),
          cell: (entry) => `${entry.staffName} (${entry.roles.map((role) => t(`staff.role.${role}`)).join(', ')})`,
        },
        { header: t('staff.audit.action'), cell: (entry) => t(`staff.audit.action.${entry.action}`, entry.action) },
        { header: t('staff.audit.object'), cell: (entry) => `${entry.objectType} ${entry.objectId}` },
        { header: t('staff.audit.reason'), cell: (entry) => entry.reason ?? '' },
      ]}
    />
  );
}

/** Previous/next for a paginated list: `{ page, pageSize, total }`. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pl-staff-pager" aria-label={t('staff.pager.label')}>
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('staff.pager.previous')}
      </button>
      <span>{t('staff.pager.position', { page, pages, total })}</span>
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('staff.pager.next')}
      </button>
    </nav>
  );
}

type AuditPage = { items: readonly AuditEntry[]; page: number; pageSize: number; total: number };

/** A page of audit rows as it is fetched (loading, refusal, answer: `QueryState`), with its pager. The file and the audit log use it. */
export function PagedAuditEntries({
  caption,
  query,
  onPage,
}: {
  caption: string;
  query: Parameters<typeof QueryState<AuditPage>>[0]['query'];
  onPage: (page: number) => void;
}) {
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <AuditEntries caption={caption} entries={data.items} />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
