import type { ReactNode } from 'react';
import { orderNumber } from '@shared/domain/order-number';

/**
 * Values that read left to right in every language — phone numbers, e-mails, a RIB, an order number.
 * Inside Arabic text the bidirectional algorithm would reorder their parts ("0661 23 45 67" shows as
 * "67 45 23 0661", "#a1b2c3d4" as "a1b2c3d4#"); isolating them keeps them whole.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** An order's number ("#a1b2c3d4"), the same way on every page that shows it. */
export function OrderNumber({ id }: { id: string }) {
  return <Ltr>{orderNumber(id)}</Ltr>;
}

/**
 * What a person typed (a name, an address, a city), in whatever script: isolated, its direction read
 * from its own first letter, so "12 rue Larbi Ben M’hidi" keeps its number in front on an Arabic page.
 */
export function Typed({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

const LRI = '\u2066';
const PDI = '\u2069';

/** The same for a value placed in a string (a title, an aria-label): Unicode isolates, only on a right-to-left page. */
export const ltrText = (dir: 'ltr' | 'rtl', value: string): string => (dir === 'rtl' ? `${LRI}${value}${PDI}` : value);
