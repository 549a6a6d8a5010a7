// Files that go wrong on the way: a copy in the service worker's cache
// that is damaged is dropped and fetched again, a page whose code cannot
// start says so with a way out, and a tab opened before a new release,
// whose next chunk is no longer on the server, is told to reload, with one
// button that opens the new release where the position was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setUp, withPage, launch, Explorer } from './harness.mjs';

const env = setUp(before, after);
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The page's own wasm, as index.html names it. */
function pageWasm() {
  return readdirSync(DIST).find((n) => /^manifold-explorer-[0-9a-f]+_bg\.wasm$/.test(n));
}

test('a damaged copy of the wasm in the offline cache is dropped, and the page starts', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4');
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const wasm = pageWasm();
    const size = readFileSync(join(DIST, wasm)).length;
    // The cached copy cut short and spoilt, as a disk or a proxy may leave it.
    await app.page.evaluate(async (name) => {
      const key = (await caches.keys()).find((k) => k.startsWith('manifold-'));
      const cache = await caches.open(key);
      const url = new URL(name, location.href).href;
      const good = new Uint8Array(await (await cache.match(url)).arrayBuffer());
      await cache.put(url, new Response(good.slice(0, 4096).reverse(), { headers: { 'content-type': 'application/wasm' } }));
    }, wasm);
    await app.page.reload();
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.totalValue(), 6);
    // The cache holds the whole file again.
    const cached = await app.page.evaluate(async (name) => {
      const key = (await caches.keys()).find((k) => k.startsWith('manifold-'));
      const hit = await (await caches.open(key)).match(new URL(name, location.href).href);
      return hit ? (await hit.arrayBuffer()).byteLength : 0;
    }, wasm);
    assert.equal(cached, size);
  });
});

test("a page whose code cannot start says so, and Reload brings it", async () => {
  await withPage(env, { serviceWorkers: 'block' }, async (app, context) => {
    const spoilt = async (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: Buffer.from('not a module') });
    await context.route(/manifold-explorer-[0-9a-f]+_bg\.wasm/, spoilt);
    app.page.removeAllListeners('pageerror');
    await app.page.goto(`${app.base}index.html#p=n4`);
    const failed = app.byTestId('boot-failed');
    await failed.waitFor();
    assert.match(await failed.textContent(), /could not start/);
    await context.unroute(/manifold-explorer-[0-9a-f]+_bg\.wasm/, spoilt);
    await app.byTestId('boot-reload').click();
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.totalValue(), 6);
  });
});

/** Serves the folder `root.dir`, which the test may change. */
async function serveFolder(root) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root.dir, path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * A copy of the build as the next release: the coins family's chunk under
 * another name (its old name gone from the server), every reference to it
 * and every integrity that covers one written again, and another release
 * name.
 */
function nextRelease() {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  cpSync(DIST, dir, { recursive: true });
  const old = readdirSync(dir).find((n) => /^split_coins-[0-9a-f]+\.wasm$/.test(n));
  const renamed = old.replace(/-([0-9a-f]+)\.wasm$/, (_, h) => `-${[...h].reverse().join('')}.wasm`);
  renameSync(join(dir, old), join(dir, renamed));
  const sri = (file) => 'sha384-' + createHash('sha384').update(readFileSync(join(dir, file))).digest('base64');
  const before = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) before[name] = sri(name);
  for (const name of readdirSync(dir).filter((n) => /\.(js|html)$/.test(n))) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (text.includes(old)) writeFileSync(join(dir, name), text.split(old).join(renamed));
  }
  let page = readFileSync(join(dir, 'index.html'), 'utf8');
  for (const [name, was] of Object.entries(before)) page = page.split(was).join(sri(name));
  page = page.replace(/name="release" content="([0-9a-f]+)"/, (_, r) => `name="release" content="${[...r].reverse().join('')}"`);
  writeFileSync(join(dir, 'index.html'), page);
  return dir;
}

test('after a new release, a tab that cannot load its next chunk is told, and reloads where it was', async () => {
  const next = nextRelease();
  const root = { dir: DIST };
  const server = await serveFolder(root);
  const browser = await launch();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const app = new Explorer(await context.newPage(), server.url);
    await app.open('#p=o3');
    // The release goes out while the tab is open.
    root.dir = next;
    await app.page.evaluate(() => {
      location.hash = '#game=turtles&p=THHTH';
    });
    const told = app.byTestId('new-release');
    await told.waitFor({ timeout: 30_000 });
    assert.match(await told.textContent(), /new release/);
    await app.byTestId('new-release-reload').click();
    await app.page.locator('[data-testid="dyn-board"]').waitFor({ timeout: 30_000 });
    assert.match(app.page.url(), /game=turtles&p=THHTH/);
    const release = await app.page.locator('meta[name="release"]').getAttribute('content');
    assert.equal(release, readFileSync(join(next, 'index.html'), 'utf8').match(/name="release" content="([0-9a-f]+)"/)[1]);
    assert.deepEqual(app.errors, []);
  } finally {
    await browser.close();
    await server.close();
    rmSync(next, { recursive: true, force: true });
  }
});
