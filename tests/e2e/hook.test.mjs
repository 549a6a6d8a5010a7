// The post-build hook (scripts/postbuild.mjs) on a staging directory shaped
// like Trunk's, under `trunk serve` (with the live-reload script): no inline
// script is left, the live-reload script finds its server, and the release
// name, the versioned files and the service worker follow the files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOOK = new URL('../../scripts/postbuild.mjs', import.meta.url).pathname;

const INDEX = `<!doctype html>
<html><head><title>t</title>
<script type="module">
import init from './app-0123456789abcdef.js';
await init({ module_or_path: './app-0123456789abcdef_bg.wasm' });
</script>
</head><body>
<script>"use strict";
(function () {
    const address = '{{__TRUNK_ADDRESS__}}';
    const base = '{{__TRUNK_WS_BASE__}}';
    const url = 'ws://' + address + base + '.well-known/trunk/ws';
})()
</script></body></html>`;

function stage(worker = 'worker v1', { index = INDEX, args = [], extra = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hook-'));
  const files = {
    'index.html': index,
    'app-0123456789abcdef.js': 'app',
    'app-0123456789abcdef_bg.wasm': 'wasm',
    'modules-0123456789abcdef.js': 'globalThis.f = (a) => a + 1;',
    'series_worker.js': worker,
    'series_worker_bg.wasm': 'worker wasm',
    'series_worker_loader.js': "import init from './series_worker.js';await init();",
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  execFileSync('node', [HOOK, dir, '--no-split', ...args], { stdio: 'pipe' });
  const read = (name) => readFileSync(join(dir, name), 'utf8');
  return { dir, read, names: readdirSync(dir) };
}

test('the hook leaves no inline script, and the live-reload script finds its server', () => {
  const { dir, read, names } = stage();
  try {
    const html = read('index.html');
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/);
    const script = names.find((n) => /^script-[0-9a-f]{16}\.js$/.test(n));
    const loader = names.find((n) => /^loader-[0-9a-f]{16}\.js$/.test(n));
    assert.ok(script && loader, names.join(', '));
    assert.doesNotMatch(read(script), /\{\{__TRUNK/i);
    assert.match(read(script), /const address = window\.location\.host;/);
    assert.match(read(script), /const base = new URL\('\.', window\.location\.href\)\.pathname;/);
    assert.match(read(loader), /serviceWorker\.register\('\.\/sw\.js'\)/);
    assert.match(html, new RegExp(`<script src="./${script}"></script>`));
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('files without a hash are asked for, and precached, with the release', () => {
  const first = stage('worker v1');
  const second = stage('worker v2');
  try {
    const release = (s) => s.read('index.html').match(/<meta name="release" content="([0-9a-f]{16})" \/>/)[1];
    const r1 = release(first);
    assert.notEqual(r1, release(second), 'a changed file makes a new release');
    assert.equal(
      first.read('series_worker_loader.js'),
      `import init from './series_worker.js?v=${r1}';\n` +
        `await init({ module_or_path: new URL('./series_worker_bg.wasm?v=${r1}', import.meta.url) });\n`,
    );
    const sw = first.read('sw.js');
    assert.match(sw, new RegExp(`const CACHE = 'manifold-${r1}';`));
    for (const name of ['series_worker.js', 'series_worker_loader.js', 'series_worker_bg.wasm']) {
      assert.ok(sw.includes(`"./${name}?v=${r1}"`), name);
    }
    assert.ok(sw.includes('"./app-0123456789abcdef_bg.wasm"'));
    assert.ok(sw.includes('"./index.html"'));
  } finally {
    rmSync(first.dir, { recursive: true });
    rmSync(second.dir, { recursive: true });
  }
});

test('each integrity in the page is the hash of its file as the build leaves it', () => {
  // Trunk's tags, unquoted as its minified HTML has them, with hashes of
  // other bytes than the files end with (minified after, or written twice).
  const index = INDEX.replace(
    '</head>',
    '<link crossorigin href=./app-0123456789abcdef.js integrity=sha384-stale rel=modulepreload>' +
      '<link as=fetch crossorigin href="./app-0123456789abcdef_bg.wasm" integrity="sha384-stale" rel=preload>' +
      '<script src=./modules-0123456789abcdef.js integrity=sha384-stale></script></head>',
  );
  const { dir, read } = stage('export const worker = 1;', { index, args: ['--minify'] });
  try {
    const html = read('index.html');
    const sri = (name) => 'sha384-' + createHash('sha384').update(readFileSync(join(dir, name))).digest('base64');
    assert.doesNotMatch(html, /stale/);
    assert.ok(html.includes(`href=./app-0123456789abcdef.js integrity=${sri('app-0123456789abcdef.js')} `), html);
    assert.ok(html.includes(`integrity="${sri('app-0123456789abcdef_bg.wasm')}"`), html);
    assert.ok(html.includes(`integrity=${sri('modules-0123456789abcdef.js')}>`), html);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('every file the page checks by its integrity is fetched with CORS', () => {
  // The style sheet and modules.js as Trunk writes them: an integrity and
  // no crossorigin, which a frame of opaque origin refuses to load.
  const index = INDEX.replace(
    '</head>',
    '<link href=./style-0123456789abcdef.css integrity=sha384-stale rel=stylesheet>' +
      '<script src=./modules-0123456789abcdef.js integrity=sha384-stale></script>' +
      '<link crossorigin href=./app-0123456789abcdef.js integrity=sha384-stale rel=modulepreload></head>',
  );
  const { dir, read } = stage('worker', { index, extra: { 'style-0123456789abcdef.css': 'body{}' } });
  try {
    const tags = read('index.html').match(/<(?:link|script)\b[^>]*\bintegrity=[^>]*>/g) ?? [];
    assert.equal(tags.length, 3, read('index.html'));
    for (const tag of tags) assert.match(tag, /\bcrossorigin\b/, tag);
    assert.equal(tags.filter((t) => /crossorigin.*crossorigin/.test(t)).length, 0, 'said once');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a build with wasm-bindgen snippets fails, naming them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hook-'));
  try {
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, 'snippets', 'crate-0123'), { recursive: true });
    writeFileSync(join(dir, 'snippets', 'crate-0123', 'inline0.js'), 'export const a = 1;');
    const run = spawnSync('node', [HOOK, dir, '--no-split'], { encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /wasm-bindgen snippets/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
