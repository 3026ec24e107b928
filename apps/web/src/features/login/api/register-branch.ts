/** login/register_branch (core 2.7, 7.2). A failure shows its message in the dialog; the screen then returns to /login. */
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function registerBranch(branchNumber: string): Promise<void> {
  await callService(endpoints.registerBranch, { p_branchnr: branchNumber });
}

export function useRegisterBranch() {
  return useMutation({ mutationFn: registerBranch });
}
