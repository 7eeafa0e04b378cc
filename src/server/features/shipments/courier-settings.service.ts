import { SECRET_MASK } from '@shared/contracts/settings';
import type { CourierSettings, UpdateCourierSettingsInput } from '@shared/contracts/shipments';
import {
  ADDRESS_FIELD,
  COURIER_INFO,
  COURIERS,
  courierFields,
  courierSettingKey,
  type CourierFieldDeclaration,
  type CourierId,
} from '@shared/domain/couriers';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { COURIER_MODULES, courierClient, CourierError, isConfigured, type CourierClient, type CourierKeys } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import { credentialInForce, sameAddress } from '../../lib/saved-keys';
import type { Actor } from '../auth/auth.service';
import { maskSecret, recordSettingChanges, type SettingChanges } from '../settings/settings.service';
import { getSettingsRow } from '../settings/settings.repository';
import * as repo from './shipments.repository';
import { requireAdmin, requireOwner } from '../auth/access-policy';
import type { Translator } from '@shared/messages';

/**
 * Couriers' keys (docs/contract.md §5, decision 018), field by field as each family declares them
 * (`shared/domain/courier-families/`): a value saved in the admin settings wins over the
 * environment's; the environment's credentials go only to the environment's own address; secrets
 * leave the server masked; only the owner changes them (§2); a changed API address drops the saved
 * credentials unless new ones come with it. Nothing here names a family.
 */

const e = msg.shipments.errors;
type Saved = Record<string, Record<string, string>>;
const trimAddress = (url: string) => url.trim().replace(/\/+$/, '');

/** One courier's keys in force from what is saved and the environment (decision 018 "Keys"). */
function accountKeys(ctx: ServiceContext, id: CourierId, saved: Record<string, string> = {}): Record<string, string> {
  const env = ctx.config.couriers.env[id] as Record<string, string>;
  const savedOf = (name: string) => (saved[name] ?? '').trim();
  const address = trimAddress(savedOf(ADDRESS_FIELD) || (env[ADDRESS_FIELD] ?? ''));
  return Object.fromEntries(
    courierFields(id).map((f) => {
      if (f.name === ADDRESS_FIELD) return [f.name, address];
      // An id or a token of the environment goes only to the environment's address, never to one typed in the settings.
      if (f.credential) return [f.name, credentialInForce(savedOf(f.name), env[f.name], address, env[ADDRESS_FIELD])];
      return [f.name, savedOf(f.name) || env[f.name] || ''];
    }),
  );
}

export function keysOf(ctx: ServiceContext, saved: Saved): CourierKeys {
  return Object.fromEntries(COURIERS.map((id) => [id, accountKeys(ctx, id, saved[id])])) as CourierKeys;
}

