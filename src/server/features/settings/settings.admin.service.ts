import type { AdminSettingsUpdate } from '@shared/contracts/admin';
import type { Settings } from '@shared/contracts/settings';
import { parseMoney } from '@shared/domain/money';
import type { PaymentMethod } from '@shared/domain/order';
import { msg, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import { getSettings, updateSettings, type SettingsUpdate } from './settings.service';

const e = msg.admin.errors;

/**
 * `PATCH /api/admin/settings` (spec §5 Admin settings, docs/contract.md §2): an admin's (checked here
 * too), the owner-only settings the owner's (`saveSettings`).
 * - Fields left out are kept. An empty site name is refused ('Site name is required'); an empty amount
 *   or colour keeps the current one (they are never empty); an empty logo, favicon or text clears it.
 * - A secret sent masked ('********…') or empty keeps the stored one (settings.service's rule).
 * - The default payment method must be one of those offered; offering methods without the current
 *   default moves the default to the first one offered.
 */
export async function updateAdminSettings(ctx: ServiceContext, actor: Actor, input: AdminSettingsUpdate, tr: Translator): Promise<Settings> {
  requireAdmin(actor);
  const { minFreeShipping, shippingFee, paymentMethods, defaultPaymentMethod, ...rest } = input;
  const update: SettingsUpdate = { ...rest };
  if (minFreeShipping !== undefined) update.minFreeShipping = parseMoney(minFreeShipping) ?? 0;
  if (shippingFee !== undefined) update.shippingFee = parseMoney(shippingFee) ?? 0;

  if (paymentMethods !== undefined || defaultPaymentMethod !== undefined) {
    const current = await getSettings(ctx, actor, tr);
    const methods = paymentMethods ?? (current.paymentMethods as PaymentMethod[]);
    let fallback = defaultPaymentMethod ?? (current.defaultPaymentMethod as PaymentMethod);
    if (!methods.includes(fallback)) {
      if (defaultPaymentMethod !== undefined) {
        throw new AppError('BAD_REQUEST', e.defaultMethodNotOffered, { defaultPaymentMethod: e.defaultMethodNotOffered });
      }
      fallback = methods[0]!;
    }
    if (paymentMethods !== undefined) update.paymentMethods = paymentMethods;
    update.defaultPaymentMethod = fallback;
  }
  return updateSettings(ctx, actor, update, tr);
}
