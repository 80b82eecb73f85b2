// Starting an Emscripten module (the full engine's or the small core's) from the .wasm file's
// bytes, whoever fetched them (browser: fetch; Node: the file system), and its table of calls as
// JS functions. Instantiating from bytes makes the server's MIME type irrelevant.

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

// The custom section naming a .wasm file's module ("full" or "core"; tools/mark-wasm.mjs writes
// it at build time): the two modules import the same functions, so the other entry's .wasm would
// load and then answer with the other table of calls.
const MODULE_SECTION = 'sudoku-module';
const moduleName = (module) => {
  const [section] = WebAssembly.Module.customSections(module, MODULE_SECTION);
  return section === undefined ? '' : new TextDecoder().decode(section);
};

/**
 * Starts the Emscripten module `factory` with bytes from `loadBytes()` (a promise of an ArrayBuffer
 * or Uint8Array), which must be the module named `name` ('full' or 'core'). Resolves to the
 * module's calls (moduleCalls); rejects with an Error naming `where` when the bytes cannot be had, are not WebAssembly
 * (for example an HTML page served in place of the file) or are another module.
 */
export async function startEngine(factory, loadBytes, where, name) {
  let failLoad;
  const failed = new Promise((_, reject) => { failLoad = reject; });
  const engine = factory({
    instantiateWasm(imports, receive) {
      loadBytes()
        .then((bytes) => {
          const view = new Uint8Array(bytes);
          if (!WASM_MAGIC.every((b, i) => view[i] === b)) {
            throw new Error(`${where} is not a WebAssembly file (wrong content served at that URL)`);
          }
          return WebAssembly.compile(view);
        })
        .then(async (module) => {
          if (moduleName(module) !== name) {
            throw new Error(`${where} is not the module of this entry (the full engine takes sudoku-engine.wasm, the small core sudoku-core-engine.wasm)`);
          }
          receive(await WebAssembly.instantiate(module, imports), module);
        })
        .catch((cause) => failLoad(new Error(`could not load the Sudoku engine from ${where}: ${cause.message}`, { cause })));
      return {};
    },
  });
  return moduleCalls(await Promise.race([engine, failed]));
}

/**
 * The calls of a started module's table (wasm/call_table.h) as JS functions of JS values, each
 * with its parameter count as `argCount`, beside the module's stackSave and stackRestore and
 * memoryBytes() (the size of its memory): what wrapPuzzleCalls and withStackGuard take
 * (puzzle-calls.js). Values cross as indices of the module's table of JS values
 * (wasm/js-values.js), which is put back as it was when each call ends.
 */
function moduleCalls(module) {
  const { jsValues, _sudoku_calls: table, _sudoku_call: call, stackSave, stackRestore } = module;
  const calls = { stackSave, stackRestore, memoryBytes: () => module.HEAPU8.length };
  const mark = jsValues.begin();
  const rows = jsValues.answer(table(), mark);
  jsValues.end(mark);
  rows.forEach(([name, argCount], row) => {
    calls[name] = Object.assign((first, second, third) => {
      const mark = jsValues.begin();
      try {
        return jsValues.answer(call(row, jsValues.put(first), jsValues.put(second), jsValues.put(third)), mark);
      } finally {
        jsValues.end(mark);
      }
    }, { argCount });
  });
  return calls;
}
