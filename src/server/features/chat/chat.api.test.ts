import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import type { ChatReply } from '@shared/contracts/chat';
import type { SiteInfo } from '@shared/contracts/contact';
import { formatMoney, toMoneyString } from '@shared/domain/money';
import { RETURN_WINDOW_DAYS } from '@shared/domain/shop-facts';
import { quote } from '@shared/domain/shipping';
import { english, type Locale } from '@shared/messages';
import { loadConfig } from '../../config';
import { chatMessages, plants, shippingRates } from '../../db/schema';
import { getShippingRules } from '../shipping/shipping.service';
import { numbersIn } from './chat.llm';
import { answersAr } from './content/answers.ar';
import { answersEn } from './content/answers.en';
import { latinWordsInArabic } from './content/latin-words';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { LLM_FAKE_KEY, startLlmFake, type LlmScenario } from '../../../../tests/fakes/llm.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

const m = english.m.chat;
let ip = 0;
/** Each call from a new address unless told: the per-minute limit is tested on its own. */
const ask = (client: Client, message: unknown, extra: Record<string, unknown> = {}, address = `10.2.${Math.floor(ip / 200)}.${ip++ % 200}`) =>
  client.request({ method: 'POST', url: '/api/chat', payload: { message, ...extra }, remoteAddress: address });

async function plantNamed(t: TestApp, name: string) {
  const [row] = await t.app.ctx.db.select().from(plants).where(eq(plants.name, name));
  return row!;
}

/** A seeded plant's price as the API writes it ("4500.00"), read from the catalogue, not remembered. */
async function priceOf(t: TestApp, name: string): Promise<string> {
  const row = await plantNamed(t, name);
  expect(row.priceCentimes, `${name} has a price`).not.toBeNull();
  return toMoneyString(row.priceCentimes!);
}

