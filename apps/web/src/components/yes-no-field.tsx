/**
 * A Yes/No question as a fieldset of two radio buttons (the wizard's "domestic?", the FTE
 * declaration). A locked question keeps its answer visible with its inputs disabled, and its
 * description says why.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/settings.css';

export interface YesNoFieldProps {
  legend: string;
  value: 'Y' | 'N' | null;
  onChange: (value: 'Y' | 'N') => void;
  description?: string | null;
  disabled?: boolean;
  name: string;
}

export function YesNoField({ legend, value, onChange, description, disabled, name }: YesNoFieldProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const descriptionId = `${baseId}-description`;
  return (
    <fieldset
      className="utrecht-form-fieldset utrecht-form-fieldset--html-fieldset pl-fieldset"
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
    >
      <legend className="utrecht-form-fieldset__legend utrecht-form-fieldset__legend--html-legend">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="utrecht-form-field-description utrecht-paragraph">
          {description}
        </p>
      ) : null}
      {(['Y', 'N'] as const).map((option) => {
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
            <label htmlFor={id} className="utrecht-form-label utrecht-form-label--radio utrecht-form-field__label">
              {t(option === 'Y' ? 'user.yes' : 'user.no')}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
