// Writes .br and .gz siblings of the built client's text assets; the server sends them to
// browsers that accept them (customers on slow mobile networks download a third of the bytes).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/client');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file) || file.endsWith('.map')) continue;
  const data = await readFile(file);
  // A form is kept only when it is smaller: a chunk of a few hundred bytes still loses a third, an
  // icon's few dozen would grow (gzip's header and trailer).
  const forms = [
    ['.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(data, { level: 9 })],
  ].filter(([, bytes]) => bytes.length < data.length);
  for (const [suffix, bytes] of forms) await writeFile(`${file}${suffix}`, bytes);
  if (forms.length) count++;
}
console.log(`compressed ${count} client assets`);
