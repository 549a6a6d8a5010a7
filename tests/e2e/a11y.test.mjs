// An automated accessibility audit (axe, WCAG 2 A and AA) of every main
// view, and the live region that announces moves and values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

for (const [name, hash, colorScheme] of [
  ['play', '#p=o3+n5', 'light'],
  ['play, system dark', '#p=o3+n5', 'dark'],
  ['G-series', '#p=o3+n5&view=series', 'light'],
  ['Nim primer', '#p=o3+n5&view=nim', 'light'],
  ['surface builder', '#p=o3+n5&view=builder', 'light'],
  ['embed', '#p=n40&embed=1', 'light'],
  ['classroom', '#p=o3+n5&classroom=1', 'light'],
  ['dark theme', '#p=o3+n5&theme=dark', 'light'],
  ['dark theme, G-series', '#p=o3+n5&view=series&theme=dark', 'light'],
]) {
  test(`no axe violations: ${name} (${hash})`, async () => {
    await withPage(env, { colorScheme }, async (app) => {
      // Not every page shows the game's value, so wait for the page itself.
      await app.page.goto(`${app.base}index.html${hash}`);
      await app.page.locator('#app-root main').waitFor();
      const { violations } = await new AxeBuilder({ page: app.page })
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      assert.deepEqual(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
    });
  });
}

test("the live region announces the computer's move and the new value", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n5+o2&mode=computer&turn=1');
    const live = app.byTestId('announce');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    await app.page.locator('[data-testid="component"][data-surface="o2"] [data-testid="select-surface"]').click();
    await app.cut('a', 'o1').click();
    await app.page.waitForFunction(() =>
      /^The computer cut .*\. The value is now 0\.$/.test(document.querySelector('[data-testid="announce"]').textContent),
    );
  });
});
