// The options check of GenerateSized (generator.h), for Generate and GenerateMany, which call it
// before any puzzle is made. Internal to the generator.
#pragma once

#include "generator/digger.h"
#include "sudoku/generator.h"

namespace sudoku {

// GenerateSized's kBadOption errors (generator.h), or kOk.
Error CheckSizedOptions(const GenerateOptions& options);

// GenerateSized with checked options under `limits` (digger.h: options.budget and
// options.time_limit_ms are not read), for GenerateMany's shared budget and deadline.
Error MakeSized(const GenerateOptions& options, const DigLimits& limits, GeneratedPuzzle* out);

// Whether `options` go to GenerateSized: a small size, or First steps.
inline bool IsSized(const GenerateOptions& options) {
  return options.size != 9 || options.first_steps;
}

}  // namespace sudoku
