/**
 * The settings sections' form parts: a labelled field that shows the server's reason for it (the problem's
 * invalidParams, by the name the API gives the field), and the answer of a save (saved, or what was wrong).
 */
import type { Problem } from '@parkeerloket/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffApiError } from '../../lib/api-client';

export function problemOf(error: unknown): Problem | undefined {
  return error instanceof StaffApiError ? error.problem : undefined;
}

/** The reason the server gave for a field (`body.settings.MAX_UPLOAD_MB`), or for any field below it. */
export function reasonFor(error: unknown, name: string): string | undefined {
  const params = problemOf(error)?.invalidParams ?? [];
  return params.find((p) => p.name === name || p.name.startsWith(`${name}.`))?.reason;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="pl-staff-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="pl-staff-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {children(describedBy, Boolean(error))}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'number' | 'password';
  multiline?: boolean;
  autoComplete?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  multiline,
  autoComplete,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy, invalid) =>
        multiline ? (
          <textarea
            id={id}
            rows={3}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={type}
            value={value}
            autoComplete={autoComplete}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** Saved (a status), or the problem with each field's reason (an alert); nothing before the first save. */
export function SaveFeedback({
  mutation,
  saved,
}: {
  mutation: Pick<UseMutationResult<unknown, Error, never>, 'isSuccess' | 'isError' | 'error'>;
  saved: string;
}) {
  const { t } = useTranslation();
  const problem = problemOf(mutation.error);
  return (
    <div aria-live="polite">
      {mutation.isSuccess ? (
        <p className="utrecht-paragraph" role="status">
          {saved}
        </p>
      ) : null}
      {mutation.isError ? (
        <div role="alert" className="pl-staff-settings__problem">
          <p className="utrecht-paragraph">
            {t('staff.settings.not_saved', { reason: mutation.error?.message ?? '' })}
          </p>
          {problem?.invalidParams?.length ? (
            <ul>
              {problem.invalidParams.map((p) => (
                <li key={p.name}>
                  <code>{p.name.replace(/^body\./, '')}</code>: {p.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="utrecht-button utrecht-button--primary-action" disabled={busy}>
      {children}
    </button>
  );
}
