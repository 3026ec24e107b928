/**
 * From a broker's claims to a proven identity. The identifier comes from the claim the tenant
 * configured and must fit its service's format; names and address come from the standard
 * OpenID Connect claims when the broker sends them (many send only the identifier).
 */
import type { Branch, ProvenIdentity, RelationAttributes } from '../../relations/index.js';
import { type IdentityService, normalizeSubject, splitPostalCode } from './identifiers.js';
import { IdentityRefusal } from './identity-adapter.js';

const MAX_BRANCHES = 1000;

function textClaim(claims: Record<string, unknown>, name: string, max = 200): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
}

/** 'Kerkstraat 12', 'Kerkstraat 12A', 'Kerkstraat 12 A-2' into street, number, letter and addition. */
function splitStreetAddress(value: string): Partial<RelationAttributes> {
  const match = /^(.*?\D)\s*(\d{1,10})\s*([A-Za-z])?(?:\s*[-\s]\s*(\S.{0,9}))?$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return { street: value.trim().slice(0, 200) };
  return {
    street: match[1].trim(),
    nr: match[2],
    ...(match[3] ? { houseLetter: match[3].toUpperCase() } : {}),
    ...(match[4] ? { addition: match[4].trim() } : {}),
  };
}

function addressAttributes(claims: Record<string, unknown>): Partial<RelationAttributes> {
  const address = claims.address;
  if (!address || typeof address !== 'object') return {};
  const parts = address as Record<string, unknown>;
  const street = textClaim(parts, 'street_address');
  const postal = textClaim(parts, 'postal_code');
  const city = textClaim(parts, 'locality');
  return {
    ...(street ? splitStreetAddress(street.split('\n')[0] ?? street) : {}),
    ...(postal ? (splitPostalCode(postal) ?? {}) : {}),
    ...(city ? { city } : {}),
  };
}

function toBranch(value: unknown): Branch | undefined {
  if (typeof value === 'string' || typeof value === 'number') {
    const number = String(value).trim();
    return /^[0-9A-Za-z-]{1,40}$/.test(number) ? { branchNumber: number, description: number } : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const item = value as Record<string, unknown>;
  const number = item.branchNumber ?? item.number ?? item.vestigingsnummer;
  const branch = toBranch(number);
  if (!branch) return undefined;
  const description = textClaim(item, 'description') ?? textClaim(item, 'name');
  return description ? { ...branch, description } : branch;
}

/** A single branch number, a list of them, or a list of {branchNumber, description}; absent: unknown. */
function branchesFrom(raw: unknown): Branch[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.length > MAX_BRANCHES) throw new IdentityRefusal('too many branches');
  const branches = items.map(toBranch);
  if (branches.some((b) => b === undefined)) throw new IdentityRefusal('branch claim malformed');
  return branches as Branch[];
}

export function identityFromClaims(
  service: IdentityService,
  claims: Record<string, unknown>,
  settings: { subjectClaim: string; branchesClaim: string | null },
): ProvenIdentity {
  const subject = normalizeSubject(service, claims[settings.subjectClaim]);
  if (!subject) throw new IdentityRefusal(`claim ${settings.subjectClaim} missing or not a valid identifier`);

  const given = textClaim(claims, 'given_name');
  const family = textClaim(claims, 'family_name');
  const name = textClaim(claims, 'name');
  const attributes: RelationAttributes = {
    relationType: service === 'eherkenning' ? 'B' : 'P',
    ...(given ? { firstname: given } : {}),
    ...(family ? { lastname: family } : {}),
    ...(name ? { name } : {}),
    ...addressAttributes(claims),
  };
  if (service === 'eherkenning' && settings.branchesClaim) {
    const raw = claims[settings.branchesClaim];
    const branches = branchesFrom(raw);
    // One number, not a list: eHerkenning names the branch the user acts for (its vestigingsnummer); the trade register is asked for that one.
    const named = branches?.[0] && !Array.isArray(raw) ? { branchNumber: branches[0].branchNumber } : {};
    if (branches) return { service, subject, attributes, branches, ...named };
  }
  return { service, subject, attributes };
}
