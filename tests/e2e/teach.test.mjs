// The teaching panels: the nim-sum in powers of two, game length, the
// classroom view and the colour themes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';
import { paperValue } from './paper.mjs';

const env = setUp(before, after);

/** The element each panel's body draws once it is there. */
const BODY = { 'nim-sum': 'nim-total', 'length-panel': 'length-fewest' };

/** Opens a disclosure panel by its summary, as a reader would, and waits
 * for its body (drawn by the content module, loaded on first use). */
async function openPanel(app, id) {
  const panel = app.byTestId(id);
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  await panel.locator(`[data-testid="${BODY[id]}"]`).waitFor();
  return panel;
}

test('the nim-sum panel pairs off the powers of 6, 4 and 2 to 0', async () => {
  await withPage(env, {}, async (app) => {
    // The paper's values: G(n4) = 6 = 4 + 2, G(n3) = 4, G(o2) = 2.
    await app.open('#p=n4+n3+o2');
    const panel = await openPanel(app, 'nim-sum');
    const rows = await panel.locator('[data-testid="nim-row"]').evaluateAll((els) =>
      els.map((e) => ({ surface: e.dataset.surface, value: Number(e.dataset.value), binary: e.dataset.binary })),
    );
    assert.deepEqual(
      rows,
      ['n4', 'n3', 'o2'].map((s) => ({ surface: s, value: paperValue(s), binary: paperValue(s).toString(2) })),
    );
    // 6, 4, 2: each of 4 and 2 occurs twice, so everything pairs off.
    assert.equal(await panel.locator('.bit.paired').count(), 4);
    assert.equal(await panel.locator('.bit.unpaired').count(), 0);
    assert.equal(await app.byTestId('nim-total').getAttribute('data-value'), '0');
    await app.byTestId('nim-zero').waitFor();
  });
});

test('the winning cut follows from the largest unpaired power', async () => {
  await withPage(env, {}, async (app) => {
    // G(n4) = 6 = 4 + 2 and G(n3) = 4: 4 pairs off, 2 is left, so the sum is 2.
    await app.open('#p=n4+n3&mode=two');
    const panel = await openPanel(app, 'nim-sum');
    const total = paperValue('n4') ^ paperValue('n3');
    assert.equal(total, 2);
    assert.equal(await app.byTestId('nim-total').getAttribute('data-value'), String(total));
    assert.match(await panel.textContent(), /The multiset: \[4, 4, 2\]/);
    assert.equal(await panel.locator('.bit.paired').count(), 2);
    assert.equal(await panel.locator('.bit.unpaired').count(), 1);
    const move = app.byTestId('nim-move');
    assert.equal(await move.getAttribute('data-key'), '2');
    assert.equal(await move.getAttribute('data-surface'), 'n4');
    // The target is v xor total for the surface holding the key power.
    assert.equal(await move.getAttribute('data-target'), String(paperValue('n4') ^ total));
    assert.match(await app.byTestId('nim-target').textContent(), /6 ⊕ 2 = 4/);
    await app.byTestId('nim-play').click();
    await app.waitForTotal(0);
  });
});

test('game length shows Corollary 2.2 for a small position', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4+n5+o2');
    const panel = await openPanel(app, 'length-panel');
    // Corollary 2.2: n(2k) needs k moves, n(2k+1) needs k + 1, og needs g;
    // the longest line has 2g - 1 moves per surface.
    const fewest = { n4: 2, n5: 3, o2: 2 };
    const most = { n4: 7, n5: 9, o2: 3 };
    const rows = await panel.locator('[data-testid="length-row"]').evaluateAll((els) =>
      els.map((e) => [e.dataset.surface, Number(e.dataset.fewest), Number(e.dataset.most)]),
    );
    assert.deepEqual(rows, Object.keys(fewest).map((s) => [s, fewest[s], most[s]]));
    assert.equal(await app.byTestId('length-fewest').textContent(), '7');
    assert.equal(await app.byTestId('length-most').textContent(), '19');
    assert.equal(await app.byTestId('shortest-line').locator('li').count(), 7);
  });
});

test('playing the shortest line step by step reaches all spheres', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4+n3&mode=two');
    await openPanel(app, 'length-panel');
    const steps = Number(await app.byTestId('length-fewest').textContent());
    assert.equal(steps, 2 + 2);
    for (let i = 1; i <= steps; i += 1) {
      await app.byTestId('shortest-step').click();
      await app.page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="history"] li').length === n,
        i,
      );
      assert.equal(await app.byTestId('length-fewest').textContent(), String(steps - i));
    }
    const surfaces = await app.components();
    assert.ok(surfaces.length > 0 && surfaces.every((s) => s.surface === 'o0'), JSON.stringify(surfaces));
    await app.byTestId('game-over-moves').waitFor();
    assert.equal(await app.byTestId('shortest-step').isDisabled(), true);
  });
});

test('the classroom toggle sets the projector view on the document', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=n4');
    const root = app.page.locator('html');
    assert.equal(await root.getAttribute('data-classroom'), 'off');
    const before = await app.page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    await app.byTestId('classroom').click();
    await app.page.waitForFunction(() => document.documentElement.dataset.classroom === 'on');
    const after = await app.page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    assert.ok(after > before * 1.3, `${before} -> ${after}`);
    assert.match(app.page.url(), /classroom/);
  });
});

test('theme=dark in the address forces the dark colours', async () => {
  await withPage(env, { colorScheme: 'light' }, async (app) => {
    await app.open('#p=n4&theme=dark');
    assert.equal(await app.page.locator('html').getAttribute('data-theme'), 'dark');
    const bg = await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(15, 18, 32)');
  });
});

test('theme=light in the address wins over a dark system setting', async () => {
  await withPage(env, { colorScheme: 'dark' }, async (app) => {
    await app.open('#p=n4&theme=light');
    assert.equal(await app.page.locator('html').getAttribute('data-theme'), 'light');
    const bg = await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(246, 247, 251)');
  });
});
