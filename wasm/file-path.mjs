// The Node entries' path options (wasmPath, logicWasmPath), in one place for sudoku-node.mjs and
// sudoku-core-node.mjs (and out of the browser entries' module graphs).

/** A path option as readFile takes it: a path, a URL, or a file: URL given as text, made a URL. */
export const filePath = (where) => (typeof where === 'string' && where.startsWith('file:') ? new URL(where) : where);
