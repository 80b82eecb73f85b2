// Every hint of the Forcing Chains & Cycles producer (forcing/forcing_nested.h,
// ListChainsAndCycles), the list SE's nested forcing chains take whole, checked against the
// producer's best hint (FindChainsAndCycles) and the puzzles' solutions.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "forcing/forcing_nested.h"
#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "test_data.h"

namespace sudoku {
namespace {

using detail::forcing::CellOfNode;
using detail::forcing::DigitOfNode;
using detail::forcing::HintRank;
using detail::forcing::NestedHint;
using detail::forcing::NodeOf;

// The candidates `step` removes as nodes in cell then digit order: its eliminations, and for a
// placement the cell's other candidates.
std::vector<int> RemovalsOf(const Step& step, const CandidateGrid& grid) {
  std::vector<int> nodes;
  for (const Elimination& e : step.eliminations) nodes.push_back(NodeOf(e.cell, e.digit));
  for (const Placement& p : step.placements) {
    for (uint32_t m = grid.candidates[p.cell] & ~DigitBit(p.digit); m; m = ClearLowestBit(m)) {
      nodes.push_back(NodeOf(p.cell, LowestBit(m) + 1));
    }
  }
  std::sort(nodes.begin(), nodes.end());
  return nodes;
}

// SE's complexity of a Forcing Chains & Cycles step from its links: a cycle (from an "on" back
// to it: first link weak, last strong) counts its start once, a forcing chain its start and end.
int ComplexityOf(const Step& step) {
  const bool cycle = !step.links.front().strong && step.links.back().strong;
  return static_cast<int>(step.links.size()) + (cycle ? 0 : 1);
}

struct Counts {
  int positions = 0;
  int with_hints = 0;
  int hints = 0;
  int cycles_or_more = 0;  // positions with more than one hint
};

// Checks the list on `grid`, a position of the puzzle whose solution is `solution`.
void Check(const CandidateGrid& grid, const std::string& solution, const std::string& where,
           Counts& counts) {
  const detail::LogicView view(grid);
  Step best;
  const bool found = detail::FindChainsAndCycles(view, INT_MAX, best);
  std::vector<NestedHint> hints;
  std::vector<HintRank> ranks;
  detail::forcing::ListChainsAndCycles(view, hints, &ranks);
  ++counts.positions;
  ASSERT_EQ(ranks.size(), hints.size()) << where;
  ASSERT_EQ(found, !hints.empty()) << where;
  if (!found) return;
  ++counts.with_hints;
  counts.hints += static_cast<int>(hints.size());
  if (hints.size() > 1) ++counts.cycles_or_more;
  // The first is the best hint.
  EXPECT_EQ(ranks[0].rating, best.rating) << where;
  EXPECT_EQ(hints[0].complexity, ComplexityOf(best)) << where;
  EXPECT_EQ(ranks[0].complexity, hints[0].complexity) << where;
  EXPECT_EQ(hints[0].removals, RemovalsOf(best, grid)) << where;
  std::set<std::vector<int>> seen;
  for (size_t i = 0; i < hints.size(); ++i) {
    const NestedHint& hint = hints[i];
    const std::string at = where + " hint " + std::to_string(i);
    // Sorted by rating, complexity, kind (X 2, Y 3, both 4).
    EXPECT_GE(ranks[i].kind, 2) << at;
    EXPECT_LE(ranks[i].kind, 4) << at;
    if (i > 0) {
      EXPECT_LE(std::tie(ranks[i - 1].rating, ranks[i - 1].complexity, ranks[i - 1].kind),
                std::tie(ranks[i].rating, ranks[i].complexity, ranks[i].kind))
          << at;
    }
    EXPECT_EQ(ranks[i].complexity, hint.complexity) << at;
    // A chain rests on at least the start and its opposite, or on a loop of four.
    EXPECT_GE(hint.complexity, 4) << at;
    // Removal sets distinct, in node order, each a candidate false in the solution.
    EXPECT_TRUE(seen.insert(hint.removals).second) << at;
    ASSERT_FALSE(hint.removals.empty()) << at;
    EXPECT_TRUE(std::is_sorted(hint.removals.begin(), hint.removals.end())) << at;
    for (const int node : hint.removals) {
      const int cell = CellOfNode(node);
      const int digit = DigitOfNode(node);
      EXPECT_EQ(grid.values[cell], 0) << at;
      EXPECT_TRUE(grid.candidates[cell] & DigitBit(digit)) << at << " r" << RowOf(cell) + 1 << "c"
                                                          << ColumnOf(cell) + 1 << ":" << digit;
      EXPECT_NE(solution[cell] - '0', digit) << at << " removes the solution's digit";
    }
    // Every chain step of the producer rests on links read in cells or houses.
    bool rests = !hint.cells.Empty();
    for (const uint16_t digits : hint.house_digits) rests = rests || digits != 0;
    EXPECT_TRUE(rests) << at;
  }
}

TEST(ChainsAndCyclesList, EveryHintIsSortedDistinctAndTrueAndTheFirstIsTheBest) {
  // 300 puzzles across the rated sample (sorted by rating) on SE's scale: every position
  // before a step of 6.5 or more (up to three a puzzle), where the producer has run or would.
  const auto lines = testing::ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  const auto solutions = testing::ReadSolutions("sudoku_exchange_rated_sample.txt");
  ASSERT_EQ(lines.size(), solutions.size());
  const size_t stride = lines.size() / 300;
  LogicOptions options;
  options.scale = RatingScale::kSe;
  Counts counts;
  for (size_t i = 0; i < lines.size(); i += stride * testing::SampleFactor()) {
    const LogicSolve solve = SolveLogically(testing::GridOf(lines[i].puzzle), options);
    CandidateGrid at = CandidatesFromValues(testing::GridOf(lines[i].puzzle));
    int checked = 0;
    for (size_t s = 0; s < solve.steps.size() && checked < 3; ++s) {
      if (solve.steps[s].rating >= 65) {
        Check(at, solutions[i], "line " + std::to_string(i + 1) + " step " + std::to_string(s + 1),
              counts);
        ++checked;
      }
      ApplyStep(solve.steps[s], at);
    }
  }
  std::printf("positions %d, with hints %d (more than one: %d), hints %d\n", counts.positions,
              counts.with_hints, counts.cycles_or_more, counts.hints);
  EXPECT_GE(counts.with_hints, testing::Thinned(20));
  EXPECT_GT(counts.positions, counts.with_hints);  // and some where the producer finds nothing
  EXPECT_GT(counts.cycles_or_more, 0);
}

}  // namespace
}  // namespace sudoku
