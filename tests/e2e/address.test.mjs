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

test('back and forward step through the moves', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await app.cut('g', 'n2+n3').click();
    await app.waitForSurfaces(['n2', 'n3']);
    assert.match(app.page.url(), /#game=manifold&p=n2\+n3&mode=two&turn=2$/);
    await app.page.goBack();
    await app.waitForSurfaces(['n5']);
    await app.page.goForward();
    await app.waitForSurfaces(['n2', 'n3']);
  });
});
