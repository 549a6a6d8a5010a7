// What a new user met on the play page, one test each: every one of these
// failed on the page before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** True when the element's box lies inside the viewport. */
async function inView(locator) {
  const box = await locator.boundingBox();
  const { width, height } = locator.page().viewportSize();
  return Boolean(box) && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

async function pageWidth(app) {
  return app.page.evaluate(() => document.documentElement.scrollWidth);
}

test("a click on a surface's picture or name selects it", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3+n5');
    const card = app.page.locator('[data-testid="component"][data-surface="n5"]');
    await card.locator('figure').click();
    await app.page.locator('[data-testid="cut-list"][data-surface="n5"]').waitFor();
    await app.open('#p=o3+n5');
    await app.page.locator('[data-testid="component"][data-surface="n5"] .name').click();
    await app.page.locator('[data-testid="cut-list"][data-surface="n5"]').waitFor();
  });
});

test("a hovered cut's curve is drawn on a picture in view beside the list", async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=o2+n3+n1');
    await app.page.locator('[data-testid="component"][data-surface="n3"] [data-testid="select-surface"]').click();
    for (const [kind, result] of [['g', 'n1+n2'], ['h', 'o1+n1']]) {
      const cut = app.cut(kind, result);
      await cut.scrollIntoViewIfNeeded();
      await cut.hover();
      const curve = app.page.locator(`.focus-picture .curve-j[data-kind="${kind}"]`);
      await curve.waitFor();
      assert.ok(await inView(curve), `the curve of (${kind}) is on screen`);
      assert.ok(await inView(cut), `the cut (${kind}) is on screen`);
    }
  });
});

test('the end of a game is shown where the last cut was made, and one click plays again', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=n2&mode=computer&turn=1');
    // (c) n2 -> n1 leaves the computer n1, which it cuts to the sphere and wins.
    const cut = app.cut('c', 'n1');
    await cut.scrollIntoViewIfNeeded();
    await cut.click();
    const banner = app.byTestId('game-over-moves');
    await banner.waitFor();
    assert.ok(await inView(banner), 'the banner is on screen where the cuts were');
    assert.match(await banner.textContent(), /Player 2 \(computer\) wins/);
    // Said once, where the eye is: the turn line and the value only stop.
    assert.match(await app.byTestId('turn').textContent(), /No move is left/);
    assert.doesNotMatch(await app.byTestId('turn').textContent(), /to move|Game over/);
    const saying = await app.page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter(
          (e) =>
            e.checkVisibility() &&
            e.getBoundingClientRect().width > 2 &&
            [...e.childNodes].some((n) => n.nodeType === 3 && /Game over/.test(n.textContent)),
        ).length,
    );
    assert.equal(saying, 1, 'the page says "Game over" once');
    // Focus waits on the button, so Enter plays again too.
    assert.equal(await app.page.evaluate(() => document.activeElement?.dataset.testid), 'game-over-moves-again');
    await app.byTestId('game-over-moves-again').click();
    await app.waitForSurfaces(['n2']);
    assert.deepEqual(await app.history(), []);
    assert.equal(await app.byTestId('game-over-moves').count(), 0);
  });
});

test('a new position mid-game is a new game that Undo takes back, with no stale message', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4&mode=computer&turn=1');
    await app.cut('g', 'n1+n3').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    assert.match(await app.byTestId('announce').textContent(), /The computer cut/);
    const before = await app.components();
    await app.byTestId('preset').filter({ hasText: 'Klein bottle' }).click();
    await app.waitForSurfaces(['n2']);
    assert.deepEqual(await app.history(), []);
    assert.doesNotMatch(await app.byTestId('announce').textContent(), /computer cut/);
    await app.byTestId('undo').click();
    await app.waitForSurfaces(before.map((c) => c.surface));
    assert.equal((await app.history()).length, 2);
  });
});

test('an empty position is not a game over', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.byTestId('position-input').fill('');
    await app.byTestId('position-input').press('Enter');
    await app.waitForSurfaces([]);
    assert.equal(await app.byTestId('game-over-moves').count(), 0);
    assert.doesNotMatch(await app.byTestId('turn').textContent(), /Game over/);
  });
});

