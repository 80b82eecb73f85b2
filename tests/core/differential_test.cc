// Differential testing: the bitboard counting solver (CountSolutions) against the independent
// dancing-links reference (tests/reference/dancing_links.h) on many random puzzles of every
// kind a caller can hand in: unique, many-solution, unsolvable without an obvious conflict,
// and with conflicting givens. The shared data sets hold only well-formed, solvable puzzles;
// the bugs that survive them hide in the other kinds.
//
// For every puzzle both limits are compared (2, the uniqueness test, and a larger one), every
// solution ours reports must obey the rules, and when the reference enumerated all solutions
// ours must be one of them (when there is just one, the very same grid).
//
// The run is seeded and reproducible. CI runs 20,000 puzzles; set SUDOKU_DIFFERENTIAL_COUNT for
// a longer run (and SUDOKU_DIFFERENTIAL_SEED for another stream), see tests/README.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../reference/dancing_links.h"
#include "sudoku/isomorphism.h"
#include "sudoku/parse.h"
#include "sudoku/rng.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;
using testing::ReadPuzzleSet;
using testing::ReadSolutions;

constexpr uint32_t kLargeLimit = 20;

uint64_t EnvOr(const char* name, uint64_t fallback) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return fallback;
  return std::strtoull(value, nullptr, 10);
}

// A random grid equivalent to `base` under the rules' symmetries (isomorphism.h).
Grid Transform(const Grid& base, Rng& rng) { return Apply(RandomIsomorphism(rng), base); }

// Empties `holes` distinct random cells.
void DigHoles(Grid& grid, int holes, Rng& rng) {
  int cells[kCells];
  for (int i = 0; i < kCells; ++i) cells[i] = i;
  rng.Shuffle(cells, kCells);
  for (int i = 0; i < holes; ++i) grid[cells[i]] = 0;
}

bool PeerHolds(const Grid& grid, int cell, int digit) {
  for (uint8_t peer : kPeers[cell]) {
    if (grid[peer] == digit) return true;
  }
  return false;
}

// The kinds of puzzle the driver makes, in turn.
enum class Kind {
  kHoles,           // a complete grid with random holes: 1 or more solutions
  kFewHoles,        // 0..12 holes: near-complete grids, including the full grid itself
  kRandomGivens,    // random digits in random cells: mostly conflicts or many solutions
  kConsistentGivens,  // random givens with no two equal in a house: any count, often 0
  kOneWrongGiven,   // a holed grid with one given changed without a direct conflict: usually 0
  kConflict,        // a holed grid plus one given equal to a peer's: count 0, FindConflict
  kHardMinusOne,    // a 17-clue puzzle with one given removed or one added: many / 1 / 0
  kCount,
};

const char* KindName(Kind kind) {
  switch (kind) {
    case Kind::kHoles: return "holes";
    case Kind::kFewHoles: return "fewHoles";
    case Kind::kRandomGivens: return "randomGivens";
    case Kind::kConsistentGivens: return "consistentGivens";
    case Kind::kOneWrongGiven: return "oneWrongGiven";
    case Kind::kConflict: return "conflict";
    case Kind::kHardMinusOne: return "hardMinusOne";
    case Kind::kCount: break;
  }
  return "?";
}

class PuzzleMaker {
 public:
  PuzzleMaker() {
    for (const std::string& line : ReadSolutions("sudoku17_49158.txt", 200)) {
      solutions_.push_back(GridOf(line));
    }
    for (const auto& line : ReadPuzzleSet("sudoku17_49158.txt", 200)) {
      seventeens_.push_back(GridOf(line.puzzle));
    }
  }

  bool ready() const { return !solutions_.empty() && !seventeens_.empty(); }

