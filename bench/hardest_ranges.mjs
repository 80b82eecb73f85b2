// The hardest score ranges in WASM, searched from seeds (core/src/generator/
// neighbourhood_search.cc): generate({ score, scale, seed }) for seeds 1..N per range, through
// the JS API (dist/), each puzzle then counted (exactly one solution) and graded again on its
// scale. Prints a Markdown table: puzzles made, budgetExhausted, wrong (must be 0), the ratings
// made, and the time of one generate() call (median and max).
// Usage: node --no-experimental-fetch bench/hardest_ranges.mjs [seeds = 10]
import createSudoku from '../dist/sudoku-node.mjs';

const seeds = Number(process.argv[2] ?? 10);
const M = await createSudoku();
const ranges = [[[9.5, 9.9], 'se'], [[10, 11], 'se'], [[10, 11], 'sukaku'], [[10.5, 11], 'se']];
console.log('| score range | scale | puzzles | budgetExhausted | wrong | ratings made | s p50 / max (WASM) |');
console.log('|---|---|---:|---:|---:|---|---|');
for (const [score, scale] of ranges) {
  const seconds = [], ratings = [];
  let made = 0, exhausted = 0, wrong = 0;
  for (let seed = 1; seed <= seeds; ++seed) {
    const start = performance.now();
    let puzzle;
    try {
      puzzle = M.generate({ score, scale, seed });
    } catch (error) {
      if (error.code !== 'budgetExhausted') throw error;
      ++exhausted;
      seconds.push((performance.now() - start) / 1000);
      continue;
    }
    seconds.push((performance.now() - start) / 1000);
    ++made;
    const grade = M.grade(puzzle.puzzle, { scale });
    ratings.push(grade.score);
    if (M.countSolutions(puzzle.puzzle, 2) !== 1 || grade.score < score[0] || grade.score > score[1]
        || grade.score !== puzzle.score) ++wrong;
  }
  seconds.sort((a, b) => a - b);
  const span = ratings.length ? `${Math.min(...ratings).toFixed(1)}–${Math.max(...ratings).toFixed(1)}` : '—';
  console.log(`| ${score[0].toFixed(1)}-${score[1].toFixed(1)} | ${scale} | ${made} | ${exhausted} | ${wrong} | ${span} | `
    + `${seconds[seconds.length >> 1].toFixed(2)} / ${seconds[seconds.length - 1].toFixed(2)} |`);
}
