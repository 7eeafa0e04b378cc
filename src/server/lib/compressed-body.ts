import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

// Below this, compressing an answer on the fly costs more than it saves; a form the build made (a small
// chunk's .gz, kept only when smaller: scripts/compress-assets.mjs) is sent whatever the size.
const MIN_COMPRESSIBLE = 1024;

/**
 * One answer's bytes, made once and sent many times: its ETag, and its brotli and gzip forms,
 * each compressed (off the event loop, by zlib's thread pool) the first time a client asks for it.
 */
export class CompressedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private readonly prebuilt = new Set<Encoding>();

  constructor(
    readonly raw: Buffer,
    readonly contentType: string,
    /** Forms made beforehand (the build's .br/.gz siblings). */
    precompressed: Partial<Record<Encoding, Buffer>> = {},
  ) {
    this.etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
    for (const [encoding, bytes] of Object.entries(precompressed)) {
      this.encoded.set(encoding as Encoding, Promise.resolve(bytes));
      this.prebuilt.add(encoding as Encoding);
    }
  }

  /** Whether `encoding` is worth sending: made beforehand, or a body large enough to compress now. */
  offers(encoding: Encoding): boolean {
    return this.prebuilt.has(encoding) || this.raw.length >= MIN_COMPRESSIBLE;
  }

  static json(value: unknown): CompressedBody {
    return new CompressedBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
  }

  /** Bytes held, for cache accounting (compressed forms are a fraction of the raw ones). */
  get size(): number {
    return this.raw.length * 1.5;
  }

  encode(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      // Quality 5: nearly gzip -9's speed with a better ratio; 11 takes seconds on a large list.
      bytes =
        encoding === 'br'
          ? brotli(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
          : gzipAsync(this.raw, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The best encoding the client accepts (brotli, then gzip); null for identity. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a body compressed as the client accepts, or 304 when the client already holds it. */
export async function sendBody(request: FastifyRequest, reply: FastifyReply, body: CompressedBody): Promise<FastifyReply> {
  // Keep what the caller said the answer varies with (a page varies with the reader's language too).
  const vary = reply.getHeader('Vary');
  reply.header('Content-Type', body.contentType).header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').header('ETag', body.etag);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const accepted = pickEncoding(request.headers['accept-encoding']);
  const encoding = accepted && body.offers(accepted) ? accepted : null;
  if (!encoding) return reply.send(body.raw);
  const bytes = await body.encode(encoding);
  return reply.header('Content-Encoding', encoding).send(bytes);
}
