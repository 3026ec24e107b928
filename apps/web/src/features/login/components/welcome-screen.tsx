/**
 * The welcome and login-choice screen (core 2.2; DECISIONS 1: /welcome and /login).
 * Without cookies or local storage it only explains that, and offers no way in. The conditions:
 * the municipality's text (a translation) and a link to them (setting CONDITIONS_URL), each when set. After an
 * external login that was cancelled or failed (?login_error=cancelled / =1) it says so.
 */
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useEloketSettings } from '../../../api/get-eloket-settings';
import { useLoginOptions } from '../../../api/get-login-options';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { authorized } from '../../../lib/authorization';
import { storeDeepLinkPlate } from '../../../lib/deep-link-plate';
import { hasText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { settingUrl } from '../../../lib/settings-map';
import { isStorageAvailable } from '../../../lib/storage-status';
import { useStore } from '../../../lib/use-store';
import { loginErrorKind, readWelcomeQuery } from '../welcome-query';

function LoginChoice({ to, titleKey, descriptionKey }: { to: string; titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <li className="pl-choice">
      <Link to={to} className="pl-choice__link" aria-describedby={descriptionId}>
        {t(titleKey)}
      </Link>
      <p id={descriptionId} className="utrecht-paragraph pl-choice__description">
        {t(descriptionKey)}
      </p>
    </li>
  );
}

function LoginChoices() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isError, isPending } = useLoginOptions();
  if (isPending) return null;
  const citizens = (data?.citizens.length ?? 0) > 0;
  const companies = (data?.companies.length ?? 0) > 0;
  return (
    <section className="pl-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="utrecht-heading-2">
        {t('welcome.login.heading')}
      </h2>
      {isError || (!citizens && !companies) ? (
        <p className="utrecht-paragraph">{t('welcome.login.none')}</p>
      ) : (
        <ul className="pl-choices">
          {citizens ? (
            <LoginChoice
              to={paths.loginCitizens}
              titleKey="welcome.login.residents"
              descriptionKey="welcome.login.residents.tooltip"
            />
          ) : null}
          {companies ? (
            <LoginChoice
              to={paths.loginCompanies}
              titleKey="welcome.login.companies"
              descriptionKey="welcome.login.companies.tooltip"
            />
          ) : null}
        </ul>
      )}
    </section>
  );
}

export function WelcomeScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthorized = useStore(authorized);
  const storageOk = isStorageAvailable();
  const conditionsId = useId();
  const outcome = useMemo(() => readWelcomeQuery(location.search, isAuthorized), [location.search, isAuthorized]);
  const { settings } = useEloketSettings();
  // The municipality's conditions (setting CONDITIONS_URL, decision 025): a link when set, nothing when not.
  const conditions = settingUrl(settings, 'CONDITIONS_URL');
  const hasConditionsText = hasText('welcome.conditions.text');

  useEffect(() => {
    if (!storageOk) return;
    if (outcome.plate) storeDeepLinkPlate(outcome.plate);
    if (outcome.redirect) navigate(outcome.redirect, { replace: true });
  }, [outcome, storageOk, navigate]);

  if (storageOk && outcome.redirect) return null;
  const loginError = loginErrorKind(location.search);

  return (
    <>
      <ScreenTitle title={t('welcome.title')} />
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        {t('welcome.description', { municipality: t('municipality.name') })}
      </p>
      {loginError === 'cancelled' ? (
        <Alert type="info" title={t('welcome.login_cancelled.title')}>
          <p className="utrecht-paragraph">{t('welcome.login_cancelled.text')}</p>
        </Alert>
      ) : null}
      {loginError === 'failed' ? (
        <Alert type="error" title={t('welcome.login_error.title')}>
          <p className="utrecht-paragraph">{t('welcome.login_error.text')}</p>
        </Alert>
      ) : null}
      {storageOk ? (
        <LoginChoices />
      ) : (
        <Alert type="error" title={t('welcome.login.missing_cookies.title')}>
          <p className="utrecht-paragraph">{t('welcome.login.missing_cookies.text')}</p>
        </Alert>
      )}
      {hasConditionsText || conditions ? (
        <section className="pl-section" aria-labelledby={conditionsId}>
          <h2 id={conditionsId} className="utrecht-heading-2">
            {t('welcome.conditions.heading')}
          </h2>
          {hasConditionsText ? <p className="utrecht-paragraph pl-pre-line">{t('welcome.conditions.text')}</p> : null}
          {conditions ? (
            <p className="utrecht-paragraph">
              <a href={conditions} className="utrecht-link">
                {t('welcome.conditions.link', { municipality: t('municipality.name') })}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
