// Runs the engine off the page's main thread so a slow count, grade or step list never freezes
// input. Protocol: in { id, method, args }; out { id, result } or { id, error: { name, code,
// cell, message } }. Once loaded it announces { ready: true, methods } so the page can tell which
// calls exist. Besides the engine's own calls it offers generateGraded (see graded.js).
import createSudoku from './sudoku.js';
import { generateGraded } from './graded.js';

const loading = createSudoku();
const extras = {
  generateGraded: (engine, options) => generateGraded(engine, options),
};

loading.then(
  (engine) => self.postMessage({
    ready: true,
    methods: [...Object.keys(engine).filter((k) => typeof engine[k] === 'function'), ...Object.keys(extras)],
  }),
  (error) => self.postMessage({ ready: false, error: { name: error.name, message: error.message } }),
);

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const engine = await loading;
    let result;
    if (Object.hasOwn(extras, method)) result = extras[method](engine, ...args);
    else if (typeof engine[method] === 'function') result = engine[method](...args);
    else throw new Error(`no engine call named ${method}`);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({
      id,
      error: {
        name: error.name, code: error.code, cell: error.cell, message: error.message,
        otherCell: error.otherCell, digit: error.digit, house: error.house, found: error.found,
      },
    });
  }
};
