import { z } from 'zod';
import { LOCALES, msg } from '../messages';
import { defineRoute } from './http';

const m = msg.chat;

/** A message longer than this is refused (400): enough for any question, too short for abuse. */
export const CHAT_MESSAGE_MAX = 1000;

/** What a reply was about; sent back by the client so a follow-up ("and for Oran?") keeps the topic. */
export const ChatTopicSchema = z.enum([
  'shipping',
  'returns',
  'payment',
  'order',
  'care',
  'product',
  'find',
  'hours',
  'contact',
  'human',
  'faq',
  'greeting',
  'thanks',
  'unknown',
]);
export type ChatTopic = z.infer<typeof ChatTopicSchema>;

/** The conversation's state the server hands back with each reply (the API stays stateless). */
export const ChatContextSchema = z.object({
  topic: ChatTopicSchema.optional(),
  /** Catalogue plants the last reply was about. */
  plantIds: z.array(z.number().int().positive()).max(8).optional(),
  /** A species of the knowledge base the last reply was about (scientific name). */
  species: z.string().max(120).optional(),
  /** Wilaya code (1–69: the 11 of law 26-06 included, answered with the day they take orders). */
  wilaya: z.number().int().min(1).max(69).optional(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

/** `POST /api/chat` (spec §7: message). Blank messages are not sent by the widget and refused here. */
export const ChatRequestSchema = z.object({
  message: z
    .string({ error: m.errors.empty })
    .max(CHAT_MESSAGE_MAX, m.errors.tooLong)
    .refine((s) => s.trim().length > 0, m.errors.empty),
  context: ChatContextSchema.optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** A catalogue plant a reply refers to; the widget links it to /plant/{id}. Price and stock are live. */
export const ChatPlantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "1500.00", or null when no price is set. */
  price: z.string().nullable(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
});
export type ChatPlant = z.infer<typeof ChatPlantSchema>;

/** A page of the site a reply points to (contact, shipping, an order…). */
export const ChatLinkSchema = z.object({ href: z.string(), label: z.string() });
export type ChatLink = z.infer<typeof ChatLinkSchema>;

/** The answer's language: Arabic for a message in Arabic script, else the message's or the reader's language. */
export const ChatLangSchema = z.enum(LOCALES);
export type ChatLang = z.infer<typeof ChatLangSchema>;

/** Spec §3 Chat reply (response, timestamp), plus the plants and pages it refers to. */
export const ChatReplySchema = z.object({
  response: z.string(),
  timestamp: z.string(),
  plants: z.array(ChatPlantSchema),
  links: z.array(ChatLinkSchema),
  lang: ChatLangSchema,
  /** 'offline': the built-in engine; 'llm': the configured language model, grounded on the same retrieval. */
  source: z.enum(['offline', 'llm']),
  context: ChatContextSchema,
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** Spec §3 Chat message (type, message, timestamp), with the bot's plants and links. */
export const ChatHistoryMessageSchema = z.object({
  type: z.enum(['user', 'bot']),
  message: z.string(),
  timestamp: z.string(),
  plants: z.array(ChatPlantSchema),
  links: z.array(ChatLinkSchema),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessageSchema>;

export const ChatHistorySchema = z.object({ messages: z.array(ChatHistoryMessageSchema) });

export const chatContract = {
  send: defineRoute({ method: 'POST', path: '/api/chat', body: ChatRequestSchema, response: ChatReplySchema }),
  /** The signed-in user's conversation, oldest first (401 for visitors). */
  history: defineRoute({ method: 'GET', path: '/api/chat/history', response: ChatHistorySchema }),
};
