/**
 * /request-product/{permitTypeId}/{areaId} (lifecycle 2.3): the request flow. A thin screen over
 * request-flow-machine.ts (every rule) and request-summary.ts (what the summary shows):
 *
 * - the product comes from the catalogue call (src/api/get-requestable-permits.ts, shared with the catalogue; ?staffel= picks one of
 *   several quantities of a pair), then eloket/get_product_rqt_parms and the user record's
 *   RELATION_TYPE; then `params-loaded` starts the flow at the start date;
 * - the title 'Request' (h1), the back button at the top, the summary card, one stage component;
 * - after Next or Prev the focus moves to the new stage's h2 (the h1 has it on arrival);
 * - each stage is a browser history entry of its own (use-stage-history.ts): Back and Forward move a stage;
 * - the check stage (before submitting) lists the answers itself, without the summary card above it;
 * - while the flow is open, leaving asks for confirmation (LeaveGuard); the back button at the top
 *   goes to /requestable-products through that guard, so it asks first while the flow is open and
 *   goes there directly once it has finished.
 */
import { amsterdamDay } from '@parkeerloket/contract';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useNaw } from '../../../api/get-naw';
import { useRequestablePermits } from '../../../api/get-requestable-permits';
import { Alert } from '../../../components/alert';
import { ScreenTitle } from '../../../components/screen-title';
import { readDeepLinkPlate } from '../../../lib/deep-link-plate';
import { useProductRqtParms } from '../api/get-product-rqt-parms';
import { plateFromEntry } from '../plates';
import {
  type FlowState,
  flowProduct,
  mustConfirmLeave,
  pickProduct,
  routeProduct,
  type Stage,
  storedPlateNumbers,
} from '../request-flow-machine';
import { requestSummary } from '../request-summary';
import { AddressStage } from './address-stage';
import { CheckAnswersStage } from './check-answers-stage';
import { ConfirmationStage } from './confirmation-stage';
import { DaysStage } from './days-stage';
import { FinishStage } from './finish-stage';
import { MachineDialog } from './flow-dialogs';
import { LeaveGuard } from './leave-guard';
import { LocationStage } from './location-stage';
import { PlatesStage } from './plates-stage';
import { PriceLineStage } from './price-line-stage';
import { SpecificLocationStage } from './specific-location-stage';
import type { StageProps } from './stage-frame';
import { StartDateStage } from './start-date-stage';
import { SummaryCard } from './summary-card';
import { UploadStage } from './upload-stage';
import { useRequestFlow } from './use-request-flow';
import { useStageHistory } from './use-stage-history';
import '../../../styles/screens.css';
import '../../../styles/settings.css';
import '../request-flow.css';
import { paths } from '../../../lib/paths';

const STAGE_COMPONENTS: Record<Exclude<Stage, 'LOADING'>, (props: StageProps) => ReactNode> = {
  SELECT_START_DATE: StartDateStage,
  SELECT_ADDRESS: AddressStage,
  SELECT_LOCATION: LocationStage,
  SPECIFIC_LOCATION: SpecificLocationStage,
  SELECT_END_DATE: PriceLineStage,
  SELECT_DAYS_OF_WEEK: DaysStage,
  ENTER_LICENSE_PLATE: PlatesStage,
  CHECK_ANSWERS: CheckAnswersStage,
  UPLOAD_DOCUMENT: UploadStage,
  CONFIRMATION: ConfirmationStage,
  FINISH: FinishStage,
};

