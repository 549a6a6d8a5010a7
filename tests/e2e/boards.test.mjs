// Boards drawn at the size of the space they are given: on a phone every
// clickable part of every game's board takes a fingertip's tap 12 px from
// its centre, itself topmost there; in the classroom view every board's
// text reads at 18 px or more and its lines are 4 px or more.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { indexLinks, setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

/** Opens `href` fresh and waits for its board, where it draws one; false
 * when the game never gets past loading (said by the test, not measured). */
async function openGame(app, href) {
  await app.page.goto('about:blank');
  await app.page.goto(`${app.base}index.html${href}`);
  try {
    await app.page.locator('[data-testid="total-value"], [data-testid="outcome"]').first().waitFor({ timeout: 20000 });
  } catch {
    return false;
  }
  await app.shown().waitFor();
  if (await app.byTestId('dyn-board').count()) await app.byTestId('dyn-board').locator('svg').first().waitFor();
  return true;
}

// A board's targets are the clickable parts of its drawings: the SVG
// elements that act as buttons. Each is tapped at the points 12 px left,
// right, above and below its centre (a path's midpoint) and at the four
// diagonals 12 px away, and the topmost element there must be itself.
test('on a phone every board target of every game of the index takes a tap 12 px from its centre, topmost', async (t) => {
  await withPage(env, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (app) => {
    const hrefs = await indexLinks(app);
    const missed = [];
    let checked = 0;
    for (const href of hrefs) {
      if (!(await openGame(app, href))) {
        t.diagnostic(`${href} does not load`);
        continue;
      }
      const found = await app.page.evaluate(() => {
        const out = [];
        const targets = [...document.querySelectorAll('svg [role="button"]')].filter((el) => {
          const r = el.getBoundingClientRect();
          return (r.width > 0 || r.height > 0) && getComputedStyle(el).visibility !== 'hidden';
        });
        const d = 12 / Math.SQRT2;
        const around = [[-12, 0], [12, 0], [0, -12], [0, 12], [d, d], [-d, d], [d, -d], [-d, -d]];
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
          const mine = (x, y) => {
            const top = document.elementFromPoint(x, y);
            return !!top && (top === el || el.contains(top));
          };
          const misses = [[0, 0], ...around].filter(([dx, dy]) => !mine(cx + dx, cy + dy));
          if (misses.length) {
            const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
            const at = misses.map(([dx, dy]) => `${Math.round(dx)},${Math.round(dy)}`).join(' ');
            out.push(`${el.tagName.toLowerCase()} "${name}" misses ${at}`);
          }
        }
        return { out, count: targets.length };
      });
      checked += found.count;
      missed.push(...found.out.map((f) => `${href}: ${f}`));
    }
    assert.deepEqual(missed, []);
    assert.ok(checked > 50, `only ${checked} board targets found`);
  });
});

// What every board draws, as a person across the room sees it: each text's
// rendered size (its font size times the drawing's scale) and each drawn
// line's rendered width, least of each per game.
async function boardSizes(app) {
  return app.page.evaluate(() => {
    const scale = (el) => {
      const m = el.getScreenCTM();
      return m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
    };
    const seen = (el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const texts = [];
    for (const el of document.querySelectorAll('main svg text, main svg tspan')) {
      if (!seen(el) || !el.textContent.trim()) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * scale(el);
      texts.push({ text: el.textContent.trim().slice(0, 20), size });
    }
    const lines = [];
    for (const el of document.querySelectorAll('main svg line, main svg path, main svg polyline')) {
      if (!seen(el)) continue;
      const style = getComputedStyle(el);
      if (style.stroke === 'none' || style.strokeOpacity === '0' || style.stroke === 'transparent') continue;
      if (style.stroke.startsWith('rgba') && style.stroke.endsWith(', 0)')) continue;
      const width = parseFloat(style.strokeWidth);
      if (!(width > 0)) continue;
      const shown = style.vectorEffect === 'non-scaling-stroke' ? width : width * scale(el);
      lines.push({ cls: el.getAttribute('class') ?? el.tagName, width: shown });
    }
    return { texts, lines };
  });
}

test('in the classroom view every board of the index reads at 18 px or more, its lines 4 px or more', async (t) => {
  await withPage(env, { viewport: { width: 1366, height: 768 } }, async (app) => {
    const hrefs = await indexLinks(app);
    const small = [];
    let texts = 0;
    for (const href of hrefs) {
      if (!(await openGame(app, `${href}&classroom=1`))) {
        t.diagnostic(`${href} does not load`);
        continue;
      }
      assert.equal(await app.page.evaluate(() => document.documentElement.dataset.classroom), 'on', href);
      const sizes = await boardSizes(app);
      texts += sizes.texts.length;
      for (const t of sizes.texts) if (t.size < 17.95) small.push(`${href}: text "${t.text}" at ${t.size.toFixed(1)} px`);
      for (const l of sizes.lines) if (l.width < 3.95) small.push(`${href}: line ${l.cls} at ${l.width.toFixed(1)} px`);
    }
    assert.ok(texts > 20, `only ${texts} board texts found`);
    assert.deepEqual([...new Set(small)], []);
  });
});
