// The page around a game is made for that game, and the game stays in view:
// a move with the pointer leaves the page where it was, a link from the
// games index opens a game at its top, the first screen of a laptop, a
// projector and a phone shows the value, the picture and (where there is
// room) the first moves, and the tab title, tabs and footer name the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const box = (locator) => locator.first().boundingBox();

test('a move made on the board leaves the page and the focus where they were', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=hackenbush&p=g-1%201-2%202-3%203-1');
    const edge = app.page.locator('[data-testid="move 1-2"]').first();
    await edge.waitFor();
    const before = await app.page.evaluate(() => scrollY);
    await edge.click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    assert.equal(await app.page.evaluate(() => scrollY), before);
    const focused = await app.page.evaluate(() => document.activeElement?.id ?? '');
    assert.notEqual(focused, 'cuts-title');
  });
});

for (const hash of ['#game=turtles&p=THHTHHT', '#game=rugs&p=HTHH/THTH/HHTT']) {
  test(`a move made on the board of ${hash} leaves the board where it was`, async () => {
    await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
      await app.open(hash);
      const board = app.byTestId('dyn-board');
      const target = board.locator('[data-testid^="move "]').first();
      await target.waitFor();
      const before = (await board.boundingBox()).y;
      await target.click();
      await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
      assert.equal((await board.boundingBox()).y, before);
    });
  });
}

test('a move made from the keyboard sends focus to the list, without scrolling the page', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=nim&p=3%2B5%2B7');
    const first = app.byTestId('move').first();
    await first.focus();
    const before = await app.page.evaluate(() => scrollY);
    await app.page.keyboard.press('Enter');
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    await app.page.waitForFunction(() => document.activeElement?.id === 'cuts-title');
    assert.equal(await app.page.evaluate(() => scrollY), before);
  });
});

test('a hint brings its move into view, badged as the hint', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=o3+n4');
    await app.byTestId('hint').click();
    const hinted = app.page.locator('#move-list .move-button.highlighted');
    await hinted.waitFor();
    assert.match(await hinted.locator('.chosen-badge').textContent(), /hint/);
    await app.page.waitForFunction(() => {
      const b = document.querySelector('#move-list .move-button.highlighted').getBoundingClientRect();
      return b.top >= -1 && b.bottom <= innerHeight + 1;
    });
  });
});

test('a link from the games index opens the game at its top', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.page.goto(`${app.base}index.html#view=games`);
    const link = app.page.locator('[data-testid="game-link"][href*="game=grundy"]').first();
    await link.scrollIntoViewIfNeeded();
    assert.ok((await app.page.evaluate(() => scrollY)) > 0, 'the index was scrolled to reach the link');
    await link.click();
    await app.byTestId('total-value').waitFor();
    await app.page.waitForFunction(() => scrollY === 0);
  });
});

test('the frame names the game on the table: title, heading, tabs and footer', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#game=octal:0.77&p=4%2B6');
    await app.page.waitForFunction(() => document.title.startsWith('Kayles'));
    assert.match(await app.page.locator('h1').first().textContent(), /^Kayles/);
    const tabs = await app.page.locator('.tabs .tab').allTextContents();
    assert.deepEqual(tabs, ['Surface game', 'Play', 'G-series', 'Games']);
    assert.doesNotMatch(await app.page.locator('footer').textContent(), /cross-caps/);

    await app.open('#game=turtles&p=THHTH');
    await app.page.waitForFunction(() => document.title.startsWith('Turning Turtles'));
    assert.deepEqual(await app.page.locator('.tabs .tab').allTextContents(), ['Surface game', 'Play', 'Games']);

    await app.open('#p=o3+n5');
    await app.page.waitForFunction(() => document.title.startsWith('The manifold decomposition game'));
    assert.equal(await app.page.locator('.tabs .tab').count(), 6);
  });
});

test('at 1280 x 800 the value, the picture and the first cut are on the first screen', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=o3+n5');
    for (const locator of [app.byTestId('total-value'), app.page.locator('.focus-picture svg'), app.byTestId('cut')]) {
      const b = await box(locator);
      assert.ok(b && b.y >= 0 && b.y + b.height <= 800, JSON.stringify(b));
    }
  });
});

