// The Explain view's third board shows candidates (issue 26, item 4). The first pass is the
// original demo's: tags, then naked singles in cascade, nothing else; hidden singles come next,
// before any guess, and are counted. Runs in node on the built module (dist/), through the call
// the view makes (web/explain/choose.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudoku from '../../dist/sudoku-node.mjs';
import { chooseExplained, EXPLAIN_TRIES } from '../../web/explain/choose.js';
import { solves } from '../rules.mjs';

const M = await createSudoku();
const DEFAULT_HOLES = 4; // the view's default, 4-7 holes per box
const SEEDS = Array.from({ length: 50 }, (_, i) => i + 1);

const row = (cell) => Math.floor(cell / 9);
const col = (cell) => cell % 9;
const box = (cell) => Math.floor(row(cell) / 3) * 3 + Math.floor(col(cell) / 3);
const sees = (a, b) => a !== b && (row(a) === row(b) || col(a) === col(b) || box(a) === box(b));

/** Checks firstPass against the rules alone: it is the naked-singles fixpoint of the puzzle. */
function checkFirstPass(puzzle, solution, { values, candidates, deduced }) {
  for (let cell = 0; cell < 81; ++cell) {
    if (puzzle[cell] !== '.') {
      assert.equal(values[cell], Number(puzzle[cell]), 'a given stays');
      assert.equal(deduced[cell], false);
      continue;
    }
    if (values[cell]) {
      assert.equal(deduced[cell], true);
      assert.equal(values[cell], Number(solution[cell]), 'a digit of the first pass is right');
      continue;
    }
    // An open cell holds exactly the digits no filled peer holds: two or more, or the first pass
    // would have placed it (a naked single).
    const seen = new Set();
    for (let peer = 0; peer < 81; ++peer) if (sees(cell, peer) && values[peer]) seen.add(values[peer]);
    const left = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
    assert.deepEqual(candidates[cell], left, `r${row(cell) + 1}c${col(cell) + 1}`);
    assert.ok(left.length >= 2);
    assert.ok(left.includes(Number(solution[cell])));
  }
}

test('over seeds 1-50 of the default holes, board 3 holds a cell with two or more candidates', async () => {
  let tries = 0, withHidden = 0, guessed = 0;
  for (const seed of SEEDS) {
    const { game, explained, tries: made } = await chooseExplained(M, DEFAULT_HOLES, seed);
    tries += made;
    const { puzzle } = game;
    assert.ok(explained.firstPass.candidates.some((c) => c.length >= 2), `seed ${seed}: board 3 shows candidates`);
    // The solution is checked against the rules and the givens, apart from the engine.
    assert.equal(explained.status, 'unique');
    assert.ok(solves(puzzle, explained.solution), `seed ${seed}`);
    assert.equal(explained.solution, game.solution);
    checkFirstPass(puzzle, explained.solution, explained.firstPass);
    if (explained.beforeGuess.hiddenSingles > 0) ++withHidden;
    if (explained.counters.savedStates > 0) ++guessed;
  }
  // 15 of the 50 first puzzles fall to the first pass alone; another is made for them (and for 12
  // of those again): 77 puzzles in all, at most 5 for one seed.
  assert.equal(tries, 77);
  // Every puzzle the first pass leaves open needs hidden singles next; 8 of them still a guess.
  assert.equal(withHidden, 50);
  assert.equal(guessed, 8);
});

test('seed 1: 26 givens, 15 cells filled by the first pass, 40 with candidates, then 12 hidden singles', async () => {
  const { game, explained, tries } = await chooseExplained(M, DEFAULT_HOLES, 1);
  assert.equal(tries, 1);
  assert.equal(game.clues, 26);
  assert.equal(explained.firstPass.deduced.filter(Boolean).length, 15);
  assert.equal(explained.firstPass.candidates.filter((c) => c.length >= 2).length, 40);
  // 12 hidden singles and the 28 naked singles after them fill the 40 open cells: no guess.
  assert.deepEqual(explained.beforeGuess, { hiddenSingles: 12, nakedSingles: 28 });
  assert.deepEqual(explained.counters, { candidateOps: 510, savedStates: 0, backtracks: 0 });
});

test('a puzzle whose first pass fills every cell is passed over; a level where every one does keeps the last', async () => {
  // At 1-4 holes per box naked singles alone solve every puzzle: all tries are made.
  const { game, explained, tries } = await chooseExplained(M, 1, 7);
  assert.equal(tries, EXPLAIN_TRIES);
  assert.equal(game.seed, (7 + (EXPLAIN_TRIES - 1) * 0x9e3779b9) % 2 ** 32);
  assert.equal(explained.firstPass.values.includes(0), false);
  assert.deepEqual(explained.beforeGuess, { hiddenSingles: 0, nakedSingles: 0 });
  assert.equal(explained.counters.savedStates, 0);
});
