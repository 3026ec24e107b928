/** eloket/delete_address (core 2.13, 7.4). A refusal shows the server's message in the dialog. */
import type { AddressType } from '@parkeerloket/contract';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { refreshNaw } from './refresh-naw';

export async function deleteAddress(addressType: AddressType): Promise<void> {
  await callService(endpoints.deleteAddress, { p_address_type: addressType });
  await refreshNaw();
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress });
}
