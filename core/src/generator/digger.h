// The digging search behind Generate and GenerateMany (generator.h describes the algorithm).
// Internal to the generator: the entry points validate the options first.
#pragma once

#include <chrono>
#include <cstdint>

#include "sudoku/generator.h"

namespace sudoku {

// What one search may use: `budget` work units, and, when time_limit_ms is not 0, the time
// until that many milliseconds after `start` (the start of the Generate or GenerateMany call,
// so a batch's puzzles share one deadline).
struct DigLimits {
  uint64_t budget = 0;
  std::chrono::steady_clock::time_point start;
  uint32_t time_limit_ms = 0;
};

// One puzzle for `options` (already validated; options.budget and options.time_limit_ms are not
// read: `limits` replaces them). kOk with *out filled, or kBudgetExhausted with *out untouched.
// A limit only ever turns the search into kBudgetExhausted: a puzzle that is returned is the
// one the options give under any larger limits.
Error DigPuzzle(const GenerateOptions& options, const DigLimits& limits, GeneratedPuzzle* out);

// DigPuzzle for options that ask for no level and no score range: the same puzzle, from a
// search built without the level checks, so that a build using only this (GenerateUngraded, the
// small core module) links without the logic engine.
Error DigUngradedPuzzle(const GenerateOptions& options, const DigLimits& limits,
                        GeneratedPuzzle* out);

// The original demo's holes-per-box dig (GenerateByHoles with its options checked), not graded:
// level, rating and hardest stay 0.
void DigHolesPerBox(const HolesOptions& options, GeneratedPuzzle* out);

}  // namespace sudoku
