/**
 * The IBAN dialog (core 2.14): the same form as /iban-editor in a modal dialog, which closes
 * once the IBAN is checked and saved. For screens that need an IBAN without leaving the page.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { useIbanForm } from './iban-form';

export interface IbanDialogProps {
  open: boolean;
  initial: { iban: string; owner: string };
  onClose: () => void;
  onSaved: () => void;
}

function IbanDialogBody({ initial, onClose, onSaved }: Omit<IbanDialogProps, 'open'>) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useIbanForm(initial, onSaved);
  return (
    <>
      <form id={formId} className="pl-form" noValidate onSubmit={(event) => void form.submit(event)}>
        <p className="utrecht-paragraph">{t('user.iban_editor.intro')}</p>
        {form.fields}
      </form>
      <div className="pl-dialog__actions">
        <button
          type="submit"
          form={formId}
          className="utrecht-button utrecht-button--primary-action"
          disabled={!form.canSave}
        >
          {t('user.iban_editor.save')}
        </button>
        <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onClose}>
          {t('user.cancel')}
        </button>
      </div>
    </>
  );
}

export function IbanDialog({ open, initial, onClose, onSaved }: IbanDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={t(initial.iban.trim() === '' ? 'user.iban_editor.title.add' : 'user.iban_editor.title.edit')}
      onClose={onClose}
      actions={null}
    >
      {open ? <IbanDialogBody initial={initial} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}
