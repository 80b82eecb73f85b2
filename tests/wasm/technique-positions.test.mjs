// The fixed positions of tests/data/technique-positions.tsv: every technique id of techniques()
// has one (or is listed there as one hint() never gives, with the reason), and hint() on each
// gives a step of exactly that technique, at the rating written down, whose placements are the
// solution's digits and whose eliminations are candidates of the position that the solution
// does not have. The words of those hints are tested elsewhere against the same positions.
// For each technique hint() never gives, tests/data/technique-row-steps.tsv holds a real
// position and the step the technique's own search found there (tools/row-steps.sh); that step
// is checked here for soundness against the position and its solution.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, solves } from './helpers.mjs';
import { positions, rowSteps, unreachable } from './technique-positions.mjs';

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

const rc = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

test('every technique hint() never gives has a recorded step of its own search, and no other', () => {
  assert.deepEqual(rowSteps.map((r) => r.id).sort(), unreachable.map((u) => u.id).sort());
});

for (const recorded of rowSteps) {
  const { id, source, line, input, step } = recorded;
  test(`${id}: the recorded step is sound on its position (${source} line ${line}, after ${recorded.index} steps)`, () => {
    assert.equal(step.technique, id);
    assert.equal(step.rating, recorded.rating);
    const row = M.techniques().find((t) => t.id === id);
    assert.equal(step.name, row.name);
    assert.equal(step.nameZh, row.nameZh);
    const { puzzle, values, candidates } = input;
    const solution = M.solve(puzzle).solution;
    assert.ok(solves(puzzle, solution));
    // The position is one of the puzzle's solve path: its digits are the solution's, its
    // candidates keep the solution's digit.
    for (let cell = 0; cell < 81; ++cell) {
      if (puzzle[cell] !== '.') assert.equal(values[cell], puzzle[cell]);
      if (values[cell] !== '.') {
        assert.equal(values[cell], solution[cell], `${id}: ${rc(cell)}`);
        assert.deepEqual(candidates[cell], [], `${id}: ${rc(cell)} is filled`);
      } else {
        assert.ok(candidates[cell].includes(Number(solution[cell])), `${id}: ${rc(cell)} keeps its digit`);
      }
    }
    // It does something, and only what the solution allows.
    assert.ok(step.placements.length + step.eliminations.length > 0);
    for (const { cell, digit } of step.placements) {
      assert.ok(candidates[cell].includes(digit), `${id}: places a candidate`);
      assert.equal(digit, Number(solution[cell]), `${id}: places the solution's digit in ${rc(cell)}`);
    }
    for (const { cell, digit } of step.eliminations) {
      assert.ok(candidates[cell].includes(digit), `${id}: removes a candidate of the position`);
      assert.notEqual(digit, Number(solution[cell]), `${id}: keeps the solution's digit in ${rc(cell)}`);
    }
    // Its pattern lies on the position: cells empty, digits candidates of them.
    for (const cell of step.cells) assert.equal(values[cell], '.', `${id}: pattern cell ${rc(cell)} is empty`);
    // Its links: every node's candidates exist, and truth runs as wasm/sudoku.d.ts ChainLink says
    // (a path starts where a link does not go on from the one before, at "is" after a weak
    // first link and "is not" after a strong one; a direct link goes from a node whose truth is
    // the opposite of the link's to-node's).
    let last = null;
    for (const link of step.links) {
      for (const cell of [...link.fromCells, ...link.toCells]) assert.equal(values[cell], '.', `${id}: link cell ${rc(cell)}`);
      for (const cell of link.fromCells) assert.ok(candidates[cell].includes(link.fromDigit), `${id}: ${rc(cell)} holds ${link.fromDigit}`);
      for (const cell of link.toCells) assert.ok(candidates[cell].includes(link.toDigit), `${id}: ${rc(cell)} holds ${link.toDigit}`);
      assert.equal(link.fromCell, link.fromCells[0]);
      assert.equal(link.toCell, link.toCells[0]);
      const from = `${link.fromCells}/${link.fromDigit}`;
      const fromTruth = last && last.key === from ? last.truth : (link.via ? false : !link.strong);
      if (!link.via) assert.equal(fromTruth, !link.strong, `${id}: a direct link alternates truth`);
      // Read off the grid as it is (a static chain or forcing chain), a direct link between
      // two candidates is a rule of the position: weak, the two cannot both be true (one cell,
      // or one digit in cells that see each other); strong, they cannot both be false (the
      // cell's only two candidates, or the digit's only two places in a house).
      if (!link.via && ['chain', 'forcing'].includes(row.inference) && link.fromCells.length === 1 && link.toCells.length === 1) {
        const [a, b] = [link.fromCell, link.toCell];
        const houses = (c) => [Math.floor(c / 9), 9 + (c % 9), 18 + Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3)];
        const shared = houses(a).filter((h) => houses(b).includes(h));
        if (a === b) {
          assert.notEqual(link.fromDigit, link.toDigit);
          if (link.strong) assert.equal(candidates[a].length, 2, `${id}: ${rc(a)} holds two candidates`);
        } else {
          assert.equal(link.fromDigit, link.toDigit, `${id}: a link between cells keeps its digit`);
          assert.ok(shared.length > 0, `${id}: ${rc(a)} sees ${rc(b)}`);
          if (link.strong) {
            const places = (h) => [...Array(81).keys()].filter((c) => houses(c).includes(h) && candidates[c].includes(link.toDigit));
            assert.ok(shared.some((h) => places(h).length === 2), `${id}: ${link.toDigit} has two places in a house of ${rc(a)} and ${rc(b)}`);
          }
        }
      }
      last = { key: `${link.toCells}/${link.toDigit}`, truth: link.strong };
    }
  });
}
