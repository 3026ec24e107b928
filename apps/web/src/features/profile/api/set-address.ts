/** eloket/set_address (core 2.16, 4.4, 7.4): a Dutch or a foreign address. Quiet: the confirm step shows a refusal. */
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import type { SetAddressParams } from '../address-wizard';
import { refreshNaw } from './refresh-naw';

export async function setAddress(params: SetAddressParams): Promise<void> {
  await callService(endpoints.setAddress, params, { quiet: true });
  await refreshNaw();
}
