// Loads the engine from the installed package, generates a puzzle and draws it. On failure the
// page says what went wrong (the error names the .wasm URL) instead of staying blank.
import createSudoku from './node_modules/sudoku-wasm/sudoku.js';

const status = document.getElementById('status');
const board = document.getElementById('board');

try {
  const sudoku = await createSudoku();
  const { puzzle } = sudoku.generate({ level: 2 });
  for (let row = 0; row < 9; ++row) {
    const tr = board.insertRow();
    for (let col = 0; col < 9; ++col) {
      const digit = puzzle[row * 9 + col];
      tr.insertCell().textContent = digit === '.' ? '' : digit;
    }
  }
  board.dataset.puzzle = puzzle;
  status.textContent = `${puzzle.replace(/\./g, '').length} givens, one solution.`;
} catch (error) {
  status.setAttribute('role', 'alert');
  status.textContent = `The Sudoku engine could not start: ${error.message}`;
}
