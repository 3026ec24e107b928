import { COPYRIGHT_FIRST_YEAR } from '@parkeerloket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
          <button type="button" className="pl-link-button" onClick={() => setAboutOpen(true)}>
            {t('footer.about')}
          </button>
        </div>
      </footer>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
