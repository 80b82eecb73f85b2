// Solving many puzzles in one call: the batch form that crosses the JS boundary once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/status.h"

namespace sudoku {

struct BatchError {
  int index = 0;  // which puzzle (0-based, counting the lines that are not blank)
  Error error{};
};

struct BatchSolveResult {
  int puzzles = 0;
  // One character per puzzle: '0' no solution, '1' unique, '2' several (at least 2 when limit
  // >= 2), 'x' not a valid puzzle (see errors).
  std::string statuses;
  // 81 characters per puzzle, concatenated: the first solution found, or 81 '.' when there is
  // none or the puzzle is invalid.
  std::string solutions;
  std::vector<BatchError> errors;
  uint64_t guesses = 0;  // total guesses over the batch (see SolveStats)
  // More than `max_puzzles` puzzle lines: nothing was solved and the fields above are empty.
  bool too_many = false;
};

// The most puzzles one batch may hold by default: its outputs (81 bytes per puzzle) then stay
// under 100 MB however short the lines are.
inline constexpr size_t kMaxBatchPuzzles = 1'000'000;

// Solves every puzzle of `text`, one puzzle per line, counting solutions up to `limit` (>= 1;
// 2 proves uniqueness). Lines end at LF, CRLF or a lone CR; each line holds one puzzle in any
// form ParsePuzzle accepts on one line. Lines that are empty or hold only spaces and tabs are
// skipped and get no index. An invalid line does not stop the batch: it gets status 'x' and an
// entry in `errors` with the parse error. A text with more than `max_puzzles` puzzle lines is
// refused whole (`too_many`), before any output grows past that many puzzles. Uses the fast
// solver (solver.h).
BatchSolveResult SolveMany(std::string_view text, uint32_t limit = 2,
                           size_t max_puzzles = kMaxBatchPuzzles);

}  // namespace sudoku
