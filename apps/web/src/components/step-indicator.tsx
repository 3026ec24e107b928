/**
 * "Stap 2 van 4" above a step of a multi-step screen (issue 16): one indicator for the request flow and the
 * address wizard alike. Plain text right under the title, so a screen reader reads it with the step's heading.
 */
import { useTranslation } from 'react-i18next';
import '../styles/screens.css';

export interface StepIndicatorProps {
  number: number;
  total: number;
  /** What the step is about, said after the count ("Stap 2 van 4: postcode"). */
  name?: string;
}

export function StepIndicator({ number, total, name }: StepIndicatorProps) {
  const { t } = useTranslation();
  return (
    <p className="utrecht-paragraph pl-step-indicator">
      {name
        ? t('common.step_indicator_named', { number, total, step: name })
        : t('common.step_indicator', { number, total })}
    </p>
  );
}
