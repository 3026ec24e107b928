/**
 * A work queue's list as the queue screens show it: loading, the error, "nothing here", or a captioned
 * table with its column headers, one row per item (the screen's own row, actions included), and the
 * pager when the list is paginated.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager';

interface QueueList<T> {
  items: readonly T[];
  pageSize?: number;
  total?: number;
}

export function QueueTable<T>(props: {
  list: UseQueryResult<QueueList<T>>;
  caption: ReactNode;
  headers: readonly string[];
  /** One <tr> with a key. */
  row: (item: T) => ReactNode;
  /** A paginated list: the page shown and how to move. */
  pager?: { page: number; onPage: (page: number) => void };
  /** Say how many there are in all above the table. */
  showTotal?: boolean;
}) {
  const { t } = useTranslation();
  const { list } = props;
  if (list.isPending) {
    return (
      <p className="utrecht-paragraph" role="status">
        {t('staff.queues.loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <p className="utrecht-paragraph" role="alert">
        {list.error.message}
      </p>
    );
  }
  if (list.data.items.length === 0) return <p className="utrecht-paragraph">{t('staff.queues.empty')}</p>;
  const { pageSize, total } = list.data;
  return (
    <>
      {props.showTotal && total !== undefined ? (
        <p className="utrecht-paragraph">{t('staff.queues.total', { total })}</p>
      ) : null}
      <div className="pl-staff-table-wrap">
        <table className="pl-staff-table">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              {props.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{list.data.items.map(props.row)}</tbody>
        </table>
      </div>
      {props.pager && pageSize !== undefined && total !== undefined ? (
        <Pager page={props.pager.page} pageSize={pageSize} total={total} onPage={props.pager.onPage} />
      ) : null}
    </>
  );
}
