/**
 * The IBAN and account owner form, shared by /iban-editor and the IBAN dialog (core 2.14, 5).
 * Both fields are upper-cased as typed and sent upper-cased; both are required (empty says
 * user.fte.empty_fte.text) and Save is disabled until both are filled. Save asks
 * eloket/check_iban first: OK saves with eloket/set_iban; FAILED shows the server's message at
 * the IBAN field, with the error summary above the fields (it takes the focus; its link leads to the field).
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkIban } from '../../../api/check-iban';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { afterPointer } from '../after-pointer';
import { setIban } from '../api/set-iban';
import { formatIban } from '../profile-blocks';
import { filterIbanInput, filterOwnerInput } from '../profile-rules';

export function useIbanForm(initial: { iban: string; owner: string }, onSaved: () => void) {
  const { t } = useTranslation();
  const [iban, setIbanValue] = useState(() => filterIbanInput(formatIban(initial.iban)));
  const [owner, setOwner] = useState(() => filterOwnerInput(initial.owner));
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { isTouched, touch } = useTouched<'iban' | 'owner'>();
  const ibanId = useId();

  // Pending does not disable Save: the focus stays on it, and a second press is ignored.
  const canSave = iban.trim() !== '' && owner.trim() !== '';
  const empty = t('user.fte.empty_fte.text');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('iban', 'owner');
    if (!canSave || pending) return;
    setPending(true);
    setFailure(null);
    setCheckMessage(null);
    try {
      const check = await checkIban(iban);
      if (!check.ok) {
        // Said at the field, with the error summary above the form, which takes the focus (issue 16).
        setCheckMessage(check.message || t('failure.IBAN_INVALID'));
        return;
      }
      await setIban({ iban, owner }, true);
    } catch (error) {
      if (error instanceof ServiceError && error.kind !== 'session-timeout') setFailure(failureText(error));
      return;
    } finally {
      setPending(false);
    }
    onSaved();
  }

  const fields = (
    <>
      <ErrorSummary errors={checkMessage ? [{ fieldId: ibanId, text: checkMessage }] : []} />
      <div>
        <TextField
          id={ibanId}
          label={t('user.iban.number')}
          description={t('user.iban_editor.iban_hint')}
          value={iban}
          onChange={(value) => {
            setIbanValue(filterIbanInput(value));
            setCheckMessage(null);
          }}
          onBlur={() => afterPointer(() => touch('iban'))}
          error={checkMessage ?? (isTouched('iban') && iban.trim() === '' ? empty : null)}
          name="iban"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      </div>
      <TextField
        label={t('user.iban.owner')}
        description={t('user.iban_editor.owner_hint')}
        value={owner}
        onChange={(value) => setOwner(filterOwnerInput(value))}
        onBlur={() => afterPointer(() => touch('owner'))}
        error={isTouched('owner') && owner.trim() === '' ? empty : null}
        name="account-owner"
        autoComplete="name"
        autoCapitalize="characters"
        required
      />
      {failure ? (
        <Alert type="error">
          <p className="utrecht-paragraph">{failure}</p>
        </Alert>
      ) : null}
    </>
  );

  return { fields, submit, canSave, pending };
}
