// Exporting a figure: the SVG file (the command line's, byte for byte, for
// a surface and for any other game's board), PNG at a chosen scale, and
// Copy as SVG with and without the clipboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setUp, withPage } from './harness.mjs';

const env = setUp(before, after);
const root = fileURLToPath(new URL('../../', import.meta.url));
// Built by the native tests, which scripts/test.sh runs first.
const cli = `${root}target/debug/grundy`;

async function openExport(app, hash) {
  await app.page.goto(`${app.base}index.html${hash}`);
  await app.byTestId('export-open').click();
  await app.byTestId('export-svg').waitFor();
}

async function download(app, testid) {
  const [file] = await Promise.all([app.page.waitForEvent('download'), app.byTestId(testid).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('an exported SVG is XML with a title, the same bytes the command line writes', async () => {
  assert.ok(existsSync(cli), `the command line is built at ${cli}`);
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openExport(app, '#p=n5');
    // With a cut in view: (d) is drawn on the mixed form o2 # n1.
    await app.page.locator('[data-testid="cut"][data-kind="d"]').first().hover();
    const { name, bytes } = await download(app, 'export-svg');
    assert.equal(name, 'n5-cut-d.svg');
    const svg = bytes.toString('utf8');
    const parsed = await app.page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        title: doc.querySelector('title')?.textContent,
        desc: doc.querySelector('desc')?.textContent,
      };
    }, svg);
    assert.equal(parsed.error, 0);
    assert.match(parsed.title, /^n5, cut \(d\)/);
    assert.match(parsed.desc, /nonorientable/);
    const fromCli = execFileSync(cli, ['figure', 'n5', '--cut', 'd', '--svg']);
    assert.ok(Buffer.compare(bytes, fromCli) === 0, 'the app and the command line write the same file');
  });
});

test('PNG at 2x is twice the figure in each direction', async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openExport(app, '#p=o2');
    const { name, bytes } = await download(app, 'export-png-2');
    assert.equal(name, 'o2@2x.png');
    assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
    const width = bytes.readUInt32BE(16);
    const svg = execFileSync(cli, ['figure', 'o2', '--svg']).toString('utf8');
    const svgWidth = Number(/width="([0-9.]+)"/.exec(svg)[1]);
    assert.equal(width, Math.round(svgWidth) * 2);
  });
});

test('Copy as SVG puts the figure on the clipboard when the browser allows it', async () => {
  await withPage(env, {}, async (app, context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openExport(app, '#p=o1');
    await app.byTestId('export-copy').click();
    await app.page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('<svg'));
    assert.equal(await app.byTestId('export-copy-text').count(), 0);
  });
});

test('where the browser refuses to copy, the SVG is shown selected with the reason', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('Write permission denied.'));
    });
    await openExport(app, '#p=o1');
    await app.byTestId('export-copy').click();
    const area = app.byTestId('export-copy-text');
    await area.waitFor();
    assert.match(await app.byTestId('export-copy-note').textContent(), /Write permission denied/);
    await app.page.waitForFunction(() => {
      const a = document.getElementById('export-copy-text');
      return document.activeElement === a && a.selectionEnd - a.selectionStart === a.value.length;
    });
  });
});

test('the exported SVG renders as the figure on the page does', async () => {
  await withPage(env, { acceptDownloads: true, viewport: { width: 1280, height: 900 } }, async (app, context) => {
    await openExport(app, '#p=o3');
    const { bytes } = await download(app, 'export-svg');
    const svg = bytes.toString('utf8');
    // The page's figure: its SVG with the colours the page's style gives it.
    const [markup, ink, panel] = await app.page
      .locator('.focus-picture svg')
      .evaluate((e) => [e.outerHTML, getComputedStyle(e).color, getComputedStyle(e.parentElement).backgroundColor]);
    const [, iw, ih] = /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/.exec(markup).map(Number);
    const [, w] = /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/.exec(svg).map(Number);
    // Drawn at the size of its viewBox, as the file is (an image is
    // rasterised at its own width and height, then scaled).
    const pageSvg = markup
      .replace('<svg ', `<svg color="${ink}" `)
      .replace(/ width="[0-9.]+" height="[0-9.]+"/, ` width="${iw}" height="${ih}"`);
    const other = await context.newPage();
    await other.setViewportSize({ width: Math.ceil(w) + 40, height: 600 });
    const shot = async (source, left, width) => {
      const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
      await other.setContent(
        `<body style="margin:0;background:${panel}"><img id="f" src="${url}" style="position:absolute;left:${left}px;top:${left}px;width:${width}px"></body>`,
      );
      await other.waitForFunction(() => document.getElementById('f').complete);
      return other.screenshot({ clip: { x: 0, y: 0, width: iw, height: ih } });
    };
    const shown = await shot(pageSvg, 0, iw);
    // The file has a margin of 12 around the same drawing.
    const file = await shot(svg, -12, w);
    // Compared pixel by pixel in a canvas.
    const differing = await other.evaluate(async ([a, b]) => {
      const load = (src) => new Promise((resolve) => { const i = new Image(); i.onload = () => resolve(i); i.src = src; });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const pixels = (img) => {
        const c = document.createElement('canvas');
        c.width = ia.width; c.height = ia.height;
        const x = c.getContext('2d');
        x.drawImage(img, 0, 0);
        return x.getImageData(0, 0, c.width, c.height).data;
      };
      const [pa, pb] = [pixels(ia), pixels(ib)];
      let off = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
        if (d > 16) off++;
      }
      return off / (pa.length / 4);
    }, [`data:image/png;base64,${shown.toString('base64')}`, `data:image/png;base64,${file.toString('base64')}`]);
    assert.ok(differing < 0.01, `${(differing * 100).toFixed(2)}% of the pixels differ`);
  });
});

