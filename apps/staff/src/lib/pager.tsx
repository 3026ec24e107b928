/** Previous / next page of a work queue's list, with where the user is. */
import { useTranslation } from 'react-i18next';

export function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pl-staff-pager" aria-label={t('staff.queues.page', { page: props.page, pages })}>
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('staff.queues.previous')}
      </button>
      <span>{t('staff.queues.page', { page: props.page, pages })}</span>
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('staff.queues.next')}
      </button>
    </nav>
  );
}
