/**
 * The shared progress indicator (core 4.6): a bar while any call runs, and a polite live
 * region that says so when the wait is long enough to notice (so quick calls are not
 * announced one by one).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progress } from '../lib/progress';
import { useStore } from '../lib/use-store';

const ANNOUNCE_AFTER_MS = 600;

export function useBusy(): boolean {
  return useStore(progress) > 0;
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
