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

test('the embed view shows no text too small to read', async () => {
  await withPage(env, { viewport: { width: 600, height: 400 } }, async (app) => {
    await app.open('#p=o12+n40&embed=1');
    const heights = await app.page.locator('svg text').evaluateAll((els) =>
      els.filter((e) => e.checkVisibility() && e.textContent.trim() && e.textContent.trim() !== '⋯').map((e) => e.getBoundingClientRect().height),
    );
    assert.ok(heights.every((h) => h >= 11), heights.join(', '));
    assert.deepEqual(await app.page.locator('[data-testid="component"] .notation').allTextContents(), ['o12', 'n40']);
  });
});

test('an embedded frame posts its content height, once per change', async () => {
  await withPage(env, { viewport: { width: 800, height: 900 } }, async (app) => {
    await app.page.setContent(`<!doctype html><body style="margin:0"></body>`);
    // The parent records every message and sizes the frame as told.
    await app.page.evaluate((src) => {
      window.heights = [];
      window.addEventListener('message', (e) => {
        if (e.data && e.data.context === 'iframe.resize') {
          window.heights.push(e.data.height);
          document.querySelector('iframe').style.height = `${e.data.height}px`;
        }
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.cssText = 'width:600px;height:200px;border:0;display:block';
      document.body.appendChild(frame);
    }, `${env.server.url}index.html#p=n1+n6&embed=1`);
    await app.page.waitForFunction(() => window.heights.length > 0);
    await app.page.waitForTimeout(800);
    const frame = app.page.frameLocator('iframe');
    const content = async () =>
      (await app.page.frames()[1].evaluate(() => document.getElementById('app-root').getBoundingClientRect().height));
    const first = await app.page.evaluate(() => window.heights.slice());
    assert.equal(first.length, 1, `posted ${first.join(', ')}`);
    assert.equal(first[0], Math.ceil(await content()));
    // Sized to the message, the frame shows the whole page: nothing to scroll.
    const scroll = await app.page.frames()[1].evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(scroll <= 0, `${scroll}px left to scroll`);

    // A hint adds a line to the Play panel: the page grows, and says so once.
    await frame.locator('[data-testid="hint"]').click();
    await app.page.waitForFunction(() => window.heights.length > 1);
    await app.page.waitForTimeout(800);
    const after = await app.page.evaluate(() => window.heights.slice());
    assert.equal(after.length, 2, `posted ${after.join(", ")}; content now ${await content()}`);
    assert.ok(after[1] > after[0], `${after[0]} then ${after[1]}`);
    assert.equal(after[1], Math.ceil(await content()));
  });
});
