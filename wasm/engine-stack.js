// Keeping the engine whole when an exception is thrown through its frames. WebAssembly built
// without C++ exceptions has no unwinding of its own: a JavaScript exception raised while an
// engine call is under way (by code that another script put where the boundary reaches it, a
// setter on Object.prototype say, or by the JavaScript runtime itself, out of memory) leaves the
// engine's stack pointer where the throw found it. Left so, every such throw would lower the
// stack for good, until a later call runs past its end and the module is broken. Each call
// therefore notes the stack pointer first and puts it back when the call throws.

/**
 * The embind module `raw` with every function it exports wrapped so that an exception thrown
 * through the engine's frames restores the engine's stack pointer before it goes on to the
 * caller; what a call returns or throws is unchanged. Other properties (HEAPU8 and the like) are
 * read from `raw` itself. Needs stackSave and stackRestore among the module's runtime methods
 * (wasm/CMakeLists.txt).
 */
// Read once, when this module loads: a later change to Reflect does not reach the calls.
const { apply } = Reflect;

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
