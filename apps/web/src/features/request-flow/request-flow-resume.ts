/** A pending request continued from its id (lifecycle 2.1, 4.3): what the flow knows of it, and where it resumes. */
import type { RequestResult, RequestStatuscode } from '@parkeerloket/contract';
import { EMPTY_FORM, type FlowSetup, type FlowState, initialFlowState, NO_PLATES } from './request-flow-types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** What a resumed flow knows of the product: what the request result says (the summary card shows it). */
export function resumeSetup(result: RequestResult, today: string): FlowSetup {
  const area = text(result.AREADESCRIPTION);
  return {
    product: {
      permitTypeId: 0,
      areaId: 0,
      staffel: 1,
      waitingListId: null,
      description: text(result.DESCRIPTION),
      areaDescription: area === '' ? null : area,
      quantity: null,
      multiLocations: false,
    },
    byAddress: false,
    specificNeeded: text(result.LOCATION_SPECIFICATION) !== '',
    minStartDate: null,
    maxStartDate: null,
    requirement: NO_PLATES,
    locations: [],
    addresses: [],
    storedPlates: [],
    relationType: '',
    today,
    // A resumed request has a page of its own without a step indicator.
    steps: [],
  };
}

/** DOCS_ACCEPTED and AWAIT_CONTINUE: a pending request that is continued at once (lifecycle 4.3). */
export const CONTINUED_AT_ONCE: readonly RequestStatuscode[] = ['DOCS_ACCEPTED', 'AWAIT_CONTINUE'];

/** The state a pending request is resumed in (lifecycle 4.3): its setup, dates and location from the result. */
export function resumedState(result: RequestResult, today: string): FlowState {
  return {
    ...initialFlowState(),
    setup: resumeSetup(result, today),
    resumed: true,
    form: {
      ...EMPTY_FORM,
      startDate: text(result.VALID_FROM).slice(0, 10),
      specificLocation: text(result.LOCATION_SPECIFICATION),
    },
  };
}
