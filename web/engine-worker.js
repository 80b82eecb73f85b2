// Runs the engine off the page's main thread so a slow count or solve never freezes input.
// Protocol: in { id, method, args }; out { id, result } or { id, error: { name, code, cell, message } }.
// Once loaded it announces { ready: true, methods } so the page can tell which calls exist
// (hint, steps, grade arrive later with the logic engine).
import createSudoku from './sudoku.js';

const loading = createSudoku();

loading.then(
  (engine) => self.postMessage({
    ready: true,
    methods: Object.keys(engine).filter((k) => typeof engine[k] === 'function'),
  }),
  (error) => self.postMessage({ ready: false, error: { name: error.name, message: error.message } }),
);

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const engine = await loading;
    if (typeof engine[method] !== 'function') throw new Error(`no engine call named ${method}`);
    self.postMessage({ id, result: engine[method](...args) });
  } catch (error) {
    self.postMessage({
      id,
      error: {
        name: error.name, code: error.code, cell: error.cell, message: error.message,
        otherCell: error.otherCell, digit: error.digit, house: error.house,
      },
    });
  }
};
