// A benchmark (not a test): how long a click on a move takes to reach the
// screen. For each game, a release build served on 127.0.0.1 is opened in
// headless Chromium; a move is clicked (on the game's board where it draws
// one, in the move list for the surface game), and the time from the click
// to the first animation frame after the page has changed is taken; Undo
// puts the position back, and the pair is repeated RUNS times (20 unless
// told). Prints each game's median and spread. CPU is slowed four times,
// as a phone's, unless --cpu says otherwise.
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

const server = await serve();
const browser = await launch();
try {
  console.log(`click to the next frame: CPU x${CPU}, median of ${RUNS} clicks (min to max)`);
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
