// A benchmark (not a test): who wins in misère play, on random positions of
// 20 to 120 counters of the octal games 0.07, 0.35, 0.6, 0.77 and 4.7,
// asked of the command line (`grundy --game octal:CODE:misere outcome P
// --why`, one process per position, the default budget of 60 s and 4 GiB)
// and of the page (the release build in dist/, headless Chromium, CPU not
// slowed, a fresh tab per position: from navigation until the page says who
// wins, 60 s at most unless told). Prints, for each game and size, the
// median and worst time, how many were answered within 2 s, the routes
// taken, and any refusal.
//
// The positions are the same on every run (a seeded generator): for each
// size n, heaps drawn one by one until n counters are placed, each heap's
// size uniform from 1 to the smaller of what is left and a cap drawn per
// position from {6, 15, 30, what is left}, so that positions of many small
// heaps, of a few large ones and mixtures all occur.
//
//   node scripts/misere-bench.mjs [--per N] [--page-per N] [--only CODE]
//        [--sizes 20,40,...] [--page-timeout SECONDS] [--no-page] [--no-cli]
//        [--bin PATH]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, serveDist } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const PER = Number(flag('--per', 10));
const PAGE_PER = Number(flag('--page-per', 2));
const ONLY = flag('--only', null);
const SIZES = flag('--sizes', '20,40,60,80,100,120').split(',').map(Number);
const BIN = flag('--bin', fileURLToPath(new URL('../target/release/grundy', import.meta.url)));
const GAMES = ['0.07', '0.35', '0.6', '0.77', '4.7'].filter((c) => !ONLY || c === ONLY);
const PAGE_TIMEOUT = Number(flag('--page-timeout', 60)) * 1000;

/** A small seeded generator (mulberry32), so every run asks the same positions. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` positions of exactly `n` counters, as heap lists, largest first. */
function positions(code, n, count) {
  const random = generator([...`${code}/${n}`].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const out = [];
  for (let k = 0; k < count; k++) {
    const caps = [6, 15, 30, n];
    const cap = caps[Math.floor(random() * caps.length)];
    const heaps = [];
    let left = n;
    while (left > 0) {
      const size = 1 + Math.floor(random() * Math.min(left, cap));
      heaps.push(size);
      left -= size;
    }
    out.push(heaps.sort((x, y) => y - x));
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The route a `--why` line names: the rule, the quotient or the search. */
function route(why) {
  if (/search/.test(why)) return 'search';
  if (/quotient/.test(why)) return 'quotient';
  return 'rule';
}

function summary(label, rows) {
  const times = rows.map((r) => r.seconds);
  const within = rows.filter((r) => r.answer && r.seconds <= 2).length;
  const routes = {};
  for (const r of rows) if (r.route) routes[r.route] = (routes[r.route] ?? 0) + 1;
  const refused = rows.filter((r) => !r.answer);
  const worst = rows.reduce((w, r) => (r.seconds > w.seconds ? r : w), rows[0]);
  console.log(
    `  ${label.padEnd(14)} ${median(times).toFixed(2).padStart(7)} s ${worst.seconds.toFixed(2).padStart(7)} s ` +
      `${`${within}/${rows.length}`.padStart(7)}  ${Object.entries(routes).map(([k, v]) => `${k} ${v}`).join(', ')}` +
      (refused.length ? `  refused ${refused.length}` : ''),
  );
  if (worst.seconds > 2) console.log(`      worst: ${worst.position} (${worst.said})`);
  for (const r of refused) console.log(`      refused: ${r.position}: ${r.said}`);
}

/** The command line's answers, by game and position, for the page to be checked against. */
const ANSWERED = new Map();

function cli() {
  if (!existsSync(BIN)) {
    console.error(`no ${BIN}: build it first (cargo build --release -p grundy-cli)`);
    process.exit(1);
  }
  console.log(`misère outcome, command line (${PER} position${PER === 1 ? '' : 's'} a size; median, worst, answered within 2 s)`);
  const all = [];
  for (const code of GAMES) {
    console.log(`octal ${code}`);
    const game = [];
    for (const n of SIZES) {
      const rows = positions(code, n, PER).map((heaps) => {
        const position = heaps.join(' + ');
        const started = process.hrtime.bigint();
        const run = spawnSync(BIN, ['--game', `octal:${code}:misere`, 'outcome', position, '--why'], {
          encoding: 'utf8',
        });
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const said = `${run.stdout}${run.stderr}`.trim();
        const answer = run.status === 0 && /^[NP]\b/.test(said) ? said[0] : null;
        ANSWERED.set(`${code}/${position}`, answer);
        return { position, seconds, answer, route: answer && route(said), said };
      });
      summary(`${n} counters`, rows);
      game.push(...rows);
    }
    summary('all sizes', game);
    all.push(...game);
  }
  const upTo80 = all.filter((r) => r.position.split(' + ').reduce((s, h) => s + Number(h), 0) <= 80);
  console.log(
    `command line: ${all.filter((r) => r.answer && r.seconds <= 2).length}/${all.length} answered within 2 s; ` +
      `up to 80 counters ${upTo80.filter((r) => r.answer && r.seconds <= 2).length}/${upTo80.length}; ` +
      `refused ${all.filter((r) => !r.answer).length}`,
  );
}

async function page() {
  const server = await serveDist();
  const browser = await launch();
  console.log(
    `misère outcome, the page (release build, ${PAGE_PER} position${PAGE_PER === 1 ? '' : 's'} a size, a fresh tab each; ` +
      'from navigation until the page says who wins)',
  );
  let disagreements = 0;
  try {
    for (const code of GAMES) {
      console.log(`octal ${code}`);
      const game = [];
      for (const n of SIZES) {
        const rows = [];
        for (const heaps of positions(code, n, PER).slice(0, PAGE_PER)) {
          const position = heaps.join(' + ');
          const context = await browser.newContext();
          const tab = await context.newPage();
          const started = Date.now();
          await tab.goto(`${server.url}index.html#game=octal:${code}:misere&p=${heaps.join('+')}`);
          let said;
          try {
            await tab.waitForFunction(
              () => /wins with best play|loses against best play|Not computed/.test(
                document.querySelector('[data-testid="outcome"]')?.textContent ?? '',
              ),
              null,
              { timeout: PAGE_TIMEOUT, polling: 20 },
            );
            said = (await tab.locator('[data-testid="outcome"]').textContent()).trim();
          } catch {
            said = `no answer within ${PAGE_TIMEOUT / 1000} s`;
          }
          const seconds = (Date.now() - started) / 1000;
          const answer = /wins with best play/.test(said) ? 'N' : /loses against/.test(said) ? 'P' : null;
          const known = ANSWERED.get(`${code}/${position}`);
          if (answer && known && known !== answer) {
            disagreements += 1;
            console.log(`      DISAGREES with the command line: ${position}: page ${answer}, command line ${known}`);
          }
          rows.push({ position, seconds, answer, route: null, said });
          await context.close();
        }
        summary(`${n} counters`, rows);
        game.push(...rows);
      }
      summary('all sizes', game);
    }
    if (ANSWERED.size) console.log(`the page and the command line disagree on ${disagreements} positions`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (!args.includes('--no-cli')) cli();
if (!args.includes('--no-page')) await page();
