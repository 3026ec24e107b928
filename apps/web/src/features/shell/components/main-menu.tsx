/**
 * The main menu (core 2.10), opened by the header's menu button on a phone, a navigation bar under the header at
 * desktop width (issue 24). It starts with who is logged in and, for a company,
 * the branch of this login (issue 16), so a company acting for several branches sees which one it is acting for.
 */
import { relationName } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { useNaw } from '../../../api/get-naw';
import { useLogout } from '../../../api/logout';
import { authorized } from '../../../lib/authorization';
import { useStore } from '../../../lib/use-store';
import { buildMenu, type MenuEntry } from '../menu';

export interface MainMenuProps {
  id: string;
  open: boolean;
  /** Always shown under the header, its entries side by side (desktop width). */
  bar?: boolean;
  onNavigate: () => void;
}

export function MainMenu({ id, open, bar = false, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const { settings } = useEloketSettings();
  const isAuthorized = useStore(authorized);
  const logout = useLogout();
  const naw = useNaw(isAuthorized);
  const menu = buildMenu(settings, isAuthorized);
  const name = isAuthorized && naw.data ? relationName(naw.data) : '';
  const branch = naw.data?.BRANCH ? naw.data.BRANCH.DESCRIPTION?.trim() || naw.data.BRANCH.BRANCHNUMBER : null;

  function renderEntry(entry: MenuEntry) {
    if (entry.action === 'logout') {
      return (
        <li key={entry.id} className="pl-menu__item">
          <button
            type="button"
            className="pl-menu__link pl-menu__link--button"
            disabled={logout.isPending}
            onClick={() => {
              onNavigate();
              logout.mutate();
            }}
          >
            {t(entry.labelKey)}
          </button>
        </li>
      );
    }
    return (
      <li key={entry.id} className="pl-menu__item">
        <NavLink to={entry.path ?? '/'} className="pl-menu__link" onClick={onNavigate} end>
          {t(entry.labelKey)}
        </NavLink>
      </li>
    );
  }

  return (
    <nav id={id} className={bar ? 'pl-menu pl-menu--bar' : 'pl-menu'} aria-label={t('menu.label')} hidden={!open}>
      <div className="pl-menu__content">
        {name !== '' ? (
          <p className="utrecht-paragraph pl-menu__who">
            {t('menu.who', { name })}
            {branch ? (
              <>
                <br />
                {t('menu.who_branch', { branch })}
              </>
            ) : null}
          </p>
        ) : null}
        <ul className="pl-menu__list">{menu.main.map(renderEntry)}</ul>
        {menu.end.length > 0 ? (
          <>
            <hr className="pl-menu__delimiter" />
            <ul className="pl-menu__list">{menu.end.map(renderEntry)}</ul>
          </>
        ) : null}
      </div>
    </nav>
  );
}
