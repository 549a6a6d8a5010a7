// The games of the games' modules (coins, graphs, loops, Moore's Nim and
// sums), loaded on demand and played on the shared page, and the games
// index.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, playToEnd, setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

test('every game of the index opens on the play page with its value', async () => {
  await withPage(env, {}, async (app) => {
    const hrefs = await indexLinks(app);
    assert.equal(hrefs.length, 29);
    for (const href of hrefs) {
      await app.page.goto(`${app.base}index.html${href}`);
      // Misère play gives the outcome rather than a value.
      await app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first().waitFor();
      await app.shown().waitFor();
      assert.equal(await app.byTestId('notice').count(), 0, href);
    }
  });
});

test('a Hackenbush graph built with the editor is played to its end', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=hackenbush');
    const editor = app.byTestId('dyn-editor');
    await editor.locator('.hb-clear').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="component"]').length === 0);
    // g-1, 1-2, then 2 back to the ground: a triangle standing on the ground.
    for (const [first, second] of [
      ['g (ground)', 'new vertex (1)'],
      ['1', 'new vertex (2)'],
      ['2', 'g (ground)'],
    ]) {
      await editor.locator('.hb-end', { hasText: first }).click();
      await editor.locator('.hb-end[aria-pressed="true"]').waitFor();
      await editor.locator('.hb-end', { hasText: second }).click();
      await editor.locator('.hb-end[aria-pressed="true"]').waitFor({ state: 'detached' });
    }
    // The ground is written first in an edge.
    assert.equal(await app.byTestId('position-input').inputValue(), 'g-1 1-2 g-2');
    // The cycle through the ground fuses to a loop: value 1.
    assert.equal(await app.totalValue(), 1);
    const moves = await playToEnd(app);
    assert.ok(moves >= 1);
    assert.match(await app.byTestId('game-over-moves').textContent(), /wins/);
  });
});

test('a mixed sum is played to its end', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=sum&p=nim(2)%20%2B%20turtles(THH)%20%2B%20hackenbush(g-1%201-2)%20%2B%20manifold(o1)');
    // 2 ⊕ (2 ⊕ 3) ⊕ 2 ⊕ G(o1) = 2 ⊕ 1 ⊕ 2 ⊕ 1 = 0.
    assert.equal(await app.totalValue(), 0);
    assert.equal(await app.page.locator('.sum-part').count(), 4);
    const moves = await playToEnd(app);
    assert.ok(moves >= 4);
    assert.match(await app.byTestId('game-over-moves').textContent(), /Player 2/);
  });
});

test('a sum draws each part once, and a part is chosen and played on the board', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=sum&p=nim(3%20%2B%205)%20%2B%20turtles(THHTH)%20%2B%20hackenbush(g-1%201-2)');
    // 6 ⊕ 4 ⊕ 2 = 0.
    assert.equal(await app.totalValue(), 0);
    // Each part is drawn once, on the board, with its value: no card and no
    // panel draws it again.
    assert.equal(await app.page.locator('.hb-board').count(), 1);
    assert.equal(await app.page.locator('.sum-part .heap-picture').count(), 2);
    assert.equal(await app.page.locator('.card').count(), 0);
    assert.equal(await app.page.locator('.focus-picture').count(), 0);
    assert.deepEqual(await app.page.locator('.sum-part .value-chip').allTextContents(), ['G = 6', 'G = 4', 'G = 2']);
    // The part's name lists its moves.
    await app.page.locator('.sum-pick', { hasText: 'Turning Turtles' }).click();
    await app.page.waitForFunction(() => document.getElementById('cuts-title')?.textContent.includes('turtles(THHTH)'));
    assert.equal(await app.page.locator('.sum-part.selected').count(), 1);
    // An edge of the graph is a move of the sum's third part: g-1 leaves 6 ⊕ 4 = 2.
    // (The edge's hit area is a vertical line, of no width: its centre is clicked.)
    await app.page.locator('.dyn-board [data-testid="move 3:g-1"]').first().click({ force: true });
    await app.waitForTotal(2);
    assert.deepEqual(await app.history(), ['1. P1 played in part 3 (Green Hackenbush): cut the edge g-1; 1-2 falls']);
    // The first move is on the first screen.
    const first = await app.byTestId('move').first().boundingBox();
    assert.ok(first.y + 20 <= 800, `first move at ${first.y}`);
  });
});

