import type { CourierCashState, CourierId, CourierValues, ShipmentStatus } from '@shared/domain/couriers';
import type { CourierReason } from '@shared/domain/courier-reasons';
import type { SharedStore } from '../../lib/shared-store';

/**
 * One courier family behind one small interface (decision 018). `features/shipments` speaks only
 * this; each family's module (`<family>/index.ts`) speaks its courier's documented protocol.
 */

/** A parcel as the shop describes it; each module turns it into its courier's fields. */
export interface ParcelRequest {
  orderId: string;
  /** What the owner and the courier call the order (`NB-…`). */
  reference: string;
  firstName: string;
  familyName: string;
  /** National form, 0XXXXXXXXX (couriers' APIs take 9–10 digits). */
  phone: string;
  address: string;
  /** Official code couriers still use, 1–58, and its name. */
  wilayaCode: number;
  wilayaName: string;
  /** The commune's name (French, as couriers list them). */
  communeName: string;
  /** Stop-desk delivery, and the courier's desk id when the customer chose one. */
  stopDesk: boolean;
  deskId: string | null;
  productList: string;
  /** What the courier collects at the door, whole DZD (0 for a prepaid order). */
  collectDa: number;
  /** The goods' value, whole DZD. */
  declaredValueDa: number;
  fromWilayaCode: number;
  fromWilayaName: string;
}

export type ParcelResult = { orderId: string; ok: true; tracking: string; labelUrl: string | null } | { orderId: string; ok: false; message: string };

/** One status the courier reported (webhook or poll), already in shared words. */
export interface ParcelEvent {
  tracking: string;
  /** Makes the event count once: the courier's event id, or the status and its date. */
  key: string;
  kind: 'status' | 'payment';
  status: ShipmentStatus | null;
  cash: CourierCashState | null;
  courierStatus: string;
  reason: string | null;
  at: Date;
}

export interface Desk {
  id: string;
  name: string;
  commune: string;
  address: string;
}

/** The courier's own fee to a wilaya, integer centimes (null: no such service). */
export interface CourierFee {
  wilaya: number;
  home: number | null;
  desk: number | null;
}

/** Why a call failed: `unavailable` (network, 5xx, quota), `auth` (keys refused), `invalid` (the courier refused the data). */
export class CourierError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'auth' | 'invalid' | 'quota',
    message: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** What a client shares with the shop's other instances: its quotas (the shared store: Redis with REDIS_URL). */
export interface CourierDeps {
  store: SharedStore;
}

export interface CourierClient {
  id: CourierId;
  /** A cheap authenticated read: resolves when the keys work (the settings' Test button). */
  test(): Promise<void>;
  /** What is wrong with this parcel for this courier (checked before any call), or null. */
  check(parcel: ParcelRequest): string | null;
  /** Creates the parcels in one go: one result per parcel, in order; throws CourierError when nothing was created. */
  createParcels(parcels: readonly ParcelRequest[]): Promise<ParcelResult[]>;
  /**
   * The parcel this courier holds for our reference (the order number), or null: how a claim left
   * `creating` by a request cut off mid-way is settled without a second parcel. Absent when the
   * courier cannot be asked by reference.
   */
  findParcel?(reference: string): Promise<{ tracking: string; labelUrl: string | null } | null>;
  /** One parcel's label as PDF bytes. */
  label(tracking: string, labelUrl: string | null): Promise<Uint8Array>;
  /** Stop-desks of a wilaya (1–58); empty when the courier lists none. */
  desks(wilayaCode: number): Promise<Desk[]>;
  /** The courier's fees from the shop's wilaya, where it quotes them. */
  fees?(fromWilayaCode: number): Promise<CourierFee[]>;
  /** Statuses of these parcels, asked for (couriers without webhooks are polled; each family batches within its limits). */
  track(trackings: readonly string[]): Promise<ParcelEvent[]>;
}

/**
 * A courier's signed webhooks (decision 018), read by the generic route
 * `/api/couriers/:courier/webhook`: the raw body's signature is checked before anything is read.
 */
export interface CourierWebhook<C extends CourierId = CourierId> {
  /** The request header carrying the signature (lower case). */
  signatureHeader: string;
  /** The secret its webhooks are signed with, from the keys in force ('': not configured, 503). */
  secret(keys: CourierValues<C>): string;
  /** Whether `signature` signs exactly these bytes with `secret` (compared in constant time). */
  verify(rawBody: Buffer, signature: string | undefined, secret: string): boolean;
  /** The events of a verified body; null when it is not this courier's webhook body (400). */
  parse(rawBody: Buffer): ParcelEvent[] | null;
  /**
   * The check the courier makes with a GET on the address when the webhook is registered (the raw
   * query string, undecoded): the body to answer, or null (400).
   */
  handshake?(rawQuery: string): string | null;
}

/**
 * A courier family's server module (`<family>/index.ts`): what the shop builds from its declaration
 * (`shared/domain/courier-families/<family>.ts`: label, capabilities, settings fields and their
 * environment variables). Adding a family is its declaration, this module and its fake.
 */
export interface CourierModule<C extends CourierId = CourierId> {
  /** Its client with the keys in force (called only when every required field has a value). */
  create(keys: CourierValues<C>, deps: CourierDeps): CourierClient;
  /** Present for a courier whose declaration says `webhooks`; else its parcels are polled (`track`). */
  webhook?: CourierWebhook<C>;
  /** Its statuses in its own words → the shared ones (null: no movement). Decision 018 prints each table. */
  statuses: Readonly<Record<string, ShipmentStatus | null>>;
  /** The reasons it documents for a failed attempt, a hold or a return, in its own words → the shop's codes. */
  reasons: Readonly<Record<string, CourierReason>>;
}
