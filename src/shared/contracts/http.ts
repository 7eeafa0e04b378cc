import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route both sides agree on: the server registers it (validating params, query and body, and
 * serializing the response through `response`, which drops undeclared fields), the client calls it.
 */
export interface RouteContract<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** The success status, 200 unless stated. */
  status?: number;
}

export function defineRoute<
  M extends HttpMethod,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteContract<M, P, Q, B, R>): RouteContract<M, P, Q, B, R> {
  return route;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

export type ParamsOf<C extends RouteContract> = Output<C['params']>;
export type QueryOf<C extends RouteContract> = Output<C['query']>;
export type BodyOf<C extends RouteContract> = Output<C['body']>;
export type ResponseOf<C extends RouteContract> = z.output<C['response']>;

/** What a caller passes: only the parts the contract declares. */
export type CallInput<C extends RouteContract> = (C['params'] extends z.ZodType ? { params: Input<C['params']> } : object) &
  (C['query'] extends z.ZodType ? { query?: Input<C['query']> } : object) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : object);

/** The error body every non-2xx JSON answer carries. */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Fills `/api/orders/:id` with `{ id }`. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
