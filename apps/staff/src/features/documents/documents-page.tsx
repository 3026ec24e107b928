/** The document queue (decision 034): requests awaiting review, oldest first, with who is handling each. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callStaff } from '../../lib/api-client';
import { Pager } from '../../lib/pager';
import { formatMoment } from '../../lib/queue-format';

export default function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['staff', 'documents', page],
    queryFn: () => callStaff('listDocumentReviews', { query: { page, pageSize: 25 } }),
  });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.queues.documents')}</h1>
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
          <p className="utrecht-paragraph">{t('staff.queues.total', { total: list.data.total })}</p>
          <div className="pl-staff-table-wrap">
            <table className="pl-staff-table">
              <caption>{t('staff.queues.documents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.documents.col.request')}</th>
                  <th scope="col">{t('staff.documents.col.resident')}</th>
                  <th scope="col">{t('staff.documents.col.product')}</th>
                  <th scope="col">{t('staff.documents.col.waiting')}</th>
                  <th scope="col">{t('staff.documents.col.documents')}</th>
                  <th scope="col">{t('staff.documents.col.claim')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.requestId}>
                    <td>
                      <Link to={`${item.requestId}`} aria-label={t('staff.documents.open', { id: item.requestId })}>
                        {item.requestId}
                      </Link>
                    </td>
                    <td>{item.relationName}</td>
                    <td>{item.product}</td>
                    <td>{formatMoment(item.waitingSince, i18n.language)}</td>
                    <td>{item.documentCount}</td>
                    <td>
                      {item.claim.standing === 'free'
                        ? t('staff.documents.claim.free')
                        : item.claim.standing === 'mine'
                          ? t('staff.documents.claim.mine')
                          : item.claim.staffName}
                    </td>
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
