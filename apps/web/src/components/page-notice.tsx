/**
 * The status region of lib/page-notice.ts: always in the page, so the notice is announced when it fills it, and
 * shown on its own screen only; leaving that screen ends it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageNotice } from '../lib/page-notice';
import { useStore } from '../lib/use-store';

export function PageNoticeRegion() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = useStore(pageNotice);
  const onItsScreen = notice !== null && notice.path === location.pathname;
  // Filled after the region is in the page (an effect, not the first render), so screen readers announce it.
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (onItsScreen && notice) {
      setShown(notice.textKey);
      return;
    }
    if (shown !== null) {
      setShown(null);
      pageNotice.set(null);
    }
  }, [onItsScreen, notice, shown]);

  return (
    <div role="status" className="pl-page-notice">
      {shown ? (
        <div className="utrecht-alert utrecht-alert--ok pl-alert">
          <div className="utrecht-alert__content">
            <div className="utrecht-alert__message">
              <p className="utrecht-paragraph">{t(shown)}</p>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
