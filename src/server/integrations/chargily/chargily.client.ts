import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PaymentGatewayError } from '../stripe/stripe.gateway';

/**
 * Chargily Pay V2 (CIB / Edahabia), the calls the shop makes, over fetch: create a checkout, read one
 * back, and expire one that must no longer be paid. `Authorization: Bearer <secret key>`; amounts are integer DZD. Tests point `apiUrl`
 * at tests/fakes/chargily.fake.ts.
 * NOTE: https://dev.chargily.com/pay-v2/api-reference/checkouts/create
 */

export const CHARGILY_STATUSES = ['pending', 'processing', 'paid', 'failed', 'canceled', 'expired'] as const;

const CheckoutSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  checkout_url: z.string().optional(),
  metadata: z.unknown().optional(),
});
export type ChargilyCheckout = z.infer<typeof CheckoutSchema>;

export interface CreateCheckoutParams {
  /** Integer DZD. */
  amount: number;
  successUrl: string;
  failureUrl: string;
  webhookEndpoint: string;
  locale: 'ar' | 'en' | 'fr';
  description: string;
  metadata: Record<string, string>;
}

export interface ChargilyClient {
  createCheckout(params: CreateCheckoutParams): Promise<ChargilyCheckout & { checkout_url: string }>;
  retrieveCheckout(id: string): Promise<ChargilyCheckout>;
  /** `POST /checkouts/{id}/expire`: the checkout can no longer be paid (refused once it is paid or final). */
  expireCheckout(id: string): Promise<ChargilyCheckout>;
}

const TIMEOUT_MS = 15_000;

export function createChargilyClient(secretKey: string, apiUrl: string): ChargilyClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ChargilyCheckout> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentGatewayError('unavailable', `Chargily unreachable: ${(err as Error).message}`);
    }
    if (res.status === 401 || res.status === 403) throw new PaymentGatewayError('auth', `Chargily refused the key (${res.status})`);
    if (res.status === 404) throw new PaymentGatewayError('not_found', 'Chargily checkout not found');
    if (res.status === 422 || res.status === 400) throw new PaymentGatewayError('invalid', `Chargily refused the request: ${await res.text()}`);
    if (!res.ok) throw new PaymentGatewayError('unavailable', `Chargily answered ${res.status}`);
    const parsed = CheckoutSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new PaymentGatewayError('unavailable', 'Chargily answered an unexpected body');
    return parsed.data;
  }

  return {
    async createCheckout(p) {
      const checkout = await call('POST', '/checkouts', {
        amount: p.amount,
        currency: 'dzd',
        success_url: p.successUrl,
        failure_url: p.failureUrl,
        webhook_endpoint: p.webhookEndpoint,
        locale: p.locale,
        description: p.description,
        metadata: p.metadata,
      });
      if (!checkout.checkout_url) throw new PaymentGatewayError('unavailable', 'Chargily checkout without checkout_url');
      return { ...checkout, checkout_url: checkout.checkout_url };
    },
    retrieveCheckout: (id) => call('GET', `/checkouts/${encodeURIComponent(id)}`),
    expireCheckout: (id) => call('POST', `/checkouts/${encodeURIComponent(id)}/expire`),
  };
}

/** The webhook's `signature` header: hex HMAC-SHA256 of the raw body with the secret key, compared in constant time. */
export function isValidChargilySignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !secretKey || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export const signChargilyBody = (rawBody: string | Buffer, secretKey: string) => createHmac('sha256', secretKey).update(rawBody).digest('hex');

const EventSchema = z.object({ id: z.string().optional(), type: z.string(), data: CheckoutSchema });
export type ChargilyEvent = z.infer<typeof EventSchema>;

/** The event of a verified body; null when it is not one the shop understands. */
export function parseChargilyEvent(rawBody: Buffer): ChargilyEvent | null {
  try {
    const parsed = EventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
