// The check of Generate's score options, for Generate and GenerateMany, which call it before
// any puzzle is made. Internal to the generator.
#pragma once

#include "sudoku/generator.h"

namespace sudoku {

// A score range (score_min, score_max) and the scale: kOk when no range is asked for (and the
// scale is the default or has a level to be read beside) or the range can be searched; else
// Generate's kBadOption for "score" or "scale" (generator.h). The range itself is read by
// ScoreRangeInTenths, the one check of a score range.
Error CheckScoreOptions(const GenerateOptions& options);

}  // namespace sudoku
