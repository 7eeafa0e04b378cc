import webpush from 'web-push';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import * as repo from './care.repository';

/**
 * Standard Web Push (RFC 8030) with VAPID (RFC 8292) and encrypted payloads (RFC 8291, aes128gcm):
 * the `web-push` library encrypts and signs (generateRequestDetails); the request itself goes out
 * through fetch, so a push service on plain http (the tests' local one) is reached as a real one is.
 */

/** The push services of the browsers people use; an endpoint elsewhere is refused (no request to an address a customer chose). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
  'push.api.chromecast.com',
];

export function isAllowedPushEndpoint(ctx: ServiceContext, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (ctx.config.care.extraPushOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

export function requireAllowedPushEndpoint(ctx: ServiceContext, endpoint: string): void {
  if (!isAllowedPushEndpoint(ctx, endpoint)) throw new AppError('BAD_REQUEST', msg.validation.invalidInput, { endpoint: msg.validation.invalidInput });
}

/** The server's VAPID key pair, made once and kept in the database (every instance signs with it). */
export async function vapidKeyPair(ctx: ServiceContext): Promise<{ publicKey: string; privateKey: string }> {
  const row = await repo.vapidKeys(ctx.db, () => webpush.generateVAPIDKeys());
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** Who sends (RFC 8292 `sub`): the shop's https origin, else a contact address. */
export function vapidSubject(ctx: ServiceContext): string {
  return ctx.config.publicOrigin?.startsWith('https://') ? ctx.config.publicOrigin : 'mailto:no-reply@nabta.dz';
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

/** Sends one encrypted message; `gone` (404/410) means the subscription no longer exists. */
export async function sendPush(ctx: ServiceContext, keys: { publicKey: string; privateKey: string }, target: PushTarget, payload: string): Promise<PushResult> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: { subject: vapidSubject(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 12 * 3600,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    if (!res.ok) {
      ctx.log.warn({ status: res.status }, 'push service refused a care reminder');
      return 'failed';
    }
    return 'sent';
  } catch (err) {
    ctx.log.warn({ err }, 'push service unreachable');
    return 'failed';
  }
}
