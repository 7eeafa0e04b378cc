import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, ChatTopic } from '@shared/contracts/chat';
import { formatMoney } from '@shared/domain/money';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { formatDelay, RETURN_WINDOW_DAYS, SURVIVAL_GUARANTEE_DAYS } from '@shared/domain/shop-facts';
import { t as translator } from '@shared/messages/catalogues';
import { fr } from '@shared/messages/fr';
import { plants } from '../../db/schema';
import { orderPayload } from '../../../../tests/factories/orders';
import { expectFacts, fillFigures, readShopFigures, type ShopFigures } from '../../../../tests/helpers/chat-facts';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import { answersFr } from './content/answers.fr';

/**
 * Issue 38 item 6: questions in Algerian darija written in Latin letters (Arabizi: 7 = ح, 3 = ع, 9 = ق,
 * 2 = ء, 5/kh = خ), spelled the many ways people type them. Latin darija is answered in French (chat.text.ts
 * `detectLanguage`), with the shop's own figures: a wilaya's fees and delay are read from the shipping
 * rates the API publishes, never written here. The engine is tuned to kinds of words (normalisation,
 * synonyms), never to these strings.
 */

type Who = 'visitor' | 'owner';

interface Case {
  q: string;
  topic: ChatTopic;
  /** The wilaya whose home fee (and stop-desk fee and delay, as the rates say) the answer must give. */
  wilaya?: number;
  /** Every entry must be in the answer (compared without accents, case or spacing); an array is "one of these". */
  facts?: (string | string[])[];
  /** A catalogue plant (English name) the answer is about: among its cards. */
  plant?: string;
  who?: Who;
}

interface WilayaRate {
  code: string;
  nameFr: string;
  home: string;
  desk: string | null;
  days: { min: number; max: number } | null;
}

const RETURN_DAYS = `${RETURN_WINDOW_DAYS['live-plants']} jours`;
const GUARANTEE_DAYS = `${SURVIVAL_GUARANTEE_DAYS} jours`;
const COD = paymentMethodLabel('cod', fr);

