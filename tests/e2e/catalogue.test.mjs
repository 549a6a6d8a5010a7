// The catalogue of games, walked as a visitor walks it: every game of the
// games index (which the catalogue writes) opens from its bare address at
// its default position, draws it, plays a move, and comes back from the
// address the page then shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, setUp, withPage } from './harness.mjs';

const env = setUp(test.before, test.after);

/** The value or the outcome line: the page has drawn the position. */
const READY = '[data-testid="total-value"], [data-testid="misere-play"], [data-testid="outcome"]';

/** Waits until the page has drawn the position, naming the game if it never does. */
async function drawn(app, spec) {
  try {
    await app.page.locator(READY).first().waitFor();
  } catch (e) {
    e.message = `${spec}: ${e.message}`;
    throw e;
  }
}

/** The position field's text. */
const typed = (app) => app.byTestId('position-input').inputValue();

test('every game of the catalogue opens from its address, draws, plays and comes back', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    const hrefs = await indexLinks(app);
    assert.ok(hrefs.length >= 29, `${hrefs.length} games listed`);
    const specs = [...new Set(hrefs.map((h) => new URLSearchParams(h.slice(1)).get('game')))];
    for (const spec of specs) {
      // The bare address: the game at its default position.
      await app.page.goto(`${app.base}index.html#game=${encodeURIComponent(spec)}`);
      await drawn(app, spec);
      const start = await typed(app);
      assert.ok(start.length > 0, `${spec} starts from a position`);
      // Drawn: its cards or its board.
      assert.ok((await app.shown().count()) > 0, `${spec} draws its position`);
      // A move, played from the list where the game lists one.
      const move = app.page.locator('[data-testid="move"]:not([disabled]), [data-testid="cut"]:not([disabled])').first();
      if ((await move.count()) > 0) {
        await move.click();
        await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
      }
      const after = await typed(app);
      // The address the page shows brings the same position back.
      const hash = await app.page.evaluate(() => location.hash);
      assert.match(hash, /game=/, spec);
      await app.page.goto('about:blank');
      await app.page.goto(`${app.base}index.html${hash}`);
      await drawn(app, `${spec} from ${hash}`);
      assert.equal(await typed(app), after, `${spec}: ${hash}`);
    }
  });
});
