/**
 * Password hashing with scrypt from Node's own crypto.
 *
 * Why not argon2id, the first choice of current guidance: Node 20 has no argon2 of its own, and
 * the argon2 packages are native add-ons that need a compiler or a downloaded binary on every
 * machine a municipality installs the portal on, one more thing to build, trust and keep up to
 * date. scrypt is memory-hard as well (the property that makes GPU and ASIC guessing expensive),
 * comes with OpenSSL, and is the listed alternative in the same guidance. We use N=2^16
 * (64 MiB per hash, about 0.2 s), r=8, p=1, a 16-byte random salt and a 32-byte hash; the
 * guidance's N=2^17 doubles memory and time per login for little gain at our login rates.
 *
 * The stored form describes itself, in the PHC string format: `$scrypt$ln=16,r=8,p=1$<salt>$<hash>`
 * (base64 without padding). A hash made with other parameters still verifies and is replaced at
 * the next successful login (`needsRehash`), so the cost can be raised later without a reset.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export const SCRYPT_PARAMS = { ln: 16, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds what a stored string may ask for, so a damaged row cannot make a login take minutes. */
const MAX_LN = 20;

interface Parsed {
  ln: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, params: { ln: number; r: number; p: number }, length: number) {
  const N = 2 ** params.ln;
  // Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes and a little more.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    // The async form runs on libuv's thread pool: the event loop keeps serving others meanwhile.
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, SCRYPT_PARAMS, KEY_BYTES);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(hash)}`;
}

function parse(stored: string): Parsed | undefined {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return undefined;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > MAX_LN || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const hash = Buffer.from(match[5] ?? '', 'base64');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { ln, r, p, salt, hash };
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    await verifyDummy(password);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.ln !== SCRYPT_PARAMS.ln || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}

const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * The same work as checking a real password, for a username that does not exist (or has no
 * password yet): the answer then takes as long as for a wrong password, so its timing does not
 * tell whether the account exists.
 */
export async function verifyDummy(password: string): Promise<false> {
  await derive(password, DUMMY_SALT, SCRYPT_PARAMS, KEY_BYTES);
  return false;
}
