import type { LegalWords } from './types';

/** The legal pages in English (issue 29 item 7). Facts come from the builders (build.ts): only words here. */
export const legalEn: LegalWords = {
  notPublished: 'not yet published by the seller',
  labels: {
    name: 'Seller',
    address: 'Address',
    rc: 'Trade register number (RC)',
    nif: 'Tax identification number (NIF)',
    phone: 'Phone',
    email: 'E-mail',
  },
  terms: {
    intro: (site) => `These terms apply to every order placed on ${site}. Please read them before you order: placing an order means you accept them.`,
    seller: {
      title: 'The seller',
      intro: (site) => [`${site} is run by the seller below, who states here what law 18-05 of 10 May 2018 on e-commerce requires of an online seller:`],
      missing: [
        'A line that reads “not yet published by the seller” has not been filled in by the seller yet. You may ask for it before you order, from the ',
        { text: 'contact page', href: '/contact' },
        '.',
      ],
    },
    products: {
      title: 'The products',
      paragraphs: [
        ['Plants, seeds and bulbs, pots and accessories, each described on its own page: its name, botanical name, care, price and whether it is in stock.'],
        ['A plant is a living thing: its size and shape may differ a little from the picture. Only what is in stock can be ordered, and the units you order are set aside for you as soon as the order is placed.'],
      ],
    },
    prices: {
      title: 'Prices',
      paragraphs: (freeFrom) => [
        ['Prices are in Algerian dinars (DA), all taxes included: the price shown when you order is the price you pay for the product.'],
        [
          `Delivery is added according to your wilaya and to home or stop-desk delivery, and shown in the order summary before you confirm. It is free from ${freeFrom} of purchases. The fees per wilaya are on the `,
          { text: 'delivery information page', href: '/shipping' },
          '.',
        ],
        ['The shop works the total out itself from its current prices; if a price changed while you were ordering, you are told and asked to check the new total.'],
      ],
    },
    order: {
      title: 'Placing an order',
      steps: [
        ['Add products to your cart, then open the checkout; you need an account, to follow your order.'],
        ['Give your name, phone, wilaya, commune and address, choose home delivery or a stop-desk, and a payment method.'],
        ['Check the summary — products, delivery, total — then press Place Order. The order is recorded at once, and its page tells you what happens next; an e-mail confirms it once your e-mail address is verified.'],
      ],
      methods: {
        cod: ['An order paid cash on delivery is confirmed before it ships: we call you, or you confirm it with the link in the order e-mail. After several unanswered calls it is cancelled.'],
      },
      change: ['To change or cancel an order that has not shipped yet, contact us as shown under “Questions and complaints”.'],
    },
    payment: {
      title: 'Payment',
      intro: 'The shop offers these payment methods:',
      none: 'No payment method is offered at the moment: orders cannot be placed.',
      methods: {
        cod: ['You pay the total in cash to the courier when your parcel arrives.'],
        bank_transfer: [
          'Transfer the total to the shop’s bank account, shown on the order page and in the order e-mail, with the order number as its reference, then send the transfer’s receipt from the order page. The order ships as soon as the transfer arrives; without it by the date shown on the order page, the order is cancelled.',
        ],
        ccp: [
          'Transfer the total from your CCP account, at the post office or with BaridiMob, to the shop’s CCP account shown on the order page, with the order number as the reason, then send the receipt from the order page. The order ships as soon as the transfer arrives; without it by the date shown on the order page, the order is cancelled.',
        ],
        chargily: [
          'You pay by CIB or Edahabia card on Chargily Pay’s secure page, where you are taken once the order is placed; the shop never sees your card number. A payment that did not go through can be tried again from the order page.',
        ],
        stripe: ['You pay by card in the payment form provided by Stripe, when you place the order; the shop never sees your card number.'],
      },
    },
    delivery: {
      title: 'Delivery',
      paragraphs: (freeFrom, liveDays) => [
        [
          'The shop delivers to the wilayas offered at checkout, to your home or to a stop-desk where the carrier has one. The fee and the usual delay for each wilaya are on the ',
          { text: 'delivery information page', href: '/shipping' },
          `; your order’s fee is shown before you confirm it, and delivery is free from ${freeFrom}.`,
        ],
        [`Live plants are shipped ${liveDays} only. Once your parcel is handed to the carrier, the carrier and the tracking number are shown on the order page.`],
        ['Check your parcel when it arrives: if it is damaged, take a photo of it and of the plant, and tell us.'],
      ],
    },
    returns: {
      title: 'Returns, refunds and guarantee',
      items: (f) => [
        [`You may return live plants within ${f.returnDays['live-plants']} of delivery, seeds and bulbs within ${f.returnDays['seeds-bulbs']}, and accessories within ${f.returnDays.accessories}.`],
        [`Survival guarantee: a plant that arrives damaged, or wilts within ${f.survivalDays} of delivery although you followed our care advice, is replaced free of charge or refunded.`],
        [`Refunds go back to the payment method used: within ${f.refundDelay.card} for a card, ${f.refundDelay.bank_transfer} for a transfer, counted from the day the return is accepted.`],
        ['If the mistake is ours (an item damaged, faulty or not the one you ordered), the return is at our cost; otherwise sending the item back is at yours.'],
      ],
      more: ['How to return an item, step by step: our ', { text: 'returns policy', href: '/returns' }, '.'],
    },
    complaints: {
      title: 'Questions and complaints',
      paragraphs: ({ email, phone, whatsapp, within }) => [
        [
          'Write to us from the ',
          { text: 'contact page', href: '/contact' },
          `, by e-mail at ${email}${phone ? `, by phone at ${phone}` : ''}${whatsapp ? ' or on WhatsApp (the link is on the contact page)' : ''}, giving your order number. We answer questions about orders within ${within} during our opening hours.`,
        ],
        ['If we cannot settle it together, you may also turn to the commerce directorate of your wilaya, which is in charge of consumer protection.'],
      ],
    },
    data: {
      title: 'Personal data',
      text: ['What the shop keeps about you, why, who receives it and for how long, and your rights: our ', { text: 'privacy policy', href: '/privacy' }, '.'],
    },
    law: {
      title: 'Applicable law',
      paragraphs: [
        ['These terms are governed by Algerian law, in particular law 18-05 of 10 May 2018 on e-commerce and law 09-03 of 25 February 2009 on consumer protection and the suppression of fraud.'],
        ['The terms that apply to an order are those published on the day it was placed. A dispute is first settled amicably; failing that, it is brought before the competent Algerian court.'],
      ],
    },
  },
  privacy: {
    intro: (site) =>
      `How ${site} handles your personal data, under law 18-07 of 10 June 2018 on the protection of natural persons in the processing of personal data: what it keeps and why, who receives it, for how long, and how to use your rights.`,
    controller: { title: 'Who is responsible', intro: ['The data controller is the seller:'] },
    kept: {
      title: 'What the shop keeps, and why',
      account: {
        term: 'Your account',
        lines: [
          ['Your e-mail address, first and last name, and your password in a form that cannot be read back (the password itself is never stored): to sign you in and show you your orders.'],
          ['With it: your address book (the addresses of your orders, ten at most, which you edit or delete in your profile), your wishlist, the plants you saved in My Plants and, when you are signed in, your conversations with the assistant.'],
        ],
      },
      orders: {
        term: 'Your orders',
        lines: [
          ['The name, e-mail, phone, wilaya, commune and address you give, the delivery mode, the products, amounts and payment method, the order’s history (confirmation calls, shipping, delivery) and the language you ordered in: to deliver your order, be paid for it and answer you about it.'],
        ],
      },
      receipts: {
        term: 'Transfer receipts',
        lines: [['The photo or PDF of the receipt you send for a bank or CCP transfer, to check your payment. A photo is stored re-encoded, without its hidden details such as where it was taken.']],
      },
      identification: (services) => ({
        term: 'Photos sent to identify a plant',
        lines: [
          [
            `The photo is not kept: it is analysed, then dropped${services ? `, after being sent to ${services} to name the plant` : ' (it is analysed on the shop’s own server)'}. The result — the plant named, the time and, if you are signed in, your account — is kept for your history and the shop’s figures.`,
          ],
        ],
      }),
      reviews: {
        term: 'Reviews',
        lines: [['Your rating, title, text and optional photo, published with your first name and the initial of your last name once approved.']],
      },
      messages: {
        term: 'Messages and newsletter',
        lines: [['What you write through the contact form (name, e-mail, subject, message), and the e-mail address you give for the newsletter.']],
      },
      phones: {
        term: 'Phone numbers and cash on delivery',
        lines: [['For cash on delivery, how past orders to a phone number went (confirmed, refused, no answer), so that the shop may refuse cash on delivery to a number that keeps refusing parcels.']],
      },
      security: (sessionDays) => ({
        term: 'Security',
        lines: [
          [`Signing in opens a session of at most ${sessionDays}. Failed sign-in attempts are counted for a few minutes, by network address and by account, to stop password guessing. The server’s technical log records requests (network address, page, time), never passwords or cookies.`],
        ],
      }),
    },
    recipients: {
      title: 'Who receives it',
      team: { term: 'The shop’s team', lines: [['The owner and the shop’s administrators, to handle orders, payments and messages.']] },
      carriers: {
        term: 'The carrier',
        lines: [['The delivery company that carries your parcel receives your name, phone, wilaya, commune and address and, for cash on delivery, the amount to collect.']],
      },
      methods: {
        stripe: {
          term: 'Stripe (card payments)',
          lines: [['When you pay by card, your card details go straight to Stripe, which processes the payment; the shop sends it the amount, your name and your e-mail.']],
        },
        chargily: {
          term: 'Chargily Pay (CIB / Edahabia)',
          lines: [['When you pay by CIB or Edahabia card, Chargily Pay receives the amount, the order number and your e-mail; you type your card details on its page, never on the shop’s.']],
        },
      },
      identification: (services) => ({ term: services, lines: [['The photo you send to identify a plant, to name it.']] }),
      assistant: {
        term: 'The assistant’s language model',
        lines: [['The messages you write to the assistant are sent to the language model service that writes its answers.']],
      },
      email: { term: 'E-mail', lines: [['The mail server that delivers the shop’s e-mails receives your address and the message.']] },
      noSale: ['Nothing is sold, rented or given to advertisers.'],
    },
    retention: {
      title: 'How long',
      items: (sessionDays) => [
        ['Your account, address book, wishlist, reviews and conversations with the assistant: until the account is deleted, which deletes them too. Your identifications then stay, without your account.'],
        ['Orders, with their receipts and history: kept as the shop’s record of its sales. Deleting your account does not delete them; they are detached from it.'],
        ['Contact messages and newsletter sign-ups: until you ask us to delete them.'],
        [`A sign-in session: ${sessionDays} at most, or until you sign out.`],
        ['A photo sent to identify a plant: not kept.'],
      ],
    },
    rights: {
      title: 'Your rights',
      intro: 'Under law 18-07 you may:',
      items: [
        ['know what the shop holds about you and get a copy of it (access);'],
        ['have it corrected or completed, and erased when it is no longer needed or was processed unlawfully (rectification);'],
        ['object, for a legitimate reason, to its processing, and at any time to its use for marketing, such as the newsletter (opposition).'],
      ],
      how: (email) => [
        'Your name and e-mail address can be changed in ',
        { text: 'your profile', href: '/profile' },
        `. For anything else, write to ${email} or use the `,
        { text: 'contact page', href: '/contact' },
        '.',
      ],
      authority: ['You may also bring a complaint to the National Authority for the Protection of Personal Data (ANPDP).'],
    },
  },
  cookies: {
    intro: (site) => `${site} sets only the cookies it needs to work. None is used for advertising, tracking or audience measurement.`,
    introMeasured: (site, companies) => `${site} sets the cookies it needs to work and, only if you accept, ${companies} set a cookie that measures which of its ads bring visitors. None is used to sell your data.`,
    what: {
      title: 'What a cookie is',
      paragraphs: [['A cookie is a small piece of text that a site stores in your browser and gets back on your next visits. This shop uses them to keep you signed in and to remember your language.']],
    },
    list: {
      title: 'The cookies this shop sets',
      purposes: {
        session: 'Keeps you signed in. Set when you sign in or create an account.',
        sessionHint: 'Holds no secret, only “1”: it tells the page that you may be signed in, so that it asks the server who you are only then. Set and removed with the one above.',
        device: 'Set when you sign in successfully: it shows that this browser has signed in to your account before, so that someone guessing your password elsewhere cannot lock you out. Sent to the sign-in service only.',
        lang: 'Remembers the language you chose in the header.',
        source: 'Remembers where your first visit came from (an ad, a site), for 30 days at most, so that the shop knows which of its ads bring orders. Holds the ad’s campaign and click number, never your name or contact; set by the server when you arrive from a link that says where it comes from.',
        consent: 'Remembers your answer about measurement cookies, so that the shop does not ask again.',
      },
      keptFor: (days) => `Kept ${days}.`,
      keptWhileSignedIn: (days) => `Kept ${days} at most; removed when you sign out.`,
      httpOnly: 'The page’s scripts cannot read it; only the shop’s server can.',
    },
    measurement: {
      title: 'Measurement cookies (only if you accept)',
      intro: (companies) => [`The shop asks you before anything else is set: if you accept, ${companies} load their measuring script, which sets the cookies below and tells them which page you opened, so that the shop can see which ads bring visitors. If you refuse, nothing of theirs is loaded and the shop works the same.`],
      setBy: (company) => `Set by ${company}’s script, only after you accept.`,
    },
    browser: {
      title: 'What else your browser keeps',
      items: [
        ['Your cart, in the browser’s storage, so that it is still there when you come back. The shop receives it only when you order.'],
        ['The pages you opened, kept by the shop’s offline mode so that they open without a connection. Account pages and orders are never kept, and signing out empties the rest.'],
      ],
    },
    outside: {
      title: 'Outside services',
      methods: {
        stripe: ['When you pay by card, Stripe’s payment form is loaded, only then; Stripe may set its own cookies, which it uses to detect and prevent fraud.'],
        chargily: ['When you pay by CIB or Edahabia card you go to Chargily Pay’s page; the cookies there are Chargily’s.'],
      },
    },
    choice: {
      title: 'Your choice',
      paragraphs: [
        ['Your browser shows these cookies and lets you delete them. Without the sign-in cookies you cannot stay signed in, so you cannot order; without the language cookie, the shop follows your browser’s language.'],
      ],
    },
  },
};
