import { SECRET_MASK } from '@shared/contracts/settings';
import { COURIER_FIELDS, type CourierSettings, type UpdateCourierSettingsInput } from '@shared/contracts/shipments';
import { COURIER_INFO, COURIERS, type CourierId } from '@shared/domain/couriers';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { CourierSettingsRow } from '../../db/schema';
import { courierClient, CourierError, isConfigured, type CourierClient, type CourierKeys } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { maskSecret } from '../settings/settings.service';
import { insertAuditEntries } from '../settings/settings.repository';
import * as repo from './shipments.repository';
import { requireAdmin } from '../auth/access-policy';

/**
 * Couriers' keys (decisions.md §5): a value saved in the admin settings wins over the environment's
 * (YALIDINE_*, ECOTRACK_*); secrets leave the server masked; only the owner changes them (§2); a
 * changed API address drops its saved key unless a key comes with it.
 */

const e = msg.shipments.errors;
const orEnv = (saved: string, env: string) => (saved.trim() ? saved.trim() : env);

export function keysOf(ctx: ServiceContext, row: CourierSettingsRow): CourierKeys {
  const env = ctx.config.couriers;
  return {
    yalidine: {
      apiId: orEnv(row.yalidineApiId, env.yalidine.apiId),
      apiToken: orEnv(row.yalidineApiToken, env.yalidine.apiToken),
      apiUrl: orEnv(row.yalidineApiUrl, env.yalidine.apiUrl).replace(/\/+$/, ''),
      webhookSecret: orEnv(row.yalidineWebhookSecret, env.yalidine.webhookSecret),
    },
    ecotrack: { apiUrl: orEnv(row.ecotrackApiUrl, env.ecotrack.apiUrl).replace(/\/+$/, ''), apiToken: orEnv(row.ecotrackApiToken, env.ecotrack.apiToken) },
  };
}

export async function courierKeys(ctx: ServiceContext): Promise<{ keys: CourierKeys; shipFromWilaya: number }> {
  const row = await repo.getCourierSettingsRow(ctx.db);
  return { keys: keysOf(ctx, row), shipFromWilaya: Number(row.shipFromWilaya) };
}

/** The courier's client with the keys in force; 409 telling the owner where to add them when they are missing. */
export async function requireCourier(ctx: ServiceContext, id: CourierId): Promise<CourierClient> {
  const client = courierClient(id, (await courierKeys(ctx)).keys, ctx);
  if (!client) throw new AppError('CONFLICT', say(e.notConfigured, { courier: COURIER_INFO[id].label }));
  return client;
}

/** The couriers that can take parcels now. */
export async function configuredCouriers(ctx: ServiceContext): Promise<CourierId[]> {
  const { keys } = await courierKeys(ctx);
  return COURIERS.filter((id) => isConfigured(id, keys));
}

function viewOf(ctx: ServiceContext, row: CourierSettingsRow, origin: string): CourierSettings {
  const keys = keysOf(ctx, row);
  const fields: Record<CourierId, Record<string, string>> = {
    yalidine: {
      yalidineApiId: keys.yalidine.apiId,
      yalidineApiToken: maskSecret(keys.yalidine.apiToken),
      yalidineApiUrl: keys.yalidine.apiUrl,
      yalidineWebhookSecret: maskSecret(keys.yalidine.webhookSecret),
    },
    ecotrack: { ecotrackApiUrl: keys.ecotrack.apiUrl, ecotrackApiToken: maskSecret(keys.ecotrack.apiToken) },
  };
  return {
    shipFromWilaya: row.shipFromWilaya,
    couriers: COURIERS.map((id) => ({
      id,
      label: COURIER_INFO[id].label,
      configured: isConfigured(id, keys),
      webhooks: COURIER_INFO[id].webhooks,
      fields: fields[id],
      webhookUrl: COURIER_INFO[id].webhooks ? `${origin}/api/couriers/${id}/webhook` : null,
    })),
  };
}


export async function getCourierSettings(ctx: ServiceContext, actor: Actor, origin: string): Promise<CourierSettings> {
  requireAdmin(actor);
  return viewOf(ctx, await repo.getCourierSettingsRow(ctx.db), origin);
}

const SECRETS: readonly string[] = Object.values(COURIER_FIELDS).flatMap((fields) => fields.filter((f) => f.secret).map((f) => f.name));
/** A changed address drops the key saved for the old one, unless a key comes with it (decisions.md §2). */
const KEY_OF_URL = { yalidineApiUrl: 'yalidineApiToken', ecotrackApiUrl: 'ecotrackApiToken' } as const;

export async function updateCourierSettings(ctx: ServiceContext, actor: Actor, input: UpdateCourierSettingsInput, origin: string): Promise<CourierSettings> {
  requireAdmin(actor);
  if (!actor.isOwner) throw new AppError('FORBIDDEN', e.ownerOnly);
  if (input.shipFromWilaya !== undefined && !wilayaByCode(Number(input.shipFromWilaya))) {
    throw new AppError('BAD_REQUEST', e.wilayaUnknown, { shipFromWilaya: e.wilayaUnknown });
  }
  const current = await repo.getCourierSettingsRow(ctx.db);
  const values: repo.CourierSettingsValues = {};
  for (const [field, value] of Object.entries(input) as [keyof UpdateCourierSettingsInput, string | undefined][]) {
    if (value === undefined) continue;
    const secret = SECRETS.includes(field);
    if (secret && (value.trim() === '' || value.startsWith(SECRET_MASK))) continue; // masked or empty: keep it
    values[field] = value.trim();
  }
  // "Changed" means other than the address in force (saved or the environment's): the form sends back
  // the address it showed, and that must not drop the key.
  const inForce = keysOf(ctx, current);
  const addressInForce = { yalidineApiUrl: inForce.yalidine.apiUrl, ecotrackApiUrl: inForce.ecotrack.apiUrl };
  for (const [url, key] of Object.entries(KEY_OF_URL) as [keyof typeof KEY_OF_URL, (typeof KEY_OF_URL)[keyof typeof KEY_OF_URL]][]) {
    const sent = values[url];
    if (sent === undefined) continue;
    if (sent === current[url]) continue;
    if (sent.replace(/\/+$/, '') === addressInForce[url]) delete values[url];
    else if (values[key] === undefined) values[key] = '';
  }
  // Only what differs is a change; each is kept in the settings' audit log (decisions.md §2), secrets masked.
  const changes = (Object.entries(values) as [keyof repo.CourierSettingsValues, string][]).filter(([key, after]) => String(current[key] ?? '') !== after);
  const audited = (key: string, value: unknown) => (SECRETS.includes(key) ? maskSecret(String(value ?? '')) : String(value ?? ''));
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateCourierSettingsRow(tx, values);
    await insertAuditEntries(
      tx,
      changes.map(([key, after]) => ({ actorId: actor.id, actorEmail: actor.email, key, oldValue: audited(key, current[key]), newValue: audited(key, after) })),
    );
    return updated;
  });
  return viewOf(ctx, row, origin);
}

/** The settings' Test button: a cheap authenticated call with the keys in force. */
export async function testCourier(ctx: ServiceContext, actor: Actor, id: CourierId): Promise<{ ok: true }> {
  requireAdmin(actor);
  const client = await requireCourier(ctx, id);
  try {
    await client.test();
    return { ok: true };
  } catch (err) {
    const detail = err instanceof CourierError ? err.message : 'unexpected error';
    throw new AppError('BAD_REQUEST', say(e.testFailed, { courier: COURIER_INFO[id].label, detail }));
  }
}
