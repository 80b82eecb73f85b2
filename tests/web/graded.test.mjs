// The page's own search for a puzzle of a graded level (web/graded.js): the fallback when the
// engine's generate({ difficulty }) runs out of its time limit, since the page must always show
// some puzzle. Runs under Node with the engine's Node build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { DIST } from './helpers.mjs';
import { generateGraded } from '../../web/graded.js';

let engine;
before(async () => {
  const { default: createSudoku } = await import(new URL('sudoku-node.mjs', `file://${DIST}`).href);
  engine = await createSudoku();
});

test('generateGraded finds a unique puzzle of every level 1-5 within its budget', () => {
  for (let level = 1; level <= 5; ++level) {
    const found = generateGraded(engine, { level, budgetMs: 20000, seed: 1000 + level });
    assert.equal(found.matched, true, `level ${level}`);
    assert.equal(engine.countSolutions(found.puzzle, 2), 1);
    assert.equal(engine.solve(found.puzzle).solution, found.solution);
    assert.equal(engine.grade(found.puzzle).level, level);
    assert.equal(found.grade.level, level);
    console.log(`# level ${level}: ${found.tries} tries, ${found.ms.toFixed(0)} ms, SE ${found.grade.score}, ` +
      `${[...found.puzzle].filter((c) => c !== '.').length} givens`);
  }
});

test('generateGraded is repeatable from its seed and keeps the closest puzzle when time runs out', () => {
  const a = generateGraded(engine, { level: 3, seed: 42 });
  const b = generateGraded(engine, { level: 3, seed: 42 });
  assert.equal(a.puzzle, b.puzzle);
  const rushed = generateGraded(engine, { level: 5, budgetMs: 0, seed: 7 });
  assert.equal(rushed.tries, 1);
  assert.equal(rushed.matched, rushed.grade.level === 5);
  assert.equal(engine.countSolutions(rushed.puzzle, 2), 1);
});
