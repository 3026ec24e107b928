/**
 * While the flow is open, leaving the page asks for confirmation (lifecycle 2.3): inside the app
 * (links, the menu, the back button at the top, the browser's Back from the first stage; inside the
 * flow Back goes a stage back) with react-router's blocker and the flow's own question; closing or reloading the tab with the browser's beforeunload prompt, whose
 * wording the browser decides. Nothing is asked once the user is no longer authorized (a session
 * timeout or logout leads to /welcome and must not be stopped), nor once the flow has ended.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isAuthorized } from '../../../lib/authorization';
import { FlowQuestion } from './flow-dialogs';

export interface LeaveGuardProps {
  /** Asked at the moment of leaving, so it sees the newest state. */
  mustConfirm: () => boolean;
  /** The same, as rendered: whether the tab's beforeunload prompt is on. */
  open: boolean;
}

export function LeaveGuard({ mustConfirm, open }: LeaveGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isAuthorized() && mustConfirm(),
  );

  useEffect(() => {
    if (!open) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show the prompt only with a returnValue.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open]);

  return (
    <FlowQuestion
      open={blocker.state === 'blocked'}
      title={t('request_flow.leave.title')}
      text={t('request_flow.leave.text')}
      yesLabel={t('request_flow.leave.yes')}
      noLabel={t('request_flow.leave.no')}
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
