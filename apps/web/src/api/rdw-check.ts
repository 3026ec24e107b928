/**
 * eloket/rdw_check (lifecycle 2.4, 7, 8): whether a person's Dutch plate is registered in the user's name.
 * Shared: the plate manager asks it, in the request flow and in the plate change. Quiet: the plate dialog
 * shows every answer itself. A failed call (a statuscode that is not OK, such as RDW_UNAVAILABLE, or no
 * answer) is 'unavailable'; a session timeout is left to the API client. What the answer means is the
 * plate manager's rule (features/license-plates, readRegistryAnswer).
 */
import { normalizeLicensePlate } from '@parkeerloket/contract';
import { callService, ServiceError } from '../lib/api-client';
import { endpoints } from '../lib/endpoints';

export type RdwCheckAnswer = { result: Record<string, unknown>[]; statusmessage: string } | 'unavailable';

export async function rdwCheck(plate: string, signal?: AbortSignal): Promise<RdwCheckAnswer> {
  try {
    const answer = await callService(
      endpoints.rdwCheck,
      { p_licenseplate: normalizeLicensePlate(plate) },
      { quiet: true, ...(signal ? { signal } : {}) },
    );
    return { result: answer.result as Record<string, unknown>[], statusmessage: answer.statusmessage };
  } catch (error) {
    if (error instanceof ServiceError && error.kind !== 'session-timeout') return 'unavailable';
    throw error;
  }
}
