// An independent reference solver for tests: Knuth's dancing links (Algorithm X on a toroidal
// doubly linked list; D. E. Knuth, "Dancing Links", Millennial Perspectives in Computer Science,
// 2000). It shares no code and no idea beyond the rules with the engine's bitboard solver
// (core/src/solver/solver.cc), so the two agreeing on a puzzle is evidence that both are right.
//
// Sudoku as exact cover: 729 options (cell, digit), 324 items, every option covers four items:
//
//     item   0.. 80   cell c is filled            (c = 9 * row + column)
//     item  81..161   row r holds digit d         (81 + 9 * r + d - 1)
//     item 162..242   column k holds digit d      (162 + 9 * k + d - 1)
//     item 243..323   box x holds digit d         (243 + 9 * x + d - 1)
//
// A solution is a set of 81 options covering every item exactly once. Givens are chosen up front
// (their items covered before the search); two givens needing the same item, or a given outside
// 1..9, mean no solution. The search takes the item with the fewest remaining options (Knuth's
// "S heuristic") and tries its options in the order they were linked, which is increasing digit.
//
// Deliberately plain: no propagation beyond what covering does, recursion instead of an explicit
// stack (depth <= 81), and a node budget so a test or fuzz target can bound its work.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/grid.h"

namespace sudoku::reference {

// The outcome of one reference search.
struct DlxResult {
  int count = 0;                  // solutions found, 0..limit; == limit means "at least limit"
  std::vector<Grid> solutions;    // every solution found, in search order (when asked for)
  Grid smallest{};                // the lexicographically smallest solution (valid if count >= 1,
                                  // see SmallestSolution for how it is found)
  uint64_t nodes = 0;             // options tried: the unit of the node budget
  bool budget_exhausted = false;  // the node budget ran out: count is only a lower bound
};

// The dancing-links matrix of one puzzle. Build once per puzzle; each Count call restores the
// links on the way back, so a matrix can be searched more than once.
class DancingLinks {
 public:
  static constexpr int kItems = 324;
  static constexpr int kOptions = 729;

  // Links all 729 options, then chooses the options of the givens. `valid()` is false when a
  // given is out of range or two givens need the same item (a broken rule).
  explicit DancingLinks(const Grid& puzzle) {
    const int nodes = 1 + kItems + 4 * kOptions;
    left_.resize(nodes);
    right_.resize(nodes);
    up_.resize(nodes);
    down_.resize(nodes);
    item_of_.resize(nodes);
    option_of_.resize(nodes);
    size_.assign(kItems + 1, 0);
    // Node 0 is the root; nodes 1..324 are the item headers (item i is node i + 1).
    for (int n = 0; n <= kItems; ++n) {
      left_[n] = n == 0 ? kItems : n - 1;
      right_[n] = n == kItems ? 0 : n + 1;
      up_[n] = down_[n] = n;
      item_of_[n] = n;
      option_of_[n] = -1;
    }
    int next = kItems + 1;
    for (int option = 0; option < kOptions; ++option) {
      const int cell = option / 9, digit = option % 9 + 1;
      const int items[4] = {cell, 81 + 9 * RowOf(cell) + digit - 1,
                            162 + 9 * ColumnOf(cell) + digit - 1,
                            243 + 9 * BoxOf(cell) + digit - 1};
      first_node_[option] = next;
      for (int k = 0; k < 4; ++k) {
        const int n = next + k, header = items[k] + 1;
        left_[n] = next + (k + 3) % 4;
        right_[n] = next + (k + 1) % 4;
        // Append at the bottom of the item's list, so options stay in increasing order.
        up_[n] = up_[header];
        down_[n] = header;
        down_[up_[header]] = n;
        up_[header] = n;
        item_of_[n] = header;
        option_of_[n] = option;
        ++size_[header];
      }
      next += 4;
    }
    for (int cell = 0; cell < kCells; ++cell) {
      const int value = puzzle[cell];
      if (value == 0) continue;
      if (value > 9 || !Fix(cell, value)) {
        valid_ = false;
        return;
      }
    }
  }

  bool valid() const { return valid_; }

  // Chooses the option "cell holds digit" for all later searches: covers its four items.
  // Returns false (and changes nothing) when one of them is already covered, i.e. when the
  // digit breaks a rule against the options fixed so far.
  bool Fix(int cell, int digit) {
    const int first = first_node_[9 * cell + digit - 1];
    for (int k = 0; k < 4; ++k) {
      if (covered_[item_of_[first + k]]) return false;
    }
    for (int k = 0; k < 4; ++k) {
      Cover(item_of_[first + k]);
      covered_[item_of_[first + k]] = true;
    }
    fixed_.push_back(9 * cell + digit - 1);
    return true;
  }

  // Takes back the newest Fix (covers are undone in reverse order, as dancing links requires).
  void Unfix() {
    const int first = first_node_[fixed_.back()];
    for (int k = 3; k >= 0; --k) {
      Uncover(item_of_[first + k]);
      covered_[item_of_[first + k]] = false;
    }
    fixed_.pop_back();
  }

  // Counts solutions up to `limit` (>= 1), keeping them when `keep` is true; stops after
  // `node_budget` options tried. Does not fill `smallest`.
  DlxResult Count(int limit, bool keep, uint64_t node_budget = UINT64_MAX) {
    DlxResult result;
    if (!valid_) return result;
    limit_ = limit < 1 ? 1 : limit;
    keep_ = keep;
    node_budget_ = node_budget;
    result_ = &result;
    chosen_.clear();
    Search();
    result_ = nullptr;
    return result;
  }

