// The links of chain and forcing steps read end to end (logic.h, ChainLink and Step::links):
// every chain step has its links as one path whose truth alternates, group nodes lie in one
// box-line intersection, and every forcing step's paths start at an assumption and end at the
// conclusion or, for a refuted assumption, in one of the three kinds of contradiction.
#include <gtest/gtest.h>

#include <climits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "sudoku/technique.h"
#include "sudoku/technique_registry.h"
#include "test_data.h"

namespace sudoku {
namespace {

// A node: its cells (one, or a group) and digit.
struct Node {
  std::vector<int> cells;
  int digit = 0;
  friend bool operator==(const Node&, const Node&) = default;
  friend auto operator<=>(const Node&, const Node&) = default;
};

Node From(const ChainLink& link) {
  Node node{{link.from_cell}, link.from_digit};
  for (const int8_t c : link.from_more) {
    if (c >= 0) node.cells.push_back(c);
  }
  return node;
}

Node To(const ChainLink& link) {
  Node node{{link.to_cell}, link.to_digit};
  for (const int8_t c : link.to_more) {
    if (c >= 0) node.cells.push_back(c);
  }
  return node;
}

bool Sees(int a, int b) {
  return a != b && (RowOf(a) == RowOf(b) || ColumnOf(a) == ColumnOf(b) || BoxOf(a) == BoxOf(b));
}

std::string Name(const Node& node) {
  std::string out;
  for (const int c : node.cells) {
    out += (out.empty() ? "r" : "+r") + std::to_string(RowOf(c) + 1) + "c" +
           std::to_string(ColumnOf(c) + 1);
  }
  return out + ":" + std::to_string(node.digit);
}

// A from-node's truth: a link via an inner step starts at a removal; a direct one at a node
// whose truth is the opposite of what the link derives (strong: from false to true).
bool FromTrue(const ChainLink& link) { return !link.via && !link.strong; }

// One path of links, in order.
using Path = std::vector<ChainLink>;

std::vector<Path> PathsOf(const Step& step) {
  std::vector<Path> paths;
  for (const ChainLink& link : step.links) {
    if (paths.empty() || To(paths.back().back()) != From(link)) paths.emplace_back();
    paths.back().push_back(link);
  }
  return paths;
}

class Checker {
 public:
  // Checks `step`, found on `grid` (before the step), and counts it.
  void Check(const Step& step, const CandidateGrid& grid, const std::string& where) {
    const detail::TechniqueRow& row = detail::RowOf(step.technique);
    const Inference kind = row.inference;
    const bool forcing = kind == Inference::kForcing || kind == Inference::kContradiction ||
                         kind == Inference::kDynamic || kind == Inference::kNested;
    if (kind != Inference::kChain && !forcing && step.links.empty()) return;
    ++seen_[TechniqueId(step.technique)];
    SCOPED_TRACE(where + " " + TechniqueId(step.technique));
    ASSERT_FALSE(step.links.empty()) << "a chain step without links";
    for (const ChainLink& link : step.links) {
      for (const Node& node : {From(link), To(link)}) CheckNode(node, grid);
      // Direct links at the static and dynamic levels join what the grid joins.
      if (!link.via && row.forcing_level <= 2) CheckDirect(link, grid);
    }
    if (!forcing) {
      const std::vector<Path> paths = PathsOf(step);
      ASSERT_EQ(paths.size(), 1u) << "a chain is one path";
      for (size_t i = 1; i < paths[0].size(); ++i) {
        EXPECT_NE(paths[0][i].strong, paths[0][i - 1].strong)
            << "truth alternates at link " << i << " to " << Name(To(paths[0][i]));
      }
      return;
    }
    CheckForcing(step, grid);
  }

  const std::map<std::string, int>& seen() const { return seen_; }

 private:
  // A node is a candidate, or 2-3 places of its digit in one box-line intersection.
  static void CheckNode(const Node& node, const CandidateGrid& grid) {
    ASSERT_GE(node.cells.size(), 1u);
    ASSERT_LE(node.cells.size(), 3u);
    ASSERT_TRUE(node.digit >= 1 && node.digit <= 9);
    for (const int c : node.cells) {
      EXPECT_TRUE(grid.candidates[c] & DigitBit(node.digit)) << Name(node) << " not a candidate";
      EXPECT_EQ(BoxOf(c), BoxOf(node.cells[0])) << Name(node);
      EXPECT_TRUE(RowOf(c) == RowOf(node.cells[0]) || ColumnOf(c) == ColumnOf(node.cells[0]));
    }
    if (node.cells.size() == 3) {
      const int a = node.cells[0], b = node.cells[1], c = node.cells[2];
      EXPECT_TRUE((RowOf(a) == RowOf(b) && RowOf(b) == RowOf(c)) ||
                  (ColumnOf(a) == ColumnOf(b) && ColumnOf(b) == ColumnOf(c)))
          << Name(node);
    }
  }

