// Every value on the page agrees with the paper.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';
import { paperValue } from './paper.mjs';

const env = setUp(before, after);

test('reads every value: surfaces, total and outcome', async () => {
  const surfaces = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'o1', 'o2', 'o3', 'o0'];
  await withPage(env, {}, async (app) => {
    await app.open(`#p=${surfaces.join('+')}`);
    const shown = await app.components();
    assert.deepEqual(
      shown,
      surfaces.map((surface) => ({ surface, value: paperValue(surface) })),
    );
    const total = surfaces.map(paperValue).reduce((a, b) => a ^ b, 0);
    assert.equal(await app.totalValue(), total);
    const expression = await app.byTestId('value-expression').textContent();
    assert.ok(expression.includes('⊕'), expression);
    assert.match(
      await app.outcome(),
      total === 0 ? /Player 2 wins with perfect play/ : /^Player 1 to move — Player 1 wins with perfect play$/,
    );
  });
});

test('known values from the paper: n5 is a loss for the player to move, n4 is 6', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    assert.equal(await app.totalValue(), 0);
    assert.match(await app.outcome(), /the player to move loses/);
    await app.open('#p=n4+o2');
    assert.deepEqual(await app.components(), [
      { surface: 'n4', value: 6 },
      { surface: 'o2', value: 2 },
    ]);
    assert.equal(await app.totalValue(), 6 ^ 2);
  });
});

test('every listed cut of n7 carries the value of the resulting position', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n7');
    const cuts = await app.cuts();
    assert.ok(cuts.length > 0);
    for (const cut of cuts) {
      const value = cut.result.split('+').map(paperValue).reduce((a, b) => a ^ b, 0);
      assert.equal(cut.value, value, `${cut.kind} ${cut.result}`);
      assert.equal(cut.winning, value === 0);
    }
  });
});
