/**
 * Mijn gegevens, "Berichten per e-mail" (issue 26, docs/messages.md): the optional messages the municipality
 * sends, each a checkbox the resident may clear; the mandatory ones are not listed (the intro says which are
 * always sent). Saved with one button; the result is said in a polite live region.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageChoices } from '../api/get-message-choices';
import { useSetMessageChoices } from '../api/set-message-choices';

export interface MessageChoice {
  KIND: string;
  ON_YN: 'Y' | 'N';
}

/**
 * The section with its heading and intro at once, the checkboxes when the choices have arrived (their own call:
 * the user record every screen reads stays lean), so the screen's outline does not change as data arrives.
 */
export function MessageChoices() {
  const { t } = useTranslation();
  const id = useId();
  const choices = useMessageChoices();
  return (
    <section className="pl-profile-block" aria-labelledby={`${id}-title`} aria-busy={!choices.data}>
      <h2 id={`${id}-title`} className="utrecht-heading-2">
        {t('messages.title')}
      </h2>
      <p className="utrecht-paragraph">{t('messages.intro')}</p>
      {choices.data ? <MessageChoicesForm choices={choices.data} /> : null}
    </section>
  );
}

function MessageChoicesForm({ choices }: { choices: readonly MessageChoice[] }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetMessageChoices();
  const [on, setOn] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(choices.map((c) => [c.KIND, c.ON_YN === 'Y'])),
  );
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const off = choices.filter((c) => on[c.KIND] === false).map((c) => c.KIND);
    save.mutate(off, { onSuccess: () => setSaved(true) });
  };

  return (
    <>
      {choices.length === 0 ? (
        <p className="utrecht-paragraph">{t('messages.none')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="utrecht-form-fieldset__fieldset">
            <legend className="utrecht-form-fieldset__legend">{t('messages.title')}</legend>
            {choices.map((choice) => {
              const inputId = `${id}-${choice.KIND}`;
              return (
                <div key={choice.KIND} className="pl-flow__checkbox">
                  <input
                    id={inputId}
                    type="checkbox"
                    name="messages"
                    value={choice.KIND}
                    checked={on[choice.KIND] ?? true}
                    onChange={(event) => {
                      setSaved(false);
                      setOn((current) => ({ ...current, [choice.KIND]: event.target.checked }));
                    }}
                    className="utrecht-checkbox utrecht-checkbox--html-input"
                  />
                  <label htmlFor={inputId} className="utrecht-form-label utrecht-form-label--checkbox">
                    {t(`messages.kind.${choice.KIND}`)}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={save.isPending}>
            {t('messages.save')}
          </button>
        </form>
      )}
      {/* Polite, not a second role=status: the screen's own notice is the status region. */}
      <div aria-live="polite">{saved ? <p className="utrecht-paragraph">{t('messages.saved')}</p> : null}</div>
    </>
  );
}