/** After Next or Prev the focus goes to the new stage's heading (not on arrival: the h1 has it then). */
function useStageFocus(state: FlowState) {
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

function Problem({ title, text, retry }: { title?: string; text: string; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" title={title}>
      <p className="utrecht-paragraph">{text}</p>
      <div className="pl-form__actions">
        {retry ? (
          <button type="button" className="utrecht-button utrecht-button--secondary-action" onClick={retry}>
            {t('request_flow.load_error.retry')}
          </button>
        ) : (
          <Link
            to={paths.requestableProducts}
            className="utrecht-button utrecht-button--secondary-action pl-button-link"
          >
            {t('request_flow.to_products')}
          </Link>
        )}
      </div>
    </Alert>
  );
}

/**
 * The waiting-item request flow (lifecycle 2.14, 4.5): the same stages for the product of an offered
 * waiting-list entry, submitted with its wltId to eloket/request_permit_from_wl, with the entry's
 * plates carried in, and its back button to `back` (/waiting-list). The waiting-list feature's
 * /confirmation-for-waiting/{wltId} screen passes it (app/routes.tsx composes the two).
 */
export interface WaitingItemFlow {
  wltId: number;
  permitTypeId: number;
  areaId: number;
  /** The location the entry was offered (its LOCATIONID); null for a product without locations. */
  locationId: number | null;
  plates: readonly string[];
  back: string;
}

export function RequestFlowScreen({ waitingItem }: { waitingItem?: WaitingItemFlow } = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { permitTypeId, areaId } = useParams();
  const { search } = useLocation();
  const route = useMemo(
    () =>
      waitingItem
        ? { permitTypeId: waitingItem.permitTypeId, areaId: waitingItem.areaId, staffel: null }
        : routeProduct(permitTypeId, areaId, search),
    [waitingItem, permitTypeId, areaId, search],
  );

  const catalogue = useRequestablePermits(i18n.language);
  const found = route && catalogue.data ? pickProduct(catalogue.data, route) : null;
  const wltId = waitingItem?.wltId;
  const offeredLocationId = waitingItem?.locationId ?? null;
  const exit = waitingItem?.back;
  const product = useMemo(() => {
    if (!found) return null;
    const offer = wltId === undefined ? {} : { waitingListId: wltId, offeredLocationId, exitPath: exit };
    return { ...flowProduct(found), ...offer };
  }, [found, wltId, offeredLocationId, exit]);
  const params = useProductRqtParms(product, i18n.language);
  const naw = useNaw();
  const { state, dispatch, current } = useRequestFlow();
  const container = useStageFocus(state);
  useStageHistory(state, dispatch);

  const ready = state.stage === 'LOADING' && product !== null && params.data !== undefined && naw.isSuccess;
  useEffect(() => {
    if (!ready || !product || !params.data) return;
    const relationType = naw.data?.RELATION_TYPE ?? '';
    const carried = waitingItem?.plates ?? [];
    const numbers = carried.length > 0 ? [...carried] : storedPlateNumbers(params.data, readDeepLinkPlate());
    const storedPlates = numbers.map((plate) => plateFromEntry(plate, relationType));
    dispatch({
      type: 'params-loaded',
      product,
      params: params.data,
      today: amsterdamDay(new Date()),
      relationType,
      storedPlates,
    });
  }, [ready, product, params.data, naw.data, dispatch, waitingItem]);

  let body: ReactNode = null;
  if (state.stage !== 'LOADING') {
    const Stage = STAGE_COMPONENTS[state.stage];
    const summary = requestSummary(state);
    body = (
      <>
        {summary && state.stage !== 'CHECK_ANSWERS' ? <SummaryCard summary={summary} /> : null}
        <div ref={container}>
          <Stage state={state} dispatch={dispatch} />
        </div>
      </>
    );
  } else if (!route || (catalogue.isSuccess && !found)) {
    body = <Problem text={t('request_flow.not_found')} />;
  } else if (catalogue.isError || params.isError || naw.isError) {
    body = (
      <Problem
        title={t('request_flow.load_error.title')}
        text={t('request_flow.load_error.text')}
        retry={() => {
          if (catalogue.isError) void catalogue.refetch();
          if (params.isError) void params.refetch();
          if (naw.isError) void naw.refetch();
        }}
      />
    );
  }

  return (
    <>
      <p className="pl-leave">
        <button
          type="button"
          className="pl-link-button"
          onClick={() => void navigate(waitingItem?.back ?? paths.requestableProducts)}
        >
          <span aria-hidden="true">←</span>
          {t('request_flow.back')}
        </button>
      </p>
      <ScreenTitle title={t('request_flow.title')} />
      {body}
      <p className="pl-visually-hidden" aria-live="polite">
        {state.busy === 'submit' || state.busy === 'continue' || state.busy === 'finalize'
          ? t('request_flow.busy')
          : ''}
      </p>
      <MachineDialog dialog={state.dialog} dispatch={dispatch} />
      <LeaveGuard mustConfirm={() => mustConfirmLeave(current())} open={mustConfirmLeave(state)} />
    </>
  );
}
