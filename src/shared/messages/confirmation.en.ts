/**
 * Confirming cash-on-delivery orders and the phone's history (issue 24, decision 018): the order desk's
 * queue, its WhatsApp message (in the customer's language), the customer's signed link. Part of `en` as
 * `en.confirmation`.
 */
export const confirmationEn = {
  queue: {
    tab: 'To confirm',
    title: 'Cash-on-delivery orders to confirm',
    intro: 'Call or WhatsApp each customer before shipping, then record what they said.',
    empty: 'No cash-on-delivery order is waiting for confirmation.',
    call: 'Call',
    whatsapp: 'WhatsApp',
    noPhone: 'No phone number',
    attempts: { one: '{count} unanswered call', other: '{count} unanswered calls' },
    autoCancelRule: 'An order is cancelled, its stock back, after {attempts} unanswered calls over at least {days} days.',
    record: 'Record the outcome',
    recorded: 'Outcome recorded',
    loadFailed: 'The orders to confirm could not be loaded.',
  },
  outcomes: {
    confirmed: 'Confirmed',
    no_answer: 'No answer',
    refused: 'Refused',
    wrong_number: 'Wrong number',
  },
  history: {
    call: 'Confirmation call: {outcome}',
    customerConfirmed: 'Confirmed by the customer (link in the e-mail)',
    automatic: 'the shop (automatic)',
  },
  /** Sent from the owner's WhatsApp with the order's details, in the customer's language. */
  whatsapp:
    'Hello {name}, this is {shop}. We received your order {number} of {total} (cash on delivery) to {place}. Can you confirm it so that we ship it? Thank you!',
  reasons: {
    unanswered: 'We could not reach you by phone to confirm this cash-on-delivery order.',
    refused: 'You declined this order when we called to confirm it.',
    wrongNumber: 'The phone number given for this order did not reach you.',
  },
  link: {
    emailLine: 'Confirm your order in one click (cash on delivery): {url}',
    title: 'Confirm your order',
    text: 'Order {number}: {total}, paid in cash on delivery. Confirm it and we prepare your parcel.',
    button: 'Confirm my order',
    done: 'Thank you! Your order is confirmed.',
    /** After the tap: which order is confirmed (issue 38: the page names it before and after). */
    confirmedText: 'Order {number} ({total}) is confirmed: we are preparing your parcel.',
    already: 'This order is already confirmed.',
    invalid: 'This confirmation link is not valid.',
    expired: 'This confirmation link has expired. Answer our call or contact us to confirm.',
    notPending: 'This order can no longer be confirmed.',
  },
  phone: {
    title: 'Phone history',
    intro: 'Orders with this number, every account included.',
    orders: 'Orders',
    delivered: 'Delivered',
    refused: 'Refused',
    returned: 'Returned',
    wrongNumber: 'Wrong number',
    block: 'Block cash on delivery',
    unblock: 'Allow cash on delivery again',
    blocked: 'Cash on delivery is blocked for this number.',
    invalid: 'Not an Algerian mobile number.',
  },
  codBlocked:
    'Cash on delivery is not available for this phone number. You can still pay by CIB / Edahabia card or by bank transfer.',
} as const;
