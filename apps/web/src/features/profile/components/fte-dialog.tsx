/**
 * The FTE dialog (core 2.15, 5): the number of FTE (digits only; empty says
 * user.fte.empty_fte.text) and the truthfulness declaration answered Yes or No. OK is enabled
 * once a number is given and Yes is chosen; it sends eloket/set_fte, closes, and the user
 * record is fetched again. A refusal is shown in the dialog.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { YesNoField } from '../../../components/yes-no-field';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { afterPointer } from '../after-pointer';
import { useSetFte } from '../api/set-fte';
import { canConfirmFte, type Declaration, filterFteInput } from '../profile-rules';

export interface FteDialogProps {
  open: boolean;
  current: number | null;
  onClose: () => void;
  onSaved: () => void;
}

const initialValue = (current: number | null) => (current === null ? '' : filterFteInput(String(current)));

export function FteDialog({ open, current, onClose, onSaved }: FteDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [value, setValue] = useState(() => initialValue(current));
  const [declaration, setDeclaration] = useState<Declaration>(null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const save = useSetFte();

  // Every opening starts afresh: the current count, and the declaration not yet answered.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initialValue(current));
      setDeclaration(null);
      setTouched(false);
      setFailure(null);
    }
  }

  const ready = canConfirmFte(value, declaration);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!ready || save.isPending) return;
    setFailure(null);
    try {
      await save.mutateAsync(value);
    } catch (error) {
      if (error instanceof ServiceError && error.kind !== 'session-timeout') setFailure(failureText(error));
      return;
    }
    onSaved();
  }

  return (
    <ModalDialog
      open={open}
      title={t('user.fte.dialog.title')}
      onClose={onClose}
      actions={
        <>
          {/* In the dialog's action row, outside the form: it submits the form through `form`. */}
          <button
            type="submit"
            form={formId}
            className="utrecht-button utrecht-button--primary-action"
            disabled={!ready}
          >
            {t('common.ok')}
          </button>
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onClose}>
            {t('user.cancel')}
          </button>
        </>
      }
    >
      <form id={formId} className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="utrecht-paragraph">{t('user.fte.dialog.intro')}</p>
        <TextField
          label={t('user.fte.dialog.number')}
          description={t('user.fte.dialog.number_hint')}
          value={value}
          onChange={(typed) => setValue(filterFteInput(typed))}
          onBlur={() => afterPointer(() => setTouched(true))}
          error={touched && value === '' ? t('user.fte.empty_fte.text') : null}
          inputMode="numeric"
          autoComplete="off"
          name="number-of-fte"
          required
        />
        <YesNoField
          legend={t('user.fte.dialog.declaration')}
          name="fte-declaration"
          value={declaration}
          onChange={setDeclaration}
          description={t('user.fte.dialog.declaration_needed')}
        />
        {failure ? (
          <Alert type="error">
            <p className="utrecht-paragraph">{failure}</p>
          </Alert>
        ) : null}
      </form>
    </ModalDialog>
  );
}
