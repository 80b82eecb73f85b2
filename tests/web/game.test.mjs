// The page's game model (web/game/game.js) on every grid size (issue 25, item 1): the size comes from
// the puzzle (16, 36 or 81 cells), and moves, pencil marks, the engine's candidates, undo and
// snapshots work on 4x4 and 6x6 as on 9x9. Game is free of the DOM, so it runs here in node,
// against the node build of the same engine the page's workers load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { DIST, nodeEngine, C22B, C22B_SOLUTION } from './helpers.mjs';
import { solvesSized } from '../rules.mjs';

// The page's copy in dist/, beside the package modules it imports (play-grid.js, grid.js).
const { Game } = await import(new URL('game/game.js', pathToFileURL(DIST)).href);

const maskOf = (digits) => digits.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));

test('a 36-cell puzzle is a 6x6 game: its peers, marks, the engine\'s candidates, undo and snapshots', async () => {
  const engine = await nodeEngine();
  const { puzzle, solution } = engine.generate({ size: 6, level: 'first', seed: 1 });
  assert.equal(puzzle.length, 36);
  assert.ok(solvesSized(puzzle, solution, 6));
  const game = new Game({ puzzle, solution });
  assert.equal(game.size, 6);
  assert.equal(game.grid.cells, 36);
  assert.deepEqual([game.grid.boxRows, game.grid.boxColumns], [2, 3]);
  assert.equal(game.values.length, 36);
  assert.equal(game.marks.length, 36);
  assert.equal(game.text, puzzle);
  assert.deepEqual(game.digitCounts().length, 7);
  // Peers of r1c1 on 6x6: the rest of row 1 (5), of column 1 (5), and r2c2, r2c3 of its box.
  assert.deepEqual([...game.grid.peers[0]].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 12, 18, 24, 30]);

  // Candidates from the engine become the pencil marks, one N-bit mask per empty cell.
  const candidates = engine.candidates(game.text);
  assert.equal(candidates.length, 36);
  assert.equal(game.fillMarks(new Array(81).fill([1])), false, 'a 9x9 list is not this grid\'s');
  assert.equal(game.fillMarks(candidates), true);
  for (let cell = 0; cell < 36; ++cell) {
    assert.equal(game.marks[cell], game.values[cell] ? 0 : maskOf(candidates[cell]), `cell ${cell}`);
    for (const d of digitsOf(game.marks[cell])) assert.ok(d >= 1 && d <= 6);
  }

  // Placing the solution's digit in an empty cell takes that digit out of its peers' marks (the
  // 6x6 peers, no 9x9 cell), and undo gives every mark back.
  const cell = [...puzzle].findIndex((c) => c === '.');
  const digit = Number(solution[cell]);
  const before = game.snapshot();
  const peersWithMark = game.grid.peers[cell].filter((peer) => game.hasMark(peer, digit));
  assert.ok(peersWithMark.length > 0, 'some peer has the digit as a candidate');
  assert.equal(game.setDigit(cell, digit), true);
  assert.equal(game.values[cell], digit);
  assert.equal(game.marks[cell], 0);
  for (const peer of peersWithMark) assert.equal(game.hasMark(peer, digit), false, `peer ${peer}`);
  assert.equal(game.wrongEntries, 0);
  assert.equal(game.undo(), true);
  assert.deepEqual(game.values, before.values);
  assert.deepEqual(game.marks, before.marks);
  assert.equal(game.redo(), true);
  assert.equal(game.values[cell], digit);

  // A wrong digit is counted and is a mistake; erasing it brings the cell's marks back.
  const other = [...puzzle].findIndex((c, i) => c === '.' && i !== cell);
  const wrong = [1, 2, 3, 4, 5, 6].find((d) => String(d) !== solution[other]);
  const otherMarks = game.marks[other];
  game.setDigit(other, wrong);
  assert.equal(game.wrongEntries, 1);
  assert.deepEqual([...game.mistakes(new Set())], [other]);
  game.clear(other);
  assert.equal(game.marks[other], otherMarks);

  // A snapshot restores the whole grid; the game as saved data comes back the same.
  const snap = game.snapshot();
  game.toggleMark(other, 6);
  assert.notEqual(game.marks[other], snap.marks[other]);
  game.restore(snap);
  assert.deepEqual(game.values, snap.values);
  assert.deepEqual(game.marks, snap.marks);
  const again = new Game(JSON.parse(JSON.stringify(game.toJSON())));
  assert.equal(again.size, 6);
  assert.deepEqual(again.values, game.values);
  assert.deepEqual(again.marks, game.marks);

  // Filled with the solution and found without conflicts by the engine: won.
  [...solution].forEach((d, i) => { if (!game.isGiven(i) && game.values[i] !== Number(d)) game.setDigit(i, Number(d)); });
  assert.equal(game.filled, true);
  assert.deepEqual(engine.validate(game.text), []);
  game.finish();
  assert.equal(game.completed, true);
  assert.equal(game.text, solution);
  assert.equal(game.setDigit(cell, digit === 1 ? 2 : 1), false, 'a won game takes no move');
});

