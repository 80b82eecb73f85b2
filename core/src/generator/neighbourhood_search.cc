// NeighbourhoodPuzzle (neighbourhood_search.h): the hardest score ranges, searched from seeds.
//
// Digging random grids almost never makes a puzzle that needs nested forcing chains: of the
// puzzles dug for uniqueness alone, far fewer than one in a million does (bench/README.md,
// "Generator by score range"). Such puzzles come in neighbourhoods, though: moving one given of
// one of them to another cell often leaves a puzzle as hard (the way the forum's lists of the
// hardest puzzles were grown). So the search starts from a seed (nested_seeds.h) under a random
// isomorphism (isomorphism.h), and walks:
//
//   move   take out a random given and put in a random empty cell, its digit from the seed's
//          solution, so that solution stays one; kept when the count to 2 says it is the only
//          one, else another pair is drawn (at most kTriesPerMove);
//   grade  after kMovesBeforeGrade moves and after each later one, the puzzle is solved
//          logically under the range's highest rating; a finished solve is the grade (logic.h),
//          and a grade within the range is the result;
//   again  after kWalkLength moves, the walk starts from another seed.
//
// The seeds a walk starts from are those rated within the range, else the nearest (SeedsFor).
//
// Every move changes the givens, and a puzzle equal to the walk's start is never graded; the
// tests check that results are no isomorph of a seed, nor of any puzzle of the shared sets
// (tests/core/generate_score_test.cc). Deterministic for a seed: the random draws come from
// Rng(options.seed), and grading, counting and the work charged for them do not depend on the
// machine. The time limit is read between grades: a grade under way (seconds at most) finishes
// first.
#include "generator/neighbourhood_search.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "generator/nested_seeds.h"
#include "sudoku/grade.h"
#include "sudoku/isomorphism.h"
#include "sudoku/logic.h"
#include "sudoku/minimal_puzzle.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

constexpr int kMovesBeforeGrade = 2;
constexpr int kWalkLength = 6;
constexpr int kTriesPerMove = 300;
// Work charged for a grade, in generator.h's units (1-3 us each natively): an estimate of its
// cost from the solve, deterministic. The chain searches dominate it, and a step costs about
// what searching every technique below it does, so a step is charged by its rating band; the
// nested searches of SE's levels 3 and 4 vary most, and add their own units (LogicSolve::
// nested_work, about 60 us each). Measured against the time of grades of 9.4-10.9 (within a
// factor of 2).
constexpr uint64_t kWorkPerGrade = 2000;
constexpr uint64_t kWorkPerStep = 20;
constexpr uint64_t kWorkPerForcingStep = 3000;   // a step rated 8.5 or more: dynamic chains
constexpr uint64_t kWorkPerNestedStep = 16000;   // 9.5 or more: nested chains
constexpr uint64_t kWorkPerNestedUnit = 20;
// The last count to 2 and the minimality check of a result (one count per given).
constexpr uint64_t kWorkOfResultChecks = 2 * kCells;

uint64_t WorkOfSolve(const LogicSolve& solve) {
  uint64_t work = kWorkPerGrade + kWorkPerNestedUnit * solve.nested_work;
  for (const Step& step : solve.steps) {
    work += step.rating >= 95 ? kWorkPerNestedStep
            : step.rating >= 85 ? kWorkPerForcingStep
                                : kWorkPerStep;
  }
  return work;
}

Grid ParseSeed(const char* text) {
  Grid grid{};
  for (int cell = 0; cell < kCells; ++cell) {
    grid[cell] = text[cell] == '.' ? 0 : static_cast<uint8_t>(text[cell] - '0');
  }
  return grid;
}

// The seeds a walk for the range [low, high] (tenths) starts from: those rated within it, else
// those nearest to it (a move changes the rating by a few tenths either way, more often down).
std::vector<const char*> SeedsFor(int low, int high) {
  const auto distance = [&](int rating) {
    return rating < low ? low - rating : rating > high ? rating - high : 0;
  };
  int nearest = INT32_MAX;
  for (const NestedSeed& seed : NestedChainSeeds()) nearest = std::min(nearest, distance(seed.rating));
  std::vector<const char*> seeds;
  for (const NestedSeed& seed : NestedChainSeeds()) {
    if (distance(seed.rating) == nearest) seeds.push_back(seed.puzzle);
  }
  return seeds;
}

class NeighbourhoodSearch {
 public:
  NeighbourhoodSearch(const GenerateOptions& options, const DigLimits& limits)
      : options_(options), limits_(limits), rng_(options.seed) {}

