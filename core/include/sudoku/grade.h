// Puzzle grading on Sudoku Explainer's scale, plus a five-step user level.
//
// Rating source: Sudoku Explainer v1.2.1's per-technique ratings (see technique.h), applied the
// way SE's rater does: solve by always taking the easiest available step and rate the puzzle by
// its hardest step. Chains and forcing chains add SE's length term.
#pragma once

#include <array>
#include <optional>

#include "sudoku/grid.h"
#include "sudoku/logic.h"
#include "sudoku/technique.h"

namespace sudoku {

// Rating given to a unique puzzle that our bounded techniques cannot finish: SE needs nested
// forcing chains (9.5 and up) for those, so they rank above everything we can finish.
inline constexpr int kUnfinishedRating = 100;

struct Grade {
  LogicOutcome outcome = LogicOutcome::kStuck;  // kSolved, kStuck, kNoSolution, kMultipleSolutions
  // Hardest step in tenths on the SE scale (23 = 2.3); when logic did not finish, kUnfinishedRating
  // or more if no technique applied, and if a nested search spent its budget (`budget_exhausted`)
  // at least that search's level base, a lower bound; 0 for a puzzle without a unique solution.
  int rating = 0;
  double score = 0.0;  // rating / 10, for display
  // Sudoku Explainer's other two puzzle ratings (serate's EP and ED, read off the same solve, in
  // tenths like `rating`, which is its ER): the hardest step up to and including the first step
  // that places a digit, and the first step's rating. A solve that stopped before that step
  // rates them as it rates `rating` when it stops; 0 when no step was taken.
  int pearl_rating = 0;
  int diamond_rating = 0;
  // 1 easy, 2 medium, 3 hard, 4 expert, 5 extreme (LevelOfRating); 0 when not unique.
  int level = 0;
  // The technique of the hardest step; nullopt when no step was taken (a full grid, a puzzle
  // without a unique solution, or one no technique applies to at all). JS reports it as null.
  std::optional<Technique> hardest;
  std::array<int, kTechniqueCount> technique_counts{};  // steps per technique
  int steps = 0;
  bool solved_by_logic = false;
  // A nested forcing-chain search spent its budget (LogicSolve::budget_exhausted) and the solve
  // stopped there: `rating` (and `pearl_rating` or `diamond_rating` if that step was theirs) is
  // a lower bound, at least that level's base rating. False for a solve that ran to its end.
  bool budget_exhausted = false;
  // The search-effort score (search_effort.h): mean guesses of a singles-only search over
  // kSearchEffortRuns seeded random orders, 0.0 when singles solve the puzzle. GradePuzzle sets
  // it for a puzzle with a unique solution; GradeOfSolve, which has no puzzle, leaves it 0.
  double effort = 0.0;
};

// Grades `puzzle` (81 cells row-major, 0 = empty). Puzzles with no or several solutions are
// reported through `outcome` (found by counting solutions up to two first) with level 0 and
// effort 0. Deterministic; bounded work (see logic.h and search_effort.h). A puzzle of a
// smaller `shape` (shape.h) is graded on its own techniques (SolveLogically) with the same
// scale and levels; a unique one they cannot finish is kStuck, rated kUnfinishedRating, level
// 5; its effort stays 0 (the search-effort score is measured on 9x9 grids only).
Grade GradePuzzle(const Grid& puzzle, const LogicOptions& options = {},
                  const GridShape& shape = kShape9);

// The grade read off a finished solve of the puzzle: GradePuzzle(puzzle, options) is
// GradeOfSolve(SolveLogically(puzzle, options)) plus the effort, which needs the puzzle. A solve under a rating ceiling
// (LogicOptions::max_rating) that ended kSolved took the uncapped solve's steps (logic.h), so
// its grade is the puzzle's grade; one that ended kStuck is not a grade of the puzzle.
Grade GradeOfSolve(const LogicSolve& solve);

// The user level of a rating in tenths, on either scale (technique.h): the bands are the same
// numbers, so a puzzle's level follows the scale it was rated on (grade(puzzle, { scale }),
// generate({ level, scale })). The ranges follow the technique families a player has to learn;
// the families below are the SE scale's, and the Sukaku scale adds the turbot fish family and
// three strong links on parallel lines to level 3, WXYZ- and VWXYZ-Wings and the other
// three-strong-link chains to level 4 (core/TECHNIQUES.md#levels):
//   1 easy     <= 2.3  singles only (full house, hidden and naked singles, direct forms)
//   2 medium   <= 3.4  locked candidates, naked/hidden pairs, X-Wing
//   3 hard     <= 5.4  triples and quads, Swordfish, Jellyfish, XY/XYZ-Wing, unique rectangles
//                      and loops
//   4 expert   <= 7.4  BUG, aligned pair exclusion, X/XY-chains, AICs, simple forcing chains
//   5 extreme  >= 7.5  Nishio, cell/region, dynamic and nested forcing chains, or not finished
// `solved` false (logic did not finish) is always level 5.
int LevelOfRating(int rating, bool solved = true);

}  // namespace sudoku
