// The fixed positions of tests/data/technique-positions.tsv: every technique id of techniques()
// has one (or is listed there as one hint() never gives, with the reason), and hint() on each
// gives a step of exactly that technique, at the rating written down, whose placements are the
// solution's digits and whose eliminations are candidates of the position that the solution
// does not have. The words of those hints are tested elsewhere against the same positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, solves } from './helpers.mjs';
import { positions, unreachable } from './technique-positions.mjs';

const { default: createSudoku } = await import(new URL('sudoku-node.mjs', DIST));
const M = await createSudoku();
const ids = M.techniques().map((t) => t.id);

test('every technique id has a position, or is listed as one hint() never gives; no id twice, none unknown', () => {
  const listed = [...positions.map((p) => p.id), ...unreachable.map((u) => u.id)];
  assert.equal(new Set(listed).size, listed.length, 'an id listed twice');
  assert.deepEqual([...listed].sort(), [...ids].sort());
  for (const { id, reason } of unreachable) assert.ok(reason.length > 20, `${id}: a reason`);
  // Most are reachable: the file is not a list of excuses.
  assert.ok(positions.length >= ids.length - 4, `${positions.length} positions`);
});

test('each position is a real one: its digits are the solution\'s and its marks hold the solution\'s digit', () => {
  for (const { id, input } of positions) {
    const { puzzle, values, candidates } = input;
    const solution = M.solve(puzzle).solution;
    assert.ok(solves(puzzle, solution), id);
    assert.equal(candidates.length, 81, id);
    for (let cell = 0; cell < 81; ++cell) {
      if (puzzle[cell] !== '.') assert.equal(values[cell], puzzle[cell], `${id}: r${Math.floor(cell / 9) + 1}c${cell % 9 + 1} given`);
      if (values[cell] !== '.') {
        assert.equal(values[cell], solution[cell], `${id}: cell ${cell}`);
        assert.deepEqual(candidates[cell], [], `${id}: cell ${cell} is filled`);
      } else {
        assert.ok(candidates[cell].includes(Number(solution[cell])), `${id}: cell ${cell} keeps its digit`);
      }
    }
  }
});

for (const position of positions) {
  const { id, source, line, input } = position;
  test(`${id}: hint() gives it (${source} line ${line}, after ${position.step} steps)`, () => {
    const started = performance.now();
    const hint = M.hint(input);
    const ms = performance.now() - started;
    assert.equal(hint.kind, 'step');
    const { step } = hint;
    assert.equal(step.technique, id);
    assert.equal(step.rating, position.rating);
    assert.ok(step.placements.length + step.eliminations.length > 0);
    const solution = M.solve(input.puzzle).solution;
    for (const { cell, digit } of step.placements) {
      assert.equal(input.values[cell], '.', `${id}: places into an empty cell`);
      assert.equal(digit, Number(solution[cell]), `${id}: places the solution's digit`);
    }
    for (const { cell, digit } of step.eliminations) {
      assert.ok(input.candidates[cell].includes(digit), `${id}: removes a mark the position has`);
      assert.notEqual(digit, Number(solution[cell]), `${id}: keeps the solution's digit`);
    }
    // Times are printed, never asserted (tests/README.md).
    if (ms > 500) console.log(`# ${id}: hint() took ${Math.round(ms)} ms`);
  });
}
