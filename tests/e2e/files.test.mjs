// Every computed table can be taken away: a heap game's G-series (every
// value computed, not only the 120 drawn, with its pre-period, period and
// status), the bar games' tables and the rule lab's series, as CSV, LaTeX
// or Markdown, the light ones written at once on the page and the heavy
// ones computed again in the worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);
const root = fileURLToPath(new URL('../../', import.meta.url));
// Built by the native tests, which scripts/test.sh runs first.
const cli = `${root}target/debug/grundy`;

async function download(app, testid, timeout = 30_000) {
  const [file] = await Promise.all([
    app.page.waitForEvent('download', { timeout }),
    app.byTestId(testid).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** A CSV file's rows, its `#` notes and header left out. */
const rows = (text) =>
  text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .slice(1)
    .map((l) => l.split(','));

test("Kayles' series downloads every value computed, with its proved period", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=octal:0.77&view=series`);
    await app.byTestId('heap-series-result').waitFor();
    const { name, text } = await download(app, 'heap-export-csv');
    assert.equal(name, 'g-series-octal-0.77-0-1000.csv');
    const values = rows(text).map((r) => Number(r[1]));
    assert.equal(values.length, 1001, 'every value to heap 1,000, not the 120 drawn');
    // Kayles (Winning Ways): 0 1 2 3 1 4 3 2 1 4 2 6, period 12 from heap 71.
    assert.deepEqual(values.slice(0, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    for (let n = 71; n + 12 <= 1000; n++) assert.equal(values[n], values[n + 12], `heap ${n}`);
    assert.match(text, /^# Status: proved\. Period 12 from heap 71/m);
    assert.match(text, /^# Pre-period 71, period 12\.$/m);
    // The command line writes the same file, byte for byte.
    assert.equal(execFileSync(cli, ['--game', 'octal:0.77', 'series', '1000', '--format', 'csv']).toString('utf8'), text);
    const md = await download(app, 'heap-export-markdown');
    assert.match(md.text, /^\| 1000 \| \d+ \|$/m);
    const tex = await download(app, 'heap-export-latex');
    assert.match(tex.text, /\\begin\{tabular\}\{rr\}/);
  });
});

test('0.16 until proved downloads every value searched, computed again in the worker', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=octal:0.16&view=series`);
    await app.byTestId('heap-series-result').waitFor();
    await app.byTestId('heap-last').fill('1000000');
    await app.byTestId('heap-prove').click();
    await app.page.waitForFunction(
      () => document.querySelector('[data-testid="heap-series-result"]')?.dataset.status === 'proved',
      null,
      { timeout: 120_000 },
    );
    const { name, text } = await download(app, 'heap-export-csv', 120_000);
    // 0.16: period 149,459 from heap 105,351, proved at heap 509,621.
    assert.equal(name, 'g-series-octal-0.16-0-509621.csv');
    assert.match(text, /^# Pre-period 105351, period 149459\.$/m);
    const values = rows(text);
    assert.equal(values.length, 509_622);
    assert.deepEqual(values.at(-1)[0], '509621');
  });
});

test('the rule lab downloads both series to its weight, every value', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab&rules=cgh`);
    await app.byTestId('lab-result').waitFor();
    const { name, text } = await download(app, 'lab-export-csv');
    assert.equal(name, 'g-series-rules-cgh-weight-400.csv');
    const table = rows(text);
    assert.equal(table.length, 401, 'genus 0 to 400, not the 121 drawn');
    assert.equal(table[200][1] !== '', true, 'og to genus 200');
    assert.equal(table[201][1], '', 'og past weight 400 is empty');
    // What the page draws is what the file holds.
    const drawn = await app.byTestId('lab-values-n').evaluate((el) => [...el.children].map((c) => c.textContent));
    assert.deepEqual(table.slice(0, drawn.length).map((r) => r[2]), drawn);
    assert.match(text, /^# og: /m);
    assert.match(text, /^# ng: /m);
    assert.equal(execFileSync(cli, ['--game', 'manifold:rules=cgh', 'series', '400', '--format', 'csv']).toString('utf8'), text);
  });
});

test("Grundy's game to 100,000 heaps downloads from the worker, with its progress", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=grundy&view=series`);
    await app.byTestId('heap-series-result').waitFor({ timeout: 120_000 });
    const { text } = await download(app, 'heap-export-markdown', 120_000);
    const lines = text.split('\n').filter((l) => /^\| \d/.test(l));
    assert.equal(lines.length, 100_001);
    // Schrage's Table 1 begins 0 0 0 1 0 2 1 0 2 1 (heaps 0 to 9).
    assert.deepEqual(lines.slice(0, 10).map((l) => Number(l.split('|')[2])), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
  });
});

test("the rectangle game's table downloads whole", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=rectangles&view=series`);
    await app.byTestId('rect-table').waitFor();
    const { text } = await download(app, 'heap-export-csv');
    const table = rows(text);
    assert.equal(table.length, 20);
    assert.equal(table[0].length, 21);
    assert.match(text, /every cell agrees with Schrage's theorem/);
  });
});
