import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '@shared/contracts/chat';
import type { Plant, PlantListItem } from '@shared/contracts/catalog';
import { t as translatorOf } from '@shared/messages/catalogues';
import { answersAr } from './content/answers.ar';
import { answersEn } from './content/answers.en';
import { answersFr } from './content/answers.fr';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/**
 * Issue 39 item 5: "do you have a bigger one?". Asked about a plant sold in sizes, the assistant lists each
 * size in the reader's language with its price and stock, read live; asked about a plant sold in one
 * size, it says so; a follow-up without the plant's name is about the plant just answered.
 */

let t: TestApp;
let monstera: Plant;
let pothos: PlantListItem;
let ip = 0;
const ask = async (message: string, context?: ChatReply['context']) => {
  const res = await new Client(t.app).request({ method: 'POST', url: '/api/chat', payload: { message, ...(context ? { context } : {}) }, remoteAddress: `10.8.${Math.floor(ip / 200)}.${ip++ % 200}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatReply;
};
const fold = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await buildTestApp();
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  const plants = (await admin.get('/api/plants?limit=100')).json() as PlantListItem[];
  const first = plants.find((p) => p.name === 'Monstera Deliciosa')!;
  pothos = plants.find((p) => p.name === 'Golden Pothos')!;
  const res = await admin.patch(`/api/plants/${first.id}`, {
    variants: [
      { id: first.variants[0]!.id, label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم', price: '1800', stock: 6 },
      { label: '21 cm pot', labelFr: 'Pot de 21 cm', labelAr: 'أصيص 21 سم', price: '4500', stock: 2 },
      { label: '30 cm pot', labelFr: 'Pot de 30 cm', labelAr: 'أصيص 30 سم', price: '7800', stock: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  monstera = res.json() as Plant;
});
afterAll(() => t.close());

describe('asked about a plant’s sizes', () => {
  const cases = [
    { q: 'Vous avez le monstera en plus grand ?', lang: 'fr', a: answersFr.product, sizes: ['Pot de 12 cm', 'Pot de 21 cm', 'Pot de 30 cm'] },
    { q: 'do you have the monstera in a bigger size?', lang: 'en', a: answersEn.product, sizes: ['12 cm pot', '21 cm pot', '30 cm pot'] },
    { q: 'هل عندكم مونستيرا بمقاس أكبر؟', lang: 'ar', a: answersAr.product, sizes: ['أصيص 12 سم', 'أصيص 21 سم', 'أصيص 30 سم'] },
  ] as const;
  for (const c of cases) {
    it(`"${c.q}": each size in the reader’s language, with its price and stock`, async () => {
      const reply = await ask(c.q);
      expect(reply.lang).toBe(c.lang);
      const tr = translatorOf(c.lang);
      const text = fold(reply.response);
      expect(text).toContain(fold(c.a.sizes.replace('{n}', '3')));
      const [small, medium, large] = monstera.variants;
      expect(text).toContain(fold(`${c.sizes[0]} — ${tr.money(small!.price!)}`));
      expect(text).toContain(fold(`${c.sizes[1]} — ${tr.money(medium!.price!)}`));
      expect(text).toContain(fold(`${c.sizes[2]} — ${tr.money(large!.price!)}`));
      expect(text).toContain(fold(c.a.outOfStock));
      // The plant itself is "from" its lowest price.
      expect(text).toContain(fold(c.a.from.replace('{price}', tr.money(small!.price!))));
      expect(reply.plants.map((p) => p.id)).toContain(monstera.id);
    });
  }

  it('answers a follow-up about the plant just shown, and says when a plant comes in one size only', async () => {
    const first = await ask('combien coûte le monstera ?');
    const followUp = await ask('et en plus grand ?', first.context);
    expect(fold(followUp.response)).toContain('Pot de 21 cm');
    const single = await ask(`Vous avez le ${pothos.name} en plus grand ?`);
    expect(fold(single.response)).toContain(fold(answersFr.product.oneSize));
    expect(fold(single.response)).not.toContain(fold(answersFr.product.sizes.replace('{n}', '1')));
  });
});
