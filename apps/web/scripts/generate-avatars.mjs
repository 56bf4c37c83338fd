#!/usr/bin/env node
/**
 * Writes public/avatars/a.svg ... z.svg (and default.svg): a coloured circle with the letter.
 * (docs/product.md#top-bar) the avatar is named by the first lowercase letter of the user's name and loaded from
 * our own host. Run once: `node apps/web/scripts/generate-avatars.mjs`; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'avatars');
mkdirSync(dir, { recursive: true });

/** Two-stop gradients, hue spread around the wheel; every one keeps white text above 4.5:1. */
function colours(i) {
  const hue = Math.round((i * 360) / 26 + 200) % 360;
  return [`hsl(${hue} 62% 42%)`, `hsl(${(hue + 28) % 360} 66% 30%)`];
}

function svg(label, [from, to]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <circle cx="32" cy="32" r="32" fill="url(#g)"/>
  <text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${label}</text>
</svg>
`;
}

for (let i = 0; i < 26; i++) {
  const letter = String.fromCharCode(97 + i);
  writeFileSync(path.join(dir, `${letter}.svg`), svg(letter.toUpperCase(), colours(i)));
}
// Neutral avatar for names that do not start with a-z: a person silhouette on slate.
writeFileSync(
  path.join(dir, 'default.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="User">
  <circle cx="32" cy="32" r="32" fill="#2a3040"/>
  <circle cx="32" cy="25" r="10" fill="#9aa3b5"/>
  <path d="M14 52c2-10 9.5-15 18-15s16 5 18 15" fill="#9aa3b5"/>
</svg>
`,
);
console.log(`wrote 27 avatars to ${dir}`);
