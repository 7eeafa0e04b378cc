import { z } from 'zod';
import type { SellerIdentity } from '../domain/seller-identity';
import { msg } from '../messages';
import { emailSchema, IntIdSchema, MoneyStringSchema, oneLine } from '../schemas/fields';
import { defineRoute } from './http';
import { pageOf, PageQuerySchema } from './paging';

const m = msg.contact;

/** A French text field: trimmed, at least `min` characters (the spec's message), bounded. */
const text = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, m.tooLong);

/** Spec §5 Contact: the form and the server share this schema and its French messages. */
export const ContactMessageSchema = z.object({
  name: oneLine(text(2, m.nameMin, 100)),
  email: emailSchema(m.emailInvalid),
  subject: text(3, m.subjectMin, 200),
  message: text(10, m.messageMin, 5000),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/**
 * The public shop details the help and legal pages and the footer show, from settings: phone (null
 * when none is set), e-mail, the live free-shipping threshold (a decimal string, "5000.00"), the
 * seller's identity.
 */
export const SiteInfoSchema = z.object({
  /**
   * The shop's phone (a mobile or a fixed line) as Algerians read it, "021 23 45 67", null when none. Not
   * E.164 like `whatsapp`: every page's footer shows it as it comes (formatting it there would cost every
   * page a chunk); `telLink` dials it.
   */
  phone: z.string().nullable(),
  /** The shop's WhatsApp (a mobile, E.164 "+213…"), null when none: pages link to wa.me with a prefilled message. */
  whatsapp: z.string().nullable(),
  email: z.string(),
  minFreeShipping: MoneyStringSchema,
  /** The seller's identity (law 18-05 art. 11): each part null until the owner publishes it. */
  seller: z.object({ name: z.string().nullable(), address: z.string().nullable(), rc: z.string().nullable(), nif: z.string().nullable() }) satisfies z.ZodType<SellerIdentity>,
  /** What the privacy and cookies pages state: how long a sign-in lasts (days), and whether the assistant asks a language model service. */
  privacy: z.object({ sessionDays: z.number().int(), assistantModel: z.boolean() }),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

export const AdminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The account that sent it, when signed in. */
  userId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const contactContract = {
  /** Public: the contact form. Stored, rate-limited, linked to the account when signed in. */
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    body: ContactMessageSchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    status: 201,
  }),
  /** Public: phone, e-mail and free-shipping threshold shown on the help pages. */
  siteInfo: defineRoute({ method: 'GET', path: '/api/site/info', response: SiteInfoSchema }),
  /** Admin inbox, newest first. */
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    query: PageQuerySchema,
    response: pageOf(AdminContactMessageSchema).extend({ unread: z.number().int() }),
  }),
  adminMarkRead: defineRoute({
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    params: z.object({ id: IntIdSchema }),
    body: z.object({ read: z.boolean() }),
    response: AdminContactMessageSchema,
  }),
};
