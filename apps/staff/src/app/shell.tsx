/**
 * The staff app's frame: a skip link, the header (municipality, the signed-in staff member with their
 * roles, language and contrast, sign-out), the navigation showing only the screens the roles may see,
 * and the main content.
 */
import { CONTRAST_THEMES, type ContrastTheme, type StaffMember } from '@parkeerloket/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { callStaff } from '../lib/api-client';
import { applyContrast, type StaffLanguage, saveLanguage, storedContrast } from '../lib/preferences';
import { maySee } from './may-see';
import { STAFF_SCREENS } from './screens';
import { SESSION_KEY, useServerSpeaksScreenLanguage } from './session';

export function Shell({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [contrast, setContrast] = useState<ContrastTheme>(storedContrast());
  const [signingOut, setSigningOut] = useState(false);
  const screens = STAFF_SCREENS.filter((screen) => screen.nav && maySee(staff.roles, screen.operationId));
  // The switch changes the screen's texts at once; the server's follow (the session's language is set).
  useServerSpeaksScreenLanguage(staff);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await callStaff('endStaffSession');
    } finally {
      queryClient.setQueryData(SESSION_KEY, null);
      setSigningOut(false);
    }
  };

  return (
    <>
      <a className="pl-skip-link" href="#main">
        {t('staff.shell.skip_link')}
      </a>
      <header className="pl-staff-header">
        <div className="pl-staff-header__title">
          <span className="pl-staff-header__municipality">{staff.municipality.name}</span>
          <span className="pl-staff-header__app">{t('staff.shell.title')}</span>
        </div>
        <div className="pl-staff-header__who" data-testid="staff-who">
          <span>{t('staff.shell.signed_in_as', { name: staff.name })}</span>
          <span className="pl-staff-header__roles">
            {t('staff.shell.roles', { roles: staff.roles.map((role) => t(`staff.role.${role}`)).join(', ') })}
          </span>
        </div>
        <div className="pl-staff-header__tools">
          <label className="pl-staff-field">
            <span>{t('staff.shell.language')}</span>
            <select
              className="utrecht-select"
              value={i18n.language}
              onChange={(event) => {
                const language = event.target.value as StaffLanguage;
                saveLanguage(language);
                void i18n.changeLanguage(language);
              }}
            >
              <option value="nl">Nederlands</option>
              <option value="en">English</option>
            </select>
          </label>
          <label className="pl-staff-field">
            <span>{t('staff.shell.contrast')}</span>
            <select
              className="utrecht-select"
              value={contrast}
              onChange={(event) => {
                const theme = event.target.value as ContrastTheme;
                applyContrast(theme);
                setContrast(theme);
              }}
            >
              {CONTRAST_THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`staff.contrast.${theme}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => void signOut()}
            disabled={signingOut}
          >
            {t('staff.shell.sign_out')}
          </button>
        </div>
      </header>
      <nav className="pl-staff-nav" aria-label={t('staff.nav.label')}>
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <NavLink to={`/${screen.path}`} end>
                {t(screen.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="pl-staff-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