// A game drawn on one board shows it once: its cards only name the parts
// (a sum names them on its board and has none), and its moves stand alone
// in their panel beside the board, which shows each one under the pointer:
// a tall board (a graph, a grid) leaves the first move on the first screen.
for (const [width, height, extra] of [[1280, 800, ''], [1366, 768, '&classroom=1']]) {
  test(`at ${width} x ${height}${extra} a game drawn on its board shows it once, and its first move on the first screen`, async () => {
    await withPage(env, { viewport: { width, height } }, async (app) => {
      const tall = ['#game=hackenbush&p=g-1%201-2%202-3%203-1', '#game=digraph', '#game=rugs&p=HTH/THT', '#game=tartan:turtles*ruler&p=TTT/TTH'];
      for (const hash of ['#game=sum', '#game=moore:2&p=3%2B5%2B6', '#game=turtles&p=THHTH', '#game=rims', ...tall]) {
        await app.open(hash + extra);
        await app.byTestId('dyn-board').locator('svg, .sum-part').first().waitFor();
        assert.equal(await app.page.locator('.card svg, .focus-picture').count(), 0, hash);
        // A card's name never only repeats its notation.
        const repeated = await app.page.locator('.card').evaluateAll((cards) =>
          cards.filter((c) => c.querySelector('.name')?.textContent === c.querySelector('.notation')?.textContent).length,
        );
        assert.equal(repeated, 0, hash);
        const first = await box(app.byTestId('move'));
        assert.ok(first.y + 24 <= height, `${hash}: first move at ${first.y}`);
        // A board of one part (Moore's heaps, one graph on the ground) has
        // no card, which would only repeat the value above it.
        if (/moore|hackenbush/.test(hash)) assert.equal(await app.page.locator('.card').count(), 0, hash);
      }
    });
  });
}

test('in classroom view at 1366 x 768 the first move is on screen, in type of at least 24 px, and nothing is clipped', async () => {
  await withPage(env, { viewport: { width: 1366, height: 768 } }, async (app) => {
    for (const hash of ['#game=nim&p=3%2B5%2B7&classroom=1', '#game=octal:0.77&p=4%2B6&classroom=1']) {
      await app.open(hash);
      const first = app.byTestId('move').first();
      const b = await box(first);
      assert.ok(b && b.y < 768, `${hash}: first move at ${JSON.stringify(b)}`);
      const size = await first.evaluate((e) => parseFloat(getComputedStyle(e.querySelector('.cut-result')).fontSize));
      assert.ok(size >= 24, `${hash}: move text ${size}px`);
      // Every card of the row is whole: its right edge inside the row.
      const clipped = await app.page.evaluate(() => {
        const row = document.querySelector('.cards');
        return row.scrollWidth > row.clientWidth + 1;
      });
      assert.equal(clipped, false, `${hash}: the cards run off their row`);
    }
  });
});

test('on a phone the game comes first, the site controls fold into a menu, and targets are finger-sized', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    for (const hash of ['#p=o3+n5', '#game=nim&p=3%2B5%2B7', '#game=octal:0.77&p=10', '#game=hackenbush', '#game=turtles&p=THHTH']) {
      await app.open(hash);
      const value = await box(app.byTestId('total-value'));
      const picture = await box(app.byTestId('component'));
      assert.ok(value.y + value.height <= 844, `${hash}: value at ${value.y}`);
      assert.ok(picture.y <= 844, `${hash}: picture at ${picture.y}`);
    }
    await app.open('#game=nim&p=3%2B5%2B7');
    assert.equal(await app.page.locator('.tabs .tab').first().isVisible(), false);
    const toggle = app.page.locator('.menu-toggle');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const tab = app.page.locator('.tabs .tab').first();
    assert.ok((await tab.boundingBox()).height >= 24);
    await tab.click();
    await app.page.waitForFunction(() => document.title.startsWith('The manifold decomposition game'));
    assert.equal(await app.page.locator('.tabs .tab').first().isVisible(), false, 'a tab closes the menu');
  });
});

