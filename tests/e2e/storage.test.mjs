// Saved preferences and position: restored when the address has no
// position, ignored with a notice when unreadable, and no trouble at all
// when storage throws. Also the panic overlay, which relies on the address
// to restore the position after a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);
const KEY = 'manifold-explorer';
const RESET = 'Saved settings could not be read and were reset.';

async function playOneCut(app) {
  await app.cut('e', 'n3').click();
  await app.waitForSurfaces(['n3']);
}

test('the last position and theme come back when the address has none', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5&theme=dark');
    await playOneCut(app);
    await app.page.goto(`${app.base}index.html`);
    await app.waitForSurfaces(['n3']);
    assert.equal(await app.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const saved = JSON.parse(await app.page.evaluate((k) => localStorage.getItem(k), KEY));
    assert.equal(saved.version, 2);
    assert.equal(saved.game, 'manifold');
    assert.equal(saved.position, 'n3');
  });
});

test('a value saved by the first version is read, and saved again in this one', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.addInitScript((k) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(k, '{"version":1,"theme":"dark","classroom":false,"mode":"two","position":"n5","turn":1}');
      }
    }, KEY);
    await app.page.goto(`${app.base}index.html`);
    await app.waitForSurfaces(['n5']);
    assert.equal(await app.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await app.byTestId('notice').count(), 0);
    await playOneCut(app);
    const saved = JSON.parse(await app.page.evaluate((k) => localStorage.getItem(k), KEY));
    assert.deepEqual(saved, {
      version: 2,
      theme: 'dark',
      classroom: false,
      mode: 'two',
      game: 'manifold',
      position: 'n3',
      turn: 2,
    });
  });
});

test('the address wins over the saved position', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5');
    await playOneCut(app);
    // A fresh load, not a hash change within the page.
    await app.page.goto('about:blank');
    await app.open('#p=o2');
    await app.waitForSurfaces(['o2']);
  });
});

for (const [name, value] of [
  ['bad JSON', '{"version":1,'],
  ['another version', '{"version":3,"theme":"dark","classroom":false,"mode":"two","game":"manifold","position":"n3","turn":1}'],
  ['a foreign shape', '["o3","n5"]'],
]) {
  test(`saved data with ${name} is ignored with a notice, and the page works`, async () => {
    await withPage(env, {}, async (app, context) => {
      await context.addInitScript(
        ([k, v]) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem(k, v);
          }
        },
        [KEY, value],
      );
      await app.open('#p=n5');
      assert.equal((await app.byTestId('notice').textContent()).includes(RESET), true);
      await playOneCut(app);
      // Reset: what is stored now is this version's, and reads back.
      const saved = JSON.parse(await app.page.evaluate((k) => localStorage.getItem(k), KEY));
      assert.equal(saved.version, 2);
      await app.page.reload();
      await app.byTestId('total-value').waitFor();
      assert.equal(await app.byTestId('notice').count(), 0);
    });
  });
}

test('storage that throws is tolerated without a notice', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await app.open('#p=n5');
    assert.equal(await app.byTestId('notice').count(), 0);
    await playOneCut(app);
    assert.equal(await app.totalValue(), 4);
  });
});

test('a panic shows the overlay, and Reload restores the position from the address', async () => {
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${env.server.url}index.html#p=n5`);
    await page.locator('[data-testid="cut"][data-kind="e"][data-result="n3"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="component"]')?.dataset.surface === 'n3');
    // The overlay's test hook, an export only a console or a driver reaches.
    await page.evaluate(() => {
      try {
        window.wasmBindings.__panic_for_test();
      } catch {
        // The module traps after the hook has run.
      }
    });
    const overlay = page.locator('[data-testid="panic-overlay"]');
    await overlay.waitFor();
    assert.match(await overlay.textContent(), /Something went wrong/);
    assert.match(await page.locator('[data-testid="panic-message"]').textContent(), /deliberate panic/);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'panic-reload');
    await Promise.all([page.waitForEvent('load'), page.locator('[data-testid="panic-reload"]').click()]);
    await page.locator('[data-testid="total-value"]').waitFor();
    assert.equal(await page.locator('[data-testid="panic-overlay"]').count(), 0);
    assert.equal(await page.locator('[data-testid="component"]').first().getAttribute('data-surface'), 'n3');
  } finally {
    await context.close();
  }
});
