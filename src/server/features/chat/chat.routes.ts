import type { FastifyInstance } from 'fastify';
import { chatContract } from '@shared/contracts/chat';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import { ChatEngine } from './chat.engine';
import * as chat from './chat.service';

/** POST /api/chat (public, rate-limited: docs/contract.md §2) and GET /api/chat/history (signed in). */
export async function chatRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // One engine per app: its index is built on the first message and rebuilt when the catalogue changes.
  const engine = new ChatEngine();

  registerRoute(app, chatContract.send, { access: 'public', config: { rateLimit: rateLimits.chat } }, async (request, reply) => {
    const started = performance.now();
    const answer = await chat.sendMessage(ctx, engine, request.user, request.body, request.locale);
    // The server's own time for the reply (what the bench reads), without the network.
    reply.header('Server-Timing', `chat;dur=${(performance.now() - started).toFixed(1)}`);
    return answer;
  });
  registerRoute(app, chatContract.history, { access: 'user' }, async (request) => chat.getHistory(ctx, actorOf(request), request.locale));
}
