// The original demo's "tag" solver, done right and instrumented for the Explain view.
//
// It works the way the demo describes solving by hand, in three phases:
//   1. the first pass (the demo's own): tag every empty cell with its candidates and place each
//      naked single, which deletes its digit from the peers' tags and may leave another naked
//      single, in cascade until none is left (the demo's third board);
//   2. before any guess (the improvement the demo's author asked for): hidden singles in each
//      row, column and box, with the naked singles they uncover, until nothing changes;
//   3. guess on a cell with the fewest candidates, saving the state so a wrong guess can be
//      backtracked; after each guess phase 2's singles run again.
// It counts its work with the demo's counters and what phase 2 placed. It is slower than
// CountSolutions (solver.h) by design: its job is to show the method and its numbers, not to
// serve generation or batches.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.h"

namespace sudoku {

// The demo's counters. candidate_ops: candidates removed from cells (each "tag" deleted);
// saved_states: states saved before a guess; backtracks: saved states restored after a dead end.
struct TagCounters {
  uint64_t candidate_ops = 0;
  uint64_t saved_states = 0;
  uint64_t backtracks = 0;
};

// The candidates after the first pass (phase 1: naked singles only), the demo's third board.
// values: givens and deduced digits (0 = still open); candidates: for open cells, their tags;
// deduced: true for digits the pass placed (drawn red), false for givens and open cells.
struct CandidateSnapshot {
  Grid values{};
  std::array<Mask, kCells> candidates{};
  std::array<bool, kCells> deduced{};
  bool contradiction = false;  // the pass already proved there is no solution
};

// What phase 2 placed, between the first pass and the first guess: digits that had one place
// left in a house (hidden singles) and cells left with one candidate after them (naked singles).
// Both 0 when the first pass solved the puzzle or it has a hidden single nowhere.
struct SinglesBeforeGuess {
  int hidden_singles = 0;
  int naked_singles = 0;
};

struct TagSolveResult {
  int count = 0;       // solutions found, 0..limit (limit means "at least limit")
  Grid solution{};     // the first solution found, valid when count >= 1
  TagCounters counters{};
  CandidateSnapshot first_pass{};
  SinglesBeforeGuess before_guess{};
  bool budget_exhausted = false;  // the state budget ran out first: count is a lower bound
};

// Solves `puzzle` (81 cells row-major, 0 = empty) with the tag method, counting solutions up
// to `limit` (>= 1). Givens that break a rule give count 0. The search keeps at most one saved
// state per empty cell (an explicit stack, no recursion) and allocates nothing. `state_budget`
// bounds the work: after that many saved states the search stops and reports budget_exhausted
// (this simple method needs far more guesses than CountSolutions on sparse puzzles).
TagSolveResult TagSolve(const Grid& puzzle, int limit = 2, uint64_t state_budget = UINT64_MAX);

}  // namespace sudoku
