// The worker_threads worker behind the Node pool (createSudokuPool in sudoku-node.mjs): loads the
// engine from the Node entry and answers the protocol of worker-serve.js.
import { parentPort } from 'node:worker_threads';
import createSudoku from './sudoku-node.mjs';
import { serveEngine } from './worker-serve.js';

// The pool sends the wasm location as text: a file: URL is made a URL again.
const located = (where) => (where?.startsWith('file:') ? new URL(where) : where);
const answer = serveEngine((where, logicWhere, logic) => createSudoku({ wasmPath: located(where), logicWasmPath: located(logicWhere), logic }),
  (message) => parentPort.postMessage(message));
parentPort.on('message', (data) => answer(data));