  // Weak: the same cell, or every cell of one node sees every cell of the other (same digit).
  // Strong: a cell's other candidate, or a digit's other place in a house.
  static void CheckDirect(const ChainLink& link, const CandidateGrid&) {
    const Node from = From(link), to = To(link);
    if (from.cells.size() == 1 && to.cells.size() == 1 && from.cells[0] == to.cells[0]) {
      EXPECT_NE(from.digit, to.digit) << Name(from);
      return;
    }
    EXPECT_EQ(from.digit, to.digit) << Name(from) << " -> " << Name(to);
    for (const int a : from.cells) {
      for (const int b : to.cells) EXPECT_TRUE(Sees(a, b)) << Name(from) << " -> " << Name(to);
    }
  }

  void CheckForcing(const Step& step, const CandidateGrid& grid) {
    ASSERT_EQ(step.placements.size() + step.eliminations.size(), 1u);
    const bool placed = !step.placements.empty();
    const Node conclusion{{placed ? step.placements[0].cell : step.eliminations[0].cell},
                          placed ? step.placements[0].digit : step.eliminations[0].digit};
    // The assumptions the step may start from, and which of them need paths.
    std::set<Node> sources;
    bool both_truths = false;  // binary form: "is" and "is not"
    if (!step.houses.empty()) {  // region form
      const int house = step.houses[0];
      const int digit = LowestBit(step.digits) + 1;
      for (const int cell : kHouseCells[house]) {
        if (grid.candidates[cell] & DigitBit(digit)) sources.insert({{cell}, digit});
      }
    } else {
      ASSERT_FALSE(step.cells.empty());
      for (uint32_t m = step.digits; m; m = ClearLowestBit(m)) {
        sources.insert({{step.cells[0]}, LowestBit(m) + 1});
      }
      both_truths = sources.size() == 1 && conclusion != *sources.begin();
    }
    const bool contradiction_form = sources.size() == 1 && conclusion == *sources.begin();
    // Per assumption (node and truth): the ends of its paths that are not the conclusion.
    std::map<std::pair<Node, bool>, std::vector<std::pair<Node, bool>>> ends;
    std::set<std::pair<Node, bool>> concluding;
    for (const Path& path : PathsOf(step)) {
      const Node start = From(path.front());
      const bool start_true = FromTrue(path.front());
      ASSERT_TRUE(sources.count(start)) << "a path starts at " << Name(start);
      for (size_t i = 1; i < path.size(); ++i) {
        EXPECT_EQ(FromTrue(path[i]), path[i - 1].strong)
            << "truth alternates at " << Name(From(path[i])) << " from " << Name(start);
      }
      const Node end = To(path.back());
      const bool end_true = path.back().strong;
      if (!contradiction_form && end == conclusion && end_true == placed) {
        concluding.insert({start, start_true});
      } else {
        ends[{start, start_true}].push_back({end, end_true});
      }
    }
    if (contradiction_form) {
      ASSERT_EQ(ends.size(), 1u) << "one assumption";
      EXPECT_EQ(ends.begin()->first.second, !placed) << "assumed the opposite of the result";
    } else if (both_truths) {
      EXPECT_TRUE(concluding.count({*sources.begin(), true})) << "the \"is\" branch";
      EXPECT_TRUE(concluding.count({*sources.begin(), false})) << "the \"is not\" branch";
      EXPECT_TRUE(ends.empty()) << "a binary form's paths all reach the conclusion";
    } else {
      for (const Node& source : sources) {
        // A candidate or place that is the conclusion itself needs no path.
        const bool concludes =
            concluding.count({source, true}) > 0 || (source == conclusion && placed);
        EXPECT_TRUE(concludes || ends.count({source, true}))
            << "no path from " << Name(source);
      }
    }
    for (const auto& [assumption, reached] : ends) {
      if (concluding.count(assumption)) continue;  // also reaches the conclusion
      EXPECT_TRUE(IsContradiction(assumption, reached, grid))
          << "the paths from " << Name(assumption.first) << " end in no contradiction";
    }
  }

  // The three kinds: one candidate true and false; every candidate of a cell false; every place
  // of a digit in a house false (the assumption counts as reached).
  static bool IsContradiction(const std::pair<Node, bool>& assumption,
                              std::vector<std::pair<Node, bool>> reached,
                              const CandidateGrid& grid) {
    reached.push_back(assumption);
    std::set<std::pair<int, int>> is, is_not;  // (cell, digit)
    for (const auto& [node, truth] : reached) {
      if (node.cells.size() != 1) return false;
      (truth ? is : is_not).insert({node.cells[0], node.digit});
    }
    for (const auto& c : is) {
      if (is_not.count(c)) return true;
    }
    for (const auto& [cell, digit] : is_not) {
      bool all = true;
      for (uint32_t m = grid.candidates[cell]; m && all; m = ClearLowestBit(m)) {
        all = is_not.count({cell, LowestBit(m) + 1}) > 0;
      }
      if (all) return true;
      for (const int house : {RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell)),
                              BoxHouse(BoxOf(cell))}) {
        bool every = true;
        for (const int c : kHouseCells[house]) {
          if ((grid.candidates[c] & DigitBit(digit)) && !is_not.count({c, digit})) every = false;
        }
        if (every) return true;
      }
    }
    return false;
  }

