// ScoreRangeInTenths (generator.h): the one check of a score range, for Generate's options and
// for the JS API's reader; and the check of Generate's score options (score_range.h). Built for
// size like the other code that runs once per call.
#include "generator/score_range.h"

#include <cmath>

namespace sudoku {

Error ScoreRangeInTenths(double min, double max, int* low, int* high) {
  if (!(min >= 1.0 && max <= 12.0 && min <= max)) {
    return BadOption("score", "must be [min, max]: two ratings with 1.0 <= min <= max <= 12.0");
  }
  // Ratings are tenths: the range holds the tenths from min rounded up to max rounded down (the
  // small allowance keeps 4.5, which is 44.999... tenths in binary, at 45).
  const int tenths_low = static_cast<int>(std::ceil(min * 10 - 1e-6));
  const int tenths_high = static_cast<int>(std::floor(max * 10 + 1e-6));
  if (tenths_low > tenths_high) {
    return BadOption("score", "must hold at least one rating in tenths (say [3.0, 3.0])");
  }
  *low = tenths_low;
  *high = tenths_high;
  return Error{};
}

Error CheckScoreOptions(const GenerateOptions& options) {
  const int scale = static_cast<int>(options.scale);
  if (scale < 0 || scale >= kRatingScaleCount) return BadOption("scale", "must be sukaku or se");
  if (options.scale != RatingScale::kSukaku && !SizeTakesOption(options.size, kOptionScale)) {
    return BadOption("scale", "is for the 9x9 grid only (the small grids have one scale)");
  }
  if (options.score_min == 0 && options.score_max == 0) {
    // A graded level is read on the scale too (its band of ratings); First steps is level 0.
    if (options.scale != RatingScale::kSukaku && options.level == 0) {
      return BadOption("scale", "is read only beside a graded level (1-5, not First steps) or "
                                "score (it names the scale their ratings are on)");
    }
    return Error{};
  }
  if (options.level != 0 || options.first_steps) {
    return BadOption("score", "cannot be combined with level (a level is a range of ratings)");
  }
  if (options.holes_per_box != 0) {
    return BadOption("score", "cannot be combined with holesPerBox (its puzzles are not graded "
                              "while they are dug)");
  }
  if (!SizeTakesOption(options.size, kOptionScore)) {
    return BadOption("score", "is for the 9x9 grid only");
  }
  // The range itself, by the one check of a score range (the JS API's reader calls it too).
  int low = 0;
  int high = 0;
  return ScoreRangeInTenths(options.score_min / 10.0, options.score_max / 10.0, &low, &high);
}

}  // namespace sudoku
