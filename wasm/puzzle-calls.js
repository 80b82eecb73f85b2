// The calls both modules have (the full engine, api.js, and the small core, sudoku-core.js),
// wrapped for the public API: each copies what the caller passed into plain data first
// (puzzle-input.js for puzzles, plain-data.js for options: nothing the caller made is read once an
// engine call has begun), calls the module's raw function (a row of its table of calls,
// wasm/call_table.h, as load.js gives it), which converts every value
// (wasm/from_js.h, wasm/to_js.h), throws what it answers as an error (errors.js), and adds `ms`
// to an answer that is an object (not a list). Shapes, options and errors: sudoku.d.ts.
import { unwrap } from './errors.js';
import { engineOptions, millisecondsOption, ownOptions, plainValue } from './plain-data.js';
import { puzzleText } from './puzzle-input.js';

const now = () => globalThis.performance.now();

// A raw call's answer, with the milliseconds it took as `ms` when it is an object (not a list).
function timed(call) {
  const start = now();
  const answer = unwrap(call());
  if (typeof answer === 'object' && !Array.isArray(answer)) answer.ms = now() - start;
  return answer;
}

/**
 * A random seed, 0..2^32-1, for a generate call that names none. Not a secret: where the runtime
 * has no Web Crypto (Node 18 without --experimental-global-webcrypto), Math.random stands in.
 */
export function randomSeed() {
  const { crypto } = globalThis;
  if (typeof crypto?.getRandomValues !== 'function') return Math.floor(Math.random() * 2 ** 32);
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return random[0];
}

// The caller's options as the engine reads them, or undefined when there are none: the engine
// then reads nothing at all, which matters for calls made once per puzzle.
const optionsOf = (value, what) => (value === undefined ? undefined : engineOptions(ownOptions(value, what), what));

// Keeping the engine whole when an exception is thrown through its frames. WebAssembly built
// without C++ exceptions has no unwinding of its own: a JavaScript exception raised while an
// engine call is under way (by code that another script put where the boundary reaches it, a
// setter for an index on Array.prototype say, or by the JavaScript runtime itself, out of memory) leaves the
// engine's stack pointer where the throw found it. Left so, every such throw would lower the
// stack for good, until a later call runs past its end and the module is broken. Each call
// therefore notes the stack pointer first and puts it back when the call throws.

// Read once, when this module loads: a later change to Reflect does not reach the calls.
const { apply } = Reflect;

/**
 * The module's calls `raw` (as startEngine in load.js gives them) with every function wrapped
 * so that an exception thrown through the engine's frames restores the engine's stack pointer
 * before it goes on to the caller; what a call returns or throws is unchanged. Needs stackSave
 * and stackRestore among the module's runtime methods (wasm/CMakeLists.txt).
 */
export function withStackGuard(raw) {
  const { stackSave, stackRestore } = raw;
  const guarded = Object.create(raw);
  for (const name of Object.keys(raw)) {
    const call = raw[name];
    if (typeof call !== 'function' || name === 'stackSave' || name === 'stackRestore') continue;
    guarded[name] = function guardedCall(...args) {
      const top = stackSave();
      try {
        return apply(call, raw, args);
      } catch (error) {
        stackRestore(top);
        throw error;
      }
    };
  }
  return guarded;
}

/**
 * The API object of a started module's calls `module` (as startEngine in load.js gives them;
 * guarded by withStackGuard, as `raw`): countSolutions and generate, every other call of the
 * module that takes a puzzle, and the members of `own` (the module's own calls, which come first
 * and are not replaced).
 *
 * Every call that has parameters (`argCount`) and a name of its own (not one of `own`'s, nor one
 * beginning with '_', the batch plumbing) takes a puzzle: its parameters are the puzzle text
 * and, when it has two, the options. Each is public under its name in the module's table: the
 * puzzle in any input form becomes its text (puzzle-input.js), the options plain data
 * (plain-data.js), an error answer is thrown (errors.js), and an answer that is an object
 * carries `ms`.
 */
export function wrapPuzzleCalls(module, raw, own) {
  const api = {
    ...own,
    countSolutions(puzzle, limit) {
      const text = puzzleText(puzzle);
      const options = limit === undefined ? undefined : Object.assign(Object.create(null), { limit: plainValue(limit, 'limit') });
      return unwrap(raw.countSolutions(text, options));
    },
    generate(options) {
      const read = engineOptions(ownOptions(options, 'generate options'), 'generate options');
      millisecondsOption(read, 'timeLimitMs');
      return timed(() => raw.generate(read, randomSeed()));
    },
  };
  for (const name of Object.keys(module)) {
    // Own properties only: a name some script put on Object.prototype adds no call.
    const parameters = Object.hasOwn(module[name] ?? 0, 'argCount') && module[name].argCount;
    if (!parameters || name in api || name[0] === '_') continue;
    api[name] = (puzzle, options) => {
      const text = puzzleText(puzzle);
      const read = parameters > 1 ? [optionsOf(options, `${name} options`)] : [];
      return timed(() => raw[name](text, ...read));
    };
  }
  return Object.freeze(api);
}