  std::map<std::string, int> seen_;
};

// Solves `puzzle` and checks every step with links; on every state of the solve path also the
// steps of the chain rows' own searches (the patterns a solve meets seldom: X-chains, simple
// colouring, which the turbot family and the chains before them take first), and with
// `forcing_rows` those of the searches up to forcing level 3.
void Walk(Checker& checker, const std::string& puzzle, bool hint_patterns, bool forcing_rows) {
  const Grid grid = testing::GridOf(puzzle);
  LogicOptions options;
  options.hint_patterns = hint_patterns;
  const LogicSolve solve = SolveLogically(grid, options);
  CandidateGrid at = CandidatesFromValues(grid);
  for (size_t i = 0; i < solve.steps.size(); ++i) {
    const std::string where = puzzle.substr(0, 20) + " step " + std::to_string(i + 1);
    checker.Check(solve.steps[i], at, where);
    const detail::LogicView view(at);
    for (const detail::TechniqueRow& row : detail::TechniqueRows()) {
      // Forcing rows where the dispatcher would reach them: once no single or basic pattern
      // is left (a propagation takes those already in the grid as facts without a cause).
      const bool chain = row.inference == Inference::kChain || row.inference == Inference::kWing;
      const bool forcing = forcing_rows && row.forcing_level >= 1 && row.forcing_level <= 3 &&
                           solve.steps[i].rating >= 70;
      if (row.find == nullptr || row.unique_only || !(chain || forcing)) continue;
      Step step;
      step.technique = row.technique;
      if (row.find(view, INT_MAX, step) &&
          !(step.placements.empty() && step.eliminations.empty())) {
        checker.Check(step, at, where + " (row " + row.id + ")");
      }
    }
    ApplyStep(solve.steps[i], at);
  }
}

TEST(ChainLinks, InkalasFirstForcingStepShowsTheRefutedBranch) {
  // Arto Inkala's puzzle: the first forcing step removes 3 from r1c4 because 2, 4 and 7 each
  // rule it out, while 3 itself leads to a contradiction: that branch is shown too.
  const Grid grid = testing::GridOf(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  const LogicSolve solve = SolveLogically(grid);
  const Step* first = nullptr;
  for (const Step& step : solve.steps) {
    if (detail::RowOf(step.technique).forcing_level > 0) {
      first = &step;
      break;
    }
  }
  ASSERT_NE(first, nullptr);
  std::set<int> starts;
  for (const Path& path : PathsOf(*first)) {
    EXPECT_EQ(path.front().from_cell, first->cells[0]);
    starts.insert(path.front().from_digit);
  }
  std::set<int> all;
  for (uint32_t m = first->digits; m; m = ClearLowestBit(m)) all.insert(LowestBit(m) + 1);
  EXPECT_EQ(starts, all);
  Checker checker;
  checker.Check(*first, CandidatesFromValues(grid), "Inkala");
}

TEST(ChainLinks, EveryChainAndForcingStepOfASampleReadsEndToEnd) {
  Checker checker;
  Walk(checker, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
       false, false);
  // forum_hardest_1106 line 1: nested forcing chains.
  Walk(checker, testing::ReadPuzzleSet("forum_hardest_1106.txt", 1)[0].puzzle, false, false);
  // Puzzles rated across the chain and forcing bands, with and without the hint patterns.
  const auto lines = testing::ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  int walked = 0;
  for (size_t i = 0; i < lines.size() && walked < testing::Thinned(160); i += 61) {
    Walk(checker, lines[i].puzzle, walked % 2 == 0, walked % 4 == 1);
    ++walked;
  }
  // The puzzles of the fixed positions (tests/data/technique-positions.tsv and
  // technique-row-steps.tsv) of the two forms a thinned sample (SUDOKU_TEST_SAMPLE) may miss:
  // a Nishio forcing chain on line 7134's solve path, a binary forcing chain by its row's own
  // search on line 4559's.
  Walk(checker, lines.at(7133).puzzle, false, false);
  Walk(checker, lines.at(4558).puzzle, false, true);
  std::string kinds;
  for (const auto& [id, count] : checker.seen()) kinds += id + "=" + std::to_string(count) + " ";
  std::printf("steps checked: %s\n", kinds.c_str());
  for (const char* id : {"nestedForcingChain", "dynamicForcingChainPlus", "xChain", "aic",
                         "simpleColouring", "emptyRectangle", "threeStrongLinks",
                         "groupedTurbotFish", "wWing", "forcingChain", "nishioForcingChain",
                         "cellForcingChain", "regionForcingChain", "dynamicForcingChain"}) {
    EXPECT_TRUE(checker.seen().count(id)) << id << " not met";
  }
}

}  // namespace
}  // namespace sudoku
