// Prints the size of every file in dist/ raw, gzip and brotli, the total, and
// the first load as the files name it (index.html and the scripts, wasm and
// style sheets it pulls in). A report: the gate is the time a phone on a
// slow network waits (scripts/slow-load.mjs); scripts/first-load.mjs counts
// in a browser what it fetches until the default view is complete.
//   node scripts/size.mjs [dist-dir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dist = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dist';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// The first load is index.html and what it pulls in at start: the files its
// tags name, the modules those scripts import statically, and the wasm they
// instantiate. A chunk of the split binary (named in the chunks' loader,
// split-<hash>.js, and fetched on first use), a dynamic import() (the games'
// module), a worker, an icon or the service worker, registered after start,
// is not part of it.
function firstLoadSet() {
  const seen = new Set(['index.html']);
  const queue = ['index.html'];
  const patterns = {
    // Minified HTML may leave attribute values unquoted.
    html: [/\b(?:src|href)=["']?(?:\.\/)?([\w./-]+\.(?:js|wasm|css))["'\s>]/g],
    js: [
      /\b(?:from|import)\s*["'](?:\.\/)?([\w./-]+\.js)["']/g,
      /["'](?:\.\/)?([\w./-]+\.wasm)["']/g,
    ],
    css: [],
  };
  while (queue.length) {
    const name = queue.shift();
    // Comments name files without loading them.
    const text = readFileSync(join(dist, name), 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    const kind = name.endsWith('.html') ? 'html' : name.endsWith('.css') ? 'css' : 'js';
    const loader = /^split-[0-9a-f]{16}\.js$/.test(name);
    for (const pattern of patterns[kind]) {
      for (const [, found] of text.matchAll(pattern)) {
        if (loader && found.endsWith('.wasm')) continue;
        // Module paths are relative to the importing file.
        const ref = kind === 'js' ? join(name, '..', found).split('\\').join('/') : found;
        if (!seen.has(ref) && ref !== 'sw.js' && existsSync(join(dist, ref))) {
          seen.add(ref);
          if (!ref.endsWith('.wasm')) queue.push(ref);
        }
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