test('a 16-cell puzzle is a 4x4 game with 2x2 boxes; 9x9 is as before; other lengths are refused', async () => {
  const engine = await nodeEngine();
  const { puzzle, solution } = engine.generate({ size: 4, level: 'first', seed: 3 });
  const game = new Game({ puzzle });
  assert.equal(game.size, 4);
  assert.deepEqual([game.grid.boxRows, game.grid.boxColumns], [2, 2]);
  assert.deepEqual(game.grid.peers[0], [1, 2, 3, 4, 5, 8, 12]);
  assert.equal(game.grid.houses.length, 12);
  assert.deepEqual(game.grid.houses[8], [0, 1, 4, 5]);
  assert.equal(game.fillMarks(engine.candidates(game.text)), true);
  for (let cell = 0; cell < 16; ++cell) assert.ok(game.marks[cell] < 16, 'marks of digits 1..4 only');
  [...solution].forEach((d, i) => { if (!game.isGiven(i)) game.setDigit(i, Number(d)); });
  assert.equal(game.text, solution);
  assert.equal(game.digitCounts().join(), '0,4,4,4,4');

  const nine = new Game({ puzzle: C22B, solution: C22B_SOLUTION });
  assert.equal(nine.size, 9);
  assert.equal(nine.grid.peers[40].length, 20);
  assert.equal(nine.fillMarks(engine.candidates(nine.text)), true);
  assert.throws(() => new Game({ puzzle: '1'.repeat(25) }), RangeError);
  assert.throws(() => new Game({ puzzle: '.'.repeat(80) }), RangeError);
});

test('several cells at once: setDigits, toggleMarks and clearCells are one undo step each; givens stay; mistakes counted', () => {
  const game = new Game({ puzzle: C22B, solution: C22B_SOLUTION });
  const given = [...C22B].findIndex((c) => c !== '0');
  const [a, b, c] = [...C22B].flatMap((ch, cell) => (ch === '0' ? [cell] : [])).slice(0, 3);
  const digit = Number(C22B_SOLUTION[a]);
  assert.deepEqual(game.setDigits([a, b, given], digit), [a, b]);
  assert.deepEqual([game.values[a], game.values[b], game.values[given]], [digit, digit, Number(C22B[given])]);
  const wrong = [a, b].filter((cell) => Number(C22B_SOLUTION[cell]) !== digit).length;
  assert.equal(game.wrongEntries, wrong);
  assert.equal(game.history.length, 1);
  assert.deepEqual(game.setDigits([a, b], digit), [], 'nothing to change: no step');
  assert.equal(game.history.length, 1);
  // Marks: added to all when any lacks it, removed from all when all have it; digits are skipped.
  assert.equal(game.toggleMarks([a, c], 4), true);
  assert.equal(game.marks[c], maskOf([4]));
  assert.equal(game.marks[a], 0, 'a cell with a digit takes no mark');
  game.toggleMark(c, 6);
  assert.equal(game.toggleMarks([c], 4), true);
  assert.deepEqual(digitsOf(game.marks[c]), [6]);
  assert.equal(game.clearCells([a, b, c, given]), true);
  assert.deepEqual([game.values[a], game.values[b], game.marks[c], game.values[given]], [0, 0, 0, Number(C22B[given])]);
  // One undo per batch, back through each.
  game.undo();
  assert.deepEqual([game.values[a], game.values[b], digitsOf(game.marks[c])], [digit, digit, [6]]);
  game.undo();
  game.undo();
  game.undo();
  assert.equal(game.marks[c], 0);
  game.undo();
  assert.deepEqual([game.values[a], game.values[b]], [0, 0]);
  assert.equal(game.canUndo, false);
});
