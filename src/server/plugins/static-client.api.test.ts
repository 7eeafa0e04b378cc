import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClientPlugin } from './static-client';

let root: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('plants '.repeat(400))});`;
/** A small shared chunk (~600 bytes, as rolldown's helpers are): the build keeps its .gz, a third smaller. */
const small = `export const names = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `plant-${i}`))};`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'nabta-client-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Nabta</title>');
  writeFileSync(path.join(root, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'assets/small-def456.js'), small);
  writeFileSync(path.join(root, 'assets/small-def456.js.gz'), gzipSync(small, { level: 9 }));
  writeFileSync(path.join(root, 'assets/app-abc123.js.map'), '{"version":3,"sources":["../src/client/pages/admin/admin-page.tsx"]}');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite/manifest.json'), '{"src/client/main.tsx":{"file":"assets/app-abc123.js"}}');
  app = Fastify();
  app.get('/api/plants', async () => []);
  await app.register(staticClientPlugin, { root });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built client, served from memory', () => {
  it('sends a fingerprinted asset as the build compressed it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('sends a small chunk in the form the build made, under 1 KB as over (what the JS budget counts)', async () => {
    expect(small.length).toBeLessThan(1024);
    const res = await app.inject({ url: '/assets/small-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBe(gzipSync(small, { level: 9 }).length);
    expect(res.rawPayload.length).toBeLessThan(small.length * 0.7);
    // No brotli form was made: a browser asking only for it gets the file as it is, never compressed on the fly.
    const br = await app.inject({ url: '/assets/small-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body).toBe(small);
  });

  it('answers index.html, never cached, for any page the client router decides', async () => {
    for (const url of ['/', '/shop?category=2', '/plant/12', '/no-such-page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Nabta</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a JSON 404 for unknown API routes and missing files', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await app.inject({ url: '/api/plants' })).json()).toEqual([]);
  });

  it('never serves the source maps or the build manifest, which stay on disk for error reports', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/.vite/manifest.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('admin-page');
      expect(res.body).not.toContain('main.tsx');
    }
  });
});
