import { describe, expect, it } from 'vitest';
import { AddressFormSchema, ShippingAddressSchema, ShippingFormSchema } from '../contracts/orders';
import { ExpressOrderSchema } from '../contracts/express-orders';
import { msg } from '../messages';
import { hasNeededStreet, needsStreetAddress } from './shipping';

const required = msg.checkout.validation.addressRequired;
const addressIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.find((i) => i.path.join('.') === 'address')?.message;

describe('the one address rule: a street for home delivery only', () => {
  it('needs a street for home delivery and none for a stop-desk', () => {
    expect(needsStreetAddress('home')).toBe(true);
    expect(needsStreetAddress('desk')).toBe(false);
    expect(hasNeededStreet({ address: '  ', delivery: 'home' })).toBe(false);
    expect(hasNeededStreet({ address: null, delivery: 'desk' })).toBe(true);
    expect(hasNeededStreet({ address: '3 rue Didouche', delivery: 'home' })).toBe(true);
  });

  const form = { firstName: 'Amina', lastName: 'Bensaïd', email: 'amina@example.dz', city: 'Oran', wilaya: '31', phone: '0661234567' };
  const where = { city: 'Oran', wilaya: '31', phone: '0661234567' };
  const express = { items: [{ id: 1, quantity: 1 }], customerName: 'Amina', phone: '0661234567', wilaya: '31' };

  it('is the same in the checkout form, the address book, POST /api/orders and the express form', () => {
    const cases = [
      (address: string | undefined, delivery: 'home' | 'desk') => ShippingFormSchema.safeParse({ ...form, address, delivery }),
      (address: string | undefined, delivery: 'home' | 'desk') => AddressFormSchema.safeParse({ ...where, address, delivery }),
      (address: string | undefined, delivery: 'home' | 'desk') => ShippingAddressSchema.safeParse({ ...where, address, delivery }),
      (address: string | undefined, delivery: 'home' | 'desk') => ExpressOrderSchema.safeParse({ ...express, address, delivery }),
    ];
    for (const parse of cases) {
      expect(parse(undefined, 'desk').success).toBe(true);
      expect(parse('', 'desk').success).toBe(true);
      expect(addressIssue(parse('', 'home'))).toBe(required);
      expect(addressIssue(parse(undefined, 'home'))).toBe(required);
      expect(parse('12 rue Larbi Ben M’hidi', 'home').success).toBe(true);
    }
  });

  it('stores a stop-desk order without a street as an empty string, never null', () => {
    expect(ShippingAddressSchema.parse({ ...where, delivery: 'desk' }).address).toBe('');
    expect(ShippingAddressSchema.parse({ ...where, address: null, delivery: 'desk' }).address).toBe('');
  });

  it('reports the missing street beside the other missing fields of the checkout form', () => {
    const r = ShippingFormSchema.safeParse({ ...form, firstName: '', address: '', delivery: 'home' });
    expect(addressIssue(r)).toBe(required);
    expect(r.error?.issues.some((i) => i.path[0] === 'firstName')).toBe(true);
  });
});
