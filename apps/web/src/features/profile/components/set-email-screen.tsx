/**
 * /set-email (core 2.9, 5): a new e-mail address, typed twice. Pasting (and dropping text)
 * is blocked in both fields, which the fields' description explains; input is lower-cased
 * and keeps only letters, digits and @ _ . -. After set_email the user record is polled
 * every second until the code is on its way (SEND), then the code screens follow.
 */
import { EMAIL_POLL_INTERVAL_MS, normalizeEmail, validateEmail, validateEmailRepeat } from '@parkeerloket/contract';
import { type ClipboardEvent, type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nawQueryOptions, useNaw } from '../../../api/get-naw';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { TextField } from '../../../components/text-field';
import { useTouched } from '../../../components/use-touched';
import { ServiceError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { useSetEmail } from '../api/set-email';
import { emailPollOutcome, filterEmailField, setEmailPrefill, setEmailVariant } from '../email-gate-rules';

type Field = 'email' | 'repeat';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SetEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const naw = useNaw();
  const variant = setEmailVariant(naw.data);
  const currentEmail = naw.data?.EMAIL?.trim() ?? '';
  const [email, setEmailValue] = useState(() => setEmailPrefill(naw.data));
  const [repeat, setRepeat] = useState('');
  const [pasteRefused, setPasteRefused] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const { isTouched, touch } = useTouched<Field>();
  const save = useSetEmail();
  const active = useRef(true);
  const hintId = useId();

  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);

  const emailCode = validateEmail(normalizeEmail(email));
  const repeatCode = repeat === '' ? 'required' : validateEmailRepeat(email, repeat);
  const valid = emailCode === null && repeatCode === null;

  function refusePaste(event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) {
    event.preventDefault();
    setPasteRefused(true);
  }

  async function pollUntilSent(submitted: string) {
    for (let polls = 1; active.current; polls++) {
      let outcome: ReturnType<typeof emailPollOutcome> = 'waiting';
      try {
        const record = await queryClient.fetchQuery({ ...nawQueryOptions(), staleTime: 0 });
        outcome = emailPollOutcome(record, submitted, polls);
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'session-timeout') return;
        outcome = emailPollOutcome(undefined, submitted, polls);
      }
      if (!active.current) return;
      if (outcome === 'sent') {
        navigate(paths.sendVerificationEmail, { replace: true });
        return;
      }
      if (outcome === 'validated') {
        navigate(paths.home, { replace: true });
        return;
      }
      if (outcome === 'timeout') {
        setWaiting(false);
        setTimedOut(true);
        return;
      }
      await wait(EMAIL_POLL_INTERVAL_MS);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touch('email', 'repeat');
    if (!valid || save.isPending || waiting) return;
    const submitted = normalizeEmail(email);
    try {
      await save.mutateAsync(submitted);
    } catch {
      // The message dialog shows why.
      return;
    }
    setTimedOut(false);
    setWaiting(true);
    await pollUntilSent(submitted);
  }

  const fieldProps = {
    onPaste: refusePaste,
    onDrop: refusePaste,
    'aria-describedby': hintId,
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    required: true,
    maxLength: 254,
  };

  return (
    <>
      <ScreenTitle title={t(`email.set.title.${variant}`)} />
      <p className="utrecht-paragraph">{t(`email.set.intro.${variant}`)}</p>
      {currentEmail !== '' ? (
        <dl className="pl-facts">
          <dt>{t('email.set.current')}</dt>
          <dd>{currentEmail}</dd>
        </dl>
      ) : null}
      <form className="pl-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={hintId} className="utrecht-paragraph">
          {t('email.set.no_paste')}
        </p>
        <TextField
          {...fieldProps}
          label={t('email.set.email')}
          value={email}
          onChange={(value) => setEmailValue(filterEmailField(value))}
          onBlur={() => touch('email')}
          error={isTouched('email') && emailCode ? t(`validation.${emailCode}`) : null}
          name="email"
        />
        <TextField
          {...fieldProps}
          label={t('email.set.repeat')}
          value={repeat}
          onChange={(value) => setRepeat(filterEmailField(value))}
          onBlur={() => touch('repeat')}
          error={isTouched('repeat') && repeatCode ? t(`validation.${repeatCode}`) : null}
          name="email-repeat"
        />
        <p role="status" className="utrecht-paragraph pl-hint">
          {pasteRefused ? t('email.set.paste_refused') : ''}
        </p>
        <div className="pl-form__actions">
          <button
            type="submit"
            className="utrecht-button utrecht-button--primary-action"
            disabled={!valid || save.isPending || waiting}
          >
            {t('email.set.submit')}
          </button>
        </div>
      </form>
      <div role="status">
        {waiting ? <p className="utrecht-paragraph pl-after-form">{t('email.set.waiting')}</p> : null}
      </div>
      {timedOut ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('email.set.timeout')}</p>
        </Alert>
      ) : null}
      {variant === 'change' ? <BackLink to={paths.user} /> : null}
    </>
  );
}
