// Trunk post-build hook: runs on the staging directory before it becomes dist/.
//
// 0. Splits the page's binary into the first view's part and the chunks
//    loaded on first use (scripts/split-wasm.mjs).
// 1. Moves Trunk's inline scripts into hashed files, so the page's
//    Content-Security-Policy can forbid inline scripts ('self' plus
//    'wasm-unsafe-eval' for the module, nothing else).
// 2. Names the release: a hash of every file, in a <meta name="release">
//    of index.html. The files Trunk cannot name by their hash (the G-series
//    worker's) are asked for with ?v=<release>, so no cache, the browser's
//    or an older service worker's, hands a new page an old copy of them.
// 3. Writes the service worker, with the precache list and cache name
//    derived from the release's files, so each release replaces the last.
// 4. In a release build, minifies the JavaScript that wasm-bindgen writes
//    (Trunk minifies only its own assets).
// 5. Sets every integrity hash index.html holds from its file as it is at
//    the end, and fails the build when such a file is missing.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { minify } from 'terser';
import { splitWasm } from './split-wasm.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('postbuild: TRUNK_STAGING_DIR is not set');
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === 'release' || process.argv.includes('--minify');
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
// --no-split: a staging directory without a build of the page (the hook's
// own tests).
let split = null;
if (!process.argv.includes('--no-split')) {
  split = splitWasm({ staging: dir, source, bin: 'manifold-explorer', release });
  console.log(`postbuild: ${split.stem} split into the first view's part and ${split.chunks} chunks`);
}

const hash = (data) => createHash('sha256').update(data).digest('hex');

const indexPath = join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');

// The service worker is registered only over http(s) (not file:, where it
// cannot work), and a while after the page has loaded, so neither it nor
// the files it caches for offline use compete with the first view; a
// refusal (a sandboxed iframe, a private window) changes nothing.
const REGISTER = `
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  const register = () => {
    try {
      navigator.serviceWorker.register('./sw.js').catch(() => {});
    } catch {}
  };
  const later = () => setTimeout(register, 2000);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
`;
// Every inline script becomes a file named by its hash: the app's loader
// (a module, which also registers the service worker) and, under
// `trunk serve`, the live-reload script.
// (Minified HTML may drop the quotes around `module`.)
const inline = /<script((?: type="?module"?)?)(?: nonce="?[^" >]*"?)?>([\s\S]*?)<\/script>/g;
// Trunk fills the live-reload script's address and path in when it serves
// the page, which it no longer does once the script is a file; the script
// then takes them from the page's own address.
const liveReload = (code) =>
  code
    .replace(/'\{\{__TRUNK_ADDRESS__\}\}'/gi, 'window.location.host')
    .replace(/'\{\{__TRUNK_WS_BASE__\}\}'/gi, "new URL('.', window.location.href).pathname");
let loaders = 0;
html = html.replace(inline, (_, found, body) => {
  const module = found !== '';
  const type = module ? ' type="module"' : '';
  const code = liveReload(body.trim()) + '\n' + (module && loaders++ === 0 ? REGISTER : '');
  const name = `${module ? 'loader' : 'script'}-${hash(code).slice(0, 16)}.js`;
  writeFileSync(join(dir, name), code);
  return `<script${type} src="./${name}"></script>`;
});
if (loaders === 0) {
  console.error('postbuild: no inline module loader found in index.html');
  process.exit(1);
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
  console.error('postbuild: an inline script is left in index.html; the CSP would block it');
  process.exit(1);
}

