import { z } from 'zod';
import type { CourierValues } from '@shared/domain/couriers';
import { algiersTime, courierFetch, failureOf, jsonOf } from '../http';
import { CourierError, type CourierClient, type CourierModule, type ParcelEvent, type ParcelResult } from '../types';
import { ZREXPRESS_STATUSES, zrexpressStatus } from './statuses';

/**
 * ZR Express through its Procolis API (`https://procolis.com/api_v1`): `token` and `key` headers;
 * `GET token` (the keys' check), `POST add_colis {Colis: [...]}` (the shop names each parcel's
 * `Tracking`: our reference; the answer per parcel says `MessageRetour: "Good"`), `POST lire
 * {Colis: [{Tracking}]}` (its `Situation`, dated `DateH_Action`). No webhooks: polled.
 */
const NAME = 'ZR Express';

const ColisSchema = z.object({ Colis: z.array(z.object({ Tracking: z.string(), MessageRetour: z.string().nullish(), Situation: z.string().nullish(), DateH_Action: z.string().nullish() }).nullable()) });

export function createZrexpressClient(keys: CourierValues<'zrexpress'>): CourierClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await courierFetch(NAME, `${keys.apiUrl}/${path}`, {
      method,
      headers: { token: keys.apiToken, key: keys.apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const failure = failureOf(NAME, res);
    if (failure) throw failure;
    return jsonOf(NAME, res);
  }
  const colis = (value: unknown) => {
    const parsed = ColisSchema.safeParse(value);
    if (!parsed.success) throw new CourierError('unavailable', `${NAME} answered an unexpected body`);
    return parsed.data.Colis.filter((c): c is NonNullable<typeof c> => c !== null);
  };
  const read = async (trackings: readonly string[]) => colis(await call('POST', 'lire', { Colis: trackings.map((Tracking) => ({ Tracking })) }));

  return {
    id: 'zrexpress',
    async test() {
      await call('GET', 'token');
    },
    check(p) {
      if (!/^0\d{8,9}$/.test(p.phone)) return `${NAME} needs a phone number of 9 or 10 digits`;
      if (!p.communeName) return `${NAME} needs the commune`;
      return null;
    },
    async createParcels(parcels) {
      if (parcels.length === 0) return [];
      const answer = colis(
        await call('POST', 'add_colis', {
          Colis: parcels.map((p) => ({
            Tracking: p.reference,
            TypeLivraison: p.stopDesk ? '1' : '0',
            TypeColis: '0',
            Confrimee: '1',
            Client: `${p.firstName} ${p.familyName}`.trim(),
            MobileA: p.phone,
            Adresse: p.address,
            IDWilaya: String(p.wilayaCode),
            Commune: p.communeName,
            Total: String(p.collectDa),
            TProduit: p.productList,
            id_Externe: p.reference,
          })),
        }),
      );
      return parcels.map((p): ParcelResult => {
        const one = answer.find((c) => c.Tracking === p.reference);
        return one?.MessageRetour === 'Good' ? { orderId: p.orderId, ok: true, tracking: one.Tracking, labelUrl: null } : { orderId: p.orderId, ok: false, message: one?.MessageRetour ?? `${NAME} created no parcel` };
      });
    },
    async findParcel(reference) {
      const [found] = await read([reference]);
      return found ? { tracking: found.Tracking, labelUrl: null } : null;
    },
    async label(tracking) {
      throw new CourierError('invalid', `${NAME} gives no label for ${tracking} through its API`);
    },
    async desks() {
      return [];
    },
    async track(trackings) {
      const events: ParcelEvent[] = [];
      for (const c of await read(trackings)) {
        if (!trackings.includes(c.Tracking) || !c.Situation) continue;
        const at = c.DateH_Action ? algiersTime(c.DateH_Action) : new Date();
        events.push({ tracking: c.Tracking, key: `situation:${c.Situation}@${c.DateH_Action ?? ''}`, kind: 'status', status: zrexpressStatus(c.Situation), cash: null, courierStatus: c.Situation, reason: null, at: Number.isNaN(at.getTime()) ? new Date() : at });
      }
      return events;
    },
  };
}

export const zrexpressModule: CourierModule<'zrexpress'> = { create: createZrexpressClient, statuses: ZREXPRESS_STATUSES };
