// The classroom view on a projector: from 1024 x 768 up, the value, the
// position and at least one whole move are on the first screen, nothing
// covering them (docs/using.md, Classroom).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** A move of the list: a cut of the surface game, a move of another. */
const MOVE = '[data-testid="cut"], [data-testid="move"]';

/** Whether `locator`'s box is on the first screen and seen whole: its
 * corners (in from its rounded edges) and its centre show it, not what
 * lies over it. '' when it is; else where and what covers it. */
async function seenWhole(locator) {
  return locator.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      return `at ${JSON.stringify({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })} in ${innerWidth} x ${innerHeight}`;
    }
    const dx = Math.min(12, r.width / 4);
    const dy = Math.min(12, r.height / 4);
    const points = [[r.left + dx, r.top + dy], [r.right - dx, r.top + dy], [r.left + dx, r.bottom - dy], [r.right - dx, r.bottom - dy], [r.left + r.width / 2, r.top + r.height / 2]];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!top || !(top === el || el.contains(top))) return `covered at ${x}, ${y} by ${top?.className || top?.tagName}`;
    }
    return '';
  });
}

for (const [width, height] of [[1024, 768], [1366, 768]]) {
  test(`in the classroom at ${width} x ${height} the value, the position and the first move are on the first screen, whole`, async () => {
    await withPage(env, { viewport: { width, height } }, async (app) => {
      for (const hash of ['#p=o1+n1&classroom=1', '#game=nim&p=3%2B5%2B7&classroom=1', '#p=o2+n3+n1&classroom=1']) {
        await app.open(hash);
        for (const [what, locator] of [
          ['the value', app.byTestId('total-value')],
          ['the first move', app.page.locator(MOVE)],
        ]) {
          assert.equal(await seenWhole(locator), '', `${hash}: ${what}`);
        }
        // Every part of the position: each card's name and value.
        for (const card of await app.page.locator('.card .card-title').all()) assert.equal(await seenWhole(card), '', `${hash}: a card`);
      }
    });
  });
}

// Every game of the index at 1024 x 768: its value whole, and its moves
// begun on the first screen (the first move, a chooser or Moore's form at
// least 24 px clear of the turn strip), whatever the board's height.
test('in the classroom at 1024 x 768 every game of the index shows its value and its first move on the first screen', async () => {
  await withPage(env, { viewport: { width: 1024, height: 768 } }, async (app) => {
    const problems = [];
    for (const href of await indexLinks(app)) {
      await app.page.goto('about:blank');
      await app.page.goto(`${app.base}index.html${href}&classroom=1`);
      const value = app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first();
      await value.waitFor();
      await app.shown().waitFor();
      if (await app.byTestId('dyn-board').count()) await app.byTestId('dyn-board').locator('svg, .sum-part').first().waitFor();
      const seen = await seenWhole(value);
      if (seen) problems.push(`${href}: value ${seen}`);
      // A move of the list, a group's chooser, or (Moore's Nim with exactly
      // k heaps, whose every move is made on k heaps) the form that makes it.
      const move = app.page.locator(`${MOVE}, .split-chooser, [data-testid="moore-compose"]`).first();
      await move.waitFor();
      const top = await move.evaluate((el) => el.getBoundingClientRect().top);
      const strip = await app.byTestId('turn-strip').evaluate((el) => (getComputedStyle(el).display === 'none' ? innerHeight : el.getBoundingClientRect().top));
      if (top + 24 > strip) problems.push(`${href}: first move at ${top}, the turn strip at ${strip}`);
    }
    assert.equal(problems.join('\n'), '');
  });
});

// Every text of a drawing a class reads (the board, the cards, the picture
// beside the moves, with a move's marks shown on it: "a = 1", the letter
// J, a coin's number) is set at 18 px or more on the screen, or not shown.
// The "⋯" of a collapsed row is a mark, not words (as in the embed test).
for (const [width, height] of [[1366, 768], [1024, 768]]) {
  test(`in the classroom at ${width} x ${height} every drawing's text is 18 px or more, for every game of the index`, async () => {
    await withPage(env, { viewport: { width, height } }, async (app) => {
      const small = [];
      const hrefs = [...(await indexLinks(app)), '#p=o12+n9+n2', '#p=o1+n1'];
      for (const href of hrefs) {
        await app.page.goto('about:blank');
        await app.page.goto(`${app.base}index.html${href}&classroom=1`);
        await app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first().waitFor();
        await app.shown().waitFor();
        if (await app.byTestId('dyn-board').count()) await app.byTestId('dyn-board').locator('svg').first().waitFor();
        // Every cut of the surface game has its own labels: each is shown.
        const moves = app.page.locator(MOVE);
        const count = Math.min(await moves.count(), /game=(?!manifold)/.test(href) ? 1 : 8);
        for (let i = 0; i < Math.max(count, 1); i++) {
          if (count) await moves.nth(i).hover();
          const found = await app.page.evaluate(() =>
            [...document.querySelectorAll('.cards svg text, .focus-picture svg text, [data-testid="dyn-board"] svg text')]
              .filter((t) => t.textContent.trim() && t.textContent.trim() !== '⋯')
              .filter((t) => t.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
              .map((t) => {
                const m = t.getScreenCTM();
                return [t.textContent.trim(), parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b)];
              })
              .filter(([, px]) => px < 17.95)
              .map(([text, px]) => `"${text}" ${px.toFixed(1)} px`),
          );
          small.push(...found.map((f) => `${href}: ${f}`));
        }
      }
      assert.equal([...new Set(small)].join('\n'), '');
    });
  });
}
