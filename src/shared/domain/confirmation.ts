/**
 * Confirming cash-on-delivery orders (docs/contract.md §5, docs/decisions/018-fulfilment-confirmation.md):
 * the owner calls or WhatsApps the customer and records what happened; unanswered orders are cancelled
 * after `attempts` calls spread over at least `days` days.
 */
export const CALL_OUTCOMES = ['confirmed', 'no_answer', 'refused', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface UnansweredRule {
  attempts: number;
  days: number;
}

const DAY_MS = 86_400_000;

/** True when `unanswered` (the times of the "no answer" calls) reaches the rule at `now`. */
export function unansweredExhausted(unanswered: readonly Date[], now: Date, rule: UnansweredRule): boolean {
  if (unanswered.length === 0 || unanswered.length < rule.attempts) return false;
  const first = Math.min(...unanswered.map((d) => d.getTime()));
  return now.getTime() - first >= rule.days * DAY_MS;
}

/** A click-to-chat link (no WhatsApp API needed): the number's digits, E.164 without "+", and the prefilled text. */
export function whatsappLink(phoneE164: string, text: string): string {
  return `https://wa.me/${phoneE164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const telLink = (phoneE164: string) => `tel:${phoneE164.replace(/[^\d+]/g, '')}`;
