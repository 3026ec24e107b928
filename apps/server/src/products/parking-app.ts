/**
 * The third-party parking app behind permit-plus products (lifecycle 2.7; docs/adapters/parking-app.md).
 * The portal e-mails the holder a link; opening it in the app links the product to an app account,
 * which the app reports back (`confirmPermitplusLink`). No app vendor publishes its protocol, so the
 * product ships the built-in simulator: the link opens a page of the portal, marked as a test
 * environment, that plays the app. It is refused in production unless the simulators are switched on.
 */
import type { Config } from '../config.js';
import { BusinessFailure } from '../http/business-failure.js';
import { portalLink } from '../mail/index.js';

export interface ParkingApp {
  kind: 'simulator';
  /** The link e-mailed to the holder; `token` identifies the link, never the permit. */
  linkUrl(tenantCode: string, token: string): string;
  /** Where "go to app" opens for a linked product. */
  appUrl(tenantCode: string, token: string): string;
}

export function simulatedParkingApp(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): ParkingApp {
  return {
    kind: 'simulator',
    linkUrl: (tenantCode, token) => portalLink(config, tenantCode, '/simulator/parking-app/link', { token }),
    appUrl: (tenantCode, token) => portalLink(config, tenantCode, '/simulator/parking-app/link', { token }),
  };
}

/** The configured parking app: the simulator where simulators are allowed, else none (permit-plus linking is off). */
export function configuredParkingApp(config: Config, simulatorsAllowed: boolean): ParkingApp {
  if (!simulatorsAllowed)
    throw new BusinessFailure('NOT_PERMITPLUS', 'no parking app is configured and the simulator is off');
  return simulatedParkingApp(config);
}
