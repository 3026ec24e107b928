/** The back action of a screen (core 2.3, 2.4): a link to the screen before it, for keyboard and screen reader alike. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="utrecht-paragraph pl-back">
      <Link to={to} className="utrecht-link utrecht-link--html-a pl-back__link">
        <span aria-hidden="true">←</span>
        {label ?? t('screen.back')}
      </Link>
    </p>
  );
}
