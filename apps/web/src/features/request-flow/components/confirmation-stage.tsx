/**
 * 9. Confirmation (lifecycle 2.3, 4.1): 'Is the request correct?' Yes/No with the truthfulness
 * declaration; Confirm (finalize_request_by_rqt_id) only with Yes. Prev asks to confirm and cancels the
 * request to go back; 'Cancel request' cancels it. A resumed request (continued from its id) has no
 * Prev: with No the hint points to 'Cancel request' only.
 */
import { useTranslation } from 'react-i18next';
import { YesNoField } from '../../../components/yes-no-field';
import { StageFrame, type StageProps } from './stage-frame';

export function ConfirmationStage({ state, dispatch }: StageProps) {
  const { t } = useTranslation();
  return (
    <StageFrame
      state={state}
      dispatch={dispatch}
      title={t('request_flow.confirmation.title')}
      nextLabel={t('request_flow.confirmation.confirm')}
    >
      <YesNoField
        legend={t('request_flow.confirmation.question')}
        name="request-correct"
        value={state.form.confirmation}
        onChange={(value) => dispatch({ type: 'answer-confirmation', value })}
        description={t('request_flow.confirmation.declaration')}
      />
      <p className="utrecht-paragraph pl-flow__hint" aria-live="polite">
        {state.form.confirmation === 'N'
          ? t(state.resumed ? 'request_flow.confirmation.not_correct_resumed' : 'request_flow.confirmation.not_correct')
          : ''}
      </p>
    </StageFrame>
  );
}
