import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { appSecret } from '../../lib/app-secret';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@shared/domain/site-cookies';

/**
 * OWASP "device cookies": after a successful sign-in the browser gets `nonce.signature`, the
 * signature binding the nonce to the account's e-mail. A later attempt on that account carrying it
 * is counted on the device rather than on the account (login-defence.ts), so a stranger's guessing
 * cannot lock the owner out of a browser they have used before. Forged, or for another account: ignored.
 */
export { DEVICE_COOKIE };
export const DEVICE_COOKIE_MAX_AGE_S = DEVICE_COOKIE_DAYS * 24 * 3600;

const sign = (key: Buffer, email: string, nonce: string) => createHmac('sha256', key).update(`${email}\n${nonce}`).digest();

export async function issueDeviceCookie(ctx: ServiceContext, email: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const key = await appSecret(ctx.db, 'device-cookie');
  return `${nonce}.${sign(key, email.toLowerCase(), nonce).toString('base64url')}`;
}

/** The device's nonce when `cookie` was issued for `email`; null otherwise. */
export async function knownDevice(ctx: ServiceContext, cookie: string | undefined, email: string): Promise<string | null> {
  const match = cookie && /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = sign(await appSecret(ctx.db, 'device-cookie'), email.toLowerCase(), nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
