/**
 * eloket/check_address (core 2.16, 7.4): whether the register knows the postal code and house
 * number, and its street and city. Quiet: a refusal (ADDRESS_NOT_FOUND, ADDRESS_CHECK_UNAVAILABLE)
 * is shown on the Dutch address step.
 */
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export interface CheckedAddress {
  street: string;
  city: string;
}

export async function checkAddress(input: {
  postalCode: string;
  postalLetters: string;
  houseNumber: string;
}): Promise<CheckedAddress> {
  const answer = await callService(
    endpoints.checkAddress,
    { p_zipcode: input.postalCode, p_zipcode_letters: input.postalLetters, p_nr: input.houseNumber },
    { quiet: true },
  );
  const found = answer.result[0];
  return { street: found?.STREET ?? '', city: found?.CITY ?? '' };
}
