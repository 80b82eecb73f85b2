// Starting the embind module from the .wasm file's bytes, whoever fetched them (browser: fetch;
// Node: the file system). Instantiating from bytes makes the server's MIME type irrelevant.

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

/**
 * Starts the embind module `factory` with bytes from `loadBytes()` (a promise of an ArrayBuffer
 * or Uint8Array). Resolves to the module; rejects with an Error naming `where` when the bytes
 * cannot be had or are not WebAssembly (for example an HTML page served in place of the file).
 */
export async function startEngine(factory, loadBytes, where) {
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
          return WebAssembly.instantiate(view, imports);
        })
        .then(({ instance, module }) => receive(instance, module))
        .catch((cause) => failLoad(new Error(`could not load the Sudoku engine from ${where}: ${cause.message}`, { cause })));
      return {};
    },
  });
  return Promise.race([engine, failed]);
}
