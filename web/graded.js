// Puzzles of a graded level (1 easy .. 5 extreme, the engine's grade()), made from the engine's
// own calls. Runs inside the engine's worker: a search of many candidates stays off the page's
// main thread and pays no message round trip per candidate.
//
// The page's fallback when generate({ difficulty }) runs out of time (web/engine.js): it always
// ends with some puzzle, the closest level found. Candidates come from digging: take a random
// solution grid (the holes-per-box generator's), empty its cells in random order, keeping each
// removal only when the puzzle stays unique, then grade the result. Fully dug (minimal) puzzles
// cover every level; easy ones stop digging early so they keep more givens.

const GIVENS_LEFT_FOR_EASY = 32;

function shuffled(cells, random) {
  for (let i = cells.length - 1; i > 0; --i) {
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells;
}

// Small seeded generator (xorshift32) so a search can be repeated from its seed.
function randomFrom(seed) {
  let x = (seed >>> 0) || 0x9E3779B9;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 0x100000000;
  };
}

/** Empties cells of `solution` in random order while the puzzle stays unique. */
function dig(engine, solution, random, keep) {
  const cells = [...solution];
  let givens = 81;
  for (const cell of shuffled(Array.from({ length: 81 }, (_, i) => i), random)) {
    if (givens <= keep) break;
    const digit = cells[cell];
    cells[cell] = '.';
    if (engine.countSolutions(cells.join(''), 2) === 1) givens -= 1;
    else cells[cell] = digit;
  }
  return cells.join('');
}

/**
 * Searches for a puzzle of graded `level` within `budgetMs`. Returns { puzzle, solution, grade,
 * matched, tries, ms }; when time runs out first, the candidate whose level came closest (ties:
 * the later one) with matched false.
 */
export function generateGraded(engine, { level, budgetMs = 6000, seed } = {}) {
  const start = performance.now();
  const random = randomFrom(seed ?? Math.floor(Math.random() * 0x100000000));
  const keep = level === 1 ? GIVENS_LEFT_FOR_EASY : 0;
  let best = null;
  let tries = 0;
  do {
    tries += 1;
    const { solution } = engine.generate({ level: 1, seed: Math.floor(random() * 0x100000000) });
    const puzzle = dig(engine, solution, random, keep);
    const grade = engine.grade(puzzle);
    const candidate = { puzzle, solution, grade };
    if (!best || Math.abs(grade.level - level) <= Math.abs(best.grade.level - level)) best = candidate;
    if (grade.level === level) break;
  } while (performance.now() - start < budgetMs);
  return { ...best, matched: best.grade.level === level, tries, ms: performance.now() - start };
}
