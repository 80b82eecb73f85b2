// The search behind Generate for the hardest score ranges (9.5 and up: the top of SE's dynamic
// forcing chains and its nested ones), which digging random grids practically never reaches.
// Internal to the generator: the entry points validate the options first. generator.h describes
// it for callers.
#pragma once

#include "generator/digger.h"
#include "sudoku/generator.h"

namespace sudoku {

// The lowest rating (tenths) of a score range searched from seeds. Below it, digging random
// grids reaches the range (9.0-9.4 for about three seeds in four: bench/README.md).
inline constexpr int kNeighbourhoodFloor = 95;

// Whether Generate searches `options` (valid) from seeds: a 9x9 score range whose lowest rating
// is kNeighbourhoodFloor or more, with no clue count, symmetry or minimality asked for (those
// are dug for as before).
bool SearchesNeighbourhoods(const GenerateOptions& options);

// One puzzle for `options` (SearchesNeighbourhoods(options)); the contract of DigPuzzle
// (digger.h): kOk with *out filled, or kBudgetExhausted with *out untouched, and a limit never
// changes which puzzle a seed gives.
Error NeighbourhoodPuzzle(const GenerateOptions& options, const DigLimits& limits,
                          GeneratedPuzzle* out);

}  // namespace sudoku
