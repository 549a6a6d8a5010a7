// Shared set-up for the end-to-end specs: a static server for dist/ on
// 127.0.0.1, headless Chromium, and a page object over the data-testid hooks.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** Serves dist/ on a free port of 127.0.0.1, each answer with `headers`
 * besides its type; resolves to { url, close }. */
export async function serveDist({ headers = {} } = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** The explorer page, read and driven through its data-testid hooks. */
export class Explorer {
  constructor(page, base) {
    this.page = page;
    this.base = base;
    this.errors = [];
    page.on('pageerror', (e) => this.errors.push(String(e)));
  }

  byTestId(id) {
    return this.page.locator(`[data-testid="${id}"]`);
  }

  /** Opens the app at a hash and waits until it has rendered: until the
   * element with test id `ready` is shown (the value, unless said). */
  async open(hash = '', ready = 'total-value') {
    await this.page.goto(`${this.base}index.html${hash}`);
    try {
      await this.byTestId(ready).waitFor();
    } catch (e) {
      // Say what the page said, not only what did not appear.
      if (this.errors.length) e.message += `\npage errors: ${this.errors.join(' | ')}`;
      throw e;
    }
  }

  /** What shows the position: its cards, or the board a game draws (a
   * board of one part has no card). */
  shown() {
    return this.page.locator('[data-testid="component"], [data-testid="dyn-board"] > *').first();
  }

  async totalValue() {
    return Number(await this.byTestId('total-value').textContent());
  }

  async outcome() {
    return (await this.byTestId('outcome').textContent()).trim();
  }

  /** Every surface card as { surface, value }. */
  async components() {
    return this.byTestId('component').evaluateAll((els) =>
      els.map((e) => ({ surface: e.dataset.surface, value: Number(e.dataset.value) })),
    );
  }

  /** Every listed cut as { kind, result, value, winning }. */
  async cuts() {
    return this.byTestId('cut').evaluateAll((els) =>
      els.map((e) => ({
        kind: e.dataset.kind,
        result: e.dataset.result,
        value: Number(e.dataset.value),
        winning: e.dataset.winning === 'true',
      })),
    );
  }

  cut(kind, result) {
    return this.page.locator(`[data-testid="cut"][data-kind="${kind}"][data-result="${result}"]`).first();
  }

  async waitForTotal(value) {
    await this.page.waitForFunction(
      (v) => document.querySelector('[data-testid="total-value"]')?.textContent === String(v),
      value,
    );
  }

  async waitForSurfaces(surfaces) {
    await this.page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('[data-testid="component"]')].map((e) => e.dataset.surface).join(' ') === want,
      surfaces.join(' '),
    );
  }

  async history() {
    const list = this.byTestId('history');
    if ((await list.count()) === 0) return [];
    return list.locator('li').allTextContents();
  }
}

/** Plays the first listed move, one click per turn, until the game ends; the number of moves. */
export async function playToEnd(app, most = 80) {
  for (let turn = 1; turn < most; turn++) {
    if ((await app.byTestId('game-over-moves').count()) > 0) return turn - 1;
    await app.byTestId('move').first().click();
    await app.page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="history"] li').length === n,
      turn,
    );
  }
  throw new Error('the game did not end');
}

/** The games index's links, each a game's address (`#game=…&p=…`), in order. */
export async function indexLinks(app) {
  await app.page.goto(`${app.base}index.html#view=games`);
  const links = app.byTestId('game-link');
  await links.first().waitFor();
  return links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
}

/**
 * Runs `body(explorer, context)` in a fresh browser context and gives its
 * result; the browser and server are shared by the file's tests through
 * `env`.
 */
export async function withPage(env, options, body) {
  const context = await env.browser.newContext(options);
  try {
    const page = await context.newPage();
    const explorer = new Explorer(page, env.server.url);
    const result = await body(explorer, context);
    if (explorer.errors.length) throw new Error(`page errors: ${explorer.errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/** before/after hooks for a spec file: start the server and the browser once. */
export function setUp(before, after) {
  const env = {};
  before(async () => {
    env.server = await serveDist();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
