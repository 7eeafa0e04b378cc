import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = Pick<typeof chatMessages.$inferInsert, 'userId' | 'type' | 'message' | 'meta'>;

/** One turn: the customer's message and the bot's reply, in that order. */
export async function insertTurn(db: Executor, question: NewChatMessage, answer: NewChatMessage): Promise<void> {
  // One statement: both rows get the same time, and ids keep their order.
  await db.insert(chatMessages).values([question, answer]);
}

/** The user's last `limit` messages, oldest first. */
export async function listRecent(db: Executor, userId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}
