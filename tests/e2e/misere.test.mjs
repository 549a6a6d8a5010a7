// Misère play of games other than the surface game (`:misere` in the
// address): the outcome, how it is known, the computer's perfect play and
// the game-over line. From a lost position the player moving first loses
// whatever they play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** Opens an address in misère play, where the page gives an outcome, not a value. */
async function openMisere(app, hash) {
  await app.page.goto(`${app.base}index.html${hash}`);
  // The search and the panel come in a chunk of their own.
  await app.byTestId('misere-panel').waitFor();
  await app.page.waitForFunction(
    () => !document.querySelector('[data-testid="outcome"]')?.textContent.startsWith('Working out'),
  );
}

/** Plays the first listed move until the game ends; the number of moves made. */
async function loseToTheComputer(app) {
  for (let made = 0; made < 60; made++) {
    if ((await app.byTestId('game-over-moves').count()) > 0) return made;
    const before = await app.byTestId('history').locator('li').count();
    await app.byTestId('move').first().click();
    // Our move, then the computer's answer (or the end of the game).
    await app.page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="history"] li').length >= n + 2 ||
        document.querySelector('[data-testid="game-over-moves"]') !== null,
      before,
    );
    await app.page.waitForFunction(() => document.querySelector('[data-testid="thinking"]') === null);
  }
  throw new Error('the game did not end');
}

test('misère Nim from the Marienbad rows: Bouton says the mover loses, and the computer wins', async () => {
  await withPage(env, {}, async (app) => {
    await openMisere(app, '#game=nim:misere&p=1+3+5+7&mode=computer&turn=1');
    assert.match(await app.page.title(), /^Misère Nim/);
    assert.match(await app.byTestId('misere-play').textContent(), /last move loses/);
    assert.match(await app.byTestId('outcome').textContent(), /loses against best play \(misère\)/);
    // No G-value decides misère play; the panel names Bouton's rule.
    assert.equal(await app.byTestId('total-value').count(), 0);
    assert.match(await app.byTestId('misere-panel').textContent(), /Bouton's rule/);
    assert.match(await app.byTestId('misere-applied').textContent(), /nim-sum is 0: the player to move loses/);
    // From a lost position no move is winning.
    const winning = await app.byTestId('move').evaluateAll((els) => els.filter((e) => e.dataset.winning === 'true').length);
    assert.equal(winning, 0);
    const made = await loseToTheComputer(app);
    assert.ok(made >= 2, `${made} moves`);
    const over = await app.byTestId('game-over-moves').textContent();
    assert.match(over, /Game over: Player 2 \(computer\) wins\. Player 1 \(you\) made the last \w+, which loses in misère play\./);
  });
});

test('misère Turning Turtles: five heads lose for the mover (they win in normal play), and the computer wins', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=turtles&p=HHHHH');
    await app.byTestId('total-value').waitFor();
    assert.notEqual(await app.byTestId('total-value').textContent(), '0');
    await openMisere(app, '#game=turtles:misere&p=HHHHH&mode=computer&turn=1');
    await app.byTestId('misere-panel').waitFor();
    assert.match(await app.byTestId('outcome').textContent(), /loses against best play \(misère\)/);
    // A coin game is decided as a whole row.
    assert.match(await app.byTestId('misere-parts').textContent(), /genus is of the whole row/);
    await loseToTheComputer(app);
    assert.match(
      await app.byTestId('game-over-moves').textContent(),
      /Player 2 \(computer\) wins\. Player 1 \(you\) made the last \w+, which loses in misère play/,
    );
  });
});

test('misère Kayles: the quotient decides, and a won position offers its winning moves', async () => {
  await withPage(env, {}, async (app) => {
    await openMisere(app, '#game=octal:0.77:misere&p=3+5+7');
    await app.byTestId('misere-panel').waitFor();
    assert.match(await app.byTestId('outcome').textContent(), /wins with best play \(misère\)/);
    // The game's quotient, shown below, decides it once it is here (a
    // search of the position may answer first): no part's genus is needed.
    await app.page.waitForFunction(() =>
      /misère quotient \(below\) decides this position/.test(
        document.querySelector('[data-testid="misere-applied"]')?.textContent ?? '',
      ));
    await app.byTestId('misere-quotient').waitFor();
    // Some heap has a winning move; it leaves a position then called lost.
    const win = app.page.locator('[data-testid="move"][data-winning="true"]');
    for (let heap = 0; heap < 3 && (await win.count()) === 0; heap++) {
      await app.byTestId('select-surface').nth(heap).click();
    }
    await win.first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.match(await app.byTestId('outcome').textContent(), /loses against best play \(misère\)/);
  });
});

test('a doubled :misere and a misère part of a sum are refused with a message', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#game=nim:misere:misere&p=3`);
    assert.match(await app.byTestId('notice').textContent(), /already in misère play/);
    await app.byTestId('component').first().waitFor();
  });
});

test('misère Kayles past the page\'s own reach: the quotient comes from the worker, with progress, and marks the winning moves', async () => {
  await withPage(env, {}, async (app) => {
    // A heap of 24 (not lost in misère Kayles: 1, 4, 9, 12, 20, 22, 25, …
    // are) is past the heaps the page computes itself (20): the
    // quotient the worker computes decides the position.
    await openMisere(app, '#game=octal:0.77:misere&p=24');
    const worker = app.byTestId('misere-worker');
    assert.equal(await worker.getAttribute('role'), 'status');
    assert.equal(await worker.getAttribute('aria-live'), 'polite');
    await app.page.waitForFunction(
      () => /proved for every heap/.test(document.querySelector('[data-testid="misere-worker-whole"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    const quotient = app.byTestId('misere-quotient');
    await quotient.waitFor();
    assert.ok(Number(await quotient.getAttribute('data-order')) > 1);
    assert.match(await app.byTestId('quotient-status').textContent(), /proved/i);
    assert.match(await app.byTestId('outcome').textContent(), /wins with best play \(misère\)/);
    // A winning move is marked on some heap; played, it leaves a lost position.
    const win = app.page.locator('[data-testid="move"][data-winning="true"]');
    for (let heap = 0; heap < 1 && (await win.count()) === 0; heap++) {
      await app.byTestId('select-surface').nth(heap).click();
    }
    assert.ok((await win.count()) > 0, 'a winning move is marked');
    await win.first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.match(await app.byTestId('outcome').textContent(), /loses against best play \(misère\)/);
  });
});
