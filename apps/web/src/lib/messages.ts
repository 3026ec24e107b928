/**
 * The modal message dialog's queue (core 2.17, 8): server messages and errors that need
 * the user's attention. components/message-dialog.tsx shows the first one.
 */
import { createStore } from './store';

export interface Message {
  /** Already translated (a server statusmessage) or built from translation keys by the caller. */
  text: string;
  /** A translation key for the dialog title; the generic 'message' title when absent. */
  titleKey?: string;
  /** 'E' error, 'W' warning, 'I' information: the envelope's messagetype. */
  type?: 'E' | 'W' | 'I';
  /**
   * 'attention': the variant dialog (core 2.17, 8) for e-mail verification failures that
   * need a new code (REL-00069, REL-00070): an icon, its own title and a heavy border, so it
   * differs from the ordinary message by more than colour.
   */
  variant?: 'attention';
}

export const messages = createStore<readonly Message[]>([]);

export function showMessage(message: Message): void {
  const queue = messages.get();
  // The same text twice in a row (parallel calls failing alike) is shown once.
  if (queue.some((queued) => queued.text === message.text)) return;
  messages.set([...queue, message]);
}

export function dismissMessage(): void {
  messages.set(messages.get().slice(1));
}
