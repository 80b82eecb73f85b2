// The generator's solution listing (solution_enumerator.h).
#include "solution_enumerator.h"

#include <utility>

#include "sudoku/bits.h"

namespace sudoku {

SolutionEnumerator::SolutionEnumerator(const Grid& puzzle, int limit, uint64_t node_limit)
    : grid_(puzzle), limit_(limit), node_limit_(node_limit) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid_[cell] != 0) {
      houses_.Place(cell, grid_[cell]);
    } else {
      empty_[empty_count_++] = static_cast<uint8_t>(cell);
    }
  }
}

bool SolutionEnumerator::Run(std::vector<Grid>* solutions) {
  solutions_ = solutions;
  solutions_->clear();
  complete_ = true;
  open_ = empty_count_;
  Search();
  return complete_;
}

bool SolutionEnumerator::Search() {
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
  for (Mask free = houses_.Free(cell); free != 0 && go_on; free = ClearLowestBit(free)) {
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

}  // namespace sudoku
