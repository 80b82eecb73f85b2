// The full engine's logic part (sudoku-engine-logic.wasm; tools/split-wasm.mjs splits it from the
// linked module): the functions of the logic engine, grading, hints, steps and graded generation.
// It is instantiated on the core part's exports (its memory, function table and the functions
// both parts call), and fills the core part's function table with its functions. Until then
// each of them is a placeholder there: a core call never reaches one (load.js refuses the logic
// calls first), so a placeholder that is called says so and throws.
import { compile, moduleName } from './load.js';

/**
 * The logic part to be read with `loadBytes()` (a promise of its bytes) from `where` (for
 * messages), for startEngine (load.js): { now, imports(module), attach(exports, build), load(),
 * loaded() }. With `now` its bytes are fetched at once, beside the core part's, and startEngine
 * waits for it. load() instantiates it once the core part is attached; concurrent loads share
 * one promise, and after a failure the next load tries again.
 */
export function logicPart({ loadBytes, where, now }) {
  let early = now ? loadBytes() : null;
  early?.catch(() => {});  // reported by load()
  let core = null;  // { exports, build } of the core part
  let loading = null;
  let loaded = false;
  const load = async () => {
    try {
      const bytes = early ?? loadBytes();
      early = null;
      const module = await compile(await bytes, where);
      if (moduleName(module) !== `logic ${core.build}`) {
        throw new Error(`${where} is not the logic part of this build of the engine (sudoku-engine-logic.wasm from the same build as sudoku-engine.wasm)`);
      }
      await WebAssembly.instantiate(module, { primary: core.exports });
      loaded = true;
    } catch (cause) {
      throw new Error(`could not load the Sudoku engine's logic part from ${where}: ${cause.message}`, { cause });
    }
  };
  return {
    now,
    // The core part's imports of the logic part's functions: the placeholders.
    imports(module) {
      const placeholder = Object.create(null);
      for (const { module: from, name } of WebAssembly.Module.imports(module)) {
        if (from !== 'placeholder') continue;
        placeholder[name] = () => { throw new Error('the engine called a function of its logic part before that part was loaded'); };
      }
      return { placeholder };
    },
    attach(exports, build) {
      core = { exports, build };
    },
    // One load at a time, shared by every caller; a failed one is forgotten once it has failed,
    // so that the next call tries again (also when loadBytes() threw at once).
    load() {
      if (loaded) return Promise.resolve();
      if (!loading) {
        const attempt = load();
        loading = attempt;
        attempt.catch(() => { if (loading === attempt) loading = null; });
      }
      return loading;
    },
    loaded: () => loaded,
  };
}