test("a row of coins in a sum is played on the board: a head chosen inside the part, then its flip", async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=sum&p=nim(3%20%2B%205)%20%2B%20turtles(THHTH)%20%2B%20hackenbush(g-1%201-2)');
    // Turtles THHTH (heads numbered 2, 3, 5 from 1: 2 ⊕ 3 ⊕ 5 = 4) is the
    // sum's second part; 6 ⊕ 4 ⊕ 2 = 0.
    assert.equal(await app.totalValue(), 0);
    await app.page.locator('.sum-pick', { hasText: 'Turning Turtles' }).click();
    const part = app.page.locator('.sum-part.selected');
    // Chosen, its heads choose themselves inside it; no flip is offered yet.
    assert.equal(await part.locator('[data-testid^="move "]').count(), 0);
    assert.equal(await part.locator('[data-testid^="within "]').count(), 3);
    // The head at coin 4 (the part's third head): it flips alone or with
    // any of the four coins left of it.
    await part.locator('[data-testid="within 1:2"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('.sum-part.selected [data-testid^="move "]').length === 5);
    // Flipping coin 4 alone leaves heads numbered 2 and 3: 2 ⊕ 3 = 1, and 6 ⊕ 1 ⊕ 2 = 5.
    await part.locator('[data-testid="move 2:4"]').click();
    await app.waitForTotal(5);
    assert.deepEqual(await app.history(), ['1. P1 played in part 2 (Turning Turtles): flip coin 4']);
    // The move made, no head is chosen inside the part any more.
    const turtles = app.page.locator('.sum-part', { hasText: 'Turning Turtles' });
    assert.equal(await turtles.locator('[data-testid^="move "]').count(), 0);
  });
});

test('a head chosen inside a part of a sum lists its flips alone, and the part chosen again lists all', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=sum&p=nim(3%20%2B%205)%20%2B%20turtles(THHTH)%20%2B%20hackenbush(g-1%201-2)');
    const list = app.page.locator('#move-list');
    const listed = () => list.locator('[data-testid="move"]').evaluateAll((els) => els.map((e) => e.dataset.result).sort());
    const count = (n) =>
      app.page.waitForFunction((n) => document.querySelectorAll('#move-list [data-testid="move"]').length === n, n);
    // Chosen, Turtles THHTH lists the flips of its three heads (at coins 1,
    // 2 and 4): 2 + 3 + 5 of them.
    await app.page.locator('.sum-pick', { hasText: 'Turning Turtles' }).click();
    await app.page.waitForFunction(() => document.getElementById('cuts-title')?.textContent.includes('turtles(THHTH)'));
    await count(10);
    assert.equal(await app.byTestId('within-note').count(), 0);
    // The head at coin 4 chosen on the board: the list shows its 5 flips
    // alone, as the board offers them, each leaving the row it names.
    const part = app.page.locator('.sum-part.selected');
    await part.locator('[data-testid="within 1:2"]').click();
    await count(5);
    assert.deepEqual(await listed(), ['HHHTT', 'THHHT', 'THHTT', 'THTTT', 'TTHTT']);
    const offered = await part
      .locator('[data-testid^="move "]')
      .evaluateAll((els) => els.map((e) => e.dataset.testid.slice('move '.length)).sort());
    assert.deepEqual(offered, ['2:0,4', '2:1,4', '2:2,4', '2:3,4', '2:4']);
    // Said in words, not by colour alone, with the way back.
    assert.match(await app.byTestId('within-note').textContent(), /Only the moves of what was chosen inside this part/);
    assert.match(await list.locator('.kind-group h3').first().textContent(), /coin 4/);
    // The way back, from the keyboard: all ten flips again, and the head's
    // flips leave the board.
    await app.byTestId('show-all-moves').focus();
    await app.page.keyboard.press('Enter');
    await count(10);
    assert.equal(await app.byTestId('within-note').count(), 0);
    await app.page.waitForFunction(() => document.querySelectorAll('.sum-part.selected [data-testid^="move "]').length === 0);
    // Choosing the part again on the board does the same.
    await part.locator('[data-testid="within 1:2"]').click();
    await count(5);
    await app.page.locator('.sum-pick', { hasText: 'Turning Turtles' }).click();
    await count(10);
    // A flip from the narrowed list is the sum's move.
    await part.locator('[data-testid="within 1:2"]').click();
    await count(5);
    await list.locator('[data-testid="move"][data-result="THHTT"]').click();
    // Coin 4 alone leaves heads numbered 2 and 3 (2 ⊕ 3 = 1): 6 ⊕ 1 ⊕ 2 = 5.
    await app.waitForTotal(5);
    assert.deepEqual(await app.history(), ['1. P1 played in part 2 (Turning Turtles): flip coin 4']);
  });
});

test('the hint finds the winning rectangle of a Rugs position', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=rugs&p=HTH/THT');
    assert.notEqual(await app.totalValue(), 0);
    await app.byTestId('hint').click();
    await app.byTestId('hint-text').waitFor();
    const winning = app.page.locator('[data-testid="move"][data-winning="true"]').first();
    await winning.waitFor();
    await app.page.locator('[data-testid="move"] .chosen-badge').first().waitFor();
    await app.page.locator('[data-testid="move"]:has(.chosen-badge)').first().click();
    await app.waitForTotal(0);
  });
});

