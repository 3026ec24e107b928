/**
 * After a stage change the focus goes to the new stage's heading (its h2), so that keyboard and
 * screen-reader users start at the stage; not on arrival (the screen's h1 has the focus then). The
 * pending upload page uses it; the request flow screen has the same rule inline.
 */
import { useEffect, useRef } from 'react';
import type { FlowState, Stage } from '../request-flow-machine';

export function useStageFocus(state: FlowState) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef<Stage>(state.stage);
  useEffect(() => {
    if (shown.current === state.stage) return;
    const arriving = shown.current === 'LOADING';
    shown.current = state.stage;
    if (!arriving) container.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.stage]);
  return container;
}
