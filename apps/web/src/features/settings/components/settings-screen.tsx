/**
 * /settings (core 2.12), public: language and contrast theme. Save keeps both in this
 * browser, tells the server the language (DECISIONS 1), then goes home when authorized,
 * otherwise back to where the user came from.
 */
import { CONTRAST_THEMES, type ContrastTheme, LOCALE_LABELS, LOCALES, type Locale } from '@parkeerloket/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSetLanguage } from '../../../api/set-language';
import '../../../styles/settings.css';
import { ScreenTitle } from '../../../components/screen-title';
import { authorized } from '../../../lib/authorization';
import { currentLocale, switchLocale } from '../../../lib/i18n';
import { LANGUAGE_OF } from '../../../lib/locale';
import { paths } from '../../../lib/paths';
import { contrastTheme, saveContrast, saveLocale } from '../../../lib/preferences';
import { useStore } from '../../../lib/use-store';

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
  lang?: (option: T) => string;
}

function RadioGroup<T extends string>({ legend, name, options, value, onChange, label, lang }: RadioGroupProps<T>) {
  const baseId = useId();
  return (
    <fieldset className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset">
      <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">{legend}</legend>
      {options.map((option) => {
        const id = `${baseId}-${option}`;
        return (
          <div key={option} className="utrecht-form-field utrecht-form-field--radio pl-radio">
            <input
              id={id}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="utrecht-radio-button utrecht-radio-button--html-input utrecht-form-field__input"
            />
            <label
              htmlFor={id}
              lang={lang?.(option)}
              className="utrecht-form-label utrecht-form-label--radio utrecht-form-field__label"
            >
              {label(option)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** react-router keeps the history position in history.state.idx: above 0 there is a page to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAuthorized = useStore(authorized);
  const [locale, setLocale] = useState<Locale>(currentLocale.get());
  const [theme, setTheme] = useState<ContrastTheme>(contrastTheme.get());
  const setLanguage = useSetLanguage();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveLocale(locale);
    saveContrast(theme);
    if (locale !== currentLocale.get()) await switchLocale(locale);
    try {
      await setLanguage.mutateAsync(locale);
    } catch {
      // The message dialog has shown why; the choice is kept in the browser all the same.
    }
    if (isAuthorized) navigate('/');
    else if (canGoBack()) navigate(-1);
    else navigate(paths.welcome);
  }

  return (
    <>
      <ScreenTitle title={t('settings.title')} />
      <p className="utrecht-paragraph">{t('settings.intro')}</p>
      <form className="pl-form" onSubmit={save}>
        <RadioGroup
          legend={t('settings.language.legend')}
          name="language"
          options={LOCALES}
          value={locale}
          onChange={setLocale}
          label={(option) => LOCALE_LABELS[option]}
          lang={(option) => LANGUAGE_OF[option]}
        />
        <RadioGroup
          legend={t('settings.contrast.legend')}
          name="contrast"
          options={CONTRAST_THEMES}
          value={theme}
          onChange={setTheme}
          label={(option) => t(`contrast.${option}`)}
        />
        <div className="pl-form__actions">
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={setLanguage.isPending}
          >
            {t('settings.save')}
          </button>
        </div>
      </form>
    </>
  );
}
