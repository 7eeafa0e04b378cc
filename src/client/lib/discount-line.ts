import type { Translator } from '@shared/messages';
import { interpolate } from './interpolate';
import { ltrText } from './bidi';

/**
 * The discount line of an order or a quote (docs/contract.md §8): "Discount (CODE)" and "−360.00 DA", or
 * null when nothing was taken off. The code is isolated (Latin inside Arabic keeps its order).
 */
export function discountLine(tr: Translator, figures: { discount: string; couponCode: string | null }): { label: string; amount: string } | null {
  if (figures.discount === '0.00') return null;
  const l = tr.m.coupons.lines;
  const label = figures.couponCode ? interpolate(l.discountWithCode, { code: ltrText(tr.dir, figures.couponCode) }) : l.discount;
  return { label, amount: `−${tr.money(figures.discount)}` };
}
