// Wythoff's game on the page: its values and P-positions, the hint and the
// computer's play by the Beatty sequences at any size, its own G-series
// page (the table of values) and misère play. What is right is worked out
// here from the rules and the golden ratio, not read from the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const PHI = (1 + Math.sqrt(5)) / 2;

/** Whether (a, b) is a P-position: the smaller heap is ⌊kφ⌋, k the difference. */
function isP(a, b) {
  const [x, y] = a <= b ? [a, b] : [b, a];
  return x === Math.floor((y - x) * PHI);
}

/** The two heaps a position's text names ("4, 7"). */
const heaps = (text) => text.split(',').map((s) => Number(s.trim()));

/** The position field's text. */
const typed = (app) => app.byTestId('position-input').inputValue();

test("Wythoff's game: the hint moves to a P-position, which the explanation and the value confirm", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=wythoff&p=4%2C%209');
    // 4, 9 is not a P-position: the player to move wins.
    assert.ok(!isP(4, 9));
    assert.notEqual(await app.totalValue(), 0);
    assert.match(await app.byTestId('wythoff-explain').textContent(), /golden ratio|φ/);
    // Every listed move marked winning leaves a P-position, every other does not.
    const shown = await app.page.locator('button.move-button').evaluateAll((bs) =>
      bs.map((b) => [b.dataset.result, b.dataset.winning]));
    assert.ok(shown.length >= 10, `${shown.length} moves`);
    for (const [result, winning] of shown) {
      const [a, b] = heaps(result);
      assert.equal(String(isP(a, b)), winning, result);
    }
    await app.byTestId('hint').click();
    const hinted = app.page.locator('button.move-button.highlighted');
    await hinted.waitFor();
    assert.equal(await hinted.getAttribute('data-result'), '4, 7');
    await hinted.click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1 took 2 from heap 2, leaving 4, 7']);
    await app.waitForTotal(0);
  });
});

test("Wythoff's game past its table of values: played by the Beatty sequences against the computer", async () => {
  await withPage(env, {}, async (app) => {
    // Far past the table of values: who wins is worked out here by isP.
    const [a, b] = [1000000, 1618034];
    await app.open('#game=wythoff&p=1000000%2C%201618034&mode=computer', 'outcome');
    const wins = !isP(a, b);
    assert.match(await app.outcome(), wins ? /to move wins/ : /to move loses/);
    // Player 1 plays the hint where there is a winning move, else any
    // move; the computer's answer leaves Player 1 a P-position whenever
    // Player 1's move was not to one.
    const move = wins ? app.page.locator('button.move-button.highlighted') : app.page.locator('button.move-button').first();
    if (wins) await app.byTestId('hint').click();
    await move.first().waitFor();
    const played = heaps(await move.first().getAttribute('data-result'));
    assert.equal(isP(...played), wins, `${played}`);
    await move.first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    const after = heaps(await typed(app));
    assert.ok(after[0] + after[1] < played[0] + played[1], `${after}`);
    if (!wins) assert.ok(isP(...after), `the computer answered to ${after}`);
  });
});

test("Wythoff's G-series page is its table of values, the zeros at the P-positions", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=wythoff&view=series', 'wythoff-values');
    const rows = await app.byTestId('wythoff-values').locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('[data-testid="wythoff-cell"]')].map((td) => Number(td.textContent))));
    assert.ok(rows.length >= 10 && rows[0].length >= 10, `${rows.length} rows`);
    for (let a = 0; a < rows.length; a++) {
      for (let b = 0; b < rows[a].length; b++) {
        assert.equal(rows[a][b] === 0, isP(a, b), `G(${a}, ${b}) = ${rows[a][b]}`);
      }
    }
    // Row 0 is Nim's single heap: G(0, b) = b.
    assert.deepEqual(rows[0].slice(0, 8), [0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

test("Wythoff's game in misère play: who wins, from a search of the position", async () => {
  await withPage(env, {}, async (app) => {
    // In misère play the last move loses. From (1, 1), taking both is that
    // last move; taking one leaves (0, 1), where the opponent must take the
    // last counter: the player to move wins.
    await app.open('#game=wythoff:misere&p=1%2C%201', 'misere-play');
    await app.page.waitForFunction(() => /wins|loses/.test(document.querySelector('[data-testid="outcome"]')?.textContent ?? ''));
    assert.match(await app.outcome(), /to move wins/);
  });
});
