// Playing with the keyboard alone: arrow keys move through the cuts, Enter
// cuts, U / R / H undo, redo and hint, ? lists the shortcuts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** What has focus: its test id and, for a cut, its kind and result. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    return { id: e?.dataset?.testid ?? null, kind: e?.dataset?.kind ?? null, result: e?.dataset?.result ?? null };
  });
}

async function moves(app) {
  return (await app.history()).length;
}

async function waitForMoves(app, n) {
  await app.page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="history"] li').length === n,
    n,
  );
}

test('the keyboard alone plays a whole game', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4+o1&mode=two');
    const keys = app.page.keyboard;

    // Down reaches the first cut of the selected surface and draws its curve.
    await keys.press('ArrowDown');
    const first = await focused(app.page);
    assert.equal(first.id, 'cut');
    await app.page.locator('[data-testid="component"][data-surface="n4"] .curve-j').first().waitFor();
    await keys.press('ArrowDown');
    const second = await focused(app.page);
    assert.equal(second.id, 'cut');
    assert.notDeepEqual(second, first);
    await keys.press('ArrowUp');
    assert.deepEqual(await focused(app.page), first);

    // Right selects the next surface and focuses its first cut.
    await keys.press('ArrowRight');
    await app.page.locator('[data-testid="cut-list"][data-surface="o1"]').waitFor();
    // The focus moves once the new list is drawn, which may be a frame
    // after the list appears.
    await app.page.waitForFunction(() => document.activeElement?.closest('[data-testid="cut-list"][data-surface="o1"]'));
    assert.deepEqual(await focused(app.page), { id: 'cut', kind: 'a', result: 'o0' });
    await keys.press('ArrowLeft');
    await app.page.locator('[data-testid="cut-list"][data-surface="n4"]').waitFor();

    // Enter cuts; U takes it back; R replays it.
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await waitForMoves(app, 1);
    await keys.press('u');
    await app.byTestId('history-empty').waitFor();
    await keys.press('r');
    await waitForMoves(app, 1);
    await keys.press('u');
    await app.byTestId('history-empty').waitFor();

    // H highlights a winning cut (n4 + o1 has value 6 xor 1 = 7) and Enter makes it.
    await keys.press('h');
    await app.byTestId('hint-text').waitFor();
    await keys.press('Enter');
    await waitForMoves(app, 1);
    assert.equal(await app.totalValue(), 0);

    // Then play on with Down and Enter until nobody can cut.
    for (let turn = 0; turn < 20; turn += 1) {
      if ((await app.byTestId('game-over-moves').count()) > 0) break;
      const before = await moves(app);
      await keys.press('ArrowDown');
      await keys.press('Enter');
      await waitForMoves(app, before + 1);
    }
    const over = await app.byTestId('game-over-moves').textContent();
    // The game ends with only spheres, and the message names whoever cut last.
    assert.match(over, /Game over: Player [12] wins/);
    const surfaces = await app.components();
    assert.ok(surfaces.every((s) => s.surface === 'o0'), JSON.stringify(surfaces));
  });
});

test('? opens the shortcut list as a modal dialog and Escape closes it', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    const keys = app.page.keyboard;
    await keys.press('ArrowDown');
    const cut = await focused(app.page);
    assert.equal(cut.id, 'cut');

    await keys.press('?');
    const dialog = app.byTestId('help');
    await app.page.waitForFunction(() => document.querySelector('[data-testid="help"]')?.open === true);
    assert.equal(await dialog.evaluate((d) => d.matches(':modal')), true);
    assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true);
    const text = await dialog.textContent();
    for (const key of ['Enter', 'U', 'R', 'H', '?', 'Esc']) assert.ok(text.includes(key), key);

    // Keys for the game do nothing while the list is open.
    await keys.press('h');
    assert.equal(await app.byTestId('hint-text').count(), 0);

    await keys.press('Escape');
    await app.page.waitForFunction(() => document.querySelector('[data-testid="help"]')?.open === false);
    assert.deepEqual(await focused(app.page), cut);
  });
});

test('keys typed into a field are left alone', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.page.locator('input[type="text"]').first().focus();
    await app.page.keyboard.press('h');
    await app.page.keyboard.press('?');
    assert.equal(await app.byTestId('hint-text').count(), 0);
    assert.equal(await app.byTestId('help').evaluate((d) => d.open), false);
  });
});
