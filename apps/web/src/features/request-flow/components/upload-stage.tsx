/**
 * 8. Document upload (lifecycle 2.3, 2.5, 4.1): one block per document requirement of the request
 * (DOCUMENTS_TO_UPLOAD), licence-plate documents first, each headed by DOC_TYPE_DESCRIPTION and the
 * plate, saying whether it is required and which documents are uploaded.
 *
 * The upload itself (the upload box with file picker and camera, thumbnails, delete, the template to
 * download) belongs to the documents issue and goes into `RequirementBlock`, marked below. After an
 * upload or a delete it tells the flow the requirement's new state with
 * `dispatch({ type: 'documents-changed', requirements })`, so that Next follows.
 *
 * Next (enabled when every requirement has MIN_STATUS_LEVEL 0 or an uploaded document that is not
 * rejected) continues the request (continue_pcs_by_rqt_id p_cancel N); Prev asks to confirm and cancels
 * the request to go back; 'Cancel request' asks to confirm, cancels it and goes to the products.
 */
import { DOCUMENT_REJECTED_REASON, type DocumentRequirement } from '@parkeerloket/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { canNext, documentRequirements } from '../request-flow-machine';
import { documentPlate, orderedRequirements } from '../request-summary';
import { StageFrame, type StageProps } from './stage-frame';

interface RequirementBlockProps extends StageProps {
  requirement: DocumentRequirement;
}

function RequirementBlock({ requirement }: RequirementBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const plate = documentPlate(requirement);
  const uploaded = requirement.UPLOADED_DOCUMENTS ?? [];
  return (
    <section className="pl-flow-document" aria-labelledby={headingId}>
      <h3 id={headingId} className="utrecht-heading-3 pl-flow-document__heading">
        {plate
          ? t('request_flow.upload.heading_plate', { document: requirement.DOC_TYPE_DESCRIPTION, licenseplate: plate })
          : requirement.DOC_TYPE_DESCRIPTION}
      </h3>
      <p className="utrecht-paragraph">
        {requirement.MIN_STATUS_LEVEL > 0 ? t('request_flow.upload.required') : t('request_flow.upload.optional')}
      </p>
      {uploaded.length === 0 ? (
        <p className="utrecht-paragraph">{t('request_flow.upload.none_uploaded')}</p>
      ) : (
        <>
          <p className="utrecht-paragraph pl-flow-document__label">{t('request_flow.upload.uploaded')}</p>
          <ul className="pl-flow-document__files">
            {uploaded.map((document) => (
              <li key={document.ID}>
                {document.STATUS_REASON_CODE === DOCUMENT_REJECTED_REASON
                  ? t('request_flow.upload.rejected', { file: document.FILENAME })
                  : document.FILENAME}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* The upload box of this requirement (documents issue) goes here. */}
    </section>
  );
}

export function UploadStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  const requirements = orderedRequirements(documentRequirements(state));
  const rejected = state.request?.STATUSCODE === 'DOCS_REJECTED_UPLOAD';

  return (
    <StageFrame state={state} dispatch={dispatch} title={t('request_flow.upload.title')} asForm={false}>
      <p className="utrecht-paragraph">{t('request_flow.upload.intro')}</p>
      {rejected ? (
        <Alert type="warning">
          <p className="utrecht-paragraph">{t('request_flow.upload.rejected_notice')}</p>
        </Alert>
      ) : null}
      {requirements.map((requirement) => (
        <RequirementBlock key={requirement.RPG_ID} requirement={requirement} state={state} dispatch={dispatch} />
      ))}
      <p className="utrecht-paragraph pl-flow__hint" aria-live="polite">
        {canNext(state) ? '' : t('request_flow.upload.next_hint')}
      </p>
    </StageFrame>
  );
}
