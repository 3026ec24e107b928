/**
 * The portal's settings map (core 3.7) with what each does, and which messages the municipality sends. The places
 * of the menu items and home tiles are named as the resident sees them, with the order they make (places-fields.tsx).
 * A setting left empty (or "as standard") is not set, and the portal's default applies. One save sends
 * only what changed; the server checks it with the operator's rules, all or nothing.
 */
import { PORTAL_SETTING_GROUPS, type PortalSettings, placeLabelKey } from '@parkeerloket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { PlacesFields } from './places-fields';
import { Field, reasonFor, SaveButton, SaveFeedback } from './settings-form';

export const PORTAL_SETTINGS_KEY = ['staff', 'settings', 'portal'] as const;

type Edits = Record<string, string>;

function initialValues(portal: PortalSettings): Edits {
  const values: Edits = {};
  for (const s of portal.settings) values[s.name] = s.value ?? '';
  for (const m of portal.messages) values[m.setting] = m.value ?? '';
  return values;
}

function useSaveSettings(portal: PortalSettings, values: Edits) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const stored = initialValues(portal);
      const changed = Object.fromEntries(
        Object.entries(values)
          .filter(([name, value]) => value.trim() !== (stored[name] ?? ''))
          .map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]),
      );
      return callStaff('setPortalSettings', { body: { settings: changed } });
    },
    onSuccess: (answer) => queryClient.setQueryData(PORTAL_SETTINGS_KEY, answer),
  });
}

function YesNoSelect(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
  standard: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={props.id}
      value={props.value}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{props.standard}</option>
      <option value="Y">{t('staff.settings.yes')}</option>
      <option value="N">{t('staff.settings.no')}</option>
    </select>
  );
}

export function PortalSettingsSection({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Edits>(() => initialValues(portal));
  const save = useSaveSettings(portal, values);
  const set = (name: string) => (value: string) => setValues({ ...values, [name]: value });
  const homeOptions = portal.settings.filter((s) => s.group === 'home' && s.kind === 'position').map((s) => s.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <section aria-labelledby="settings-portal" className="pl-staff-settings__section">
      <h2 id="settings-portal" className="utrecht-heading-2">
        {t('staff.settings.portal.title')}
      </h2>
      <p className="utrecht-paragraph">{t('staff.settings.portal.intro')}</p>
      <form className="pl-staff-form pl-staff-settings__wide" onSubmit={submit}>
        <fieldset disabled={!mayWrite} className="pl-staff-settings__plain">
          {PORTAL_SETTING_GROUPS.map((group) => (
            <fieldset key={group}>
              <legend>{t(`staff.settings.group.${group}`)}</legend>
              {group === 'menu' || group === 'home' ? (
                <PlacesFields
                  group={group}
                  settings={portal.settings.filter((s) => s.group === group && s.kind === 'position')}
                  values={values}
                  set={(name, value) => set(name)(value)}
                  error={(name) => reasonFor(save.error, `body.settings.${name}`)}
                />
              ) : null}
              {portal.settings
                .filter((s) => s.group === group && s.kind !== 'position')
                .map((s) => {
                  const id = `setting-${s.name}`;
                  const error = reasonFor(save.error, `body.settings.${s.name}`);
                  return (
                    <Field
                      key={s.name}
                      id={id}
                      label={t(`staff.settings.setting.${s.name}`)}
                      hint={
                        <>
                          <code>{s.name}</code> · {t(`staff.settings.kind.${s.kind}`)}
                        </>
                      }
                      error={error}
                    >
                      {(describedBy, invalid) =>
                        s.kind === 'yn' ? (
                          <YesNoSelect
                            id={id}
                            value={values[s.name] ?? ''}
                            onChange={set(s.name)}
                            describedBy={describedBy}
                            invalid={invalid}
                            standard={t('staff.settings.standard')}
                          />
                        ) : s.kind === 'home_option' ? (
                          <select
                            id={id}
                            value={values[s.name] ?? ''}
                            aria-describedby={describedBy}
                            aria-invalid={invalid || undefined}
                            onChange={(e) => set(s.name)(e.target.value)}
                          >
                            <option value="">{t('staff.settings.standard')}</option>
                            {[...new Set([...homeOptions, values[s.name] ?? ''])].filter(Boolean).map((option) => (
                              <option key={option} value={option}>
                                {t(placeLabelKey(option) ?? option)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input
                            id={id}
                            type="text"
                            inputMode={
                              ['days', 'number', 'megabytes', 'amount'].includes(s.kind) ? 'decimal' : undefined
                            }
                            value={values[s.name] ?? ''}
                            aria-describedby={describedBy}
                            aria-invalid={invalid || undefined}
                            onChange={(e) => set(s.name)(e.target.value)}
                          />
                        )
                      }
                    </Field>
                  );
                })}
            </fieldset>
          ))}
          <fieldset>
            <legend id="settings-messages">{t('staff.settings.messages.title')}</legend>
            <p className="pl-staff-form__hint">{t('staff.settings.messages.intro')}</p>
            {portal.messages.map((m) => {
              const id = `setting-${m.setting}`;
              return (
                <Field
                  key={m.kind}
                  id={id}
                  label={t(`staff.settings.message.${m.kind}`)}
                  hint={
                    <>
                      {m.sends ? t('staff.settings.messages.sends') : t('staff.settings.messages.not_sent')}
                      {' · '}
                      {m.optional ? t('staff.settings.messages.optional') : t('staff.settings.messages.required')}
                    </>
                  }
                  error={reasonFor(save.error, `body.settings.${m.setting}`)}
                >
                  {(describedBy, invalid) => (
                    <YesNoSelect
                      id={id}
                      value={values[m.setting] ?? ''}
                      onChange={set(m.setting)}
                      describedBy={describedBy}
                      invalid={invalid}
                      standard={t('staff.settings.messages.standard')}
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        </fieldset>
        {portal.other.length > 0 ? (
          <div>
            <h3 className="utrecht-heading-3">{t('staff.settings.portal.other')}</h3>
            <dl className="pl-staff-facts">
              {portal.other.map((o) => (
                <div key={o.name}>
                  <dt>
                    <code>{o.name}</code>
                  </dt>
                  <dd>{o.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {mayWrite ? (
          <>
            <SaveButton busy={save.isPending}>{t('staff.settings.portal.save')}</SaveButton>
            <SaveFeedback mutation={save} saved={t('staff.settings.saved')} />
          </>
        ) : null}
      </form>
    </section>
  );
}