  Grid Make(Kind kind, Rng& rng) const {
    switch (kind) {
      case Kind::kHoles: {
        Grid grid = RandomSolution(rng);
        DigHoles(grid, rng.Between(20, 70), rng);
        return grid;
      }
      case Kind::kFewHoles: {
        Grid grid = RandomSolution(rng);
        DigHoles(grid, rng.Between(0, 12), rng);
        return grid;
      }
      case Kind::kRandomGivens: {
        Grid grid{};
        const int givens = rng.Between(0, 30);
        for (int i = 0; i < givens; ++i) {
          grid[rng.Below(kCells)] = static_cast<uint8_t>(rng.Between(1, 9));
        }
        return grid;
      }
      case Kind::kConsistentGivens: {
        Grid grid{};
        const int givens = rng.Between(8, 40);
        for (int i = 0; i < givens; ++i) {
          const int cell = static_cast<int>(rng.Below(kCells));
          const int digit = rng.Between(1, 9);
          if (grid[cell] == 0 && !PeerHolds(grid, cell, digit)) {
            grid[cell] = static_cast<uint8_t>(digit);
          }
        }
        return grid;
      }
      case Kind::kOneWrongGiven: {
        Grid grid = RandomSolution(rng);
        DigHoles(grid, rng.Between(30, 60), rng);
        for (int attempt = 0; attempt < 50; ++attempt) {
          const int cell = static_cast<int>(rng.Below(kCells));
          if (grid[cell] == 0) continue;
          const int digit = rng.Between(1, 9);
          if (digit == grid[cell] || PeerHolds(grid, cell, digit)) continue;
          grid[cell] = static_cast<uint8_t>(digit);
          break;
        }
        return grid;
      }
      case Kind::kConflict: {
        Grid grid = RandomSolution(rng);
        DigHoles(grid, rng.Between(20, 75), rng);
        for (int attempt = 0; attempt < 200; ++attempt) {
          const int cell = static_cast<int>(rng.Below(kCells));
          const int peer = kPeers[cell][rng.Below(20)];
          if (grid[cell] != 0 && grid[peer] == 0) {
            grid[peer] = grid[cell];
            break;
          }
        }
        return grid;
      }
      case Kind::kHardMinusOne: {
        Grid grid = Transform(seventeens_[rng.Below(seventeens_.size())], rng);
        const int cell = static_cast<int>(rng.Below(kCells));
        grid[cell] = grid[cell] != 0 ? 0 : static_cast<uint8_t>(rng.Between(1, 9));
        return grid;
      }
      case Kind::kCount:
        break;
    }
    return Grid{};
  }

 private:
  Grid RandomSolution(Rng& rng) const {
    return Transform(solutions_[rng.Below(solutions_.size())], rng);
  }

  std::vector<Grid> solutions_;
  std::vector<Grid> seventeens_;
};

bool Contains(const std::vector<Grid>& grids, const Grid& grid) {
  return std::find(grids.begin(), grids.end(), grid) != grids.end();
}

// Compares ours with the reference on one puzzle; returns "" when they agree, else the reason.
std::string Compare(const Grid& puzzle) {
  const CountResult two = CountSolutions(puzzle, 2);
  const CountResult many = CountSolutions(puzzle, kLargeLimit);
  const reference::DlxResult ref = reference::Solve(puzzle, kLargeLimit, true);
  const bool conflict = FindConflict(puzzle).status == Status::kConflictingGivens;
  const bool ref_valid = reference::DancingLinks(puzzle).valid();
  const int expected_two = std::min(ref.count, 2);

  if (ref.budget_exhausted) return "reference ran out of budget";
  if (two.budget_exhausted || many.budget_exhausted) return "solver reported budget exhausted";
  if (conflict == ref_valid) return "FindConflict and the reference disagree on a conflict";
  if (conflict && (two.count != 0 || many.count != 0)) return "solutions despite a conflict";
  if (conflict && two.stats.guesses != 0) return "search ran on conflicting givens";
  if (two.count != expected_two) {
    return "limit 2: ours " + std::to_string(two.count) + ", reference " +
           std::to_string(expected_two);
  }
  if (many.count != ref.count) {
    return "limit " + std::to_string(kLargeLimit) + ": ours " + std::to_string(many.count) +
           ", reference " + std::to_string(ref.count);
  }
  if (ref.count == 0) return "";
  if (!SolvesPuzzle(puzzle, two.solution) || !SolvesPuzzle(puzzle, many.solution)) {
    return "our solution breaks a rule or a given";
  }
  if (!SolvesPuzzle(puzzle, ref.smallest)) return "reference solution breaks a rule";
  if (ref.count == 1 && (two.solution != ref.smallest || many.solution != ref.smallest)) {
    return "unique puzzle, different solutions";
  }
  if (ref.count < static_cast<int>(kLargeLimit)) {
    // The reference listed every solution: ours must be among them, and the reference's
    // smallest must be the smallest of them.
    if (!Contains(ref.solutions, two.solution) || !Contains(ref.solutions, many.solution)) {
      return "our solution is not among the reference's";
    }
    if (*std::min_element(ref.solutions.begin(), ref.solutions.end()) != ref.smallest) {
      return "reference smallest is not the smallest";
    }
  }
  return "";
}

