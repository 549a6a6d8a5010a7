// The Content-Security-Policy and the page's hygiene: nothing is fetched
// from another origin, nothing violates the policy, and hostile text in the
// address is shown as text or rejected, never run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

// Collects policy violations from the first moment of every document.
const WATCH_CSP = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`),
  );
};

test('the policy forbids eval and inline scripts', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o3+n5');
    const policy = await app.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(policy, /'unsafe-eval'/);
    // Inline code, style sheets and style attributes are all forbidden.
    const directives = Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d]));
    assert.doesNotMatch(directives['script-src'], /'unsafe-inline'/);
    assert.equal(directives['style-src'], "style-src 'self'");
    assert.equal(directives['style-src-attr'], undefined);
    assert.match(policy, /object-src 'none'/);
    assert.equal(await app.page.locator('script:not([src])').count(), 0);
  });
});

test('a session over every page requests only its own origin and breaks no policy', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.addInitScript(WATCH_CSP);
    const requests = [];
    context.on('request', (r) => requests.push(r.url()));
    await app.open('#p=o3+n5');
    await app.page.locator('[data-testid="component"][data-surface="o3"] [data-testid="select-surface"]').click();
    await app.cut('a', 'o2').click();
    await app.waitForSurfaces(['o2', 'n5']);
    for (const tab of ['series', 'builder', 'nim', 'play']) {
      await app.byTestId(`tab-${tab}`).click();
      await app.page.waitForFunction((t) => document.querySelector(`[data-testid="tab-${t}"]`)?.getAttribute('aria-current') === 'page', tab);
    }
    await app.open('#p=n4&embed=1');
    const origin = new URL(env.server.url).origin;
    const foreign = requests.filter((u) => !u.startsWith(origin + '/') && !u.startsWith('data:'));
    assert.deepEqual(foreign, []);
    assert.ok(requests.some((u) => u.endsWith('.wasm')), 'the wasm module was requested');
    assert.deepEqual(await app.page.evaluate(() => window.__cspViolations), []);
  });
});

const PAYLOADS = [
  ['markup', '#p=<img src=x onerror="window.__pwned=1">', '<img src=x onerror="window.__pwned=1">'],
  ['a script element', '#p=<script>window.__pwned=1</script>', '<script>window.__pwned=1</script>'],
  ['an encoded script', '#p=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E', '<script>window.__pwned=1</script>'],
  ['a javascript: value', '#p=javascript:window.__pwned=1&view=javascript:alert(1)', 'javascript:window.__pwned=1'],
  ['100 KB of text', '#p=' + 'o1+'.repeat(34_000) + 'x', null],
  ['deeply nested # and +', '#p=' + '#+'.repeat(20_000) + '&' + '#'.repeat(10_000), null],
  ['percent-encoded junk', '#p=%E0%A4%A&mode=%00%FF&turn=%&theme=%C0%AF&view=%%%', null],
];

for (const [name, hash, shown] of PAYLOADS) {
  test(`hostile address (${name}) is shown as text or rejected, never run`, async () => {
    await withPage(env, {}, async (app, context) => {
      await context.addInitScript(WATCH_CSP);
      const dialogs = [];
      app.page.on('dialog', (d) => {
        dialogs.push(d.message());
        d.dismiss();
      });
      await app.open(hash);
      // The app still works: the default position is on the table.
      assert.equal(await app.byTestId('component').count() > 0, true);
      const notice = app.byTestId('notice');
      await notice.waitFor();
      if (shown) assert.ok((await notice.textContent()).includes(shown), 'the notice shows the text');
      assert.equal(await app.page.evaluate(() => window.__pwned), undefined);
      assert.deepEqual(dialogs, []);
      assert.equal(await app.page.locator('#app-root img, #app-root script').count(), 0);
      assert.deepEqual(await app.page.evaluate(() => window.__cspViolations), []);
    });
  });
}
