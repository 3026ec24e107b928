/** How the municipality's staff sign in (issue 27): the provider, its client, groups to roles, MFA. The secret is write-only. */
import { STAFF_ROLES, type StaffRole, type StaffSettingsAnswer } from '@parkeerloket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { reasonFor, SaveButton, SaveFeedback, TextField } from './settings-form';

export const STAFF_SETTINGS_KEY = ['staff', 'settings'] as const;

interface MappingRow {
  /** Keys the row on screen while groups are typed, added and removed. */
  row: number;
  group: string;
  roles: StaffRole[];
}

let nextRow = 0;
const newRow = (group = '', roles: StaffRole[] = []): MappingRow => ({ row: nextRow++, group, roles });

export function SignInSection({ settings, mayWrite }: { settings: StaffSettingsAnswer; mayWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const s = settings.signIn;
  const [mode, setMode] = useState(s.mode);
  const [issuer, setIssuer] = useState(s.issuer ?? '');
  const [clientId, setClientId] = useState(s.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [clientAuthMethod, setAuthMethod] = useState(s.clientAuthMethod);
  const [groupClaim, setGroupClaim] = useState(s.groupClaim);
  const [requireMfa, setRequireMfa] = useState(s.requireMfa);
  const [acr, setAcr] = useState(s.mfaAcrValues.join(', '));
  const [mapping, setMapping] = useState<MappingRow[]>(
    settings.roleMapping.length > 0 ? settings.roleMapping.map((m) => newRow(m.group, m.roles)) : [newRow()],
  );
  const save = useMutation({
    mutationFn: () =>
      callStaff('setStaffSignIn', {
        body:
          mode === 'simulator'
            ? { mode }
            : {
                mode,
                issuer,
                clientId,
                ...(clientSecret ? { clientSecret } : {}),
                clientAuthMethod,
                groupClaim,
                roleMapping: mapping.map(({ group, roles }) => ({ group, roles })),
                requireMfa,
                mfaAcrValues: acr
                  .split(',')
                  .map((v) => v.trim())
                  .filter(Boolean),
              },
      }),
    onSuccess: (answer) => {
      setClientSecret('');
      queryClient.setQueryData(STAFF_SETTINGS_KEY, answer);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const setRow = (index: number, row: MappingRow) => setMapping(mapping.map((r, i) => (i === index ? row : r)));

  return (
    <section aria-labelledby="settings-sign-in" className="pl-staff-settings__section">
      <h2 id="settings-sign-in" className="utrecht-heading-2">
        {t('staff.settings.sign_in')}
      </h2>
      <dl className="pl-staff-facts">
        <dt>{t('staff.settings.mode')}</dt>
        <dd>{t(`staff.settings.mode.${s.mode}`)}</dd>
        {s.issuer ? (
          <>
            <dt>{t('staff.settings.issuer')}</dt>
            <dd>{s.issuer}</dd>
          </>
        ) : null}
        <dt>{t('staff.settings.group_claim')}</dt>
        <dd>{s.groupClaim}</dd>
        <dt>{t('staff.settings.sign_in.client_secret')}</dt>
        <dd>{s.hasClientSecret ? t('staff.settings.secret_stored') : t('staff.settings.secret_none')}</dd>
        <dt>{t('staff.settings.sign_in.mfa')}</dt>
        <dd>{s.requireMfa ? t('staff.settings.yes') : t('staff.settings.no')}</dd>
        <dt>{t('staff.settings.retention')}</dt>
        <dd>{t('staff.settings.retention_days', { count: settings.auditRetentionDays })}</dd>
      </dl>
      <h3 className="utrecht-heading-3">{t('staff.settings.mapping')}</h3>
      {settings.roleMapping.length === 0 ? (
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
              {settings.roleMapping.map((row) => (
                <tr key={row.group}>
                  <td>{row.group}</td>
                  <td>{row.roles.map((role) => t(`staff.role.${role}`)).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayWrite ? (
        <form className="pl-staff-form" onSubmit={submit} aria-labelledby="settings-sign-in-change">
          <h3 id="settings-sign-in-change" className="utrecht-heading-3">
            {t('staff.settings.sign_in.change')}
          </h3>
          <fieldset>
            <legend>{t('staff.settings.mode')}</legend>
            {(['simulator', 'oidc'] as const).map((value) => (
              <div key={value} className="pl-staff-form__choice">
                <input
                  type="radio"
                  id={`sign-in-mode-${value}`}
                  name="sign-in-mode"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />{' '}
                <label htmlFor={`sign-in-mode-${value}`}>{t(`staff.settings.mode.${value}`)}</label>
              </div>
            ))}
          </fieldset>
          {mode === 'oidc' ? (
            <>
              <TextField
                id="sign-in-issuer"
                label={t('staff.settings.issuer')}
                hint={t('staff.settings.sign_in.issuer_hint')}
                type="url"
                value={issuer}
                onChange={setIssuer}
                error={reasonFor(save.error, 'body.issuer')}
              />
              <TextField
                id="sign-in-client-id"
                label={t('staff.settings.sign_in.client_id')}
                value={clientId}
                onChange={setClientId}
                error={reasonFor(save.error, 'body.clientId')}
              />
              <TextField
                id="sign-in-client-secret"
                label={t('staff.settings.sign_in.client_secret')}
                hint={s.hasClientSecret ? t('staff.settings.secret_keep_hint') : t('staff.settings.secret_write_only')}
                type="password"
                autoComplete="new-password"
                value={clientSecret}
                onChange={setClientSecret}
                error={reasonFor(save.error, 'body.clientSecret')}
              />
              <div className="pl-staff-form__field">
                <label htmlFor="sign-in-auth-method">{t('staff.settings.sign_in.auth_method')}</label>
                <select
                  id="sign-in-auth-method"
                  value={clientAuthMethod}
                  onChange={(e) => setAuthMethod(e.target.value as typeof clientAuthMethod)}
                >
                  <option value="client_secret_basic">client_secret_basic</option>
                  <option value="client_secret_post">client_secret_post</option>
                </select>
              </div>
              <TextField
                id="sign-in-group-claim"
                label={t('staff.settings.group_claim')}
                value={groupClaim}
                onChange={setGroupClaim}
                error={reasonFor(save.error, 'body.groupClaim')}
              />
              <div className="pl-staff-form__choice">
                <input
                  type="checkbox"
                  id="sign-in-mfa"
                  checked={requireMfa}
                  onChange={(e) => setRequireMfa(e.target.checked)}
                />{' '}
                <label htmlFor="sign-in-mfa">{t('staff.settings.sign_in.mfa')}</label>
                {reasonFor(save.error, 'body.requireMfa') ? (
                  <p className="pl-staff-form__error">{reasonFor(save.error, 'body.requireMfa')}</p>
                ) : null}
              </div>
              <TextField
                id="sign-in-acr"
                label={t('staff.settings.sign_in.acr')}
                hint={t('staff.settings.sign_in.acr_hint')}
                value={acr}
                onChange={setAcr}
              />
              {mapping.map((row, index) => (
                <fieldset key={row.row} className="pl-staff-settings__mapping">
                  <legend>{t('staff.settings.sign_in.mapping_row', { number: index + 1 })}</legend>
                  <TextField
                    id={`sign-in-group-${index}`}
                    label={t('staff.settings.group')}
                    value={row.group}
                    onChange={(group) => setRow(index, { ...row, group })}
                    error={reasonFor(save.error, `body.roleMapping.${index}.group`)}
                  />
                  <p className="pl-staff-form__hint">{t('staff.settings.roles')}</p>
                  {reasonFor(save.error, `body.roleMapping.${index}.roles`) ? (
                    <p className="pl-staff-form__error">{reasonFor(save.error, `body.roleMapping.${index}.roles`)}</p>
                  ) : null}
                  {STAFF_ROLES.map((role) => (
                    <div key={role} className="pl-staff-form__choice">
                      <input
                        type="checkbox"
                        id={`sign-in-group-${index}-${role}`}
                        checked={row.roles.includes(role)}
                        onChange={(e) =>
                          setRow(index, {
                            ...row,
                            roles: e.target.checked ? [...row.roles, role] : row.roles.filter((r) => r !== role),
                          })
                        }
                      />{' '}
                      <label htmlFor={`sign-in-group-${index}-${role}`}>{t(`staff.role.${role}`)}</label>
                    </div>
                  ))}
                  <button
                    type="button"
                    className="utrecht-button utrecht-button--secondary-action"
                    onClick={() => setMapping(mapping.filter((_, i) => i !== index))}
                    disabled={mapping.length <= 1}
                  >
                    {t('staff.settings.sign_in.remove_group', { number: index + 1 })}
                  </button>
                </fieldset>
              ))}
              <button
                type="button"
                className="utrecht-button utrecht-button--secondary-action"
                onClick={() => setMapping([...mapping, newRow()])}
              >
                {t('staff.settings.sign_in.add_group')}
              </button>
            </>
          ) : null}
          <SaveButton busy={save.isPending}>{t('staff.settings.sign_in.save')}</SaveButton>
          <SaveFeedback mutation={save} saved={t('staff.settings.saved')} />
        </form>
      ) : null}
    </section>
  );
}
