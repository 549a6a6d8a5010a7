// A benchmark (not a test): how long a click on a move takes to reach the
// screen. For each game, a release build served on 127.0.0.1 is opened in
// headless Chromium; a move is clicked (on the game's board where it draws
// one, in the move list for the surface game), and the time from the click
// to the first animation frame after the page has changed is taken; Undo
// puts the position back, and the pair is repeated RUNS times (20 unless
// told). Prints each game's median and spread. CPU is slowed four times,
// as a phone's, unless --cpu says otherwise.
// Then the hover: the pointer enters each of the move list's first moves in
// turn (its effect drawn on the board as a preview), RUNS times, timed to the
// next frame, with a count of what the page wrote meanwhile (saved data,
// the address, JSON made by the page): a hover changes nothing to keep, so
// every count should be 0.
//   node scripts/click-bench.mjs [--runs N] [--cpu RATE] [dist-dir]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { launch } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const RUNS = Number(flag('--runs') ?? 20);
const CPU = Number(flag('--cpu') ?? 4);
const DIST = resolve(args[0] ?? 'dist');

// Each game: its address, and the move clicked (a CSS selector).
const GAMES = [
  { name: 'surface game (move list)', hash: '#p=o2+n3', move: '[data-testid="cut-list"] [data-testid="cut"]' },
  { name: 'Turning Turtles (board)', hash: '#game=turtles&p=THHTH', move: '.dyn-board [data-testid^="move "]' },
  { name: 'Green Hackenbush (board)', hash: '#game=hackenbush&p=g-1%201-2%202-3%203-1', move: '.dyn-board [data-testid="move 1-2"]' },
  {
    name: 'a sum (board, its Hackenbush part)',
    hash: '#game=sum&p=nim(3%20%2B%205)%20%2B%20turtles(THHTH)%20%2B%20hackenbush(g-1%201-2)',
    move: '.dyn-board [data-testid="move 3:g-1"]',
  },
];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

async function serve() {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((d) => server.close(d)) };
}

/** Clicks `selector`'s first match and resolves to the milliseconds until
 * the first frame after the history has grown to `moves` moves. */
function clickToFrame(page, selector, moves) {
  return page.evaluate(
    ([selector, moves]) =>
      new Promise((done, fail) => {
        const target = document.querySelector(selector);
        if (!target) return fail(new Error(`nothing matches ${selector}`));
        const made = () => document.querySelectorAll('[data-testid="history"] li').length === moves;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!made()) return;
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        if (made()) {
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now() - start));
        }
      }),
    [selector, moves],
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Counts, from before the page's code runs, its writes of saved data,
 * of the address and its JSON. */
function countWrites() {
  const counts = { storage: 0, address: 0, json: 0 };
  const wrap = (owner, name, key) => {
    const plain = owner[name];
    owner[name] = function (...args) {
      counts[key] += 1;
      return plain.apply(this, args);
    };
  };
  wrap(Storage.prototype, 'setItem', 'storage');
  wrap(History.prototype, 'replaceState', 'address');
  wrap(History.prototype, 'pushState', 'address');
  wrap(JSON, 'stringify', 'json');
  window.__writes = counts;
}

/** The pointer entering the move `index` of the list; resolves to the
 * milliseconds until the next frame. */
function hoverToFrame(page, index) {
  return page.evaluate((index) => {
    const moves = document.querySelectorAll('button.move-button, [data-testid="cut-list"] [data-testid="cut"]');
    const target = moves[index % moves.length];
    const start = performance.now();
    target.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false }));
    target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    return new Promise((done) => requestAnimationFrame(() => done(performance.now() - start)));
  }, index);
}

const server = await serve();
const browser = await launch();
try {
  console.log(`click to the next frame: CPU x${CPU}, median of ${RUNS} clicks (min to max)`);
  const hovers = [];
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(countWrites);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.url}index.html${game.hash}`);
    await page.locator(game.move).first().waitFor({ state: 'attached', timeout: 30000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      times.push(await clickToFrame(page, game.move, 1));
      await page.locator('[data-testid="undo"]').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 0);
      await page.locator(game.move).first().waitFor({ state: 'attached' });
    }
    const ms = (t) => `${t.toFixed(1)} ms`;
    console.log(
      `  ${game.name.padEnd(36)} ${ms(median(times)).padStart(9)}  (${ms(Math.min(...times))} to ${ms(Math.max(...times))})`,
    );
    hovers.push({ game, context });
  }
  console.log(`hover over a move to the next frame: CPU x${CPU}, median of ${RUNS} hovers; writes meanwhile`);
  for (const { game, context } of hovers) {
    const page = context.pages()[0];
    const before = await page.evaluate(() => ({ ...window.__writes }));
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await hoverToFrame(page, i % 4));
    const after = await page.evaluate(() => ({ ...window.__writes }));
    const writes = Object.keys(after).map((k) => `${k} ${after[k] - before[k]}`).join(', ');
    const ms = (t) => `${t.toFixed(1)} ms`;
    console.log(`  ${game.name.padEnd(36)} ${ms(median(times)).padStart(9)}  (${writes})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
