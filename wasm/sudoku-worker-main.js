// The module Web Worker behind sudoku-worker.js (the Worker entry and the browser pool): loads
// the engine from the browser entry and answers the protocol of worker-serve.js.
import createSudoku from './sudoku.js';
import { serveEngine } from './worker-serve.js';

const answer = serveEngine((wasmUrl, logicWasmUrl, logic) => createSudoku({ wasmUrl, logicWasmUrl, logic }),
  (message) => self.postMessage(message));
self.onmessage = ({ data }) => answer(data);
