// An embed on a strict host: the page in an iframe sandboxed without
// allow-same-origin (so its own files are another origin's to it), on a
// blog served from another origin, with the page's files sent as common
// static hosts send them (Access-Control-Allow-Origin: *). Its style sheet
// and scripts, each checked by its integrity, must load: styled, started,
// and playable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { launch, serveDist } from './harness.mjs';

const env = {};
before(async () => {
  env.app = await serveDist({ headers: { 'access-control-allow-origin': '*' } });
  // The blog: one page holding the frame, on its own port (another origin).
  env.blog = createServer((req, res) => {
    const src = decodeURIComponent(new URL(req.url, 'http://x').searchParams.get('src') ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>A blog</title><body style="margin:0">` +
        `<iframe sandbox="allow-scripts allow-popups" src="${src.replace(/"/g, '&quot;')}" ` +
        `title="The manifold decomposition game" width="600" height="400" style="border:0"></iframe></body>`,
    );
  });
  await new Promise((resolve) => env.blog.listen(0, '127.0.0.1', resolve));
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.app?.close();
  await new Promise((resolve) => env.blog?.close(resolve));
});

for (const hash of ['#p=o2+n3+n1&embed=1', '#game=nim&p=3%2B5%2B7&embed=1&theme=dark']) {
  test(`in a sandboxed iframe on another origin ${hash} is styled and playable`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const blog = `http://127.0.0.1:${env.blog.address().port}/`;
      assert.notEqual(new URL(blog).origin, new URL(env.app.url).origin);
      await page.goto(`${blog}?src=${encodeURIComponent(`${env.app.url}index.html${hash}`)}`);
      const frame = page.frameLocator('iframe');
      await frame.locator('[data-testid="total-value"]').waitFor();
      const inside = page.frames()[1];
      // The frame's origin is opaque: the page's files are not its own.
      assert.equal(await inside.evaluate(() => origin), 'null');
      // The style sheet applies: the palette's background, a panel's corners.
      const dark = hash.includes('theme=dark');
      assert.equal(
        await inside.evaluate(() => getComputedStyle(document.body).backgroundColor),
        dark ? 'rgb(15, 18, 32)' : 'rgb(246, 247, 251)',
      );
      assert.equal(await frame.locator('.panel').first().evaluate((e) => getComputedStyle(e).borderTopLeftRadius), '10px');
      // modules.js ran: it marks an embed's first paint.
      assert.equal(await inside.evaluate(() => document.documentElement.dataset.firstPaint), 'embed');
      assert.deepEqual(errors.filter((e) => /integrity|Cross-Origin|CORS/i.test(e)), []);
      // A move is played there.
      const move = frame.locator('[data-testid="move"], [data-testid="cut"]').first();
      const expected = Number(await move.getAttribute('data-value'));
      await move.click();
      await frame.locator('[data-testid="history"] li').first().waitFor();
      assert.equal(Number(await frame.locator('[data-testid="total-value"]').textContent()), expected);
    } finally {
      await context.close();
    }
  });
}
