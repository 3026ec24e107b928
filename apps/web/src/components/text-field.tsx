/**
 * A labelled NL Design System text field. The description and, once there is one, the
 * error message are tied to the input with aria-describedby; the error sits in a polite
 * live region, so it is announced when it appears without taking the focus away.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import '../styles/screens.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'> {
  /** The input's id, when something else points at it (an error summary's link); generated otherwise. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown (and the field marked invalid) when set. */
  error?: string | null;
  description?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  description,
  type = 'text',
  'aria-describedby': hintIds,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  // A hint shared by several fields (hintIds) comes first, then the field's own description, then its error.
  const describedBy = [hintIds, description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={`utrecht-form-field utrecht-form-field--text pl-field${error ? ' utrecht-form-field--invalid' : ''}`}
    >
      <div className="utrecht-form-field__label">
        <label className="utrecht-form-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {description ? (
        <div id={descriptionId} className="utrecht-form-field__description utrecht-form-field-description">
          {description}
        </div>
      ) : null}
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
      <div className="utrecht-form-field__input">
        <input
          {...input}
          id={id}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`utrecht-textbox utrecht-textbox--html-input${error ? ' utrecht-textbox--invalid' : ''}`}
        />
      </div>
    </div>
  );
}