test('a click on the board selects a head and flips coins', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=turtles&p=THHTH');
    assert.equal(await app.totalValue(), 4);
    // The head at coin 4 (the notes' 5), then the coin 0 to its left.
    await app.page.locator('.dyn-board [data-testid="pick 2"]').first().click();
    // Flipping the head and coin 0 leaves 2 ⊕ 3 ⊕ 1 = 0 (the notes number from 1).
    await app.page.locator('.dyn-board [data-testid="move 0,4"]').first().click();
    await app.waitForTotal(0);
    assert.equal((await app.history()).length, 1);
  });
});

test('a Tartan game other than Rugs is played on its grid and explained head by head', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=tartan:turtles*ruler&p=TTT/TTH');
    // Turtles' coin 2 times Ruler's coin 3: 2 ⊗ 1 = 2.
    assert.equal(await app.totalValue(), 2);
    // The one head is chosen from the start. Rows 0 and 1 (a Turtles move) times columns 1 and 2 (a Ruler run):
    // (1 ⊕ 2) ⊗ (2 ⊕ 1) = 3 ⊗ 3 = 2, so the flip leaves 0.
    await app.page.locator('.dyn-board [data-testid="move 0,1 × 1,2"]').first().click();
    await app.waitForTotal(0);
    assert.deepEqual(await app.history(), ['1. P1 flipped the coins of rows 0 and 1 and columns 1 and 2']);
    await app.open('#game=tartan:mock-turtles*turtles&p=HTH/THT');
    assert.match(await app.page.locator('.rugs-explain').textContent(), /g1\(x\) ⊗ g2\(y\)/);
    assert.ok((await playToEnd(app)) > 0);
    assert.equal(await app.totalValue(), 0);
  });
});

test('a two-dimensional coin game given by its rule is played and explained', async () => {
  await withPage(env, {}, async (app) => {
    // Turning Corners: a head at 1,2 is worth 1 ⊗ 2 = 2.
    await app.open('#game=coins2d:0.b,a.0,a.b&p=TTT/TTH');
    assert.equal(await app.totalValue(), 2);
    assert.match(await app.page.locator('h1').first().textContent(), /Turning Corners/);
    const win = app.page.locator('.rugs-explain [data-testid^="move "]');
    assert.equal(await win.getAttribute('data-testid'), 'move 0,0 0,2 1,0 1,2');
    await win.click();
    await app.waitForTotal(0);
    assert.deepEqual(await app.history(), ['1. P1 flipped the coins at 0,0, 0,2, 1,0 and 1,2']);
  });
});

test('the nim-multiplication table works an entry out and multiplies any two numbers', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=rugs&p=HTH/THT');
    const panel = app.byTestId('dyn-editor');
    await panel.getByRole('button', { name: '2 ⊗ 3 = 1', exact: true }).click();
    await panel.locator('.rugs-mul-chosen').waitFor();
    assert.match(await panel.textContent(), /2 ⊗ 3 = 1/);
    await app.byTestId('nim-mul-x').fill('16');
    await app.byTestId('nim-mul-y').fill('16');
    await app.byTestId('nim-mul-go').click();
    await app.page.waitForFunction(() => /16 ⊗ 16 = 24/.test(document.querySelector('[data-testid="dyn-editor"]').textContent));
  });
});

test('the graph game walkthrough labels one vertex a step', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=digraph&p=a%3Eb%20b%3Ec;%20tokens%20a');
    const explain = app.byTestId('dyn-explain');
    await explain.locator('[data-testid^="step "]').first().waitFor();
    const before = await explain.textContent();
    await explain.locator('[data-testid="step 1"]').first().click();
    await app.page.waitForFunction((t) => document.querySelector('[data-testid="dyn-explain"]').textContent !== t, before);
    assert.match(await explain.textContent(), /mex/);
  });
});

test("a game whose chunk cannot load says so, and Try again loads it", async () => {
  await withPage(env, {}, async (app) => {
    // Rims's code is the counters' chunk of the page's binary.
    const counters = /\/split_counters-[0-9a-f]{16}\.wasm(\?|$)/;
    await app.page.route(counters, (route) => route.abort());
    await app.page.goto(`${app.base}index.html#game=rims`);
    await app.byTestId('engines-failed').waitFor();
    await app.page.unroute(counters);
    await app.page.getByRole('button', { name: 'Try again' }).click();
    await app.byTestId('total-value').waitFor();
    // The first preset: seven free dots, a Nim heap of 7.
    assert.equal(await app.totalValue(), 7);
  });
});

test('a position the game cannot read is named and the first preset shown', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=turtles&p=THX');
    assert.match(await app.byTestId('notice').textContent(), /THX/);
    assert.equal(await app.byTestId('position-input').inputValue(), 'THHTH');
  });
});

