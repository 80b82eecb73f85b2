#include "sudoku/status.h"

namespace sudoku {

const char* StatusCode(Status status) {
  switch (status) {
    case Status::kOk: return "ok";
    case Status::kBadLength: return "badLength";
    case Status::kBadChar: return "badChar";
    case Status::kConflictingGivens: return "conflictingGivens";
    case Status::kBadOption: return "badOption";
    case Status::kBudgetExhausted: return "budgetExhausted";
  }
  return "unknown";
}

}  // namespace sudoku
