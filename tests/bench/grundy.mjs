// Grundy's game in the browser: the G-series page computes its values in
// the worker by the sparse method, and the plain double loop beside it (to
// 20,000 heaps, where the plain method's time grows with the square). This
// prints both, as the page reports them, at each power of two from 2^16.
// Figures only; nothing here passes or fails on timing.
//   node tests/bench/grundy.mjs [LOG_MAX]   (after a release build into dist/)
import { cpus } from 'node:os';
import { serveDist, launch } from '../e2e/harness.mjs';

const LOG_MAX = Number(process.argv[2] ?? 22);
const server = await serveDist();
const browser = await launch();
try {
  console.log(`Grundy's game in the G-series worker, headless Chromium, ${cpus().length} cores`);
  console.log('heaps        sparse        per heap   plain (double loop)   largest value');
  for (let log = 16; log <= LOG_MAX; log += 2) {
    const last = 2 ** log;
    const page = await browser.newPage();
    await page.goto(`${server.url}index.html#view=series&game=grundy`);
    await page.locator('[data-testid="grundy-timing"]').waitFor({ timeout: 120_000 });
    await page.locator('[data-testid="heap-last"]').fill(String(last));
    await page.locator('[data-testid="heap-run"]').click();
    const values = (last + 1).toLocaleString('en-US');
    const timing = page.locator('[data-testid="grundy-timing"]', { hasText: `${values} values` });
    await timing.waitFor({ timeout: 600_000 });
    const sparse = Number((await timing.textContent()).match(/in ([\d,]+) ms/)[1].replace(/,/g, ''));
    const plain = (await page.locator('[data-testid="naive-timing"]').textContent()).match(/: ([\d,]+) values in ([\d,]+) ms/);
    const max = (await page.locator('[data-testid="grundy-max"]').textContent()).match(/: (\d+), first at heap ([\d,]+)/);
    console.log(
      `2^${log}`.padEnd(13) +
        `${(sparse / 1000).toFixed(2)} s`.padEnd(14) +
        `${((sparse * 1000) / last).toFixed(2)} µs`.padEnd(11) +
        `${plain[1]} in ${plain[2]} ms`.padEnd(22) +
        `${max[1]} at ${max[2]}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