  Error Run(GeneratedPuzzle* out) {
    const std::vector<const char*> seeds = SeedsFor(options_.score_min, options_.score_max);
    for (int restart = 0;; ++restart) {
      if (Exhausted()) return Error{Status::kBudgetExhausted};
      const Grid seed = ParseSeed(seeds[rng_.Below(static_cast<uint32_t>(seeds.size()))]);
      const CountResult count = Count(seed);
      if (count.count != 1) return Error{Status::kBudgetExhausted};  // cut by the budget
      const Isomorphism iso = RandomIsomorphism(rng_);
      const Grid start = Apply(iso, seed);
      solution_ = Apply(iso, count.solution);
      Grid puzzle = start;
      for (int move = 1; move <= kWalkLength; ++move) {
        if (!Move(puzzle)) break;
        if (Exhausted()) return Error{Status::kBudgetExhausted};
        if (move < kMovesBeforeGrade || puzzle == start) continue;
        GeneratedPuzzle result;
        if (!InRange(puzzle, &result)) continue;
        // An independent last word on uniqueness, as for every generated puzzle.
        const CountResult check = CountSolutions(puzzle, 2);
        if (check.count != 1 || check.solution != solution_) continue;
        result.puzzle = puzzle;
        result.solution = solution_;
        result.seed = options_.seed;
        result.clues = CountGivens(puzzle);
        result.symmetry = Symmetry::kNone;
        result.minimal = IsMinimalPuzzle(puzzle);
        result.work = work_;
        result.restarts = restart;
        *out = result;
        return Error{};
      }
    }
  }

 private:
  bool Exhausted() {
    if (work_ >= limits_.budget) return true;
    if (limits_.time_limit_ms != 0) {
      const auto elapsed = std::chrono::steady_clock::now() - limits_.start;
      if (elapsed >= std::chrono::milliseconds(limits_.time_limit_ms)) return true;
    }
    return false;
  }

  // Count to 2 under what is left of the budget; a count the budget cuts short ends the search.
  CountResult Count(const Grid& puzzle) {
    const uint64_t left = limits_.budget > work_ ? limits_.budget - work_ : 1;
    CountResult result = CountSolutions(puzzle, 2, left);
    work_ += 1 + result.stats.guesses;
    if (result.budget_exhausted) {
      work_ = limits_.budget;
      result.count = 0;
    }
    return result;
  }

  // One move (see above); false when none was found in kTriesPerMove draws or the budget ran out.
  bool Move(Grid& puzzle) {
    for (int tries = 0; tries < kTriesPerMove && !Exhausted(); ++tries) {
      int out = 0, in = 0;
      do out = static_cast<int>(rng_.Below(kCells)); while (puzzle[out] == 0);
      do in = static_cast<int>(rng_.Below(kCells)); while (puzzle[in] != 0);
      Grid trial = puzzle;
      trial[out] = 0;
      trial[in] = solution_[in];
      if (Count(trial).count == 1) {
        puzzle = trial;
        return true;
      }
    }
    return false;
  }

  // Whether the puzzle's grade on options_.scale lies in the range; fills the grade's fields.
  bool InRange(const Grid& puzzle, GeneratedPuzzle* result) {
    LogicOptions options;
    options.scale = options_.scale;
    options.max_rating = options_.score_max;
    const LogicSolve solve = SolveLogically(puzzle, options);
    work_ += WorkOfSolve(solve);
    // A puzzle in range is then counted once more and checked for minimality (a count per
    // given): charged now, so that a result never spends more than the budget.
    const bool solved = solve.outcome == LogicOutcome::kSolved;
    if (solved) work_ += kWorkOfResultChecks;
    if (work_ > limits_.budget) {
      work_ = limits_.budget;  // a grade beyond the budget decides nothing: the search ends
      return false;
    }
    // Stopped: a step above the highest rating, or a nested search out of its own budget.
    if (!solved) return false;
    const Grade grade = GradeOfSolve(solve);
    if (grade.rating < options_.score_min || grade.rating > options_.score_max) return false;
    result->level = grade.level;
    result->rating = grade.rating;
    result->hardest = grade.hardest;
    return true;
  }

  const GenerateOptions& options_;
  const DigLimits& limits_;
  Rng rng_;
  uint64_t work_ = 0;
  Grid solution_{};
};

}  // namespace

bool SearchesNeighbourhoods(const GenerateOptions& options) {
  return options.score_max != 0 && options.score_min >= kNeighbourhoodFloor &&
         options.clues == 0 && options.symmetry == Symmetry::kNone && !options.minimal &&
         options.size == 9;
}

Error NeighbourhoodPuzzle(const GenerateOptions& options, const DigLimits& limits,
                          GeneratedPuzzle* out) {
  NeighbourhoodSearch search(options, limits);
  return search.Run(out);
}

}  // namespace sudoku
