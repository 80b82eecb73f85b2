// The check of Generate's score options, for Generate and GenerateMany, which call it before
// any puzzle is made. Internal to the generator.
#pragma once

#include "sudoku/generator.h"

namespace sudoku {

// A score range (score_min, score_max, scale): kOk when none is asked for or it can be searched;
// else Generate's kBadOption for "score" or "scale" (generator.h). The range itself is read by
// ScoreRangeInTenths, the one check of a score range.
Error CheckScoreOptions(const GenerateOptions& options);

}  // namespace sudoku
