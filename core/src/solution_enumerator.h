// A small depth-first search that lists every solution of a puzzle with few of them.
// Internal to the generator.
//
// The -2+1 move of the digging search needs *every* solution of a puzzle with a few solutions,
// which the counting solver does not return (it reports the first one and a count). This search
// picks the cell with the fewest candidates (naked singles fall out as 1-candidate cells) and
// stops at `limit` solutions or `node_limit` nodes. It is used when removing one orbit leaves a
// digit of it with several completions, or a whole orbit of two or four cells. It only ever
// runs on puzzles two orbits short of a unique one, where the trees are small.
//
// Why the fast solver does not list these solutions instead: a listing cut by the node limit
// counts as "too many to list", and that verdict steers the moves, so it is part of what puzzle
// a seed gives. The solver's search (hidden singles, locked candidates, another branching rule)
// has no quantity that tells when this search passes 4096 nodes: of the listings with fewer than
// 32 solutions that this search cuts, the solver's guesses and placements overlap the uncut
// ones entirely. Listing with the solver (under a guess cap) was measured on seeds 1..2000: it
// is 2.2 times cheaper for 22 clues, but gives another puzzle for 617 of the 2,000 seeds of 22
// clues, 69 of 24 clues and 26 of 25 minimal ones, which breaks "same seed, same puzzle" for
// too many seeds.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "house_masks.h"
#include "sudoku/grid.h"

namespace sudoku {

class SolutionEnumerator {
 public:
  // `puzzle`: 81 cells, 0 = empty, givens without conflicts. Stops at `limit` solutions or
  // after `node_limit` nodes (a node is one cell filled by the search).
  SolutionEnumerator(const Grid& puzzle, int limit, uint64_t node_limit);

  // Fills `solutions` (cleared first) in the search's order. Returns false when a limit cut
  // the search short: reaching `limit` solutions counts as cut, even when there are no more.
  bool Run(std::vector<Grid>* solutions);

  // Nodes searched so far (the generator charges work for them).
  uint64_t nodes() const { return nodes_; }

 private:
  // Returns false to stop the whole search (a limit was reached).
  bool Search();

  Grid grid_;
  HouseMasks houses_;
  std::array<uint8_t, kCells> empty_{};
  int empty_count_ = 0;
  int open_ = 0;
  int limit_;
  uint64_t node_limit_;
  uint64_t nodes_ = 0;
  bool complete_ = true;
  std::vector<Grid>* solutions_ = nullptr;
};

}  // namespace sudoku
