// The digging search behind Generate (generator.h describes the algorithm). Internal to the
// generator: the entry points validate the options first.
#pragma once

#include <cstdint>

#include "sudoku/generator.h"

namespace sudoku {

// One puzzle for `options` (already validated) within `budget` work units and the options' time
// limit, measured from this call. kOk with *out filled, or kBudgetExhausted with *out untouched.
Error DigPuzzle(const GenerateOptions& options, uint64_t budget, GeneratedPuzzle* out);

}  // namespace sudoku
