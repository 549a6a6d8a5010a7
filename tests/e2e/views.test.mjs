// The G-series, Nim primer and surface builder pages, checked against the paper.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

// The series as the paper states them (Theorems 2.3 and 2.4), from the
// core's transcription, read the way paper.mjs reads it.
const SERIES = {};
for (const line of readFileSync(new URL('../../crates/grundy/tests/data/g_series.txt', import.meta.url), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [kind, pre, block] = line.split('|').map((s) => s.trim());
  SERIES[kind] = { pre: pre.split(/\s+/).map(Number), block: block.split(/\s+/).map(Number) };
}

async function openView(app, view, ready) {
  await app.page.goto(`${app.base}index.html#view=${view}`);
  await app.byTestId(ready).first().waitFor();
}

async function cells(app, kind) {
  return app.page.locator(`[data-testid="series-cell"][data-kind="${kind}"]`).evaluateAll((els) =>
    els.map((e) => ({
      genus: Number(e.dataset.genus),
      value: Number(e.dataset.value),
      block: e.dataset.block,
      index: e.dataset.periodIndex === undefined ? null : Number(e.dataset.periodIndex),
    })),
  );
}

test("Nim: the paper's heaps 50, 53, 30, 14 have exactly its three winning moves", async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'nim', 'nim-move');
    const moves = await app.byTestId('nim-move').evaluateAll((els) =>
      els.map((e) => ({ from: Number(e.dataset.from), to: Number(e.dataset.to) })),
    );
    // The introduction's Possibilities 1 to 3.
    assert.deepEqual(moves, [
      { from: 50, to: 37 },
      { from: 53, to: 34 },
      { from: 30, to: 9 },
    ]);
    const first = await app.byTestId('nim-move').first().textContent();
    assert.match(first, /Take the heap of size 50, subtract 16 \+ 2, and add 4 \+ 1 to get the new heap of size 37\./);
    assert.equal(await app.byTestId('nim-sum').getAttribute('data-sum'), '23');
  });
});

test('Nim: a click on a counter plays, and the losing computer answers with a real move', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'nim', 'component');
    await app.byTestId('mode-computer').click();
    // The paper's first winning move: the heap of 50 down to 37, by a click
    // on the counter at place 37 (it and every counter after it go).
    await app.page.locator('[data-testid="component"][data-heap="50"] .dot[data-to="37"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    const history = await app.history();
    assert.equal(history[0], '1. P1: 50 → 37');
    assert.match(history[1], /^2\. P2: /);
    // With no winning move the computer does not crawl one counter at a
    // time (the paper's heaps took 54 moves that way).
    const [, from, to] = history[1].match(/(\d+) → (\d+)$/).map(Number);
    assert.ok(from - to > 1, history[1]);
    assert.equal(await app.totalValue() === 0, false);
  });
});

test('Nim: og and octal game 4.3 have the same values', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'nim', 'octal-row');
    const rows = await app.byTestId('octal-row').evaluateAll((els) =>
      els.map((e) => [Number(e.dataset.genus), Number(e.dataset.og), Number(e.dataset.octal)]),
    );
    assert.ok(rows.length >= 20);
    const { pre, block } = SERIES.o;
    for (const [g, og, octal] of rows) {
      const paper = g < pre.length ? pre[g] : block[(g - pre.length) % block.length];
      assert.equal(og, paper, `G(o${g})`);
      assert.equal(octal, paper, `4.3 heap of ${g}`);
    }
  });
});

test('builder: a handle and a cross-cap give n3, by Theorem 1.2', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'builder', 'builder-add-handle');
    await app.byTestId('builder-add-handle').click();
    await app.byTestId('builder-add-cross-cap').click();
    assert.equal((await app.byTestId('builder-raw').textContent()).trim(), 'o1 # n1');
    assert.equal(await app.byTestId('builder-result').getAttribute('data-surface'), 'n3');
    assert.match(await app.byTestId('builder-reason').textContent(), /Theorem 1\.2/);
    assert.equal(await app.byTestId('builder-euler').getAttribute('data-chi'), '-1');
    const raw = app.page.locator('.builder-figure svg').first();
    assert.equal(await raw.getAttribute('data-handles'), '1');
    assert.equal(await raw.getAttribute('data-cross-caps'), '1');
    await app.byTestId('builder-to-position').click();
    await app.byTestId('total-value').waitFor();
    const shown = await app.components();
    assert.equal(shown.at(-1).surface, 'n3');
  });
});

test('G-series: ng repeats 4 6 0 3 from genus 3, og repeats 2 0 from genus 2', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'series', 'series-cell');
    for (const kind of ['n', 'o']) {
      const { pre, block } = SERIES[kind];
      const shown = await cells(app, kind);
      assert.equal(shown.length, 41, 'genus 0 to 40 by default');
      for (const c of shown) {
        if (c.genus < pre.length) {
          assert.deepEqual([c.block, c.value], ['pre', pre[c.genus]], `${kind}${c.genus}`);
        } else {
          const i = (c.genus - pre.length) % block.length;
          assert.deepEqual([c.block, c.index, c.value], ['period', i, block[i]], `${kind}${c.genus}`);
        }
      }
      const summary = app.byTestId(`period-${kind}`);
      assert.equal(await summary.getAttribute('data-preperiod'), String(pre.length));
      assert.equal(await summary.getAttribute('data-block-values'), block.join(' '));
      assert.match(await summary.textContent(), new RegExp(`period ${block.length}: ${block.join(' ')}`));
    }
  });
});

