// The games whose code is a chunk of the page's binary: a move made on their
// board from the keyboard sends focus where a move from the list does, and
// their embedded frames follow the board that comes with the chunk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const historyLength = (app) => app.page.locator('[data-testid="history"] li').count();

/** Presses Enter on `target` and checks that the move was made and focus
 * went to the move list's heading, then that a second Enter makes none. */
async function enterMovesOnce(app, target) {
  await target.focus();
  await app.page.keyboard.press('Enter');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
  await app.page.waitForFunction(() => document.activeElement?.id === 'cuts-title');
  await app.page.keyboard.press('Enter');
  // A key after it, whose effect shows that the Enter has been handled.
  await app.page.keyboard.press('?');
  await app.page.waitForFunction(() => document.querySelector('[data-testid="help"]')?.open === true);
  assert.equal(await historyLength(app), 1, 'the second Enter made no move');
}

test('a cut made on a Hackenbush board from the keyboard leaves focus on the move list', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=hackenbush&p=g-1%201-2%202-3%203-1');
    await app.byTestId('total-value').waitFor();
    await enterMovesOnce(app, app.page.locator('.dyn-board [data-testid="move 1-2"]'));
  });
});

test('a flip made on a row of Turtles from the keyboard leaves focus on the move list', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=turtles&p=THHTH');
    await app.byTestId('total-value').waitFor();
    const flip = app.page.locator('.dyn-board [data-testid^="move "]').first();
    await flip.waitFor();
    await enterMovesOnce(app, flip);
  });
});

test('a move made on a rug from the keyboard leaves focus on the move list', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=rugs&p=HTH/THT');
    await app.byTestId('total-value').waitFor();
    const rug = app.page.locator('.dyn-board [data-testid^="move "]').first();
    await rug.waitFor();
    await enterMovesOnce(app, rug);
  });
});

/** A server of one page, on a port of its own: another origin than the
 * explorer's. */
async function hostPage(html) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://localhost:${server.address().port}/`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** The chunks of the page's binary (a game's code, and the parts shared
 * between chunks). */
const CHUNK = /\/(?:split_[a-z_]+|chunk_\d+)-[0-9a-f]{16}\.wasm(\?|$)/;

for (const [game, hash] of [
  ['Hackenbush', '#game=hackenbush&p=g-1%201-2%202-3%203-1'],
  ['Turtles', '#game=turtles&p=THHTH'],
  ['Rugs', '#game=rugs&p=HTH/THT'],
]) {
  for (const [width, height] of [
    [600, 400],
    [360, 400],
  ]) {
    test(`${game}'s embed code at ${width} x ${height} on another site grows to its board, its code held back 2 s`, async () => {
      // The embed code, as Share writes it for this size.
      const code = await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
        await app.open(hash);
        await app.byTestId('total-value').waitFor();
        await app.byTestId('share-open').click();
        await app.byTestId('share-width').fill(String(width));
        await app.byTestId('share-height').fill(String(height));
        await app.page.waitForFunction(
          ([w, h]) => {
            const text = document.getElementById('share-embed-text')?.value ?? '';
            return text.includes(`width="${w}"`) && text.includes(`height="${h}"`);
          },
          [width, height],
        );
        return app.byTestId('share-embed-text').inputValue();
      });
      const host = await hostPage(`<!doctype html><body style="margin:0">${code}</body>`);
      try {
        await withPage(env, { viewport: { width: Math.max(width, 400), height: 900 } }, async (app, context) => {
          await context.route(CHUNK, async (route) => {
            await new Promise((done) => setTimeout(done, 2000));
            await route.continue();
          });
          await app.page.goto(host.url);
          const frame = app.page.frameLocator('iframe');
          await frame.locator('[data-testid="dyn-board"] svg').first().waitFor({ timeout: 30_000 });
          const inner = app.page.frames().find((f) => f !== app.page.mainFrame());
          const content = await inner.evaluate(() =>
            Math.ceil(document.getElementById('app-root').getBoundingClientRect().height),
          );
          await app.page.waitForFunction(
            (want) => Math.abs(Number(document.querySelector('iframe').height) - want) <= 8,
            content,
          );
          const shown = Number(await app.page.locator('iframe').getAttribute('height'));
          assert.ok(shown > 200, `the frame is ${shown}px tall`);
        });
      } finally {
        await host.close();
      }
    });
  }
}
