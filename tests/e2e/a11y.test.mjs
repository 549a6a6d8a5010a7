// An automated accessibility audit (axe) of the main and the embed views,
// in light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

for (const [hash, colorScheme] of [
  ['#p=o3+n5', 'light'],
  ['#p=o3+n5', 'dark'],
  ['#p=n40&embed=1', 'light'],
]) {
  test(`no axe violations at ${hash} (${colorScheme})`, async () => {
    await withPage(env, { colorScheme }, async (app) => {
      await app.open(hash);
      const { violations } = await new AxeBuilder({ page: app.page }).analyze();
      assert.deepEqual(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
    });
  });
}
