/**
 * 7. Licence plates (lifecycle 2.3, 2.4): the licence plate manager, which brings its own h2 (the
 * stage's heading). The manager's confirm answer lives in the flow, which resets it on entering and
 * leaving the stage; Next follows the manager's platesComplete.
 */
import { LicensePlateManager } from '../plates';
import type { FlowSetup } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function PlatesStage({ state, dispatch }: StageProps) {
  const setup = state.setup as FlowSetup;
  return (
    <StageFrame state={state} dispatch={dispatch} title={null} asForm={false}>
      <LicensePlateManager
        requirement={setup.requirement}
        relationType={setup.relationType}
        plates={state.form.plates}
        onPlatesChange={(plates) => dispatch({ type: 'plates-changed', plates })}
        confirmed={state.form.platesConfirmed}
        onConfirmedChange={(value) => dispatch({ type: 'plates-confirmed', value })}
      />
    </StageFrame>
  );
}
