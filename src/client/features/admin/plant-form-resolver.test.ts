import { describe, expect, it } from 'vitest';
import type { Plant, PlantFormValues } from '@shared/contracts/catalog';
import { msg } from '@shared/messages';
import { plantFormResolver } from './plant-form-resolver';
import { sizeFormValues } from './plant-sizes-field';

/*
 * The plant form validates with the server's schema (docs/contract.md §8): with sizes, the plant's own
 * price and stock are neither checked nor sent, whatever the plain inputs held; without, they are.
 */

const resolve = (values: PlantFormValues) => plantFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const plain = { name: 'Monstera', categoryId: '3', price: '', originalPrice: '', stock: '0' } satisfies PlantFormValues;
const size = (label: string, price: string) => ({ label, labelFr: '', labelAr: '', sku: '', price, originalPrice: '', stock: '2' });

describe('the plant form’s validation', () => {
  it('with sizes, leaves out the plain price, original price and stock, even the empty ones the form still holds', async () => {
    const result = await resolve({ ...plain, variants: [{ id: 7, ...size('12 cm pot', '1800') }, size('21 cm pot', '4500')] });
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('price');
    expect(result.values).not.toHaveProperty('originalPrice');
    expect(result.values).not.toHaveProperty('stock');
    expect(result.values).toMatchObject({
      variants: [
        { id: 7, label: '12 cm pot', labelFr: null, sku: null, price: '1800.00', originalPrice: null, stock: 2 },
        { label: '21 cm pot', price: '4500.00', stock: 2 },
      ],
    });
  });

  it('says a repeated size name beside the size that repeats it', async () => {
    const result = await resolve({ ...plain, variants: [size('12 cm pot', '1800'), size('12 CM pot', '2900')] });
    expect(result.values).toEqual({});
    const errors = result.errors as { variants?: { [i: number]: { label?: { message?: string } } } };
    expect(errors.variants?.[1]?.label?.message).toBe(msg.catalog.sizeLabelTaken);
    expect(errors.variants?.[0]).toBeUndefined();
  });

  it('without sizes, checks and sends the plain price and stock, as a spec client does', async () => {
    expect((await resolve(plain)).errors).toMatchObject({ price: { message: msg.catalog.priceRequired } });
    const result = await resolve({ ...plain, price: '1500', stock: '4' });
    expect(result.values).toMatchObject({ price: '1500.00', stock: 4 });
    expect(result.values).not.toHaveProperty('variants');
  });
});

describe('the sizes editor’s starting rows', () => {
  const plantWith = (variants: Plant['variants']) => ({ variants }) as Plant;
  const variant = (id: number, label: string) => ({ id, label, labelFr: null, labelAr: null, sku: null, price: '1800.00', originalPrice: null, stock: 3 });

  it('are none for a new plant or one sold in one unnamed size: the form shows the plain fields', () => {
    expect(sizeFormValues(null)).toBeUndefined();
    expect(sizeFormValues(plantWith([variant(1, '')]))).toBeUndefined();
  });

  it('are the plant’s sizes in order, with their ids, when it has sizes', () => {
    expect(sizeFormValues(plantWith([variant(4, '21 cm pot'), { ...variant(2, '12 cm pot'), labelAr: 'أصيص 12 سم', sku: 'MON-12' }]))).toEqual([
      { id: 4, label: '21 cm pot', labelFr: '', labelAr: '', sku: '', price: '1800.00', originalPrice: '', stock: '3' },
      { id: 2, label: '12 cm pot', labelFr: '', labelAr: 'أصيص 12 سم', sku: 'MON-12', price: '1800.00', originalPrice: '', stock: '3' },
    ]);
  });
});
