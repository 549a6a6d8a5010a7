// Splits the page's binary into the part the first view needs and the
// chunks loaded on first use, and puts them where Trunk put the whole.
//
// Trunk builds the page's binary with the `split` feature (index.html) and
// runs wasm-bindgen on it whole; that output cannot run, since its split
// points import their chunks' loaders. This step, run by the post-build
// hook (scripts/postbuild.mjs), starts again from cargo's own output:
//   1. wasm-split-cli cuts it at the split points (src/split.rs): the main
//      module, one module per split point, shared chunks, and the loader
//      __wasm_split.js;
//   2. wasm-bindgen writes the main module's glue, keeping the function
//      table and memory exported for the chunks (--keep-lld-exports);
//   3. the chunks of data alone are folded into the main module, so none
//      costs a request of its own (scripts/fold-data.mjs);
//   4. wasm-opt optimises every module (release builds);
//   5. every file is named by a hash of its content, the loader's and the
//      glue's references renamed with them, and the result replaces
//      Trunk's glue and wasm in the staging directory.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldDataChunks } from './fold-data.mjs';

// wasm-opt's settings, as index.html gives them to the other modules.
const WASM_OPT = [
  '-Oz',
  '--enable-bulk-memory',
  '--enable-nontrapping-float-to-int',
  '--enable-sign-ext',
  '--enable-mutable-globals',
  '--enable-reference-types',
  '--enable-multivalue',
  '--enable-simd',
  '--converge',
  '--strip-debug',
  '--strip-producers',
];

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const short = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Where cargo writes its output for the wasm target and `profile`. */
function cargoOutput(source, profile) {
  const meta = JSON.parse(
    execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], {
      cwd: source,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }),
  );
  return join(meta.target_directory, 'wasm32-unknown-unknown', profile);
}

/**
 * The files each split point of the chunks' loader (as wasm-split-cli
 * writes it) fetches: its own module and the shared chunks it waits for,
 * `{ lab: ['split_lab.wasm', 'chunk_8.wasm', …], … }`.
 */
export function splitPoints(loader) {
  const chunkFile = {};
  for (const m of loader.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([^"]+)"/g)) {
    chunkFile[m[1]] = m[2];
  }
  const needs = {};
  const point =
    /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([^"]+)"[\s\S]*?\n, \[([^\]]*)\]\)\);/g;
  for (const m of loader.matchAll(point)) {
    const deps = m[3].split(',').map((d) => d.trim()).filter((d) => d !== '');
    needs[m[1]] = [
      m[2],
      ...deps.map((d) => {
        if (!chunkFile[d]) throw new Error(`the chunks' loader names ${d}, which it does not define`);
        return chunkFile[d];
      }),
    ];
  }
  const exported = [...loader.matchAll(/export const __wasm_split_load_(\w+)/g)].map((m) => m[1]);
  if (exported.length === 0 || exported.some((name) => !needs[name])) {
    throw new Error("the chunks' loader is not in the form this step reads (makeLoad with a list of chunks)");
  }
  return needs;
}

/**
 * What static/modules.js asks for early, as the build derived it from the
 * catalogue of games (build.rs writes games.json in its output folder): the
 * newest such file under cargo's output for `profile`.
 */
