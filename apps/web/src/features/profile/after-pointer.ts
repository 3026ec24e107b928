/**
 * Runs a blur's consequence after the click that caused it. An error message appears above its
 * field when the field is left empty; if that happens between pressing and releasing the mouse on
 * a radio button or a button further down, the layout shifts under the pointer and the click
 * misses (the radio is not chosen, the button not pressed). So while a pointer is down, the
 * message waits until the press is over.
 */
let pointerDown = false;

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', () => setTimeout(() => (pointerDown = false), 0), true);
  document.addEventListener('pointercancel', () => (pointerDown = false), true);
}

export function afterPointer(run: () => void): void {
  if (!pointerDown) {
    run();
    return;
  }
  // The click follows pointerup in the same task; the timeout runs after it.
  document.addEventListener('pointerup', () => setTimeout(run, 0), { once: true, capture: true });
}
