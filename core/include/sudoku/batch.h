// Solving many puzzles in one call: the batch form that crosses the JS boundary once per chunk.
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
  size_t bad_offset = 0;  // kBadChar: the byte offset in the batch's text of the character at fault
};

// The most puzzles one batch may hold by default: its outputs (81 bytes per puzzle) then stay
// under 100 MB however short the lines are.
inline constexpr size_t kMaxBatchPuzzles = 1'000'000;

struct BatchOptions {
  uint32_t limit = 2;  // count each puzzle's solutions up to this (>= 1; 2 proves uniqueness)
  // Read at most this many puzzle lines; the text after them is left unread (see `consumed`),
  // so a caller can solve a long text in slices whose outputs stay small.
  size_t max_puzzles = kMaxBatchPuzzles;
  // Guesses (SolveStats::guesses) the whole call may spend; running out ends the call with
  // `budget_exhausted`. Deterministic: where a batch stops never depends on machine speed.
  uint64_t guess_budget = UINT64_MAX;
  // Wall-clock limit for the call in milliseconds, 0 = none. Checked between puzzles (a single
  // puzzle counted to a high limit may run past it by its own time); running out ends the call
  // with `budget_exhausted`.
  uint32_t time_limit_ms = 0;
};

// A puzzle's status in a batch: the character SolveMany writes for it, the id the JS API
// reports, and whether a solution comes with it. The one table of batch statuses: SolveMany
// writes from it, and the JS wrapper reads it through the module (wasm/solve-many.js), so the
// statuses and the rule of which carry a solution are written here alone.
struct BatchStatusInfo {
  char code;
  const char* id;
  bool has_solution;
};
inline constexpr BatchStatusInfo kBatchNone{'0', "none", false};
inline constexpr BatchStatusInfo kBatchUnique{'1', "unique", true};
// At least 2 solutions (when limit >= 2).
inline constexpr BatchStatusInfo kBatchMultiple{'2', "multiple", true};
// A solution found with limit 1: the search stopped there, so uniqueness was not checked.
inline constexpr BatchStatusInfo kBatchSolved{'s', "solved", true};
// Not a valid puzzle (see BatchSolveResult::errors).
inline constexpr BatchStatusInfo kBatchInvalid{'x', "invalid", false};
inline constexpr BatchStatusInfo kBatchStatuses[] = {kBatchNone, kBatchUnique, kBatchMultiple,
                                                     kBatchSolved, kBatchInvalid};

// The row of kBatchStatuses whose code is `code`, or nullptr.
constexpr const BatchStatusInfo* BatchStatusOf(char code) {
  for (const BatchStatusInfo& status : kBatchStatuses) {
    if (status.code == code) return &status;
  }
  return nullptr;
}

struct BatchSolveResult {
  int puzzles = 0;
  // One character per puzzle: the code of its row of kBatchStatuses.
  std::string statuses;
  // 81 characters per puzzle, concatenated: the first solution found for a status that has
  // one (BatchStatusInfo::has_solution), else 81 '.'.
  std::string solutions;
  std::vector<BatchError> errors;
  uint64_t guesses = 0;  // total guesses over the puzzles reported (see SolveStats)
  // Bytes of the text read: every line before this offset is reported above (or was blank).
  // Less than the text's size when max_puzzles lines were read or the budget ran out.
  size_t consumed = 0;
  // The guess budget or the time limit ran out while solving the puzzle that starts at
  // `consumed`; that puzzle is not reported.
  bool budget_exhausted = false;
};

// Solves the puzzles of `text`, one puzzle per line, counting solutions up to options.limit.
// Lines end at LF, CRLF or a lone CR; each line holds one puzzle in any form ParsePuzzle
// accepts on one line. Lines that are empty or hold only spaces and tabs are skipped and get no
// index. An invalid line does not stop the batch: it gets status 'x' and an entry in `errors`
// with the parse error. Stops after options.max_puzzles puzzle lines, or when the budget or
// time limit runs out; `consumed` says where, so the next call can go on from there. Outputs
// grow with the puzzles read, never with the text's length. Uses the fast solver (solver.h).
BatchSolveResult SolveMany(std::string_view text, const BatchOptions& options = {});

}  // namespace sudoku
