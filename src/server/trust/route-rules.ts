/**
 * Who may call each route the app registers: one line per route, read by the authorization matrix
 * (`authorization-matrix.api.test.ts`: every route × every kind of caller) and by the admin services'
 * test (`admin-services.api.test.ts`: every admin or owner route names the service that checks its
 * actor). A route added without a line here fails both.
 */
export const ROLES = ['visitor', 'customer', 'otherCustomer', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/**
 * 'ok': let through (never 401/403, nor 404 for the resource's own customer; a 400 only as the route's
 * validation naming the fields at fault of a request its schemas refuse); 'denied': 403 or 404; a number: exactly that status (a 400
 * that is the route's own refusal once the caller is let through).
 */
export type Expect = 'ok' | 400 | 401 | 403 | 'denied';
export type Access = readonly [visitor: Expect, customer: Expect, otherCustomer: Expect, admin: Expect, owner: Expect];

export const PUBLIC: Access = ['ok', 'ok', 'ok', 'ok', 'ok'];
export const USER: Access = [401, 'ok', 'ok', 'ok', 'ok'];
/** A resource of `customer`'s: the other customer must not reach it; admins may (the order desk). */
export const OWN: Access = [401, 'ok', 'denied', 'ok', 'ok'];
/** Owned resource that admins cannot act on either (an identification is its customer's alone). */
export const OWN_ONLY: Access = [401, 'ok', 'denied', 'denied', 'denied'];
export const ADMIN: Access = [401, 403, 403, 'ok', 'ok'];
export const OWNER: Access = [401, 403, 403, 403, 'ok'];

export interface Fixtures {
  plant: number;
  category: number;
  order: string;
  identification: string;
  message: number;
  user: string;
  admin: string;
  /** The customer's address, kept by their order. */
  address: string;
}

export interface Rule {
  access: Access;
  params?: (f: Fixtures) => Record<string, string | number>;
  body?: (f: Fixtures) => object;
}

const plant = (f: Fixtures) => ({ id: f.plant });
const nothing = { id: 999_999 };

/**
 * One line per route: `METHOD /path` → who may call it. Add your route here.
 * Registered by hand (`app.get`/`app.route`, not `registerRoute`, because they answer files or plain
 * text), each with its own check: the labels PDF, the receipt, the orders CSV (a guard at onRequest,
 * then the service's own `requireAdmin` / `mayReadOrder`), Yalidine's address check and `/images/*`
 * (public by design, see their lines). Their lines here hold them to it like any other route.
 */
export const RULES: Record<string, Rule> = {
  'GET /api/auth/user': { access: USER },
  'POST /api/auth/login': { access: PUBLIC },
  'POST /api/auth/signup': { access: PUBLIC },
  'POST /api/auth/logout': { access: PUBLIC },
  // The same forms without JavaScript (docs/decisions/032-forms-before-code.md): public, urlencoded, answered with 303.
  'POST /api/auth/login/form': { access: PUBLIC },
  'POST /api/auth/signup/form': { access: PUBLIC },
  'POST /api/auth/forgot-password/form': { access: PUBLIC },
  'POST /api/auth/forgot-password': { access: PUBLIC, body: () => ({ email: 'nobody@example.dz' }) },
  'POST /api/auth/reset-password': { access: PUBLIC, body: () => ({ token: 'A'.repeat(43), password: 'new-password' }) },
  'POST /api/auth/verify-email': { access: PUBLIC, body: () => ({ token: 'A'.repeat(43) }) },
  // The test shop sends no e-mail (no SMTP_URL): every signed-in caller is let through to the route's 400.
  'POST /api/auth/resend-verification': { access: [401, 400, 400, 400, 400] },
  'PATCH /api/profile': { access: USER },
  'GET /api/login': { access: PUBLIC },

  'GET /api/categories': { access: PUBLIC },
  'GET /api/plants': { access: PUBLIC },
  'GET /api/plants/featured': { access: PUBLIC },
  'GET /api/plants/:id': { access: PUBLIC, params: plant },
  'POST /api/plants': { access: ADMIN },
  'PATCH /api/plants/:id': { access: ADMIN, params: plant },
  'DELETE /api/plants/:id': { access: ADMIN, params: () => nothing },
  'PATCH /api/plants/:plantId/featured': { access: ADMIN, params: (f) => ({ plantId: f.plant }) },
  // By hand (CSV): requireAdmin at onRequest, then exportPlantsCsv's requireAdmin.
  'GET /api/admin/plants.csv': { access: ADMIN },
  // Multipart: the matrix sends JSON, which an admin gets the route's own 415 for.
  'POST /api/admin/plants/import': { access: ADMIN },
  'POST /api/categories': { access: ADMIN },
  'PATCH /api/categories/:id': { access: ADMIN, params: (f) => ({ id: f.category }) },
  'DELETE /api/categories/:id': { access: ADMIN, params: () => nothing },

  'GET /api/wishlist': { access: USER },
  'GET /api/wishlist/:plantId/check': { access: USER, params: (f) => ({ plantId: f.plant }) },
  'POST /api/wishlist': { access: USER },
  'DELETE /api/wishlist/:plantId': { access: USER, params: (f) => ({ plantId: f.plant }) },

  // My Plants (issue 41): the customer's own garden; another's plant or subscription id is a 404 in the service.
  'GET /api/care/plants': { access: USER },
  'POST /api/care/plants': { access: USER, body: () => ({ speciesName: 'Monstera deliciosa' }) },
  'PATCH /api/care/plants/:id': { access: USER, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), body: () => ({ nickname: 'x' }) },
  'DELETE /api/care/plants/:id': { access: USER, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'POST /api/care/plants/:id/done': { access: USER, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), body: () => ({ task: 'water' }) },
  'POST /api/care/plants/:id/photo': { access: USER, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'PATCH /api/care/settings': { access: USER, body: () => ({ wilaya: 16 }) },
  'GET /api/care/species': { access: USER },
  'GET /api/care/vapid-key': { access: USER },
  'GET /api/care/subscriptions': { access: USER },
  'POST /api/care/subscriptions': { access: USER },
  'POST /api/diagnose-plant': { access: PUBLIC },
  'DELETE /api/care/subscriptions/:id': { access: USER, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  // The weekly e-mail's signed link (docs/decisions/027-plant-care.md): public, the token is the proof (none here: a 400).
  'GET /api/care/weekly-email': { access: PUBLIC },
  'POST /api/care/weekly-email/unsubscribe': { access: PUBLIC },
  'GET /api/addresses': { access: USER },
  'POST /api/addresses': { access: USER, body: () => ({ address: '3 rue Larbi Ben M’hidi', city: 'Alger' }) },
  'PUT /api/addresses/:id': { access: OWN_ONLY, params: (f) => ({ id: f.address }), body: () => ({ address: '12 rue Didouche Mourad', city: 'Alger Centre' }) },
  'DELETE /api/addresses/:id': { access: OWN_ONLY, params: (f) => ({ id: f.address }) },

  'POST /api/newsletter': { access: PUBLIC },
  'GET /api/admin/newsletter-subscribers': { access: ADMIN },
  'POST /api/contact': { access: PUBLIC },
  'POST /api/contact/form': { access: PUBLIC },
  'GET /api/site/info': { access: PUBLIC },
  'GET /api/admin/contact-messages': { access: ADMIN },
  'PATCH /api/admin/contact-messages/:id': { access: ADMIN, params: (f) => ({ id: f.message }) },

  // Public files: the catalogue's drawings, the sample photos, and what admins uploaded for plants and categories (served on public pages).
  'GET /images/plants/:file': { access: PUBLIC, params: () => ({ file: 'monstera.svg' }) },
  'GET /images/categories/:file': { access: PUBLIC, params: () => ({ file: 'indoor.svg' }) },
  'GET /images/samples/:file': { access: PUBLIC, params: () => ({ file: 'sample-1.jpg' }) },
  'GET /images/uploads/:file': { access: PUBLIC, params: () => ({ file: '00000000-0000-4000-8000-000000000000.webp' }) },
  'POST /api/identify-plant': { access: PUBLIC },
  'GET /api/identify/engines': { access: PUBLIC },
  'GET /api/figures': { access: PUBLIC },
  'GET /api/identify/samples': { access: PUBLIC },
  'POST /api/identifications/:id/save': { access: OWN_ONLY, params: (f) => ({ id: f.identification }) },
  'DELETE /api/identifications/:id/save': { access: OWN_ONLY, params: (f) => ({ id: f.identification }) },
  'GET /api/my-plants': { access: USER },
  'GET /api/admin/identify': { access: ADMIN },
  'PATCH /api/admin/identify': { access: ADMIN },
  'POST /api/admin/identify/test': { access: ADMIN },

  'POST /api/orders': { access: USER },
  'GET /api/orders': { access: USER },
  'GET /api/orders/last-shipping': { access: USER },
  // Without `?key=` (this line): its customer and admins. With the order's key: whoever holds it (docs/contract.md §7).
  'GET /api/orders/:id': { access: OWN, params: (f) => ({ id: f.order }) },
  // The express form (docs/contract.md §7): public, cash on delivery only; its no-JavaScript form (by hand, urlencoded).
  'POST /api/orders/express': { access: PUBLIC },
  'POST /api/cart/quote': { access: PUBLIC, body: (f) => ({ items: [{ id: f.plant, quantity: 1 }] }) },
  'GET /api/admin/coupons': { access: ADMIN },
  'POST /api/admin/coupons': { access: ADMIN, body: () => ({ code: 'MATRIX-10', kind: 'percent', value: 10 }) },
  'PATCH /api/admin/coupons/:id': { access: ADMIN, params: () => nothing, body: () => ({ active: false }) },
  'DELETE /api/admin/coupons/:id': { access: ADMIN, params: () => nothing },
  'POST /api/orders/express/form': { access: PUBLIC },
  'GET /api/orders/express/form/:id': { access: PUBLIC, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'POST /api/orders/track': { access: PUBLIC, body: () => ({ number: 'abcdef12', phone: '0550123456' }) },
  'POST /api/orders/track/form': { access: PUBLIC },
  'PUT /api/orders/express/draft': { access: PUBLIC, body: () => ({ phone: '0550123456', items: [] }) },
  'GET /api/admin/orders/drafts': { access: ADMIN },
  'DELETE /api/admin/orders/drafts/:id': { access: ADMIN, params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'PATCH /api/orders/:id': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/create-payment-intent': { access: USER },
  // Signed by Stripe, not by a session: without a valid signature everyone gets 400.
  'POST /api/stripe/webhook': { access: PUBLIC },
  // Signed by Chargily with the secret key: without a valid signature everyone gets 400 (503 unconfigured).
  'POST /api/chargily/webhook': { access: PUBLIC },
  'GET /api/shipping/wilayas': { access: PUBLIC },
  'GET /api/shipping/quote': { access: PUBLIC },
  'PUT /api/admin/shipping-rates': { access: ADMIN },
  'GET /api/admin/orders': { access: ADMIN },
  'GET /api/admin/orders/:id': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/confirm': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/mark-paid': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/ship': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/deliver': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/cancel': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/notes': { access: ADMIN, params: (f) => ({ id: f.order }) },
  // COD confirmation and phones (decision 018): the queue, a call's outcome, blocking a number for cash on delivery.
  'GET /api/admin/confirmations': { access: ADMIN },
  'POST /api/admin/orders/:id/calls': { access: ADMIN, params: (f) => ({ id: f.order }), body: () => ({ outcome: 'no_answer' }) },
  'PUT /api/admin/blocked-phones': { access: ADMIN, body: () => ({ phone: '0550123456', blocked: false }) },
  // The customer's signed link is the proof (a forged one is 400 for everyone, and changes nothing).
  // Only the customer changes how their order is paid: admins are denied like another customer.
  'POST /api/orders/:id/pay': { access: OWN_ONLY, params: (f) => ({ id: f.order }) },
  'POST /api/orders/:id/cash-on-delivery': { access: OWN_ONLY, params: (f) => ({ id: f.order }) },
  // Only a customer with a delivered order uploads a review photo: none of the callers here has one.
  'POST /api/reviews/photos': { access: [401, 403, 403, 403, 403] },
  'POST /api/orders/:id/receipt': { access: OWN, params: (f) => ({ id: f.order }) },
  // By hand (a file): requireUser at onRequest, then readReceipt's mayReadOrder (404 for another customer).
  'GET /api/orders/:id/receipt': { access: OWN, params: (f) => ({ id: f.order }) },
  'GET /api/orders/:id/confirm': { access: PUBLIC, params: (f) => ({ id: f.order }) },
  'POST /api/orders/:id/confirm': { access: PUBLIC, params: (f) => ({ id: f.order }), body: () => ({ expires: 0, sig: 'forged' }) },
  // By hand (CSV): requireAdmin at onRequest, then exportOrdersCsv's requireDesk.
  'GET /api/admin/orders.csv': { access: ADMIN },
  'GET /api/admin/outbox': { access: ADMIN },
  'POST /api/admin/shipments': { access: ADMIN },
  // By hand (PDF): requireAdmin at onRequest, then labelsPdf's requireAdmin.
  'GET /api/admin/shipments/labels': { access: ADMIN },
  'GET /api/shipping/desks': { access: PUBLIC },
  'GET /api/shipping/communes': { access: PUBLIC },
  'GET /api/admin/couriers': { access: ADMIN },
  // The couriers' keys are the owner's alone (docs/contract.md §2).
  'PATCH /api/admin/couriers': { access: OWNER, body: () => ({ shipFromWilaya: '31' }) },
  'POST /api/admin/couriers/:id/test': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  'POST /api/admin/couriers/:id/poll': { access: ADMIN, params: () => ({ id: 'ecotrack' }) },
  'GET /api/admin/couriers/figures': { access: ADMIN },
  // The owner's figures (docs/contract.md §9); the CSV by hand: requireAdmin at onRequest, then getAnalytics' requireAdmin.
  'GET /api/admin/analytics': { access: ADMIN },
  'GET /api/admin/analytics.csv': { access: ADMIN },
  // The storefront's add-to-cart beacon: anyone, nothing of the sender kept.
  'POST /api/visits': { access: PUBLIC, body: () => ({ kind: 'addToCart' }) },
  // The courier's fees beside the rates table, and their import: whoever edits the table (admins).
  'GET /api/admin/couriers/:id/fees': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  'POST /api/admin/couriers/:id/fees/import': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  // Signed by the courier (Yalidine: its webhook secret): without a valid signature everyone gets 400 (503 unconfigured).
  'POST /api/couriers/:courier/webhook': { access: PUBLIC, params: () => ({ courier: 'yalidine' }) },
  // By hand (plain text): the courier's check of the address (Yalidine answers its own crc_token back); reads and changes nothing.
  'GET /api/couriers/:courier/webhook': { access: PUBLIC, params: () => ({ courier: 'yalidine' }) },

  'GET /api/admin/stats': { access: ADMIN },
  'GET /api/admin/app-info': { access: ADMIN },
  'GET /api/admin/users': { access: ADMIN },
  'POST /api/admin/users': { access: ADMIN },
  'PATCH /api/admin/users/:id': { access: ADMIN, params: (f) => ({ id: f.user }) },
  // Roles, and another admin's credentials, are the owner's alone (docs/contract.md §2).
  'PATCH /api/admin/users/:userId/role': { access: OWNER, params: (f) => ({ userId: f.user }), body: () => ({ role: 'user' }) },
  'DELETE /api/admin/users/:id': { access: OWNER, params: (f) => ({ id: f.admin }) },
  'GET /api/admin/settings': { access: PUBLIC },
  'PATCH /api/admin/settings': { access: ADMIN },
  'GET /api/admin/audit': { access: OWNER },
  // The ad platforms' accounts (docs/contract.md §9): admins read them masked, the owner changes and tests them.
  'GET /api/admin/conversions': { access: ADMIN },
  'PATCH /api/admin/conversions': { access: OWNER, body: () => ({ metaPixelId: '123456789012345' }) },
  'POST /api/admin/conversions/test': { access: OWNER, body: () => ({ platform: 'meta' }) },
  'POST /api/admin/images': { access: ADMIN },

  'GET /api/plants/:id/reviews': { access: PUBLIC, params: plant },
  'GET /api/plants/:id/reviews/summary': { access: PUBLIC, params: plant },
  'POST /api/plants/:id/reviews': { access: USER, params: plant },
  'GET /api/reviews/mine': { access: USER },
  'PATCH /api/reviews/:id': { access: USER, params: () => nothing },
  'DELETE /api/reviews/:id': { access: USER, params: () => nothing },
  'GET /api/admin/reviews': { access: ADMIN },
  'POST /api/admin/reviews/:id/approve': { access: ADMIN, params: () => nothing },
  'POST /api/admin/reviews/:id/reject': { access: ADMIN, params: () => nothing },
  'POST /api/admin/reviews/:id/reply': { access: ADMIN, params: () => nothing },

  'POST /api/chat': { access: PUBLIC },
  'GET /api/chat/history': { access: USER },
};

