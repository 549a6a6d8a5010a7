// Measures the first load the way a visitor meets it: opens the default view
// (#p=o3+n5) in headless Chromium with an empty cache, records every file
// the browser fetches, the service worker's included, until that view is
// complete (the value, both cards, the cut list with its picture, the
// panel on why the selected surface has its value, and the summaries of the
// closed panels), and adds up their gzip sizes (level 9, as
// scripts/size.mjs counts them). Files fetched later are listed apart. A
// report: the gate is the time a phone on a slow network waits
// (scripts/slow-load.mjs). Exits 2 when the view never completes (the
// build does not work in the browser; the reason is printed).
//   node scripts/first-load.mjs [dist-dir]      (after a release build)
import { gzipSync } from 'node:zlib';
import { serveDist, launch } from '../tests/e2e/harness.mjs';

const VIEW = '#p=o3+n5';
// What the default view shows once it is complete.
const COMPLETE = [
  '[data-testid="total-value"]',
  '[data-testid="component"][data-surface="o3"]',
  '[data-testid="component"][data-surface="n5"]',
  '[data-testid="cut-list"] .focus-picture svg',
  '[data-testid="cut-list"] [data-testid="cut"]',
  '[data-testid="reach-row"]',
  '[data-testid="mex-set"]',
  '[data-testid="nim-sum"] summary',
  '[data-testid="length-panel"] summary',
  '[data-testid="position-input"]',
];
// How long to go on listening after the view is complete, to list what
// comes after it.
const AFTER_MS = 3000;
// How long one response body may take to read.
const READ_MS = 20000;

const server = await serveDist();
const browser = await launch();
let status = 0;
try {
  const context = await browser.newContext();
  const fetched = [];
  let complete = null;
  const reading = [];
  context.on('requestfinished', (request) => {
    const at = Date.now();
    // A body the browser never hands over (a request cut short by the
    // context closing, say) must not stall the count: each read gives up
    // after READ_MS and is listed as unread.
    const read = (async () => {
      const response = await request.response();
      const body = (response && (await response.body())) || Buffer.alloc(0);
      return { url: request.url(), at, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })();
    const giveUp = new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READ_MS));
    reading.push(
      Promise.race([read, giveUp])
        .then((f) => fetched.push(f))
        .catch(() => fetched.push({ url: request.url(), at, raw: 0, gzip: 0, unread: true })),
    );
  });
  const page = await context.newPage();
  // What went wrong, should the view never be complete.
  const troubles = [];
  page.on('pageerror', (e) => troubles.push(`page error: ${e}`));
  page.on('console', (m) => m.type() === 'error' && troubles.push(`console: ${m.text()}`));
  page.on('requestfailed', (r) => troubles.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  const start = Date.now();
  await page.goto(`${server.url}index.html${VIEW}`);
  try {
    await page.waitForFunction(
      (selectors) => selectors.every((s) => document.querySelector(s) !== null),
      COMPLETE,
      { timeout: 30000 },
    );
  } catch (e) {
    const missing = await page.evaluate((selectors) => selectors.filter((s) => !document.querySelector(s)), COMPLETE);
    console.log(`the default view ${VIEW} was not complete after 30 s: the build does not work in the browser`);
    console.log(`  missing: ${missing.join(', ')}`);
    for (const t of troubles) console.log(`  ${t}`);
    if (!troubles.length) console.log(`  the page reported no error (${e.message.split('\n')[0]})`);
    status = 2;
    throw e;
  }
  complete = Date.now();
  await page.waitForTimeout(AFTER_MS);
  await Promise.all(reading);
  await context.close();
  fetched.sort((a, b) => a.at - b.at);

  const name = (url) => new URL(url).pathname.replace(/^\//, '') + new URL(url).search;
  const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
  const before = fetched.filter((f) => f.at <= complete);
  const later = fetched.filter((f) => f.at > complete);
  const width = Math.max(...fetched.map((f) => name(f.url).length), 20);
  const table = (rows) => {
    for (const f of rows) {
      console.log(`  ${name(f.url).padEnd(width)}  ${kb(f.raw)}  ${kb(f.gzip)}${f.unread ? '  (body not readable)' : ''}`);
    }
  };
  console.log(`default view ${VIEW}: complete ${complete - start} ms after navigation`);
  console.log(`  ${'fetched until then'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  table(before);
  const total = before.reduce((s, f) => s + f.gzip, 0);
  console.log(`  ${'total'.padEnd(width)}  ${kb(before.reduce((s, f) => s + f.raw, 0))}  ${kb(total)}`);
  console.log(`fetched in the ${AFTER_MS / 1000} s after (not part of the first load):`);
  if (later.length) table(later);
  else console.log('  nothing');
  if (before.some((f) => f.unread)) {
    console.log('a file of the first load could not be read, so the total above is short');
  }
} catch (e) {
  if (status !== 2) throw e;
} finally {
  await browser.close();
  await server.close();
}
process.exit(status);
