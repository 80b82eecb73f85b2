// Whether a puzzle is an isomorph of another (isomorphism.h: the same puzzle up to relabelled
// digits, rows and bands, columns and stacks swapped, and transposition), for the tests that
// check a generated puzzle is new.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <vector>

#include "sudoku/grid.h"

namespace sudoku::testing {

// True when some isomorphism maps `a` onto `b` exactly (givens and empty cells alike). Tries
// every arrangement of rows and columns (2 * 1296 * 1296), cutting each as soon as a cell
// disagrees; tens of milliseconds.
bool AreIsomorphs(const Grid& a, const Grid& b);

// Puzzles indexed by a cheap invariant of isomorphism (the clue count, the digits' counts, the
// boxes' counts and the rows' and columns' counts per band and stack, each as a sorted
// multiset), so that a puzzle is compared in full only with the few that share it.
class IsomorphIndex {
 public:
  void Add(const Grid& puzzle);
  // Whether an added puzzle is an isomorph of `puzzle`.
  bool HasIsomorphOf(const Grid& puzzle) const;
  size_t size() const { return size_; }

 private:
  using Invariant = std::array<int, 64>;
  static Invariant InvariantOf(const Grid& puzzle);
  std::map<Invariant, std::vector<Grid>> by_invariant_;
  size_t size_ = 0;
};

}  // namespace sudoku::testing
