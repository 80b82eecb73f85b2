// Starting an Emscripten module (the full engine's or the small core's) from the .wasm file's
// bytes, whoever fetched them (browser: fetch; Node: the file system), and its table of calls as
// JS functions. Instantiating from bytes makes the server's MIME type irrelevant.
//
// The full engine comes in two parts (tools/split-wasm.mjs): the core part, started here like
// any module, and the logic part (logic-part.js). The calls marked logic in the table of calls
// (wasm/call_table.h) throw SudokuError 'logicNotLoaded' here, before entering the module,
// until that part is loaded.
import { logicNotLoaded } from './errors.js';

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

// The custom section naming a .wasm file's module ("full BUILD", "logic BUILD" or "core";
// tools/mark-wasm.mjs writes it at build time): the modules import the same functions, so the
// other entry's .wasm would load and then answer with the other table of calls, and a logic part
// of another build would fill the table with functions of another layout.
const MODULE_SECTION = 'sudoku-module';
export const moduleName = (module) => {
  const [section] = WebAssembly.Module.customSections(module, MODULE_SECTION);
  return section === undefined ? '' : new TextDecoder().decode(section);
};

// The last 26 bytes of each of the package's .wasm files (tools/mark-wasm.mjs): a custom section
// (id 0, 24 bytes) named 'sudoku-checksum' (15 bytes) holding the FNV-1a hash (32 bits, 8 hex
// digits) of every byte before it. Any one byte changed changes the hash.
const CHECKSUM = '\0\x18\x0fsudoku-checksum';
const text = (view, from, to) => String.fromCharCode(...view.subarray(from, to));

/**
 * Compiles `bytes` after checking that they are WebAssembly and whole (their checksum), with
 * `where` in the message.
 */
export function compile(bytes, where) {
  const view = new Uint8Array(bytes);
  if (!WASM_MAGIC.every((b, i) => view[i] === b)) {
    throw new Error(`${where} is not a WebAssembly file (wrong content served at that URL)`);
  }
  const end = view.length - 26;
  if (end < 4 || text(view, end, end + 18) !== CHECKSUM) {
    throw new Error(`${where} is not a whole .wasm file of this package (it has no checksum at its end: it was cut short, or built elsewhere)`);
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < end; i++) hash = Math.imul(hash ^ view[i], 0x01000193);
  if ((hash >>> 0).toString(16).padStart(8, '0') !== text(view, end + 18)) {
    throw new Error(`${where} is damaged: its bytes do not match their checksum`);
  }
  return WebAssembly.compile(view);
}

/**
 * Starts the Emscripten module `factory` with bytes from `loadBytes()` (a promise of an ArrayBuffer
 * or Uint8Array), which must be the module named `name` ('full' or 'core'). For the full engine,
 * `logic` is its logic part (logic-part.js), loaded before this resolves when `logic.now`.
 * Resolves to the module's calls (moduleCalls); rejects with an Error naming `where` (or the
 * logic part's) when the bytes cannot be had, are not WebAssembly (for example an HTML page
 * served in place of the file) or are another module.
 */
export async function startEngine(factory, loadBytes, where, name, logic) {
  let failLoad;
  const failed = new Promise((_, reject) => { failLoad = reject; });
  const engine = factory({
    instantiateWasm(imports, receive) {
      loadBytes()
        .then((bytes) => compile(bytes, where))
        .then(async (module) => {
          const [moduleKind, build] = moduleName(module).split(' ');
          if (moduleKind !== name) {
            throw new Error(`${where} is not the module of this entry (the full engine takes sudoku-engine.wasm, the small core sudoku-core-engine.wasm)`);
          }
          const instance = await WebAssembly.instantiate(module, logic ? { ...imports, ...logic.imports(module) } : imports);
          logic?.attach(instance.exports, build);
          receive(instance, module);
        })
        .catch((cause) => failLoad(new Error(`could not load the Sudoku engine from ${where}: ${cause.message}`, { cause })));
      return {};
    },
  });
  const calls = moduleCalls(await Promise.race([engine, failed]), logic);
  if (logic?.now) await logic.load();
  return calls;
}

/**
 * The calls of a started module's table (wasm/call_table.h) as JS functions of JS values, each
 * with its parameter count as `argCount`, beside the module's stackSave and stackRestore,
 * memoryBytes() (the size of its memory), and, given the full engine's logic part `logic`,
 * loadLogic() and logicLoaded(): what wrapPuzzleCalls and withStackGuard take
 * (puzzle-calls.js). Values cross as indices of the module's table of JS values
 * (wasm/js-values.js), which is put back as it was when each call ends. A logic call made
 * before its part is loaded throws SudokuError 'logicNotLoaded' and leaves the module as it was.
 */
function moduleCalls(module, logic) {
  const { jsValues, _sudoku_calls: table, _sudoku_call: call, stackSave, stackRestore } = module;
  const calls = { stackSave, stackRestore, memoryBytes: () => module.HEAPU8.length };
  if (logic) {
    calls.loadLogic = logic.load;
    calls.logicLoaded = logic.loaded;
  }
  const mark = jsValues.begin();
  const rows = jsValues.answer(table(), mark);
  jsValues.end(mark);
  rows.forEach(([name, argCount, needsLogic], row) => {
    calls[name] = Object.assign((first, second, third) => {
      if (needsLogic && !logic?.loaded()) throw logicNotLoaded(name);
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
