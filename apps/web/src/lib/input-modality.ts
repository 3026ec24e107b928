/**
 * Which kind of input the user last used: `data-input="keyboard"` or `"pointer"` on the html element. The
 * headings that take the focus from script after a navigation or a step (tabindex -1) show the focus ring only
 * to keyboard users (layout.css, issue 16): a mouse or touch user, and a page that just loaded, get no box
 * around a heading they did not move to themselves. Chromium's own :focus-visible draws it after a page load.
 */
const KEYS_THAT_MOVE = new Set(['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Escape']);

export function trackInputModality(root: HTMLElement = document.documentElement): void {
  root.dataset.input = 'pointer';
  document.addEventListener(
    'keydown',
    (event) => {
      if (KEYS_THAT_MOVE.has(event.key)) root.dataset.input = 'keyboard';
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      root.dataset.input = 'pointer';
    },
    true,
  );
}
