// The Node.js version the portal needs, read from the root package.json's `engines.node` (">=MAJOR.MINOR.PATCH").
// No dependencies: `npm start` checks the running Node with it before anything else loads.
import { readFileSync } from 'node:fs';

/** The oldest Node.js version a ">=x.y.z" range accepts, as [major, minor, patch]. */
export function oldestNode(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range).trim());
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR.PATCH", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Whether `version` ("20.20.2" or "v20.20.2") is at least `oldest`. */
export function isAtLeast(version, oldest) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((parts[i] ?? 0) !== oldest[i]) return (parts[i] ?? 0) > oldest[i];
  }
  return true;
}

/** The root package.json's `engines.node`. */
export function rootNodeRange(root) {
  return JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
}

/** The message `npm start` prints and stops with when this Node.js is older than the portal needs; else undefined. */
export function nodeTooOldMessage(version, range) {
  const oldest = oldestNode(range);
  if (isAtLeast(version, oldest)) return undefined;
  return (
    `This is Node.js ${String(version).replace(/^v/, '')}; the portal needs Node.js ${oldest.join('.')} or newer ` +
    `(package.json "engines"). Install a newer Node.js (for example from https://nodejs.org) and run npm start again.`
  );
}
