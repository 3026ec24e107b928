/**
 * The municipality's help pages (decision 031): its contact details on Contact en hulp, and the
 * accessibility statement in the national model's form, with its evaluations and its list of what is not
 * accessible (the model's non-compliances: what, why, and by when it is fixed), in Dutch and English side by side.
 */
import {
  ACCESSIBILITY_STATUSES,
  type AccessibilityStatement,
  type ContactDetails,
  type PortalSettings,
} from '@parkeerloket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { PORTAL_SETTINGS_KEY } from './portal-settings-section';
import { reasonFor, SaveButton, SaveFeedback, TextField } from './settings-form';

const EMPTY_CONTACT: ContactDetails = { phone: '', email: '', openingHours: { nl: '', en: '' }, contactUrl: '' };

function ContactForm({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [contact, setContact] = useState<ContactDetails>(portal.helpPages.contact ?? EMPTY_CONTACT);
  const save = useMutation({
    mutationFn: () => callStaff('setContactPage', { body: contact }),
    onSuccess: (answer) =>
      queryClient.setQueryData(PORTAL_SETTINGS_KEY, { ...portal, helpPages: { ...portal.helpPages, contact: answer } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const e = (field: string) => reasonFor(save.error, `body.${field}`);
  return (
    <form className="pl-staff-form" onSubmit={submit} aria-labelledby="help-contact-title">
      <h3 id="help-contact-title" className="utrecht-heading-3">
        {t('staff.settings.help.contact')}
      </h3>
      <fieldset disabled={!mayWrite} className="pl-staff-settings__plain">
        <TextField
          id="contact-phone"
          label={t('staff.settings.help.phone')}
          type="tel"
          value={contact.phone}
          onChange={(phone) => setContact({ ...contact, phone })}
          error={e('phone')}
        />
        <TextField
          id="contact-email"
          label={t('staff.settings.help.email')}
          type="email"
          value={contact.email}
          onChange={(email) => setContact({ ...contact, email })}
          error={e('email')}
        />
        <TextField
          id="contact-hours-nl"
          label={t('staff.settings.help.hours_nl')}
          multiline
          value={contact.openingHours.nl}
          onChange={(nl) => setContact({ ...contact, openingHours: { ...contact.openingHours, nl } })}
          error={e('openingHours.nl')}
        />
        <TextField
          id="contact-hours-en"
          label={t('staff.settings.help.hours_en')}
          multiline
          value={contact.openingHours.en}
          onChange={(en) => setContact({ ...contact, openingHours: { ...contact.openingHours, en } })}
          error={e('openingHours.en')}
        />
        <TextField
          id="contact-url"
          label={t('staff.settings.help.contact_url')}
          type="url"
          value={contact.contactUrl}
          onChange={(contactUrl) => setContact({ ...contact, contactUrl })}
          error={e('contactUrl')}
        />
      </fieldset>
      {mayWrite ? (
        <>
          <SaveButton busy={save.isPending}>{t('staff.settings.help.save_contact')}</SaveButton>
          <SaveFeedback mutation={save} saved={t('staff.settings.saved')} />
        </>
      ) : null}
    </form>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

type Evaluation = AccessibilityStatement['evaluations'][number];
/** An evaluation on screen, keyed while rows are added and removed. */
type EvaluationRow = Evaluation & { row: number };
let nextRow = 0;
const evaluationRow = (evaluation: Evaluation): EvaluationRow => ({ ...evaluation, row: nextRow++ });

type NonCompliance = AccessibilityStatement['nonCompliances'][number];
/** A non-compliance on screen, keyed while rows are added and removed. */
type NonComplianceRow = NonCompliance & { row: number };
const nonComplianceRow = (item: NonCompliance): NonComplianceRow => ({ ...item, row: nextRow++ });
const emptyNonCompliance = (): NonComplianceRow =>
  nonComplianceRow({ description: { nl: '', en: '' }, reason: { nl: '', en: '' } });

type StatementForm = Omit<AccessibilityStatement, 'evaluations' | 'nonCompliances'> & {
  evaluations: EvaluationRow[];
  nonCompliances: NonComplianceRow[];
};

function emptyStatement(): AccessibilityStatement {
  return {
    status: 'E',
    statementDate: today(),
    lastReviewDate: today(),
    approvedBy: { nl: '', en: '' },
    evaluations: [],
    nonCompliances: [],
    feedbackEmail: '',
    responseDays: 5,
    ombudsman: { name: { nl: '', en: '' }, url: '' },
  };
}

function AccessibilityForm({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [s, setS] = useState<StatementForm>(() => {
    const stored = portal.helpPages.accessibility ?? emptyStatement();
    return {
      ...stored,
      evaluations: stored.evaluations.map(evaluationRow),
      nonCompliances: stored.nonCompliances.map(nonComplianceRow),
    };
  });
  const save = useMutation({
    mutationFn: () =>
      callStaff('setAccessibilityPage', {
        body: {
          ...s,
          evaluations: s.evaluations.map((ev) => ({
            date: ev.date,
            organisation: ev.organisation,
            ...(ev.reportUrl ? { reportUrl: ev.reportUrl } : {}),
          })),
          nonCompliances: s.nonCompliances.map((item) => ({
            description: item.description,
            reason: item.reason,
            ...(item.plannedFixDate ? { plannedFixDate: item.plannedFixDate } : {}),
          })),
        },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(PORTAL_SETTINGS_KEY, {
        ...portal,
        helpPages: { ...portal.helpPages, accessibility: answer },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const e = (field: string) => reasonFor(save.error, `body.${field}`);
  return (
    <form className="pl-staff-form" onSubmit={submit} aria-labelledby="help-accessibility-title">
      <h3 id="help-accessibility-title" className="utrecht-heading-3">
        {t('staff.settings.help.accessibility')}
      </h3>
      <fieldset disabled={!mayWrite} className="pl-staff-settings__plain">
        <div className="pl-staff-form__field">
          <label htmlFor="a11y-status">{t('staff.settings.help.status')}</label>
          {e('status') ? <p className="pl-staff-form__error">{e('status')}</p> : null}
          <select
            id="a11y-status"
            value={s.status}
            onChange={(ev) => setS({ ...s, status: ev.target.value as AccessibilityStatement['status'] })}
          >
            {ACCESSIBILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`staff.settings.help.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="a11y-date"
          label={t('staff.settings.help.statement_date')}
          type="date"
          value={s.statementDate}
          onChange={(statementDate) => setS({ ...s, statementDate })}
          error={e('statementDate')}
        />
        <TextField
          id="a11y-review"
          label={t('staff.settings.help.review_date')}
          type="date"
          value={s.lastReviewDate}
          onChange={(lastReviewDate) => setS({ ...s, lastReviewDate })}
          error={e('lastReviewDate')}
        />
        <TextField
          id="a11y-approved-nl"
          label={t('staff.settings.help.approved_nl')}
          value={s.approvedBy.nl}
          onChange={(nl) => setS({ ...s, approvedBy: { ...s.approvedBy, nl } })}
          error={e('approvedBy.nl')}
        />
        <TextField
          id="a11y-approved-en"
          label={t('staff.settings.help.approved_en')}
          value={s.approvedBy.en}
          onChange={(en) => setS({ ...s, approvedBy: { ...s.approvedBy, en } })}
          error={e('approvedBy.en')}
        />
        <TextField
          id="a11y-feedback"
          label={t('staff.settings.help.feedback_email')}
          type="email"
          value={s.feedbackEmail}
          onChange={(feedbackEmail) => setS({ ...s, feedbackEmail })}
          error={e('feedbackEmail')}
        />
        <TextField
          id="a11y-days"
          label={t('staff.settings.help.response_days')}
          type="number"
          value={String(s.responseDays)}
          onChange={(days) => setS({ ...s, responseDays: Number(days) })}
          error={e('responseDays')}
        />
        <TextField
          id="a11y-ombudsman-nl"
          label={t('staff.settings.help.ombudsman_nl')}
          value={s.ombudsman.name.nl}
          onChange={(nl) => setS({ ...s, ombudsman: { ...s.ombudsman, name: { ...s.ombudsman.name, nl } } })}
          error={e('ombudsman.name.nl')}
        />
        <TextField
          id="a11y-ombudsman-en"
          label={t('staff.settings.help.ombudsman_en')}
          value={s.ombudsman.name.en}
          onChange={(en) => setS({ ...s, ombudsman: { ...s.ombudsman, name: { ...s.ombudsman.name, en } } })}
          error={e('ombudsman.name.en')}
        />
        <TextField
          id="a11y-ombudsman-url"
          label={t('staff.settings.help.ombudsman_url')}
          type="url"
          value={s.ombudsman.url}
          onChange={(url) => setS({ ...s, ombudsman: { ...s.ombudsman, url } })}
          error={e('ombudsman.url')}
        />
        <fieldset>
          <legend>{t('staff.settings.help.evaluations')}</legend>
          {e('evaluations') ? <p className="pl-staff-form__error">{e('evaluations')}</p> : null}
          {s.evaluations.map((ev, index) => {
            const change = (patch: Partial<typeof ev>) =>
              setS({ ...s, evaluations: s.evaluations.map((x, i) => (i === index ? { ...x, ...patch } : x)) });
            return (
              <div key={ev.row} className="pl-staff-settings__row">
                <TextField
                  id={`a11y-ev-${index}-date`}
                  label={t('staff.settings.help.evaluation_date', { number: index + 1 })}
                  type="date"
                  value={ev.date}
                  onChange={(date) => change({ date })}
                  error={e(`evaluations.${index}.date`)}
                />
                <TextField
                  id={`a11y-ev-${index}-org`}
                  label={t('staff.settings.help.evaluation_organisation', { number: index + 1 })}
                  value={ev.organisation}
                  onChange={(organisation) => change({ organisation })}
                  error={e(`evaluations.${index}.organisation`)}
                />
                <TextField
                  id={`a11y-ev-${index}-url`}
                  label={t('staff.settings.help.evaluation_report', { number: index + 1 })}
                  type="url"
                  value={ev.reportUrl ?? ''}
                  onChange={(reportUrl) => change({ reportUrl })}
                  error={e(`evaluations.${index}.reportUrl`)}
                />
                <button
                  type="button"
                  className="utrecht-button utrecht-button--secondary-action"
                  onClick={() => setS({ ...s, evaluations: s.evaluations.filter((_, i) => i !== index) })}
                >
                  {t('staff.settings.help.remove_evaluation', { number: index + 1 })}
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={() =>
              setS({ ...s, evaluations: [...s.evaluations, evaluationRow({ date: today(), organisation: '' })] })
            }
          >
            {t('staff.settings.help.add_evaluation')}
          </button>
        </fieldset>
        <NonCompliancesFields
          items={s.nonCompliances}
          onChange={(nonCompliances) => setS({ ...s, nonCompliances })}
          error={e}
        />
      </fieldset>
      {mayWrite ? (
        <>
          <SaveButton busy={save.isPending}>{t('staff.settings.help.save_accessibility')}</SaveButton>
          <SaveFeedback mutation={save} saved={t('staff.settings.saved')} />
        </>
      ) : null}
    </form>
  );
}

/**
 * The statement's list of what is not accessible: per item what (description) and why (reason), each in Dutch
 * and English side by side, and the day it is to be fixed (optional). The server checks them as the operator's
 * import does (help-pages.ts in the contract); its reasons show at the field they name.
 */
function NonCompliancesFields(props: {
  items: NonComplianceRow[];
  onChange: (items: NonComplianceRow[]) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { items, error } = props;
  return (
    <fieldset>
      <legend>{t('staff.settings.help.non_compliances')}</legend>
      <p className="pl-staff-form__hint">{t('staff.settings.help.non_compliances_hint')}</p>
      {error('nonCompliances') && !items.some((_, i) => error(`nonCompliances.${i}`)) ? (
        <p className="pl-staff-form__error">{error('nonCompliances')}</p>
      ) : null}
      {items.map((item, index) => {
        const number = index + 1;
        const change = (patch: Partial<NonCompliance>) =>
          props.onChange(items.map((x, i) => (i === index ? { ...x, ...patch } : x)));
        const field = (part: 'description' | 'reason', language: 'nl' | 'en') => (
          <TextField
            id={`a11y-nc-${index}-${part}-${language}`}
            label={t(`staff.settings.help.non_compliance_${part}_${language}`, { number })}
            multiline
            value={item[part][language]}
            onChange={(value) => change({ [part]: { ...item[part], [language]: value } })}
            error={error(`nonCompliances.${index}.${part}.${language}`)}
          />
        );
        return (
          <fieldset key={item.row} className="pl-staff-settings__row">
            <legend>{t('staff.settings.help.non_compliance', { number })}</legend>
            <div className="pl-staff-settings__side-by-side">
              <div className="pl-staff-settings__column">
                {field('description', 'nl')}
                {field('reason', 'nl')}
              </div>
              <div className="pl-staff-settings__column">
                {field('description', 'en')}
                {field('reason', 'en')}
              </div>
            </div>
            <TextField
              id={`a11y-nc-${index}-fix`}
              label={t('staff.settings.help.non_compliance_fix_date', { number })}
              hint={t('staff.settings.help.non_compliance_fix_hint')}
              type="date"
              value={item.plannedFixDate ?? ''}
              onChange={(plannedFixDate) => change({ plannedFixDate })}
              error={error(`nonCompliances.${index}.plannedFixDate`)}
            />
            <p>
              <button
                type="button"
                className="utrecht-button utrecht-button--secondary-action"
                onClick={() => props.onChange(items.filter((_, i) => i !== index))}
              >
                {t('staff.settings.help.remove_non_compliance', { number })}
              </button>
            </p>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="utrecht-button utrecht-button--secondary-action"
        onClick={() => props.onChange([...items, emptyNonCompliance()])}
      >
        {t('staff.settings.help.add_non_compliance')}
      </button>
    </fieldset>
  );
}

export function HelpPagesSection({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-help" className="pl-staff-settings__section">
      <h2 id="settings-help" className="utrecht-heading-2">
        {t('staff.settings.help.title')}
      </h2>
      <ContactForm portal={portal} mayWrite={mayWrite} />
      <AccessibilityForm portal={portal} mayWrite={mayWrite} />
    </section>
  );
}
