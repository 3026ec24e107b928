/**
 * Parts the waiting-list screens share (lifecycle 2.14, 4.5): an entry's facts (status label with its
 * colour, location, from-date, position, average waiting time, the offer's last day, plates), the
 * load failure with a retry (the products' one, with the waiting list's title), and the gate of a
 * screen about one entry.
 */
import { formatDisplayDate, type WaitingListEntry } from '@parkeerloket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ProductsLoadFailure } from '../../../components/products-load-failure';
import { ScreenTitle } from '../../../components/screen-title';
import { useWaitingListEntry } from '../api/get-waitinglist';
import { statusTone } from '../waiting-list-rules';
import '../../../styles/products.css';
import '../../../styles/cart.css';

/** The route's wltId, or NaN (which matches no entry). */
export const useWltId = () => Number(useParams().wltId);

export function EntryFacts({ entry }: { entry: WaitingListEntry }) {
  const { t } = useTranslation();
  const plates = (entry.LICENSE_PLATES ?? []).map((plate) => plate.LICENSE_PLATE);
  const average = entry.AVERAGE_WAIT_DAYS;
  return (
    <dl className="pl-facts">
      <div>
        <dt>{t('waiting_list.facts.status')}</dt>
        <dd>
          <span className={`pl-label pl-label--${statusTone(entry.STATUSCODE)}`}>{entry.STATUS}</span>
        </dd>
      </div>
      {entry.LOCATIONDESCRIPTION ? (
        <div>
          <dt>{t('waiting_list.facts.location')}</dt>
          <dd>{entry.LOCATIONDESCRIPTION}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('waiting_list.facts.from')}</dt>
        <dd>{formatDisplayDate(entry.CREATION_DATE)}</dd>
      </div>
      {entry.WAIT_POSITION ? (
        <div>
          <dt>{t('waiting_list.facts.position')}</dt>
          <dd>{entry.WAIT_POSITION}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('waiting_list.facts.average_wait')}</dt>
        <dd>
          {average === null || average === undefined
            ? t('waiting_list.facts.average_wait_unknown')
            : t('waiting_list.facts.average_wait_days', { count: Math.floor(average) })}
        </dd>
      </div>
      {entry.OFFER_END_DATE ? (
        <div>
          <dt>{t('waiting_list.facts.offer_end')}</dt>
          <dd>{formatDisplayDate(entry.OFFER_END_DATE)}</dd>
        </div>
      ) : null}
      {plates.length > 0 ? (
        <div>
          <dt>{t('waiting_list.facts.plates')}</dt>
          <dd>{plates.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function WaitingListLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ProductsLoadFailure error={error} onRetry={onRetry} title={t('waiting_list.error.title')} />;
}

/**
 * A screen about one entry: loading, failure and "not found" (another resident's, another
 * municipality's, or an entry that has ended) say so with a way back; otherwise the children.
 */
export function EntryGate({
  wltId,
  title,
  back,
  children,
}: {
  wltId: number;
  title: string;
  back: string;
  children: (entry: WaitingListEntry) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useWaitingListEntry(wltId, i18n.language);
  if (query.entry) return <>{children(query.entry)}</>;
  return (
    <>
      <ScreenTitle title={title} />
      <WaitingListLoadFailure error={query.error} onRetry={() => void query.refetch()} />
      {query.entry === null ? <p className="utrecht-paragraph">{t('waiting_list.not_found')}</p> : null}
      <BackLink to={back} />
    </>
  );
}
