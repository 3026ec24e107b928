/** The modal message dialog (core 2.17, 8): shows the first queued message. */
import { useTranslation } from 'react-i18next';
import { dismissMessage, messages } from '../lib/messages';
import { useStore } from '../lib/use-store';
import { ModalDialog } from './modal-dialog';

/** Server messages may carry simple HTML (core 8); the dialog shows their text only. */
function plainText(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .trim();
}

export function MessageDialog() {
  const { t } = useTranslation();
  const queue = useStore(messages);
  const message = queue[0];
  const titleKey = message?.titleKey ?? (message?.type === 'E' ? 'message.title_error' : 'message.title');

  return (
    <ModalDialog
      open={message !== undefined}
      title={t(titleKey)}
      onClose={dismissMessage}
      role={message?.type === 'E' ? 'alertdialog' : 'dialog'}
      actions={
        <button type="button" className="utrecht-button utrecht-button--primary-action" onClick={dismissMessage}>
          {t('common.ok')}
        </button>
      }
    >
      <p className="utrecht-paragraph pl-pre-line">{message ? plainText(message.text) : ''}</p>
    </ModalDialog>
  );
}