test('on a phone every game of the index shows its value and the top of its picture on the first screen', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    const hrefs = await indexLinks(app);
    for (const href of hrefs) {
      await app.page.goto(`${app.base}index.html${href}`);
      // Misère play gives the outcome rather than a value.
      const value = app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first();
      await value.waitFor();
      await app.shown().waitFor();
      const v = await value.boundingBox();
      // The picture: the whole board where the game draws one, else the first card.
      const board = app.byTestId('dyn-board').locator('svg');
      const picture = await ((await board.count()) ? board.first() : app.shown()).boundingBox();
      assert.ok(v.y + v.height <= 844, `${href}: value at ${v.y}`);
      assert.ok(picture.y < 844, `${href}: picture at ${picture.y}`);
    }
  });
});

// Every target a finger can touch on a phone is at least 24 px across: a
// tap 11.5 px left, right, above or below its centre (a path's midpoint)
// lands on it and on nothing drawn over it, and so does a tap on its
// centre. The targets: buttons, fields, summaries, links, every element
// acting as a button (the boards' and editors' parts), and every other
// element that takes a click, found by how the page marks it (a heap's
// counters, data-to; a bar's score lines, data-cut; a card, which a click
// selects). A score line, which crosses others, is tapped 11.5 px either
// side of it, away from its crossings. Links inside a sentence are
// exempt, as WCAG 2.5.8 has it.
test('on a phone every tap target of every game of the index is at least 24 px across', async () => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    const hrefs = await indexLinks(app);
    const small = [];
    for (const href of hrefs) {
      await app.page.goto('about:blank');
      await app.page.goto(`${app.base}index.html${href}`);
      await app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first().waitFor();
      await app.shown().waitFor();
      // A game played from text draws its board and its editor once their
      // chunk is here.
      if (await app.byTestId('dyn-board').count()) await app.byTestId('dyn-board').locator('svg').first().waitFor();
      const found = await app.page.evaluate(() => {
        const out = [];
        const clickable = '[role="button"], button, a[href], input, select, summary, [data-to], [data-cut], [data-testid="component"]';
        const targets = [...document.querySelectorAll(clickable)].filter((el) => {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          if (el.tagName === 'A' && style.display === 'inline') return false;
          return (r.width > 0 || r.height > 0) && style.visibility !== 'hidden';
        });
        for (const el of targets) {
          el.scrollIntoView({ block: 'center', inline: 'center' });
          let cx;
          let cy;
          if (el.tagName === 'path') {
            const p = el.getPointAtLength(el.getTotalLength() / 2);
            const m = el.getScreenCTM();
            cx = m.a * p.x + m.c * p.y + m.e;
            cy = m.b * p.x + m.d * p.y + m.f;
          } else {
            const r = el.getBoundingClientRect();
            cx = r.x + r.width / 2;
            cy = r.y + r.height / 2;
          }
          // What a tap there reaches: the topmost element, not one under it.
          const hits = (x, y) => {
            const top = document.elementFromPoint(x, y);
            return !!top && (top === el || el.contains(top));
          };
          let offsets = [[-11.5, 0], [11.5, 0], [0, -11.5], [0, 11.5]];
          if (el.tagName === 'line') {
            // A score line crosses others: it is tapped beside it, 11.5 px
            // either side, at a point of it away from every crossing.
            const m = el.getScreenCTM();
            const at = (t) => {
              const x = el.x1.baseVal.value + t * (el.x2.baseVal.value - el.x1.baseVal.value);
              const y = el.y1.baseVal.value + t * (el.y2.baseVal.value - el.y1.baseVal.value);
              return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
            };
            const [ax, ay] = at(0);
            const [bx, by] = at(1);
            const length = Math.hypot(bx - ax, by - ay) || 1;
            const [nx, ny] = [(ay - by) / length, (bx - ax) / length];
            const t = [0.5, 0.375, 0.625, 0.25, 0.75, 0.125, 0.875].find((u) => hits(...at(u))) ?? 0.5;
            [cx, cy] = at(t);
            offsets = [[-11.5 * nx, -11.5 * ny], [11.5 * nx, 11.5 * ny]];
          }
          // Score lines drawn closer together than a finger (the faces of a
          // box in oblique projection) cannot each take a tap 11.5 px off:
          // there the tap may find the next line, whose break is also a
          // button of the move list, the equivalent control WCAG 2.5.8
          // allows. A tap that finds no line at all is a miss.
          const dense = (x, y) => el.tagName === 'line' && !!document.elementFromPoint(x, y)?.matches('line[data-cut]');
          const misses = offsets.filter(([dx, dy]) => !hits(cx + dx, cy + dy) && !dense(cx + dx, cy + dy));
          if (misses.length || !(hits(cx, cy) || dense(cx, cy))) {
            const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
            out.push(`${el.tagName.toLowerCase()} "${name}" misses ${JSON.stringify(misses)}`);
          }
        }
        return out;
      });
      small.push(...found.map((f) => `${href}: ${f}`));
    }
    assert.deepEqual(small, []);
  });
});

