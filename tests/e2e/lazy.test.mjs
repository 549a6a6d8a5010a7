// The content chunk (src/lazy.rs): not part of the first load, fetched
// when a reader first opens something it draws, once per visit; a failed
// fetch says so and can be tried again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const isContent = (url) => /\/split_content-[0-9a-f]{16}\.wasm(\?|$)/.test(url);

test('the default view fetches nothing of the content chunk; opening a panel does, once', async () => {
  await withPage(env, {}, async (app) => {
    const asked = [];
    app.page.on('request', (r) => {
      if (isContent(r.url())) asked.push(new URL(r.url()).pathname);
    });
    await app.open('#p=o3+n5');
    await app.byTestId('mex-set').waitFor();
    await app.page.waitForTimeout(500);
    assert.deepEqual(asked, []);

    const panel = app.byTestId('nim-sum');
    await panel.locator('summary').click();
    await panel.locator('[data-testid="nim-total"]').waitFor();
    assert.equal(asked.length, 1, asked.join(', '));
    // It is styled.
    assert.equal(await panel.locator('.nimsum-table').evaluate((t) => getComputedStyle(t).borderCollapse), 'collapse');

    // Closed and opened again, and another panel: drawn at once, no new fetch.
    await panel.locator('summary').click();
    await panel.locator('summary').click();
    await panel.locator('[data-testid="nim-total"]').waitFor();
    const length = app.byTestId('length-panel');
    await length.locator('summary').click();
    await length.locator('[data-testid="length-fewest"]').waitFor();
    assert.equal(asked.length, 1);

    // An open panel follows the position.
    await app.byTestId('cut').first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    const total = await app.totalValue();
    assert.equal(await app.byTestId('nim-total').getAttribute('data-value'), String(total));
  });
});

test('when the chunk cannot be fetched the panel says so, and Try again draws it', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.route(isContent, (route) => route.abort());
    await app.open('#p=n4+n3');
    const panel = app.byTestId('nim-sum');
    await panel.locator('summary').click();
    const failed = panel.locator('[data-testid="content-failed"]');
    await failed.waitFor();
    assert.match(await failed.textContent(), /could not be loaded/);
    // The rest of the page goes on.
    assert.equal(await app.totalValue(), 2);

    await context.unroute(isContent);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await panel.locator('[data-testid="nim-total"]').waitFor();
    assert.equal(await app.byTestId('nim-total').getAttribute('data-value'), '2');
  });
});
