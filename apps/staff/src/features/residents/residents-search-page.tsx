/**
 * Finding a resident or company (issue 27, decision 035): by plate, permit number, payment reference, name,
 * e-mail, KvK number or BSN. A BSN search asks why; the contract's rule checks the term before the call, and
 * the server again.
 */
import {
  normalizeSearchTerm,
  RESIDENT_SEARCH_KINDS,
  type ResidentSearchKind,
  type ResidentSummary,
  searchNeedsReason,
  searchReasonProblem,
  searchTermProblem,
} from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callStaff } from '../../lib/api-client';
import './residents.css';

export default function ResidentsSearchPage() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ResidentSearchKind>('plate');
  const [term, setTerm] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ term?: string; reason?: string }>({});
  const search = useMutation({
    mutationFn: (body: { kind: ResidentSearchKind; term: string; reason?: string }) =>
      callStaff('searchResidents', { body }),
  });
  const needsReason = searchNeedsReason(kind);

  function submit(event: FormEvent) {
    event.preventDefault();
    const termProblem = searchTermProblem(kind, normalizeSearchTerm(kind, term));
    const reasonProblem = needsReason ? searchReasonProblem(reason) : null;
    setProblems({
      ...(termProblem ? { term: t(`staff.residents.problem.${termProblem}`) } : {}),
      ...(reasonProblem ? { reason: t(`staff.residents.problem.reason_${reasonProblem}`) } : {}),
    });
    if (termProblem || reasonProblem) return;
    search.mutate({ kind, term, ...(needsReason ? { reason } : {}) });
  }

  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.residents.title')}</h1>
      <form className="pl-staff-form" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
        <p className="utrecht-paragraph" id={`${id}-legend`}>
          {t('staff.residents.intro')}
        </p>
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${id}-kind`}>
            {t('staff.residents.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="utrecht-select"
            value={kind}
            onChange={(event) => setKind(event.target.value as ResidentSearchKind)}
          >
            {RESIDENT_SEARCH_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`staff.residents.kind.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="utrecht-form-field">
          <label className="utrecht-form-label" htmlFor={`${id}-term`}>
            {t('staff.residents.term')}
          </label>
          <input
            id={`${id}-term`}
            value={term}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problems.term ? true : undefined}
            aria-describedby={problems.term ? `${id}-term-error` : undefined}
            onChange={(event) => setTerm(event.target.value)}
          />
          {problems.term && (
            <p className="pl-staff-form__error" id={`${id}-term-error`}>
              {problems.term}
            </p>
          )}
        </div>
        {needsReason && (
          <div className="utrecht-form-field">
            <label className="utrecht-form-label" htmlFor={`${id}-reason`}>
              {t('staff.residents.reason')}
            </label>
            <p className="pl-staff-form__hint" id={`${id}-reason-hint`}>
              {t('staff.residents.reason_hint')}
            </p>
            <textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={`${id}-reason-hint${problems.reason ? ` ${id}-reason-error` : ''}`}
              onChange={(event) => setReason(event.target.value)}
            />
            {problems.reason && (
              <p className="pl-staff-form__error" id={`${id}-reason-error`}>
                {problems.reason}
              </p>
            )}
          </div>
        )}
        <div>
          <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={search.isPending}>
            {t('staff.residents.search')}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-results`} aria-live="polite">
        <h2 className="utrecht-heading-2" id={`${id}-results`}>
          {t('staff.residents.results')}
        </h2>
        {search.isError ? (
          <p className="utrecht-paragraph" role="alert">
            {search.error.message}
          </p>
        ) : search.data ? (
          <SearchResults items={search.data.items} more={search.data.more} />
        ) : (
          <p className="utrecht-paragraph">{t('staff.residents.no_search_yet')}</p>
        )}
      </section>
    </>
  );
}

function SearchResults({ items, more }: { items: ResidentSummary[]; more: boolean }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="utrecht-paragraph">{t('staff.residents.none_found')}</p>;
  return (
    <>
      <ul className="pl-staff-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link className="utrecht-link" to={`/inwoners/${item.id}`}>
              {item.name || t('staff.residents.no_name')}
            </Link>{' '}
            ({t(`staff.residents.type.${item.type}`)}){item.address ? `, ${item.address}` : ''}
          </li>
        ))}
      </ul>
      {more && <p className="utrecht-paragraph">{t('staff.residents.more')}</p>}
    </>
  );
}
