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
    // The content module, never opened online, comes from the cache too.
    const panel = app.byTestId('nim-sum');
    await panel.locator('summary').click();
    await panel.locator('[data-testid="nim-total"]').waitFor();
    assert.equal(await app.byTestId('nim-total').getAttribute('data-value'), '4');
  });
});

test('offline, the G-series worker comes from this release', async () => {
  await withPage(env, {}, async (app, context) => {
    await app.open('#p=n5');
    await app.page.evaluate(() => navigator.serviceWorker.ready);
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The files without a hash in their name are asked for with the
    // page's release, which the service worker holds exactly.
    const release = await app.page.locator('meta[name="release"]').getAttribute('content');
    assert.match(release, /^[0-9a-f]{16}$/);
    await context.setOffline(true);
    await app.page.reload();
    await app.byTestId('tab-series').click();
    await app.byTestId('verify-start').waitFor();
    await app.byTestId('verify-n').fill('3000');
    await app.byTestId('verify-start').click();
    await app.page.waitForFunction(
      () => !['idle', 'running'].includes(document.querySelector('[data-testid="verify-status"]').dataset.state),
      null,
      { timeout: 60_000 },
    );
    assert.equal(await app.byTestId('verify-status').getAttribute('data-state'), 'confirmed');
    assert.match(await app.byTestId('verify-status').textContent(), /background worker/);
    const loaded = await app.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    for (const name of ['series_worker_loader.js', 'series_worker.js']) {
      assert.ok(
        loaded.some((url) => url.includes(`/${name}?v=${release}`)),
        `${name} with ?v=${release} in ${loaded.join(', ')}`,
      );
    }
  });
});
