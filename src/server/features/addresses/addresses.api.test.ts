import { afterEach, describe, expect, it } from 'vitest';
import type { SavedAddress } from '@shared/contracts/addresses';
import { en } from '@shared/messages';
import { shopWithPlant, type ShopWithPlant } from '../../../../tests/factories/shop';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { Client, signUp } from '../../../../tests/helpers/test-app';

/**
 * The customer's address book (issue 29 item 3): kept from each order, edited in the profile, checked
 * by the order's own rules, one account's alone.
 */
let shop: ShopWithPlant | undefined;
afterEach(async () => {
  await shop?.t.close();
  shop = undefined;
});

const ORAN_HOME = { wilaya: '31', delivery: 'home' as const, fee: 40_000 };
const t = en.checkout.addresses;

async function start() {
  shop = await shopWithPlant({ name: 'Ficus', priceCentimes: 150_000, stock: 100 });
  return shop;
}

const book = async (client: Client) => (await client.get('/api/addresses')).json() as SavedAddress[];

describe('the address book', () => {
  it('keeps the address of each order once, however it is typed, the last used first', async () => {
    const { customer, plant } = await start();
    const lines = [{ plant, quantity: 1 }];
    const oran = (address: string) => ({
      ...wilayaOrderPayload(lines, ORAN_HOME),
      shippingAddress: { address, city: 'Bir El Djir', commune: '3103', wilaya: '31', delivery: 'home', phone: '0661 23 45 67' },
      paymentMethod: 'cod',
    });
    expect((await customer.post('/api/orders', oran('12 rue Larbi Ben M’hidi'))).statusCode).toBe(201);
    expect((await customer.post('/api/orders', orderPayload(lines))).statusCode).toBe(201);
    // The same place typed again, with other capitals and spaces: no second copy, back on top.
    expect((await customer.post('/api/orders', oran('  12 RUE larbi   Ben M’hidi '))).statusCode).toBe(201);

    const kept = await book(customer);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatchObject({ address: '12 rue Larbi Ben M’hidi', city: 'Bir El Djir', commune: '3103', wilaya: '31', delivery: 'home', phone: '0661 23 45 67', desk: null });
    expect(kept[1]).toMatchObject({ address: '12 rue Didouche Mourad', city: 'Alger', wilaya: null, phone: null });
    expect(Date.parse(kept[0]!.usedAt)).toBeGreaterThanOrEqual(Date.parse(kept[1]!.usedAt));
  });

  it('adds, edits and deletes an address, checking it as an order checks its address', async () => {
    const { customer } = await start();
    const added = await customer.post('/api/addresses', { address: 'Cité 500 logements, bâtiment 4', commune: '1601', wilaya: '16', phone: '0770 11 22 33' });
    expect(added.statusCode).toBe(201);
    const address = added.json() as SavedAddress;
    expect(address).toMatchObject({ city: 'Alger Centre', phone: '0770 11 22 33', delivery: 'home' });

    const edited = await customer.put(`/api/addresses/${address.id}`, { address: 'حي 500 مسكن، عمارة 4', commune: '3103', wilaya: '31', delivery: 'desk', desk: 'YAL-ORAN-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: address.id, address: 'حي 500 مسكن، عمارة 4', city: 'Bir El Djir', delivery: 'desk', desk: 'YAL-ORAN-01', phone: null });

    const refused = [
      [{ address: 'x', commune: '3103', wilaya: '16' }, 'commune', en.communes.communeNotInWilaya],
      [{ address: 'x', city: 'Nowhere', wilaya: '99' }, 'wilaya', en.checkout.errors.unknownWilaya],
      [{ address: 'x', commune: '999999', wilaya: '31' }, 'commune', en.communes.unknownCommune],
      [{ address: 'x', city: 'Oran', wilaya: '31', phone: '021 12 34 56' }, 'phone', en.checkout.validation.phoneInvalid],
      [{ address: 'x\u0000y', city: 'Oran' }, 'address', undefined],
      [{ address: 'x', city: 'Oran\nBcc: someone' }, 'city', undefined],
    ] as const;
    for (const [body, field, message] of refused) {
      const res = await customer.put(`/api/addresses/${address.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json() as { message: string; fieldErrors?: Record<string, string> };
      expect(Object.keys(answer.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(answer.fieldErrors![field]).toBe(message);
    }
    // Nothing refused was kept.
    expect((await book(customer))[0]).toMatchObject({ address: 'حي 500 مسكن، عمارة 4' });

    expect((await customer.delete(`/api/addresses/${address.id}`)).statusCode).toBe(200);
    expect(await book(customer)).toEqual([]);
    expect((await customer.delete(`/api/addresses/${address.id}`)).statusCode).toBe(404);
  });

  it('keeps ten: an 11th added is refused; an order to an 11th place forgets the one used longest ago', async () => {
    const { customer, plant } = await start();
    for (let n = 1; n <= 10; n++) expect((await customer.post('/api/addresses', { address: `${n} rue des Jardins`, city: 'Blida' })).statusCode).toBe(201);
    const full = await customer.post('/api/addresses', { address: '11 rue des Jardins', city: 'Blida' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: t.limit.replace('{max}', '10') });
    // The same place as one kept is no new address.
    expect((await customer.post('/api/addresses', { address: '3 rue des jardins', city: 'BLIDA' })).statusCode).toBe(201);

    expect((await customer.post('/api/orders', orderPayload([{ plant, quantity: 1 }]))).statusCode).toBe(201);
    const kept = await book(customer);
    expect(kept).toHaveLength(10);
    expect(kept[0]!.address).toBe('12 rue Didouche Mourad');
    expect(kept.map((a) => a.address)).not.toContain('1 rue des Jardins');
    expect(kept.map((a) => a.address)).toContain('3 rue des Jardins');
  });

  it('is one account’s alone: another customer or an admin gets 404, a visitor 401', async () => {
    const { customer, owner, t: app } = await start();
    const mine = (await customer.post('/api/addresses', { address: '7 rue Ben Boulaïd', city: 'Batna' })).json() as SavedAddress;
    const other = new Client(app.app);
    await signUp(other, { email: 'yacine@example.dz' });
    for (const client of [other, owner]) {
      expect((await client.put(`/api/addresses/${mine.id}`, { address: 'stolen', city: 'Batna' })).statusCode).toBe(404);
      expect((await client.delete(`/api/addresses/${mine.id}`)).statusCode).toBe(404);
      expect(await book(client)).toEqual([]);
    }
    const visitor = new Client(app.app);
    expect((await visitor.get('/api/addresses')).statusCode).toBe(401);
    expect((await visitor.post('/api/addresses', { address: 'x', city: 'y' })).statusCode).toBe(401);
    expect((await book(customer))[0]).toMatchObject({ address: '7 rue Ben Boulaïd' });
  });
});
