/**
 * The context menu of a pending request card (lifecycle 2.12: Pay now / Pay later / Withdraw). A
 * disclosure, not an ARIA menu: a button that shows a list of ordinary buttons, so Tab, Enter and
 * a screen reader's list navigation work as everywhere else. Escape or a click elsewhere closes it,
 * and the focus returns to the toggle.
 */
import { type RefObject, useEffect, useId, useRef } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

export function ActionMenu({
  label,
  items,
  open,
  onOpenChange,
  toggleRef,
}: {
  /** The toggle's accessible name, naming the request. */
  label: string;
  items: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onOpenChange, toggleRef]);

  if (items.length === 0) return null;
  return (
    <div className="pl-action-menu" ref={container}>
      <button
        ref={toggleRef}
        type="button"
        className="utrecht-button utrecht-button--secondary-action pl-action-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        <span aria-hidden="true">⋮ </span>
        {label}
      </button>
      <ul id={listId} className="pl-action-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="utrecht-button utrecht-button--secondary-action"
              onClick={() => {
                // Back to the toggle first: the item disappears with the menu, and a dialog it opens
                // returns the focus to whatever had it.
                toggleRef.current?.focus();
                onOpenChange(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
