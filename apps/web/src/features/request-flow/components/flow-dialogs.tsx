/**
 * The flow's dialogs: a question with a safe answer first (it has the focus, so Enter never does the
 * irreversible thing by accident) and a message with OK. `MachineDialog` shows the machine's dialog
 * (request-flow-machine.ts FlowDialog) and answers it with dialog-yes / dialog-no; Escape is No (for
 * a message: OK).
 */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import type { FlowDialog, FlowEvent } from '../request-flow-machine';

const PRIMARY = 'utrecht-button utrecht-button--primary-action';
const SECONDARY = 'utrecht-button utrecht-button--secondary-action';

export interface FlowQuestionProps {
  open: boolean;
  title: string;
  text: string;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  onNo: () => void;
}

export function FlowQuestion({ open, title, text, yesLabel, noLabel, onYes, onNo }: FlowQuestionProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onNo}
      actions={
        <>
          <button type="button" className={SECONDARY} onClick={onNo}>
            {noLabel}
          </button>
          <button type="button" className={PRIMARY} onClick={onYes}>
            {yesLabel}
          </button>
        </>
      }
    >
      <p className="utrecht-paragraph">{text}</p>
    </ModalDialog>
  );
}

interface FlowMessageProps {
  open: boolean;
  title: string;
  text: string;
  okLabel: string;
  onOk: () => void;
}

function FlowMessage({ open, title, text, okLabel, onOk }: FlowMessageProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onOk}
      role="alertdialog"
      actions={
        <button type="button" className={PRIMARY} onClick={onOk}>
          {okLabel}
        </button>
      }
    >
      <p className="utrecht-paragraph pl-pre-line">{text}</p>
    </ModalDialog>
  );
}

export function MachineDialog({
  dialog,
  dispatch,
}: {
  dialog: FlowDialog | null;
  dispatch: (event: FlowEvent) => void;
}) {
  const { t } = useTranslation();
  const yes = () => dispatch({ type: 'dialog-yes' });
  const no = () => dispatch({ type: 'dialog-no' });
  const kind = dialog?.kind;
  const question = (name: FlowDialog['kind'], keys: { title: string; text: string; yes: string; no: string }) => (
    <FlowQuestion
      open={kind === name}
      title={t(keys.title)}
      text={t(keys.text)}
      yesLabel={t(keys.yes)}
      noLabel={t(keys.no)}
      onYes={yes}
      onNo={no}
    />
  );
  const statusText = dialog && 'text' in dialog ? dialog.text : null;
  return (
    <>
      {question('join-waiting-list', {
        title: 'request_flow.join_waiting_list.title',
        text: 'request_flow.join_waiting_list.text',
        yes: 'request_flow.join_waiting_list.yes',
        no: 'request_flow.no',
      })}
      {question('max-check-failed-wl', {
        title: 'request_flow.max_check_failed_wl.title',
        text: 'request_flow.max_check_failed_wl.text',
        yes: 'request_flow.yes',
        no: 'request_flow.no',
      })}
      {question('confirm-prev', {
        title: 'request_flow.confirm_prev.title',
        text: 'request_flow.confirm_prev.text',
        yes: 'request_flow.confirm_prev.yes',
        no: 'request_flow.confirm_prev.no',
      })}
      {question('confirm-cancel', {
        title: 'request_flow.confirm_cancel.title',
        text: 'request_flow.confirm_cancel.text',
        yes: 'request_flow.confirm_cancel.yes',
        no: 'request_flow.confirm_cancel.no',
      })}
      <FlowMessage
        open={kind === 'max-check-failed'}
        title={t('request_flow.max_check_failed.title')}
        text={statusText ?? t('request_flow.max_check_failed.text')}
        okLabel={t('common.ok')}
        onOk={yes}
      />
      <FlowMessage
        open={kind === 'cancelled'}
        title={t('request_flow.cancelled.title')}
        text={t('request_flow.cancelled.text')}
        okLabel={t('common.ok')}
        onOk={yes}
      />
      <FlowMessage
        open={kind === 'unexpected-status'}
        title={t('request_flow.unexpected.title')}
        text={statusText ? `${statusText}\n${t('request_flow.unexpected.text')}` : t('request_flow.unexpected.text')}
        okLabel={t('request_flow.unexpected.ok')}
        onOk={yes}
      />
    </>
  );
}
