/**
 * Whether a customer's order e-mails reach them (docs/contract.md §2): `sent` to a confirmed address;
 * `unconfirmed` until they open the confirmation link (nothing is sent before); `off` when the shop sends
 * no e-mail at all (no SMTP_URL: mails stay in the outbox, and no address can be confirmed). A page that
 * would say "sent to your e-mail" says what is true instead.
 */
export type OrderMail = 'sent' | 'unconfirmed' | 'off';

export const orderMailOf = (user: { emailVerified: boolean | null }): OrderMail =>
  user.emailVerified === null ? 'off' : user.emailVerified ? 'sent' : 'unconfirmed';
