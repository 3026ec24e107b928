/**
 * The FTE instruction dialog (core 2.9, 2.15): a company that must give its number of FTE
 * is told so once after login or verification. 'Set now' leads to the profile, where the
 * FTE dialog itself lives (profile issue); 'Later' closes it.
 */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

export interface FteInstructionDialogProps {
  open: boolean;
  onSet: () => void;
  onClose: () => void;
}

export function FteInstructionDialog({ open, onSet, onClose }: FteInstructionDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={t('fte_instruction.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={onSet}>
            {t('fte_instruction.set')}
          </button>
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onClose}>
            {t('fte_instruction.later')}
          </button>
        </>
      }
    >
      <p className="utrecht-paragraph">{t('fte_instruction.text')}</p>
    </ModalDialog>
  );
}
