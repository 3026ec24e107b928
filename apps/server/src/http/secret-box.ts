/**
 * Secrets of outgoing services at rest (identity brokers' client secrets, registers' API keys): AES-256-GCM, with the tenant and service as associated data so a
 * value copied into another tenant's row does not decrypt. A database dump alone reveals no
 * broker secret; the key lives only in the environment.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function associatedData(tenantId: number, service: string): Buffer {
  return Buffer.from(`${tenantId}:${service}`, 'utf8');
}

export function sealSecret(key: Buffer, tenantId: number, service: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(tenantId, service));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** Throws when the key is wrong or the value was tampered with or moved. */
export function openSecret(key: Buffer, tenantId: number, service: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(associatedData(tenantId, service));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
