/**
 * /upload-files-for-pending-request/{requestId} (lifecycle 2.1, 4.3): a pending request continued
 * from its id, where the e-mail of a review ('upload a new document') and the pending requests lead.
 *
 * - eloket/finish_request answers where the request stands now, with DOCUMENTS_TO_UPLOAD (uploaded
 *   documents and their statuses; a rejected one with its description and reason) and what the
 *   request is for (api/finish-request.ts);
 * - the request flow machine starts from it with `resume` and shows the flow's own stages: the upload
 *   stage (DOCS_UPLOAD, DOCS_OPTIONAL, DOCS_REJECTED_UPLOAD: rejected uploads in red, new ones
 *   uploaded; Next continues the request), the confirmation stage (AWAIT_CONFIRMATION) or the finish
 *   stage (DOCS_AWAIT_APROVAL, AWAIT_PAYMENT, PERMIT_CREATED); DOCS_ACCEPTED is continued at once;
 * - the summary card above, from the request's result;
 * - another user's or another municipality's request (NOT_FOUND), or an id that is no number: the
 *   server's message and a way back to the pending requests.
 *
 * The camera is the dialog, as in the flow: the machine's state lives in the page. Nothing is lost by
 * leaving (the request stays where it is on the server), so no leave guard.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { ServiceError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-message';
import { useRequestResult } from '../api/finish-request';
import type { Stage } from '../request-flow-machine';
import { requestSummary } from '../request-summary';
import { ConfirmationStage } from './confirmation-stage';
import { FinishStage } from './finish-stage';
import { MachineDialog } from './flow-dialogs';
import type { StageProps } from './stage-frame';
import { SummaryCard } from './summary-card';
import { UploadStage } from './upload-stage';
import { useRequestFlow } from './use-request-flow';
import { useStageFocus } from './use-stage-focus';
import '../../../styles/screens.css';
import '../../../styles/settings.css';
import '../request-flow.css';
import { paths } from '../../../lib/paths';

/** The stages a pending request can be at; the others belong to a request being made. */
const STAGE_COMPONENTS: Partial<Record<Stage, (props: StageProps) => ReactNode>> = {
  UPLOAD_DOCUMENT: UploadStage,
  CONFIRMATION: ConfirmationStage,
  FINISH: FinishStage,
};

/** The route's request id: a positive whole number, else null. */
export function routeRequestId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

function Problem({ text, retry }: { text: string; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" title={t('request_flow.resume.problem_title')}>
      <p className="utrecht-paragraph">{text}</p>
      <div className="pl-form__actions">
        {retry ? (
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={retry}>
            {t('request_flow.load_error.retry')}
          </button>
        ) : null}
        <Link to={paths.pendingRequests} className="utrecht-button utrecht-button--secondary-action pl-button-link">
          {t('request_flow.resume.to_pending')}
        </Link>
      </div>
    </Alert>
  );
}

export function PendingRequestScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const requestId = useMemo(() => routeRequestId(params.requestId), [params.requestId]);
  const loaded = useRequestResult(requestId, i18n.language);
  const { state, dispatch } = useRequestFlow();
  const container = useStageFocus(state);

  useEffect(() => {
    if (!loaded.data || state.stage !== 'LOADING' || state.setup !== null) return;
    dispatch({ type: 'resume', result: loaded.data, today: amsterdamDay(new Date()) });
  }, [loaded.data, state.stage, state.setup, dispatch]);

  let body: ReactNode = null;
  const Stage = STAGE_COMPONENTS[state.stage];
  if (Stage) {
    const summary = requestSummary(state);
    body = (
      <>
        {summary ? <SummaryCard summary={summary} /> : null}
        <div ref={container}>
          <Stage state={state} dispatch={dispatch} />
        </div>
      </>
    );
  } else if (requestId === null) {
    body = <Problem text={t('request_flow.resume.invalid_id')} />;
  } else if (loaded.isError) {
    const error = loaded.error;
    const network = error instanceof ServiceError && error.kind === 'network';
    body = (
      <Problem
        text={error instanceof ServiceError ? failureText(error) : t('request_flow.load_error.text')}
        retry={network ? () => void loaded.refetch() : undefined}
      />
    );
  } else if (state.stage === 'LOADING' && state.dialog === null) {
    body = (
      <p className="utrecht-paragraph" role="status">
        {t('request_flow.resume.loading')}
      </p>
    );
  }

  return (
    <>
      <BackLink to={paths.pendingRequests} label={t('request_flow.resume.back')} />
      <ScreenTitle title={t('request_flow.resume.title')} />
      {body}
      <p className="pl-visually-hidden" aria-live="polite">
        {state.busy === 'continue' || state.busy === 'finalize' ? t('request_flow.busy') : ''}
      </p>
      <MachineDialog dialog={state.dialog} dispatch={dispatch} />
    </>
  );
}
