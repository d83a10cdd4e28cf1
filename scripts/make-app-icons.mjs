// Draws the installable app's icons (public/icons/, named in the web app manifest: ADR 042) from
// the Pasar mark in public/favicon.svg. Run again after the mark changes: `node scripts/make-app-icons.mjs`.
// The PNGs are committed, so a build needs no image tool.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = path.join(root, 'public/icons');
fs.mkdirSync(out, { recursive: true });

// The mark's own shapes (a "P" on the brand-red rounded square), read from the favicon.
const shapes = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const BRAND_RED = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#c8221b';

/** The mark as drawn: its rounded square fills the icon. */
const plain = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${shapes}</svg>`;

/**
 * A maskable icon: the launcher crops it to its own shape (a circle, a squircle), keeping only the
 * central 80 % safe zone, so the "P" is drawn smaller on a full-bleed square of the brand colour.
 */
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" fill="${BRAND_RED}"/>` +
  `<g transform="translate(6.4 6.4) scale(0.6)">${shapes}</g></svg>`;

for (const [file, svg, size] of [
  ['icon-192.png', plain(192), 192],
  ['icon-512.png', plain(512), 512],
  ['maskable-512.png', maskable(512), 512],
]) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(out, file));
  console.log(`public/icons/${file}`);
}