test('the address keeps a graph with its spaces across a reload', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=hackenbush&p=g-1%201-2%20g-3');
    await app.byTestId('move').first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    const text = await app.byTestId('position-input').inputValue();
    await app.page.reload();
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.byTestId('position-input').inputValue(), text);
  });
});

test("Moore's Nim_k tells the column sums modulo k + 1", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=moore:2&p=3%2B5%2B6');
    assert.match(await app.byTestId('dyn-explain').textContent(), /mod 3/);
  });
});

test("Moore's Nim_k: a counter clicked takes from its heap; the composer plays a move on two heaps", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=moore:2&p=3%2B5%2B6');
    // The fifth counter of heap 3 leaves it 4 counters.
    await app.byTestId('dyn-board').locator('[data-testid="move 3: 6 → 4"]').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1 took 2 counters from heap 3, leaving 4']);
    // Three heaps at once is one too many for k = 2, and says so.
    const form = app.byTestId('moore-compose');
    for (const name of ['heap1', 'heap2', 'heap3']) await form.locator(`input[name="${name}"]`).fill('0');
    await app.byTestId('moore-check').click();
    assert.match(await app.byTestId('moore-compose-error').textContent(), /at most 2 heaps/);
    assert.equal(await app.byTestId('moore-take').count(), 0);
    // Heaps 3, 5 and 4: down to 3, 3 and 0 on two heaps at once, typed.
    await form.locator('input[name="heap1"]').fill('3');
    await form.locator('input[name="heap2"]').fill('3');
    await form.locator('input[name="heap3"]').fill('0');
    await form.locator('input[name="heap3"]').press('Enter');
    await app.byTestId('moore-composed').waitFor();
    assert.match(await app.byTestId('moore-composed').textContent(), /leaves 3 \+ 3 \+ 0/);
    await app.byTestId('moore-take').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 2);
    assert.deepEqual(await app.history(), [
      '1. P1 took 2 counters from heap 3, leaving 4',
      '2. P2 took 2 counters from heap 2 and 4 from heap 3, leaving 3 and 0',
    ]);
    // The form starts again from the new sizes.
    assert.deepEqual(await form.locator('input').evaluateAll((els) => els.map((e) => e.value)), ['3', '3', '0']);
  });
});

test("Moore's Nim with exactly 2 heaps: no counter is a move, the composer wants two heaps, and search explains", async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=moore:=2&p=3%2B5%2B6');
    assert.match(await app.page.title(), /^Moore's Nim₂, exactly 2 heaps/);
    assert.equal(await app.byTestId('dyn-board').locator('[data-testid^="move "]').count(), 0);
    // Every listed move names two heaps.
    const moves = await app.byTestId('move').allTextContents();
    assert.equal(moves.length, 63);
    assert.ok(moves.every((m) => /from heap \d and \d+ from heap \d/.test(m)), moves[0]);
    assert.match(await app.byTestId('moore-exact-verdict').textContent(), /G = 7: the player to move wins/);
    const form = app.byTestId('moore-compose');
    await form.locator('input[name="heap1"]').fill('2');
    await app.byTestId('moore-check').click();
    assert.match(await app.byTestId('moore-compose-error').textContent(), /exactly 2 heaps; these sizes take from 1/);
    await form.locator('input[name="heap2"]').fill('4');
    await app.byTestId('moore-check').click();
    await app.byTestId('moore-take').click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.deepEqual(await app.history(), ['1. P1 took 1 counter from heap 1 and 1 from heap 2, leaving 2 and 4']);
  });
});

test('on a phone every drawn game fits the screen', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    for (const hash of ['#game=rugs&p=HTH/THT', '#game=hackenbush', '#game=digraph', '#game=rims', '#game=sum', '#game=turtles']) {
      await app.open(hash);
      await app.byTestId('dyn-board').waitFor();
      const width = await app.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${hash} is ${width} px wide`);
    }
  });
});

test("on a phone a move's words wrap beside its value, never under it", async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    // Moves without a kind badge and with long descriptions, and surfaces' cuts with one.
    for (const hash of ['#game=moore:2&p=3%2B5%2B6%2B9', '#p=n7']) {
      await app.open(hash);
      await app.page.locator('button.cut').first().waitFor();
      const overlaps = await app.page.evaluate(() =>
        [...document.querySelectorAll('button.cut')].filter((b) => {
          // Where the words' lines end, and where the value's begin.
          const range = document.createRange();
          range.selectNodeContents(b.querySelector('.cut-main'));
          const words = Math.max(...[...range.getClientRects()].map((r) => r.right));
          range.selectNodeContents(b.querySelector('.cut-side'));
          const side = Math.min(...[...range.getClientRects()].map((r) => r.left));
          return words > side + 0.5;
        }).length,
      );
      assert.equal(overlaps, 0, hash);
    }
  });
});
