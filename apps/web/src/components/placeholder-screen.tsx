/** Stands in for a screen that a later issue builds, so the route table is complete now. */
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from './screen-title';

export function PlaceholderScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('placeholder.title')} />
      <p className="utrecht-paragraph">{t('placeholder.text')}</p>
    </>
  );
}
