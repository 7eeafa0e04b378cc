import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteShorthandOptions } from 'fastify';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@shared/contracts/http';
import { msg, say, type MessageKey } from '@shared/messages';
import { AppError } from './app-error';

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/** Who may call a route: everyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';

export interface RouteOptions {
  /** Checked before the body is even parsed: a visitor gets 401 and a non-admin 403, whatever they sent. */
  access: Access;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  config?: RouteShorthandOptions['config'];
  /**
   * A body field the contract's objects do not declare (nested ones too) is a 400 whose message names
   * them (this key, with `{fields}`), where zod would drop it silently or answer in its own English:
   * for settings, whose every field means something (docs/contract.md §2; issue 37: a misspelt
   * setting answered 2xx and changed nothing).
   */
  refuseUnknownFields?: MessageKey;
  bodyLimit?: number;
}

/** onRequest guard: 401 for visitors. Runs after the session hook has resolved `request.user`. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
}

/** onRequest guard: 401 for visitors, 403 for signed-in non-admins. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  if (request.user.role !== 'admin') throw new AppError('FORBIDDEN', msg.errors.adminRequired);
}

const guards: Record<Exclude<Access, 'public'>, onRequestHookHandler> = { user: requireUser, admin: requireAdmin };
const isGuard = (h: preHandlerHookHandler) => h === (requireUser as unknown) || h === (requireAdmin as unknown);

/**
 * Registers a shared contract. Authenticate → authorize → validate: the access guard runs at
 * `onRequest` (before parsing), then params, query and body are validated by the contract's zod
 * schemas (a failure is a 400 with field errors), and the answer is serialized through
 * `contract.response`, which drops any field the contract does not declare.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<ResponseOf<C>>,
): void {
  const status = contract.status ?? 200;
  // A guard passed as a preHandler (the older style) is moved to onRequest too, so it can never run after validation.
  const preHandlers = [options.preHandler ?? []].flat();
  const onRequest = [
    ...(options.access && options.access !== 'public' ? [guards[options.access]] : []),
    ...(preHandlers.filter(isGuard) as unknown as onRequestHookHandler[]),
  ];
  const rest = preHandlers.filter((h) => !isGuard(h));
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: contract.response },
    },
    ...(onRequest.length ? { onRequest } : {}),
    ...(rest.length ? { preHandler: rest } : {}),
    ...(options.refuseUnknownFields ? { preValidation: unknownFieldsGuard(contract, options.refuseUnknownFields) } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      // Set first: a handler may choose another success status (an express duplicate is 200, not 201).
      reply.status(status);
      const result = await handler(request as ContractRequest<C>, reply);
      return result;
    },
  });
}

/** The preValidation hook of `refuseUnknownFields`: the raw body's keys against the contract's objects. */
function unknownFieldsGuard(contract: RouteContract, message: MessageKey) {
  return async (request: FastifyRequest) => {
    const unknown = unknownFieldsOf(contract.body, request.body);
    if (unknown.length === 0) return;
    const fields = unknown.join(', ');
    throw new AppError('BAD_REQUEST', say(message, { fields }), Object.fromEntries(unknown.map((path) => [path, say(message, { fields: path })])));
  };
}

interface SchemaLike {
  shape?: Record<string, unknown>;
  element?: unknown;
  unwrap?: () => unknown;
}

/** The object or array under optional/nullable/default wrappers (zod's `unwrap`). */
function unwrapped(schema: unknown): SchemaLike | undefined {
  let s = schema as SchemaLike | undefined;
  for (let depth = 0; depth < 8 && s && !s.shape && !s.element && typeof s.unwrap === 'function'; depth++) s = s.unwrap() as SchemaLike;
  return s;
}

/**
 * Every field of `value` the schema's objects do not declare, by path (`couriers.yalidine.apiKye`,
 * `rates.3.hom`), nested objects and arrays included; a field without a declared shape (a record,
 * a union) is not looked into.
 */
export function unknownFieldsOf(schema: unknown, value: unknown, prefix = ''): string[] {
  const s = unwrapped(schema);
  if (!s || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return s.element ? value.flatMap((item, i) => unknownFieldsOf(s.element, item, `${prefix}${i}.`)) : [];
  const shape = s.shape;
  if (!shape) return [];
  return Object.entries(value).flatMap(([key, v]) => (Object.hasOwn(shape, key) ? unknownFieldsOf(shape[key], v, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
