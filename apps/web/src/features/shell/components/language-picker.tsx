import { LOCALE_LABELS, LOCALES } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../api/set-language';
import { currentLocale, switchLocale } from '../../../lib/i18n';
import { isLocale, LANGUAGE_OF } from '../../../lib/locale';
import { saveLocale } from '../../../lib/preferences';
import { useStore } from '../../../lib/use-store';

/**
 * Switches the language at once and keeps the choice. The server is told too, so its messages
 * and e-mails follow the language on screen (beyond DECISIONS 1, which names /settings and login).
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useStore(currentLocale);
  return (
    <div className="pl-picker">
      <label className="pl-picker__label" htmlFor={id}>
        {t('header.language.label')}
      </label>
      <select
        id={id}
        className="utrecht-select utrecht-select--html-select pl-picker__select"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          saveLocale(next);
          void switchLocale(next);
          setLanguage(next, { quiet: true }).catch(() => undefined);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LANGUAGE_OF[option]}>
            {LOCALE_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
