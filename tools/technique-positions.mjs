// Writes tests/data/technique-positions.tsv: for every technique id of techniques(), one fixed
// position (the puzzle, the player's digits and pencil marks) on which hint() gives a step of
// exactly that technique, for the tests that read a hint's words
// (tests/wasm/technique-positions.mjs loads it).
//
// Where the positions come from: each puzzle of SOURCES below is solved with steps(), and the
// position before each step (the puzzle's givens plus the digits the earlier steps placed, and
// the candidates the placed digits allow less every earlier step's eliminations) is asked for a
// hint. hint() searches a little more than steps() does (the hint patterns: W-Wing, finned fish,
// simple colouring, the binary forcing chain), so it is asked wherever the step could be one of
// those (rated 6.5 or more), and wherever the step would be a better position for its own
// technique. Of the positions whose hint names a technique, the one with the smallest step is
// kept: the lowest rating (for chains and forcing chains, the shortest), then the fewest links,
// then the fewest cells; on a tie the first met (sources, lines and steps in order). A chain
// drawn without links comes last (sizeOf).
// A technique hint() never gives has a row of its own with the reason (NONE below); the run
// fails, writing nothing, when a technique has neither a position nor a reason. The word tests
// take a step of each of those from tests/data/technique-row-steps.tsv instead, found by the
// technique's own search (tools/row-steps.sh).
//
// Usage (from the repository, after tools/build.sh; about 6 minutes of one core, 43,000 hints):
//   node tools/technique-positions.mjs [--dist <folder with sudoku-node.mjs>] [--check]
// --check writes nothing: it says whether the file is what the run would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = new URL('../', import.meta.url);
const DATA = fileURLToPath(new URL('../shared/data/', ROOT));
const OUT = new URL('tests/data/technique-positions.tsv', ROOT);

// The sets searched, in order: files of ../shared/data (its README says where each comes
// from), all their lines or the `lines` listed (1-based), each puzzle's whole solve path or
// (`first`) its starting position alone.
//   - the rated Sudoku Exchange sample: every technique below the forcing chains, and Nishio,
//     cell, region and dynamic forcing chains, occurs on its solve paths;
//   - forum_hardest_1106, the starting position of each puzzle: the first hint of 20 of them is
//     a dynamic forcing chain (+), of 59 a nested forcing chain of one of the three levels.
const SOURCES = [
  { file: 'sudoku_exchange_rated_sample.txt' },
  { file: 'forum_hardest_1106.txt', first: true },
];

// The techniques hint() never gives, and why. A position found for one of them is kept instead
// (and the run says so: the reason is then wrong).
const NONE = {
  directClaiming:
    'never the easiest step: where a line has the digit only in one box and a parallel line ' +
    'through that box is then left with one place (outside the box), the third box of the band ' +
    'holds the digit only on the third line, so a hidden single in a box (1.2) or a direct ' +
    'pointing (1.7) is there first',
  finnedXWing:
    'hint() works on the Sukaku scale, where every finned X-Wing that eliminates is first found ' +
    'as an easier pattern: a fin of one cell makes a skyscraper, kite or turbot fish, fins with ' +
    'a cover cell in one box a grouped turbot fish (4.3), fins on both base lines leave the ' +
    'band\'s third box pointing at the eliminations (2.6), and a base line wholly in the fin ' +
    'box is claiming (2.8); it is named on SE\'s scale (tests/core/logic_test.cc)',
  forcingChain:
    'hint() never gives it: the binary forcing chain (a candidate true and the same ' +
    'candidate false both lead to one conclusion, read off the grid as it is) is tried only ' +
    'where the chain search before it found no X-chain, XY-chain or alternating inference ' +
    'chain; but its first branch turned round (the conclusion\'s opposite leads to the ' +
    'candidate false) followed by its second is such a chain, from the conclusion\'s ' +
    'opposite to the conclusion, over the same links (core/src/forcing: forcing_static.h, ' +
    'forcing_unary.cc); none was met on the sets searched',
};