// The random-puzzle driver. Fails with the first few disagreeing puzzles (as 81-character
// strings, ready to paste into a regression test) and the number of disagreements per kind.
TEST(Differential, RandomPuzzlesAgreeWithTheReference) {
  // 20,000 puzzles, fewer under the sanitizers (SUDOKU_TEST_SAMPLE, test_data.h).
  const uint64_t count = EnvOr("SUDOKU_DIFFERENTIAL_COUNT", testing::Thinned(20000));
  const uint64_t seed = EnvOr("SUDOKU_DIFFERENTIAL_SEED", 20240601);
  const PuzzleMaker maker;
  ASSERT_TRUE(maker.ready());
  Rng rng(seed);
  constexpr int kKinds = static_cast<int>(Kind::kCount);
  uint64_t made[kKinds] = {}, failed[kKinds] = {};
  uint64_t unique = 0, several = 0, none = 0, conflicts = 0, failures = 0;
  for (uint64_t i = 0; i < count; ++i) {
    const Kind kind = static_cast<Kind>(i % kKinds);
    const Grid puzzle = maker.Make(kind, rng);
    ++made[static_cast<int>(kind)];
    const std::string problem = Compare(puzzle);
    if (!problem.empty()) {
      ++failed[static_cast<int>(kind)];
      if (++failures <= 5) {
        ADD_FAILURE() << KindName(kind) << " puzzle " << FormatGrid(puzzle) << ": " << problem;
      }
      continue;
    }
    const int n = CountSolutions(puzzle, 2).count;
    if (FindConflict(puzzle).status != Status::kOk) ++conflicts;
    (n == 0 ? none : n == 1 ? unique : several) += 1;
  }
  for (int k = 0; k < kKinds; ++k) {
    EXPECT_EQ(failed[k], 0u) << "of " << made[k] << " " << KindName(static_cast<Kind>(k));
  }
  EXPECT_EQ(failures, 0u) << "puzzles compared: " << count << ", seed " << seed;
  // The mix must really contain every outcome, or the comparison proves less than it claims.
  EXPECT_GT(unique, count / 20);
  EXPECT_GT(several, count / 20);
  EXPECT_GT(none - conflicts, count / 50) << "unsolvable puzzles without a direct conflict";
  EXPECT_GT(conflicts, count / 20);
  std::printf("differential: %llu puzzles (seed %llu): %llu unique, %llu several, %llu none "
              "(%llu with conflicting givens), %llu disagreements\n",
              static_cast<unsigned long long>(count), static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(unique), static_cast<unsigned long long>(several),
              static_cast<unsigned long long>(none), static_cast<unsigned long long>(conflicts),
              static_cast<unsigned long long>(failures));
}

// The reference is only worth comparing with if it is right itself: it must reproduce the
// published solutions (lexicographically smallest for serg_benchmark) and exact counts.
TEST(ReferenceSolver, ReproducesPublishedUniqueSolutions) {
  for (const char* name : {"norvig_top95.txt", "norvig_hardest.txt", "magictour_top1465.txt"}) {
    const auto set = ReadPuzzleSet(name);
    const auto solutions = ReadSolutions(name);
    ASSERT_EQ(set.size(), solutions.size());
    ASSERT_GT(set.size(), 0u);
    for (size_t i = 0; i < set.size(); ++i) {
      const reference::DlxResult result = reference::Solve(GridOf(set[i].puzzle), 2);
      ASSERT_EQ(result.count, 1) << name << " line " << i + 1;
      ASSERT_EQ(FormatGrid(result.smallest), solutions[i]) << name << " line " << i + 1;
    }
  }
}

TEST(ReferenceSolver, ReproducesSergSmallestSolutionsAndCounts) {
  const auto set = ReadPuzzleSet("serg_benchmark.txt", 1000);
  const auto smallest = ReadSolutions("serg_benchmark.txt", 1000);
  ASSERT_EQ(set.size(), 1000u);
  for (size_t i = 0; i < set.size(); ++i) {
    const Grid puzzle = GridOf(set[i].puzzle);
    const reference::DlxResult two = reference::Solve(puzzle, 2);
    ASSERT_EQ(two.count, 2) << "serg_benchmark line " << i + 1;
    ASSERT_EQ(FormatGrid(two.smallest), smallest[i]) << "serg_benchmark line " << i + 1;
    if (i < 200) {
      const reference::DlxResult all = reference::Solve(puzzle, 2000);
      ASSERT_EQ(all.count, std::stoi(set[i].columns.at(0))) << "serg_benchmark line " << i + 1;
    }
  }
}

// Hand-checked facts: the empty grid's smallest completion is the well-known first grid in
// lexicographic order; equal givens and out-of-range values are refused; the budget stops.
TEST(ReferenceSolver, KnownAnswers) {
  const reference::DlxResult empty = reference::Solve(Grid{}, 3);
  EXPECT_EQ(empty.count, 3);
  EXPECT_EQ(FormatGrid(empty.smallest),
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
  Grid twins{};
  twins[0] = twins[80] = 4;
  EXPECT_TRUE(reference::DancingLinks(twins).valid());
  twins[40] = 4;  // r5c5 shares no house with r1c1 or r9c9
  EXPECT_TRUE(reference::DancingLinks(twins).valid());
  twins[10] = 4;  // r2c2 shares box 1 with r1c1
  EXPECT_FALSE(reference::DancingLinks(twins).valid());
  EXPECT_EQ(reference::Solve(twins, 2).count, 0);
  Grid out_of_range{};
  out_of_range[5] = 10;
  EXPECT_EQ(reference::Solve(out_of_range, 2).count, 0);
  const reference::DlxResult bounded = reference::Solve(Grid{}, 1000000, false, 500);
  EXPECT_TRUE(bounded.budget_exhausted);
  EXPECT_LE(bounded.nodes, 500u);
}

}  // namespace
}  // namespace sudoku
