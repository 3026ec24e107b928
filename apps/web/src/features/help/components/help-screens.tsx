/**
 * The municipality's help pages (issue 26, decision 031), public: *Contact en hulp* (`/contact-and-help`), reached
 * from the footer and from every "neem contact op met de gemeente", and the accessibility statement
 * (`/accessibility-statement`) in the order of the national model: status, evaluation, what is not accessible,
 * feedback and contact, enforcement, and when and by whom it was drawn up.
 */
import {
  type AccessibilityStatement,
  type ContactDetails,
  formatDisplayDate,
  isHttpAddress,
  localized,
  telAddress,
} from '@parkeerloket/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { currentLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { currentTenant, tenantBase } from '../../../lib/tenant';
import { useStore } from '../../../lib/use-store';
import { useHelpPages } from '../api/get-help-pages';

/** The page's content once loaded; while loading a status line, after a failure an alert with a retry. */
function HelpPageGate({
  children,
}: {
  children: (pages: NonNullable<ReturnType<typeof useHelpPages>['data']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useHelpPages();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert type="error">
        <p className="utrecht-paragraph">{t('help.load_failed')}</p>
        <div className="pl-form__actions">
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() => void query.refetch()}
          >
            {t('help.retry')}
          </button>
        </div>
      </Alert>
    );
  }
  return (
    <p className="utrecht-paragraph" role="status">
      {t('help.loading')}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="pl-section" aria-labelledby={id}>
      <h2 id={id} className="utrecht-heading-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactFacts({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  const locale = useStore(currentLocale);
  const municipality = t('municipality.name');
  return (
    <dl className="pl-facts">
      <div>
        <dt>{t('help.contact.phone')}</dt>
        <dd>
          <a href={telAddress(contact.phone)} className="utrecht-link">
            {contact.phone}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('help.contact.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`} className="utrecht-link">
            {contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('help.contact.opening_hours')}</dt>
        <dd className="pl-pre-line">{localized(contact.openingHours, locale)}</dd>
      </div>
      {isHttpAddress(contact.contactUrl) ? (
        <div>
          <dt>{t('help.contact.page')}</dt>
          <dd>
            <a href={contact.contactUrl} className="utrecht-link">
              {t('help.contact.page_link', { municipality })}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function ContactAndHelpScreen() {
  const { t } = useTranslation();
  const municipality = t('municipality.name');
  return (
    <>
      <ScreenTitle title={t('help.contact.title')} />
      <p className="utrecht-paragraph">{t('help.contact.intro', { municipality })}</p>
      <HelpPageGate>
        {({ contact }) =>
          contact ? (
            <ContactFacts contact={contact} />
          ) : (
            <p className="utrecht-paragraph">{t('help.contact.missing')}</p>
          )
        }
      </HelpPageGate>
      <Section title={t('help.contact.more')}>
        <ul className="utrecht-unordered-list">
          <li className="utrecht-unordered-list__item">
            <Link to={paths.accessibilityStatement} className="utrecht-link">
              {t('help.accessibility.title')}
            </Link>
          </li>
          <li className="utrecht-unordered-list__item">
            <Link to={paths.settings} className="utrecht-link">
              {t('help.contact.settings_link')}
            </Link>
          </li>
        </ul>
      </Section>
    </>
  );
}

function Statement({ statement }: { statement: AccessibilityStatement }) {
  const { t } = useTranslation();
  const locale = useStore(currentLocale);
  const ombudsman = localized(statement.ombudsman.name, locale);
  return (
    <>
      <Section title={t('help.accessibility.status.title')}>
        <p className="utrecht-paragraph">{t(`help.accessibility.status.${statement.status}`)}</p>
      </Section>
      <Section title={t('help.accessibility.evaluations.title')}>
        {statement.evaluations.length === 0 ? (
          <p className="utrecht-paragraph">{t('help.accessibility.evaluations.none')}</p>
        ) : (
          <ul className="utrecht-unordered-list">
            {statement.evaluations.map((evaluation) => (
              <li key={`${evaluation.date}-${evaluation.organisation}`} className="utrecht-unordered-list__item">
                {t('help.accessibility.evaluations.item', {
                  date: formatDisplayDate(evaluation.date),
                  organisation: evaluation.organisation,
                })}
                {evaluation.reportUrl && isHttpAddress(evaluation.reportUrl) ? (
                  <>
                    {' '}
                    <a href={evaluation.reportUrl} className="utrecht-link">
                      {t('help.accessibility.evaluations.report', { date: formatDisplayDate(evaluation.date) })}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('help.accessibility.issues.title')}>
        {statement.nonCompliances.length === 0 ? (
          <p className="utrecht-paragraph">{t('help.accessibility.issues.none')}</p>
        ) : (
          <ul className="utrecht-unordered-list">
            {statement.nonCompliances.map((issue) => (
              <li key={issue.description.nl} className="utrecht-unordered-list__item">
                <p className="utrecht-paragraph">{localized(issue.description, locale)}</p>
                <p className="utrecht-paragraph">
                  {t('help.accessibility.issues.reason', { reason: localized(issue.reason, locale) })}
                </p>
                {issue.plannedFixDate ? (
                  <p className="utrecht-paragraph">
                    {t('help.accessibility.issues.fix', { date: formatDisplayDate(issue.plannedFixDate) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('help.accessibility.feedback.title')}>
        <p className="utrecht-paragraph">
          {t('help.accessibility.feedback.text', { email: statement.feedbackEmail, days: statement.responseDays })}
        </p>
        <p className="utrecht-paragraph">
          <a href={`mailto:${statement.feedbackEmail}`} className="utrecht-link">
            {statement.feedbackEmail}
          </a>
        </p>
        <p className="utrecht-paragraph">
          <Link to={paths.contactAndHelp} className="utrecht-link">
            {t('help.accessibility.feedback.contact')}
          </Link>
        </p>
      </Section>
      <Section title={t('help.accessibility.enforcement.title')}>
        <p className="utrecht-paragraph">{t('help.accessibility.enforcement.text', { ombudsman })}</p>
        {isHttpAddress(statement.ombudsman.url) ? (
          <p className="utrecht-paragraph">
            <a href={statement.ombudsman.url} className="utrecht-link">
              {t('help.accessibility.enforcement.link', { ombudsman })}
            </a>
          </p>
        ) : null}
      </Section>
      <Section title={t('help.accessibility.about.title')}>
        <p className="utrecht-paragraph">
          {t('help.accessibility.about.text', {
            date: formatDisplayDate(statement.statementDate),
            reviewed: formatDisplayDate(statement.lastReviewDate),
            approvedBy: localized(statement.approvedBy, locale),
          })}
        </p>
      </Section>
    </>
  );
}

export function AccessibilityStatementScreen() {
  const { t } = useTranslation();
  const site = `${window.location.host}${tenantBase(currentTenant())}`;
  return (
    <>
      <ScreenTitle title={t('help.accessibility.title')} />
      <p className="utrecht-paragraph">
        {t('help.accessibility.intro', { municipality: t('municipality.name'), site })}
      </p>
      <HelpPageGate>
        {({ accessibility }) =>
          accessibility ? (
            <Statement statement={accessibility} />
          ) : (
            <p className="utrecht-paragraph">{t('help.accessibility.missing')}</p>
          )
        }
      </HelpPageGate>
    </>
  );
}
