import { COPYRIGHT_FIRST_YEAR } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { APP_VERSION } from '../version';

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={t('about.title')}
      onClose={onClose}
      actions={
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p className="utrecht-paragraph">{t('about.text')}</p>
      <p className="utrecht-paragraph">{t('about.version', { version: APP_VERSION })}</p>
      <p className="utrecht-paragraph">
        {t('about.copyright', { firstYear: COPYRIGHT_FIRST_YEAR, year: new Date().getFullYear() })}
      </p>
    </ModalDialog>
  );
}
