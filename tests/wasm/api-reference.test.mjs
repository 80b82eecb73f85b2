// The API reference (wasm/API.md) against the hand-written types (wasm/*.d.ts), both ways, as
// shapes.test.mjs holds the types against the module: every function, option, result field and
// error code the types declare has its row in the reference, and the reference defines nothing
// the types lack. Reads only text (the TypeScript parser via tests/dts.mjs), no built module.
//
// What the reference defines: the first column of its tables, by the table's first header cell
// ("function" or "member": functions; "option"; "field"; "code"), each code span's leading name
// (`solve(puzzle, { limit })` defines solve), and in a field table the keys of a shape written in
// the row (`{ en, zh }` defines en and zh). What it names elsewhere is checked too: the keys of
// every object written in a code span (`{ cell, digit }`) must be declared members, a code span
// that calls a function must call a declared one, and every string value the types allow
// ('rotational90', 'noLogicalStep', ...) must appear quoted in a code span.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { readDeclarations } from '../dts.mjs';

const WASM = new URL('../../wasm/', import.meta.url);
const REFERENCE = new URL('API.md', WASM);
const TYPES = ['sudoku.d.ts', 'sudoku-worker.d.ts', 'sudoku-node.d.ts', 'sudoku-core.d.ts', 'sudoku-board.d.ts', 'step-words.d.ts'].map((f) => new URL(f, WASM).pathname);

// Calls a code span may make that are not the package's: the platform's, in examples.
const NOT_THE_PACKAGE = new Set(['Error', 'readFileSync', 'import']);
// Listed with their ratings in core/TECHNIQUES.md (technique_registry_test checks them there).
const LISTED_ELSEWHERE = new Set(['TechniqueId']);

/** What the d.ts files declare: { functions, options, fields, codes, values } as Sets of names. */
export function declaredApi(paths = TYPES) {
  const api = { functions: new Set(), options: new Set(), fields: new Set(), codes: new Set(), values: new Set() };
  for (const path of paths) {
    const { declarations, source } = readDeclarations(path);
    const text = (node) => node.getText(source);
    const membersOf = (node) => (node.members ?? []).filter((m) => m.name && !ts.isConstructorDeclaration(m));
    // Property names of nested object types too (Step.explanation: { en, zh }).
    const nestedFields = (type) => {
      if (!type) return;
      if (ts.isTypeLiteralNode(type)) for (const m of membersOf(type)) { api.fields.add(text(m.name)); nestedFields(m.type); }
      else type.forEachChild(nestedFields);
    };
    const stringLiterals = (node) => {
      if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) api.values.add(node.literal.text);
      // Omit<SudokuError, 'code' | ...> names keys, not values.
      if (ts.isTypeReferenceNode(node) && ['Omit', 'Pick'].includes(text(node.typeName))) return;
      node.forEachChild(stringLiterals);
    };
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) api.functions.add(text(statement.name));
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) api.functions.add(text(d.name));
      }
    }
    for (const [name, node] of declarations) {
      if (name === 'SudokuErrorCode') {
        stringLiterals(node.type);
        for (const code of api.values) api.codes.add(code);
        api.values.clear();
        continue;
      }
      if (LISTED_ELSEWHERE.has(name)) continue;
      if (ts.isClassDeclaration(node)) api.functions.add(name);
      if (name === 'Sudoku' || name === 'SudokuPool' || name === 'SudokuCore' || name === 'SudokuBoard') {
        for (const m of membersOf(node)) api.functions.add(text(m.name));
      } else if (name === 'SudokuWorker') {
        // SudokuWorkerCalls & { within, terminate }: the calls are Sudoku's.
        node.type.forEachChild((part) => {
          if (ts.isTypeLiteralNode(part)) for (const m of membersOf(part)) api.functions.add(text(m.name));
        });
      } else if (name.endsWith('Options') || name === 'HintState') {
        for (const m of membersOf(node)) api.options.add(text(m.name));
      } else if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) {
        for (const m of membersOf(node)) { api.fields.add(text(m.name)); nestedFields(m.type); }
      }
      if (name !== 'SudokuWorkerCalls') stringLiterals(node);
    }
  }
  return api;
}

// A code span's leading name: `solve(puzzle, { limit })` -> solve, `'sukaku'` -> sukaku.
const leadingName = (span) => span.replace(/^['"]/, '').match(/^[A-Za-z_$][\w$]*/)?.[0];

// An event table's rows are the members of an event map (SudokuBoardEventMap): fields.
const CATEGORY = { function: 'functions', member: 'functions', option: 'options', field: 'fields', event: 'fields', code: 'codes' };

/** Splits a table row into its cells (a `|` inside a code span does not split). */
function cellsOf(row) {
  const cells = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < row.length; ++i) {
    const c = row[i];
    if (c === '`') inCode = !inCode;
    if (c === '\\' && row[i + 1] === '|') { cell += '|'; ++i; continue; }
    if (c === '|' && !inCode) { cells.push(cell.trim()); cell = ''; continue; }
    cell += c;
  }
  cells.push(cell.trim());
  return cells.slice(1, -1);
}

const codeSpans = (text) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

/** The keys of every object literal in a code span: `{ a, b: 1, ...c, d = 2 }` -> a, b, d. */
function objectKeys(span) {
  const keys = [];
  const plain = span.replace(/'[^']*'|"[^"]*"/g, "''").replace(/\.\.\.[\w$.]+/g, '');
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < plain.length; ++i) {
    const c = plain[i];
    if (c === '{') { ++depth; expectKey = true; continue; }
    if (c === '}') { --depth; expectKey = false; continue; }
    if (depth > 0 && c === ',') { expectKey = true; continue; }
    if (/\s/.test(c)) continue;
    if (depth > 0 && expectKey) {
      const name = plain.slice(i).match(/^[A-Za-z_$][\w$]*/)?.[0];
      if (name) { keys.push(name); i += name.length - 1; }
    }
    expectKey = false;
  }
  return keys;
}

