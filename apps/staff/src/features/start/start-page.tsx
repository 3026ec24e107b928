/** The start screen: a count per work queue the roles may see (GET /start). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { QueryState } from '../../lib/query-state';

export default function StartPage() {
  const { t } = useTranslation();
  const counts = useQuery({ queryKey: ['staff', 'start'], queryFn: () => callStaff('getStartCounts') });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.start.title')}</h1>
      <QueryState query={counts}>
        {(data) =>
          data.counts.length === 0 ? (
            <p className="utrecht-paragraph">{t('staff.start.none')}</p>
          ) : (
            <ul className="pl-staff-counts" aria-label={t('staff.start.counts')}>
              {data.counts.map((count) => (
                <li key={count.name} className="pl-staff-counts__item">
                  <span className="pl-staff-counts__count">{count.count}</span>
                  <span className="pl-staff-counts__label">{t(`staff.start.count.${count.name}`)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
