// Puzzles that need SE's nested forcing chains, where the search for the hardest score ranges
// starts (neighbourhood_search.h). Internal to the generator.
#pragma once

#include <span>

namespace sudoku {

// One seed: 81 characters, row-major, '.' for an empty cell, and its rating in tenths.
struct NestedSeed {
  const char* puzzle;
  int rating;
};

// The seeds, by rating; every one unique and rated as listed (SE 1.2.1 and our grade on both
// scales agree on each; tests/core/generate_score_test.cc checks it).
std::span<const NestedSeed> NestedChainSeeds();

}  // namespace sudoku
