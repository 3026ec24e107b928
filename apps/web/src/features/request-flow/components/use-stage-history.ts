/**
 * One browser history entry per stage of the request flow (issue 16): Back goes one stage back, Forward one
 * stage on, as in any multi-page form; leaving the flow (Back from its first stage) still asks first (the leave
 * guard blocks only another path). The machine decides (`revisit`, trailStep); this hook keeps the browser's
 * entries in step with it:
 *
 * - each entry of the flow carries `{ flowIndex, flowStep, flowStage }` in its history state: its place among the
 *   flow's entries, the trail step it shows and that step's stage;
 * - the machine moved (Next, Prev, an answer, a change link): a step further is a new entry (pushed); a step back
 *   is the earlier entry of that step when there is one (history.go), else this entry is replaced;
 * - the user moved (Back or Forward, a POP to an entry of another step): `revisit` that step. When the machine
 *   does not go there (a dialog is open, a call in flight, an edit dropped the entries after it), the browser is
 *   sent back to where it was; once the flow is over, Back leaves it: to the entry before its first.
 */
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';
import { type FlowEvent, type FlowState, flowTransition, type Stage, trailStep } from '../request-flow-machine';

interface FlowEntry {
  flowIndex: number;
  flowStep: number;
  flowStage: Stage;
}

function entryOf(location: Location): FlowEntry | null {
  const state = location.state as Partial<FlowEntry> | null;
  if (!state || typeof state.flowIndex !== 'number' || typeof state.flowStep !== 'number') return null;
  return state as FlowEntry;
}

export function useStageHistory(state: FlowState, dispatch: (event: FlowEvent) => void): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  /** The flow's entries as this hook made them: the step and stage of each, by flowIndex. */
  const entries = useRef<{ step: number; stage: Stage }[]>([]);
  /** The entry the browser stood on before the last move. */
  const at = useRef<number | null>(null);
  /** The POP this hook asked for (history.go) and has not seen arrive. */
  const going = useRef(false);
  const seenKey = useRef<string | null>(null);

  const step = trailStep(state);
  useEffect(() => {
    if (step === null) return;
    const here = `${location.pathname}${location.search}`;
    const entry = entryOf(location);
    const put = (flowIndex: number, replace: boolean) => {
      entries.current = [...entries.current.slice(0, flowIndex), { step, stage: state.stage }];
      at.current = flowIndex;
      void navigate(here, { replace, state: { flowIndex, flowStep: step, flowStage: state.stage } });
    };
    const newKey = seenKey.current !== location.key;
    seenKey.current = location.key;
    if (newKey && going.current) going.current = false;

    // The first stage: this entry becomes the flow's first (also after a reload, whatever it held before).
    if (at.current === null || !entry) {
      put(0, true);
      return;
    }
    if (going.current) return;

    if (newKey && navigationType === 'POP' && entry.flowStep !== step) {
      // The user's Back or Forward.
      const from = at.current;
      at.current = entry.flowIndex;
      if (state.ended) {
        going.current = true;
        void navigate(-(entry.flowIndex + 1));
        return;
      }
      const moved = flowTransition(state, { type: 'revisit', step: entry.flowStep }).state;
      dispatch({ type: 'revisit', step: entry.flowStep });
      if (trailStep(moved) !== entry.flowStep && from !== entry.flowIndex) {
        going.current = true;
        at.current = from;
        void navigate(from - entry.flowIndex);
      }
      return;
    }

    at.current = entry.flowIndex;
    if (entry.flowStep === step && entry.flowStage === state.stage) return;
    if (step > entry.flowStep) {
      put(entry.flowIndex + 1, false);
      return;
    }
    if (step < entry.flowStep) {
      const earlier = entries.current.slice(0, entry.flowIndex).findLastIndex((known) => known.step === step);
      if (earlier >= 0) {
        going.current = true;
        at.current = earlier;
        void navigate(earlier - entry.flowIndex);
        return;
      }
    }
    put(entry.flowIndex, true);
  }, [step, state, location, navigationType, navigate, dispatch]);
}
