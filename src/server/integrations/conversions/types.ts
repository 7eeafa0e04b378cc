import type { Conversion } from '@shared/domain/ad-platforms';
import type { VisitSignals } from '../../db/schema';

/**
 * One conversion as the shop knows it, before any platform's shape (docs/decisions/034-conversions-told-by-the-server.md):
 * each platform's module normalises, hashes and names it as its own documentation says.
 */
export interface ConversionEvent {
  conversion: Conversion;
  /** Deduplicates with the browser pixel's event of the same name: the order's id. */
  eventId: string;
  time: Date;
  orderId: string;
  /** Integer centimes of DA; the platforms read a decimal number of DZD. */
  valueCentimes: number;
  items: readonly { id: string; quantity: number; unitPriceCentimes: number }[];
  customer: {
    /** E.164, `+213…`, or null. */
    phone: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    city: string | null;
  };
  /** What the visit that placed the order told, sent as it is (never hashed); null for an order taken on the phone. */
  visit: VisitSignals | null;
}

/** A platform's account as in force (the saved settings, else the environment's). */
export interface PlatformAccount {
  pixelId: string;
  accessToken: string;
  /** The platform's API (its fake in tests), without a trailing slash. */
  apiUrl: string;
}

/** What the platform answered a call it accepted. */
export interface PlatformAnswer {
  received: number;
  /** The platform's own words (Meta's `fbtrace_id`, TikTok's `request_id`), for the owner's Test. */
  detail: string;
}

/** A call the platform refused or did not answer; `retry`: worth trying again later (an outage, a limit). */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** One module per platform (`<id>.ts`), all behind this interface. */
export interface ConversionPlatform {
  send(account: PlatformAccount, events: readonly ConversionEvent[], opts?: { testEventCode?: string }): Promise<PlatformAnswer>;
}
