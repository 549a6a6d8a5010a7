// The heap games on the shared play page, and their G-series pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { playToEnd, setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

for (const [spec, position] of [
  ['lasker', '2+3'],
  ['subtraction:1,3,4', '3+5'],
  ['octal:0.77', '5'],
  ['grundy', '7+4'],
  ['rectangles', '2x3+1x5'],
]) {
  test(`${spec} is played to its end`, async () => {
    await withPage(env, {}, async (app) => {
      await app.open(`#game=${spec}&p=${position}`);
      const moves = await playToEnd(app);
      assert.ok(moves > 0);
      assert.equal(await app.totalValue(), 0);
    });
  });
}

test("a click on a counter splits a heap of Grundy's game there", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=grundy&p=7');
    await app.page.locator('.focus-picture .dot[data-to="3"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1: 7 → 3 + 4']);
  });
});

test('the Kayles series page shows period 12 from heap 71, proved', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&game=octal:0.77`);
    const result = app.byTestId('heap-series-result');
    await result.waitFor();
    assert.equal(await result.getAttribute('data-status'), 'proved');
    assert.equal(await result.getAttribute('data-period'), '12');
    assert.equal(await result.getAttribute('data-preperiod'), '71');
    assert.match(await app.byTestId('heap-period').textContent(), /Period 12 from heap 71/);
  });
});

test("the Grundy's game series page lists rare values and both timings", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&game=grundy`);
    await app.byTestId('rare-values').waitFor();
    assert.ok((await app.byTestId('rare-values').locator('li').count()) > 0);
    assert.match(await app.byTestId('naive-timing').textContent(), /equal to the sparse/);
  });
});

test('the rectangles series page notes the misprint of Table 2', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&game=rectangles`);
    await app.byTestId('misprint').waitFor();
    assert.match(await app.byTestId('misprint').textContent(), /row 2, column 19: it prints 2, but the rule gives 3/);
    assert.match(await app.byTestId('rect-verdict').textContent(), /every cell agrees/);
  });
});

test("the explanation panel works out a Lasker heap's mex and gives the closed form", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=lasker&p=3+5`);
    const mex = app.byTestId('heap-mex');
    await mex.waitFor();
    assert.match(await mex.textContent(), /reach \{0, 1, 2, 3\}; the least value missing is 4, so G\(3\) = 4/);
    assert.equal(await app.byTestId('lasker-form').locator('tbody tr').count(), 4);
  });
});

test("Grundy's game sets Schrage's Table 1 beside the computed values", async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=grundy&p=7+10`);
    const table = app.byTestId('schrage-table-1');
    await table.waitFor();
    assert.match(await table.locator('summary').textContent(), /100 of 100 heaps agree/);
    await app.byTestId('heap-series-link').click();
    await app.byTestId('heap-series').waitFor();
  });
});
