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
// For kBadOption, `option` is the option at fault as the JS API names it ("clues", "level",
// "limit", "values", ...) and `detail` a short English phrase that completes a sentence about
// it ("must be 0 or an integer from 17 to 80"); both are static strings, null when not set.
struct Error {
  Status status = Status::kOk;
  int cell = -1;
  int other_cell = -1;
  int digit = 0;
  int house = -1;
  const char* option = nullptr;
  const char* detail = nullptr;
};

// A kBadOption error about `option`: "<option> <detail>".
constexpr Error BadOption(const char* option, const char* detail, int cell = -1) {
  Error error;
  error.status = Status::kBadOption;
  error.cell = cell;
  error.option = option;
  error.detail = detail;
  return error;
}

// The stable string id of a status, as the JS wrapper reports it in SudokuError.code:
// "ok", "badLength", "badChar", "conflictingGivens", "badOption", "budgetExhausted".
const char* StatusCode(Status status);

}  // namespace sudoku
