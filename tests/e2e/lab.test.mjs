// The rule lab: a rule set's series with an honest status, the catalogue,
// and variants played on the shared page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

async function result(app, kind) {
  const el = app.byTestId(`lab-${kind}`);
  await el.waitFor();
  return {
    status: await el.getAttribute('data-status'),
    preperiod: Number(await el.getAttribute('data-preperiod')),
    period: Number(await el.getAttribute('data-period')),
  };
}

test("the paper's rules: both series proved, with the paper's periods", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab`);
    assert.deepEqual(await result(app, 'o'), { status: 'proved', preperiod: 2, period: 2 });
    assert.deepEqual(await result(app, 'n'), { status: 'proved', preperiod: 3, period: 4 });
    assert.match(await app.byTestId('lab-n').textContent(), /weight theorem/);
  });
});

test('unticking a kind changes the rules, the address and the series', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab`);
    await app.byTestId('lab-o').waitFor();
    for (const k of ['a', 'b', 'd', 'e', 'f']) await app.byTestId(`lab-kind-${k}`).uncheck();
    await app.page.waitForFunction(() => document.querySelector('[data-testid="lab-result"]')?.dataset.rules === 'cgh');
    assert.match(await app.page.evaluate(() => location.hash), /rules=cgh/);
    // og has no allowed cut: every value is 0, period 1, proved.
    assert.deepEqual(await result(app, 'o'), { status: 'proved', preperiod: 0, period: 1 });
    // The last kind cannot be unticked.
    for (const k of ['c', 'g']) await app.byTestId(`lab-kind-${k}`).uncheck();
    // Playwright's uncheck() would insist; a plain click is what a person does.
    await app.byTestId('lab-kind-h').click();
    await app.byTestId('lab-error').waitFor();
    assert.equal(await app.byTestId('lab-kind-h').isChecked(), true);
  });
});

test('the catalogue lists all 255 rule sets, the full set proved', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab`);
    await app.byTestId('catalogue-start').click();
    await app.byTestId('catalogue-done').waitFor({ timeout: 60_000 });
    assert.equal(await app.byTestId('catalogue-row').count(), 255);
    const full = app.page.locator('[data-testid="catalogue-row"][data-rules="abcdefgh"]');
    assert.match(await full.textContent(), /^abcdefghproved2\s*2\s*0\s*proved3\s*4\s*0/);
  });
});

test('a misère variant is played on the shared page and says who wins', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=manifold:rules=c,misere&p=n3`);
    await app.byTestId('misere-play').waitFor();
    assert.match(await app.byTestId('outcome').textContent(), /loses against best play \(misère\)/);
    // Under (c) alone n3 takes three cuts; the last one loses.
    for (let i = 0; i < 3; i++) {
      await app.page.locator('[data-testid="cut"][data-kind="c"]').first().click();
    }
    const over = await app.byTestId('game-over-moves').textContent();
    assert.match(over, /Player 2 wins\. Player 1 made the last cut, which loses in misère play/);
  });
});

test('a bad rule set in the address is named, and the lab keeps working', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab&rules=xyz`);
    await app.byTestId('lab-o').waitFor();
    assert.match(await app.page.locator('body').textContent(), /rule set 'xyz'/);
  });
});

test("misère play of the paper's rules: wild, with genera and an observed quotient", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab`);
    await app.byTestId('misere-start').click();
    await app.byTestId('misere-result').waitFor({ timeout: 60_000 });
    assert.match(
      await app.byTestId('misere-table-done').textContent(),
      /Every position of weight at most 36: 889,844 positions/,
    );
    // n1 has one cut, to the sphere: the genus of *1.
    assert.match(await app.byTestId('misere-genera').textContent(), /^n1 1031/);
    assert.match(await app.byTestId('misere-wild').textContent(), /n4 has genus 6146/);
    // Every genus is written with its exponent raised, never with a caret.
    const result = app.byTestId('misere-result');
    assert.doesNotMatch(await result.textContent(), /\^/);
    assert.deepEqual(
      await app.byTestId('misere-wild').locator('sup').allTextContents(),
      ['146', '120', '031', 'g(g⊕2)'],
    );
    const classes = Number(await app.byTestId('misere-quotient').getAttribute('data-classes'));
    assert.ok(classes >= 2);
  });
});

test('a tame rule set gets the tame rule, and the result stays across pages', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab&rules=a`);
    await app.byTestId('misere-start').click();
    await app.byTestId('misere-tame').waitFor({ timeout: 60_000 });
    assert.match(await app.byTestId('misere-tame').textContent(), /Tame to weight 20/);
    await app.page.goto(`${app.base}index.html#view=series`);
    await app.page.goto(`${app.base}index.html#view=lab&rules=a`);
    await app.byTestId('misere-tame').waitFor();
    assert.equal(await app.byTestId('misere-progress').count(), 0);
  });
});

test('a misère position past the reach says the outcome is not computed', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=manifold:misere&p=n30+n10`);
    await app.byTestId('misere-play').waitFor();
    assert.match(await app.byTestId('outcome').textContent(), /Not computed: .* this one weighs 40/);
    // n30 alone is within the reach: its outcome comes with the worker's
    // table (the page's main thread grows it only to weight 24).
    await app.page.waitForFunction(
      () => /alone: [NP]/.test(document.querySelector('.value-chip')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
  });
});

test('where the worker cannot start, the page computes the misère outcomes itself', async () => {
  await withPage(env, {}, async (app) => {
    // The worker's script does not load: its start fails.
    await app.page.context().route(/series_worker/, (route) => route.abort());
    await app.page.goto(`${app.base}index.html#game=manifold:rules=cgh,misere&p=n30+n2`);
    await app.byTestId('misere-play').waitFor();
    // Weight 32, past what the page grows at first: known once the page
    // has grown the table a weight at a time, and said so.
    await app.page.waitForFunction(
      () => /to move (wins with|loses against) best play/.test(document.querySelector('[data-testid="outcome"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    await app.page.waitForFunction(
      () => /was computed on the page/.test(document.querySelector('[data-testid="misere-worker-whole"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    assert.deepEqual(app.errors, []);
  });
});

test('the catalogue downloads as CSV, one row per rule set', async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await app.page.goto(`${app.base}index.html#view=lab`);
    await app.byTestId('catalogue-start').click();
    await app.byTestId('catalogue-done').waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([
      app.page.waitForEvent('download'),
      app.byTestId('catalogue-export-csv').click(),
    ]);
    assert.equal(file.suggestedFilename(), 'rule-sets-weight-400.csv');
    const lines = readFileSync(await file.path(), 'utf8').trim().split('\n');
    assert.equal(lines.length, 256);
    assert.ok(lines.some((l) => l.startsWith('abcdefgh,proved,2,2,0,proved,3,4,0')));
  });
});
