// The entry points of the steerable generator: Generate and GenerateMany (generator.h).
#include "sudoku/generator.h"

#include "digger.h"

namespace sudoku {

Error Generate(const GenerateOptions& options, GeneratedPuzzle* out) {
  const int clues = options.clues;
  const int symmetry = static_cast<int>(options.symmetry);
  if (symmetry < 0 || symmetry >= kSymmetryCount) return Error{Status::kBadOption};
  if (clues != 0 && (clues < 17 || clues > 80)) return Error{Status::kBadOption};
  if (options.level < 0 || options.level > 5) return Error{Status::kBadOption};
  if (clues == 17 && options.symmetry != Symmetry::kNone) return Error{Status::kBadOption};
  if (options.symmetry == Symmetry::kRotational90 && clues != 0 && clues % 4 > 1) {
    return Error{Status::kBadOption};
  }
  if (options.minimal && clues > 40) return Error{Status::kBadOption};
  return DigPuzzle(options, options.budget != 0 ? options.budget : kDefaultGenerateBudget, out);
}

Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   std::vector<GeneratedPuzzle>* out) {
  out->clear();
  if (count < 1 || count > 100000) return Error{Status::kBadOption};
  out->reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    GenerateOptions one = options;
    one.seed = BatchSeed(options.seed, first_index + static_cast<uint32_t>(i));
    GeneratedPuzzle puzzle;
    const Error error = Generate(one, &puzzle);
    if (error.status != Status::kOk) return error;
    out->push_back(puzzle);
  }
  return Error{};
}

}  // namespace sudoku