test('G-series: a cell loads its surface into the game', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'series', 'series-cell');
    await app.page.locator('[data-testid="series-cell"][data-kind="n"][data-genus="4"]').click();
    await app.byTestId('total-value').waitFor();
    assert.deepEqual(await app.components(), [{ surface: 'n4', value: 6 }]);
  });
});

test('G-series: verify to genus 20,000 in the worker confirms the closed forms', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'series', 'verify-start');
    await app.byTestId('verify-n').fill('20000');
    await app.byTestId('verify-start').click();
    const status = app.byTestId('verify-status');
    await app.page.waitForFunction(
      () => !['idle', 'running'].includes(document.querySelector('[data-testid="verify-status"]').dataset.state),
      null,
      { timeout: 120_000 },
    );
    assert.equal(await status.getAttribute('data-state'), 'confirmed');
    assert.match(await status.textContent(), /Closed form confirmed to genus 20,000 in [\d.]+ (ms|s)/);
    assert.match(await status.textContent(), /background worker/);
  });
});

test('G-series: what is typed in a field survives the page drawing itself again', async () => {
  await withPage(env, {}, async (app, context) => {
    // The page comes in a chunk: until it is here the page says it is
    // loading, then it draws the page with its fields.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await context.route(/split_(content|series)-[0-9a-f]{16}\.wasm/, async (route) => {
      await held;
      await route.continue();
    });
    await app.page.goto(`${app.base}index.html#view=series`);
    await app.page.locator('.series-view .loading').waitFor();
    release();
    await app.byTestId('verify-start').waitFor();
    await app.byTestId('verify-n').fill('1000000');
    await app.byTestId('series-n').fill('30');
    // The whole page drawn again (here by a change of theme) leaves what is
    // typed in both fields.
    await app.byTestId('theme').selectOption('dark');
    await app.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await app.byTestId('series-cell').first().waitFor();
    assert.equal(await app.byTestId('verify-n').inputValue(), '1000000');
    assert.equal(await app.byTestId('series-n').inputValue(), '30');
    // A running check draws the page with each report; a bound typed
    // meanwhile stays.
    await app.byTestId('verify-start').click();
    await app.page.waitForFunction(() =>
      document.querySelector('[data-testid="verify-progress-text"]').textContent.startsWith('Checking'),
    );
    await app.byTestId('verify-n').fill('5000');
    await app.page.waitForTimeout(400);
    assert.equal(await app.byTestId('verify-n').inputValue(), '5000');
    await app.byTestId('verify-cancel').click();
  });
});

test('G-series: Cancel stops a run to genus 1,000,000', async () => {
  await withPage(env, {}, async (app) => {
    await openView(app, 'series', 'verify-start');
    await app.byTestId('verify-n').fill('1000000');
    await app.byTestId('verify-start').click();
    // Wait for the worker's first progress report, then cancel.
    await app.page.waitForFunction(() =>
      document.querySelector('[data-testid="verify-progress-text"]').textContent.startsWith('Checking'),
    );
    await app.byTestId('verify-cancel').click();
    const status = app.byTestId('verify-status');
    assert.equal(await status.getAttribute('data-state'), 'cancelled');
    assert.match(await status.textContent(), /^Cancelled/);
    assert.equal(await app.byTestId('verify-start').isEnabled(), true);
  });
});

test('G-series: an address naming a range and a verification shows and runs them; the forms write them back', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&n=30&verify=3000`);
    await app.byTestId('series-cell').first().waitFor();
    assert.equal((await cells(app, 'o')).length, 31);
    assert.equal(await app.byTestId('series-n').inputValue(), '30');
    assert.equal(await app.byTestId('verify-n').inputValue(), '3000');
    await app.page.waitForFunction(
      () => document.querySelector('[data-testid="verify-status"]').dataset.state === 'confirmed',
      null,
      { timeout: 60_000 },
    );
    assert.match(await app.byTestId('verify-status').textContent(), /confirmed to genus 3,000/);

    // A mistake is said beside its field, which keeps the text and the focus.
    await app.byTestId('series-n').fill('3x');
    await app.byTestId('series-n').press('Enter');
    await app.page.locator('#series-n-help [role="alert"]').waitFor();
    assert.match(await app.page.locator('#series-n-help').textContent(), /Enter a whole number from 0 to 1,000,000/);
    assert.equal(await app.byTestId('series-n').getAttribute('aria-invalid'), 'true');
    assert.equal(await app.byTestId('series-n').inputValue(), '3x');
    await app.page.waitForFunction(() => document.activeElement?.id === 'series-n');

    // Sent from the keyboard, the range and the bound go to the address.
    await app.byTestId('series-n').fill('50');
    await app.byTestId('series-n').press('Enter');
    await app.page.waitForFunction(() => location.hash.includes('&n=50'));
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="series-cell"][data-kind="o"]').length === 51);
    assert.equal(await app.page.locator('#series-n-help [role="alert"]').count(), 0);
    await app.byTestId('verify-n').fill('2000');
    await app.byTestId('verify-n').press('Enter');
    await app.page.waitForFunction(() => location.hash.includes('verify=2000'));
    await app.page.waitForFunction(
      () => document.querySelector('[data-testid="verify-status"]').textContent.includes('genus 2,000'),
      null,
      { timeout: 60_000 },
    );
    await app.page.waitForFunction(() => document.activeElement?.id === 'verify-n');
    assert.deepEqual(app.errors, []);
  });
});
