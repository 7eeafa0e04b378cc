import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@shared/messages';
import { CompressedBody, sendBody } from '../lib/compressed-body';
import type { CachedResponse } from '../lib/response-cache';
import { projectRoot } from '../lib/project-root';

export const clientDist = path.join(projectRoot, 'dist/client');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface StaticFile {
  body: CompressedBody;
  cacheControl: string;
}

/** Every file of the built client, read once at start with its build-time .br/.gz forms, by URL path. */
function loadClient(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
        const [br, gzip] = [sibling('.br'), sibling('.gz')];
        const body = new CompressedBody(readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream', {
          ...(br ? { br } : {}),
          ...(gzip ? { gzip } : {}),
        });
        const immutable = path.relative(root, file).startsWith(`assets${path.sep}`);
        const url = `/${path.relative(root, file).split(path.sep).join('/')}`;
        files.set(url, { body, cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
      }
    }
  };
  walk(root);
  return files;
}

/** The part of Vite's `.vite/manifest.json` read here: by source module, its file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** What a page is made from: index.html, and the manifest naming the chunks of each module. */
export interface ClientBuild {
  template: string;
  manifest: ViteManifest | null;
}

export interface StaticClientOptions {
  root?: string;
  /** Writes a page's language and head into index.html (features/seo); the template as it is without it. */
  renderIndex?: (request: FastifyRequest, client: ClientBuild) => Promise<CachedResponse>;
}

/**
 * Serves the built web client from memory (no file system work per request): fingerprinted assets
 * cached for a year, brotli/gzip as the build made them, index.html never cached, and every unknown
 * non-API GET answered with index.html so the client router decides (its 404 screen included).
 */
export const staticClientPlugin = fp(async (app: FastifyInstance, opts: StaticClientOptions) => {
  const root = opts.root ?? clientDist;
  const files = existsSync(path.join(root, 'index.html')) ? loadClient(root) : new Map<string, StaticFile>();
  const index = files.get('/index.html');
  const manifest = files.get('/.vite/manifest.json');
  const client: ClientBuild = {
    template: index?.body.raw.toString('utf8') ?? '',
    manifest: manifest ? (JSON.parse(manifest.body.raw.toString('utf8')) as ViteManifest) : null,
  };
  // Source maps (the admin's sources in them) and the build manifest stay on disk for error reports,
  // never on the web.
  for (const url of files.keys()) if (url.endsWith('.map') || url.startsWith('/.vite/')) files.delete(url);

  // Files are looked up only when no route matched: API routes never pay for them.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    const file = isPage ? files.get(pathname) : undefined;
    if (file) return sendBody(request, reply.status(200).header('Cache-Control', file.cacheControl), file.body);
    if (!isPage || pathname.startsWith('/api/') || !index) {
      return reply.status(404).send({ message: request.tr.text(msg.errors.routeNotFound) });
    }
    // A file's address (an extension) or one under the pictures and feeds is never a page: a JSON 404.
    if (/\.[a-z0-9]{2,5}$/i.test(pathname) || /^\/(images|feeds)\//.test(pathname)) return reply.status(404).send({ message: request.tr.text(msg.errors.notFound) });
    // The page arrives in the reader's language with its own title, description and preview tags.
    const page = opts.renderIndex ? await opts.renderIndex(request, client) : { body: index.body };
    reply.status(page.status ?? 200).header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').headers(page.headers ?? {});
    return sendBody(request, reply, page.body);
  });
});

