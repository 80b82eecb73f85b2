// GenerateSized (generator.h): the small grids' generator and "First steps" at every size.
// The 9x9 digger (digger.cc) is not used: its moves, symmetry and clue-count search are for
// sparse 9x9 puzzles, while these puzzles keep many givens and are a few dozen cells at most.
#include <chrono>

#include "generator/level_checks.h"
#include "generator/sized_generator.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/logic.h"
#include "sudoku/shape.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

// A random complete small grid: cells filled in reading order, each trying its candidates in
// the order of a seeded shuffle, with an explicit stack (at most 36 frames). 4x4 and 6x6 grids
// always complete after a few backtracks.
Grid RandomSmallSolution(Rng& rng, const GridShape& shape) {
  struct Frame {
    uint8_t digits[9];
    int count;
    int next;
  };
  Grid grid{};
  std::array<Frame, kMaxSmallCells> stack{};
  int cell = 0;
  bool opened = false;
  while (cell < shape.cells()) {
    Frame& frame = stack[cell];
    if (!opened) {
      const Mask candidates = CandidatesFromValues(grid, shape).candidates[cell];
      frame.count = 0;
      frame.next = 0;
      for (int d = 1; d <= shape.size; ++d) {
        if (candidates & DigitBit(d)) frame.digits[frame.count++] = static_cast<uint8_t>(d);
      }
      rng.Shuffle(frame.digits, frame.count);
    }
    if (frame.next < frame.count) {
      grid[cell] = frame.digits[frame.next++];
      ++cell;
      opened = false;
    } else {
      grid[cell] = 0;
      --cell;  // cell 0 always has a candidate, so this never goes below 0
      grid[cell] = 0;
      opened = true;
    }
  }
  return grid;
}

int CountOf(const Grid& puzzle, const GridShape& shape) {
  return CountSolutions(puzzle, 2, UINT64_MAX, shape).count;
}

LogicSolve SolveOf(const Grid& puzzle, const GridShape& shape, int max_rating) {
  LogicOptions options;
  options.max_rating = max_rating;
  return SolveLogically(puzzle, options, shape);
}

int CountGivensOf(const Grid& grid, const GridShape& shape) {
  int clues = 0;
  for (int cell = 0; cell < shape.cells(); ++cell) clues += grid[cell] != 0;
  return clues;
}

}  // namespace

Error CheckSizedOptions(const GenerateOptions& options) {
  const GridSizeInfo* grid = GridSizeOf(options.size);
  if (grid == nullptr) return BadOption("size", "must be 4, 6 or 9");
  if (options.first_steps) {
    constexpr const char* kWhy = "cannot be combined with the First steps level (its puzzles "
                                 "have a clue range and technique limit of their own)";
    const Error refused = RefuseAsked(options, kOptionsBesideFirstSteps, kWhy);
    if (refused.status != Status::kOk) return refused;
  }
  // The options a size does not take (kGridSizes), the first that asks for something.
  const Error nine_only = RefuseAsked(options, grid->options, "is for 9x9 grids only (size 9)");
  if (nine_only.status != Status::kOk) return nine_only;
  const int size = options.size;
  if (options.level < 0 || options.level > grid->highest_level) {
    return BadOption("level", grid->level_detail);
  }
  if (size != 9 && options.minimal && options.level != 0) {
    return BadOption("minimal", "cannot be combined with a level at size 4 and 6 (a plain "
                                "small puzzle is always minimal)");
  }
  if (options.budget > kMaxGenerateBudget) {
    return BadOption("budget", "must be 0 (the default) or at most 50,000,000 work units");
  }
  return Error{};
}

Error GenerateSized(const GenerateOptions& options, GeneratedPuzzle* out) {
  const auto start = std::chrono::steady_clock::now();
  const Error error = CheckSizedOptions(options);
  if (error.status != Status::kOk) return error;
  DigLimits limits;
  limits.budget = options.budget != 0 ? options.budget : kDefaultGenerateBudget;
  limits.start = start;
  limits.time_limit_ms = options.time_limit_ms;
  return MakeSized(options, limits, out);
}