test('printing hides the controls and keeps the position, pictures and moves', async () => {
  await withPage(env, {}, async (app) => {
    await app.page.goto(`${app.base}index.html#p=o2+n3`);
    await app.byTestId('cut-list').waitFor();
    await app.page.emulateMedia({ media: 'print' });
    const shown = (selector) => app.page.locator(selector).first().isVisible();
    assert.equal(await shown('nav.tabs'), false);
    assert.equal(await shown('.side'), false);
    assert.equal(await shown('.card-actions'), false);
    assert.equal(await shown('[data-testid="export-open"]'), false);
    assert.equal(await shown('[data-testid="cut-list"]'), true);
    assert.equal(await shown('.card .surface-diagram svg'), true);
    await app.page.emulateMedia({ media: 'screen' });
    assert.equal(await shown('nav.tabs'), true);
  });
});

test("a surface's mex table downloads as LaTeX, the paper's row in its notation", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openExport(app, '#p=n3');
    const { name, bytes } = await download(app, 'export-table-mex-latex');
    assert.equal(name, 'n3-mex.tex');
    const tex = bytes.toString('utf8');
    assert.match(tex, /\\begin\{tabular\}\{llr\}/);
    assert.match(tex, /\$n_\{3\}\$ & \$n_\{2\}\$: 2, \$n_\{1\}\$: 1, \$o_\{1\}\$: 1, \$\(n_\{1\}, n_\{2\}\)\$: 3, \$\(o_\{1\}, n_\{1\}\)\$: 0 & 4 \\\\/);
    const csv = (await download(app, 'export-table-moves-csv')).bytes.toString('utf8');
    assert.equal(csv.split('\n')[0], 'cut,leaves,G after,winning');
  });
});

test('the G-series page downloads its range as CSV', async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await app.page.goto(`${app.base}index.html#view=series&n=40`);
    await app.byTestId('series-export-csv').waitFor();
    const { name, bytes } = await download(app, 'series-export-csv');
    assert.equal(name, 'g-series-0-40.csv');
    const lines = bytes.toString('utf8').trim().split('\n');
    assert.equal(lines.length, 42);
    // Theorem 2.4: G(n3) = 4; Theorem 2.3: G(o3) = 0.
    assert.equal(lines[4], '3,0,4');
  });
});

test('a dark PNG is drawn on the dark panel', async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openExport(app, '#p=o2');
    const { name, bytes } = await download(app, 'export-png-dark-2');
    assert.equal(name, 'o2-dark@2x.png');
    // The first pixel is the panel's colour, #1f2439.
    const corner = await app.page.evaluate(async (src) => {
      const img = new Image();
      await new Promise((resolve) => { img.onload = resolve; img.src = src; });
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const x = c.getContext('2d');
      x.drawImage(img, 0, 0);
      return [...x.getImageData(1, 1, 1, 1).data.slice(0, 3)];
    }, `data:image/png;base64,${bytes.toString('base64')}`);
    assert.deepEqual(corner, [0x1f, 0x24, 0x39]);
  });
});

/** Opens the export panel of another game's picture. */
async function openPictureExport(app, hash) {
  await app.page.goto(`${app.base}index.html${hash}`);
  await app.byTestId('export-open').click();
  await app.byTestId('picture-svg').waitFor();
}

/** An SVG file read in the page: parse errors, title, and what it uses. */
async function readSvg(app, text) {
  return app.page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    const svg = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      title: doc.querySelector('title')?.textContent,
      classes: doc.querySelectorAll('[class]').length,
      vars: t.includes('var('),
      width: Number(svg.getAttribute('width')),
      fills: [...doc.querySelectorAll('[fill]')].map((e) => e.getAttribute('fill')),
    };
  }, text);
}

