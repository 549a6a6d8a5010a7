// Every text of every view keeps 4.5:1 contrast in the light theme, in the
// dark theme and on paper: each game of the index played, its G-series
// where it has one, and the pages beside them. The theme is chosen as a
// reader chooses it (the toolbar's Theme), and printing is tried with the
// dark theme chosen, which paper must not show.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, setUp, withPage } from './harness.mjs';
import { LEAST, scan } from './contrast.mjs';

const env = setUp(before, after);

/** What a view shows once it has drawn what it draws. */
const PLAYED = '[data-testid="total-value"], [data-testid="outcome"]';
const SERIES = '[data-testid="heap-period"], [data-testid="rect-verdict"], [data-testid="box-verdict"], [data-testid="wythoff-values"]';

/** The page settled: every chunk's drawing here, no colour mid-fade. */
async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The text below 4.5:1 in the view as it is, in each theme and on paper. */
async function failures(page) {
  const found = [];
  const note = (mode, list) => found.push(...list.map((f) => `${mode}: ${f.where} "${f.text}" ${f.ratio}:1 (${f.fg} on ${f.bg})`));
  await page.locator('[data-testid="theme"]').selectOption('light');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await settle(page);
  note('light', await page.evaluate(scan, { least: LEAST, paper: false }));
  await page.locator('[data-testid="theme"]').selectOption('dark');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await settle(page);
  note('dark', await page.evaluate(scan, { least: LEAST, paper: false }));
  // Printed with the dark theme chosen: the light palette, on white paper.
  await page.emulateMedia({ media: 'print' });
  await settle(page);
  note('print', await page.evaluate(scan, { least: LEAST, paper: true }));
  await page.emulateMedia({ media: 'screen' });
  return found;
}

async function check(app, hash, ready) {
  await app.page.goto('about:blank');
  await app.page.goto(`${app.base}index.html${hash}`);
  await app.page.locator(ready).first().waitFor();
  if (await app.byTestId('dyn-board').count()) await app.byTestId('dyn-board').locator('svg, .sum-part').first().waitFor();
  // A move under the pointer is drawn on the picture (the curve J and its
  // labels, a flip's marks, what falls): its colours are read too.
  const move = app.page.locator('[data-testid="cut"], [data-testid="move"]').first();
  if (await move.count()) await move.hover();
  return failures(app.page);
}

// The dark theme once hid every value of a heap game's G-series: pale
// text on pale period shading. Chosen in the address or by the system.
for (const [hash, colorScheme] of [
  ['#game=subtraction:1,3,4&view=series&theme=dark', 'light'],
  ['#game=octal:0.77&view=series', 'dark'],
]) {
  test(`every value of ${hash} reads at 4.5:1 with the system ${colorScheme}`, async () => {
    await withPage(env, { viewport: { width: 1280, height: 800 }, colorScheme }, async (app) => {
      await app.open(hash, 'heap-period');
      const cells = app.page.locator('.heap-values li');
      assert.equal(await cells.count(), 120);
      const shaded = await app.page.locator('.heap-values li.block-a, .heap-values li.block-b').count();
      assert.ok(shaded >= 49, `${shaded} shaded cells`);
      assert.equal(await app.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches || document.documentElement.dataset.theme === 'dark'), true);
      const low = (await app.page.evaluate(scan, { least: LEAST, paper: false })).filter((f) => /heap-values/.test(f.where));
      assert.deepEqual(low, []);
      // Every cell's two numbers were seen by the scan: it reports them all
      // when asked for more contrast than any text has.
      const seen = (await app.page.evaluate(scan, { least: Infinity, paper: false })).filter((f) => /heap-values/.test(f.where));
      assert.ok(seen.some((f) => /block-a > span\.cell-v/.test(f.where)) && seen.some((f) => /block-b > span\.cell-v/.test(f.where)), JSON.stringify(seen));
    });
  });
}

// Paper is white: with the Dark theme chosen, the printed title, value and
// cuts are the light theme's.
test('printing with the Dark theme chosen prints the light palette', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' }, async (app) => {
    await app.open('#p=o2+n3+n1&theme=dark');
    await app.page.emulateMedia({ media: 'print' });
    await settle(app.page);
    const ink = (sel) => app.page.locator(sel).first().evaluate((e) => getComputedStyle(e).color);
    // The light palette's --text and --accent (static/style.css).
    assert.equal(await ink('h1'), 'rgb(22, 26, 43)');
    assert.equal(await ink('[data-testid="total-value"]'), 'rgb(67, 56, 202)');
    assert.equal(await ink('[data-testid="cut"] .cut-result'), 'rgb(22, 26, 43)');
    assert.deepEqual(await app.page.evaluate(scan, { least: LEAST, paper: true }), []);
  });
});

test('every game of the index, played and in its G-series, keeps 4.5:1 in both themes and in print', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' }, async (app) => {
    const found = [];
    const hrefs = await indexLinks(app);
    assert.ok(hrefs.length >= 29, `${hrefs.length} games`);
    for (const href of hrefs) {
      found.push(...(await check(app, href, PLAYED)).map((f) => `${href} ${f}`));
      // The surfaces' G-series is checked on its own below.
      const series = app.page.locator('.tabs .tab', { hasText: 'G-series' });
      if (/game=manifold/.test(href) || !(await series.count())) continue;
      await series.click();
      await app.page.locator(SERIES).first().waitFor();
      found.push(...(await failures(app.page)).map((f) => `${href} G-series ${f}`));
    }
    assert.equal(found.join('\n'), '');
  });
});

for (const [name, hash, ready] of [
  ['the games index', '#view=games', '[data-testid="games-list"]'],
  ["the surfaces' G-series", '#p=o3+n5&view=series', '[data-testid="series-cell"]'],
  ['the rule lab', '#view=lab&rules=cgh', '[data-testid="lab-result"]'],
  ['the surface builder', '#p=o3+n5&view=builder&build=hc', '[data-testid="builder-raw"]'],
  ['the Nim primer', '#p=o3+n5&view=nim', '[data-testid="octal-row"]'],
  ['the classroom view', '#p=o2+n3+n1&classroom=1', '[data-testid="total-value"]'],
]) {
  test(`${name} keeps 4.5:1 in both themes and in print`, async () => {
    await withPage(env, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' }, async (app) => {
      assert.equal((await check(app, hash, ready)).join('\n'), '');
    });
  });
}
