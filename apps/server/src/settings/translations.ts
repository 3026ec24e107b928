/**
 * A tenant's translations: the bundled catalogue with the tenant's own texts laid over it
 * (its name, conditions text, any wording it prefers). The checksum lets the browser keep
 * its stored copy until something changes.
 */
import { createHash } from 'node:crypto';

export function mergeCatalogue(
  bundled: Record<string, string>,
  overrides: Record<string, string>,
): Record<string, string> {
  return { ...bundled, ...overrides };
}

export function catalogueChecksum(catalogue: Record<string, string>): string {
  const canonical = JSON.stringify(
    Object.keys(catalogue)
      .sort()
      .map((key) => [key, catalogue[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
