// Core values as JS values: every result and error type of the engine is converted here, and
// only here. The shapes are the ones sudoku.d.ts declares (tests/wasm/shapes.test.mjs walks
// every function's result against it); the JS wrapper adds only `ms`.
#pragma once

#include "js_value.h"

#include <string_view>
#include <vector>

#include "sudoku/batch.h"
#include "sudoku/explain.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/shape.h"
#include "sudoku/solver.h"
#include "sudoku/status.h"
#include "sudoku/tag_solver.h"

namespace sudoku::wasm {

// An error for the wrapper to throw: { code, cell, otherCell, digit, house, option, detail }
// (option and detail only when set). `code` is StatusCode's id; a JS value that every result
// lacks, so the wrapper tells errors from results by it (see unwrap in wasm/errors.js).
JsValue ToJs(const Error& error);

// A parse error of `text`, with the offending character as `got` for kBadChar, and the grid's
// `size` when it was read as a small grid (so messages name its cells and digits), or always
// with `only_size` (a call that reads that size alone: its kBadLength names that length).
JsValue ParseErrorToJs(const ParseResult& failed, std::string_view text,
                               const GridShape& shape = kShape9, bool only_size = false);

// ToJs(Error) of a call on a grid of `shape`, with its `size` when small (messages name cells
// at that size).
JsValue ToJs(const Error& error, const GridShape& shape);

// A wrong argument type, for the wrapper to throw as TypeError: { code: "typeError", option,
// detail } ("seed", "must be a number or a string").
JsValue TypeErrorToJs(const char* option, const char* detail);

// shape.cells() characters (81, 36 or 16), '.' for blanks.
JsValue GridToJs(const Grid& grid, const GridShape& shape = kShape9);

// solve(): { status ("none" | "unique" | "multiple" | "solved"), solution (shape.cells() chars or null),
// count, counters: { candidateOps, savedStates, backtracks } }.
// `limit`: the count's limit; at 1 a solution found is 'solved', since uniqueness went unchecked.
JsValue ToJs(const CountResult& count, const GridShape& shape = kShape9, uint32_t limit = 2);

// explain(): { status, solution, count, counters, firstPass: { values: number[81] (0 open),
// candidates: number[][81], deduced: boolean[81] }, beforeGuess: { hiddenSingles, nakedSingles } }.
JsValue ToJs(const TagSolveResult& solved);

// validate(): [{ cell, otherCell, digit, house }].
JsValue ToJs(const std::vector<Conflict>& conflicts);

// candidates(): shape.cells() arrays of digits, [] for a filled cell.
JsValue CandidatesToJs(const std::array<Mask, kCells>& candidates,
                               const GridShape& shape = kShape9);

// A step: { technique, name, nameZh, rating, placements: [{cell, digit}], eliminations:
// [{cell, digit}], cells, houses, digits, links: [{fromCell, fromDigit, toCell, toDigit,
// strong}], explanation: { en, zh } }. Cells and houses are the grid's own (shape.h for a
// small `shape`); the explanation names them as the 9x9 formatters do (r2c3, "box 2").
JsValue ToJs(const Step& step, const GridShape& shape = kShape9);

// grade(): { outcome, scale (the scale's id), score, er, ep, ed, level, hardest (id or null),
// counts ({id: steps}), steps, solvedByLogic, effort }; score and er are the same number.
JsValue ToJs(const Grade& grade, RatingScale scale);

// steps(): { outcome, steps: Step[] }.
JsValue ToJs(const LogicSolve& solve, const GridShape& shape = kShape9);

// hint(): { kind, step (kind "step" only), cell, digit, correctDigit }.
JsValue ToJs(const Hint& hint, const GridShape& shape = kShape9);

// generate(): { puzzle, solution, size, seed, clues, symmetry, minimal, level, score, hardest,
// work } (level, score and hardest null when the puzzle was not graded; level 0 for First
// steps, with its score and hardest).
JsValue ToJs(const GeneratedPuzzle& puzzle);
// The same for a puzzle made with no grade asked for (GenerateUngraded): level, score and
// hardest are null, and nothing of the technique table is linked in (the small core module).
JsValue UngradedToJs(const GeneratedPuzzle& puzzle);

// The technique registry's rows: [{ id, name, nameZh, rating, seRating (null: not on SE's scale),
// lengthRated, inference (InferenceId), forcingLevel }].
JsValue TechniquesToJs();

// The grid sizes generate() makes (kGridSizes, generator.h): [{ size, levels (0 First steps,
// then 1..highest), options (the generate() options the size takes) }].
JsValue SizesToJs();

// The statuses of a batch (kBatchStatuses, batch.h): [{ code, id, solution (has_solution) }].
JsValue BatchStatusesToJs();

}  // namespace sudoku::wasm
