/**
 * The catalogue editor's fields (issue 28): a label per field, a hint and the validator's problem linked to it
 * (aria-describedby), a fieldset per group. A field names its place in the catalogue file (`path`); the problems the
 * catalogue file's validator finds at that place are shown with it, and the problem summary links to it.
 */
import { type CatalogueFileProblem, parseEuroCents } from '@parkeerloket/contract';
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Path = readonly (string | number)[];

/** The validator's problems of the draft, by their place in the file. */
export const ProblemsContext = createContext<ReadonlyMap<string, string[]>>(new Map());

export function problemsByPath(
  problems: readonly CatalogueFileProblem[],
  text: (problem: CatalogueFileProblem) => string,
): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const problem of problems) {
    const key = problem.path.join('.');
    map.set(key, [...(map.get(key) ?? []), text(problem)]);
  }
  return map;
}

/** The element id of a place in the file: 'cat-permitTypes-0-priceLines-1-priceCents'. */
export function fieldId(path: Path): string {
  return `cat-${path.join('-')}`;
}

/** The field (or group) a problem points at: its own place, else the nearest enclosing one on the screen. */
export function focusPlace(path: Path): void {
  for (let end = path.length; end > 0; end--) {
    const element = document.getElementById(fieldId(path.slice(0, end)));
    if (!element) continue;
    // A field in a closed <details> is opened first, or it cannot take focus.
    let parent = element.parentElement;
    while (parent) {
      if (parent instanceof HTMLDetailsElement) parent.open = true;
      parent = parent.parentElement;
    }
    element.focus();
    element.scrollIntoView({ block: 'center' });
    return;
  }
}

function useProblems(path: Path | undefined): string[] {
  const problems = useContext(ProblemsContext);
  return path ? (problems.get(path.join('.')) ?? []) : [];
}

/** A whole number from a field; '' is null where the file allows it, anything else NaN (the validator names it). */
export function wholeNumber(value: string): number | null {
  if (value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function Field(props: {
  label: string;
  value: string | number | null;
  onChange: (value: string) => void;
  path?: Path;
  type?: 'text' | 'date' | 'time';
  numeric?: boolean;
  multiline?: boolean;
  hint?: string;
  /** A problem found before the validator runs (a code typed in an add form). */
  error?: string;
}) {
  const generated = useId();
  const id = props.path ? fieldId(props.path) : generated;
  const errors = [...useProblems(props.path), ...(props.error ? [props.error] : [])];
  const common = {
    id,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy(props.hint && `${id}-hint`, errors.length > 0 && `${id}-error`),
    value: props.value === null || Number.isNaN(props.value) ? '' : String(props.value),
  };
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? <span id={`${id}-hint`}>{props.hint}</span> : null}
      {props.multiline ? (
        <textarea className="utrecht-textarea" rows={3} {...common} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          type={props.type ?? 'text'}
          inputMode={props.numeric ? 'numeric' : undefined}
          {...common}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A price in euros ('12,50'); kept as typed while it is not an amount yet. */
export function EuroField(props: { label: string; cents: number; onChange: (cents: number) => void; path?: Path }) {
  const generated = useId();
  const id = props.path ? fieldId(props.path) : generated;
  const { t } = useTranslation();
  const [text, setText] = useState((props.cents / 100).toFixed(2).replace('.', ','));
  const errors = [
    ...useProblems(props.path),
    ...(parseEuroCents(text) === null ? [t('staff.catalogue.change.price_invalid')] : []),
  ];
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(parseEuroCents(e.target.value) ?? Number.NaN);
        }}
      />
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  path?: Path;
}) {
  const generated = useId();
  const id = props.path ? fieldId(props.path) : generated;
  const errors = useProblems(props.path);
  return (
    <div className="pl-staff-form__choice">
      <input
        type="checkbox"
        id={id}
        checked={props.checked}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />{' '}
      <label htmlFor={id}>{props.label}</label>
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function Select<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  path?: Path;
}) {
  const generated = useId();
  const id = props.path ? fieldId(props.path) : generated;
  const errors = useProblems(props.path);
  return (
    <div className="pl-staff-form__field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="utrecht-select"
        value={props.value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="pl-staff-form__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A fieldset; with a `path` it takes focus from the problem summary and shows the problems of the item itself. */
export function Group(props: { legend: string; children: ReactNode; path?: Path }) {
  const errors = useProblems(props.path);
  const id = props.path ? fieldId(props.path) : undefined;
  return (
    <fieldset className="pl-staff-catalogue__group" id={id} tabIndex={id ? -1 : undefined}>
      <legend>{props.legend}</legend>
      {errors.length > 0 ? <p className="pl-staff-form__error">{errors.join(' ')}</p> : null}
      {props.children}
    </fieldset>
  );
}

/** A secondary button of the editor (add, remove): never submits the form. */
export function EditButton(props: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={props.onClick}>
      {props.children}
    </button>
  );
}

/**
 * A small "add" form inside the editor's form (forms do not nest): its fields and an add button; Enter in one of its
 * fields adds rather than saving the whole catalogue.
 */
export function AddGroup(props: { legend: string; button: string; onAdd: () => void; children: ReactNode }) {
  return (
    <fieldset
      className="pl-staff-catalogue__group pl-staff-catalogue__add"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          props.onAdd();
        }
      }}
    >
      <legend>{props.legend}</legend>
      {props.children}
      <EditButton onClick={props.onAdd}>{props.button}</EditButton>
    </fieldset>
  );
}

/** Both languages of a text a resident reads. */
export function LocalizedFields(props: {
  label: { nl: string; en: string };
  value: { nl: string; en: string };
  onChange: (language: 'nl' | 'en', value: string) => void;
  path?: Path;
  multiline?: boolean;
}) {
  return (
    <>
      {(['nl', 'en'] as const).map((language) => (
        <Field
          key={language}
          label={props.label[language]}
          value={props.value[language]}
          multiline={props.multiline}
          path={props.path ? [...props.path, language] : undefined}
          onChange={(v) => props.onChange(language, v)}
        />
      ))}
    </>
  );
}

/**
 * A part of the editor behind a summary, its fields rendered only while it is open (the whole catalogue's fields at
 * once make a page of thousands of fields). It opens by itself when the validator finds a problem in it, so that
 * every problem is at a field on the screen.
 */
export function EditorSection(props: { summary: string; path: Path; children: () => ReactNode }) {
  const problems = useContext(ProblemsContext);
  const prefix = props.path.join('.');
  const hasProblems = [...problems.keys()].some((key) => key === prefix || key.startsWith(`${prefix}.`));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hasProblems) setOpen(true);
  }, [hasProblems]);
  return (
    <details
      className="pl-staff-catalogue__details"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{props.summary}</summary>
      {open ? props.children() : null}
    </details>
  );
}
