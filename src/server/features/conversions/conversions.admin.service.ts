import { randomUUID } from 'node:crypto';
import type { ConversionSettings, ConversionSettingsUpdate, ConversionTest } from '@shared/contracts/conversions';
import { SECRET_MASK } from '@shared/contracts/settings';
import { AD_PLATFORM_INFO, AD_PLATFORMS, type AdPlatformDeclaration, type AdPlatformId } from '@shared/domain/ad-platforms';
import { msg, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { VisitSignals } from '../../db/schema';
import { conversionPlatforms } from '../../integrations/conversions';
import { PlatformError } from '../../integrations/conversions/types';
import { requireAdmin, requireOwner } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import { getAdAccountValues, maskSecret, saveSettings } from '../settings/settings.service';
import * as repo from './conversions.repository';

const e = msg.admin.conversions.errors;
const QUEUE_DAYS = 30;

/** Admins read (the token masked); the owner changes (settings policy) and tests. docs/contract.md §9. */
export async function getConversionSettings(ctx: ServiceContext, actor: Actor): Promise<ConversionSettings> {
  requireAdmin(actor);
  const accounts = await getAdAccountValues(ctx);
  const counts = await repo.countConversions(ctx.db, new Date(Date.now() - QUEUE_DAYS * 86_400_000));
  const count = (platform: string, status: string) => counts.find((c) => c.platform === platform && c.status === status)?.count ?? 0;
  const entries = AD_PLATFORMS.map((id) => {
    const a = accounts[id];
    return [
      id,
      {
        label: AD_PLATFORM_INFO[id].label,
        pixelId: a.pixelId,
        accessToken: maskSecret(a.accessToken),
        testEventCode: a.testEventCode,
        configured: Boolean(a.pixelId && a.accessToken),
        queue: { pending: count(id, 'pending'), sent: count(id, 'sent'), failed: count(id, 'failed'), dropped: count(id, 'dropped') },
      },
    ];
  });
  return Object.fromEntries(entries) as ConversionSettings;
}

/** A token sent masked (as GET showed it) or empty keeps the stored one; null removes it. */
const keepsToken = (value: string | null | undefined) => value !== null && (value === undefined || value === '' || value.startsWith(SECRET_MASK));

/** The owner's (settings policy: another admin gets 403); saved, audited (the token masked) in one transaction. */
export async function updateConversionSettings(ctx: ServiceContext, actor: Actor, input: ConversionSettingsUpdate, tr: Translator): Promise<ConversionSettings> {
  requireAdmin(actor);
  const values: Record<string, string> = {};
  for (const id of AD_PLATFORMS) {
    const p: AdPlatformDeclaration = AD_PLATFORM_INFO[id];
    for (const field of [p.pixelField, p.testCodeField]) if (typeof input[field] === 'string') values[field] = input[field];
    if (!keepsToken(input[p.tokenField])) values[p.tokenField] = input[p.tokenField] ?? '';
  }
  await saveSettings(ctx, actor, values as Parameters<typeof saveSettings>[2], tr);
  return getConversionSettings(ctx, actor);
}

/**
 * The owner's Test: one event through the platform's real call, marked with the test events' code so the
 * platform shows it in its test screen and never counts it; answers what the platform said, or — while
 * the platform is not set up or has no test code — why nothing was sent.
 */
export async function testConversion(ctx: ServiceContext, actor: Actor | null, platform: AdPlatformId, visit: VisitSignals, tr: Translator): Promise<ConversionTest> {
  requireOwner(actor);
  const account = (await getAdAccountValues(ctx))[platform];
  const vars = { platform: AD_PLATFORM_INFO[platform].label };
  if (!account.pixelId || !account.accessToken) return { platform, accepted: false, sent: false, answer: tr.text(e.notConfigured, vars) };
  if (!account.testEventCode) return { platform, accepted: false, sent: false, answer: tr.text(e.noTestCode) };
  const id = `test-${randomUUID()}`;
  const event = {
    conversion: 'lead' as const,
    eventId: id,
    time: new Date(),
    orderId: id,
    valueCentimes: 0,
    items: [],
    customer: { phone: null, email: actor.email, firstName: null, lastName: null, city: null },
    visit,
  };
  try {
    const answer = await conversionPlatforms[platform].send(account, [event], { testEventCode: account.testEventCode });
    return { platform, accepted: true, sent: true, answer: answer.detail };
  } catch (err) {
    if (!(err instanceof PlatformError)) throw err;
    return { platform, accepted: false, sent: true, answer: err.message };
  }
}
