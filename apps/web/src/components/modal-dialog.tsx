/**
 * An accessible modal dialog on the native <dialog>: showModal() makes the rest of the
 * page inert (focus stays inside) and Escape closes it; focus returns to the element that
 * had it when the dialog opened.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom; the first one gets the focus. */
  actions: ReactNode;
  /** 'alertdialog' for messages that interrupt the user (errors). */
  role?: 'dialog' | 'alertdialog';
  /** 'attention': the variant message dialog (heavier border, styled with the screens that use it). */
  variant?: 'attention';
}

export function ModalDialog({ open, title, onClose, children, actions, role = 'dialog', variant }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // Escape closes the dialog at once, but its 'close' event comes in a task after: the state follows at the 'cancel'
  // that comes first, so the button that opened the dialog opens it again when pressed right after (Escape, then
  // Enter). Before, that press found the state still open, changed nothing, and the dialog stayed shut.
  function handleCancel() {
    if (openRef.current) onClose();
  }

  function handleClose() {
    // The 'close' event of an earlier closing, arriving after the dialog was opened again: not this dialog's close.
    if (ref.current?.open) return;
    const target = opener.current;
    opener.current = null;
    if (openRef.current) onClose();
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={ref}
      className={variant ? `pl-dialog pl-dialog--${variant}` : 'pl-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? bodyId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      {/* Only an open dialog has content: a closed one must not be found by search or by tests. */}
      {open ? (
        <>
          <h2 id={titleId} className="utrecht-heading-2 pl-dialog__title">
            {title}
          </h2>
          <div id={bodyId} className="pl-dialog__body">
            {children}
          </div>
          <div className="pl-dialog__actions">{actions}</div>
        </>
      ) : null}
    </dialog>
  );
}
