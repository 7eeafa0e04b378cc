import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_META_PORT } from '../../playwright.config';
import { fill } from '../../src/shared/messages';
import { fr } from '../../src/shared/messages/fr';
import { startMetaCapiFake, type MetaCapiFake } from '../fakes/meta-capi.fake';

/*
 * docs/contract.md §9: the owner, reading French, sets up Meta's Conversions API in the Settings tab and
 * presses "Send a test event": the event goes through the real call (to a local fake of Meta's API) with
 * the test code, and the card says in plain words what Meta answered, accepted or refused.
 */

const t = fr.admin.conversions;
const META = { pixelId: '1234567890123456', accessToken: 'EAAGm0PX4ZCpsBAJ7e2eOwnerToken0123456789' };
let meta: MetaCapiFake;

test.beforeAll(async () => {
  meta = await startMetaCapiFake(META, E2E_META_PORT);
});
test.afterAll(() => meta.close());

test.describe.configure({ timeout: 60_000 });

test('the owner sets up Meta in French and the test event says what Meta answered', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: fr.admin.tabs.settings }).click();
  const card = page.getByTestId('conversions');
  await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
  const form = card.getByRole('form', { name: 'Meta' });
  await expect(form.getByTestId('conversions-meta-status')).toHaveText(fill(t.notConfigured, { platform: 'Meta' }));

  await form.getByLabel(t.pixelId).fill(META.pixelId);
  await form.getByLabel(t.accessToken).fill(META.accessToken);
  await form.getByLabel(t.testEventCode).fill('TEST40123');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByTestId('conversions-meta-status')).toHaveText(fill(t.configured, { platform: 'Meta' }));
  // The token is never shown again: masked to its last characters.
  await expect(form.getByLabel(t.accessToken)).toHaveValue('');
  await expect(form.getByLabel(t.accessToken)).toHaveAttribute('placeholder', `********${META.accessToken.slice(-8)}`);

  await form.getByRole('button', { name: t.test }).click();
  await expect(form.getByTestId('conversions-meta-test')).toContainText('Meta a accepté l’événement de test. Sa réponse :');
  await expect(form.getByTestId('conversions-meta-test')).toContainText(/events_received 1, fbtrace_id [0-9a-f]+/);
  expect(meta.events).toHaveLength(1);
  expect(meta.events[0]).toMatchObject({ testEventCode: 'TEST40123', event: { event_name: 'Lead' } });

  // A mistyped token: Meta refuses, and the card says so in Meta's words.
  await form.getByLabel(t.accessToken).fill('EAAG-mistyped-token-00000000000000');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByLabel(t.accessToken)).toHaveAttribute('placeholder', /\*{8}00000000$/);
  await form.getByRole('button', { name: t.test }).click();
  await expect(form.getByTestId('conversions-meta-test')).toContainText('Meta a refusé l’événement de test.');
  await expect(form.getByTestId('conversions-meta-test')).toContainText('Invalid OAuth access token');

  // Removed, nothing more is told to Meta (the other journeys' orders included).
  await form.getByRole('button', { name: t.removeToken }).click();
  await expect(form.getByTestId('conversions-meta-status')).toHaveText(fill(t.notConfigured, { platform: 'Meta' }));
  // The pixel id too: the journeys after this one run on a shop that asks no consent (no banner).
  expect((await page.request.patch('/api/admin/conversions', { data: { metaPixelId: '', metaTestEventCode: '' } })).ok()).toBeTruthy();
});
