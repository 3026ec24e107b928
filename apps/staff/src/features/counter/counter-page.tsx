/**
 * At the counter (issue 28): acting for the resident whose file is open. First the identification (at the
 * counter with an ID document, or by phone with verification questions), recorded in the audit; then the
 * actions, each sent to the server, which runs the portal's own services for the resident: requesting a product
 * (eligibility, address, plates and price judged there as in the portal), changing plates or ending a permit
 * (permit-actions.tsx) and e-mailing a payment link. The
 * server's refusal is shown as it is given, in the staff member's language.
 */
import {
  type CounterProductOptions,
  type CounterRequestResult,
  IDENTIFICATION_WAYS,
  type IdentificationWay,
  UPLOAD_STAGE_STATUSCODES,
} from '@parkeerloket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callStaff } from '../../lib/api-client';
import { money, when } from '../residents/format';
import '../residents/residents.css';
import { MutationOutcome } from '../../lib/mutation-outcome';
import { QueryState } from '../../lib/query-state';
import { PermitActions } from './permit-actions';
import { DocumentsSection } from './request-documents';

export default function CounterPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The request whose documents are being added: the one just made, or one chosen from the file's.
  const [documentsFor, setDocumentsFor] = useState<number | null>(null);
  const file = useQuery({
    queryKey: ['staff', 'resident', id],
    queryFn: () => callStaff('getResident', { params: { id } }),
    retry: false,
  });
  const identification = useQuery({
    queryKey: ['staff', 'counter', id, 'identification'],
    queryFn: () => callStaff('getCounterIdentification', { params: { id } }),
    retry: false,
  });
  if (file.isPending || identification.isPending)
    return (
      <p className="utrecht-paragraph" role="status">
        {t('staff.loading')}
      </p>
    );
  if (file.isError || identification.isError)
    return (
      <>
        <h1 className="utrecht-heading-1">{t('staff.file.title_unknown')}</h1>
        <p className="utrecht-paragraph" role="alert">
          {(file.error ?? identification.error)?.message}
        </p>
      </>
    );
  const current = identification.data.identification;
  return (
    <>
      <h1 className="utrecht-heading-1">
        {t('staff.counter.title', { name: file.data.name || t('staff.residents.no_name') })}
      </h1>
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={`/inwoners/${id}`}>
          {t('staff.counter.back')}
        </Link>
      </p>
      <p className="utrecht-paragraph">{t('staff.counter.intro')}</p>
      <Section title={t('staff.counter.identification')}>
        {current ? (
          <p className="utrecht-paragraph" role="status">
            {t('staff.counter.identified', {
              way: t(`staff.counter.way.${current.way}`),
              until: when(current.validUntil),
            })}
          </p>
        ) : null}
        <IdentifyForm id={id} again={current !== null} />
      </Section>
      {current && (
        <>
          <Section title={t('staff.counter.request')}>
            <RequestForm id={id} onRequested={setDocumentsFor} />
          </Section>
          <Section title={t('staff.counter.documents.section')}>
            <DocumentsSection
              id={id}
              requests={file.data.requests ?? []}
              chosen={documentsFor}
              onChoose={setDocumentsFor}
            />
          </Section>
          <Section title={t('staff.counter.permits')}>
            <PermitActions id={id} permits={file.data.permits ?? []} />
          </Section>
          <Section title={t('staff.counter.payment_link')}>
            <PaymentLinkForm id={id} />
          </Section>
        </>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 className="utrecht-heading-2" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** After an action: the identification, the file and its timeline are read again. */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff', 'resident', id] });
}

function IdentifyForm({ id, again }: { id: string; again: boolean }) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const refresh = useRefresh(id);
  const [way, setWay] = useState<IdentificationWay | null>(null);
  const [missing, setMissing] = useState(false);
  const identify = useMutation({
    mutationFn: (chosen: IdentificationWay) => callStaff('identifyResident', { params: { id }, body: { way: chosen } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'counter', id] });
      await refresh();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(way === null);
    if (way) identify.mutate(way);
  }
  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate>
      <fieldset
        className="utrecht-form-fieldset"
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${formId}-error` : undefined}
      >
        <legend className="utrecht-form-label">{t('staff.counter.way')}</legend>
        {IDENTIFICATION_WAYS.map((option) => (
          <div key={option} className="utrecht-form-field utrecht-form-field--radio">
            <input
              type="radio"
              id={`${formId}-${option}`}
              name={`${formId}-way`}
              value={option}
              checked={way === option}
              onChange={() => setWay(option)}
            />{' '}
            <label className="utrecht-form-label" htmlFor={`${formId}-${option}`}>
              {t(`staff.counter.way.${option}`)}
            </label>
          </div>
        ))}
        {missing && (
          <p className="pl-staff-form__error" id={`${formId}-error`}>
            {t('staff.counter.problem.required')}
          </p>
        )}
      </fieldset>
      {identify.isError && (
        <p className="utrecht-paragraph" role="alert">
          {identify.error.message}
        </p>
      )}
      <div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={identify.isPending}>
          {t(again ? 'staff.counter.identify_again' : 'staff.counter.identify')}
        </button>
      </div>
    </form>
  );
}

function productKey(product: { permitTypeId: number; areaId: number }): string {
  return `${product.permitTypeId}/${product.areaId}`;
}

function RequestForm({ id, onRequested }: { id: string; onRequested: (requestId: number) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [chosen, setChosen] = useState('');
  const products = useQuery({
    queryKey: ['staff', 'counter', id, 'products'],
    queryFn: () => callStaff('listCounterProducts', { params: { id } }),
    retry: false,
  });
  const [permitTypeId = '', areaId = ''] = chosen.split('/');
  const options = useQuery({
    queryKey: ['staff', 'counter', id, 'product', chosen],
    queryFn: () => callStaff('getCounterProductOptions', { params: { id, permitTypeId, areaId } }),
    enabled: chosen !== '',
    retry: false,
  });
  return (
    <QueryState query={products}>
      {({ items }) => (
        <>
          <div className="pl-staff-form">
            <div className="utrecht-form-field">
              <label className="utrecht-form-label" htmlFor={`${formId}-product`}>
                {t('staff.counter.product')}
              </label>
              <select
                id={`${formId}-product`}
                className="utrecht-select"
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">{t('staff.counter.choose_product')}</option>
                {items.map((product) => (
                  <option key={productKey(product)} value={productKey(product)} disabled={!product.requestable}>
                    {`${product.name} (${product.area})${product.requestable ? '' : ` – ${product.reason ?? t('staff.counter.not_requestable')}`}`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {chosen !== '' && (
            <QueryState query={options}>
              {(data) => <ProductRequestForm key={chosen} id={id} options={data} onRequested={onRequested} />}
            </QueryState>
          )}
        </>
      )}
    </QueryState>
  );
}

function ProductRequestForm({
  id,
  options,
  onRequested,
}: {
  id: string;
  options: CounterProductOptions;
  onRequested: (requestId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refresh = useRefresh(id);
  const lines = options.priceLines.filter((line) => !line.daySelection);
  const [address, setAddress] = useState(0);
  const [locationId, setLocationId] = useState(
    options.locations.filter((location) => location.available).length === 1
      ? String(options.locations.find((location) => location.available)?.id ?? '')
      : '',
  );
  const [startDate, setStartDate] = useState(options.minStartDate);
  const [lineId, setLineId] = useState(String(lines[0]?.id ?? ''));
  const [plates, setPlates] = useState<string[]>(() => Array.from({ length: options.maxPlates }, () => ''));
  const [specificLocation, setSpecificLocation] = useState('');
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const line = lines.find((candidate) => String(candidate.id) === lineId);
  const send = useMutation({
    mutationFn: (): Promise<CounterRequestResult> => {
      const chosenAddress = options.addresses[address];
      return callStaff('requestForResident', {
        params: { id },
        body: {
          permitTypeId: options.permitTypeId,
          areaId: options.areaId,
          ...(options.byAddress && chosenAddress
            ? {
                address: {
                  postcode: chosenAddress.postcode,
                  houseNumber: chosenAddress.houseNumber,
                  addition: chosenAddress.addition,
                },
              }
            : {}),
          ...(locationId !== '' && !options.byAddress ? { locationId: Number(locationId) } : {}),
          startDate,
          priceLineId: Number(lineId),
          plates: plates.map((plate) => plate.trim()).filter((plate) => plate !== ''),
          ...(options.needsSpecificLocation ? { specificLocation } : {}),
          priceCents: line?.priceCents ?? 0,
        },
      });
    },
    onSuccess: (data) => {
      // A request that waits for documents: its scans are uploaded in the section below.
      if (UPLOAD_STAGE_STATUSCODES.some((code) => code === data.status)) onRequested(data.requestId);
      return refresh();
    },
  });

  if (lines.length === 0) return <p className="utrecht-paragraph">{t('staff.counter.day_selection')}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const empty = new Set<string>();
    if (startDate === '') empty.add('startDate');
    plates.slice(0, options.minPlates).forEach((plate, index) => {
      if (plate.trim() === '') empty.add(`plate-${index}`);
    });
    if (options.needsSpecificLocation && specificLocation.trim() === '') empty.add('specificLocation');
    setMissing(empty);
    if (empty.size === 0) send.mutate();
  }

  const problem = (key: string) =>
    missing.has(key) ? (
      <p className="pl-staff-form__error" id={`${formId}-${key}-error`}>
        {t('staff.counter.problem.required')}
      </p>
    ) : null;
  const described = (key: string, hint?: string) =>
    [hint, missing.has(key) ? `${formId}-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="pl-staff-form" onSubmit={submit} noValidate>
      {options.byAddress && (
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-address`}>
            {t('staff.counter.address')}
          </label>
          <select
            id={`${formId}-address`}
            className="utrecht-select"
            value={address}
            onChange={(event) => setAddress(Number(event.target.value))}
          >
            {options.addresses.map((option, index) => (
              <option key={option.line} value={index}>
                {option.line}
              </option>
            ))}
          </select>
        </div>
      )}
      {!options.byAddress && options.locations.length > 1 && (
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-location`}>
            {t('staff.counter.location')}
          </label>
          <select
            id={`${formId}-location`}
            className="utrecht-select"
            value={locationId}
            onChange={(event) => setLocationId(event.target.value)}
          >
            {options.locations.map((location) => (
              <option key={location.id} value={location.id} disabled={!location.available}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="utrecht-form-field">
        <label className="utrecht-form-label" htmlFor={`${formId}-start`}>
          {t('staff.counter.start_date')}
        </label>
        <p className="pl-staff-form__hint" id={`${formId}-start-hint`}>
          {options.maxStartDate
            ? t('staff.counter.start_date_hint', { min: when(options.minStartDate), max: when(options.maxStartDate) })
            : t('staff.counter.start_date_from', { min: when(options.minStartDate) })}
        </p>
        <input
          id={`${formId}-start`}
          type="date"
          min={options.minStartDate}
          max={options.maxStartDate ?? undefined}
          value={startDate}
          aria-invalid={missing.has('startDate') ? true : undefined}
          aria-describedby={described('startDate', `${formId}-start-hint`)}
          onChange={(event) => setStartDate(event.target.value)}
        />
        {problem('startDate')}
      </div>
      <div className="utrecht-form-field">
        <label className="utrecht-form-label" htmlFor={`${formId}-line`}>
          {t('staff.counter.price_line')}
        </label>
        <select
          id={`${formId}-line`}
          className="utrecht-select"
          value={lineId}
          onChange={(event) => setLineId(event.target.value)}
        >
          {lines.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`staff.counter.period.${option.periodType}`, {
                price: money(option.priceCents, i18n.language),
                count: option.periodCount,
              })}
            </option>
          ))}
        </select>
      </div>
      {plates.map((plate, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the plate fields are fixed positions 1 to the product's maximum.
        <div className="utrecht-form-field" key={index}>
          <label className="utrecht-form-label" htmlFor={`${formId}-plate-${index}`}>
            {t(index < options.minPlates ? 'staff.counter.plate' : 'staff.counter.plate_optional', {
              number: index + 1,
            })}
          </label>
          <input
            id={`${formId}-plate-${index}`}
            value={plate}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={missing.has(`plate-${index}`) ? true : undefined}
            aria-describedby={described(`plate-${index}`)}
            onChange={(event) => setPlates(plates.map((p, i) => (i === index ? event.target.value : p)))}
          />
          {problem(`plate-${index}`)}
        </div>
      ))}
      {options.needsSpecificLocation && (
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${formId}-specific`}>
            {t('staff.counter.specific_location')}
          </label>
          <input
            id={`${formId}-specific`}
            value={specificLocation}
            aria-invalid={missing.has('specificLocation') ? true : undefined}
            aria-describedby={described('specificLocation')}
            onChange={(event) => setSpecificLocation(event.target.value)}
          />
          {problem('specificLocation')}
        </div>
      )}
      {line && (
        <p className="utrecht-paragraph">
          {t('staff.counter.price', { price: money(line.priceCents, i18n.language) })}
        </p>
      )}
      <div>
        <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={send.isPending}>
          {t('staff.counter.submit_request')}
        </button>
      </div>
      <MutationOutcome
        mutation={send}
        done={(data) => t('staff.counter.requested', { id: data.requestId, status: data.statusText })}
      />
    </form>
  );
}

function PaymentLinkForm({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefresh(id);
  const send = useMutation({
    mutationFn: () => callStaff('sendPaymentLinkForResident', { params: { id } }),
    onSuccess: () => refresh(),
  });
  return (
    <form
      className="pl-staff-form"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <p className="utrecht-paragraph">{t('staff.counter.payment_link_intro')}</p>
      <div>
        <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={send.isPending}>
          {t('staff.counter.send_payment_link')}
        </button>
      </div>
      <MutationOutcome
        mutation={send}
        done={(data) =>
          t('staff.counter.payment_link_sent', {
            reference: data.reference,
            amount: money(data.amountCents, i18n.language),
          })
        }
      />
    </form>
  );
}
