/** The vehicle-registry check of the plate dialog: the shared call, read by the plate manager's rule. */
import { useMutation } from '@tanstack/react-query';
import { rdwCheck } from '../../api/rdw-check';
import { type RegistryAnswer, readRegistryAnswer } from './license-plate-rules';

export async function checkRegistry(plate: string, signal?: AbortSignal): Promise<RegistryAnswer> {
  const answer = await rdwCheck(plate, signal);
  return answer === 'unavailable' ? { kind: 'unavailable' } : readRegistryAnswer(answer.result, answer.statusmessage);
}

export function useRegistryCheck() {
  return useMutation({
    mutationFn: ({ plate, signal }: { plate: string; signal?: AbortSignal }) => checkRegistry(plate, signal),
  });
}
