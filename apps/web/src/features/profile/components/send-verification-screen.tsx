/**
 * /send-verifications-email (core 2.9): the address waits for its code (set_email has sent
 * one). The user goes on to enter it, has it sent again, or gives another address.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNaw } from '../../../api/get-naw';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { reportEmailFailure } from '../email-report-failure';
import '../../../styles/screens.css';
import { paths } from '../../../lib/paths';

export function SendVerificationScreen() {
  const { t } = useTranslation();
  const naw = useNaw();
  const send = useSendVerificationEmail();
  const [sent, setSent] = useState(false);
  const email = naw.data?.EMAIL?.trim() ?? '';

  async function sendCode() {
    setSent(false);
    try {
      await send.mutateAsync();
      setSent(true);
    } catch (error) {
      reportEmailFailure(error);
    }
  }

  return (
    <>
      <ScreenTitle title={t('email.send.title')} />
      <p className="utrecht-paragraph">{t('email.send.text', { email })}</p>
      <div role="status">
        {sent ? (
          <Alert type="ok">
            <p className="utrecht-paragraph">{t('email.send.sent')}</p>
          </Alert>
        ) : null}
      </div>
      <div className="pl-form__actions">
        <Link to={paths.emailVerificationCode} className="utrecht-button utrecht-button--primary-action pl-button-link">
          {t('email.send.to_code')}
        </Link>
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          disabled={send.isPending}
          onClick={() => void sendCode()}
        >
          {t('email.send.submit')}
        </button>
      </div>
      <BackLink to={paths.setEmail} label={t('email.send.change')} />
    </>
  );
}
