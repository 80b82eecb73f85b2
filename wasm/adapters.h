// Conversions between JS values and core types. Every function takes plain strings and numbers
// and returns a plain JS object; no C++ object ever reaches JS, so nothing needs .delete().
//
// Result objects carry `code` ("ok" or a status id from sudoku::StatusCode) and, for errors,
// `cell`, `otherCell`, `digit` and `house` (-1/0 when not about a cell). The JS wrapper
// (api.js) turns a non-"ok" code into a thrown SudokuError.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace sudoku::wasm {

// Parses `text` (81 cells, see ParsePuzzle) and counts solutions up to `limit` with the fast
// solver. Returns { code, count, solution (81 chars or ""), guesses, backtracks, placements,
// budgetExhausted }.
emscripten::val Solve(const std::string& text, double limit);

// Parses and runs the instrumented tag solver (Explain view), bounded to 100,000 saved states
// (code "budgetExhausted" beyond). Returns { code, count, solution,
// candidateOps, savedStates, backtracks, firstPass: { values (81 chars, '.' open), candidates
// (81 numbers, bit d-1), deduced (81 chars '1' deduced / '0') , contradiction } }.
emscripten::val Explain(const std::string& text, double limit);

// The holes-per-box generator, its result graded. Returns { code, puzzle ('.' blanks), solution,
// seed, clues, level (graded 1..5), rating (SE tenths) }.
emscripten::val GenerateByHoles(double level, double seed);

// A batch's text goes in and its solutions come out through buffers in the module's memory, so
// neither crosses the boundary character by character (embind copies a std::string byte by byte
// in JS, which costs more than solving an easy puzzle). The wrapper, in one synchronous call
// sequence: BatchInput(size) -> writes the UTF-8 text into the returned view -> SolveBatch ->
// copies the solutions out -> ReleaseBatch. Neither buffer outlives that sequence.

// Resizes the input buffer to `size` bytes (0 .. 128 MiB; larger is clamped to 0) and returns
// a Uint8Array view of it.
emscripten::val BatchInput(double size);

// Solves one puzzle per line of the input buffer (see SolveMany in batch.h), then frees the
// input. Returns { code: "ok", puzzles, statuses (one char each: '0' none, '1' unique,
// '2' several, 'x' invalid), guesses, statusCodes (the code of each Status value), errors (an
// Int32Array view: index, status, cell, otherCell, digit, house for each invalid puzzle),
// solutions (a Uint8Array view: 81 ASCII bytes per puzzle, concatenated) }; both views are
// valid until ReleaseBatch. Over kMaxBatchPuzzles puzzle lines: { code: "badLength",
// tooMany: kMaxBatchPuzzles } and nothing solved.
emscripten::val SolveBatch(double limit);

// Frees the solutions and errors buffers of the last SolveBatch.
void ReleaseBatch();

// Parses only. Returns { code, puzzle (81 chars '.' blanks), ... error fields }.
emscripten::val Parse(const std::string& text);

}  // namespace sudoku::wasm
