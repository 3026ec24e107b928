/**
 * The payment provider: the built-in test checkout or Mollie with the municipality's API key. The key is
 * write-only: sent once, stored encrypted, never shown again (only that one is stored).
 */
import { PAYMENT_PROVIDER_CHOICES, type PortalSettings } from '@parkeerloket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { formatMoment } from '../../lib/queue-format';
import { PORTAL_SETTINGS_KEY } from './portal-settings-section';
import { reasonFor, SaveButton, SaveFeedback, TextField } from './settings-form';

type Choice = (typeof PAYMENT_PROVIDER_CHOICES)[number];

export function PaymentSection({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = portal.paymentProvider;
  const [provider, setProvider] = useState<Choice>(current.provider === 'mollie' ? 'mollie' : 'simulator');
  const [apiKey, setApiKey] = useState('');
  const save = useMutation({
    mutationFn: () =>
      callStaff('setPaymentProvider', { body: provider === 'mollie' ? { provider, apiKey } : { provider } }),
    onSuccess: (answer) => {
      setApiKey('');
      queryClient.setQueryData(PORTAL_SETTINGS_KEY, { ...portal, paymentProvider: answer });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section aria-labelledby="settings-payment" className="pl-staff-settings__section">
      <h2 id="settings-payment" className="utrecht-heading-2">
        {t('staff.settings.payment.title')}
      </h2>
      <dl className="pl-staff-facts">
        <dt>{t('staff.settings.payment.provider')}</dt>
        <dd>{t(`staff.settings.payment.provider.${current.provider === 'mollie' ? 'mollie' : 'simulator'}`)}</dd>
        <dt>{t('staff.settings.payment.key')}</dt>
        <dd>{current.hasKey ? t('staff.settings.secret_stored') : t('staff.settings.secret_none')}</dd>
        {current.updatedAt ? (
          <>
            <dt>{t('staff.settings.payment.changed')}</dt>
            <dd>{formatMoment(current.updatedAt, i18n.language)}</dd>
          </>
        ) : null}
      </dl>
      {mayWrite ? (
        <form className="pl-staff-form" onSubmit={submit} aria-labelledby="settings-payment-change">
          <h3 id="settings-payment-change" className="utrecht-heading-3">
            {t('staff.settings.payment.change')}
          </h3>
          <fieldset>
            <legend>{t('staff.settings.payment.provider')}</legend>
            {PAYMENT_PROVIDER_CHOICES.map((choice) => (
              <div key={choice} className="pl-staff-form__choice">
                <input
                  type="radio"
                  id={`payment-${choice}`}
                  name="payment-provider"
                  checked={provider === choice}
                  onChange={() => setProvider(choice)}
                />{' '}
                <label htmlFor={`payment-${choice}`}>{t(`staff.settings.payment.provider.${choice}`)}</label>
              </div>
            ))}
          </fieldset>
          {provider === 'mollie' ? (
            <TextField
              id="payment-key"
              label={t('staff.settings.payment.key')}
              hint={
                current.hasKey ? t('staff.settings.payment.key_replace_hint') : t('staff.settings.secret_write_only')
              }
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={setApiKey}
              error={reasonFor(save.error, 'body.apiKey')}
            />
          ) : null}
          <SaveButton busy={save.isPending}>{t('staff.settings.payment.save')}</SaveButton>
          <SaveFeedback mutation={save} saved={t('staff.settings.payment.saved')} />
        </form>
      ) : null}
    </section>
  );
}
