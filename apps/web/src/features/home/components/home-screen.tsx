/** Home (core 2.11). The tiles come with the issue that builds the overview; for now the screen and its guard. */
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title';

export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('home.title')} />
      <p className="utrecht-paragraph">{t('home.intro')}</p>
    </>
  );
}
