import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './fake-server';

/**
 * A local ZR Express (Procolis API, `/api_v1`) on 127.0.0.1: `token` / `key` headers, `GET token`
 * (`{ Statut: "Accès activé" }`), `POST add_colis {Colis: [...]}` (per parcel `MessageRetour`:
 * `Good`, or `Double Tracking` for a tracking already used), `POST lire {Colis: [{Tracking}]}`
 * (`Situation`, `DateH_Action`). `situation()` moves a parcel.
 */
export interface ZrexpressFake extends FakeServer {
  parcels: Map<string, Record<string, string>>;
  situation(tracking: string, situation: string): void;
}

export async function startZrexpressFake(keys: { token: string; key: string }, port = 0): Promise<ZrexpressFake> {
  const parcels = new Map<string, Record<string, string>>();
  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (req.headers.token !== keys.token || req.headers.key !== keys.key) return sendJson(res, 401, { message: 'Accès refusé' });
    const path = req.url.pathname.replace(/^\/api_v1\//, '');
    if (req.method === 'GET' && path === 'token') return sendJson(res, 200, { Statut: 'Accès activé' });
    const body = (() => {
      try {
        return JSON.parse(req.body.toString('utf8')) as { Colis?: Record<string, string>[] };
      } catch {
        return {};
      }
    })();
    if (req.method === 'POST' && path === 'add_colis') {
      const Colis = (body.Colis ?? []).map((c) => {
        if (parcels.has(c.Tracking!)) return { ...c, MessageRetour: 'Double Tracking' };
        parcels.set(c.Tracking!, { ...c, Situation: 'En Préparation', DateH_Action: '2026-11-24 10:00:00' });
        return { ...c, MessageRetour: 'Good' };
      });
      return sendJson(res, 200, { Colis });
    }
    if (req.method === 'POST' && path === 'lire') return sendJson(res, 200, { Colis: (body.Colis ?? []).map((c) => parcels.get(c.Tracking!) ?? null) });
    sendJson(res, 404, { message: 'Not Found' });
  };
  const server = await startFakeServer(handler, port);
  return {
    ...server,
    parcels,
    situation(tracking, situation) {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`no parcel ${tracking}`);
      Object.assign(parcel, { Situation: situation, DateH_Action: new Date(Date.now() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ') });
    },
  };
}
