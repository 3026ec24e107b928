/**
 * A price change from a date (decision 038): the new price and the first start date it applies to, then
 * the preview (current permits and pending renewals it reaches, a year's revenue), then saving it as a
 * new catalogue version. Changing a field after a preview asks for a new preview before saving.
 */
import { addDays, formatDisplayDate, type PriceChangeBody, parseEuroCents } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { formatAmount } from '../../lib/queue-format';
import { ProblemList } from './problem-list';

export function PriceChangeForm(props: {
  permitType: string;
  position: number;
  revision: string;
  today: string;
  onSaved: (version: number) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [price, setPrice] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [summary, setSummary] = useState('');
  const [priceError, setPriceError] = useState(false);
  const change = (): PriceChangeBody | null => {
    const priceCents = parseEuroCents(price);
    setPriceError(priceCents === null);
    return priceCents === null
      ? null
      : { permitType: props.permitType, position: props.position, fromDate, priceCents };
  };
  const preview = useMutation({ mutationFn: (body: PriceChangeBody) => callStaff('previewPriceChange', { body }) });
  const save = useMutation({
    mutationFn: (body: PriceChangeBody) =>
      callStaff('schedulePriceChange', { body: { ...body, revision: props.revision, summary } }),
    onSuccess: (saved) => props.onSaved(saved.version.number),
  });
  const edited = () => preview.reset();
  const title = t('staff.catalogue.change.title', { code: props.permitType, position: props.position });
  return (
    <section aria-labelledby={`${id}-title`} className="pl-staff-catalogue__change">
      <h4 id={`${id}-title`}>{title}</h4>
      <form
        className="pl-staff-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const body = change();
          if (!body) return;
          if (preview.data) save.mutate(body);
          else preview.mutate(body);
        }}
      >
        <div className="pl-staff-form__field">
          <label htmlFor={`${id}-price`}>{t('staff.catalogue.change.price')}</label>
          <span id={`${id}-price-hint`}>{t('staff.catalogue.change.price_hint')}</span>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            required
            aria-describedby={`${id}-price-hint${priceError ? ` ${id}-price-error` : ''}`}
            aria-invalid={priceError}
            value={price}
            onChange={(e) => {
              setPrice(e.target.value);
              edited();
            }}
          />
          {priceError ? (
            <p id={`${id}-price-error`} className="pl-staff-form__error">
              {t('staff.catalogue.change.price_invalid')}
            </p>
          ) : null}
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor={`${id}-from`}>{t('staff.catalogue.change.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            required
            min={addDays(props.today, 1)}
            value={fromDate}
            onChange={(e) => {
              setFromDate(e.target.value);
              edited();
            }}
          />
        </div>
        <div className="pl-staff-form__field">
          <label htmlFor={`${id}-summary`}>{t('staff.catalogue.change.summary')}</label>
          <input
            id={`${id}-summary`}
            required
            maxLength={300}
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
          />
        </div>
        {preview.data ? (
          <section aria-labelledby={`${id}-preview`} className="pl-staff-catalogue__preview" aria-live="polite">
            <h5 id={`${id}-preview`}>{t('staff.catalogue.preview.title')}</h5>
            <p className="utrecht-paragraph">
              {t('staff.catalogue.preview.prices', {
                old: formatAmount(preview.data.oldCents, i18n.language),
                new: formatAmount(preview.data.newCents, i18n.language),
                date: formatDisplayDate(fromDate),
              })}
            </p>
            <ul className="utrecht-unordered-list">
              <li>{t('staff.catalogue.preview.permits', { count: preview.data.affectedPermits })}</li>
              <li>{t('staff.catalogue.preview.renewals', { count: preview.data.pendingRenewals })}</li>
              <li>
                {t('staff.catalogue.preview.revenue', {
                  amount: formatAmount(preview.data.yearlyRevenueChangeCents, i18n.language),
                })}
              </li>
            </ul>
          </section>
        ) : null}
        <div className="pl-staff-actions">
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={preview.isPending || save.isPending}
          >
            {preview.data ? t('staff.catalogue.change.save') : t('staff.catalogue.change.preview')}
          </button>
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={props.onCancel}>
            {t('staff.catalogue.change.cancel')}
          </button>
        </div>
      </form>
      <ProblemList error={preview.error ?? save.error} />
    </section>
  );
}
