/**
 * eloket/rdw_check (lifecycle 2.4, 7, 8): whether a person's Dutch plate is registered in the user's name.
 * Quiet: the plate dialog shows every answer itself. A failed call (a statuscode that is not OK, such as
 * RDW_UNAVAILABLE, or no answer) becomes 'unavailable'; a session timeout is left to the API client.
 */
import { normalizeLicensePlate } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService, ServiceError } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { type RegistryAnswer, readRegistryAnswer } from '../license-plate-rules';

export async function rdwCheck(plate: string, signal?: AbortSignal): Promise<RegistryAnswer> {
  try {
    const answer = await callService(
      endpoints.rdwCheck,
      { p_licenseplate: normalizeLicensePlate(plate) },
      { quiet: true, ...(signal ? { signal } : {}) },
    );
    return readRegistryAnswer(answer.result as Record<string, unknown>[], answer.statusmessage);
  } catch (error) {
    if (error instanceof ServiceError && error.kind !== 'session-timeout') return { kind: 'unavailable' };
    throw error;
  }
}

export function useRdwCheck() {
  return useMutation({
    mutationFn: ({ plate, signal }: { plate: string; signal?: AbortSignal }) => rdwCheck(plate, signal),
  });
}
