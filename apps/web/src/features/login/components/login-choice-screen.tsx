/**
 * /login-citizens and /login-companies (core 2.3): the services of a group that the
 * municipality offers (LOGIN_OPTIONS_CITIZENS / LOGIN_OPTIONS_COMPANIES). The deep-link
 * plate query travels along to the next screen and back to /welcome.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLoginOptions } from '../../../api/get-login-options';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { plateQuery } from '../../../lib/deep-link-plate';
import { type LoginChoice, type LoginGroup, offeredChoices } from '../login-choices';
import '../../../styles/screens.css';

function Choice({ choice, query }: { choice: LoginChoice; query: string }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <li className="pl-choice">
      <Link to={`${choice.path}${query}`} className="pl-choice__link" aria-describedby={descriptionId}>
        {t(`login.choice.${choice.code}`)}
      </Link>
      <p id={descriptionId} className="utrecht-paragraph pl-choice__description">
        {t(`login.choice.${choice.code}.description`)}
      </p>
    </li>
  );
}

function LoginChoiceScreen({ group }: { group: LoginGroup }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = plateQuery(location.search);
  const { data, isPending } = useLoginOptions();
  const choices = data ? offeredChoices(group, data[group]) : [];

  return (
    <>
      <ScreenTitle title={t(`login.${group}.title`)} />
      <p className="utrecht-paragraph">{t(`login.${group}.intro`)}</p>
      {isPending ? null : choices.length === 0 ? (
        <p className="utrecht-paragraph">{t('login.choices.none')}</p>
      ) : (
        <ul className="pl-choices">
          {choices.map((choice) => (
            <Choice key={choice.code} choice={choice} query={query} />
          ))}
        </ul>
      )}
      <BackLink to={`/welcome${query}`} />
    </>
  );
}

export function LoginCitizensScreen() {
  return <LoginChoiceScreen group="citizens" />;
}

export function LoginCompaniesScreen() {
  return <LoginChoiceScreen group="companies" />;
}
