import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('not_found.title')} />
      <p className="utrecht-paragraph">{t('not_found.text')}</p>
      <p className="utrecht-paragraph">
        <Link to="/" className="utrecht-link utrecht-link--html-a">
          {t('not_found.start_link')}
        </Link>
      </p>
    </>
  );
}
