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

// A view named in the address has its chunk (and, where the view starts a
// run at once too heavy for the page, the G-series worker) asked for
// beside the page's own module (static/modules.js, from the list the build
// writes in <meta name="chunks">), not once the page has started. What is asked for
// early is exactly what the page would ask for itself: the same view with
// the list taken out of the page fetches the same files.
const EARLY = [
  { hash: '#view=lab', ready: '[data-testid="lab-result"]', worker: false },
  { hash: '#view=series&game=octal:0.77', ready: '[data-testid="heap-series-result"]', worker: false },
  { hash: '#view=series&game=grundy', ready: '[data-testid="heap-series-result"]', worker: true },
  { hash: '#view=series&game=grundy:d=2', ready: '[data-testid="heap-series-result"]', worker: false },
  { hash: '#view=series', ready: '[data-testid="series-cell"]', worker: false },
  { hash: '#view=series&verify=2000', ready: '[data-testid="series-cell"]', worker: true },
  { hash: '#view=builder', ready: '[data-testid="builder-result"]', worker: false },
  { hash: '#view=games', ready: '[data-testid="game-link"]', worker: false },
  // A game played from text: its family's chunk, on its page and embedded.
  { hash: '#game=turtles&p=THHTH', ready: '[data-testid="dyn-board"] svg', worker: false },
  { hash: '#game=hackenbush&p=g-1 1-2&embed=1', ready: '[data-testid="dyn-board"] svg', worker: false },
  { hash: '#game=rims', ready: '[data-testid="dyn-board"] svg', worker: false },
  {
    hash: '#game=sum&p=nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)',
    ready: '[data-testid="dyn-board"] svg',
    worker: false,
  },
];
const isChunk = (url) => /\/(?:split_[a-z_]+|chunk_\d+)-[0-9a-f]{16}\.wasm$/.test(new URL(url).pathname);
const isWorker = (url) => new URL(url).pathname.endsWith('/series_worker_loader.js');

for (const view of EARLY) {
  test(`${view.hash}: its chunk ${view.worker ? 'and the worker are' : 'is'} asked for beside the page's module`, async () => {
    // What the page asks for by itself: the view, without the list.
    const own = await withPage(env, {}, async (app, context) => {
      await context.route(/\/(index\.html)?(\?|#|$)/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<meta name="chunks" content='[^']*'>/, '');
        await route.fulfill({ response, body });
      });
      const asked = [];
      app.page.on('request', (r) => {
        if (isChunk(r.url())) asked.push(new URL(r.url()).pathname);
      });
      await app.page.goto(`${app.base}index.html${view.hash}`);
      await app.page.locator(view.ready).first().waitFor();
      assert.equal(await app.page.locator('meta[name=chunks]').count(), 0);
      await app.page.waitForTimeout(300);
      return asked.sort();
    });
    assert.ok(own.length > 0, 'the view fetches a chunk');

    await withPage(env, {}, async (app) => {
      const workers = [];
      app.page.on('request', (r) => {
        if (isWorker(r.url())) workers.push(r.url());
      });
      await app.page.goto(`${app.base}index.html${view.hash}`);
      await app.page.locator(view.ready).first().waitFor();
      await app.page.waitForTimeout(300);
      const fetched = await app.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /\.wasm$/.test(new URL(e.name).pathname))
          .map((e) => ({ path: new URL(e.name).pathname, by: e.initiatorType })),
      );
      const chunks = fetched.filter((e) => isChunk(`http://x${e.path}`));
      // Each once, and each by the early request (a <link rel=preload>).
      assert.deepEqual(chunks.map((e) => e.path).sort(), own);
      assert.deepEqual(
        chunks.filter((e) => e.by !== 'link'),
        [],
        'every chunk came from the early request',
      );
      // One worker: the one started early is the one the page uses.
      assert.equal(workers.length, view.worker ? 1 : 0, workers.join(', '));
    });
  });
}
