// The address carries the position, mode and turn, and a bad one never
// leaves a blank page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('loads a position from the address', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3+n5&mode=computer&turn=1');
    assert.deepEqual(
      (await app.components()).map((c) => c.surface),
      ['o3', 'n5'],
    );
    assert.equal(await app.byTestId('mode-computer').getAttribute('aria-pressed'), 'true');
    assert.match(await app.outcome(), /^Player 1 \(you\) to move/);
  });
});

test('accepts a percent-encoded plus', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3%2Bn4');
    assert.deepEqual((await app.components()).map((c) => c.surface), ['o3', 'n4']);
  });
});

test('a malformed address shows a message and the default position', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3++n5&mode=chess');
    const notice = app.byTestId('notice');
    await notice.waitFor();
    assert.match(await notice.textContent(), /could not be read/);
    assert.match(await notice.textContent(), /mode/);
    assert.deepEqual((await app.components()).map((c) => c.surface), ['o2', 'n3', 'n1']);
  });
});

test('a move is not a page: back returns to the page before the game, not to the move before', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.byTestId('tab-games').click();
    await app.page.locator('[data-testid="game-link"]', { hasText: /^Nim$/ }).click();
    await app.byTestId('move').first().waitFor();
    // Moves, taken back and played again, rewrite the address in place.
    await app.byTestId('move').first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    const played = app.page.url();
    assert.match(played, /#game=nim&p=/);
    await app.byTestId('undo').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 0);
    await app.byTestId('redo').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.equal(app.page.url(), played);
    // Back: the games index, the page visited before.
    await app.page.goBack();
    await app.byTestId('game-link').first().waitFor();
    assert.match(app.page.url(), /view=games/);
    // Forward: the game as it was left.
    await app.page.goForward();
    await app.page.waitForFunction((u) => location.href === u, played);
  });
});
