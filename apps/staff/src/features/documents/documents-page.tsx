/** The document queue (decision 034): requests awaiting review, oldest first, with who is handling each. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callStaff } from '../../lib/api-client';
import { formatMoment } from '../../lib/queue-format';
import { QueueTable } from '../../lib/queue-table';

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
      <QueueTable
        list={list}
        caption={t('staff.queues.documents')}
        headers={[
          t('staff.documents.col.request'),
          t('staff.documents.col.resident'),
          t('staff.documents.col.product'),
          t('staff.documents.col.waiting'),
          t('staff.documents.col.documents'),
          t('staff.documents.col.claim'),
        ]}
        row={(item) => (
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
        )}
        pager={{ page, onPage: setPage }}
        showTotal
      />
    </>
  );
}
