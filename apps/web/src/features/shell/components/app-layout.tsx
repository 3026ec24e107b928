/** The page around every screen: skip link, header, main menu, main content, footer. */
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { useBusy } from '../../../components/progress-indicator';
import { paths } from '../../../lib/paths';
import { settingFlag, settingText } from '../../../lib/settings-map';
import { isStorageAvailable } from '../../../lib/storage-status';
import { backgroundUrl, currentTenant } from '../../../lib/tenant';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MainMenu } from './main-menu';

/**
 * From this width the main menu is a navigation bar that is always there (issue 24: at 1280 px it hid behind
 * *Menu*); narrower, it opens with the header's menu button. 64em is 1024 px at the default text size, and less
 * wide when the text is enlarged, so the bar then gives way to the button before its entries would wrap much.
 */
const WIDE_NAVIGATION = '(min-width: 64em)';

/** Where a user without cookies or storage may be: the screen that explains it (core 2.2, 8). */
const WITHOUT_STORAGE = new Set<string>([paths.welcome, paths.login]);

/**
 * The main region, busy while a call is in flight (the progress counter, core 4.6). A component of its own: the
 * counter changes with every call, also the ones in the background, and a change re-renders at once (it is read
 * through useSyncExternalStore); here that is this element alone, not the page around it (decision 036).
 */
function BusyMain({ children }: { children: ReactNode }) {
  const busy = useBusy();
  return (
    <main id="main" className="pl-main" tabIndex={-1} aria-busy={busy}>
      {children}
    </main>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { settings } = useEloketSettings();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const storageOk = isStorageAvailable();
  const wide = useMediaQuery(WIDE_NAVIGATION);

  const showMenuButton = storageOk && settingText(settings, 'SHOW_MENU_BUTTON').toUpperCase() !== 'N';
  const showCart = settingFlag(settings, 'SHOW_SHOPPING_CART_ICON');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the route changes.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen || wide) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, wide]);

  if (!storageOk && !WITHOUT_STORAGE.has(location.pathname)) return <Navigate to={paths.welcome} replace />;

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById('main')?.focus();
  }

  const style = { '--pl-background-image': `url("${backgroundUrl(currentTenant())}")` } as CSSProperties;

  return (
    <div className="pl-page" style={style}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; the handler only keeps the router's URL free of the fragment. */}
      <a className="pl-skip-link" href="#main" onClick={skipToMain}>
        {t('shell.skip_link')}
      </a>
      <AppHeader
        menuButtonRef={menuButton}
        showMenuButton={showMenuButton && !wide}
        showCart={showCart}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      {showMenuButton ? (
        <MainMenu id={menuId} open={menuOpen || wide} bar={wide} onNavigate={() => setMenuOpen(false)} />
      ) : null}
      <BusyMain>
        <div className="pl-main__content">
          <Outlet />
        </div>
      </BusyMain>
      <AppFooter />
    </div>
  );
}
