/**
 * A table that may scroll sideways (at 320 px): the scrolling region is reachable by keyboard and named by its
 * table's caption, so a keyboard user can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function TableWrap(props: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard.
    <section className="pl-staff-table-wrap" tabIndex={0} aria-label={props.label}>
      {props.children}
    </section>
  );
}
