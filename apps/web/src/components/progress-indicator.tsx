/**
 * The shared progress indicator (core 4.6): a bar while any call runs, and a polite live
 * region that says so when the wait is long enough to notice (so quick calls are not
 * announced one by one).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progress } from '../lib/progress';

const ANNOUNCE_AFTER_MS = 600;

const isBusy = () => progress.get() > 0;

/**
 * Whether any call runs, as a yes or no: a call starting or ending while others run re-renders nothing.
 *
 * Kept in state and followed from an effect, not read through useSyncExternalStore: React checks a store read that way
 * once a render in slices is done, and when the value changed meanwhile it renders the whole screen again in one task.
 * The first screen's calls end while that screen renders (home's counts, its announcements), so its first render was at
 * times done twice, the second time in one long task (decision 061). The bar and the main region's aria-busy may follow a
 * change a frame later; nothing needs them to agree with the rest of that render.
 */
export function useBusy(): boolean {
  const [busy, setBusy] = useState(isBusy);
  useEffect(() => {
    // A change between this render and the subscription is not missed: the value is read again once subscribed.
    const follow = () => setBusy(isBusy());
    const stop = progress.subscribe(follow);
    follow();
    return stop;
  }, []);
  return busy;
}

export function ProgressIndicator() {
  const { t } = useTranslation();
  const busy = useBusy();
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    if (!busy) {
      setAnnounced(false);
      return;
    }
    const timer = setTimeout(() => setAnnounced(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <>
      <div className={busy ? 'pl-progress pl-progress--busy' : 'pl-progress'} aria-hidden="true" />
      <div role="status" className="pl-visually-hidden">
        {announced ? t('progress.busy') : ''}
      </div>
    </>
  );
}