const CASES: Case[] = [
  // ---- Shipping: a wilaya's price and delay
  { q: 'ch7al livraison l wahran?', topic: 'shipping', wilaya: 31 },
  { q: 'chhal livraison l oran', topic: 'shipping', wilaya: 31 },
  { q: 'cha7al tewsel l wahran', topic: 'shipping', wilaya: 31 },
  { q: 'chehal el livraison l ouahran', topic: 'shipping', wilaya: 31 },
  { q: 'chhal stop desk f wahran', topic: 'shipping', wilaya: 31 },
  { q: 'ch7al men nhar tousel l tamanrasset', topic: 'shipping', wilaya: 11 },
  { q: 'chhal men youm twsel l tam', topic: 'shipping', wilaya: 11 },
  { q: 'cha7al men nhar ta93ed la commande bach tousel l tamanrasset', topic: 'shipping', wilaya: 11 },
  { q: 'ch7al livraison l dzayer', topic: 'shipping', wilaya: 16 },
  { q: 'chhal l livraison l l3asima', topic: 'shipping', wilaya: 16 },
  { q: 'wach kayen livraison l dzayer l3asima', topic: 'shipping', wilaya: 16 },
  { q: 'ch7al livraison l qsentina', topic: 'shipping', wilaya: 25 },
  { q: 'chehal tewsel l constantine', topic: 'shipping', wilaya: 25 },
  { q: '9adach livraison l 9santina', topic: 'shipping', wilaya: 25 },
  { q: 'ch7al livraison l bgayet', topic: 'shipping', wilaya: 6 },
  { q: 'livraison l bejaia ch7al', topic: 'shipping', wilaya: 6 },
  { q: 'ch7al livraison l tizi', topic: 'shipping', wilaya: 15 },
  { q: 'chhal twsel la commande l tizi ouzou', topic: 'shipping', wilaya: 15 },
  { q: 'ch7al livraison l stif', topic: 'shipping', wilaya: 19 },
  { q: 'chhal l envoi l setif', topic: 'shipping', wilaya: 19 },
  { q: 'ch7al livraison l 3nnaba', topic: 'shipping', wilaya: 23 },
  { q: 'kadach livraison l annaba', topic: 'shipping', wilaya: 23 },
  { q: 'cha7al livraison l blida', topic: 'shipping', wilaya: 9 },
  { q: 'wa9tach tousel la commande l ouargla', topic: 'shipping', wilaya: 30 },
  { q: 'waktach twasslouha l ghardaia', topic: 'shipping', wilaya: 47 },
  { q: 'ch7al takhod livraison l biskra', topic: 'shipping', wilaya: 7 },
  { q: 'chhal livraison l tlemcen', topic: 'shipping', wilaya: 13 },
  { q: 'wesh twasslou l adrar? ch7al', topic: 'shipping', wilaya: 1 },
  { q: 'livraison batel wla la?', topic: 'shipping', facts: ['gratuite', '{free}'] },
  { q: 'twasslou l ga3 les wilayas?', topic: 'shipping', facts: ['58 wilayas'] },
  // ---- Returns and the survival guarantee
  { q: 'kifach nrodj plante ki tjini dablana?', topic: 'returns', facts: [GUARANTEE_DAYS, RETURN_DAYS] },
  { q: 'nheb nrodj la plante', topic: 'returns', facts: [RETURN_DAYS] },
  { q: 'wach n9der nraja3 plante?', topic: 'returns', facts: [RETURN_DAYS] },
  { q: 'kifech nraj3ha la plante ida ma3jbatnich', topic: 'returns', facts: [RETURN_DAYS] },
  { q: 'la plante wsletni mayta', topic: 'returns', facts: ['garantie de survie'] },
  { q: 'wsletni plante mkassra wach ndir', topic: 'returns', facts: ['garantie de survie'] },
  { q: 'ida matet la plante tbedlouha?', topic: 'returns', facts: ['garantie de survie'] },
  { q: 'kifach nesterja3 drahmi', topic: 'returns', facts: ['rembours'] },
  { q: 'wesh kayen remboursement', topic: 'returns', facts: ['rembours'] },
  // ---- Care
  { q: 'kifach nsgi cactus?', topic: 'care', facts: ['cactus attendent que tout le pot soit sec'] },
  { q: 'kifech nesgi l cactus', topic: 'care', facts: ['cactus attendent que tout le pot soit sec'] },
  { q: 'kifash nesqi aloe vera', topic: 'care', plant: 'Aloe Vera', facts: ['arrosage'] },
  { q: 'kifech nsgi monstera', topic: 'care', plant: 'Monstera Deliciosa', facts: ['arrosage'] },
  { q: 'ch7al men merra nsgi l olivier', topic: 'care', plant: 'Olive Tree', facts: ['arrosage'] },
  { q: 'chhal mn mera f simana nesgi basilic', topic: 'care', plant: 'Sweet Basil', facts: ['arrosage'] },
  { q: 'kifach nrabi romarin', topic: 'care', plant: 'Rosemary' },
  { q: 'kifach n3tani b aloe vera', topic: 'care', plant: 'Aloe Vera' },
  { q: 'aloe vera t7eb chems wla dhel?', topic: 'care', plant: 'Aloe Vera', facts: ['lumiere'] },
  { q: 'la plante ta3i rahi sfra', topic: 'faq', facts: [["exces d'arrosage", 'trop arros']] },
  { q: 'lwra9 ta3 plante ta3i ysafrou', topic: 'faq', facts: [["exces d'arrosage", 'trop arros']] },
  // ---- Payment
  { q: 'wach kayen paiement 3and livraison?', topic: 'payment', facts: [COD] },
  { q: 'n9der nkhalles ki tjini la commande?', topic: 'payment', facts: [COD] },
  { q: 'nkhelles cash wla la carte?', topic: 'payment', facts: [COD] },
  { q: 'kifach nkhalles', topic: 'payment', facts: [COD] },
  { q: 'wesh kayen dfa3 bel edahabia?', topic: 'payment', facts: [answersFr.payment.localCardsNotYet] },
  { q: 'n9adar nkhalas b baridimob?', topic: 'payment', facts: [answersFr.payment.ccpNo] },
  { q: 'paiement 3la livraison kayen?', topic: 'payment', facts: [COD] },
  { q: 'wech kayen el paiement 3end el livraison', topic: 'payment', facts: [COD] },
  { q: 'nkhalsou ki tousel la commande wla 9bel?', topic: 'payment', facts: [COD] },
  // ---- Order tracking: only the owner hears about an order
  { q: 'kifach nsuivi commande ta3i', topic: 'order' },
  { q: 'win rahi commande ta3i?', topic: 'order' },
  { q: 'wesh rahi la commande dyali', topic: 'order' },
  { q: 'commande ta3i mazal ma wsletch', topic: 'order' },
  { q: 'nheb n3ref win rahi la commande ta3i', topic: 'order' },
  { q: 'win rahi commande ta3i?', topic: 'order', who: 'owner', facts: ['#SHORT', '× 2'] },
  { q: 'kifech nsuivi la commande taai', topic: 'order', who: 'owner', facts: ['#SHORT'] },
  // ---- Hours and contact
  { q: 'wa9tach t7ellou?', topic: 'hours' },
  { q: 'kifach nkalemkom? 3titouli numero', topic: 'contact', facts: ['contact@nabta.dz'] },
];

