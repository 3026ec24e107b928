/**
 * eloket/set_param with DEEPLINK_LICENSEPLATE (core 2.5, 7.2): hands the deep-link plate to
 * the server before the login process. Quiet: the plate is a convenience, and a refusal must
 * not stand in the way of the login.
 */
import { DEEPLINK_LICENSEPLATE_PARAM } from '@parkeerloket/contract';
import { callService } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';

export async function setDeepLinkPlate(plate: string): Promise<void> {
  await callService(
    endpoints.setParam,
    { p_paramname: DEEPLINK_LICENSEPLATE_PARAM, p_paramvalue: plate },
    { quiet: true },
  );
}