test("another game's picture exports as SVG with its own colours, light or dark", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openPictureExport(app, '#game=hackenbush&p=g-1%201-2%202-3%203-1');
    const light = await download(app, 'picture-svg');
    assert.match(light.name, /^hackenbush-.*\.svg$/);
    const text = light.bytes.toString('utf8');
    assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg'));
    const parsed = await readSvg(app, text);
    assert.equal(parsed.error, 0);
    assert.ok(parsed.title.length > 0);
    assert.equal(parsed.classes, 0, 'no class is left for a style sheet the file does not have');
    assert.ok(!parsed.vars, 'no colour is left to the page');
    // The game is drawn on one board: the file is that board, the whole graph.
    assert.match(light.name, /^hackenbush-g-1_1-2_2-3_.*\.svg$/);
    const edges = await app.page.locator('.dyn-board svg .hb-line').count();
    assert.equal(edges, 4);
    assert.ok((text.match(/<path\b/g) ?? []).length >= edges, 'every edge of the board is in the file');
    const dark = await readSvg(app, (await download(app, 'picture-svg-dark')).bytes.toString('utf8'));
    assert.notDeepEqual(dark.fills, parsed.fills, 'the dark file has other colours');
  });
});

test('an exported board is the command line\'s figure, with no move to click or tell', async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openPictureExport(app, '#game=hackenbush&p=g-1%201-2%202-3%203-1');
    // On the page each edge is a button with its move's tooltip.
    assert.ok((await app.page.locator('.dyn-board title').allTextContents()).some((t) => t.startsWith('Cut the edge')));
    const text = (await download(app, 'picture-svg')).bytes.toString('utf8');
    for (const word of ['Cut the edge', 'role="button"', 'tabindex', 'data-testid', 'aria-pressed']) {
      assert.ok(!text.includes(word), `no ${word} in the file`);
    }
    const fromCli = execFileSync(cli, ['--game', 'hackenbush', 'figure', 'g-1 1-2 2-3 3-1', '--svg']);
    assert.equal(text, fromCli.toString('utf8'), 'the app and the command line write the same file');
  });
});

test("a sum's exported SVG holds every part with its value, and the part chosen exports alone", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    const sum = 'nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)';
    await openPictureExport(app, `#game=sum&p=${encodeURIComponent(sum)}`);
    const whole = await download(app, 'picture-svg');
    assert.match(whole.name, /^sum-.*\.svg$/);
    const text = whole.bytes.toString('utf8');
    const words = await app.page.evaluate((t) => {
      const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
      return [...doc.querySelectorAll('text')].map((e) => e.textContent);
    }, text);
    // Each part's name and value, as the page's cards give them.
    const cards = await app.page.locator('.sum-part').evaluateAll((parts) =>
      parts.map((p) => [p.querySelector('.sum-part-title button, .sum-part-title span').textContent, p.querySelector('.value-chip').textContent]));
    assert.equal(cards.length, 3);
    for (const [name, value] of cards) {
      assert.ok(words.includes(name.replace(' (no move left)', '')), `${name} in the file`);
      assert.ok(words.includes(value), `${value} in the file`);
    }
    // The Nim part's counters, the Turtles part's coins, the Hackenbush part's edges.
    assert.ok((text.match(/<circle /g) ?? []).length >= 8 + 5);
    assert.ok(words.includes('H') && words.includes('T') && words.includes('part 1'));
    // The part chosen (part 1 at first) alone, named as such.
    const part = await download(app, 'picture-part-svg');
    assert.match(part.name, /^sum-part-1-nim_3___5_\.svg$/);
    const alone = part.bytes.toString('utf8');
    assert.ok(alone.includes('>1. Nim<') && !alone.includes('Turning Turtles'));
  });
});

test("another game's picture exports as PNG at twice its size", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openPictureExport(app, '#game=rugs&p=HTH/THT');
    const svg = await readSvg(app, (await download(app, 'picture-svg')).bytes.toString('utf8'));
    const png = await download(app, 'picture-png-2');
    assert.equal(png.bytes.subarray(1, 4).toString('latin1'), 'PNG');
    assert.equal(png.bytes.readUInt32BE(16), Math.round(svg.width) * 2);
  });
});

test("a heap's counters export as circles", async () => {
  await withPage(env, { acceptDownloads: true }, async (app) => {
    await openPictureExport(app, '#game=lasker&p=7');
    const text = (await download(app, 'picture-svg')).bytes.toString('utf8');
    assert.equal((await readSvg(app, text)).error, 0);
    assert.equal((text.match(/<circle /g) || []).length, 7);
  });
});
