// What the reader chose stays chosen, and what the address could not say
// is said: the theme and projector view survive every link, a link to a
// game's series keeps the game in progress, and a notice names every part
// of an address that was not followed, quotes at most a line of it, and
// says what the table shows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);

const preferences = (app) =>
  app.page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.classroom]);

test('the theme and the projector view survive the games index and the G-series link', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#p=o1+n1');
    await app.byTestId('theme').selectOption('dark');
    await app.byTestId('classroom').click();
    await app.page.waitForFunction(() => document.documentElement.dataset.classroom === 'on');
    await app.byTestId('tab-games').click();
    const kayles = app.page.locator('[data-testid="game-link"][href*="octal:0.77"]').first();
    await kayles.click();
    await app.byTestId('total-value').waitFor();
    assert.deepEqual(await preferences(app), ['dark', 'on']);
    assert.match(app.page.url(), /game=octal:0\.77/);
    // The series link in the explanation, and back.
    await app.page.getByText('Every heap\'s value: the G-series of this game').click();
    await app.byTestId('heap-series-result').waitFor();
    assert.deepEqual(await preferences(app), ['dark', 'on']);
    // What was chosen is what is saved.
    const saved = JSON.parse(await app.page.evaluate(() => localStorage.getItem('manifold-explorer')));
    assert.equal(saved.theme, 'dark');
    assert.equal(saved.classroom, true);
  });
});

test("the G-series link keeps the game in progress, as the tab does", async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    await app.open('#game=octal:0.77&p=10&mode=two');
    await app.page.locator('[data-testid="move"][data-result="9"]').first().click();
    await app.page.waitForFunction(() => document.querySelectorAll('[data-testid="history"] li').length === 1);
    await app.page.getByText('Every heap\'s value: the G-series of this game').click();
    await app.byTestId('heap-series-result').waitFor();
    await app.byTestId('tab-game').click();
    await app.byTestId('total-value').waitFor();
    assert.equal(await app.byTestId('component').first().getAttribute('data-heap'), '9');
    assert.equal((await app.history()).length, 1);
    assert.equal(await app.byTestId('notice').count(), 0);
  });
});

test('a bad position after another says what the table shows, not the default', async () => {
  await withPage(env, {}, async (app) => {
    await app.open('#p=o7+n2');
    // The address edited while the page is open: the game on the table stays.
    await app.page.evaluate(() => {
      location.hash = '#p=zzz';
    });
    await app.byTestId('notice').waitFor();
    let notice = await app.byTestId('notice').textContent();
    assert.match(notice, /'zzz'/);
    assert.match(notice, /The game on the table is kept\. Showing the manifold decomposition game, 'o7 \+ n2'\./);
    // A later visit of the bad address: the saved position is shown, and said.
    await app.page.goto('about:blank');
    await app.page.goto(`${app.base}index.html#p=zzz`);
    await app.waitForSurfaces(['o7', 'n2']);
    notice = await app.byTestId('notice').textContent();
    assert.match(notice, /Showing 'o7 \+ n2', the position of the manifold decomposition game saved from the last visit/);
    assert.doesNotMatch(notice, /default position/);
  });
});

for (const [hash, said, shown] of [
  ['#game=manifold:rules=xyz&p=o3', /The game 'manifold:rules=xyz'/, /Showing .*'o3', from the address\./],
  ['#game=nim&p=3&p=zzz', /The address gives p 2 times/, /Showing Nim, '3', from the address\./],
  ['#game&p&mode', /Unknown mode ''/, /from the address\./],
  ['#embed=yes&classroom=maybe', /embed='yes' is neither 1 nor 0.*classroom='maybe' is neither 1 nor 0/, /The rest of the address was followed\./],
  ['#p=o3&colour=red', /The address part 'colour' is not one this page reads/, /The rest of the address was followed\./],
]) {
  test(`${hash}: every part not followed is named, and what is shown is said`, async () => {
    await withPage(env, {}, async (app) => {
      await app.open(hash);
      const notice = await app.byTestId('notice').textContent();
      assert.match(notice, said);
      assert.match(notice, shown);
    });
  });
}

test('a 100,000-character game name or position is quoted a line long, with its length and place', async () => {
  await withPage(env, { viewport: { width: 1280, height: 800 } }, async (app) => {
    const long = 'x'.repeat(100_000);
    for (const hash of [`#game=${long}`, `#game=octal:${long}`, `#game=nim&p=${'3+'.repeat(4_000)}zz`]) {
      await app.open(hash);
      const notice = app.byTestId('notice');
      const text = await notice.textContent();
      assert.ok(text.length < 1_600, `${text.length} characters`);
      assert.match(text, /characters\)/);
      const box = await notice.boundingBox();
      assert.ok(box.height < 300, `the notice is ${box.height} px tall`);
    }
    assert.match(await app.byTestId('notice').textContent(), /'…(3\+)+zz' \(8,002 characters\).* at character 8,001/);
  });
});

test('a save the browser refuses is said once, and play goes on', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.addInitScript(() => {
      // Storage full: every write of the explorer's key is refused.
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key === 'manifold-explorer') throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, key, value);
      };
    });
    await app.open('#p=n5');
    await app.cut('e', 'n3').click();
    await app.waitForSurfaces(['n3']);
    const notice = await app.byTestId('notice').textContent();
    assert.match(notice, /could not be saved in the browser: its storage is full/);
    assert.equal(await app.totalValue(), 4);
  });
});
