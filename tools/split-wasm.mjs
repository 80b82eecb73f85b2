// Splits the full engine's linked .wasm into two parts (CMake runs it after each link):
//   sudoku-engine.wasm         the core part: the code the core calls reach (parse, solve,
//                              countSolutions, validate, candidates, solveMany, techniques,
//                              sizes), the runtime and all the data; a page loads it first
//   sudoku-engine-logic.wasm   the logic part: every other function (the grader, hints, steps,
//                              graded and small-grid generation), loaded beside the core part or
//                              on first use (wasm/load.js)
// Which calls are core is said once, in the module's table of calls (wasm/call_table.h, Part).
// This tool starts the linked module, reads the table (each row's part and function), and keeps
// in the core part every function that the module's exports and the core rows reach by direct
// calls. Binaryen's wasm-split moves the rest out: the core part's table then holds a
// placeholder (an import load.js provides, which throws) for each moved function until the
// logic part, instantiated on the core part's exports, fills the table with the real ones.
// Both parts are then named with the module's build (tools/mark-wasm.mjs), so that load.js
// never joins parts of two builds.
//
// The module must be linked with --profiling-funcs (function names: wasm-split keeps functions
// by name); the names are stripped from both parts here. On any failure the linked file is
// deleted, so the next build links again rather than ship a half-split module.
//
// Usage: node tools/split-wasm.mjs DIR     (DIR holds sudoku-engine.js and sudoku-engine.wasm)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { glueForNode } from './glue-for-node.mjs';
import { markWasm } from './mark-wasm.mjs';

const FEATURES = ['--enable-mutable-globals', '--enable-bulk-memory', '--enable-sign-ext'];

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node tools/split-wasm.mjs DIR');
  process.exit(2);
}
const linked = resolve(dir, 'sudoku-engine.wasm');
const work = mkdtempSync(join(tmpdir(), 'split-wasm-'));
try {
  const bytes = readFileSync(linked);
  const rows = await tableOfCalls(resolve(dir, 'sudoku-engine.js'), bytes);
  const wat = join(work, 'linked.wat');
  execFileSync('wasm-dis', [linked, '-o', wat, ...FEATURES]);
  const { functions, elements, exported } = readText(readFileSync(wat, 'utf8'));
  const coreRows = rows.filter((row) => !row.logic);
  const roots = [...exported, ...coreRows.map((row) => elements[row.function])];
  const keep = reached(roots, functions);
  for (const row of rows) {
    if (row.logic === keep.has(elements[row.function])) {
      throw new Error(`the ${row.name} call is marked ${row.logic ? 'logic' : 'core'} but its function is ${row.logic ? 'reached from the core' : 'not kept'}`);
    }
  }
  const keepList = join(work, 'keep.txt');
  writeFileSync(keepList, [...keep].join('\n'));
  const [core, logic] = [join(work, 'core.wasm'), join(work, 'logic.wasm')];
  execFileSync('wasm-split', [linked, `--keep-funcs=@${keepList}`, '-o1', join(work, 'core-named.wasm'),
    '-o2', join(work, 'logic-named.wasm'), '--export-prefix=%', ...FEATURES]);
  execFileSync('wasm-opt', [join(work, 'core-named.wasm'), '--strip-debug', '-o', core, ...FEATURES]);
  execFileSync('wasm-opt', [join(work, 'logic-named.wasm'), '--strip-debug', '-o', logic, ...FEATURES]);
  const build = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  writeFileSync(join(work, 'core-marked.wasm'), markWasm(readFileSync(core), `full ${build}`));
  writeFileSync(join(work, 'logic-marked.wasm'), markWasm(readFileSync(logic), `logic ${build}`));
  renameSync(join(work, 'logic-marked.wasm'), resolve(dir, 'sudoku-engine-logic.wasm'));
  renameSync(join(work, 'core-marked.wasm'), linked);
  const indirect = [...keep].filter((name) => functions.get(name)?.indirect);
  console.log(`split-wasm: ${keep.size} of ${functions.size} functions in the core part; ` +
    `${coreRows.length} core calls, ${rows.length - coreRows.length} logic calls; ` +
    `indirect calls in the core part: ${indirect.join(', ') || 'none'}`);
} catch (error) {
  rmSync(linked, { force: true });
  console.error(`split-wasm: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The linked module's table of calls: [{ name, logic, function (a function-table index) }], read
 * by starting the module under node (its glue's environment checks switched off when it has them).
 */
async function tableOfCalls(glue, bytes) {
  const runnable = join(work, 'glue.mjs');
  writeFileSync(runnable, glueForNode(readFileSync(glue, 'utf8')).text);
  const { default: factory } = await import(pathToFileURL(runnable).href);
  const module = await factory({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(bytes, imports).then(({ instance, module: compiled }) => receive(instance, compiled));
      return {};
    },
  });
  const { jsValues } = module;
  const mark = jsValues.begin();
  const table = jsValues.answer(module._sudoku_calls(), mark);
  jsValues.end(mark);
  return table.map(([name, , logic, index]) => ({ name, logic, function: index }));
}

/**
 * From wasm-dis's text: functions (name -> { calls: names called directly, indirect: whether it
 * makes indirect calls }), elements (function-table index -> name) and the exported functions.
 */
function readText(text) {
  const functions = new Map();
  const elements = [];
  const exported = [];
  let current = null;
  // wasm-dis escapes a name's spaces, commas and brackets (\20, \2c, \28, \29).
  const name = String.raw`\$([^\s()]+)`;
  for (const line of text.split('\n')) {
    const func = line.match(new RegExp(String.raw`^ \(func ${name}`));
    if (func) {
      current = { calls: new Set(), indirect: false };
      functions.set(func[1], current);
      continue;
    }
    if (/^ \(/.test(line)) current = null;
    const elem = line.match(/^ \(elem \(i32\.const (\d+)\) (.*)\)$/);
    if (elem) {
      const names = [...elem[2].matchAll(new RegExp(name, 'g'))].map((m) => m[1]);
      names.forEach((n, i) => { elements[Number(elem[1]) + i] = n; });
    }
    const exportedFunction = line.match(new RegExp(String.raw`^ \(export "[^"]*" \(func ${name}\)\)$`));
    if (exportedFunction) exported.push(exportedFunction[1]);
    if (current) {
      for (const call of line.matchAll(new RegExp(String.raw`\(call ${name}`, 'g'))) current.calls.add(call[1]);
      if (line.includes('call_indirect')) current.indirect = true;
    }
  }
  if (elements.length === 0 || exported.length === 0) throw new Error('no function table or exports found in wasm-dis output');
  return { functions, elements, exported };
}

/** The names `roots` reach through direct calls (imported functions included). */
function reached(roots, functions) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop();
    if (name === undefined) throw new Error('a root is not a function of the module');
    if (seen.has(name)) continue;
    seen.add(name);
    for (const callee of functions.get(name)?.calls ?? []) if (!seen.has(callee)) stack.push(callee);
  }
  return seen;
}