function gamesTable(source, profile, bin) {
  const build = join(cargoOutput(source, profile), 'build');
  const found = readdirSync(build)
    .filter((d) => d.startsWith(`${bin}-`))
    .map((d) => join(build, d, 'out', 'games.json'))
    .filter((f) => existsSync(f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (found.length === 0) throw new Error(`no games.json under ${build}: did the build script run?`);
  return JSON.parse(readFileSync(found[0], 'utf8'));
}

/**
 * Splits the binary `bin` (the name in Cargo.toml) whose Trunk output is in
 * `staging`. `release` selects the cargo profile index.html names for
 * release builds and turns wasm-opt on.
 */
export function splitWasm({ staging, source, bin, release }) {
  const html = readFileSync(join(source, 'index.html'), 'utf8');
  const link = html.match(new RegExp(`<link[^>]*data-bin="${bin}"[^>]*>`));
  if (!link) throw new Error(`index.html has no rust link for ${bin}`);
  const profileAttr = link[0].match(/data-cargo-profile-release="([^"]+)"/);
  const profile = release ? (profileAttr ? profileAttr[1] : 'release') : 'debug';
  const input = join(cargoOutput(source, profile), `${bin}.wasm`);
  if (!existsSync(input)) throw new Error(`${input} is missing: did cargo build ${bin}?`);

  // Trunk's names for the page's glue and wasm: <bin>-<hash>.js, <bin>-<hash>_bg.wasm.
  const glue = readdirSync(staging).filter((f) => f.startsWith(`${bin}-`) && f.endsWith('.js') && !f.endsWith('_loader.js'));
  if (glue.length !== 1) throw new Error(`expected one glue file for ${bin} in the staging directory, found ${glue.length}`);
  const stem = glue[0].slice(0, -'.js'.length);

  const work = mkdtempSync(join(tmpdir(), 'split-'));
  try {
    const parts = join(work, 'parts');
    run('wasm-split-cli', ['--target', 'web', '--out-name', stem, input, parts]);
    const bindgen = join(work, 'bindgen');
    run('wasm-bindgen', [
      '--target=web',
      '--no-typescript',
      '--keep-lld-exports',
      `--out-dir=${bindgen}`,
      `--out-name=${stem}`,
      join(parts, `${stem}.wasm`),
    ]);
    // The chunks of data alone go into the main module (scripts/fold-data.mjs).
    const folded = foldDataChunks({
      dir: parts,
      main: join(bindgen, `${stem}_bg.wasm`),
      chunks: readdirSync(parts).filter((f) => f.endsWith('.wasm') && f !== `${stem}.wasm`),
      loader: readFileSync(join(parts, '__wasm_split.js'), 'utf8'),
    });
    const chunks = folded.chunks;
    const optimise = (from, to) => {
      if (release) run('wasm-opt', [...WASM_OPT, from, '-o', to]);
      else writeFileSync(to, readFileSync(from));
    };
    optimise(join(bindgen, `${stem}_bg.wasm`), join(staging, `${stem}_bg.wasm`));

    // Each chunk named by its content; the loader follows the new names.
    let loader = folded.loader;
    const needs = splitPoints(loader);
    for (const chunk of chunks) {
      const optimised = join(work, chunk);
      optimise(join(parts, chunk), optimised);
      const data = readFileSync(optimised);
      const named = `${chunk.slice(0, -'.wasm'.length)}-${short(data)}.wasm`;
      writeFileSync(join(staging, named), data);
      const quoted = `"./${chunk}"`;
      if (!loader.includes(quoted)) throw new Error(`the chunks' loader does not name ${chunk}`);
      loader = loader.split(quoted).join(`"./${named}"`);
      for (const files of Object.values(needs)) {
        const at = files.indexOf(chunk);
        if (at >= 0) files[at] = named;
      }
    }
    const loaderName = `split-${short(loader)}.js`;
    writeFileSync(join(staging, loaderName), loader);

    let js = readFileSync(join(bindgen, `${stem}.js`), 'utf8');
    // The import statements name the file (wasm-bindgen writes one per
    // group of imports, so one or more); the module's import namespace
    // (the key of the imports object) keeps the name the wasm was given.
    const statement = /(from\s*)"\.\/__wasm_split\.js"/g;
    if (!statement.test(js)) throw new Error("the page's glue does not import the chunks' loader");
    js = js.replace(statement, `$1"./${loaderName}"`);
    writeFileSync(join(staging, `${stem}.js`), js);
    // wasm-bindgen's snippets, if any, would go with the glue; the page has none.
    if (existsSync(join(bindgen, 'snippets'))) throw new Error('the page has wasm-bindgen snippets');
    const games = gamesTable(source, profile, bin);
    return { stem, chunks: chunks.length, loader: loaderName, needs, games };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