test('a typo in the address keeps the game and the mode and says what was wrong', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4&mode=computer&turn=1');
    await app.cut('g', 'n1+n3').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    const before = await app.components();
    await app.page.evaluate(() => {
      location.hash = '#p=n4++&mode=computer&turn=1';
    });
    const notice = app.byTestId('notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /at character 4/);
    assert.match(await notice.textContent(), /The game on the table is kept/);
    assert.deepEqual(await app.components(), before);
    assert.equal((await app.history()).length, 2);
    assert.equal(await app.byTestId('mode-computer').getAttribute('aria-pressed'), 'true');
  });
});

for (const [width, height] of [
  [1366, 768],
  [1024, 768],
]) {
  test(`classroom view at ${width}x${height} shows the value, the surfaces and the cuts together`, async () => {
    await withPage(env, { viewport: { width, height } }, async (app) => {
      await app.open('#p=o3+n5+n2&classroom=1');
      assert.ok(await inView(app.byTestId('total-value')), 'value');
      assert.ok(await inView(app.byTestId('component').first()), 'a surface');
      assert.ok(await inView(app.byTestId('cut').first()), 'a cut');
      assert.ok((await pageWidth(app)) <= width);
    });
  });
}

test('on a phone a tap on a cut shows its effect at once, and nothing widens the page', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    await app.open('#p=o3+n5');
    const cut = app.cut('a', 'o2');
    await cut.scrollIntoViewIfNeeded();
    await cut.tap();
    const strip = app.byTestId('turn-strip');
    await app.page.waitForFunction(() =>
      document.querySelector('[data-testid="turn-strip"]')?.textContent.includes('Player 2 to move'),
    );
    assert.ok(await inView(strip), 'the turn and Undo are on screen after the tap');
    assert.match(await strip.textContent(), /Last: 1\. P1: \(a\) o3 → o2/);
    assert.ok((await pageWidth(app)) <= 390, 'play page');
    await app.page.locator('[data-testid="nim-sum"] summary').click();
    await app.byTestId('nim-total').waitFor();
    assert.ok((await pageWidth(app)) <= 390, 'nim-sum panel open');
    await app.open('#p=o3+n5&classroom=1');
    assert.ok((await pageWidth(app)) <= 390, 'classroom view');
  });
});

test('a very long bad token is shown short, the caret in view, the text cursor at the mistake', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=n5');
    const junk = 'o3 + ' + 'x'.repeat(5000);
    const field = app.byTestId('position-input');
    await field.fill(junk);
    await field.press('Enter');
    const error = app.byTestId('error');
    await error.waitFor();
    assert.ok((await pageWidth(app)) <= 1280, `page is ${await pageWidth(app)}px wide`);
    await error.scrollIntoViewIfNeeded();
    assert.ok(await inView(error.locator('.caret')), 'the caret is on screen');
    const pre = error.locator('pre');
    assert.equal(await pre.evaluate((p) => p.scrollWidth <= p.clientWidth), true, 'no scrolling to find it');
    assert.match(await error.textContent(), /At character 6:/);
    assert.equal(await field.evaluate((f) => f.selectionStart), 5);
    assert.match(await field.getAttribute('aria-describedby'), /position-error/);
    assert.equal(await field.evaluate((f) => document.activeElement === f), true);
    // The address says "character" too.
    await app.open(`#p=${'y'.repeat(5000)}`);
    const notice = await app.byTestId('notice').textContent();
    assert.match(notice, /at character 1/);
    assert.ok(notice.length < 500, `${notice.length} characters`);
    assert.ok((await pageWidth(app)) <= 1280);
  });
});