function files(d) {
  return readdirSync(d).flatMap((name) => {
    const path = join(d, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const assets = files(dir)
  .map((p) => relative(dir, p).split('\\').join('/'))
  .filter((p) => p !== 'sw.js')
  .sort();
const version = hash(
  assets.map((p) => p + ':' + (p === 'index.html' ? hash(html) : hash(readFileSync(join(dir, p))))).join('\n'),
).slice(0, 16);

// wasm-bindgen writes a crate's JS snippets (inline_js, module = "...") into
// every module built from it, and Trunk's pipelines, which run at once, copy
// them to the same files: a page could import a half-written copy. The
// page's own scripts (static/modules.js) take their place.
if (assets.some((p) => p.startsWith('snippets/'))) {
  console.error(
    'postbuild: the build has wasm-bindgen snippets (snippets/). Put such JavaScript in a script of the page ' +
      '(static/modules.js); if the code has none, they are an older build\'s: remove target/wasm-bindgen.',
  );
  process.exit(1);
}

// Loaded with ?v=<release> (by src/worker/client.rs and the worker's
// loader below).
const VERSIONED = ['series_worker_loader.js', 'series_worker.js', 'series_worker_bg.wasm'];
for (const name of VERSIONED) {
  if (!assets.includes(name)) {
    console.error(`postbuild: ${name} is missing from the build`);
    process.exit(1);
  }
}
const v = `?v=${version}`;
// Trunk's loader for the worker imports the glue and starts it; this one
// asks for both files of this release.
const workerLoader = join(dir, 'series_worker_loader.js');
if (readFileSync(workerLoader, 'utf8').trim() !== "import init from './series_worker.js';await init();") {
  console.error('postbuild: series_worker_loader.js is not the loader this hook knows');
  process.exit(1);
}
writeFileSync(
  workerLoader,
  `import init from './series_worker.js${v}';\n` +
    `await init({ module_or_path: new URL('./series_worker_bg.wasm${v}', import.meta.url) });\n`,
);
if (release) {
  // The glue of each module and wasm-bindgen's snippets (in snippets/).
  const scripts = files(dir)
    .map((p) => relative(dir, p).split('\\').join('/'))
    .filter((n) => n.endsWith('.js') && n !== 'sw.js');
  for (const name of scripts) {
    const path = join(dir, name);
    const before = readFileSync(path, 'utf8');
    const { code } = await minify(before, { module: true, compress: true, mangle: true });
    writeFileSync(path, code);
  }
}
// Every integrity the page holds is taken from the file as it now is: the
// files minified above, and any a step before this hook wrote more than once.
html = html.replace(/<(?:link|script)\b[^>]*>/g, (tag) => {
  if (!/\bintegrity=/.test(tag)) return tag;
  const ref = tag.match(/\b(?:href|src)=["']?(?:\.\/)?([^"'\s>]+)/);
  const path = ref && join(dir, ref[1]);
  if (!ref || !assets.includes(ref[1])) {
    console.error(`postbuild: ${tag} names a file that is not in the build`);
    process.exit(1);
  }
  const sri = 'sha384-' + createHash('sha384').update(readFileSync(path)).digest('base64');
  const sealed = tag.replace(/\bintegrity=(["']?)[^"'\s>]+\1/, `integrity=$1${sri}$1`);
  // A checked file is fetched with CORS: in a frame of opaque origin (an
  // iframe sandboxed without allow-same-origin) the page's own files are
  // another origin's, and a file fetched without CORS cannot be checked, so
  // the browser refuses it (the page would lose its style sheet).
  return /\bcrossorigin\b/.test(sealed) ? sealed : sealed.replace(/^<(link|script)\b/, '<$1 crossorigin');
});
// First in the head, so the scripts after it (modules.js starts the
// G-series worker early for a view that needs it) see it.
// (The minified page may have no <head> tag: the meta goes before the
// first script.)
const meta = `<meta name="release" content="${version}" />`;
html = /<script\b/.test(html) ? html.replace(/<script\b/, `${meta}<script`) : html.replace('</head>', `${meta}</head>`);
if (split) html = firstLoadFirst(html, split);
writeFileSync(indexPath, html);

/**
 * The order of the head, for a phone on a slow network: the page's glue,
 * its wasm and the chunks' loader are asked for before anything else (the
 * wasm is most of the first view's bytes, so each round trip it waits is
 * added to the load), then the scripts, the style sheet and the rest.
 * The files each chunk of the split binary needs go into
 * <meta name="chunks"> (JSON: split point to files), and what the catalogue
 * of games says each view needs into <meta name="games"> (src/preloads.rs),
 * so that static/modules.js asks for the chunk of the view the address
 * names beside the page's own module instead of once the page has started.
 */
function firstLoadFirst(page, { loader, needs, games }) {
  const preloads = [];
  const rest = page.replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)\b[^>]*>/g, (tag) => {
    preloads.push(tag);
    return '';
  });
  const wasm = preloads.find((t) => /_bg\.wasm\b/.test(t));
  if (!wasm) {
    console.error("postbuild: index.html does not preload the page's wasm");
    process.exit(1);
  }
  const sri = 'sha384-' + createHash('sha384').update(readFileSync(join(dir, loader))).digest('base64');
  preloads.push(`<link crossorigin href=./${loader} integrity=${sri} rel=modulepreload>`);
  const chunks =
    `<meta name="chunks" content='${JSON.stringify(needs)}'>` +
    `<meta name="games" content='${JSON.stringify(games)}'>`;
  // After the Content-Security-Policy, which must come before anything it governs.
  const csp = rest.match(/<meta\b[^>]*http-equiv=["']?Content-Security-Policy[^>]*>/i);
  if (!csp) {
    console.error('postbuild: index.html has no Content-Security-Policy');
    process.exit(1);
  }
  let out = rest.replace(csp[0], csp[0] + preloads.join(''));
  // modules.js, which asks for the view's chunk, first of the scripts.
  const modules = out.match(/<script\b[^>]*\bsrc=["']?\.\/modules-[^>]*><\/script>/);
  if (!modules) {
    console.error('postbuild: index.html has no modules.js script');
    process.exit(1);
  }
  out = out.replace(modules[0], '');
  return out.replace(meta, meta + chunks + modules[0]);
}

const precache = ['./', ...assets.map((p) => './' + p + (VERSIONED.includes(p) ? v : ''))];
// Each file's SHA-256 as it is at the end of the build, which the service
// worker checks before it keeps or serves a copy: a damaged copy in its
// cache is dropped and fetched again, never served. (Pages are left out:
// a host may rewrite its HTML, and pages come from the network first.)
const digests = Object.fromEntries(
  assets
    .filter((p) => !p.endsWith('.html'))
    .map((p) => ['./' + p + (VERSIONED.includes(p) ? v : ''), hash(readFileSync(join(dir, p)))]),
);

const sw = `// Generated at build time by scripts/postbuild.mjs; do not edit.
const CACHE = 'manifold-${version}';
const PRECACHE = ${JSON.stringify(precache, null, 2)};
const DIGESTS = new Map(
  Object.entries(${JSON.stringify(digests, null, 2)}).map(([url, digest]) => [new URL(url, self.location).href, digest]),
);

// True when the response's body is the file this release built (or a file
// the build has no digest for).
async function whole(response, url) {
  const want = DIGESTS.get(url);
  if (!want) return true;
  const body = await response.clone().arrayBuffer();
  const got = [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return got === want;
}

self.addEventListener('install', (event) => {
  // 'reload' skips the HTTP cache: files without a hash of their own in
  // their name (the page, the worker's and the games' modules) must come
  // fresh from this release. A file named by its hash may come from the
  // HTTP cache, which the first visit has just filled; a copy that is not
  // whole is fetched again past that cache, and a release whose files do
  // not arrive whole is not installed.
  const hashed = /-[0-9a-f]{16}(_bg)?\\.[a-z]+$/;
  const fill = async (cache, url) => {
    const absolute = new URL(url, self.location).href;
    let response = await fetch(new Request(url, hashed.test(url) ? {} : { cache: 'reload' }));
    if (!response.ok || !(await whole(response, absolute))) {
      response = await fetch(new Request(url, { cache: 'reload' }));
      if (!response.ok || !(await whole(response, absolute))) throw new Error(url + ' did not arrive whole');
    }
    await cache.put(url, response);
  };
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all(PRECACHE.map((url) => fill(cache, url))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('manifold-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// A file of this release: the cached copy when it is whole; otherwise the
// damaged copy is dropped and the network's, once checked, takes its place.
async function served(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit && (await whole(hit, request.url))) return hit;
  if (hit) await cache.delete(request);
  const response = await fetch(request);
  if (hit && response.ok && (await whole(response, request.url))) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages: the network first, so a new release shows at once; the cached
    // page when offline.
    event.respondWith(
      fetch(request).catch(() => caches.match('./index.html', { cacheName: CACHE }).then((r) => r ?? caches.match('./'))),
    );
    return;
  }
  // Files of this release: only this release's cache and only the exact
  // address (with its ?v=), so no other release's copy is ever returned.
  event.respondWith(served(request));
});
`;
writeFileSync(join(dir, 'sw.js'), sw);
console.log(`postbuild: inline scripts moved to files, service worker ${version} precaches ${precache.length} entries`);
