/**
 * The municipality's settings (issues 27 and 28): how staff sign in, the portal's settings map and
 * message switches, its texts, logo and background, help pages and payment provider. A beheerder
 * changes them; an auditor reads them (the forms are shown, not usable).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maySee } from '../../app/may-see';
import { useStaffSession } from '../../app/session';
import { callStaff } from '../../lib/api-client';
import { HelpPagesSection } from './help-pages-section';
import { ImagesSection } from './images-section';
import { PaymentSection } from './payment-section';
import { PORTAL_SETTINGS_KEY, PortalSettingsSection } from './portal-settings-section';
import { SignInSection, STAFF_SETTINGS_KEY } from './sign-in-section';
import { TextsSection } from './texts-section';
import '../residents/residents.css';
import './settings.css';

const SECTIONS = [
  ['settings-sign-in', 'staff.settings.sign_in'],
  ['settings-portal', 'staff.settings.portal.title'],
  ['settings-texts', 'staff.settings.texts.title'],
  ['settings-images', 'staff.settings.image.title'],
  ['settings-help', 'staff.settings.help.title'],
  ['settings-payment', 'staff.settings.payment.title'],
] as const;

export default function SettingsPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const mayWrite = session.data ? maySee(session.data.roles, 'setPortalSettings') : false;
  const settings = useQuery({ queryKey: STAFF_SETTINGS_KEY, queryFn: () => callStaff('getStaffSettings') });
  const portal = useQuery({ queryKey: PORTAL_SETTINGS_KEY, queryFn: () => callStaff('getPortalSettings') });
  const failed = settings.error ?? portal.error;
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.settings.title')}</h1>
      {!mayWrite ? <p className="utrecht-paragraph">{t('staff.settings.read_only')}</p> : null}
      <nav aria-label={t('staff.settings.sections')} className="pl-staff-settings__toc">
        <ul>
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {failed ? (
        <p className="utrecht-paragraph" role="alert">
          {failed.message}
        </p>
      ) : !settings.data || !portal.data ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.loading')}
        </p>
      ) : (
        <div className="pl-staff-settings">
          <SignInSection settings={settings.data} mayWrite={mayWrite} />
          <PortalSettingsSection portal={portal.data} mayWrite={mayWrite} />
          <TextsSection mayWrite={mayWrite} />
          <ImagesSection portal={portal.data} mayWrite={mayWrite} />
          <HelpPagesSection portal={portal.data} mayWrite={mayWrite} />
          <PaymentSection portal={portal.data} mayWrite={mayWrite} />
        </div>
      )}
    </>
  );
}