// Each game of the index wears its own frame: the browser tab, the
// heading, the tabs, the shortcut list and the Share code all speak of it.
test('every game of the index: the tab title, heading, tabs, shortcut list and Share code name it', async () => {
  await withPage(env, {}, async (app) => {
    const hrefs = await indexLinks(app);
    assert.equal(hrefs.length, 29);
    for (const href of hrefs) {
      // A fresh load each time, so no panel stays open from the last game.
      await app.page.goto('about:blank');
      await app.page.goto(`${app.base}index.html${href}`);
      await app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first().waitFor();
      await app.shown().waitFor();
      const surfaces = /[#&]game=manifold\b/.test(href) || !/[#&]game=/.test(href);
      const heading = (await app.page.locator('h1').first().textContent()).trim();
      const tabs = await app.page.locator('.tabs .tab').allTextContents();

      await app.byTestId('shortcuts').click();
      await app.page.waitForFunction(() => document.querySelector('[data-testid="help"]')?.open === true);
      const help = await app.byTestId('help').textContent();
      await app.page.keyboard.press('Escape');
      await app.page.waitForFunction(() => document.querySelector('[data-testid="help"]')?.open === false);

      await app.byTestId('share-open').click();
      await app.byTestId('share-link-text').waitFor();
      const code = await app.byTestId('share-embed-text').inputValue();
      const frame = code.match(/<iframe\b[^>]*\btitle="([^"]*)"/)?.[1];

      if (surfaces) {
        assert.equal(heading, 'The manifold decomposition game', href);
        assert.match(await app.page.title(), /^The manifold decomposition game/, href);
        assert.deepEqual(tabs, ['Surface game', 'G-series', 'Nim primer', 'Rule lab', 'Surface builder', 'Games'], href);
        assert.match(help, /surface/, href);
        assert.match(frame ?? '', /^The (manifold decomposition|surface) game/, href);
      } else {
        // The tab reads "<the game> · …", the heading names the game, and
        // so does the embedded frame's title.
        assert.ok((await app.page.title()).startsWith(`${heading} · `), `${href}: ${await app.page.title()}`);
        assert.doesNotMatch(heading, /manifold/i, href);
        assert.equal(frame, heading, href);
        // Play (or Nim's primer), the game's G-series where it has one, and
        // Games; nothing of the surface game's own pages.
        assert.equal(tabs[0], 'Surface game', href);
        assert.ok(['Play', 'Nim primer'].includes(tabs[1]), `${href}: ${tabs}`);
        assert.equal(tabs.at(-1), 'Games', href);
        for (const own of ['Rule lab', 'Surface builder']) assert.ok(!tabs.includes(own), `${href}: ${tabs}`);
        // The shortcut list speaks of the game's moves, not of surfaces.
        assert.doesNotMatch(help, /surface/i, href);
        assert.match(help, /Make the highlighted \w+/, href);
      }
    }
  });
});
