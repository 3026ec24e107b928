/**
 * The country field of the country step (core 2.16) as an ARIA 1.2 combobox with a list
 * (WAI-ARIA APG "list autocomplete with manual selection"): typing filters the list by
 * description, case-insensitively; the arrow keys move through it (aria-activedescendant) and
 * Enter chooses; a click chooses too. Once chosen, the field shows the country's name and is
 * disabled, and a button undoes the choice (the caller puts the focus back on the field 200 ms
 * later, COUNTRY_REFOCUS_DELAY_MS).
 *
 * The list scrolls, so it is focusable itself as well (Tab from the field), with the same keys:
 * a scrolling region must be reachable without a mouse.
 */
import type { Country } from '@parkeerloket/contract';
import {
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardCountry } from '../address-wizard';
import { filterCountries } from '../country-filter';

export interface CountryComboboxProps {
  countries: readonly Country[];
  selected: WizardCountry | null;
  onSelect: (country: WizardCountry) => void;
  onClear: () => void;
  onBlur: () => void;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  clearRef: Ref<HTMLButtonElement>;
}

/** How long the typing must pause before the number of countries found is announced. */
const ANNOUNCE_DELAY_MS = 600;

export function CountryCombobox({
  countries,
  selected,
  onSelect,
  onClear,
  onBlur,
  error,
  inputRef,
  clearRef,
}: CountryComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [announced, setAnnounced] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const options = useMemo(() => filterCountries(countries, query), [countries, query]);
  // The chosen country by its name in the current language, when the list knows it.
  const chosenName = selected
    ? (countries.find((country) => country.CODE === selected.code)?.DESCRIPTION ?? selected.description)
    : '';

  useEffect(() => {
    if (selected) return;
    const timer = setTimeout(() => setAnnounced(options.length), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [options.length, selected]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function choose(country: Country) {
    setActive(-1);
    setQuery('');
    onSelect({ code: country.CODE, description: country.DESCRIPTION });
  }

  function move(event: KeyboardEvent<HTMLElement>): boolean {
    const last = options.length - 1;
    if (last < 0) return false;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(active + 1, last),
      ArrowUp: () => (active <= 0 ? (active < 0 ? last : 0) : active - 1),
    };
    if (event.currentTarget === list.current) {
      moves.Home = () => 0;
      moves.End = () => last;
    }
    const to = moves[event.key];
    if (!to) return false;
    event.preventDefault();
    setActive(to());
    return true;
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (move(event)) return;
    if (event.key === 'Enter') {
      // Enter chooses here; it never submits the step without a country.
      event.preventDefault();
      const option = active >= 0 ? options[active] : options.length === 1 ? options[0] : undefined;
      if (option) choose(option);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
      setActive(-1);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (move(event)) return;
    if ((event.key === 'Enter' || event.key === ' ') && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  }

  function onInputBlur(event: FocusEvent<HTMLInputElement>) {
    // Going into the list is not leaving the field.
    if (event.relatedTarget !== list.current) onBlur();
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const activeId = active >= 0 && active < options.length ? optionId(active) : undefined;

  return (
    <div
      className={`utrecht-form-field utrecht-form-field--text pl-field${error ? ' utrecht-form-field--invalid' : ''}`}
    >
      <div className="utrecht-form-field__label">
        <label className="utrecht-form-label" htmlFor={`${id}-input`}>
          {t('user.wizard.country.label')}
        </label>
      </div>
      <div id={hintId} className="utrecht-form-field__description utrecht-form-field-description">
        {t('user.wizard.country.hint')}
      </div>
      <div aria-live="polite" className="pl-field__error-region">
        {error ? (
          <p
            id={errorId}
            className="utrecht-form-field-description utrecht-form-field-description--invalid pl-field__error"
          >
            {error}
          </p>
        ) : null}
      </div>
      <div className="pl-combobox__row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={selected ? false : options.length > 0}
          aria-controls={selected || options.length === 0 ? undefined : listId}
          aria-activedescendant={selected ? undefined : activeId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={selected !== null}
          value={selected ? chosenName : query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onInputKeyDown}
          onBlur={onInputBlur}
          className={`utrecht-textbox utrecht-textbox--html-input${error ? ' utrecht-textbox--invalid' : ''}`}
        />
        {selected ? (
          <button
            ref={clearRef}
            type="button"
            className="utrecht-button utrecht-button--secondary-action"
            onClick={onClear}
          >
            {t('user.wizard.country.clear')}
          </button>
        ) : null}
      </div>
      <div role="status" className="pl-visually-hidden">
        {selected
          ? t('user.wizard.country.chosen', { country: chosenName })
          : announced === null || announced === 0
            ? ''
            : t('user.wizard.country.count', { count: announced })}
      </div>
      {selected ? null : options.length === 0 ? (
        <p className="utrecht-paragraph pl-combobox__empty" role="alert">
          {t('user.wizard.country.none_found')}
        </p>
      ) : (
        <div
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={t('user.wizard.country.list')}
          aria-activedescendant={activeId}
          className="pl-combobox__list"
          onKeyDown={onListKeyDown}
          onFocus={() => {
            if (active < 0) setActive(0);
          }}
        >
          {options.map((country, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the combobox and the list (aria-activedescendant).
            <div
              key={country.CODE}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`pl-combobox__option${index === active ? ' pl-combobox__option--active' : ''}`}
              // Keeps the focus in the field while clicking, so the choice does not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              {country.DESCRIPTION}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
