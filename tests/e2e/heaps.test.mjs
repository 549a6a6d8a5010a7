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
  ['boxes', '3x2x4+1x1x5'],
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
    // The page is titled by the game, though this view never asks for the
    // heap games' faces (it once read "Loading…" for good).
    await app.page.waitForFunction(() => /Kayles/.test(document.querySelector('h1')?.textContent ?? ''));
  });
});

// Octal games whose periods the literature gives (0.45; 0.156, Kenyon 1967;
// 0.644, Austin 1976): computed in the worker until the theorem of Guy and
// Smith proves them, with the field's heap as the limit.
for (const [code, preperiod, period] of [
  ['0.45', 498, 20],
  ['0.156', 3479, 349],
  ['0.644', 3256, 442],
]) {
  test(`the G-series page of ${code} computes until proved: period ${period} from heap ${preperiod}`, async () => {
    await withPage(env, {}, async (app) => {
      await app.page.goto(`${app.base}index.html#view=series&game=octal:${code}`);
      await app.byTestId('heap-series-result').waitFor();
      await app.byTestId('heap-last').fill('1000000');
      await app.byTestId('heap-prove').click();
      const result = app.page.locator('[data-testid="heap-series-result"][data-status="proved"]');
      await result.waitFor({ timeout: 60000 });
      assert.equal(await result.getAttribute('data-preperiod'), String(preperiod));
      assert.equal(await result.getAttribute('data-period'), String(period));
      assert.match(await app.byTestId('heap-period').textContent(), new RegExp(`Period ${period} from heap ${preperiod}, for every heap: proved`));
      assert.equal(await app.byTestId('heap-stopped').count(), 0);
    });
  });
}

test('a search until proved stops at the limit set, says so, and can be cancelled', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&game=octal:0.156`);
    await app.byTestId('heap-series-result').waitFor();
    await app.byTestId('heap-last').fill('3000');
    await app.byTestId('heap-prove').click();
    await app.byTestId('heap-stopped').waitFor();
    assert.match(await app.byTestId('heap-stopped').textContent(), /Stopped before a proof: the last heap asked for\./);
    assert.notEqual(await app.byTestId('heap-series-result').getAttribute('data-status'), 'proved');

    // A limit past what the browser keeps is refused with the range.
    await app.byTestId('heap-last').fill('20000000');
    await app.byTestId('heap-prove').click();
    assert.match(await app.page.locator('.field-error').textContent(), /from 1 to 16,777,216/);

    // A long search (0.376 proves past heap 4,500,000) shows its progress
    // and stops on Cancel.
    await app.page.goto(`${app.base}index.html#view=series&game=octal:0.376`);
    await app.byTestId('heap-series-result').waitFor();
    await app.byTestId('heap-last').fill('16000000');
    await app.byTestId('heap-prove').click();
    await app.page.locator('[data-testid="heap-cancel"]:not([disabled])').waitFor();
    await app.byTestId('heap-status').waitFor();
    await app.byTestId('heap-cancel').click();
    await app.page.locator('[data-testid="heap-prove"]:not([disabled])').waitFor();
    assert.equal((await app.byTestId('heap-status').textContent()).trim(), 'Cancelled.');
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

test('a click on a score line of a box breaks it there', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=boxes&p=3x4x5');
    // The plane 2 cubes into the third side: 3x4x5 -> 3x4x2 + 3x4x3.
    // The line on the top face (the front one is vertical, of no width).
    await app.page.locator('.focus-picture line[data-cut="n:2"]').last().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1: 3x4x5 → 3x4x2 + 3x4x3']);
    // The halving plane of a side of 4 is no break: it carries no move.
    await app.open('#game=boxes&p=3x4x5');
    assert.equal(await app.page.locator('.focus-picture line[data-cut="m:2"]').count(), 0);
    assert.equal(await app.page.locator('.focus-picture line[data-cut="m:1"]').count(), 2);
  });
});

test('a box of four sides is drawn side by side, and a score line breaks it', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=boxes&p=2x3x4x5');
    // The fourth side, 5, broken 2 into it: 2x3x4x5 -> 2x3x4x2 + 2x3x4x3.
    // A score line across a side is upright: no width of its own but its
    // stroke, so it is clicked where a pointer meets it, at its middle.
    const line = app.page.locator('.focus-picture line[data-cut="s4:2"]');
    await line.waitFor({ state: 'attached' });
    await line.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const at = await line.boundingBox();
    await app.page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1: 2x3x4x5 → 2x3x4x2 + 2x3x4x3']);
    // A side of 2 has no break.
    await app.open('#game=boxes&p=2x3x4x5');
    assert.equal(await app.page.locator('.focus-picture line[data-cut="s1:1"]').count(), 0);
  });
});

test('the boxes series page checks the rule for three sides box by box', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&game=boxes`);
    await app.byTestId('box-verdict').waitFor();
    assert.match(
      await app.byTestId('box-verdict').textContent(),
      /L, M, N = 1 to 8 \(512 boxes\).*every box agrees/,
    );
    assert.equal(await app.byTestId('box-table').locator('table').count(), 8);
    const more = await app.byTestId('box-more-verdict').allTextContents();
    assert.equal(more.length, 2);
    assert.match(more[0], /Boxes of 4 sides, each side 1 to 8 \(4096 boxes\).*every box agrees/);
    assert.match(more[1], /Boxes of 5 sides, each side 1 to 8 \(32768 boxes\).*every box agrees/);
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
