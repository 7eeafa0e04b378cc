import { buildPath, type CallInput, type ErrorBody, type ResponseOf, type RouteContract } from '@shared/contracts/http';

/** A non-2xx answer. `message` is the server's (spec §7: '{status}: {body}' when it is not JSON). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isUnauthorized() {
    return this.status === 401;
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.message === 'string') return new ApiError(res.status, body.message, body.fieldErrors ?? {});
  } catch {
    // not JSON: fall through to the spec's '{status}: {body text}'
  }
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
}

/**
 * Sends one file to a multipart route (the JSON client does not send files), in the field the server
 * reads (`image` for pictures, `file` for a receipt or a catalogue), with `query` after the path (`?dryRun=1`).
 * Errors are ApiErrors, as `api`'s.
 */
export async function uploadFile<C extends RouteContract<'POST'>>(contract: C, params: Record<string, unknown>, field: string, file: File, query = ''): Promise<ResponseOf<C>> {
  const form = new FormData();
  form.append(field, file);
  const res = await fetch(buildPath(contract.path, params) + query, { method: 'POST', credentials: 'include', body: form });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as ResponseOf<C>;
}

/** A picture (multipart field `image`), for the admin's uploads and a review's photo. */
export const uploadImage = <C extends RouteContract<'POST'>>(contract: C, file: File) => uploadFile(contract, {}, 'image', file);

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers a page's API calls in process (entry-server.tsx), not over the network. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Calls a shared route contract with credentials; in development the answer is checked against it. */
export async function api<C extends RouteContract>(contract: C, input?: CallInput<C>): Promise<ResponseOf<C>> {
  return (await apiWithHeaders(contract, input)).data;
}

/** `api`, plus the response headers (e.g. `X-Total-Count` on paged lists). */
export async function apiWithHeaders<C extends RouteContract>(
  contract: C,
  input?: CallInput<C>,
): Promise<{ data: ResponseOf<C>; headers: Headers }> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  let url = buildPath(contract.path, params);
  if (query) {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
    const qs = search.toString();
    if (qs) url += `?${qs}`;
  }
  const res = await transport(url, {
    method: contract.method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  const data: unknown = await res.json();
  if (import.meta.env.DEV) {
    const parsed = contract.response.safeParse(data);
    if (!parsed.success) console.warn(`Response of ${contract.method} ${contract.path} drifts from its contract`, parsed.error);
  }
  return { data: data as ResponseOf<C>, headers: res.headers };
}
