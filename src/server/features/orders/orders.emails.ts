import { formatDAFr, type Centimes } from '@shared/domain/money';
import { orderNumber, type OrderTotals } from '@shared/domain/order';
import type { DeliveryMode } from '@shared/domain/shipping';
import type { BankDetails } from '../settings/settings.service';

export interface EmailLine {
  name: string;
  quantity: number;
  unitPrice: Centimes;
}

/** What every order e-mail repeats: the figures stored on the order and where it ships. */
export interface OrderEmailInput {
  orderId: string;
  customerName: string;
  lines: readonly EmailLine[];
  totals: OrderTotals;
  siteName: string;
  /** "Oran (31)" and home / stop-desk; null for an order without a wilaya (flat fee). */
  destination: { wilaya: string; delivery: DeliveryMode } | null;
}

export interface BankTransferEmailInput extends OrderEmailInput {
  bank: BankDetails;
}

const orNotSet = (value: string) => value || '—';
const deliveryFr = (d: DeliveryMode) => (d === 'desk' ? 'stop-desk (point relais)' : 'à domicile');
const deliveryEn = (d: DeliveryMode) => (d === 'desk' ? 'stop-desk (pick-up point)' : 'home delivery');

/** The summary both languages share: lines, subtotal, the wilaya's shipping fee, total. */
function summaryFr(input: OrderEmailInput, totalLabel: string): string[] {
  const { totals } = input;
  return [
    'Récapitulatif :',
    ...input.lines.map((l) => `  - ${l.name} × ${l.quantity} — ${formatDAFr(l.unitPrice)} = ${formatDAFr(l.unitPrice * l.quantity)}`),
    `  Sous-total : ${formatDAFr(totals.subtotal)}`,
    `  Livraison${input.destination ? ` (${input.destination.wilaya}, ${deliveryFr(input.destination.delivery)})` : ''} : ${totals.shipping === 0 ? 'Gratuite' : formatDAFr(totals.shipping)}`,
    `  ${totalLabel} : ${formatDAFr(totals.total)}`,
  ];
}

function summaryEn(input: OrderEmailInput, totalLabel: string): string[] {
  const { totals } = input;
  return [
    `Subtotal: ${formatDAFr(totals.subtotal)}`,
    `Shipping${input.destination ? ` (${input.destination.wilaya}, ${deliveryEn(input.destination.delivery)})` : ''}: ${totals.shipping === 0 ? 'Free' : formatDAFr(totals.shipping)}`,
    `${totalLabel}: ${formatDAFr(totals.total)}`,
  ];
}

/**
 * The bank transfer instructions (spec §1: "details are sent by e-mail after confirmation"), in
 * French then English, with the figures stored on the order and the bank details from settings.
 */
export function bankTransferEmail(input: BankTransferEmailInput): { subject: string; text: string } {
  const number = orderNumber(input.orderId);
  const { bank } = input;
  const hasBank = !!(bank.bankName || bank.bankAccountHolder || bank.bankRib);

  const text = [
    `Bonjour ${input.customerName},`,
    '',
    `Merci pour votre commande ${number} sur ${input.siteName}. Elle est enregistrée et sera préparée dès réception de votre virement.`,
    '',
    ...summaryFr(input, 'Total à virer'),
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
    ...summaryEn(input, 'Total to transfer'),
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

/** Cash on delivery: what the customer will pay the courier, and that we call to confirm. */
export function cashOnDeliveryEmail(input: OrderEmailInput): { subject: string; text: string } {
  const number = orderNumber(input.orderId);
  const text = [
    `Bonjour ${input.customerName},`,
    '',
    `Merci pour votre commande ${number} sur ${input.siteName}. Nous vous appelons pour la confirmer, puis elle part chez le transporteur.`,
    '',
    ...summaryFr(input, 'À payer au livreur, en espèces'),
    '',
    '— English —',
    '',
    `Hello ${input.customerName},`,
    '',
    `Thank you for your order ${number} at ${input.siteName}. We will call you to confirm it, then hand it to the courier.`,
    '',
    ...summaryEn(input, 'To pay the courier in cash'),
    '',
    `${input.siteName}`,
  ].join('\n');
  return { subject: `Commande ${number} — paiement à la livraison / cash on delivery`, text };
}
