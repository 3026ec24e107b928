/**
 * At the counter (issue 28): changing the plates of, or ending, one of the identified resident's active permits.
 * The server runs the portal's own plate change (its fee, checks and documents) and termination (its dates,
 * refund and account rule); the staff member sees the fee before sending it, and the server's refusal as given.
 */
import type { CounterPermit, StaffPermit } from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { MutationOutcome } from '../../lib/mutation-outcome';
import { QueryState } from '../../lib/query-state';
import { money, when } from '../residents/format';

export function PermitActions({ id, permits }: { id: string; permits: readonly StaffPermit[] }) {
  const { t } = useTranslation();
  const formId = useId();
  const active = permits.filter((permit) => permit.status === 'ACTIVE');
  const [permitId, setPermitId] = useState('');
  const permit = useQuery({
    queryKey: ['staff', 'counter', id, 'permit', permitId],
    queryFn: () => callStaff('getCounterPermit', { params: { id, permitId } }),
    enabled: permitId !== '',
    retry: false,
  });
  if (active.length === 0) return <p className="utrecht-paragraph">{t('staff.counter.no_permits')}</p>;
  return (
    <>
      <div className="pl-staff-form">
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-permit`}>
            {t('staff.counter.permit')}
          </label>
          <select
            id={`${formId}-permit`}
            className="utrecht-select"
            value={permitId}
            onChange={(event) => setPermitId(event.target.value)}
          >
            <option value="">{t('staff.counter.choose_permit')}</option>
            {active.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.permitNumber}: ${option.type} (${option.area}), ${option.plates.join(', ')}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {permitId !== '' && (
        <QueryState query={permit}>
          {(data) => (
            <div key={permitId}>
              {data.maxPlates > 0 && <PlateChangeForm id={id} permit={data} />}
              {data.terminable && <TerminationForm id={id} permit={data} />}
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'resident', id] });
}

function PlateChangeForm({ id, permit }: { id: string; permit: CounterPermit }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refresh = useRefresh(id);
  const [plates, setPlates] = useState<string[]>(() =>
    Array.from({ length: permit.maxPlates }, (_, index) => permit.plates[index] ?? ''),
  );
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      callStaff('changePlatesForResident', {
        params: { id, permitId: String(permit.permitId) },
        body: {
          plates: plates.map((plate) => plate.trim()).filter((plate) => plate !== ''),
          priceCents: permit.plateChangeFeeCents,
        },
      }),
    onSuccess: () => refresh(),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = plates.filter((plate) => plate.trim() !== '').length;
    setMissing(filled < Math.max(permit.minPlates, 1));
    if (filled >= Math.max(permit.minPlates, 1)) send.mutate();
  }
  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h3 className="utrecht-heading-3" id={`${formId}-title`}>
        {t('staff.counter.plate_change')}
      </h3>
      {plates.map((plate, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the plate fields are fixed positions 1 to the permit's maximum.
        <div className="utrecht-form-field" key={index}>
          <label className="utrecht-form-label" htmlFor={`${formId}-plate-${index}`}>
            {t('staff.counter.new_plate', { number: index + 1 })}
          </label>
          <input
            id={`${formId}-plate-${index}`}
            value={plate}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={missing && index === 0 ? true : undefined}
            aria-describedby={missing && index === 0 ? `${formId}-error` : undefined}
            onChange={(event) => setPlates(plates.map((p, i) => (i === index ? event.target.value : p)))}
          />
        </div>
      ))}
      {missing && (
        <p className="pl-staff-form__error" id={`${formId}-error`}>
          {t('staff.counter.problem.required')}
        </p>
      )}
      <p className="utrecht-paragraph">
        {t('staff.counter.fee', { price: money(permit.plateChangeFeeCents, i18n.language) })}
      </p>
      <div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={send.isPending}>
          {t('staff.counter.submit_plate_change')}
        </button>
      </div>
      <MutationOutcome
        mutation={send}
        done={(data) => t('staff.counter.plate_change_done', { id: data.requestId, status: data.statusText })}
      />
    </form>
  );
}

function TerminationForm({ id, permit }: { id: string; permit: CounterPermit }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refresh = useRefresh(id);
  const [when_, setWhen] = useState<'now' | 'planned'>(permit.canPlanTermination ? 'planned' : 'now');
  const [endDate, setEndDate] = useState('');
  const [iban, setIban] = useState('');
  const [owner, setOwner] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      callStaff('terminateForResident', {
        params: { id, permitId: String(permit.permitId) },
        body: {
          ...(when_ === 'planned' ? { endDate } : {}),
          ...(iban.trim() ? { iban: iban.trim() } : {}),
          ...(owner.trim() ? { owner: owner.trim() } : {}),
        },
      }),
    onSuccess: () => refresh(),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const empty = when_ === 'planned' && endDate === '';
    setMissing(empty);
    if (!empty) send.mutate();
  }
  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h3 className="utrecht-heading-3" id={`${formId}-title`}>
        {t('staff.counter.termination')}
      </h3>
      {permit.plannedEnd && (
        <p className="utrecht-paragraph">{t('staff.counter.planned_end', { date: when(permit.plannedEnd) })}</p>
      )}
      {permit.canPlanTermination && (
        <fieldset className="utrecht-form-fieldset">
          <legend className="utrecht-form-label">{t('staff.counter.termination_when')}</legend>
          {(['planned', 'now'] as const).map((option) => (
            <div key={option} className="utrecht-form-field utrecht-form-field--radio">
              <input
                type="radio"
                id={`${formId}-${option}`}
                name={`${formId}-when`}
                checked={when_ === option}
                onChange={() => setWhen(option)}
              />{' '}
              <label className="utrecht-form-label" htmlFor={`${formId}-${option}`}>
                {t(`staff.counter.termination_${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {when_ === 'planned' && (
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-end`}>
            {t('staff.counter.last_day')}
          </label>
          <input
            id={`${formId}-end`}
            type="date"
            value={endDate}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${formId}-end-error` : undefined}
            onChange={(event) => setEndDate(event.target.value)}
          />
          {missing && (
            <p className="pl-staff-form__error" id={`${formId}-end-error`}>
              {t('staff.counter.problem.required')}
            </p>
          )}
        </div>
      )}
      <p className="pl-staff-form__hint" id={`${formId}-account-hint`}>
        {t('staff.counter.refund_account_hint')}
      </p>
      <div className="utrecht-form-field">
        <label className="utrecht-form-label" htmlFor={`${formId}-iban`}>
          {t('staff.counter.iban')}
        </label>
        <input
          id={`${formId}-iban`}
          value={iban}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${formId}-account-hint`}
          onChange={(event) => setIban(event.target.value)}
        />
      </div>
      <div className="utrecht-form-field">
        <label className="utrecht-form-label" htmlFor={`${formId}-owner`}>
          {t('staff.counter.owner')}
        </label>
        <input
          id={`${formId}-owner`}
          value={owner}
          autoComplete="off"
          aria-describedby={`${formId}-account-hint`}
          onChange={(event) => setOwner(event.target.value)}
        />
      </div>
      <div>
        <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={send.isPending}>
          {t('staff.counter.submit_termination')}
        </button>
      </div>
      <MutationOutcome
        mutation={send}
        done={(data) =>
          t(data.kind === 'now' ? 'staff.counter.terminated_now' : 'staff.counter.termination_planned_done', {
            date: when(data.endDate),
            refund: money(data.refundCents, i18n.language),
          })
        }
      />
    </form>
  );
}
