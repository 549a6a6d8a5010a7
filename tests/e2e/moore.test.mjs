// Moore's Nim_k past the search of its values: played by who wins, which
// Moore's rule decides at any size, with no value shown or asked for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** Each binary column's digit sum modulo k + 1 is 0: the player to move loses. */
function lost(heaps, k) {
  for (let bit = 0n; bit < 64n; bit++) {
    const sum = heaps.reduce((s, h) => s + Number((BigInt(h) >> bit) & 1n), 0);
    if (sum % (k + 1) !== 0) return false;
  }
  return true;
}

test("a position of Moore's Nim too large for values is played by Moore's rule", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=moore:3&p=300%2B500%2B600%2B7', 'outcome');
    // Opened, not refused: no notice, no value, the outcome by the rule.
    assert.equal(await app.byTestId('notice').count(), 0);
    await app.byTestId('rule-play').waitFor();
    assert.equal(await app.byTestId('total-value').count(), 0);
    assert.match(await app.byTestId('outcome').textContent(), /Player 1 to move wins with best play, by the game's rule/);
    assert.match(await app.byTestId('dyn-explain').textContent(), /Moore's rule gives the move/);
    // Moves grouped by heap, no value on any of them.
    const groups = await app.page.locator('.kind-group h3').allTextContents();
    assert.ok(groups.some((g) => /From heap 3 alone\s*600 moves/.test(g)), groups.join(' | '));
    assert.ok(groups.some((g) => /From 2 to 3 heaps at once/.test(g)), groups.join(' | '));
    assert.equal(await app.page.locator('.cut-value').count(), 0);
    // The hint is the rule's move, marked winning in the list.
    await app.byTestId('hint').click();
    const hinted = app.page.locator('button.move-button.highlighted');
    await hinted.waitFor();
    assert.equal(await hinted.getAttribute('data-winning'), 'true');
    // Every move shown marked winning leaves a lost position by the rule,
    // and every other shown move does not.
    const shown = await app.page.locator('button.move-button').evaluateAll((bs) =>
      bs.map((b) => [b.dataset.result, b.dataset.winning]));
    assert.ok(shown.length > 3);
    for (const [result, winning] of shown) {
      const after = (result || '').split('+').map((s) => s.trim()).filter(Boolean);
      assert.equal(String(lost(after, 3)), winning, `${result}`);
    }
    await hinted.click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    // 7 + 7 + 7 + 7 is within the search again: its value, 0, is shown.
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.totalValue(), 0);
  });
});

test("a heap's chooser picks any new size and marks the one that wins", async () => {
  await withPage(env, {}, async (app) => {
    // 700, 500 and 300: each heap alone has one winning size at most.
    await app.open('#game=moore:2&p=700%2B500%2B300', 'outcome');
    await app.byTestId('rule-play').waitFor();
    const field = app.byTestId('split-h1');
    await field.fill('5');
    const picked = app.page.locator('button.move-button.picked[data-result="5 + 500 + 300"]');
    await picked.waitFor();
    const result = (await picked.getAttribute('data-result')).split('+').map((s) => s.trim());
    assert.deepEqual(result, ['5', '500', '300']);
    assert.equal(await picked.getAttribute('data-winning'), String(lost(result, 2)));
    assert.equal(await picked.getAttribute('data-value'), null);
    await picked.click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1 took 695 counters from heap 1, leaving 5']);
  });
});

test('against the computer, a large lost position stays lost: the computer answers by the rule', async () => {
  await withPage(env, {}, async (app) => {
    // Four heaps of a million: every column sums to 4, lost for the player to move.
    await app.open('#game=moore:3&p=1000000%2B1000000%2B1000000%2B1000000&mode=computer', 'outcome');
    await app.byTestId('rule-play').waitFor();
    assert.match(await app.byTestId('outcome').textContent(), /Player 1 \(you\) to move loses against best play/);
    // Player 1 takes one counter from heap 1; the computer answers with a
    // move that leaves Player 1 lost again.
    await app.byTestId('split-h1').fill('999999');
    await app.page.locator('button.move-button.picked[data-result="999999 + 1000000 + 1000000 + 1000000"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2, null, { timeout: 20000 });
    assert.match(await app.byTestId('outcome').textContent(), /Player 1 \(you\) to move loses against best play/);
  });
});

test("misère play and sums refuse Moore's Nim positions too large for a search, saying why", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=moore:3:misere&p=300%2B500%2B600%2B7', 'outcome');
    assert.match(await app.byTestId('notice').textContent(), /says nothing of misère play/);
    await app.open('#game=sum&p=moore:3(300%2B500%2B600%2B7)%20%2B%20nim(3)', 'outcome');
    assert.match(await app.byTestId('notice').textContent(), /too large/);
  });
});
