import { COPYRIGHT_FIRST_YEAR } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { APP_VERSION } from '../version';
import { AboutDialog } from './about-dialog';

export function AppFooter() {
  const { t } = useTranslation();
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <>
      <footer className="pl-footer">
        <div className="pl-footer__content">
          <p className="utrecht-paragraph pl-footer__text">
            {t('footer.copyright', {
              firstYear: COPYRIGHT_FIRST_YEAR,
              year: new Date().getFullYear(),
              version: APP_VERSION,
            })}
          </p>
          <nav className="pl-footer__links" aria-label={t('footer.nav')}>
            <Link to={paths.contactAndHelp} className="utrecht-link pl-footer__link">
              {t('footer.contact')}
            </Link>
            <Link to={paths.accessibilityStatement} className="utrecht-link pl-footer__link">
              {t('footer.accessibility')}
            </Link>
            <button type="button" className="pl-link-button" onClick={() => setAboutOpen(true)}>
              {t('footer.about')}
            </button>
          </nav>
        </div>
      </footer>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
