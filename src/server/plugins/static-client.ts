import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '@shared/messages';
import { projectRoot } from '../lib/project-root';

export const clientDist = path.join(projectRoot, 'dist/client');

/**
 * Serves the built web client: fingerprinted assets cached for a year (with pre-compressed
 * .br/.gz siblings when present), index.html never cached, and every unknown non-API GET answered
 * with index.html so the client router decides (its 404 screen included).
 */
export const staticClientPlugin = fp(async (app: FastifyInstance) => {
  const hasClient = existsSync(path.join(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || request.url.startsWith('/api/') || !hasClient) {
      return reply.status(404).send({ message: messages.errors.routeNotFound });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ message: messages.errors.notFound });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
