// An automated accessibility audit (axe, WCAG 2 A and AA) of every main
// view, and the live region that announces moves and values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

// Each view, with what the audit must wait for: content drawn by the
// content module arrives a moment after the page.
const OPEN_PANELS = async (page) => {
  for (const [panel, body] of [['nim-sum', 'nim-total'], ['length-panel', 'length-fewest']]) {
    await page.locator(`[data-testid="${panel}"] summary`).click();
    await page.locator(`[data-testid="${body}"]`).waitFor();
  }
};
for (const [name, hash, colorScheme, ready, act] of [
  ['play', '#p=o3+n5', 'light', 'mex-set'],
  ['play, system dark', '#p=o3+n5', 'dark', 'mex-set'],
  ['play, panels open', '#p=n4+n3+o2', 'light', 'mex-set', OPEN_PANELS],
  ['play, panels open, dark theme', '#p=n4+n3+o2&theme=dark', 'light', 'mex-set', OPEN_PANELS],
  ['G-series', '#p=o3+n5&view=series', 'light', 'series-cell'],
  ['Nim primer', '#p=o3+n5&view=nim', 'light', 'octal-row'],
  ['surface builder', '#p=o3+n5&view=builder&build=hc', 'light', 'builder-raw'],
  ['embed', '#p=n40&embed=1', 'light', 'total-value'],
  ['classroom', '#p=o3+n5&classroom=1', 'light', 'mex-set'],
  ['dark theme', '#p=o3+n5&theme=dark', 'light', 'mex-set'],
  ['dark theme, G-series', '#p=o3+n5&view=series&theme=dark', 'light', 'series-cell'],
  ["Moore's Nim with its move composer", '#game=moore:2&p=3%2B5%2B6', 'light', 'moore-compose'],
  ["Moore's Nim past the search, played by the rule", '#game=moore:3&p=300%2B500%2B600%2B7', 'light', 'rule-play'],
  ['Green Hackenbush with its editor', '#game=hackenbush', 'light', 'dyn-editor'],
  ['Rugs with the nim-multiplication table', '#game=rugs&p=HTH/THT', 'light', 'nim-mul-form'],
  ['graph game, dark theme', '#game=digraph&theme=dark', 'light', 'dyn-board'],
  ['a sum of different games', '#game=sum', 'light', 'dyn-board'],
]) {
  test(`no axe violations: ${name} (${hash})`, async () => {
    await withPage(env, { colorScheme }, async (app) => {
      await app.page.goto(`${app.base}index.html${hash}`);
      await app.byTestId(ready).first().waitFor();
      if (act) await act(app.page);
      // Audit the settled page: a theme set from the address fades colours
      // in, and contrast read mid-fade is neither theme's.
      await app.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
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
