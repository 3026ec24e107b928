/**
 * The GOV.UK error summary pattern: above the form, a box titled "There is a problem" listing each error as a link
 * to its field; it takes the focus when it appears, so a screen reader reads it and a keyboard user is one Tab from
 * the first link. The same message stays at the field itself (TextField's error).
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/screens.css';

export interface SummaryError {
  /** The id of the input the error belongs to. */
  fieldId: string;
  text: string;
}

export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.map((error) => `${error.fieldId}:${error.text}`).join('|');
  useEffect(() => {
    if (shown !== '') box.current?.focus();
  }, [shown]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={box}
      className="utrecht-alert utrecht-alert--error pl-alert pl-error-summary"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <div className="utrecht-alert__content">
        <div className="utrecht-alert__message">
          <h3 id={headingId} className="utrecht-heading-3 pl-error-summary__title">
            {t('common.error_summary.title')}
          </h3>
          <ul className="pl-error-summary__list">
            {errors.map((error) => (
              <li key={`${error.fieldId}:${error.text}`}>
                <a
                  className="utrecht-link"
                  href={`#${error.fieldId}`}
                  onClick={(event) => {
                    // The field, not the URL: the hash would change the router's location.
                    event.preventDefault();
                    document.getElementById(error.fieldId)?.focus();
                  }}
                >
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
