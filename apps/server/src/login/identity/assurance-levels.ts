/**
 * Assurance levels per identity service, lowest first, with the `acr` values brokers use for
 * each. A login is accepted when the level it reports is at or above the tenant's minimum; an
 * unknown or missing value fails closed. The business service never goes below EH2 (core 6).
 */
import type { IdentityService } from './identifiers.js';

interface Level {
  name: string;
  /** The acr values that mean this level, the preferred one first. */
  acr: readonly string[];
}

const SAML_CLASSES = 'urn:oasis:names:tc:SAML:2.0:ac:classes';
const ETOEGANG = 'urn:etoegang:core:assurance-class';
const EIDAS_LOA = 'http://eidas.europa.eu/LoA';

export const ASSURANCE_LEVELS: Record<IdentityService, readonly Level[]> = {
  digid: [
    { name: 'basis', acr: [`${SAML_CLASSES}:PasswordProtectedTransport`] },
    { name: 'midden', acr: [`${SAML_CLASSES}:MobileTwoFactorContract`] },
    { name: 'substantieel', acr: [`${SAML_CLASSES}:Smartcard`] },
    { name: 'hoog', acr: [`${SAML_CLASSES}:SmartcardPKI`] },
  ],
  eherkenning: [
    { name: 'EH1', acr: [`${ETOEGANG}:loa1`] },
    { name: 'EH2', acr: [`${ETOEGANG}:loa2`] },
    { name: 'EH2+', acr: [`${ETOEGANG}:loa2plus`] },
    { name: 'EH3', acr: [`${ETOEGANG}:loa3`] },
    { name: 'EH4', acr: [`${ETOEGANG}:loa4`] },
  ],
  eidas: [
    { name: 'low', acr: [`${EIDAS_LOA}/low`] },
    { name: 'substantial', acr: [`${EIDAS_LOA}/substantial`] },
    { name: 'high', acr: [`${EIDAS_LOA}/high`] },
  ],
};

/** The level the specification demands of the business service; a tenant may ask more, never less. */
export const EHERKENNING_MINIMUM = 'EH2';

export function levelNames(service: IdentityService): string[] {
  return ASSURANCE_LEVELS[service].map((level) => level.name);
}

function rankOfName(service: IdentityService, name: string): number {
  return ASSURANCE_LEVELS[service].findIndex((level) => level.name === name);
}

/** The rank of a reported acr value (its URI or the level's short name); -1 when unknown. */
export function rankOfAcr(service: IdentityService, acr: string): number {
  return ASSURANCE_LEVELS[service].findIndex((level) => level.name === acr || level.acr.includes(acr));
}

/** The minimum that applies: the configured one, and for the business service at least EH2. */
export function effectiveMinimum(service: IdentityService, configured: string | null): string | null {
  if (service !== 'eherkenning') return configured;
  if (configured === null) return EHERKENNING_MINIMUM;
  return rankOfName(service, configured) >= rankOfName(service, EHERKENNING_MINIMUM) ? configured : EHERKENNING_MINIMUM;
}

/** True when `minimum` is a level of the service that the specification allows for it. */
export function isAllowedMinimum(service: IdentityService, minimum: string): boolean {
  const rank = rankOfName(service, minimum);
  if (rank < 0) return false;
  return service !== 'eherkenning' || rank >= rankOfName(service, EHERKENNING_MINIMUM);
}

/** The acr_values to ask for: the minimum first (the least a user needs), then every higher level. */
export function requestedAcrValues(service: IdentityService, minimum: string | null): string[] {
  if (minimum === null) return [];
  const rank = rankOfName(service, minimum);
  return ASSURANCE_LEVELS[service]
    .slice(Math.max(rank, 0))
    .map((level) => level.acr[0])
    .filter((acr): acr is string => acr !== undefined);
}

/** Undefined when the reported level suffices; otherwise the reason to log and audit. */
export function assuranceProblem(service: IdentityService, minimum: string | null, acr: unknown): string | undefined {
  if (minimum === null) return undefined;
  if (typeof acr !== 'string' || acr === '') return 'assurance level missing';
  const rank = rankOfAcr(service, acr);
  if (rank < 0) return 'assurance level unknown';
  if (rank < rankOfName(service, minimum)) return 'assurance level too low';
  return undefined;
}
