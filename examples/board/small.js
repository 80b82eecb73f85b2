// The boards on the small core: useBoardEngine() with the promise of the core, in the task that
// loads the element's module, so no board starts the default worker (and the page never loads
// it). A `level` would be an error here: the core makes ungraded puzzles only.
import createSudokuCore from './node_modules/sudoku-wasm/sudoku-core.js';
import { useBoardEngine } from './node_modules/sudoku-wasm/sudoku-board.js';

useBoardEngine(createSudokuCore());

for (const board of document.querySelectorAll('sudoku-board')) {
  const out = document.querySelector(`output[for="${board.id}"]`);
  board.addEventListener('load', ({ detail }) => {
    out.textContent = `${detail.puzzle.replace(/\./g, '').length} givens, ${detail.solutions === 1 ? 'one solution' : 'not one solution'}.`;
  });
  board.addEventListener('change', ({ detail }) => {
    out.textContent = `${detail.values.filter(Boolean).length} of ${detail.values.length} cells filled.`;
  });
  board.addEventListener('solved', () => { out.textContent = 'Solved!'; });
  board.addEventListener('error', (event) => { out.textContent = event.message; });
}