let t: TestApp;
const clients = {} as Record<Who, Client>;
let rates = new Map<number, WilayaRate>();
let shortId = '';
const plantIds = new Map<string, number>();
const results: boolean[] = [];
let ip = 0;
/** The shop's threshold, fees and prices from its API: a fact's `{free}` (`fillFigures`). */
let figures: ShopFigures;

beforeAll(async () => {
  t = await buildTestApp();
  clients.visitor = new Client(t.app);
  clients.owner = new Client(t.app);
  await signUp(clients.owner, { email: 'arabizi.owner@example.dz' });
  const [aloe] = await t.app.ctx.db.select().from(plants).where(eq(plants.name, 'Aloe Vera'));
  const order = await clients.owner.post('/api/orders', orderPayload([{ plant: aloe!, quantity: 2 }]));
  expect(order.statusCode, order.body).toBe(201);
  shortId = (order.json() as { id: string }).id.slice(-8);
  for (const row of await t.app.ctx.db.select({ id: plants.id, name: plants.name }).from(plants)) plantIds.set(row.name, row.id);
  const wilayas = (await clients.visitor.get('/api/shipping/wilayas')).json() as WilayaRate[];
  rates = new Map(wilayas.map((w) => [Number(w.code), w]));
  figures = await readShopFigures(clients.visitor);
});

afterAll(async () => {
  const passed = results.filter(Boolean).length;
  console.log(`Latin-script darija questions: ${passed}/${CASES.length} passed`);
  await t?.close();
});

/** The figures checkout quotes for a wilaya (home, stop-desk, delay), as the French answer writes them. */
function wilayaFacts(code: number): string[] {
  const w = rates.get(code);
  expect(w, `wilaya ${code} is in /api/shipping/wilayas`).toBeDefined();
  const facts = [`${w!.nameFr} (${code})`, formatMoney('fr', w!.home)];
  if (w!.desk !== null) facts.push(formatMoney('fr', w!.desk));
  if (w!.days !== null) facts.push(formatDelay(translator('fr'), w!.days));
  return facts;
}

describe('the Plant Assistant answers Algerian darija written in Latin letters, in French', () => {
  it('has a test set of at least 60 questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES.map((c, i) => [i + 1, c] as const))('%i. %o', async (i, c) => {
    const res = await clients[c.who ?? 'visitor'].request({
      method: 'POST',
      url: '/api/chat',
      payload: { message: c.q },
      remoteAddress: `10.38.${Math.floor(ip / 200)}.${ip++ % 200}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as ChatReply;
    try {
      expect(reply.context.topic, reply.response).toBe(c.topic);
      expect(reply.lang, reply.response).toBe('fr');
      const facts = [...(c.wilaya ? wilayaFacts(c.wilaya) : []), ...(c.facts ?? [])];
      if (c.wilaya) expect(reply.context.wilaya, reply.response).toBe(c.wilaya);
      expectFacts(reply.response, facts, (f) => fillFigures(f.replace('SHORT', shortId), reply.lang, figures));
      if (c.plant) expect(reply.plants.map((p) => p.id), reply.response).toContain(plantIds.get(c.plant));
      results.push(true);
    } catch (err) {
      results.push(false);
      throw err;
    }
  });
});
