// The worker_threads worker behind the Node pool (createSudokuPool in sudoku-node.mjs): loads the
// engine from the Node entry and answers the protocol of worker-serve.js. The pool sends the
// wasm locations as text, which createSudoku reads (a file: URL as text too).
import { parentPort } from 'node:worker_threads';
import createSudoku from './sudoku-node.mjs';
import { serveEngine } from './worker-serve.js';

const answer = serveEngine((wasmPath, logicWasmPath, logic) => createSudoku({ wasmPath, logicWasmPath, logic }),
  (message) => parentPort.postMessage(message));
parentPort.on('message', (data) => answer(data));