const { values: flags } = parseArgs({
  options: { dist: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const dist = flags.dist ? pathToFileURL(flags.dist.replace(/\/?$/, '/')) : new URL('dist/', ROOT);
const { default: createSudoku } = await import(new URL('sudoku-node.mjs', dist));
const sudoku = await createSudoku();

// Peers of each cell (row, column and box, without the cell).
const PEERS = Array.from({ length: 81 }, (_, cell) => {
  const box = (c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
  const peers = [];
  for (let other = 0; other < 81; ++other) {
    if (other === cell) continue;
    if (Math.floor(other / 9) === Math.floor(cell / 9) || other % 9 === cell % 9 ||
        box(other) === box(cell)) peers.push(other);
  }
  return peers;
});

/**
 * The position of a puzzle before its first step: { values: 81 digits (0 empty), marks: 81
 * candidate masks (bit d-1) }.
 */
function startOf(puzzle) {
  const values = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const marks = values.map((value, cell) => {
    if (value) return 0;
    let mask = 0x1ff;
    for (const peer of PEERS[cell]) if (values[peer]) mask &= ~(1 << (values[peer] - 1));
    return mask;
  });
  return { values, marks };
}

/**
 * Applies a step as the engine does: each placement fills its cell and takes the digit from its
 * peers' candidates; then the eliminations.
 */
function apply(position, step) {
  for (const { cell, digit } of step.placements) {
    position.values[cell] = digit;
    position.marks[cell] = 0;
    for (const peer of PEERS[cell]) position.marks[peer] &= ~(1 << (digit - 1));
  }
  for (const { cell, digit } of step.eliminations) position.marks[cell] &= ~(1 << (digit - 1));
}

const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));

/** hint()'s input for a position. */
const hintInput = (puzzle, position) => ({
  puzzle,
  values: position.values.map((v) => (v ? String(v) : '.')).join(''),
  candidates: position.marks.map(digitsOf),
});

/**
 * How big a step is, smaller first: rating (chain length), links, cells. A chain or forcing
 * chain (a technique rated by length) that draws no links comes after every one that does:
 * its words have no chain to name.
 */
const sizeOf = (step) => [lengthRated.has(step.technique) && step.links.length === 0 ? 1 : 0,
  Math.round(step.rating * 10), step.links.length, step.cells.length];
const smaller = (a, b) => {
  for (let i = 0; i < a.length; ++i) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
};

const ids = sudoku.techniques().map((t) => t.id);
const lengthRated = new Set(sudoku.techniques().filter((t) => t.lengthRated).map((t) => t.id));
const best = new Map();  // id -> { size, source, line, step, rating, input }
const hintPatternFloor = 6.5;  // the lowest base rating of a hint pattern (core/TECHNIQUES.md)

function consider(step, record) {
  const size = sizeOf(step);
  const held = best.get(step.technique);
  if (held && !smaller(size, held.size)) return;
  best.set(step.technique, { ...record, size, rating: step.rating });
}

const started = Date.now();
let hints = 0;
for (const source of SOURCES) {
  const lines = readFileSync(DATA + source.file, 'utf8').split('\n').filter(Boolean);
  for (const line of source.lines ?? lines.map((_, i) => i + 1)) {
    const puzzle = lines[line - 1].split('\t')[0];
    const position = startOf(puzzle);
    if (source.first) {
      const input = hintInput(puzzle, position);
      const hint = sudoku.hint(input);
      ++hints;
      if (hint.kind === 'step') consider(hint.step, { source: source.file, line, step: 0, input });
      continue;
    }
    const { steps } = sudoku.steps(puzzle);
    steps.forEach((step, index) => {
      const held = best.get(step.technique);
      const improves = !held || smaller(sizeOf(step), held.size);
      if (improves || step.rating >= hintPatternFloor) {
        const input = hintInput(puzzle, position);
        const hint = sudoku.hint(input);
        ++hints;
        if (hint.kind === 'step') {
          consider(hint.step, { source: source.file, line, step: index, input });
        }
      }
      apply(position, step);
    });
    if (line % 500 === 0) {
      console.error(`${source.file}:${line} ${best.size}/${ids.length} ids, ${hints} hints, ` +
                    `${Math.round((Date.now() - started) / 1000)} s`);
    }
  }
}

const header = `# One fixed position per technique id: hint() on it gives a step of that technique.
# Written by tools/technique-positions.mjs (its top comment says how the positions are chosen);
# do not edit: run it again when the engine's steps change.
# Columns: id; source (a file of ../shared/data) and line; step (how many steps of steps()'s
# solve path come before the position); rating of the hint's step; puzzle; values (the givens
# and the digits placed, '.' empty); candidates (81 groups of digits, one per cell, separated by
# ',': empty for a filled cell). A technique hint() never gives has the row: id; none; why.
`;
const missing = ids.filter((id) => !best.has(id) && !NONE[id]);
if (missing.length) {
  console.error(`no position and no reason for: ${missing.join(' ')}`);
  process.exit(1);
}
for (const id of ids) {
  if (best.has(id) && NONE[id]) console.error(`${id}: found, though NONE says why it cannot be`);
}
const rows = ids.map((id) => {
  if (!best.has(id)) return [id, 'none', NONE[id]].join('\t');
  const b = best.get(id);
  const marks = b.input.candidates.map((digits) => digits.join('')).join(',');
  return [id, b.source, b.line, b.step, b.rating, b.input.puzzle, b.input.values, marks].join('\t');
});
const text = header + rows.join('\n') + '\n';
for (const [id, b] of best) {
  console.error(`${id}\t${b.source}:${b.line} step ${b.step}\trating ${b.rating}, ` +
                `${b.size[2]} links, ${b.size[3]} cells`);
}
console.error(`${best.size}/${ids.length} ids, ${hints} hints, ` +
              `${Math.round((Date.now() - started) / 1000)} s`);
if (flags.check) {
  const same = readFileSync(OUT, 'utf8') === text;
  console.error(same ? 'the file is up to date' : 'the file differs from what this run writes');
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(OUT, text);
}
