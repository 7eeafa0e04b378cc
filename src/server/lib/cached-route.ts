import type { FastifyInstance } from 'fastify';
import type { ResponseOf, RouteContract } from '@shared/contracts/http';
import { CompressedBody, sendBody } from './compressed-body';
import type { CachedResponse, ResponseCache } from './response-cache';
import type { ContractRequest } from './route';

export interface CachedHandler<C extends RouteContract> {
  /** What the answer depends on (from the validated request); null to answer without the cache. */
  key(request: ContractRequest<C>): string | null;
  load(request: ContractRequest<C>): Promise<{ value: ResponseOf<C>; headers?: Record<string, string> }>;
  /** Default 'no-cache': browsers revalidate with the ETag (a 304 costs no body). */
  cacheControl?: string;
}

/**
 * Registers a GET contract whose answer is the same for everyone asking the same thing: validated
 * like any route (zod, 400 with field errors), but serialized, checked against the contract's
 * response schema (undeclared fields dropped) and compressed once per cache fill instead of once
 * per request.
 */
export function registerCachedRoute<C extends RouteContract<'GET'>>(
  app: FastifyInstance,
  contract: C,
  cache: ResponseCache,
  handler: CachedHandler<C>,
): void {
  app.route({
    method: 'GET',
    url: contract.path,
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
    },
    handler: async (rawRequest, reply) => {
      const request = rawRequest as ContractRequest<C>;
      const make = async (): Promise<CachedResponse> => {
        const { value, headers } = await handler.load(request);
        return { body: CompressedBody.json(contract.response.parse(value)), ...(headers ? { headers } : {}) };
      };
      const key = handler.key(request);
      const response = key === null ? await make() : await cache.get(key, make);
      if (response.headers) reply.headers(response.headers);
      reply.header('Cache-Control', handler.cacheControl ?? 'no-cache');
      return sendBody(request, reply, response.body);
    },
  });
}
