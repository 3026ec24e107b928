/** The municipality's back-office settings (beheerder, auditor): sign-in, roles mapping, audit retention. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';

export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['staff', 'settings'], queryFn: () => callStaff('getStaffSettings') });
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.settings.title')}</h1>
      {settings.isPending ? (
        <p className="utrecht-paragraph" role="status">
          {t('staff.loading')}
        </p>
      ) : settings.isError ? (
        <p className="utrecht-paragraph" role="alert">
          {settings.error.message}
        </p>
      ) : (
        <div className="pl-staff-settings">
          <h2 className="utrecht-heading-2">{t('staff.settings.sign_in')}</h2>
          <dl className="pl-staff-facts">
            <dt>{t('staff.settings.mode')}</dt>
            <dd>{t(`staff.settings.mode.${settings.data.signIn.mode}`)}</dd>
            {settings.data.signIn.issuer ? (
              <>
                <dt>{t('staff.settings.issuer')}</dt>
                <dd>{settings.data.signIn.issuer}</dd>
              </>
            ) : null}
            <dt>{t('staff.settings.group_claim')}</dt>
            <dd>{settings.data.signIn.groupClaim}</dd>
            <dt>{t('staff.settings.retention')}</dt>
            <dd>{t('staff.settings.retention_days', { count: settings.data.auditRetentionDays })}</dd>
          </dl>
          <h2 className="utrecht-heading-2">{t('staff.settings.mapping')}</h2>
          {settings.data.roleMapping.length === 0 ? (
            <p className="utrecht-paragraph">{t('staff.settings.mapping_none')}</p>
          ) : (
            <div className="pl-staff-table-wrap">
              <table className="pl-staff-table">
                <caption>{t('staff.settings.mapping_caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.settings.group')}</th>
                    <th scope="col">{t('staff.settings.roles')}</th>
                  </tr>
                </thead>
                <tbody>
                  {settings.data.roleMapping.map((row) => (
                    <tr key={row.group}>
                      <td>{row.group}</td>
                      <td>{row.roles.map((role) => t(`staff.role.${role}`)).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </>
  );
}
