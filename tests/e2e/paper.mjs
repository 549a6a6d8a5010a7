// G-values as the paper states them (Theorems 2.3 and 2.4), read from the
// core's transcription in crates/grundy/tests/data/g_series.txt.
import { readFileSync } from 'node:fs';

const text = readFileSync(new URL('../../crates/grundy/tests/data/g_series.txt', import.meta.url), 'utf8');
const series = {};
for (const line of text.split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [kind, pre, block] = line.split('|').map((s) => s.trim());
  series[kind] = { pre: pre.split(/\s+/).map(Number), block: block.split(/\s+/).map(Number) };
}

/** G(og) or G(ng) for a surface written in notation ("n5", "o3"). */
export function paperValue(surface) {
  const kind = surface[0];
  const g = Number(surface.slice(1));
  const { pre, block } = series[kind === 'o' || g === 0 ? 'o' : 'n'];
  return g < pre.length ? pre[g] : block[(g - pre.length) % block.length];
}
