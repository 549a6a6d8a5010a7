// A benchmark (not a test): how long the page's worker takes to compute a
// heap game's misère quotient. For each game, the release build in dist/
// is opened in headless Chromium at the game in misère play; the time runs
// from navigation until the worker's line says the quotient is finished
// (proved for every heap, or stopped where it did not settle), and the
// order and P-portion the page then shows are read. The machine's CPU is
// not slowed. Prints each game's time, order, P-portion and the worker's
// last words.
//   node scripts/quotient-bench.mjs [--only CODE] [--timeout SECONDS]
import { launch, serveDist } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? null : args[i + 1];
};
const ONLY = flag('--only');
const TIMEOUT = Number(flag('--timeout') ?? 900) * 1000;

// The octal games of docs/cli.md's table of quotients.
const GAMES = ['0.75', '0.77', '0.07', '0.137', '4.7', '0.6', '0.35'].filter((c) => !ONLY || c === ONLY);

// What the worker's line says once the quotient job has ended
// (src/games/misere/worker.rs, quotient_said).
const FINISHED = /proved for every heap|did not settle|decided by search/;

const server = await serveDist();
const browser = await launch();
console.log('misère quotient in the page\'s worker (release build, CPU not slowed)');
console.log('  game     seconds  order  P-portion  the worker said');
try {
  for (const code of GAMES) {
    const page = await browser.newPage();
    const started = Date.now();
    await page.goto(`${server.url}index.html#game=octal:${code}:misere&p=1`);
    let said = '';
    try {
      await page.waitForFunction(
        (finished) => new RegExp(finished).test(document.querySelector('[data-testid="misere-worker-whole"]')?.textContent ?? ''),
        FINISHED.source,
        { timeout: TIMEOUT, polling: 50 },
      );
      said = (await page.locator('[data-testid="misere-worker-whole"]').textContent()).trim();
    } catch {
      said = `not finished within ${TIMEOUT / 1000} s`;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(2);
    const block = page.locator('[data-testid="misere-quotient"]').first();
    const order = (await block.count()) ? await block.getAttribute('data-order') : '-';
    const p = (await block.count()) ? await block.getAttribute('data-p') : '-';
    console.log(`  ${code.padEnd(7)} ${seconds.padStart(8)}  ${String(order).padStart(5)}  ${String(p).padStart(9)}  ${said}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
