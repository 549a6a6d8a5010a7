// Prints the size of every file in dist/ raw, gzip and brotli, the total, and
// the first load (index.html and the scripts, wasm and style sheets it pulls
// in) against its budget. Exits non-zero when the first load is over budget.
//   node scripts/size.mjs [dist-dir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const BUDGET_GZIP = 150 * 1024;
const dist = process.argv[2] ?? 'dist';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// The first load is index.html and what it pulls in, followed through the
// html, scripts and style sheets it names; a worker or an icon fetched later
// is not part of it, nor is the service worker, registered after start.
function firstLoadSet() {
  const seen = new Set(['index.html']);
  const queue = ['index.html'];
  while (queue.length) {
    // Comments name files without loading them.
    const text = readFileSync(join(dist, queue.shift()), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    for (const [, ref] of text.matchAll(/["'(](?:\.\/)?([\w./-]+\.(?:js|wasm|css))["')]/g)) {
      if (!seen.has(ref) && ref !== 'sw.js' && existsSync(join(dist, ref))) {
        seen.add(ref);
        if (!ref.endsWith('.wasm')) queue.push(ref);
      }
    }
  }
  return seen;
}
const firstLoad = firstLoadSet();

const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
const rows = files(dist)
  .sort()
  .map((path) => {
    const data = readFileSync(path);
    return {
      name: relative(dist, path),
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
      firstLoad: firstLoad.has(relative(dist, path).split('\\').join('/')),
    };
  });

const width = Math.max(...rows.map((r) => r.name.length), 10);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`);
for (const r of rows) {
  console.log(`${r.name.padEnd(width)}  ${kb(r.raw)}  ${kb(r.gzip)}  ${kb(r.brotli)}${r.firstLoad ? '  *' : ''}`);
}
const sum = (list, key) => list.reduce((a, r) => a + r[key], 0);
const first = rows.filter((r) => r.firstLoad);
console.log(`${'total'.padEnd(width)}  ${kb(sum(rows, 'raw'))}  ${kb(sum(rows, 'gzip'))}  ${kb(sum(rows, 'brotli'))}`);
console.log(`${'first load *'.padEnd(width)}  ${kb(sum(first, 'raw'))}  ${kb(sum(first, 'gzip'))}  ${kb(sum(first, 'brotli'))}`);
const over = sum(first, 'gzip') > BUDGET_GZIP;
console.log(`budget: first load within ${BUDGET_GZIP / 1024} KB gzip: ${over ? 'OVER' : 'ok'}`);
process.exit(over ? 1 : 0);
