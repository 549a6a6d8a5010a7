// Playing: a winning cut, the computer's answer, undo and redo, the hint.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('applying a winning cut leaves value 0', async () => {
  await withPage(env, {}, async (app) => {
    // G(n4) = 6; (g) n4 -> n2 + n2 gives 2 xor 2 = 0 (Table 2.1).
    await app.open('#p=n4');
    const cut = app.cut('g', 'n2+n2');
    assert.equal(await cut.getAttribute('data-winning'), 'true');
    await cut.click();
    await app.waitForSurfaces(['n2', 'n2']);
    assert.equal(await app.totalValue(), 0);
    assert.deepEqual(await app.history(), ['1. P1: (g) n4 → n2 + n2']);
  });
});

test('the computer answers after a visible pause', async () => {
  await withPage(env, {}, async (app) => {
    // n5 + o2 has value 0 xor 2: the person's (a) o2 -> o1 leaves 0 xor 1 = 1,
    // and the computer, a perfect player, cuts back to 0.
    await app.open('#p=n5+o2&mode=computer&turn=1');
    await app.page.locator('[data-testid="component"][data-surface="o2"] [data-testid="select-surface"]').click();
    await app.cut('a', 'o1').click();
    await app.byTestId('thinking').waitFor();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    assert.equal(await app.totalValue(), 0);
    assert.match(await app.byTestId('announce').textContent(), /The computer cut/);
    assert.match((await app.history())[1], /^2\. P2: /);
  });
});

test('undo and redo', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.cut('e', 'n3').click();
    await app.waitForSurfaces(['n3']);
    await app.byTestId('undo').click();
    await app.waitForSurfaces(['n5']);
    assert.equal(await app.totalValue(), 0);
    await app.byTestId('redo').click();
    await app.waitForSurfaces(['n3']);
    assert.equal(await app.totalValue(), 4);
    assert.equal(await app.byTestId('redo').isDisabled(), true);
  });
});

test('the hint names a winning cut, or says there is none', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.byTestId('hint').click();
    assert.match(await app.byTestId('hint-text').textContent(), /No winning cut/);
    await app.open('#p=n4');
    await app.byTestId('hint').click();
    assert.match(await app.byTestId('hint-text').textContent(), /^Winning cut: /);
    // Shown once: the live region says the same words to screen readers only.
    const hint = await app.byTestId('hint-text').textContent();
    assert.equal(await app.byTestId('announce').textContent(), hint);
    const shown = await app.page.evaluate(() =>
      [...document.querySelectorAll('.side p')].filter((p) => p.getBoundingClientRect().width > 1).map((p) => p.textContent),
    );
    assert.equal(shown.filter((t) => t === hint).length, 1, shown.join(' | '));
  });
});

test('the game ends with a message naming the winner', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n1');
    await app.cut('c', 'o0').click();
    const over = app.byTestId('game-over-moves');
    await over.waitFor();
    assert.match(await over.textContent(), /Player 1 wins/);
  });
});

test('a parse error is shown where it occurs and the position is kept', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.byTestId('position-input').fill('o3 + x5');
    await app.byTestId('position-input').press('Enter');
    const error = app.byTestId('error');
    await error.waitFor();
    assert.match(await error.textContent(), /At character 6: 'x5' is not a surface/);
    assert.deepEqual((await app.components()).map((c) => c.surface), ['n5']);
  });
});

test('full screen: the button enters and leaves it, and says which it will do', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3');
    const button = app.byTestId('fullscreen');
    const label = (text) =>
      app.page.waitForFunction(
        (text) => document.querySelector('[data-testid="fullscreen"]').textContent.trim() === text,
        text,
      );
    await label('Full screen');
    await button.click();
    await app.page.waitForFunction(() => document.fullscreenElement !== null);
    await label('Exit full screen');
    await button.click();
    await app.page.waitForFunction(() => document.fullscreenElement === null);
    await label('Full screen');
    assert.equal(await app.byTestId('fullscreen-problem').count(), 0);
  });
});

test('full screen where the page may not have it says so, and the game goes on', async () => {
  await withPage(env, {}, async (app) => {
    // A frame without allowfullscreen, as on someone else's page.
    await app.page.setContent(`<!doctype html><body></body>`);
    await app.page.evaluate((src) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, { src, width: 1200, height: 800, title: 'explorer' });
      document.body.appendChild(frame);
    }, `${app.base}index.html#p=o3`);
    const frame = app.page.frameLocator('iframe');
    await frame.locator('[data-testid="fullscreen"]').click();
    await assertText(frame.locator('[data-testid="fullscreen-problem"]'), /does not allow full screen/);
    assert.equal(await frame.locator('[data-testid="component"]').count(), 1);
  });
});

async function assertText(locator, pattern) {
  await locator.waitFor();
  assert.match(await locator.textContent(), pattern);
}
