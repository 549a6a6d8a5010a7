// The embed view: compact, usable at 600 x 400, and reporting its height.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('the embed view fits 600 x 400 and stays usable', async () => {
  await withPage(env, { viewport: { width: 600, height: 400 } }, async (app) => {
    await app.open('#p=o2+n3+n1&embed=1');
    assert.equal(await app.page.locator('.masthead').count(), 0);
    const overflow = await app.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 600, `page is ${overflow}px wide`);
    for (const id of ['total-value', 'hint', 'undo']) {
      const box = await app.byTestId(id).boundingBox();
      assert.ok(box && box.y + box.height <= 400 && box.x + box.width <= 600, `${id} at ${JSON.stringify(box)}`);
    }
    const first = app.byTestId('cut').first();
    const box = await first.boundingBox();
    assert.ok(box && box.y + box.height <= 400, `first cut at ${JSON.stringify(box)}`);
    const expected = Number(await first.getAttribute('data-value'));
    await first.click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.equal(await app.totalValue(), expected);
  });
});

test('an embedded frame posts its height to the parent', async () => {
  await withPage(env, { viewport: { width: 800, height: 600 } }, async (app) => {
    await app.page.setContent(`<!doctype html><body></body>`);
    const height = app.page.evaluate(
      (src) =>
        new Promise((resolve) => {
          window.addEventListener('message', (e) => {
            if (e.data && e.data.context === 'iframe.resize') resolve(e.data.height);
          });
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.width = 600;
          frame.height = 400;
          document.body.appendChild(frame);
        }),
      `${env.server.url}index.html#p=n5&embed=1`,
    );
    const h = await height;
    assert.ok(Number.isInteger(h) && h > 100, `height ${h}`);
  });
});