export async function courierKeys(ctx: ServiceContext): Promise<{ keys: CourierKeys; shipFromWilaya: number }> {
  const [row, saved] = await Promise.all([repo.getCourierSettingsRow(ctx.db), repo.getCourierAccounts(ctx.db)]);
  return { keys: keysOf(ctx, saved), shipFromWilaya: Number(row.shipFromWilaya) };
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

const shown = (f: CourierFieldDeclaration, value: string) => (f.secret ? maskSecret(value) : value);

function viewOf(ctx: ServiceContext, shipFromWilaya: string, saved: Saved, origin: string): CourierSettings {
  const keys = keysOf(ctx, saved);
  return {
    shipFromWilaya,
    couriers: COURIERS.map((id) => {
      const values = keys[id] as Record<string, string>;
      return {
        id,
        label: COURIER_INFO[id].label,
        configured: isConfigured(id, keys),
        webhooks: COURIER_INFO[id].webhooks,
        fields: Object.fromEntries(courierFields(id).map((f) => [f.name, shown(f, values[f.name] ?? '')])),
        webhookUrl: COURIER_MODULES[id].webhook ? `${origin}/api/couriers/${id}/webhook` : null,
      };
    }),
  };
}

export async function getCourierSettings(ctx: ServiceContext, actor: Actor, origin: string): Promise<CourierSettings> {
  requireAdmin(actor);
  const [row, saved] = await Promise.all([repo.getCourierSettingsRow(ctx.db), repo.getCourierAccounts(ctx.db)]);
  return viewOf(ctx, row.shipFromWilaya, saved, origin);
}

/** A secret sent back masked (as GET showed it) or empty keeps the saved one. */
const keepsSecret = (value: string) => value.trim() === '' || value.startsWith(SECRET_MASK);

/**
 * A courier's saved fields after the owner's input: secrets sent masked or empty are kept; an
 * address sent back as it is in force (saved or the environment's) is no change; a changed address
 * drops the saved secret credentials (they were the old address's) unless new ones come with it.
 */
function nextAccount(ctx: ServiceContext, id: CourierId, saved: Record<string, string>, input: Record<string, string | undefined>): Record<string, string> {
  const next = { ...saved };
  for (const f of courierFields(id)) {
    const value = input[f.name];
    if (value === undefined || (f.secret && keepsSecret(value))) continue;
    next[f.name] = f.name === ADDRESS_FIELD ? trimAddress(value) : value.trim();
  }
  const sent = input[ADDRESS_FIELD];
  if (sent !== undefined && !sameAddress(sent, saved[ADDRESS_FIELD] ?? '')) {
    const inForce = accountKeys(ctx, id, saved)[ADDRESS_FIELD] ?? '';
    if (trimAddress(sent) !== '' && sameAddress(sent, inForce)) next[ADDRESS_FIELD] = saved[ADDRESS_FIELD] ?? '';
    else {
      for (const f of courierFields(id)) {
        const entered = input[f.name] !== undefined && !keepsSecret(input[f.name]!);
        if (f.credential && f.secret && !entered) next[f.name] = '';
      }
    }
  }
  return next;
}

/**
 * `PATCH /api/admin/couriers`: the owner's only (every field is, `SETTING_RULES`: 403 for other
 * admins, nothing saved). In one transaction that first locks the settings row (`FOR UPDATE`): the
 * saved fields are read, the changes written and recorded as every settings change is
 * (`recordSettingChanges`: the audit log under `<courier><Field>`, e.g. `yalidineApiToken`, secrets
 * masked; the owner e-mailed when an account's credentials change), so two saves at once cannot audit
 * from the same "before".
 */
export async function updateCourierSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateCourierSettingsInput,
  origin: string,
  tr: Translator,
): Promise<CourierSettings> {
  requireOwner(actor, e.ownerOnly);
  if (input.shipFromWilaya !== undefined && !wilayaByCode(Number(input.shipFromWilaya))) {
    throw new AppError('BAD_REQUEST', e.wilayaUnknown, { shipFromWilaya: e.wilayaUnknown });
  }
  const { shipFromWilaya, saved } = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCourierSettingsRow(tx);
    const before = await repo.getCourierAccounts(tx);
    const changes: SettingChanges = [];
    let wilaya = row.shipFromWilaya;
    if (input.shipFromWilaya !== undefined && input.shipFromWilaya !== row.shipFromWilaya) {
      await repo.updateShipFromWilaya(tx, input.shipFromWilaya);
      changes.push(['shipFromWilaya', row.shipFromWilaya, input.shipFromWilaya]);
      wilaya = input.shipFromWilaya;
    }
    const after: Saved = { ...before };
    for (const id of COURIERS) {
      const sent = input.couriers?.[id] as Record<string, string | undefined> | undefined;
      if (!sent) continue;
      const old = before[id] ?? {};
      const next = nextAccount(ctx, id, old, sent);
      const changed = courierFields(id).filter((f) => (old[f.name] ?? '') !== (next[f.name] ?? ''));
      if (changed.length === 0) continue;
      await repo.saveCourierAccount(tx, id, next);
      after[id] = next;
      for (const f of changed) changes.push([courierSettingKey(id, f.name), old[f.name] ?? '', next[f.name] ?? '']);
    }
    if (changes.length > 0) await recordSettingChanges({ ...ctx, db: tx }, actor, changes, { siteName: (await getSettingsRow(tx)).siteName, tr });
    return { shipFromWilaya: wilaya, saved: after };
  });
  return viewOf(ctx, shipFromWilaya, saved, origin);
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
