/** The root path without a municipality: nothing to show but how to get to one. */
import { useTranslation } from 'react-i18next';

export function NoTenantPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="pl-main pl-main--plain">
      <div className="pl-main__content">
        <h1 className="utrecht-heading-1 pl-screen-title">{t('no_tenant.title')}</h1>
        <p className="utrecht-paragraph">{t('no_tenant.text')}</p>
      </div>
    </main>
  );
}
