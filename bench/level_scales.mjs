// How the two rating scales see the levels generate() makes on each: for each scale and level
// 1-5, generate({ level, scale, seed }) for seeds 1..N (the WASM build through the JS API,
// dist/), then every puzzle counted (exactly one solution) and graded on both scales. The level
// on the asked scale must be the asked level every time (the script stops otherwise); the table
// says how the other scale rates the same puzzles, and for those it puts on another level the
// hardest technique on each scale.
// Usage: node bench/level_scales.mjs [seeds = 30]   Prints a Markdown table.
import createSudoku from '../dist/sudoku-node.mjs';

const seeds = Number(process.argv[2] ?? 30);
const M = await createSudoku();
const other = { sukaku: 'se', se: 'sukaku' };
// "4: 12" for each level that occurred, in level order.
const counts = (values) => [...new Set(values)].sort((a, b) => a - b)
  .map((v) => `${v}: ${values.filter((w) => w === v).length}`).join(', ');
const span = (values) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
console.log('| asked scale | level | puzzles | score on it | level on the other scale: puzzles | score on the other | hardest, asked → other, where the levels differ: puzzles |');
console.log('|---|---:|---:|---|---|---|---|');
for (const scale of ['sukaku', 'se']) {
  for (let level = 1; level <= 5; ++level) {
    const scores = [], otherLevels = [], otherScores = [], differ = new Map();
    for (let seed = 1; seed <= seeds; ++seed) {
      const made = M.generate({ level, scale, seed });
      if (M.countSolutions(made.puzzle, 2) !== 1) throw new Error(`${scale} ${level} seed ${seed}: not unique`);
      const asked = M.grade(made.puzzle, { scale });
      if (asked.level !== level || made.level !== level || made.score !== asked.score) {
        throw new Error(`${scale} ${level} seed ${seed}: graded level ${asked.level}, reported ${made.level}`);
      }
      const seen = M.grade(made.puzzle, { scale: other[scale] });
      scores.push(asked.score);
      otherLevels.push(seen.level);
      otherScores.push(seen.score);
      const pair = `${asked.hardest} → ${seen.hardest}`;
      if (seen.level !== level) differ.set(pair, (differ.get(pair) ?? 0) + 1);
    }
    const hardest = [...differ].sort((a, b) => b[1] - a[1]).map(([pair, n]) => `${pair}: ${n}`).join(', ') || '—';
    console.log(`| ${scale} | ${level} | ${seeds} | ${span(scores)} | ${counts(otherLevels)} | ${span(otherScores)} | ${hardest} |`);
  }
}
