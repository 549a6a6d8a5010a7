// What a reader meets before the code has run: the page's title, its frame
// and what is on its way, drawn by index.html alone, which the app replaces
// when it starts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('with scripts blocked the page shows its title, its frame and why it cannot start', async () => {
  await withPage(env, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } }, async (app) => {
    await app.page.goto(`${app.base}index.html#game=hackenbush`);
    const title = app.page.locator('#first-paint h1');
    assert.match(await title.textContent(), /manifold decomposition game/);
    assert.ok(await title.isVisible());
    const frame = app.page.locator('#first-paint .first-paint-frame');
    const box = await frame.boundingBox();
    assert.ok(box && box.height >= 100, `the frame is ${JSON.stringify(box)}`);
    assert.match(await frame.textContent(), /needs JavaScript and WebAssembly/);
  });
});

test('while the code is on its way the frame says so, and the app takes its place', async () => {
  await withPage(env, {}, async (app, context) => {
    let release;
    const held = new Promise((done) => {
      release = done;
    });
    // The page's own module, held back until the first paint is checked.
    await context.route(/manifold-explorer-[0-9a-f]+_bg\.wasm/, async (route) => {
      await held;
      await route.continue();
    });
    await app.page.goto(`${app.base}index.html#p=o3+n5`);
    await app.page.locator('#first-paint [role="status"]').waitFor();
    assert.match(await app.page.locator('#first-paint [role="status"]').textContent(), /Loading the explorer/);
    release();
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.page.locator('#first-paint').count(), 0);
  });
});
