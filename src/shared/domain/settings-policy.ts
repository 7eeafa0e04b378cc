import { AD_PLATFORM_FIELDS } from './ad-platforms';
import { ENGINE_FIELDS } from './identify-engines';
import { ADDRESS_FIELD, COURIERS, courierFields, courierSettingKey } from './couriers';

/**
 * The settings policy, the one place that says who may change which setting, and what a change
 * sets off (docs/contract.md §2 "Admins are not all equal"); the server enforces it, the admin UI shows
 * owner-only settings read-only to other admins from the same table. One line per setting that is
 * more than an admin's to change; a setting not listed here is any admin's. An outside service's keys
 * are one line each; the couriers' come from their families' declarations (below). The server reads it through `access-policy.ts`
 * (`requireSettingsChange`) and `settings.service` (`saveSettings`, `recordSettingChanges`).
 *
 * - `ownerOnly`: only the owner (OWNER_EMAIL) changes it; another admin's change is a 403.
 * - `secret`: masked in the audit log (last 8 characters at most, like GET shows it).
 * - `alertsOwner`: a change e-mails the owner (where the money goes).
 * - `dropsKey`: this is a service's address; changing it clears that saved key unless a new key
 *   comes in the same change, so nobody can point a service at their own server and receive the
 *   owner's key with the next call.
 */
export interface SettingRule {
  ownerOnly?: true;
  secret?: true;
  alertsOwner?: true;
  dropsKey?: SettingKey;
}

/** A setting's name: the settings row's field (server) and the settings form's (client) alike. */
export type SettingKey = string;

/**
 * The couriers' keys (docs/contract.md §5), a line per field each family declares
 * (`courier-families/<id>.ts`), audited as `<courier><Field>` (`yalidineApiToken`): owner-only, since
 * their accounts collect the cash on delivery; a secret field masked; the account's credentials alert
 * the owner; its address drops its secret credential.
 */
function courierRules(): Record<SettingKey, SettingRule> {
  return Object.fromEntries(
    COURIERS.flatMap((id) => {
      const fields = courierFields(id);
      const dropped = fields.find((f) => f.credential && f.secret);
      return fields.map((f): [SettingKey, SettingRule] => [
        courierSettingKey(id, f.name),
        {
          ownerOnly: true,
          ...(f.secret ? { secret: true as const } : {}),
          ...(f.credential ? { alertsOwner: true as const } : {}),
          ...(f.name === ADDRESS_FIELD && dropped ? { dropsKey: courierSettingKey(id, dropped.name) } : {}),
        },
      ]);
    }),
  );
}

export const SETTING_RULES: Readonly<Record<SettingKey, SettingRule>> = {
  bankName: { ownerOnly: true, alertsOwner: true },
  bankAccountHolder: { ownerOnly: true, alertsOwner: true },
  bankRib: { ownerOnly: true, alertsOwner: true },
  ccpNumber: { ownerOnly: true, alertsOwner: true },
  ccpKey: { ownerOnly: true, alertsOwner: true },
  ccpHolder: { ownerOnly: true, alertsOwner: true },
  paymentMethods: { ownerOnly: true, alertsOwner: true },
  defaultPaymentMethod: { ownerOnly: true },
  // Where customers call and write: another admin could send them to someone else's phone.
  contactPhone: { ownerOnly: true, alertsOwner: true },
  whatsappNumber: { ownerOnly: true, alertsOwner: true },
  contactEmail: { ownerOnly: true, alertsOwner: true },
  // The seller's legal identity (law 18-05): the owner answers for it, another admin may not change whose shop this is.
  sellerName: { ownerOnly: true },
  sellerAddress: { ownerOnly: true },
  sellerRc: { ownerOnly: true },
  sellerNif: { ownerOnly: true },
  // The owner's own inbox: another admin does not silence it.
  notifyNewOrders: { ownerOnly: true },
  stripePublishableKey: { ownerOnly: true, alertsOwner: true },
  stripeSecretKey: { ownerOnly: true, secret: true, alertsOwner: true },
  stripeWebhookSecret: { ownerOnly: true, secret: true, alertsOwner: true },
  chargilySecretKey: { ownerOnly: true, secret: true, alertsOwner: true },
  // The identification engines' keys and addresses, as each engine declares them (identify-engines.ts).
  ...Object.fromEntries(
    ENGINE_FIELDS.map((f): [string, SettingRule] => [f.name, { ownerOnly: f.ownerOnly, ...(f.secret ? { secret: true } : {}), ...(f.dropsKey ? { dropsKey: f.dropsKey } : {}) }]),
  ),
  // What unpaid orders may hold and for how long (docs/contract.md §2): lifted by another admin, a few
  // accounts could hold the whole stock (issue 37).
  unpaidUnitsPerOrder: { ownerOnly: true },
  unpaidUnitsPerAccount: { ownerOnly: true },
  bankTransferDays: { ownerOnly: true },
  cardPaymentMinutes: { ownerOnly: true },
  codConfirmDays: { ownerOnly: true },
  // Where the couriers' parcels leave from (their fees and the Yalidine account depend on it).
  shipFromWilaya: { ownerOnly: true },
  ...courierRules(),
  // The ad platforms' accounts (ad-platforms.ts): the owner's, since they send the customers' (hashed) data out.
  ...Object.fromEntries(AD_PLATFORM_FIELDS.map((f): [SettingKey, SettingRule] => [f.name, { ownerOnly: true, ...(f.secret ? { secret: true as const } : {}) }])),
};

const rule = (key: SettingKey): SettingRule => SETTING_RULES[key] ?? {};

export const isOwnerOnlySetting = (key: SettingKey) => rule(key).ownerOnly === true;
export const isSecretSetting = (key: SettingKey) => rule(key).secret === true;
export const alertsOwner = (key: SettingKey) => rule(key).alertsOwner === true;

/** The keys whose saved value a change of `key` clears (its service's key), unless they change too. */
export const keyDroppedBy = (key: SettingKey): SettingKey | undefined => rule(key).dropsKey;

/** The owner-only settings, for the admin UI (shown read-only to other admins). */
export const OWNER_ONLY_SETTINGS: readonly SettingKey[] = Object.keys(SETTING_RULES).filter(isOwnerOnlySetting);
