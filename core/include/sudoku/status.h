// Status codes of fallible engine calls. The core builds without exceptions: a function that can
// fail on caller input returns one of these, with the offending cell(s) where that applies.
// Puzzle outcomes (no solution, several solutions) are results, not errors.
#pragma once

#include <cstdint>

namespace sudoku {

enum class Status : uint8_t {
  kOk = 0,
  kBadLength,          // not 81 cells after separators and whitespace were removed
  kBadChar,            // a character or token that is neither a digit nor a blank
  kConflictingGivens,  // the same digit twice in one house
  kBadOption,          // an option out of its documented range
  kBudgetExhausted,    // bounded work ran out of budget before it finished
};

// A failed call's reason. `cell` and `other_cell` are 0..80, or -1 when not about a cell.
// For kConflictingGivens both cells hold `digit` and share the house `house` (0..26).
struct Error {
  Status status = Status::kOk;
  int cell = -1;
  int other_cell = -1;
  int digit = 0;
  int house = -1;
};

// The stable string id of a status, as the JS wrapper reports it in SudokuError.code:
// "ok", "badLength", "badChar", "conflictingGivens", "badOption", "budgetExhausted".
const char* StatusCode(Status status);

}  // namespace sudoku
