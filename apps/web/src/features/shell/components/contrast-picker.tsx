import { CONTRAST_THEMES } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastTheme, isContrastTheme, saveContrast } from '../../../lib/preferences';
import { useStore } from '../../../lib/use-store';

export function ContrastPicker() {
  const { t } = useTranslation();
  const id = useId();
  const theme = useStore(contrastTheme);
  return (
    <div className="pl-picker">
      <label className="pl-picker__label" htmlFor={id}>
        {t('header.contrast.label')}
      </label>
      <select
        id={id}
        className="utrecht-select utrecht-select--html-select pl-picker__select"
        value={theme}
        onChange={(event) => {
          if (isContrastTheme(event.target.value)) saveContrast(event.target.value);
        }}
      >
        {CONTRAST_THEMES.map((option) => (
          <option key={option} value={option}>
            {t(`contrast.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
