/**
 * The header (core 2.10): contrast and language pickers, the menu button (unless
 * SHOW_MENU_BUTTON is N), the municipality's logo and name, and the cart with its count
 * (only when SHOW_SHOPPING_CART_ICON is Y).
 */
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNaw } from '../../../api/get-naw';
import { countOf, useOverviewCounts } from '../../../api/get-overview-counts';
import { CartIcon, CloseIcon, MenuIcon } from '../../../components/icons';
import { ProgressIndicator } from '../../../components/progress-indicator';
import { authorized } from '../../../lib/authorization';
import { isEmailValidated } from '../../../lib/email-gate';
import { paths } from '../../../lib/paths';
import { currentTenant, logoUrl } from '../../../lib/tenant';
import { useStore } from '../../../lib/use-store';
import { ContrastPicker } from './contrast-picker';
import { LanguagePicker } from './language-picker';

export interface AppHeaderProps {
  showMenuButton: boolean;
  showCart: boolean;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

function Brand() {
  const { t } = useTranslation();
  const isAuthorized = useStore(authorized);
  const naw = useNaw(isAuthorized);
  const [logoFailed, setLogoFailed] = useState(false);
  const tenant = currentTenant();
  const content = (
    <>
      {logoFailed ? null : (
        <img
          className="pl-brand__logo"
          src={logoUrl(tenant)}
          alt=""
          width={96}
          height={40}
          onError={() => setLogoFailed(true)}
        />
      )}
      <span className="pl-brand__name">{t('municipality.name')}</span>
    </>
  );
  // The logo leads home once the user may use the product: authorized, with a verified e-mail (core 2.10, 4.3).
  if (isAuthorized && isEmailValidated(naw.data)) {
    return (
      <Link to={paths.home} className="pl-brand pl-brand--link">
        {content}
      </Link>
    );
  }
  return <div className="pl-brand">{content}</div>;
}

function CartLink() {
  const { t } = useTranslation();
  const { counts } = useOverviewCounts(true);
  const count = countOf(counts, 'shopping_cart_count');
  return (
    <Link
      to={paths.shoppingCart}
      className="pl-header__button pl-cart-link"
      aria-label={t('header.cart.label', { count })}
    >
      <CartIcon />
      <span className="utrecht-number-badge pl-cart-link__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function AppHeader({ showMenuButton, showCart, menuId, menuOpen, onToggleMenu, menuButtonRef }: AppHeaderProps) {
  const { t } = useTranslation();
  const isAuthorized = useStore(authorized);
  return (
    <header className="pl-header">
      <div className="pl-header__tools">
        <div className="pl-header__tools-content">
          <LanguagePicker />
          <ContrastPicker />
        </div>
      </div>
      <div className="pl-header__bar">
        <div className="pl-header__bar-content">
          {showMenuButton ? (
            <button
              ref={menuButtonRef}
              type="button"
              className="pl-header__button pl-menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={onToggleMenu}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span>{t('header.menu.button')}</span>
            </button>
          ) : null}
          <Brand />
          {/* The cart belongs to a session: its count needs one, and it means nothing before login. */}
          {showCart && isAuthorized ? <CartLink /> : null}
        </div>
      </div>
      <ProgressIndicator />
    </header>
  );
}
