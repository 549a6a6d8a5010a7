// Drives the release build in headless Chromium and prints the app's speed
// figures next to their goals. Timings are reported, not asserted: they
// belong in a benchmark, not in the tests.
//   node tests/bench/bench.mjs        (after a release build into dist/)
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { serveDist, launch } from '../e2e/harness.mjs';

const RUNS = 7;
const SERIES_N = 10_000;
// 50 surfaces of both kinds and assorted genera.
const FIFTY = '#p=' + ['13*o4', '12*n5', '13*o7', '12*n9'].join('+') + '&mode=two&turn=1';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

// Records, relative to navigation start, the moment the first surface card
// exists in the document.
const FIRST_RENDER = () => {
  const seen = () => {
    if (document.querySelector('[data-testid="component"]')) {
      window.__firstRender = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
};

async function firstRender(browser, url) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh context each time: an empty cache, as on a first visit.
    const context = await browser.newContext();
    await context.addInitScript(FIRST_RENDER);
    const page = await context.newPage();
    await page.goto(`${url}index.html#p=o3+n5`);
    await page.waitForFunction(() => window.__firstRender !== undefined);
    times.push(await page.evaluate(() => window.__firstRender));
    await context.close();
  }
  return times;
}

// Clicks the first listed cut and times, in the page, until the surface
// cards show the new position.
async function cutTimes(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}index.html${FIFTY}`);
  await page.locator('[data-testid="cut"]').first().waitFor();
  const count = await page.locator('[data-testid="component"]').count();
  const times = [];
  for (let i = 0; i < RUNS * 2; i++) {
    await page.locator('[data-testid="cut"]').first().waitFor();
    times.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const snapshot = () =>
              [...document.querySelectorAll('[data-testid="component"]')].map((e) => e.dataset.surface).join(' ');
            const before = snapshot();
            const start = performance.now();
            const done = () => {
              if (snapshot() === before) return false;
              resolve(performance.now() - start);
              return true;
            };
            const observer = new MutationObserver(() => done() && observer.disconnect());
            observer.observe(document.body, { childList: true, subtree: true, attributes: true });
            document.querySelector('[data-testid="cut"]').click();
            if (done()) observer.disconnect();
          }),
      ),
    );
  }
  await context.close();
  return { count, times };
}

// A click on the first move of the list, timed in the page from the click
// to the next frame painted after it (a requestAnimationFrame callback,
// then a task queued from it, which runs once that frame is painted).
// Undo puts the position back between clicks, so every click is the same.
const INTERACTION = [
  ['surface game, o3 + n5', '#p=o3+n5&mode=two&turn=1', 'cut'],
  ['Nim, 50 + 53 + 30 + 14', '#game=nim&p=50+53+30+14&mode=two&turn=1', 'move'],
  ['Green Hackenbush, a triangle on a stalk', '#game=hackenbush&p=g-1%201-2%202-3%203-1&mode=two&turn=1', 'move'],
];

async function clickToFrame(browser, url, hash, hook) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}index.html${hash}`);
  const first = page.locator(`[data-testid="${hook}"]`).first();
  await first.waitFor();
  const times = [];
  for (let i = 0; i < RUNS * 2; i++) {
    await first.waitFor();
    times.push(
      await page.evaluate(
        (hook) =>
          new Promise((resolve) => {
            const start = performance.now();
            document.querySelector(`[data-testid="${hook}"]`).click();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - start);
              channel.port2.postMessage(null);
            });
          }),
        hook,
      ),
    );
    await page.locator('[data-testid="undo"]:not([disabled])').click();
    await page.locator('[data-testid="undo"][disabled]').waitFor();
  }
  await context.close();
  return times;
}

// Native and browser runs alternate and each side keeps its best, so a
// burst of load from other processes does not land on one side only.
async function series(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}index.html`);
  await page.locator('[data-testid="component"]').first().waitFor();
  // The brute force runs in the browser in the G-series worker (as the
  // page's Verify does), so it is timed there.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const worker = new Worker(new URL('series_worker_loader.js', document.baseURI), { type: 'module' });
        // The worker's messages (src/worker/protocol.rs): "Ready" first,
        // then {Bench: {n, o_ms, n_ms}} for each {Bench: {n}} asked.
        worker.onmessage = (e) => e.data === 'Ready' && resolve();
        window.benchSeries = (n) =>
          new Promise((done) => {
            worker.onmessage = (e) => e.data && e.data.Bench && done([e.data.Bench.o_ms, e.data.Bench.n_ms]);
            worker.postMessage({ Bench: { n } });
          });
      }),
  );
  const wasm = { o: Infinity, n: Infinity };
  const native = { o: Infinity, n: Infinity };
  for (let round = 0; round < 3; round++) {
    const [o, n] = await page.evaluate((n) => window.benchSeries(n), SERIES_N);
    const here = nativeSeries();
    wasm.o = Math.min(wasm.o, o);
    wasm.n = Math.min(wasm.n, n);
    native.o = Math.min(native.o, here.o);
    native.n = Math.min(native.n, here.n);
  }
  await context.close();
  return { wasm, native };
}

// The same computation natively: the core's own benchmark example (built
// by scripts/bench.sh), each figure the best of five runs.
function nativeSeries() {
  const out = execFileSync(
    'cargo',
    ['run', '--quiet', '--release', '-p', 'grundy', '--example', 'bench', '--', '--series', String(SERIES_N)],
    { encoding: 'utf8' },
  );
  const { o_ms: o, n_ms: n } = JSON.parse(out.trim().split('\n').pop());
  return { o, n };
}

const server = await serveDist();
const browser = await launch();
try {
  const first = await firstRender(browser, server.url);
  const cut = await cutTimes(browser, server.url);
  const clicks = [];
  for (const [name, hash, hook] of INTERACTION) clicks.push([name, await clickToFrame(browser, server.url, hash, hook)]);
  const { wasm, native } = await series(browser, server.url);
  const ratio = (wasm.o + wasm.n) / (native.o + native.n);

  const rows = [
    ['navigation to first rendered position', `median ${fmt(median(first))} (of ${RUNS}; ${first.map((t) => t.toFixed(0)).join(', ')})`, '<= 250 ms'],
    [`apply a cut and re-render, ${cut.count} surfaces`, `median ${fmt(median(cut.times))} (of ${cut.times.length}; max ${fmt(Math.max(...cut.times))})`, '<= 16 ms'],
    ...clicks.map(([name, times]) => [
      `a click on a move to the next frame: ${name}`,
      `median ${fmt(median(times))} (of ${times.length}; max ${fmt(Math.max(...times))})`,
      '',
    ]),
    [`G-series o and n to ${SERIES_N}, browser (wasm, in its worker), best`, `${fmt(wasm.o)} + ${fmt(wasm.n)} = ${fmt(wasm.o + wasm.n)}`, ''],
    [`G-series o and n to ${SERIES_N}, native, best`, `${fmt(native.o)} + ${fmt(native.n)} = ${fmt(native.o + native.n)}`, ''],
    ['wasm / native', `${ratio.toFixed(2)}x`, '<= 1.5x'],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log(`benchmark: release build in headless Chromium, ${cpus().length} cores`);
  console.log(`${'measure'.padEnd(w0)}  ${'result'.padEnd(w1)}  goal`);
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
} finally {
  await browser.close();
  await server.close();
}
