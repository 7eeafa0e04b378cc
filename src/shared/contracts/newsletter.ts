import { z } from 'zod';
import { msg } from '../messages';
import { emailSchema } from '../schemas/fields';
import { defineRoute } from './http';
import { pageOf, PageQuerySchema } from './paging';

export const NewsletterSignupSchema = z.object({
  email: emailSchema(msg.footer.emailInvalid),
});

export const NewsletterSubscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

export const newsletterContract = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter',
    body: NewsletterSignupSchema,
    response: z.object({ message: z.string(), alreadySubscribed: z.boolean() }),
  }),
  /** Admin: the sign-ups, newest first. */
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter-subscribers',
    query: PageQuerySchema,
    response: pageOf(NewsletterSubscriberSchema),
  }),
};
