// Every relative link of README.md and docs/*.md leads somewhere: the file
// (or folder) exists, and a link's #anchor into a Markdown file names one of
// its headings, as GitHub makes anchors of headings (lower case, spaces to
// '-', punctuation dropped, a repeated heading numbered -1, -2, ...).
// Links and images written `[text](path#anchor)`, `![alt](path)` or
// `[label]: path` are checked; text in code (fenced or in backticks) is not
// a link. Addresses with a scheme (https:, mailto:) are not followed.
// Exits 1 listing each broken link with its file and line.
//   node scripts/check-links.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const docs = join(root, 'docs');
const files = [
  join(root, 'README.md'),
  ...(existsSync(docs)
    ? readdirSync(docs)
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => join(docs, f))
    : []),
];

/** A file's lines with code blanked out: fenced blocks and `spans`. */
function prose(text) {
  let fence = null;
  return text.split('\n').map((line) => {
    const open = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return '';
    }
    if (open) {
      fence = open[1];
      return '';
    }
    return line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
  });
}

/** GitHub's anchor for a heading's text. */
function slug(heading) {
  return heading
    .trim()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading: its text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map();
/** The anchors a Markdown file's headings make. */
function anchors(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const seen = new Map();
  const found = new Set();
  let fence = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const open = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    const h = line.match(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!h) continue;
    const base = slug(h[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(file, found);
  return found;
}

/** Each link target of a line: inline links and images, and definitions. */
function targets(line) {
  const out = [];
  for (const m of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+["'(][^)]*)?\s*\)/g)) {
    out.push(m[1].replace(/^<|>$/g, ''));
  }
  const def = line.match(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/);
  if (def) out.push(def[1].replace(/^<|>$/g, ''));
  return out;
}

const broken = [];
let checked = 0;
for (const file of files) {
  const name = relative(root, file);
  prose(readFileSync(file, 'utf8')).forEach((line, i) => {
    for (const target of targets(line)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      checked++;
      const where = `${name}:${i + 1}: ${target}`;
      const hash = target.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const dest = path === '' ? file : resolve(dirname(file), path);
      const inRepo = relative(root, dest);
      if (inRepo.startsWith('..')) {
        broken.push(`${where} (outside the repository)`);
        continue;
      }
      if (!existsSync(dest)) {
        broken.push(`${where} (no such file)`);
        continue;
      }
      if (anchor === null || anchor === '') continue;
      if (!dest.endsWith('.md') || statSync(dest).isDirectory()) continue;
      if (!anchors(dest).has(anchor)) {
        broken.push(`${where} (no heading in ${inRepo} makes #${anchor})`);
      }
    }
  });
}

if (broken.length > 0) {
  console.error(`broken links (${broken.length}):`);
  for (const b of broken) console.error(`  ${b}`);
  process.exit(1);
}
console.log(`links: ${checked} relative links in ${files.length} files lead somewhere`);
