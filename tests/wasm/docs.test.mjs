// Every relative link in every Markdown file of the repository resolves: to a file or folder of
// the repository, and for a `#anchor` into a Markdown file, to one of its headings (named as
// GitHub names them). Links to other sites are not followed. Reads only the checkout, no built
// module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git']);

/** The repository's Markdown files, relative to `root`: git's list, or a walk outside git. */
export function markdownFiles(root) {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' })
      .split('\n').filter(Boolean).filter((file) => existsSync(join(root, file)));
  } catch {
    const walk = (folder) => readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) || entry.name.startsWith('build') ? [] : walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
    return walk('');
  }
}

/** The lines of a Markdown text outside fenced code blocks, with code spans blanked. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  for (const [index, line] of text.split('\n').entries()) {
    const opening = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      continue;
    }
    if (opening) { fence = opening[1]; continue; }
    lines.push({ number: index + 1, text: line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => ' '.repeat(span.length)) });
  }
  return lines;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text offers: its headings' slugs (repeats numbered) and HTML ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const heading of proseHeadings(text)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

function proseHeadings(text) {
  const headings = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const opening = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      continue;
    }
    if (opening) { fence = opening[1]; continue; }
    const heading = line.match(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (heading) headings.push(heading[1]);
  }
  return headings;
}

/** The links of a Markdown text: [{ line, target }], inline links, images and definitions. */
export function linksOf(text) {
  const links = [];
  for (const { number, text: line } of proseLines(text)) {
    for (const m of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ line: number, target: m[1] });
    }
    const definition = line.match(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/);
    if (definition) links.push({ line: number, target: definition[1] });
  }
  return links;
}

/** Every broken relative link of the Markdown files under `root`, as "file:line: why". */
export function brokenLinks(root, files = markdownFiles(root)) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  for (const file of files) {
    const source = join(root, file);
    for (const { line, target } of linksOf(readFileSync(source, 'utf8'))) {
      const where = `${file}:${line}: ${target}`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;  // another site
      if (target === '') { problems.push(`${where}: empty link`); continue; }
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const path = pathPart === '' ? source
        : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(source), pathPart);
      const inside = relative(root, path);
      if (inside.startsWith('..') || inside.split(sep).includes('..')) { problems.push(`${where}: leaves the repository`); continue; }
      if (!existsSync(path)) { problems.push(`${where}: no such file`); continue; }
      if (anchor !== null && path.endsWith('.md') && !anchorsIn(path).has(anchor)) {
        problems.push(`${where}: no heading #${anchor} in ${relative(root, path)}`);
      }
    }
  }
  return problems;
}

test('every relative link in the repository\'s Markdown resolves, anchors included', () => {
  const files = markdownFiles(ROOT);
  for (const file of ['README.md', 'wasm/API.md', 'core/TECHNIQUES.md', 'web/README.md', 'bench/README.md', 'tests/README.md']) {
    assert.ok(files.includes(file), `${file} is checked`);
  }
  assert.ok(!files.some((file) => file.startsWith('node_modules/')), 'node_modules is not ours');
  assert.deepEqual(brokenLinks(ROOT, files), []);
});

test('headings become GitHub\'s anchors', () => {
  assert.equal(slug('Generator by score range'), 'generator-by-score-range');
  assert.equal(slug('BUG, the bivalue universal grave'), 'bug-the-bivalue-universal-grave');
  assert.equal(slug('On 4x4 and 6x6 grids'), 'on-4x4-and-6x6-grids');
  assert.equal(slug('Solver against tdoku (`node bench/ref_ratio.mjs`)'), 'solver-against-tdoku-node-benchref_ratiomjs');
  assert.equal(slug('The [API](wasm/API.md) reference'), 'the-api-reference');
  assert.deepEqual([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')], ['a', 'notes', 'notes-1']);
});

test('a missing file, a missing heading and a link out of the repository are each reported', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
  try {
    writeFileSync(join(root, 'a.md'), '# Title\n\n## Two words\n\nSee [b](b.md), [two](#two-words), [web](https://example.com).\n');
    writeFileSync(join(root, 'b.md'), [
      '# B', '', '[gone](missing.md) [heading](a.md#three-words) [ok](a.md#two-words) ![pic](pic.png)',
      '[out](../elsewhere.md) `[code](nowhere.md)`', '```', '[fenced](nowhere.md)', '```', '[def]: also-missing.md', '',
    ].join('\n'));
    assert.deepEqual(brokenLinks(root, ['a.md', 'b.md']), [
      'b.md:3: missing.md: no such file',
      'b.md:3: a.md#three-words: no heading #three-words in a.md',
      'b.md:3: pic.png: no such file',
      'b.md:4: ../elsewhere.md: leaves the repository',
      'b.md:8: also-missing.md: no such file',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
