// The Emscripten glue of a module built with runtime checks (-sASSERTIONS=1), made to start
// under node. The module is built for web and worker only (ES6 output cannot enable node in
// Emscripten 3.1.6); with assertions on, its loader refuses to start under node. Callers hand it
// the .wasm bytes themselves (instantiateWasm), so the two environment checks are switched off;
// every other check (heap and stack-cookie checks) stays. Glue without those checks (a release
// build) is left as it is.
// Usage: node tools/glue-for-node.mjs FILE [--required]   (patches FILE in place; --required:
//        fail when FILE has no such checks, tools/checked-wasm-tests.sh)
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainModule } from './is-main.mjs';

const PATCHES = [
  ['assert(!ENVIRONMENT_IS_NODE,', 'assert(true||!ENVIRONMENT_IS_NODE,'],
  ['else{throw new Error("environment detection error")}', 'else{}'],
];

/** `text` (a module's glue) with its environment checks switched off; `patched`: whether it had them. */
export function glueForNode(text) {
  let patched = false;
  for (const [from, to] of PATCHES) {
    if (text.includes(from)) {
      text = text.replace(from, to);
      patched = true;
    }
  }
  return { text, patched };
}

if (isMainModule(import.meta.url)) {
  const [file, required] = process.argv.slice(2);
  const { text, patched } = glueForNode(readFileSync(file, 'utf8'));
  const done = PATCHES.every(([, to]) => text.includes(to));
  if (required === '--required' && !done) {
    console.error(`glue-for-node: ${file} does not have the environment checks of a checked build`);
    process.exit(1);
  }
  if (patched) writeFileSync(file, text);
}
