// The package's type declarations as a TypeScript site reads them: a consumer file that uses
// every entry (the browser and Node engines, the worker, the small core, the board element and
// its events) compiles under `strict` against the installed package, and a wrong use does not.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { installPackage } from './helpers.mjs';

let installed;
before(async () => { installed = await installPackage(); });
after(async () => { await installed?.remove(); });

const CONSUMER = `
import createSudoku, { SudokuError } from 'sudoku-wasm/browser';
import { createSudokuWorker } from 'sudoku-wasm/worker';
import createSudokuCore from 'sudoku-wasm/core';
import { SudokuBoard, boardEngine, useBoardEngine, type BoardPuzzle } from 'sudoku-wasm/board';

export async function main(): Promise<number> {
  const sudoku = await createSudoku();
  const { puzzle } = sudoku.generate({ level: 'medium', seed: 7 });
  const worker = await createSudokuWorker();
  const solved: string = (await worker.solve(puzzle)).solution ?? '';
  const core = await createSudokuCore();
  const count: number = core.countSolutions(puzzle);
  const board = document.createElement('sudoku-board');
  const same: SudokuBoard = board;
  board.level = '2';
  board.showCandidates = true;
  board.addEventListener('input', (event) => { const cell: number = event.detail.cell; void cell; });
  board.addEventListener('solved', (event) => { const values: number[] = event.detail.values; void values; });
  board.addEventListener('error', (event) => { if (event.error instanceof SudokuError) void event.error.code; });
  const loaded: BoardPuzzle = await board.ready;
  const engine = await boardEngine();
  useBoardEngine(sudoku);
  useBoardEngine(createSudokuCore());
  board.values = board.values.map((v) => v);
  void same; void engine; void solved;
  return count + (loaded.seed ?? 0) + board.marks.length + Number(board.solved) + Number(board.undo());
}
`;

function diagnostics(source) {
  const file = join(installed.dir, 'consumer.ts');
  return writeFile(file, source).then(() => {
    const program = ts.createProgram([file], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  });
}

test('a strict TypeScript file using every entry and the board element compiles against the installed types', async () => {
  assert.deepEqual(await diagnostics(CONSUMER), []);
});

test('the types refuse a wrong use: a string where a board event gives a number', async () => {
  const wrong = CONSUMER.replace('const cell: number = event.detail.cell;', 'const cell: string = event.detail.cell;');
  const found = await diagnostics(wrong);
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /'number' is not assignable to type 'string'/);
});

// Each entry's createSudoku takes its own way to the .wasm: URLs in the browser, paths in Node.
// An option of the other entry is a TypeError at run time (tests/package/api.test.mjs), and a
// type error here.
test('the browser entry types URLs and the Node entry paths, and each refuses the other\'s option', async () => {
  const node = `
import createSudoku, { type CreateSudokuNodeOptions } from 'sudoku-wasm/node';
const options: CreateSudokuNodeOptions = { wasmPath: '/srv/sudoku-engine.wasm', logic: false };
export const engine = createSudoku(options).then((sudoku) => sudoku.solve('.'.repeat(81)).count);
`;
  assert.deepEqual(await diagnostics(node), []);
  const found = await diagnostics(node.replace("wasmPath: '/srv/sudoku-engine.wasm'", "wasmUrl: 'https://example.org/sudoku-engine.wasm'"));
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /'wasmUrl' does not exist in type 'CreateSudokuNodeOptions'/);
  const browser = CONSUMER.replace('await createSudoku();', "await createSudoku({ wasmPath: 'sudoku-engine.wasm' });");
  const wrong = await diagnostics(browser);
  assert.equal(wrong.length, 1, wrong.join('\n'));
  assert.match(wrong[0], /'wasmPath' does not exist in type 'CreateSudokuOptions'/);
});
