/**
 * 8. Document upload (lifecycle 2.3, 2.5, 4.1, 4.9): one block of the documents building block
 * (DocumentRequirementBlock) per document requirement of the request (DOCUMENTS_TO_UPLOAD),
 * licence-plate documents first, each with its heading, instruction, template, the files uploaded
 * (view; delete after confirmation while STATUS_LEVEL is 1; rejected ones in red with their reason)
 * and, below MAX_DOCUMENTS, the upload box with the file picker and the camera (the camera dialog:
 * the flow's state lives in the page, so it cannot go to /start-camera).
 *
 * This session's uploads live in the flow's state: the block reports each upload and deletion
 * (`document-uploaded`, `document-deleted`) and the machine lists them in the requirements, so that
 * Next, the summary card and the blocks agree.
 *
 * Next (enabled when every requirement has MIN_STATUS_LEVEL 0 or an uploaded document that is not
 * rejected) continues the request (continue_pcs_by_rqt_id p_cancel N); Prev asks to confirm and cancels
 * the request to go back; 'Cancel request' asks to confirm, cancels it and goes to the products. A
 * resumed request (the pending upload page) has no Prev.
 */
import { orderRequirements } from '@parkeerloket/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { DocumentRequirementBlock } from '../../documents';
import { canNext, documentRequirements } from '../request-flow-machine';
import { StageFrame, type StageProps } from './stage-frame';

export function UploadStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const requirements = orderRequirements(documentRequirements(state));
  const requestId = state.request?.REQUESTID;
  const rejected = state.request?.STATUSCODE === 'DOCS_REJECTED_UPLOAD';

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.upload.title')} asForm={false}>
      <p className="utrecht-paragraph">{t('request_flow.upload.intro')}</p>
      {rejected ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.upload.rejected_notice')}</p>
        </Alert>
      ) : null}
      {requestId === undefined
        ? null
        : requirements.map((requirement) => (
            <DocumentRequirementBlock
              key={requirement.RPG_ID}
              requestId={requestId}
              requirement={requirement}
              sessionUploads={state.uploads.filter((upload) => upload.RPG_ID === requirement.RPG_ID)}
              deletedIds={state.deletedDocumentIds}
              headingLevel={3}
              onUploaded={(upload) => dispatch({ type: 'document-uploaded', upload })}
              onDeleted={(documentId) => dispatch({ type: 'document-deleted', documentId })}
            />
          ))}
      <p className="utrecht-paragraph pl-flow__hint" aria-live="polite">
        {canNext(state) ? '' : t('request_flow.upload.next_hint')}
      </p>
    </StageFrame>
  );
}
