import { totalStock } from '@shared/domain/sizes';
import type { Plant } from '@shared/contracts/catalog';
import type { ChatHistoryMessage, ChatPlant, ChatReply, ChatTopic } from '@shared/contracts/chat';
import type { BodyOf } from '@shared/contracts/http';
import { localizedName } from '@shared/domain/catalog-text';
import type { Locale } from '@shared/messages';
import type { chatContract } from '@shared/contracts/chat';
import type { ServiceContext } from '../../context';
import type { Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as repo from './chat.repository';
import type { ChatEngine } from './chat.engine';
import { llmAnswer } from './chat.llm';

/** How much of a signed-in customer's conversation comes back with GET /api/chat/history. */
export const HISTORY_LIMIT = 100;

/**
 * Topics the optional model may phrase. Never an order (a customer's data does not leave the
 * server), nor a hand-off, a greeting or an "I am not sure": those stay exactly as the engine says.
 */
const MODEL_TOPICS: readonly ChatTopic[] = ['care', 'product', 'find', 'faq', 'shipping', 'returns', 'payment', 'hours', 'contact'];

/** A plant's card, named in `locale` (the admin's translation, else the catalogue's name), like every other page. */
function toChatPlant(plant: Plant, locale: Locale): ChatPlant {
  return { id: plant.id, name: localizedName(plant, locale), price: plant.price, imageUrl: plant.imageUrl, inStock: totalStock(plant.variants) > 0 };
}

/**
 * Answers one message (spec §7 POST /api/chat). The offline engine always answers; when a model is
 * configured it phrases the same facts, and any failure of it (timeout, error, an answer not grounded
 * in the facts) falls back to the offline answer. Plants come from the catalogue with live price and
 * stock, whoever wrote the text. A signed-in customer's turns are kept. `reader` is the request's
 * language: the answer's language when the message does not show its own.
 */
export async function sendMessage(
  ctx: ServiceContext,
  engine: ChatEngine,
  actor: Actor | null,
  input: BodyOf<typeof chatContract.send>,
  reader: Locale,
): Promise<ChatReply> {
  const message = input.message.trim();
  const reply = await engine.reply(ctx, actor, message, reader, input.context);
  let response = reply.text;
  let source: ChatReply['source'] = 'offline';
  const llm = ctx.config.chat.llm;
  if (llm && reply.confident && MODEL_TOPICS.includes(reply.topic) && reply.passages.length > 0) {
    try {
      const text = await llmAnswer(llm, reply.lang, message, reply.passages);
      if (text) {
        response = text;
        source = 'llm';
      } else ctx.log.warn({ topic: reply.topic }, 'chat model answer not grounded in the retrieved facts; offline answer used');
    } catch (err) {
      ctx.log.warn({ err }, 'chat model failed; offline answer used');
    }
  }
  // The cards speak the answer's language: an Arabic question gets Arabic names.
  const plants = reply.plants.map((p) => toChatPlant(p, reply.lang));
  if (actor) {
    await repo.insertTurn(
      ctx.db,
      { userId: actor.id, type: 'user', message, meta: null },
      { userId: actor.id, type: 'bot', message: response, meta: { plantIds: plants.map((p) => p.id), links: reply.links } },
    );
  }
  return { response, timestamp: new Date().toISOString(), plants, links: reply.links, lang: reply.lang, source, context: reply.context };
}

/** The signed-in customer's conversation, oldest first; plants re-read with today's price and stock, named in the reader's language. */
export async function getHistory(ctx: ServiceContext, actor: Actor, locale: Locale): Promise<{ messages: ChatHistoryMessage[] }> {
  const rows = await repo.listRecent(ctx.db, actor.id, HISTORY_LIMIT);
  const ids = [...new Set(rows.flatMap((r) => r.meta?.plantIds ?? []))];
  const live = new Map((ids.length ? await catalog.getPlantsByIds(ctx, ids) : []).map((p) => [p.id, p]));
  return {
    messages: rows.map((r) => ({
      type: r.type,
      message: r.message,
      timestamp: r.createdAt.toISOString(),
      plants: (r.meta?.plantIds ?? []).flatMap((id) => {
        const plant = live.get(id);
        return plant ? [toChatPlant(plant, locale)] : [];
      }),
      links: r.meta?.links ?? [],
    })),
  };
}