/** What a Markdown reference defines and names: { defined: {category: Set}, spans: [] }. */
export function readReference(markdown) {
  const defined = { functions: new Set(), options: new Set(), fields: new Set(), codes: new Set() };
  const lines = markdown.split('\n');
  let category = null;
  let fenced = false;
  const prose = [];
  for (let i = 0; i < lines.length; ++i) {
    const line = lines[i];
    if (line.startsWith('```')) { fenced = !fenced; continue; }
    if (fenced) continue;
    prose.push(line);
    if (!line.startsWith('|')) { category = null; continue; }
    const cells = cellsOf(line);
    if (category === null && /^\|\s*-/.test(lines[i + 1] ?? '')) {
      category = CATEGORY[cells[0]] ?? 'other';
      ++i;  // the |---| line
      continue;
    }
    if (category && category !== 'other') {
      for (const span of codeSpans(cells[0])) {
        const name = leadingName(span);
        if (name) defined[category].add(name);
      }
      // A field's own fields may be written as its shape: `{ en, zh }`.
      if (category === 'fields') for (const span of codeSpans(line)) for (const key of objectKeys(span)) defined.fields.add(key);
    }
  }
  return { defined, spans: codeSpans(prose.join('\n')) };
}

/** Every disagreement between a reference and the declared API, as messages. */
export function compare(api, reference) {
  const problems = [];
  for (const category of ['functions', 'options', 'fields', 'codes']) {
    for (const name of api[category]) {
      if (!reference.defined[category].has(name)) problems.push(`${category}: ${name} is declared but has no row in the reference`);
    }
    for (const name of reference.defined[category]) {
      if (!api[category].has(name)) problems.push(`${category}: the reference defines ${name}, which the types do not declare`);
    }
  }
  const members = new Set([...api.options, ...api.fields]);
  const quoted = new Set();
  for (const span of reference.spans) {
    for (const key of objectKeys(span)) {
      if (!members.has(key)) problems.push(`\`${span}\`: ${key} is not a declared option or field`);
    }
    const call = span.match(/^([A-Za-z_$][\w$]*)\(/)?.[1];
    if (call && !api.functions.has(call) && !NOT_THE_PACKAGE.has(call)) problems.push(`\`${span}\`: ${call}() is not a declared function`);
    for (const m of span.matchAll(/'([^']*)'|"([^"]*)"/g)) quoted.add(m[1] ?? m[2]);
  }
  for (const value of [...api.values, ...api.codes]) {
    if (!quoted.has(value) && !reference.defined.codes.has(value)) problems.push(`value '${value}' is declared but never written in the reference`);
  }
  return problems;
}

test('wasm/API.md names every function, option, result field and error code of the d.ts, and nothing else', () => {
  const api = declaredApi();
  // The reader itself: the types hold what the package is known to have.
  for (const name of ['solve', 'generateMany', 'createSudokuWorker', 'createSudokuPool', 'within', 'VERSION']) assert.ok(api.functions.has(name), name);
  for (const name of ['limit', 'holesPerBox', 'signal', 'wasmPath', 'firstIndex']) assert.ok(api.options.has(name), name);
  for (const name of ['savedStates', 'correctDigit', 'partial', 'en']) assert.ok(api.fields.has(name), name);
  assert.ok(api.codes.has('aborted') && api.values.has('rotational90'));
  assert.ok(!api.values.has('xWing'), 'technique ids are listed in core/TECHNIQUES.md');

  const problems = compare(api, readReference(readFileSync(REFERENCE, 'utf8')));
  assert.deepEqual(problems, []);
});

test('the comparison fails for a missing row, an undeclared name and a bogus key or call', () => {
  const api = declaredApi();
  const reference = readFileSync(REFERENCE, 'utf8');
  const without = reference.replace(/^\| `candidates\(grid\)` \|.*\n/m, '');
  assert.notEqual(without, reference);
  assert.ok(compare(api, readReference(without)).some((p) => p.includes('candidates is declared but has no row')));

  const extra = reference.replace('| option | taken by | meaning |\n|---|---|---|\n',
    '| option | taken by | meaning |\n|---|---|---|\n| `shuffle` | `solve` | not an option |\n');
  assert.ok(compare(api, readReference(extra)).some((p) => p.includes('defines shuffle')));

  const bogus = compare(api, readReference(`${reference}\nSee \`solveAll(puzzles)\` and \`{ cell, colour }\`.\n`));
  assert.ok(bogus.some((p) => p.includes('solveAll() is not a declared function')), bogus.join('\n'));
  assert.ok(bogus.some((p) => p.includes('colour is not a declared option or field')), bogus.join('\n'));

  const noCode = reference.replace(/^\| `aborted` \|.*\n/m, '').replaceAll("'aborted'", "'stopped'");
  assert.ok(compare(api, readReference(noCode)).some((p) => p.includes('codes: aborted')));
});
