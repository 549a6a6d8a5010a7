// Finished at the edges: a phone held sideways, rule variants that say
// where their values come from, and the small words and names a reader
// meets (the views an address may name, the record of moves, a dark
// figure's file name, a series' largest heap).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const LANDSCAPE = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true };

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// A phone held sideways is 390 px tall: the title, the menu and the value
// take the top of it, the picture the rest, and nothing covers the game.
for (const [hash, picture] of [
  ['', '[data-testid="component"] svg'],
  ['#game=hackenbush', '[data-testid="dyn-board"] svg'],
  ['#game=nim&p=3%2B5%2B7', '[data-testid="component"] .counters'],
  ['#game=turtles&p=THHTH', '[data-testid="dyn-board"] svg'],
]) {
  test(`a phone held sideways (844 x 390) shows the game first: ${hash || 'the default page'}`, async () => {
    await withPage(env, LANDSCAPE, async (app) => {
      await app.page.goto(`${app.base}index.html${hash}`);
      await app.byTestId('total-value').waitFor();
      const drawn = app.page.locator(picture).first();
      await drawn.waitFor();
      // The chrome is folded: no lede, the tabs and the site's controls in
      // the menu, the introduction closed.
      assert.equal(await app.page.locator('.masthead .lede').isVisible(), false);
      assert.equal(await app.page.locator('.tabs .tab').first().isVisible(), false);
      assert.equal(await app.page.locator('.toolbar').isVisible(), false);
      assert.equal(await app.page.locator('.menu-toggle').isVisible(), true);
      const intro = app.page.locator('details.intro');
      if (await intro.count()) assert.equal(await intro.evaluate((d) => d.open), false);
      // The title and the menu share a line at the top.
      const title = await app.page.locator('.masthead h1').boundingBox();
      const menu = await app.page.locator('.menu-toggle').boundingBox();
      assert.ok(title.y + title.height <= 60 && menu.y + menu.height <= 60, JSON.stringify({ title, menu }));
      // The value whole, and at least 150 px of the picture (or all of it).
      const value = await app.byTestId('total-value').boundingBox();
      assert.ok(value.y + value.height <= 390, `value at ${value.y}`);
      const shown = await drawn.boundingBox();
      const seen = Math.min(shown.y + shown.height, 390) - Math.max(shown.y, 0);
      assert.ok(seen >= Math.min(150, shown.height), `${seen} px of the picture seen, from ${shown.y}`);
      // The turn strip stands in the page, covering neither.
      const strip = app.byTestId('turn-strip');
      assert.equal(await strip.evaluate((e) => getComputedStyle(e).position), 'static');
      const box = await strip.boundingBox();
      assert.ok(box && !overlap(box, value) && !overlap(box, shown), JSON.stringify({ box, shown }));
      // The menu opens from there.
      await app.page.locator('.menu-toggle').click();
      assert.equal(await app.page.locator('.tabs .tab').first().isVisible(), true);
    });
  });
}

// A variant of the rules is computed here, not taken from the paper's
// closed forms (under cgh, G(n3) is 0 where the paper's rules give 4).
test("a rule variant's lead says where its values come from", async () => {
  await withPage(env, {}, async (app) => {
    const lede = async () => (await app.page.locator('.masthead .lede').textContent()).trim();
    await app.open('#p=o2+n3+n1');
    assert.match(await lede(), /Values from Berman and Leonard's closed forms, exact at every genus\.$/);

    await app.open('#game=manifold:rules=cgh&p=o2+n3+n1');
    assert.equal(await app.page.locator('[data-testid="component"][data-surface="n3"]').getAttribute('data-value'), '0');
    assert.doesNotMatch(await lede(), /closed forms, exact at every genus/);
    assert.match(await lede(), /With cuts \(c\), \(g\), \(h\), normal play: values computed here from the allowed cuts, exact to genus 1,000 for og and 2,000 for ng/);

    await app.page.goto(`${app.base}index.html#game=manifold:rules=cgh,misere&p=o2+n3+n1`);
    await app.byTestId('outcome').waitFor();
    assert.doesNotMatch(await lede(), /closed forms, exact at every genus/);
    assert.match(await lede(), /misère play: who wins is computed here, by a search of every position of weight up to 36/);
  });
});

test('an address naming an unknown view is told every view, games included', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#view=nope');
    const notice = await app.byTestId('notice').textContent();
    assert.match(notice, /Unknown view 'nope' in the address: use play, series, nim, builder, lab or games\./);
  });
});

// The record of moves says what was done in the game's words, where its
// notation names only the move.
for (const [hash, line] of [
  ['#game=turtles&p=THHTH&mode=two', '1. P1 flipped coin 1'],
  ['#game=rims&p=5%20(2:%203%20(1:))&mode=two', '1. P1 drew a loop through 2 dots around 0 free dots'],
  ['#game=nim&p=3%2B5%2B7&mode=two', '1. P1: 3 → 2'],
]) {
  test(`the record of ${hash} reads "${line}"`, async () => {
    await withPage(env, {}, async (app) => {
      await app.open(hash);
      await app.byTestId('move').first().click();
      await app.page.locator('[data-testid="history"] li').first().waitFor();
      assert.deepEqual(await app.history(), [line]);
    });
  });
}

test("the surface's dark SVG is written as NAME-dark.svg, like every other game's", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    const download = async (testid) => {
      const [file] = await Promise.all([app.page.waitForEvent('download'), app.byTestId(testid).click()]);
      return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
    };
    for (const [hash, prefix, light] of [['#p=o2', 'export', 'o2.svg'], ['#game=nim&p=3%2B5', 'picture', 'nim-3.svg']]) {
      await app.page.goto('about:blank');
      await app.page.goto(`${app.base}index.html${hash}`);
      await app.byTestId('export-open').click();
      await app.byTestId(`${prefix}-svg`).waitFor();
      const plain = await download(`${prefix}-svg`);
      const dark = await download(`${prefix}-svg-dark`);
      assert.equal(plain.name, light, hash);
      assert.equal(dark.name, light.replace(/\.svg$/, '-dark.svg'), hash);
      assert.match(dark.text, /data-theme="dark"/);
    }
  });
});

// An octal game's series: Compute and Until proved take the same largest
// heap, and say which.
test("an octal game's Compute and Until proved take the same largest heap, and say so", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=octal:0.77&view=series', 'heap-period');
    assert.match(await app.byTestId('heap-limits').textContent(), /Each takes a heap up to 16,777,216\./);
    const field = app.byTestId('heap-last');
    for (const button of ['heap-run', 'heap-prove']) {
      await field.fill('16777217');
      await app.byTestId(button).click();
      assert.match(await app.page.locator('.field-error').textContent(), /from 1 to 16,777,216/, button);
    }
    // A million heaps, computed in the worker.
    await field.fill('1000000');
    await app.byTestId('heap-run').click();
    await app.page.waitForFunction(
      () => /G\(0\) to G\(1,000,000\) computed/.test(document.querySelector('[data-testid="heap-series-result"]')?.textContent ?? ''),
      null,
      { timeout: 120_000 },
    );
    assert.equal(await app.page.locator('.field-error').count(), 0);
    // Kayles: period 12 from heap 71, proved.
    const result = app.byTestId('heap-series-result');
    assert.equal(await result.getAttribute('data-status'), 'proved');
    assert.equal(await result.getAttribute('data-period'), '12');
    assert.equal(await result.getAttribute('data-preperiod'), '71');
  });
});
