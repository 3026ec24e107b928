/**
 * What every stage before the finish has: its heading (an h2 that takes the focus after Next and
 * Prev; the plate stage uses the manager's own h2), its content, and Next / Prev (and, on the upload
 * and confirmation stages, 'Cancel request'), with the step indicator under the heading. Next is
 * disabled while the stage is not complete; it stays enabled while a call is in flight, so the focus
 * stays on it, and a second press does nothing.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';
import {
  canCancelRequest,
  canNext,
  type FlowEvent,
  type FlowState,
  hasPrev,
  stepProgress,
} from '../request-flow-machine';

export interface StageProps {
  state: FlowState;
  dispatch: (event: FlowEvent) => void;
}

interface StageFrameProps extends StageProps {
  /** null: the content brings its own h2 (the licence plate manager). */
  title: string | null;
  nextLabel?: string;
  /**
   * false: the content is not wrapped in a form, because it holds forms of its own (the plate
   * manager's dialog, the upload boxes); Next is then an ordinary button.
   */
  asForm?: boolean;
  children: ReactNode;
}

export function StageFrame({ state, dispatch, title, nextLabel, asForm = true, children }: StageFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const busy = state.busy !== null;
  const progress = stepProgress(state);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'next' });
  }

  // Prev before Next, as on every multi-step screen (issue 16); Enter in the form still presses Next (the submit).
  const actions = (
    <div className="pl-step-actions">
      {hasPrev(state) ? (
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          disabled={busy}
          onClick={() => dispatch({ type: 'prev' })}
        >
          {t('request_flow.prev')}
        </button>
      ) : null}
      <button
        type={asForm ? 'submit' : 'button'}
        className="utrecht-button utrecht-button--primary-action"
        disabled={!canNext(state)}
        onClick={asForm ? undefined : () => dispatch({ type: 'next' })}
      >
        {nextLabel ?? t('request_flow.next')}
      </button>
      {canCancelRequest(state) ? (
        <button
          type="button"
          className="utrecht-button utrecht-button--secondary-action"
          disabled={busy}
          onClick={() => dispatch({ type: 'cancel-request' })}
        >
          {t('request_flow.cancel_request')}
        </button>
      ) : null}
    </div>
  );

  return (
    <section className="pl-flow__stage" aria-labelledby={title ? headingId : undefined} aria-busy={busy}>
      {title ? (
        <h2 id={headingId} tabIndex={-1} className="utrecht-heading-2 pl-flow__heading">
          {title}
        </h2>
      ) : null}
      {progress ? <StepIndicator number={progress.number} total={progress.total} /> : null}
      {asForm ? (
        <form className="pl-form pl-flow__form" noValidate onSubmit={submit}>
          {children}
          {actions}
        </form>
      ) : (
        <div className="pl-flow__form">
          {children}
          {actions}
        </div>
      )}
    </section>
  );
}
