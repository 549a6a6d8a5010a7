// Checks the shape of the Rust sources: every file reads as one concern.
// - No source file is over 500 lines, tests aside (a `#[cfg(test)]` module
//   and files of tests are not counted).
// - No import cycles between files: file A takes a name from file B (a
//   `use` or a path such as `crate::x::y`, `super::z` or `child::w`, a
//   module of its own) and B, directly or through others, takes one from A.
// Prints what it finds and exits 1 when either rule is broken.
//   node scripts/structure.mjs
// With STRUCTURE_EDGES=<end of a file's path>, also prints that file's
// imports, each with the path that makes it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 500;

/** The crates: each root file and the folder its modules live in. */
function crates() {
  const found = [{ name: 'manifold-explorer', root: 'src/lib.rs' }];
  for (const dir of readdirSync(join(ROOT, 'crates'))) {
    for (const root of ['src/lib.rs', 'src/main.rs']) {
      if (existsSync(join(ROOT, 'crates', dir, root))) found.push({ name: dir, root: `crates/${dir}/${root}` });
    }
  }
  return found;
}

function rustFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'bin' ? [] : rustFiles(path);
    return name.endsWith('.rs') ? [path] : [];
  });
}

/** `text` with each match of `re` blanked, newlines kept, so offsets and lines stay. */
const blank = (text, re) => text.replace(re, (m) => m.replace(/[^\n]/g, ' '));

/** The spans of the `#[cfg(test)]` items of `src` (comments and strings blanked). */
function testSpans(src) {
  const spans = [];
  for (let at = src.indexOf('#[cfg(test)]'); at >= 0; at = src.indexOf('#[cfg(test)]', at + 1)) {
    let i = at + '#[cfg(test)]'.length;
    while (i < src.length && src[i] !== '{' && src[i] !== ';') i++;
    if (src[i] === '{') {
      let depth = 0;
      for (; i < src.length; i++) {
        if (src[i] === '{') depth++;
        else if (src[i] === '}' && --depth === 0) break;
      }
    }
    spans.push([at, i + 1]);
  }
  return spans;
}

/** Comments, strings (raw, and continued over a line by a backslash) and
 * character literals, matched in one pass from the left, so that `//` in a
 * string or a quote in a comment is read as what it is inside. */
const LITERALS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|r(#*)"[\s\S]*?"\1|"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\\n]|\\.)'/g;

/** The text with comments, strings and `#[cfg(test)]` items blanked. */
function code(text) {
  let out = blank(text, LITERALS);
  for (const [from, to] of testSpans(out)) {
    out = out.slice(0, from) + out.slice(from, to).replace(/[^\n]/g, ' ') + out.slice(to);
  }
  return out;
}

/** The lines of a file, its tests aside: every line (comments and blank
 * lines too) outside its `#[cfg(test)]` items; none for a file of tests. */
function countedLines(path, text) {
  if (/(^|\/)tests?\.rs$/.test(path) || /_tests\.rs$/.test(path)) return 0;
  const out = blank(text, LITERALS);
  let lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  for (const [from, to] of testSpans(out)) lines -= out.slice(from, to).split('\n').length;
  return lines;
}

/** The module path of a file of a crate whose root is `root`. */
function modulePath(file, root) {
  const base = dirname(root);
  const rel = relative(base, file).replace(/\\/g, '/');
  if (rel === 'lib.rs' || rel === 'main.rs') return [];
  const parts = rel.replace(/\.rs$/, '').split('/');
  if (parts[parts.length - 1] === 'mod') parts.pop();
  return parts;
}

/** One `use` tree expanded into whole paths, each with its alias if any. */
function usePathsOf(tree) {
  const paths = [];
  const expand = (prefix, tree) => {
    tree = tree.trim();
    const brace = tree.indexOf('{');
    if (brace < 0) {
      const [path, alias] = tree.split(/\s+as\s+/).map((t) => t.trim());
      if (path) paths.push([[...prefix, ...path.split('::').filter(Boolean)], alias]);
      return;
    }
    const head = tree.slice(0, brace).split('::').filter(Boolean);
    const body = tree.slice(brace + 1, tree.lastIndexOf('}'));
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= body.length; i++) {
      const c = body[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if ((c === ',' || i === body.length) && depth === 0) {
        const part = body.slice(start, i).trim();
        if (part) expand([...prefix, ...head], part);
        start = i + 1;
      }
    }
  };
  expand([], tree);
  return paths;
}

/** Every `use` tree of a file expanded into whole paths. */
function usePaths(src) {
  return [...src.matchAll(/\buse\s+([^;]+);/g)].flatMap(([, tree]) =>
    usePathsOf(tree.replace(/\s+/g, ' ')).map(([path]) => path),
  );
}

/** The names a file re-exports (`pub use a::b::Name;`, `pub use c::{D, E as F}`):
 * each name and the path it stands for, as written. */
function reexports(src) {
  const out = new Map();
  for (const [, tree] of src.matchAll(/\bpub(?:\([^)]*\))?\s+use\s+([^;]+);/g)) {
    for (const path of usePathsOf(tree.replace(/\s+/g, ' '))) {
      const [whole, alias] = path;
      out.set(alias ?? whole[whole.length - 1], whole);
    }
  }
  return out;
}

