// A small depth-first search that lists every solution of a puzzle with few of them.
// Internal to the generator.
//
// The -2+1 move of the digging search needs *every* solution of a puzzle with a few solutions,
// which the counting solver does not return (it reports the first one and a count). This search
// picks the cell with the fewest candidates (naked singles fall out as 1-candidate cells) and
// stops at `limit` solutions or `node_limit` nodes. It is used when removing one orbit leaves a
// digit of it with several completions, which the counting solver cannot list. It only ever
// runs on puzzles two orbits short of a unique one, where the trees are small.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "house_masks.h"
#include "sudoku/bits.h"
#include "sudoku/grid.h"

namespace sudoku {
class Enumerator {
 public:
  Enumerator(const Grid& puzzle, int limit, uint64_t node_limit)
      : grid_(puzzle), limit_(limit), node_limit_(node_limit) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid_[cell] != 0) {
        houses_.Place(cell, grid_[cell]);
      } else {
        empty_[empty_count_++] = static_cast<uint8_t>(cell);
      }
    }
  }

  // Fills `solutions` (cleared first). Returns false when a limit cut the search short.
  bool Run(std::vector<Grid>* solutions) {
    solutions_ = solutions;
    solutions_->clear();
    complete_ = true;
    open_ = empty_count_;
    Search();
    return complete_;
  }

  uint64_t nodes() const { return nodes_; }

 private:
  // Returns false to stop the whole search (a limit was reached).
  bool Search() {
    if (++nodes_ > node_limit_) {
      complete_ = false;
      return false;
    }
    // Open cells live in empty_[0..open_); the chosen one is swapped to the end of that range.
    int best = -1, best_count = 10;
    for (int i = 0; i < open_ && best_count > 1; ++i) {
      const int n = PopCount9(houses_.Free(empty_[i]));
      if (n == 0) return true;  // dead end
      if (n < best_count) best = i, best_count = n;
    }
    if (best < 0) {
      solutions_->push_back(grid_);
      if (static_cast<int>(solutions_->size()) >= limit_) {
        complete_ = false;
        return false;
      }
      return true;
    }
    const int cell = empty_[best];
    std::swap(empty_[best], empty_[--open_]);
    bool go_on = true;
    for (Mask free = houses_.Free(cell); free != 0 && go_on; free &= free - 1) {
      const int digit = LowestBit(free) + 1;
      grid_[cell] = static_cast<uint8_t>(digit);
      houses_.Place(cell, digit);
      go_on = Search();
      houses_.Remove(cell, digit);
      grid_[cell] = 0;
    }
    std::swap(empty_[best], empty_[open_++]);
    return go_on;
  }

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
