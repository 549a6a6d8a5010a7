// Every kind of cut (a)-(h) of Theorem 2.1 on the page: it is listed with
// the result the theorem gives, focusing it draws a curve J of that kind on
// the selected surface's picture, and playing it leaves that result. The
// split kinds are also chosen through the chooser at large genus. The
// expected results are worked out here from the theorem's words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const o = (g) => `o${g}`;
// n0 is the sphere, which the app writes o0.
const n = (g) => (g === 0 ? 'o0' : `n${g}`);

// Theorem 2.1, kind by kind: the surface, the parameter a for the splits,
// and the pieces the cut leaves.
const THEOREM = {
  a: (g) => [o(g - 1)],
  b: (g, a) => [o(a), o(g - a)],
  c: (g) => [n(g - 1)],
  d: (g) => [o((g - 1) / 2)],
  e: (g) => [n(g - 2)],
  f: (g) => [o((g - 2) / 2)],
  g: (g, a) => [n(a), n(g - a)],
  h: (g, a) => [o(a / 2), n(g - a)],
};

const CASES = [
  { kind: 'a', surface: 'o3' },
  { kind: 'b', surface: 'o4', a: 1 },
  { kind: 'c', surface: 'n3' },
  { kind: 'd', surface: 'n5', mixed: 'n5 = o2 # n1' },
  { kind: 'e', surface: 'n4' },
  { kind: 'f', surface: 'n6', mixed: 'n6 = o2 # n2' },
  { kind: 'g', surface: 'n5', a: 2 },
  { kind: 'h', surface: 'n7', a: 4, mixed: 'n7 = o2 # n3' },
];

function expected({ kind, surface, a }) {
  return THEOREM[kind](Number(surface.slice(1)), a);
}

async function curveOnPicture(app, kind) {
  await app.page.locator(`.focus-picture .curve-j[data-kind="${kind}"]`).waitFor();
}

for (const c of CASES) {
  test(`cut (${c.kind}) on ${c.surface}: listed, drawn, played as the theorem says`, async () => {
    await withPage(env, {}, async (app) => {
      await app.open(`#p=${c.surface}`);
      const pieces = expected(c);
      const group = app.page.locator(`[data-testid="cut-list"] .kind-group[data-kind="${c.kind}"]`);
      assert.equal(await group.count(), 1, `a group for (${c.kind})`);
      const button = app.cut(c.kind, pieces.join('+'));
      assert.equal(await button.count(), 1, `(${c.kind}) -> ${pieces.join(' + ')} is listed`);
      await button.focus();
      await curveOnPicture(app, c.kind);
      if (c.mixed) {
        assert.equal(await app.page.locator('.focus-picture [data-testid="mixed-form"]').textContent(), c.mixed);
      }
      await button.click();
      await app.waitForSurfaces(pieces);
    });
  });
}

// At large genus a split kind has a chooser for its parameter.
for (const c of [
  { kind: 'b', surface: 'o26', a: 5 },
  { kind: 'g', surface: 'n30', a: 7 },
  { kind: 'h', surface: 'n31', a: 10 },
]) {
  test(`the chooser of (${c.kind}) on ${c.surface} picks a = ${c.a}`, async () => {
    await withPage(env, {}, async (app) => {
      await app.open(`#p=${c.surface}`);
      const pieces = expected(c);
      await app.byTestId(`split-${c.kind}`).fill(String(c.a));
      const button = app.cut(c.kind, pieces.join('+'));
      await button.waitFor();
      // Listed once, whether or not it is also one of the values reached.
      assert.equal(await button.count(), 1);
      await button.focus();
      await curveOnPicture(app, c.kind);
      await button.click();
      await app.waitForSurfaces(pieces);
    });
  });
}

test('no cut is listed twice in any kind, at large genus either', async () => {
  await withPage(env, {}, async (app) => {
    for (const surface of ['n40', 'o40', 'n41']) {
      await app.open(`#p=${surface}`);
      const rows = await app.cuts();
      const seen = new Set();
      for (const r of rows) {
        const key = `${r.kind} ${r.result}`;
        assert.ok(!seen.has(key), `${surface}: ${key} twice`);
        seen.add(key);
      }
    }
  });
});

test("the cuts of n7 are row 7 of the paper's Table 2.1", async () => {
  const line = readFileSync(new URL('../../crates/grundy/tests/data/table_2_1.txt', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => /^7\s*\|/.test(l));
  const [, cells, value] = line.split('|').map((s) => s.trim());
  const paper = cells
    .split(/\s+/)
    .map((cell) => {
      const [result, v] = cell.split('=');
      const pieces = result.replace(/[()]/g, '').split(',').map((p) => (p === 'n0' ? 'o0' : p)).sort();
      return `${pieces.join('+')}=${v}`;
    })
    .sort();
  await withPage(env, {}, async (app) => {
    await app.open('#p=n7');
    const shown = [...new Set((await app.cuts()).map((c) => `${c.result.split('+').sort().join('+')}=${c.value}`))].sort();
    assert.deepEqual(shown, paper);
    assert.equal(await app.totalValue(), Number(value));
  });
});
