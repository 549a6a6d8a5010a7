// Times opening a game cold: from navigation to the value on the page,
// five loads in fresh browser contexts, for each address given (by
// default a game of the games' modules, Hackenbush, and the default view).
// Run after a release build: node scripts/game-load.mjs ['#game=rugs' ...]
import { serveDist, launch } from '../tests/e2e/harness.mjs';

const hashes = process.argv.slice(2);
if (hashes.length === 0) hashes.push('#game=turtles&p=THHTH', '#game=hackenbush', '#p=o3+n5');
const server = await serveDist();
const browser = await launch();
try {
  for (const hash of hashes) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${server.url}index.html${hash}`);
      await page.locator('[data-testid="total-value"]').waitFor();
      times.push(Date.now() - start);
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`${hash}: median ${times[2]} ms of 5 (${times.join(', ')} ms)`);
  }
} finally {
  await browser.close();
  await server.close();
}