describe('POST /api/chat', () => {
  let t: TestApp;
  let visitor: Client;
  beforeAll(async () => {
    t = await buildTestApp();
    visitor = new Client(t.app);
  });
  afterAll(async () => t?.close());

  it('answers a visitor offline: response, timestamp, and the plants it refers to with live price and stock', async () => {
    const res = await ask(visitor, 'Combien coûte le Monstera ?');
    expect(res.statusCode).toBe(200);
    const reply = res.json() as ChatReply;
    expect(reply.source).toBe('offline');
    expect(reply.lang).toBe('fr');
    expect(new Date(reply.timestamp).toString()).not.toBe('Invalid Date');
    const monstera = await plantNamed(t, 'Monstera Deliciosa');
    const price = await priceOf(t, 'Monstera Deliciosa');
    const { translations } = (await visitor.get(`/api/plants/${monstera.id}`)).json() as Plant;
    expect(reply.plants[0]).toEqual({ id: monstera.id, name: translations.fr.name ?? monstera.name, price, imageUrl: monstera.imageUrl, inStock: true });
    expect(reply.response).toContain(formatMoney('fr', price));
  });

  it('flags a plant out of stock', async () => {
    const reply = (await ask(visitor, 'is sweet basil available?')).json() as ChatReply;
    expect(reply.plants.find((p) => p.name === 'Sweet Basil')?.inStock).toBe(false);
    expect(reply.response).toContain('out of stock');
  });

  it('refuses an empty, blank, missing or too long message with a clear 400', async () => {
    for (const message of ['', '   \n\t ']) {
      const res = await ask(visitor, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { message: m.errors.empty } });
    }
    expect((await visitor.request({ method: 'POST', url: '/api/chat', payload: {} })).statusCode).toBe(400);
    const long = await ask(visitor, 'a'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fieldErrors: { message: m.errors.tooLong } });
    expect((await ask(visitor, `${'a'.repeat(990)} livraison`)).statusCode).toBe(200);
  });

  it('limits each client to 20 messages a minute (429 with a clear message); other clients go on', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 20; i++) expect((await ask(visitor, 'bonjour', {}, address)).statusCode).toBe(200);
    const limited = await ask(visitor, 'bonjour', {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: m.errors.tooMany });
    expect((await ask(visitor, 'bonjour', {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('reads the catalogue live: a new price is in the next answer, a new plant is found by name', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const olive = await plantNamed(t, 'Olive Tree');
    expect((await admin.patch(`/api/plants/${olive.id}`, { price: '7100.00' })).statusCode).toBe(200);
    const reply = (await ask(visitor, 'prix de l olivier ?')).json() as ChatReply;
    expect(reply.response).toContain('7\u00a0100,00\u00a0DA');
    expect(reply.plants[0]).toMatchObject({ id: olive.id, price: '7100.00' });

    const before = (await ask(visitor, 'do you sell a fiddle leaf fig?')).json() as ChatReply;
    expect(before.response).toMatch(/do not sell/i);
    const created = await admin.post('/api/plants', {
      name: 'Fiddle Leaf Fig',
      scientificName: 'Ficus lyrata',
      categoryId: olive.categoryId,
      price: '3900.00',
      stock: 4,
      lightRequirements: 'Bright indirect light',
      wateringSchedule: 'Every 7–10 days',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await ask(visitor, 'do you sell a fiddle leaf fig?')).json() as ChatReply;
    expect(after.plants[0]).toMatchObject({ id: (created.json() as Plant).id, name: 'Fiddle Leaf Fig', price: '3900.00', inStock: true });
  });

  it('keeps the topic of a follow-up through the context it hands back', async () => {
    const first = (await ask(visitor, 'livraison à Oran ?')).json() as ChatReply;
    expect(first.context).toMatchObject({ topic: 'shipping', wilaya: 31 });
    const care = (await ask(visitor, 'comment arroser un aloe vera ?')).json() as ChatReply;
    expect(care.context.topic).toBe('care');
    const follow = (await ask(visitor, 'et la lumière ?', { context: care.context })).json() as ChatReply;
    expect(follow.context.topic).toBe('care');
    expect(follow.response).toMatch(/Aloe Vera/);
    expect(follow.response).toMatch(/Lumière/);
  });

  it('gives an order’s status to its owner only', async () => {
    const owner = new Client(t.app);
    await signUp(owner, { email: 'chat.owner@example.dz' });
    const aloe = await plantNamed(t, 'Aloe Vera');
    const order = await owner.post('/api/orders', {
      customerName: 'Amina Benali',
      customerEmail: 'chat.owner@example.dz',
      shippingAddress: { address: '1 rue Larbi Ben M’hidi', city: 'Oran' },
      items: [{ id: aloe.id, quantity: 1 }],
      totalAmount: '1300.00',
      paymentMethod: 'bank_transfer',
    });
    expect(order.statusCode, order.body).toBe(201);
    const short = (order.json() as { id: string }).id.slice(-8);
    const mine = (await ask(owner, `où en est ma commande #${short} ?`)).json() as ChatReply;
    expect(mine.response).toContain(`#${short}`);
    expect(mine.response).toMatch(/en attente/);
    expect(mine.links.some((l) => l.href === `/order/${(order.json() as { id: string }).id}`)).toBe(true);

    const anonymous = (await ask(visitor, `où en est la commande #${short} ?`)).json() as ChatReply;
    expect(anonymous.response).not.toContain('Aloe');
    expect(anonymous.response).toMatch(/connectez-vous/);
  });
});

describe('POST /api/chat in Arabic, French and English', () => {
  let t: TestApp;
  let visitor: Client;
  beforeAll(async () => {
    t = await buildTestApp();
    visitor = new Client(t.app);
  });
  afterAll(async () => t?.close());

  /** A question from a reader whose `lang` cookie says `reader` (none: the default, English). */
  const askAs = async (reader: Locale | undefined, message: string) => {
    const res = await visitor.request({
      method: 'POST',
      url: '/api/chat',
      payload: { message },
      remoteAddress: `10.3.${Math.floor(ip / 200)}.${ip++ % 200}`,
      headers: reader ? { cookie: `lang=${reader}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChatReply;
  };

  it('answers a shipping question in the language it is asked in, with the same figures: Oran’s live rate, delay and free-shipping threshold', async () => {
    // The live rates table, changed: the answers must quote it, not the seeded one.
    await t.app.ctx.db.update(shippingRates).set({ homeCentimes: 45_000 }).where(eq(shippingRates.wilaya, 31));
    const rules = await getShippingRules(t.app.ctx);
    const oran = quote(1, 31, 'home', rules).fee;
    expect(oran).toBe(45_000);
    const ar = await askAs(undefined, 'كم سعر التوصيل إلى وهران؟');
    const fr = await askAs(undefined, 'Combien coûte la livraison à Oran ?');
    const en = await askAs(undefined, 'How much is delivery to Oran?');
    expect([ar.lang, fr.lang, en.lang]).toEqual(['ar', 'fr', 'en']);
    expect(ar.response).toContain(`${formatMoney('ar', oran)} إلى المنزل`);
    expect(ar.response).toContain('وهران');
    expect(fr.response).toContain(formatMoney('fr', oran));
    expect(en.response).toContain(formatMoney('en', oran));
    for (const reply of [ar, fr, en]) expect(reply.response).toContain(formatMoney(reply.lang, rules.minFreeShipping));
    expect(numbersIn(ar.response)).toEqual(numbersIn(fr.response));
    expect(numbersIn(ar.response)).toEqual(numbersIn(en.response));
  });

  it('gives the return window in Arabic with the figure of the French answer', async () => {
    const ar = await askAs(undefined, 'هل يمكنني إرجاع نبتة؟');
    const fr = await askAs(undefined, 'Puis-je retourner une plante ?');
    expect(ar.context.topic).toBe('returns');
    expect(ar.response).toContain(`${RETURN_WINDOW_DAYS['live-plants']} أيام للنباتات الحية`);
    expect(fr.response).toContain(`${RETURN_WINDOW_DAYS['live-plants']} jours pour les plantes vivantes`);
    expect(numbersIn(ar.response).sort()).toEqual(numbersIn(fr.response).sort());
  });

  it('knows a plant by the Arabic name the admin gives it, and answers with that name and the live price', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const olive = await plantNamed(t, 'Olive Tree');
    const created = await admin.post('/api/plants', {
      name: 'Fiddle Leaf Fig',
      scientificName: 'Ficus lyrata',
      categoryId: olive.categoryId,
      price: '3900.00',
      stock: 4,
      translations: { ar: { name: 'تين الكمان', description: 'شجيرة داخلية بأوراق كبيرة على شكل كمان.' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = await askAs(undefined, 'بكم تين الكمان؟');
    expect(reply).toMatchObject({ lang: 'ar', context: { topic: 'product' } });
    expect(reply.plants[0]).toMatchObject({ id: (created.json() as Plant).id, price: '3900.00' });
    expect(reply.response).toContain(`تين الكمان — ${formatMoney('ar', 390_000)}`);
    expect(reply.response).toContain('شجيرة داخلية بأوراق كبيرة على شكل كمان.');
  });

  it('gives a plant’s light in French and Arabic as the admin translated its care sheet', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const olive = await plantNamed(t, 'Olive Tree');
    const created = await admin.post('/api/plants', {
      name: 'Kentia Palm',
      categoryId: olive.categoryId,
      price: '5200.00',
      stock: 3,
      lightRequirements: 'Bright shade, never direct sun',
      translations: {
        fr: { name: 'Palmier kentia', lightRequirements: 'Ombre claire, jamais de soleil direct' },
        ar: { name: 'نخلة الكنتية', lightRequirements: 'ظل مضيء، دون شمس مباشرة أبدًا' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fr = await askAs('fr', 'Quelle lumière pour un palmier kentia ?');
    expect(fr.response).toContain('Ombre claire, jamais de soleil direct');
    const ar = await askAs('ar', 'ما هي الإضاءة المناسبة لنخلة الكنتية؟');
    expect(ar.response).toContain('ظل مضيء، دون شمس مباشرة أبدًا');
  });

  it('with the Arabic cookie: a message that says nothing of its language gets Arabic; a clearly English "Hello" gets English', async () => {
    const unclear = await askAs('ar', 'aloe vera');
    expect(unclear.lang).toBe('ar');
    expect(unclear.response).toContain('الألوفيرا');
    const hello = await askAs('ar', 'Hello');
    expect(hello).toMatchObject({ lang: 'en', response: answersEn.greeting });
    expect(await askAs('ar', 'مرحبا')).toMatchObject({ lang: 'ar', response: answersAr.greeting });
    expect((await askAs('fr', 'aloe vera')).lang).toBe('fr');
    expect((await askAs(undefined, 'aloe vera')).lang).toBe('en');
  });

  it('speaks Arabic only in Arabic answers: no Latin word outside brand names, codes and e-mails', async () => {
    const questions = [
      'كم سعر التوصيل إلى وهران؟',
      'هل التوصيل مجاني؟',
      'ما هي مدة التوصيل؟',
      'هل يمكنني إرجاع نبتة؟',
      'ما هي طرق الدفع؟',
      'أين طلبي؟',
      'ما هي أوقات العمل؟',
      'كيف أتصل بكم؟',
      'أريد التحدث مع شخص حقيقي',
      'كيف أسقي الصبار؟',
      'أوراق نبتتي صفراء',
      'هل أحتاج إلى حساب لأطلب؟',
      'مرحبا',
      'شكرا',
      'من فاز بالمباراة أمس؟',
    ];
    for (const q of questions) {
      const reply = await askAs(undefined, q);
      expect(reply.lang, q).toBe('ar');
      expect(latinWordsInArabic(reply.response, ['Aloe vera']), `${q}\n${reply.response}`).toEqual([]);
      expect(reply.response, q).not.toMatch(/[\u0660-\u0669]/);
      expect(reply.links.every((l) => latinWordsInArabic(l.label).length === 0), `${q}: ${JSON.stringify(reply.links)}`).toBe(true);
    }
  });

  describe('plant cards in the reader’s language (issue 38)', () => {
    /** Each card's plant as the catalogue answers it, with its translations. */
    const cardPlants = async (reply: ChatReply) => Promise.all(reply.plants.map(async (p) => (await visitor.get(`/api/plants/${p.id}`)).json() as Plant));

    it('names the plants of an Arabic answer in Arabic, as the catalogue translates them', async () => {
      for (const question of ['نبتة لشرفة مشمسة', 'بكم النعناع؟', 'كيف أسقي الصبار؟']) {
        const reply = (await ask(visitor, question)).json() as ChatReply;
        expect(reply.lang, question).toBe('ar');
        expect(reply.plants.length, question).toBeGreaterThan(0);
        const plants = await cardPlants(reply);
        reply.plants.forEach((card, i) => {
          const arabic = plants[i]!.translations.ar.name;
          expect(arabic, `${plants[i]!.name} has an Arabic name in the seeded catalogue`).toBeTruthy();
          expect(card.name, question).toBe(arabic);
          expect(latinWordsInArabic(card.name), question).toEqual([]);
        });
      }
    });

    it('names them in French for a French question, and by the catalogue’s name where no translation is written', async () => {
      const french = (await ask(visitor, 'une plante pour un balcon plein soleil')).json() as ChatReply;
      const plants = await cardPlants(french);
      expect(french.plants.map((p) => p.name)).toEqual(plants.map((p) => p.translations.fr.name ?? p.name));
      expect(french.plants.some((p, i) => p.name !== plants[i]!.name), 'a French name differs from the English one').toBe(true);

      const admin = new Client(t.app);
      await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
      const created = await admin.post('/api/plants', {
        name: 'Fiddle Leaf Fig',
        scientificName: 'Ficus lyrata',
        categoryId: plants[0]!.category.id,
        price: '3900.00',
        stock: 4,
      });
      expect(created.statusCode, created.body).toBe(201);
      const untranslated = (await ask(visitor, 'بكم Fiddle Leaf Fig؟')).json() as ChatReply;
      expect(untranslated.lang).toBe('ar');
      expect(untranslated.plants).toContainEqual(expect.objectContaining({ id: (created.json() as Plant).id, name: 'Fiddle Leaf Fig' }));
    });

    it('names the plants of the history in the reader’s language', async () => {
      const customer = new Client(t.app);
      await signUp(customer, { email: 'cards.history@example.dz' });
      const reply = (await ask(customer, 'combien coute le monstera')).json() as ChatReply;
      const [monstera] = await cardPlants(reply);
      type History = { messages: { plants: { id: number; name: string }[] }[] };
      // The reader's language from the browser's (the session cookie stays the client's).
      const historyIn = async (lang: Locale) => (await customer.request({ method: 'GET', url: '/api/chat/history', headers: { 'accept-language': lang } })).json() as History;
      expect((await historyIn('ar')).messages[1]!.plants[0]).toMatchObject({ id: monstera!.id, name: monstera!.translations.ar.name });
      expect((await historyIn('en')).messages[1]!.plants[0]).toMatchObject({ id: monstera!.id, name: monstera!.name });
    });
  });
});

describe('GET /api/chat/history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('is for signed-in customers only (401)', async () => {
    expect((await new Client(t.app).get('/api/chat/history')).statusCode).toBe(401);
  });

  it('keeps a signed-in customer’s turns, oldest first, with plants re-read live; nobody else sees them', async () => {
    const amina = new Client(t.app);
    await signUp(amina, { email: 'amina.chat@example.dz' });
    await ask(amina, 'Bonjour');
    await ask(amina, 'combien coute le monstera');
    const history = (await amina.get('/api/chat/history')).json() as { messages: { type: string; message: string; plants: { name: string; price: string }[] }[] };
    expect(history.messages.map((h) => h.type)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(history.messages[2]!.message).toBe('combien coute le monstera');
    expect(history.messages[3]!.plants[0]).toMatchObject({ name: 'Monstera Deliciosa', price: await priceOf(t, 'Monstera Deliciosa') });

    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const monstera = await plantNamed(t, 'Monstera Deliciosa');
    await admin.patch(`/api/plants/${monstera.id}`, { price: '4200.00' });
    const again = (await amina.get('/api/chat/history')).json() as typeof history;
    expect(again.messages[3]!.plants[0]!.price).toBe('4200.00');

    const other = new Client(t.app);
    await signUp(other, { email: 'other.chat@example.dz' });
    expect(((await other.get('/api/chat/history')).json() as typeof history).messages).toEqual([]);
  });

  it('stores nothing for visitors', async () => {
    const rows = async () => (await t.app.ctx.db.select({ n: count() }).from(chatMessages))[0]!.n;
    const before = await rows();
    expect((await ask(new Client(t.app), 'Bonjour')).statusCode).toBe(200);
    expect(await rows()).toBe(before);
  });
});

describe('with a language model (CHAT_LLM_*)', () => {
  const scenario: { current: LlmScenario; delayMs?: number } = { current: 'grounded' };
  let fake: FakeServer;
  let t: TestApp;
  let visitor: Client;
  beforeAll(async () => {
    fake = await startLlmFake(scenario);
    t = await buildTestApp({
      env: { CHAT_LLM_BASE_URL: `${fake.url}/v1`, CHAT_LLM_MODEL: 'fake-chat', CHAT_LLM_API_KEY: LLM_FAKE_KEY, CHAT_LLM_TIMEOUT_MS: '600' },
    });
    visitor = new Client(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    scenario.current = 'grounded';
    fake.requests.length = 0;
  });
  afterEach(() => {
    scenario.delayMs = undefined;
  });

  it('phrases the retrieved facts; plants, prices and stock still come from the catalogue', async () => {
    const reply = (await ask(visitor, 'comment arroser le monstera ?')).json() as ChatReply;
    expect(reply.source).toBe('llm');
    expect(reply.response).toMatch(/^D'après nos informations : Monstera Deliciosa/);
    const price = await priceOf(t, 'Monstera Deliciosa');
    const monstera = (await visitor.get(`/api/plants/${(await plantNamed(t, 'Monstera Deliciosa')).id}`)).json() as Plant;
    expect(reply.plants[0]).toMatchObject({ name: monstera.translations.fr.name, price, inStock: true });
    const sent = JSON.parse(fake.requests[0]!.body.toString('utf8')) as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('fake-chat');
    expect(sent.messages[0]!.content).toMatch(/ONLY the facts/);
    expect(sent.messages[0]!.content).toMatch(/French/);
    // The model never sees a plant's price or stock.
    // Its price in whole dinars, thousands grouped or not ("4500", "4 500"), and its stock.
    const dinars = String(Math.trunc(Number(price))).replace(/\B(?=(\d{3})+$)/g, '[\\s\\u00a0\\u202f]?');
    expect(sent.messages[1]!.content).not.toMatch(new RegExp(`${dinars}|in stock`));
  });

  it('tells the model to answer in Arabic when the question is in Arabic, and gives it the facts the Arabic answer rests on', async () => {
    const reply = (await ask(visitor, 'كم سعر التوصيل إلى وهران؟')).json() as ChatReply;
    expect(reply).toMatchObject({ lang: 'ar', source: 'llm' });
    const sent = JSON.parse(fake.requests[0]!.body.toString('utf8')) as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]!.content).toMatch(/Answer in Modern Standard Arabic/);
    expect(sent.messages[1]!.content).toContain('التوصيل إلى وهران');
  });

  it('falls back to the offline answer when the model invents a figure, fails, times out or answers nothing', async () => {
    const offline = async () => {
      const res = await ask(visitor, 'livraison gratuite à partir de combien ?');
      return res.json() as ChatReply;
    };
    // The shop's threshold as its help pages read it, written as the French answer writes money.
    const threshold = formatMoney('fr', ((await visitor.get('/api/site/info')).json() as SiteInfo).minFreeShipping);
    for (const s of ['invents', 'error', 'garbage'] as const) {
      scenario.current = s;
      const reply = await offline();
      expect(reply.source, s).toBe('offline');
      expect(reply.response, s).toContain(`gratuite partout dès ${threshold}`);
    }
    scenario.current = 'slow';
    scenario.delayMs = 2000;
    const started = Date.now();
    const slow = await offline();
    expect(slow.source).toBe('offline');
    expect(Date.now() - started).toBeLessThan(1800);
  });

  it('never sends a customer’s order to the model', async () => {
    const owner = new Client(t.app);
    await signUp(owner, { email: 'llm.owner@example.dz' });
    const reply = (await ask(owner, 'où en est ma dernière commande ?')).json() as ChatReply;
    expect(reply.context.topic).toBe('order');
    expect(reply.source).toBe('offline');
    expect(fake.requests).toHaveLength(0);
  });

  it('needs a model name with the URL', () => {
    expect(() => loadConfig({ CHAT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/CHAT_LLM_MODEL/);
  });
});
