import { formatDAFr, type Centimes } from '@shared/domain/money';
import { orderNumber, type OrderTotals } from '@shared/domain/order';
import type { BankDetails } from '../settings/settings.service';

export interface EmailLine {
  name: string;
  quantity: number;
  unitPrice: Centimes;
}

export interface BankTransferEmailInput {
  orderId: string;
  customerName: string;
  lines: readonly EmailLine[];
  totals: OrderTotals;
  bank: BankDetails;
  siteName: string;
}

const orNotSet = (value: string) => value || '—';

/**
 * The bank transfer instructions (spec §1: "details are sent by e-mail after confirmation"), in
 * French then English, with the figures stored on the order and the bank details from settings.
 */
export function bankTransferEmail(input: BankTransferEmailInput): { subject: string; text: string } {
  const number = orderNumber(input.orderId);
  const { totals, bank } = input;
  const lines = input.lines.map(
    (l) => `  - ${l.name} × ${l.quantity} — ${formatDAFr(l.unitPrice)} = ${formatDAFr(l.unitPrice * l.quantity)}`,
  );
  const shipping = (free: string) => (totals.shipping === 0 ? free : formatDAFr(totals.shipping));
  const hasBank = !!(bank.bankName || bank.bankAccountHolder || bank.bankRib);

  const text = [
    `Bonjour ${input.customerName},`,
    '',
    `Merci pour votre commande ${number} sur ${input.siteName}. Elle est enregistrée et sera préparée dès réception de votre virement.`,
    '',
    'Récapitulatif :',
    ...lines,
    `  Sous-total : ${formatDAFr(totals.subtotal)}`,
    `  Livraison : ${shipping('Gratuite')}`,
    `  Total à virer : ${formatDAFr(totals.total)}`,
    '',
    'Coordonnées bancaires :',
    `  Banque : ${orNotSet(bank.bankName)}`,
    `  Titulaire du compte : ${orNotSet(bank.bankAccountHolder)}`,
    `  RIB : ${orNotSet(bank.bankRib)}`,
    `  Référence à indiquer : ${number}`,
    ...(hasBank ? [] : ['  (Nos coordonnées bancaires vous seront communiquées par notre service client.)']),
    '',
    '— English —',
    '',
    `Hello ${input.customerName},`,
    '',
    `Thank you for your order ${number} at ${input.siteName}. We will prepare it as soon as your bank transfer arrives.`,
    '',
    `Subtotal: ${formatDAFr(totals.subtotal)}`,
    `Shipping: ${shipping('Free')}`,
    `Total to transfer: ${formatDAFr(totals.total)}`,
    '',
    `Bank: ${orNotSet(bank.bankName)}`,
    `Account holder: ${orNotSet(bank.bankAccountHolder)}`,
    `RIB: ${orNotSet(bank.bankRib)}`,
    `Reference: ${number}`,
    '',
    `${input.siteName}`,
  ].join('\n');

  return { subject: `Commande ${number} — coordonnées pour le virement / bank transfer details`, text };
}