for (const [width, height, extra] of [
  [1280, 800, ''],
  [390, 844, ''],
  [1366, 768, '&classroom=1'],
  [1024, 768, '&classroom=1'],
]) {
  test(`the labels under a long row of handles are readable at ${width}x${height}${extra}`, async () => {
    await withPage(env, { viewport: { width, height } }, async (app) => {
      await app.open(`#p=o12+n40${extra}`);
      const labels = await app.page.locator('.card svg text, .focus-picture svg text').evaluateAll((els) =>
        els
          .filter((e) => e.textContent.trim() && e.textContent.trim() !== '⋯')
          .map((e) => ({ card: !!e.closest('.card'), seen: e.checkVisibility(), height: e.getBoundingClientRect().height })),
      );
      const heights = labels.filter((l) => l.seen).map((l) => l.height);
      if (extra) {
        // On a projector a card is a thumbnail without labels; the
        // picture beside the moves has them, at 18 px type or more.
        assert.deepEqual(labels.filter((l) => l.seen && l.card), []);
        assert.ok(heights.length >= 2, `${heights.length} labels`);
        assert.ok(Math.min(...heights) >= 18, heights.join(', '));
      } else {
        assert.ok(heights.length >= 6 && heights.length === labels.length, `${heights.length} of ${labels.length} labels`);
        // A glyph box a little taller than the font: 11 px type.
        assert.ok(Math.min(...heights) >= 11, heights.join(', '));
      }
    });
  });
}

test('the genus field: Enter adds, − steps down from a value too large, and 1e5 reads', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    const genus = app.byTestId('add-genus');
    await app.byTestId('add-kind-o').click();
    await genus.fill('4');
    await genus.press('Enter');
    await app.waitForSurfaces(['n5', 'o4']);
    await genus.fill('99999999999999999999999');
    await app.page.getByRole('button', { name: 'Smaller genus' }).click();
    assert.equal(await genus.inputValue(), '18446744073709551615');
    await genus.fill('1e5');
    await app.byTestId('add-surface').click();
    await app.waitForSurfaces(['n5', 'o4', 'o100000']);
  });
});

test('the builder, a Nim game and a running verification survive a tab switch and a reload', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#view=builder`);
    await app.byTestId('builder-add-handle').click();
    await app.byTestId('builder-add-cross-cap').click();
    await app.byTestId('tab-play').click();
    await app.byTestId('tab-builder').click();
    assert.equal((await app.byTestId('builder-raw').textContent()).trim(), 'o1 # n1');
    await app.page.reload();
    await app.byTestId('builder-raw').waitFor();
    assert.equal((await app.byTestId('builder-raw').textContent()).trim(), 'o1 # n1');

    await app.byTestId('tab-nim').click();
    await app.page.locator('[data-testid="component"][data-heap="50"] .dot[data-to="37"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    await app.byTestId('tab-play').click();
    await app.byTestId('tab-nim').click();
    assert.deepEqual(await app.history(), ['1. P1: 50 → 37']);
    await app.page.reload();
    await app.page.locator('[data-testid="component"][data-heap="37"]').waitFor();

    // The surfaces' G-series is a tab of the surface game.
    await app.byTestId('tab-play').click();
    await app.byTestId('tab-series').click();
    await app.byTestId('verify-n').fill('1000000');
    await app.byTestId('verify-start').click();
    await app.page.waitForFunction(() =>
      document.querySelector('[data-testid="verify-progress-text"]').textContent.startsWith('Checking'),
    );
    await app.byTestId('tab-play').click();
    await app.byTestId('tab-series').click();
    assert.equal(await app.byTestId('verify-status').getAttribute('data-state'), 'running');
    assert.match(app.page.url(), /verify=1000000/);
    await app.byTestId('verify-cancel').click();
    assert.equal(await app.byTestId('verify-status').getAttribute('data-state'), 'cancelled');
  });
});

test('Nim: a heap of 1000000 shows whole, and series-n names one element', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=nim&p=1000000+3');
    const notation = app.page.locator('[data-testid="component"][data-heap="1000000"] .notation');
    assert.equal(await notation.textContent(), '1000000');
    assert.equal(await notation.evaluate((e) => e.scrollWidth <= e.clientWidth), true);
    await app.page.goto(`${app.base}index.html#view=series`);
    await app.byTestId('series-cell').first().waitFor();
    assert.equal(await app.byTestId('series-n').count(), 1);
  });
});
