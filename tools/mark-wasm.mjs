// Names a built .wasm file's module in a custom section, `sudoku-module`, so that an entry can
// tell its own module from the other entry's (wasm/load.js): the full engine's and the small
// core's import the same functions by the same minified names, and would otherwise fail only in
// their first call. The full engine's two parts are named "full BUILD" and "logic BUILD"
// (tools/split-wasm.mjs), so that parts of two builds are never joined. Appends the section once
// (a file that has it is left as it is), then a last one, `sudoku-checksum`: the FNV-1a hash
// (32 bits, 8 hex digits) of every byte before it, which wasm/load.js checks before compiling, so
// a damaged file (a changed byte anywhere) is refused rather than run.
// Usage: node tools/mark-wasm.mjs FILE NAME     (NAME: "core"; CMake runs it after the link)
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainModule } from './is-main.mjs';

const SECTION = 'sudoku-module';

const CHECKSUM = 'sudoku-checksum';
const text = (s) => { const b = Buffer.from(s, 'utf8'); return Buffer.concat([leb(b.length), b]); };
const section = (name, content) => {
  const payload = Buffer.concat([text(name), Buffer.from(content, 'utf8')]);
  return Buffer.concat([Buffer.from([0]), leb(payload.length), payload]);
};

/**
 * `bytes` (a .wasm file) with the section naming its module `name` and the checksum section
 * after it. A file that has its name already is left as it is, or given its checksum if it has
 * none (a file marked before checksums were written).
 */
export function markWasm(bytes, name) {
  const module = new WebAssembly.Module(bytes);
  if (WebAssembly.Module.customSections(module, SECTION).length === 0) {
    return withChecksum(Buffer.concat([bytes, section(SECTION, name)]));
  }
  return WebAssembly.Module.customSections(module, CHECKSUM).length > 0 ? bytes : withChecksum(bytes);
}

/** `bytes` with the checksum section of its bytes appended (wasm/load.js reads it). */
export function withChecksum(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return Buffer.concat([bytes, section(CHECKSUM, (hash >>> 0).toString(16).padStart(8, '0'))]);
}

/** An unsigned LEB128 number, as the WebAssembly binary format writes sizes. */
function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return Buffer.from(out);
}

if (isMainModule(import.meta.url)) {
  const [file, name] = process.argv.slice(2);
  if (!file || !name) {
    console.error('usage: node tools/mark-wasm.mjs FILE NAME');
    process.exit(2);
  }
  writeFileSync(file, markWasm(readFileSync(file), name));
}
