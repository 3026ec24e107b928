/**
 * /waiting-list (and /waiting-list/; lifecycle 2.14, 4.5): the resident's waiting-list entries, each a
 * card with its product, status label (colour and text), facts and a link to its details; an empty
 * state; a failure with a retry.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../lib/paths';
import { useWaitingList } from '../api/get-waitinglist';
import { EntryFacts, WaitingListLoadFailure } from './waiting-list-parts';

export function WaitingListScreen() {
  const { t, i18n } = useTranslation();
  const query = useWaitingList(i18n.language);
  const idBase = useId();
  const entries = query.data;
  return (
    <>
      <ScreenTitle title={t('waiting_list.title')} count={entries?.length} />
      <WaitingListLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {entries && entries.length === 0 ? <p className="utrecht-paragraph">{t('waiting_list.empty')}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className="pl-product-list">
          {entries.map((entry) => {
            const headingId = `${idBase}-${entry.WAITINGLISTID}`;
            return (
              <li key={entry.WAITINGLISTID} className="pl-product-card" aria-labelledby={headingId}>
                <h2 id={headingId} className="utrecht-heading-2">
                  {entry.DESCRIPTION}
                </h2>
                <EntryFacts entry={entry} />
                <Link to={paths.waitingItemDetails(entry.WAITINGLISTID)} className="utrecht-link utrecht-link--html-a">
                  {t('waiting_list.open', { title: entry.DESCRIPTION })}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
