/**
 * The texts of the e-mails the shop sends (orders, account links, owner alerts): read by the server only. The browser's build
 * replaces these modules with an empty stand-in (vite.config.ts, serverOnlyTexts), so no page downloads
 * them; a browser module must not read `m.emails` (src/client/emails-server-only.test.ts checks it).
 */
export const emailsEn = {
  /** Placing an order: what each payment method's e-mail says. */
  order: {
    /** An order's discount line: the code and what it took off. */
    discount: 'Discount {code}: −{amount}',
    ccp: {
      subject: 'Order {number} — CCP transfer details',
      intro: 'Thank you for your order {number} at {site}. We will prepare it as soon as your transfer arrives.',
      total: 'Total to transfer: {amount}',
      details: 'Our CCP account:',
      number: 'CCP: {value}',
      key: 'Key: {value}',
      holder: 'Holder: {value}',
      reference: 'Reason of the transfer: {number}',
      receipt: 'Then send us the receipt from your order page.',
      noDetails: '(Our customer service will send you our CCP account.)',
    },
    greeting: 'Hello {name},',
    summary: 'Summary:',
    subtotal: 'Subtotal: {amount}',
    shipping: 'Shipping: {amount}',
    shippingTo: 'Shipping ({wilaya}, {delivery}): {amount}',
    free: 'Free',
    deliveries: { home: 'home delivery', desk: 'stop-desk (pick-up point)' },
    bankTransfer: {
      subject: 'Order {number} — bank transfer details',
      intro: 'Thank you for your order {number} at {site}. We will prepare it as soon as your bank transfer arrives.',
      total: 'Total to transfer: {amount}',
      details: 'Bank details:',
      bank: 'Bank: {value}',
      holder: 'Account holder: {value}',
      rib: 'RIB: {value}',
      reference: 'Reference: {number}',
      noDetails: '(Our customer service will send you our bank details.)',
    },
    cod: {
      subject: 'Order {number} — cash on delivery',
      intro: 'Thank you for your order {number} at {site}. We will call you to confirm it, then hand it to the courier.',
      total: 'To pay the courier in cash: {amount}',
    },
  },
  /** The order desk's e-mails to the customer, and the owner's new-order alert. */
  desk: {
    /** To the owner (OWNER_EMAIL), in the shop's default language (the owner's own is not known). */
    newOrder: {
      subject: '{siteName}: new order {number}, {total} ({method})',
      text: 'A new order {number} from {name} ({phone}), to {destination}:\n\n{items}\n\nTotal: {total} ({method}).\n\nOpen it: {url}\n\n(These e-mails can be turned off in the admin Orders tab.)',
    },
    paid: {
      subject: 'Payment received for order {number}',
      body: 'Hello {name},\n\nWe have received your payment of {total} ({method}) for order {number} at {site}. Thank you!\nPayment reference: {reference}.\n\nWe are preparing your order and will write again when it ships.',
    },
    confirmed: {
      subject: 'Order {number} confirmed',
      body: 'Hello {name},\n\nGood news: your order {number} at {site} is confirmed. We are preparing it and will write again when it ships.\n\nTotal: {total} ({method}).',
    },
    shipped: {
      subject: 'Order {number} shipped',
      body: 'Hello {name},\n\nYour order {number} is on its way.\n\n  Carrier: {carrier}\n  Tracking number: {trackingNumber}',
    },
    /** Added when the shop's public address is known (PUBLIC_ORIGIN). */
    orderLink: 'You will also find it on your order page: {url}',
    cancelled: {
      subject: 'Order {number} cancelled',
      body: 'Hello {name},\n\nWe are sorry: your order {number} has been cancelled.\n\n  Reason: {reason}\n\nIf you have already paid, we will contact you about the refund. A question? Reply to this e-mail or write to us from the Contact page.',
    },
  },
  /** Links mailed to an account: a forgotten password, an address to confirm. */
  account: {
    verifySubject: '{site}: confirm your e-mail address',
    verifyBody: 'Hello,\n\nTo confirm that this address is yours, open this link within 24 hours:\n\n{url}\n\nIf you did not create an account at {site}, ignore this e-mail: nothing more will be sent to you.',
    resetSubject: '{site}: choose a new password',
    resetBody: 'Hello,\n\nSomeone (we hope you) asked to reset the password of your account at {site}. To choose a new password, open this link within one hour:\n\n{url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.',
  },
  /** Asking a customer to review what was delivered. */
  review: {
    subject: 'How are your plants? Review your order {number}',
    body: 'Hello {name},\n\nYour order {number} from {site} has been delivered. How did your plants arrive? Your review helps other customers choose:',
    link: 'Leave a review: {url}',
    noLink: 'Leave a review from My Orders on our website.',
  },
  /** The owner's alerts: where the money goes was changed; a payment for a cancelled order. */
  alerts: {
    settingsSubject: '{siteName}: where your money goes was changed',
    settingsIntro: '{actor} changed these settings on {date}:',
    settingsLine: '- {setting}: {before} → {after}',
    settingsOutro: 'If you did not expect this change, sign in and check the settings and the audit log now.',
  },
  refunds: {
    paidWhileCancelled: 'Paid after the order was cancelled: the customer must be refunded',
    alertSubject: '{siteName}: refund order {number}, paid after it was cancelled',
    alertText:
      'Order {number} had been cancelled when {method} reported it paid ({amount}, payment reference {reference}). Refund the customer through {method}, then note the refund in the order’s history.',
  },
} as const;
