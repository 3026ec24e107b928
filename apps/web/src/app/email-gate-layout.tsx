/**
 * The e-mail gate around every authenticated route (core 2.9, 4.3): loaded lazily with the
 * first authenticated screen. It waits for the user record, sends a user whose e-mail is
 * not verified to the gate's screens, and once verified shows the FTE instruction when due. A notice for the
 * screen (lib/page-notice.ts: 'e-mail validated') is said above it, so the FTE instruction is the only dialog.
 */
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useNaw } from '../api/get-naw';
import { Alert } from '../components/alert';
import { FteInstructionDialog } from '../components/fte-instruction-dialog';
import { PageNoticeRegion } from '../components/page-notice';
import { ScreenTitle } from '../components/screen-title';
import { emailGateRedirect, needsFteInstruction } from '../lib/email-gate';
import { fteInstructionDue } from '../lib/login-session';
import { messages } from '../lib/messages';
import { useStore } from '../lib/use-store';
import '../styles/screens.css';
import { paths } from '../lib/paths';

function GateError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('email_gate.error.title')} />
      <Alert type="error">
        <p className="utrecht-paragraph">{t('email_gate.error.text')}</p>
        <div className="pl-form__actions">
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={onRetry}>
            {t('email_gate.retry')}
          </button>
        </div>
      </Alert>
    </>
  );
}

export function EmailGateLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const naw = useNaw();
  const due = useStore(fteInstructionDue);
  const queued = useStore(messages);

  if (naw.data === undefined) {
    if (naw.isError) return <GateError onRetry={() => void naw.refetch()} />;
    // The progress bar in the header shows the wait.
    return null;
  }
  const target = emailGateRedirect(naw.data, location.pathname);
  if (target) return <Navigate to={target} replace />;

  const fteApplies = needsFteInstruction(naw.data);
  return (
    <>
      <PageNoticeRegion />
      <Outlet />
      <FteInstructionDialog
        // After any message of the moment ('email validated'), so that two dialogs never stack.
        open={due && fteApplies && queued.length === 0}
        onSet={() => {
          fteInstructionDue.set(false);
          navigate(paths.user, { state: { editFte: true } });
        }}
        onClose={() => fteInstructionDue.set(false)}
      />
    </>
  );
}
