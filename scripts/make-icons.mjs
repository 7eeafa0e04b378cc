// The installed app's icons (docs/decisions/023-offline-and-install.md), drawn from the favicon with sharp.
// Run once after changing src/client/public/favicon.svg: `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const dir = new URL('../src/client/public/', import.meta.url);
const logo = await readFile(new URL('favicon.svg', dir));
// The favicon's own colours: its disc and its leaves.
const BRAND = '#15803d';

/** The round logo on a transparent square ("any" purpose). */
const plain = (size) => sharp(logo, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/**
 * Full-bleed: the brand colour to the edges, the logo inside the safe zone (the centre circle of 80 %
 * of the size, https://w3c.github.io/manifest/#icon-masks) — for launchers that cut their own shape,
 * and for iOS, which fills transparency with black.
 */
async function fullBleed(size, share) {
  const inner = Math.round(size * share);
  const mark = await plain(inner);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const files = {
  'icon-192.png': await plain(192),
  'icon-512.png': await plain(512),
  'maskable-192.png': await fullBleed(192, 0.72),
  'maskable-512.png': await fullBleed(512, 0.72),
  'apple-touch-icon.png': await fullBleed(180, 0.86),
};
for (const [name, data] of Object.entries(files)) {
  await writeFile(new URL(`icons/${name}`, dir), data);
  console.log(`src/client/public/icons/${name}  ${data.length} bytes`);
}
