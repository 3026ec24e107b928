/**
 * Asks before deleting (the IBAN, an address). The safe answer comes first, so it has the
 * focus when the dialog opens and Enter does not delete by accident.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** What follows the text (a link to the contact details). */
  children?: ReactNode;
}

export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onClose}>
            {t('user.cancel')}
          </button>
          <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="utrecht-paragraph">{text}</p>
      {children}
    </ModalDialog>
  );
}
