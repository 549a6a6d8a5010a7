// Offline: after one visit the service worker has every file, and the app
// loads and plays with the network off.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('the manifest is linked and served with its type', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3');
    const href = await app.page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await app.page.request.get(new URL(href, app.page.url()).href);
    assert.equal(response.headers()['content-type'], 'application/manifest+json');
    const manifest = await response.json();
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.length > 0);
  });
});

test('after one visit the app loads and plays offline', async () => {
  await withPage(env, {}, async (app, context) => {
    await app.open('#p=n5');
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await app.page.reload();
    await app.byTestId('total-value').waitFor();
    await app.cut('e', 'n3').click();
    await app.waitForSurfaces(['n3']);
    assert.equal(await app.totalValue(), 4);
  });
});
