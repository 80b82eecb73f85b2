// Conversions for the steerable generator (generator.h: Generate, GenerateMany). Plain numbers
// and strings in, a plain JS object out; no C++ object reaches JS.
//
// Result objects carry `code` ("ok", "badOption" or "budgetExhausted"); the JS wrapper
// (api.js) validates options first and turns a non-"ok" code into a thrown SudokuError.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace sudoku::wasm {

// One puzzle. `symmetry` is a SymmetryName id ("none", "rotational", ...); `level` 0..5 (0 = not
// graded); `seed` 0..2^32-1; `budget` work units (0 = default); `timeLimitMs` (0 = none).
// Returns { code, puzzle (81 chars, '.' blanks), solution, seed, clues, symmetry, minimal,
// level, rating, work, restarts }.
emscripten::val GenerateWithOptions(double clues, const std::string& symmetry, bool minimal,
                                    double level, double seed, double budget,
                                    double time_limit_ms);

// `count` puzzles numbered from `first` in the batch of `seed` (see GenerateMany). Returns
// { code, count (made), puzzles and solutions (81 chars each, concatenated), seeds, clues,
// levels, ratings (arrays of numbers), minimal (string of '1'/'0'), work }. A code other than
// "ok" comes with the puzzles made before the failure.
emscripten::val GenerateManyWithOptions(double clues, const std::string& symmetry, bool minimal,
                                        double level, double seed, double budget,
                                        double time_limit_ms, double first, double count);

// FNV-1a 32-bit of the UTF-8 bytes of `text` (SeedFromString).
double SeedFromText(const std::string& text);

}  // namespace sudoku::wasm
