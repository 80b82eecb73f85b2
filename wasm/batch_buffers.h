// solveMany's buffers in the module's memory. A batch's text goes in and its solutions come out
// through them, so neither crosses the boundary character by character (a string crosses
// the boundary as a copy made in JS, which costs more than solving an easy puzzle).
//
// The wrapper (wasm/solve-many.js) feeds a long text slice by slice, in one synchronous
// sequence per slice: BatchInput(size) -> writes the UTF-8 text into the returned view ->
// SolveBatch(offset, options) as often as it takes to read the slice -> copies the outputs out
// after each -> ReleaseBatch. So the memory a batch holds is bounded by one slice and one call's
// outputs (kMaxSlicePuzzles), whatever the batch's size.
#pragma once

#include "js_value.h"

namespace sudoku::wasm {

// Puzzles one SolveBatch call reads at most, so its outputs stay near 1.5 MB.
inline constexpr int kMaxSlicePuzzles = 16384;

// Resizes the input buffer to `size` bytes (0 .. 4 MiB; larger is clamped to 0) and returns a
// Uint8Array view of it.
JsValue BatchInput(double size);

// Solves up to kMaxSlicePuzzles puzzles of the input buffer from byte `offset` (SolveMany in
// batch.h; options: { limit, budget, timeLimitMs }). Returns { puzzles, statuses (one code each,
// from kBatchStatuses in batch.h, which raw::BatchStatuses() gives the wrapper), guesses,
// consumed (the byte offset reached), exhausted (budget or time ran out), errors (an Int32Array
// view: index, status, cell, otherCell, digit, house and, for badChar, the four bytes of text from
// the character at fault, for each invalid puzzle), solutions (a
// Uint8Array view: 81 ASCII bytes per puzzle) }; the views are valid until the next call. Or an
// error object (bad options).
JsValue SolveBatch(double offset, const JsValue& options);

// Frees the input buffer and the last call's outputs.
void ReleaseBatch();

}  // namespace sudoku::wasm