Error MakeSized(const GenerateOptions& options, const DigLimits& limits, GeneratedPuzzle* out) {
  const GridShape shape = *ShapeOfSize(options.size);  // checked by CheckSizedOptions
  const uint64_t budget = limits.budget;
  const auto out_of_time = [&] {
    if (limits.time_limit_ms == 0) return false;
    const auto elapsed = std::chrono::steady_clock::now() - limits.start;
    return std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() >=
           limits.time_limit_ms;
  };
  // The rating a dug puzzle must stay within: First steps' technique limit, a level's highest.
  const int ceiling = options.first_steps ? kFirstStepsMaxRating
                      : options.level != 0 ? HighestRatingOf(options.level)
                                           : 0;
  // A small grid's medium level (2): digging within its ceiling leaves nearly every 6x6 puzzle
  // at level 1 (a hole is kept while the easier steps still finish), so it digs for
  // uniqueness alone instead (a count costs far less than a solve), and into the few minimal
  // puzzles that need more than the level's techniques puts back one given of the solution
  // that leaves a level-2 puzzle.
  const bool repair = shape.size != 9 && options.level == 2;
  Rng rng(options.seed);
  const ClueRange range = FirstStepsClues(shape.size);
  const int target = options.first_steps ? rng.Between(range.low, range.high) : 0;
  uint64_t work = 0;
  for (int restart = 0;; ++restart) {
    const Grid solution =
        shape.size == 9 ? RandomSolution(rng) : RandomSmallSolution(rng, shape);
    Grid puzzle = solution;
    uint8_t order[kCells];
    for (int cell = 0; cell < shape.cells(); ++cell) order[cell] = static_cast<uint8_t>(cell);
    rng.Shuffle(order, shape.cells());
    int clues = shape.cells();
    LogicSolve last;  // the last successful capped solve (levels and First steps)
    for (int i = 0; i < shape.cells() && clues > target; ++i) {
      if (work >= budget || out_of_time()) return Error{Status::kBudgetExhausted};
      const int cell = order[i];
      puzzle[cell] = 0;
      ++work;
      bool keep_hole;
      if (ceiling == 0 || repair) {
        keep_hole = CountOf(puzzle, shape) == 1;
      } else {
        // A capped solve counts solutions first: "solved" means unique and within the ceiling.
        LogicSolve solve = SolveOf(puzzle, shape, ceiling);
        keep_hole = solve.outcome == LogicOutcome::kSolved;
        if (keep_hole) last = std::move(solve);
      }
      if (keep_hole) {
        --clues;
      } else {
        puzzle[cell] = solution[cell];
      }
    }
    if (repair) {
      // The minimal puzzle, or, when it needs more than the ceiling, the first one given more
      // (in the digging order) that a solve within the ceiling finishes with a level-2 step.
      last = SolveOf(puzzle, shape, ceiling);
      ++work;
      for (int i = 0; i < shape.cells() && last.outcome != LogicOutcome::kSolved; ++i) {
        if (work >= budget || out_of_time()) return Error{Status::kBudgetExhausted};
        const int cell = order[i];
        if (puzzle[cell] != 0) continue;
        puzzle[cell] = solution[cell];
        ++work;
        LogicSolve solve = SolveOf(puzzle, shape, ceiling);
        if (solve.outcome == LogicOutcome::kSolved && GradeOfSolve(solve).level == 2) {
          last = std::move(solve);
          ++clues;
        } else {
          puzzle[cell] = 0;
        }
      }
      if (last.outcome != LogicOutcome::kSolved) continue;  // no such given: a new grid
    }
    GeneratedPuzzle made;
    if (options.first_steps) {
      if (clues != target) continue;  // could not dig down to the chosen clue count
    } else if (options.level != 0) {
      // Dug within the level's highest rating; too easy is the only way to miss it.
      if (clues == shape.cells()) continue;
      const Grade grade = GradeOfSolve(last);
      if (grade.level != options.level) continue;
    }
    if (CountOf(puzzle, shape) != 1) continue;  // never: every kept hole kept it unique
    made.puzzle = puzzle;
    made.solution = solution;
    made.seed = options.seed;
    made.clues = CountGivensOf(puzzle, shape);
    made.size = shape.size;
    made.first_steps = options.first_steps;
    made.minimal = ceiling == 0;  // each given was tried once: removing any one breaks uniqueness
    if (ceiling != 0) {
      const Grade grade = GradeOfSolve(last);
      made.level = options.level;
      made.rating = grade.rating;
      made.hardest = grade.hardest;
    }
    made.work = work;
    made.restarts = restart;
    *out = std::move(made);
    return Error{};
  }
}

}  // namespace sudoku
