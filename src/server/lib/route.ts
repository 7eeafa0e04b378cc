import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteShorthandOptions } from 'fastify';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@shared/contracts/http';

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

export interface RouteOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/**
 * Registers a shared contract: params, query and body are validated by its zod schemas (a failure
 * is a 400 with field errors), and the answer is serialized through `contract.response`, which
 * drops any field the contract does not declare.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<ResponseOf<C>>,
): void {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: contract.response },
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as ContractRequest<C>, reply);
      reply.status(status);
      return result;
    },
  });
}
