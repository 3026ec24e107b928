/**
 * The sign-in page: through the municipality's own provider, and in development the simulator's demo
 * staff (marked as a simulator, as the residents' simulators are). A failed sign-in comes back with
 * `?fout=<reason>` (apps/server/src/staff/sign-in/sign-in-routes.ts), explained here.
 */
import { useTranslation } from 'react-i18next';
import type { StaffBoot } from '../../lib/boot';

const FAILURES = new Set(['simulator-off', 'unknown-staff', 'cross-site', 'provider', 'no-roles', 'no-mfa']);

export function SignInPage({ boot }: { boot: StaffBoot }) {
  const { t } = useTranslation();
  const failure = new URLSearchParams(window.location.search).get('fout');
  const base = `/${boot.municipality.code}/beheer/aanmelden`;
  return (
    <main id="main" className="pl-staff-main pl-staff-sign-in" tabIndex={-1}>
      <p className="pl-staff-sign-in__municipality">{boot.municipality.name}</p>
      <h1 className="utrecht-heading-1">{t('staff.sign_in.title')}</h1>
      {failure && FAILURES.has(failure) ? (
        <div className="utrecht-alert utrecht-alert--error" role="alert">
          <p className="utrecht-paragraph">{t(`staff.sign_in.failure.${failure}`)}</p>
        </div>
      ) : null}
      {boot.oidc ? (
        <p className="utrecht-paragraph">
          <a className="utrecht-button utrecht-button--primary-action pl-staff-button-link" href={`${base}/start`}>
            {t('staff.sign_in.provider')}
          </a>
        </p>
      ) : null}
      {boot.demoStaff.length > 0 ? (
        <section className="pl-staff-simulator" aria-labelledby="simulator-title">
          <h2 className="utrecht-heading-2" id="simulator-title">
            {t('staff.sign_in.simulator.title')}
          </h2>
          <p className="utrecht-paragraph">{t('staff.sign_in.simulator.text')}</p>
          <ul className="pl-staff-simulator__list">
            {boot.demoStaff.map((member) => (
              <li key={member.key}>
                <form method="post" action={`${base}/simulator`}>
                  <input type="hidden" name="staff" value={member.key} />
                  <button type="submit" className="utrecht-button utrecht-button--secondary-action">
                    {t('staff.sign_in.simulator.as', { name: member.name })}
                  </button>
                  <span className="pl-staff-simulator__roles">
                    {member.roles.map((role) => t(`staff.role.${role}`)).join(', ')}
                  </span>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!boot.oidc && boot.demoStaff.length === 0 ? (
        <p className="utrecht-paragraph">{t('staff.sign_in.unavailable')}</p>
      ) : null}
    </main>
  );
}