 private:
  void Cover(int header) {
    right_[left_[header]] = right_[header];
    left_[right_[header]] = left_[header];
    for (int i = down_[header]; i != header; i = down_[i]) {
      for (int j = right_[i]; j != i; j = right_[j]) {
        down_[up_[j]] = down_[j];
        up_[down_[j]] = up_[j];
        --size_[item_of_[j]];
      }
    }
  }

  void Uncover(int header) {
    for (int i = up_[header]; i != header; i = up_[i]) {
      for (int j = left_[i]; j != i; j = left_[j]) {
        ++size_[item_of_[j]];
        down_[up_[j]] = j;
        up_[down_[j]] = j;
      }
    }
    right_[left_[header]] = header;
    left_[right_[header]] = header;
  }

  // Returns false when the search must stop (limit reached or budget spent).
  bool Search() {
    if (right_[0] == 0) {
      ++result_->count;
      if (keep_) result_->solutions.push_back(CurrentGrid());
      return result_->count < limit_;
    }
    // The S heuristic: the item with the fewest options; ties go to the lowest item.
    int best = right_[0];
    for (int h = right_[best]; h != 0; h = right_[h]) {
      if (size_[h] < size_[best]) best = h;
    }
    if (size_[best] == 0) return true;  // dead end
    Cover(best);
    bool go_on = true;
    for (int r = down_[best]; r != best && go_on; r = down_[r]) {
      if (result_->nodes >= node_budget_) {
        result_->budget_exhausted = true;
        go_on = false;
        break;
      }
      ++result_->nodes;
      chosen_.push_back(option_of_[r]);
      for (int j = right_[r]; j != r; j = right_[j]) Cover(item_of_[j]);
      go_on = Search();
      for (int j = left_[r]; j != r; j = left_[j]) Uncover(item_of_[j]);
      chosen_.pop_back();
    }
    Uncover(best);
    return go_on;
  }

  Grid CurrentGrid() const {
    Grid grid{};
    for (int option : fixed_) grid[option / 9] = static_cast<uint8_t>(option % 9 + 1);
    for (int option : chosen_) grid[option / 9] = static_cast<uint8_t>(option % 9 + 1);
    return grid;
  }

  std::vector<int> left_, right_, up_, down_, item_of_, option_of_, size_;
  std::array<int, kOptions> first_node_{};
  std::array<bool, kItems + 1> covered_{};
  std::vector<int> fixed_;  // options chosen outside the search: givens, then Fix calls
  std::vector<int> chosen_;
  bool valid_ = true;
  int limit_ = 1;
  bool keep_ = false;
  uint64_t node_budget_ = UINT64_MAX;
  DlxResult* result_ = nullptr;
};

// The lexicographically smallest solution of a solvable puzzle, found as the shared data sets
// define it: fill the empty cells in index order 0..80, each time with the smallest digit that
// still leaves a solution. `witness` is any solution; for each cell only the digits below the
// current witness's digit need a check, and a successful check supplies the next witness. The
// checks run on one matrix (`links`, built from the puzzle), fixing cells as they are decided.
// Returns false when the node budget ran out (then `smallest` is unspecified).
inline bool SmallestSolution(DancingLinks& links, const Grid& puzzle, Grid witness, Grid& smallest,
                             uint64_t& nodes, uint64_t node_budget = UINT64_MAX) {
  int fixed = 0;
  bool finished = true;
  for (int cell = 0; cell < kCells && finished; ++cell) {
    if (puzzle[cell] != 0) continue;
    for (int digit = 1; digit < witness[cell]; ++digit) {
      if (!links.Fix(cell, digit)) continue;
      const uint64_t left = node_budget > nodes ? node_budget - nodes : 0;
      const DlxResult probe = links.Count(1, true, left);
      nodes += probe.nodes;
      links.Unfix();
      if (probe.budget_exhausted) {
        finished = false;
        break;
      }
      if (probe.count == 1) {
        witness = probe.solutions[0];
        break;
      }
    }
    if (finished) {
      links.Fix(cell, witness[cell]);  // cannot fail: the witness agrees with every fixed cell
      ++fixed;
    }
  }
  for (; fixed > 0; --fixed) links.Unfix();
  if (finished) smallest = witness;
  return finished;
}

// Counts the solutions of `puzzle` up to `limit` (>= 1) and fills `smallest` with the
// lexicographically smallest one when there is any. With `keep_solutions` every solution found
// (up to `limit`) is returned too. A given outside 0..9 or two equal givens in one house give
// count 0. `node_budget` bounds the options tried over all searches.
inline DlxResult Solve(const Grid& puzzle, int limit, bool keep_solutions = false,
                       uint64_t node_budget = UINT64_MAX) {
  DancingLinks links(puzzle);
  DlxResult result = links.Count(limit, true, node_budget);
  if (result.budget_exhausted || result.count == 0) {
    if (!keep_solutions) result.solutions.clear();
    return result;
  }
  if (result.count == 1 && limit > 1) {
    result.smallest = result.solutions[0];  // the only solution
  } else if (!SmallestSolution(links, puzzle, result.solutions[0], result.smallest,
                               result.nodes, node_budget)) {
    result.budget_exhausted = true;
  }
  if (!keep_solutions) result.solutions.clear();
  return result;
}

}  // namespace sudoku::reference