/** The module a path starting with crate/super/self (or a child module of
 * the file) names, as a file; a name the file only re-exports is followed
 * to the file that defines it. */
function target(path, here, files, seen = 0) {
  const found = resolve(path, here, files);
  if (!found || seen > 8) return found?.file ?? null;
  const { file, module, rest } = found;
  const again = rest.length > 0 && reexported.get(file)?.get(rest[0]);
  if (!again) return file;
  return target([...again, ...rest.slice(1)], module, files, seen + 1) ?? file;
}

/** The file a path names, its module path and the segments after it. */
function resolve(path, here, files) {
  let mod = [];
  let rest = path;
  if (rest[0] === 'crate') {
    rest = rest.slice(1);
  } else if (rest[0] === 'super' || rest[0] === 'self') {
    mod = [...here];
    while (rest[0] === 'super' || rest[0] === 'self') {
      if (rest[0] === 'super') mod.pop();
      rest = rest.slice(1);
    }
  } else if (files.has([...here, rest[0]].join('::'))) {
    // A path into a child module of this file (`rows::Rows` beside
    // `mod rows;`).
    mod = [...here];
  } else {
    return null;
  }
  const full = [...mod, ...rest];
  for (let n = full.length; n >= 0; n--) {
    const key = full.slice(0, n).join('::');
    if (files.has(key)) return { file: files.get(key), module: full.slice(0, n), rest: full.slice(n) };
  }
  return null;
}

let failed = false;
const long = [];
const cycles = [];
/** Each file's re-exports, filled crate by crate. */
const reexported = new Map();
for (const c of crates()) {
  const base = join(ROOT, dirname(c.root));
  const list = rustFiles(base);
  const files = new Map(list.map((f) => [modulePath(f, join(ROOT, c.root)).join('::'), f]));
  const edges = new Map(list.map((f) => [f, new Set()]));
  for (const file of list) reexported.set(file, reexports(code(readFileSync(file, 'utf8'))));
  for (const file of list) {
    const text = readFileSync(file, 'utf8');
    const lines = countedLines(relative(ROOT, file), text);
    if (lines > MAX_LINES) long.push(`${relative(ROOT, file)}: ${lines} lines`);
    const src = code(text);
    const here = modulePath(file, join(ROOT, c.root));
    const paths = usePaths(src);
    // Paths written in the code (the `use` trees are read above, whole).
    for (const [m] of blank(src, /\buse\s+[^;]+;/g).matchAll(/(?<![\w:])\w+(?:::\w+)+/g)) paths.push(m.split('::'));
    for (const path of paths) {
      const to = target(path, here, files);
      if (to && to !== file) {
        edges.get(file).add(to);
        if (process.env.STRUCTURE_EDGES && file.endsWith(process.env.STRUCTURE_EDGES)) {
          console.log(`  ${relative(ROOT, file)} -> ${relative(ROOT, to)} (${path.join('::')})`);
        }
      }
    }
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const info = new Map();
  const strong = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v)) {
      if (!info.has(w)) {
        strong(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of list) if (!info.has(v)) strong(v);
}

console.log(`structure: source files over ${MAX_LINES} lines (tests aside): ${long.length}`);
for (const l of long) console.log(`  ${l}`);
console.log(`structure: import cycles between files: ${cycles.length}`);
for (const c of cycles) console.log(`  ${c.join(' <-> ')}`);
failed = long.length > 0 || cycles.length > 0;
process.exit(failed ? 1 : 0);
