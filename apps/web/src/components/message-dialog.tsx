/** The modal message dialog (core 2.17, 8): shows the first queued message. */
import { useTranslation } from 'react-i18next';
import { dismissMessage, messages } from '../lib/messages';
import { plainText } from '../lib/plain-text';
import { useStore } from '../lib/use-store';
import { AttentionIcon } from './icons';
import { ModalDialog } from './modal-dialog';

export function MessageDialog() {
  const { t } = useTranslation();
  const queue = useStore(messages);
  const message = queue[0];
  const attention = message?.variant === 'attention';
  const titleKey =
    message?.titleKey ??
    (attention ? 'message.title_attention' : message?.type === 'E' ? 'message.title_error' : 'message.title');

  return (
    <ModalDialog
      open={message !== undefined}
      title={t(titleKey)}
      onClose={dismissMessage}
      role={message?.type === 'E' || attention ? 'alertdialog' : 'dialog'}
      variant={attention ? 'attention' : undefined}
      actions={
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={dismissMessage}>
          {t('common.ok')}
        </button>
      }
    >
      {attention ? <AttentionIcon /> : null}
      <p className="utrecht-paragraph pl-pre-line">{message ? plainText(message.text) : ''}</p>
    </ModalDialog>
  );
}
