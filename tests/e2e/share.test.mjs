// Share: the link and the embed code, copied or selected, and the embed
// working in another page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

async function openShare(app, hash) {
  await app.page.goto(`${app.base}index.html${hash}`);
  await app.byTestId('total-value').waitFor();
  // On a phone the site's controls are in the menu.
  const menu = app.page.locator('.menu-toggle');
  if (await menu.isVisible()) await menu.click();
  await app.byTestId('share-open').click();
  await app.byTestId('share-link-text').waitFor();
}

// Chromium lets a page use the clipboard only while its document has the
// focus, which another window can take while tests run (issue 18): the page
// is brought to the front before each copy, and a read the browser refuses
// for want of focus is tried again rather than failing the test.
async function focusPage(app) {
  await app.page.bringToFront();
  await app.page.waitForFunction(() => document.hasFocus());
}

/** Waits until the clipboard holds `is` or a text starting with `startsWith`; resolves to it. */
async function waitForClipboard(app, { is = null, startsWith = null }) {
  const found = await app.page.waitForFunction(
    async ([whole, start]) => {
      let text;
      try {
        text = await navigator.clipboard.readText();
      } catch (e) {
        if (e.name === 'NotAllowedError') return false;
        throw e;
      }
      const fits = whole !== null ? text === whole : text.startsWith(start);
      return fits && text;
    },
    [is, startsWith],
  );
  return found.jsonValue();
}

test('with clipboard permission, the link and the embed code land on the clipboard', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openShare(app, '#p=o3+n4&mode=computer');
    await focusPage(app);
    await app.byTestId('share-copy-link').click();
    await waitForClipboard(app, { is: await app.page.evaluate(() => location.href) });
    assert.match(await app.byTestId('share-note').textContent(), /link is copied/);
    await focusPage(app);
    await app.byTestId('share-copy-embed').click();
    const code = await waitForClipboard(app, { startsWith: '<iframe' });
    assert.match(code, /p=o3\+n4&amp;mode=computer(&amp;[a-z]+=[0-9a-z]+)*&amp;embed=1"/);
  });
});

test('without it, the text is selected with the reason', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('Write permission denied.'));
    });
    await openShare(app, '#p=o3');
    await app.byTestId('share-copy-embed').click();
    await app.byTestId('share-note').waitFor();
    assert.match(await app.byTestId('share-note').textContent(), /would not copy the embed code \(Write permission denied/);
    await app.page.waitForFunction(() => {
      const a = document.getElementById('share-embed-text');
      return document.activeElement === a && a.selectionEnd - a.selectionStart === a.value.length;
    });
  });
});

test('the embed code follows the chosen size and theme, and its preview shows them', async () => {
  await withPage(env, {}, async (app) => {
    await openShare(app, '#p=o3+n4');
    await app.byTestId('share-width').fill('480');
    await app.byTestId('share-width').press('Enter');
    await app.byTestId('share-theme').selectOption('dark');
    await app.page.waitForFunction(() => document.getElementById('share-embed-text').value.includes('width="480"'));
    const code = await app.byTestId('share-embed-text').inputValue();
    assert.match(code, /theme=dark&amp;embed=1/);
    const preview = app.byTestId('share-preview');
    assert.equal(await preview.getAttribute('width'), '480');
    assert.match(await preview.getAttribute('src'), /theme=dark&embed=1$/);
  });
});

test('the embed code, pasted into a page, shows the same position and grows to fit', async () => {
  await withPage(env, {}, async (app, context) => {
    await openShare(app, '#p=o3+n4&mode=computer');
    const code = await app.byTestId('share-embed-text').inputValue();
    const host = await context.newPage();
    await host.setContent(`<body><h1>A post</h1>${code}</body>`);
    const frame = host.frameLocator('iframe');
    await frame.locator('[data-testid="component"]').first().waitFor();
    const notations = await frame.locator('[data-testid="component"] .notation').allTextContents();
    assert.deepEqual(notations.map((t) => t.trim()), ['o3', 'n4']);
    await host.waitForFunction(() => document.querySelector('iframe').height !== '400');
  });
});

test('on a phone the Share panel fits the screen, its preview scrolling inside', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 } }, async (app) => {
    await openShare(app, '#p=o3+n4');
    await app.byTestId('share-preview').waitFor();
    assert.equal(await app.page.evaluate(() => document.documentElement.scrollWidth), 390);
  });
});

test('on a phone the link and the size fields are finger targets, at least 24 px tall', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (app) => {
    await openShare(app, '#p=o3+n4');
    for (const id of ['share-link-text', 'share-width', 'share-height']) {
      const box = await app.byTestId(id).boundingBox();
      assert.ok(box && box.height >= 24, `${id}: ${JSON.stringify(box)}`);
    }
  });
});
