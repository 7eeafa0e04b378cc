import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { courierWebhook } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import { recordCourierEvents } from './courier-events.service';
import { courierKeys } from './courier-settings.service';

/** Couriers' webhooks (docs/contract.md §5): the registration handshake, and signed reports recorded once. */

const e = msg.shipments.errors;

/** The courier named in a webhook's path, with its webhooks; 404 for an unknown courier or one that sends none. */
function webhookOf(courier: string) {
  const found = courierWebhook(courier);
  if (!found) throw new AppError('NOT_FOUND', e.noWebhook);
  return found;
}

/**
 * `POST /api/couriers/:courier/webhook` (Yalidine's: `/api/couriers/yalidine/webhook`): the
 * signature in the courier's header is checked over the raw bytes with the secret in force before
 * anything is read (none configured: 503; a bad one: 400, nothing changes); then each event is
 * recorded once.
 */
export async function handleCourierWebhook(ctx: ServiceContext, courier: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: true }> {
  const { id, webhook } = webhookOf(courier);
  const { keys } = await courierKeys(ctx);
  const secret = webhook.secret(keys[id] as never); // the module reads its own family's keys
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', e.webhookNotConfigured);
  const signature = headers[webhook.signatureHeader];
  if (!webhook.verify(rawBody, typeof signature === 'string' ? signature : undefined, secret)) throw new AppError('BAD_REQUEST', e.webhookSignature);
  const events = webhook.parse(rawBody);
  if (!events) throw new AppError('BAD_REQUEST', e.webhookBody);
  await recordCourierEvents(ctx, id, events);
  return { received: true };
}

/** `GET` on a courier's webhook address: the answer to its registration check (Yalidine's `crc_token`), or 400. */
export function courierWebhookHandshake(courier: string, rawQuery: string): string {
  const { webhook } = webhookOf(courier);
  const answer = webhook.handshake?.(rawQuery) ?? null;
  if (answer === null) throw new AppError('BAD_REQUEST', e.webhookBody);
  return answer;
}
