/** login/login_process (core 2.5, 4.2, 7.2). A failure shows its message in the dialog. */
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function runLoginProcess() {
  const answer = await callService(endpoints.loginProcess);
  return answer.result;
}
