// The entry points of the steerable generator: Generate and GenerateMany (generator.h).
#include "sudoku/generator.h"

#include "digger.h"

namespace sudoku {

namespace {

// Every documented kBadOption of Generate, in one place; kOk when the options can be searched.
// Each error names the option a caller would change (as the JS API spells it).
Error CheckGenerateOptions(const GenerateOptions& options) {
  const int clues = options.clues;
  const int symmetry = static_cast<int>(options.symmetry);
  if (symmetry < 0 || symmetry >= kSymmetryCount) {
    return BadOption("symmetry",
                     "must be none, rotational, rotational90, mirrorHorizontal, mirrorVertical, "
                     "diagonal or antiDiagonal");
  }
  if (clues != 0 && (clues < 17 || clues > 80)) {
    return BadOption("clues", "must be 0 or an integer from 17 to 80");
  }
  if (options.level < 0 || options.level > 5) {
    return BadOption("level", "must be 0 or an integer from 1 to 5");
  }
  if (options.budget > kMaxGenerateBudget) {
    return BadOption("budget", "must be 0 (the default) or at most 50,000,000 work units");
  }
  if (clues == 17 && options.symmetry != Symmetry::kNone) {
    return BadOption("symmetry",
                     "cannot be used with 17 clues (no symmetric 17-clue puzzle is known)");
  }
  if (options.symmetry == Symmetry::kRotational90 && clues != 0 && clues % 4 > 1) {
    return BadOption("clues",
                     "must be 0 or 1 more than a multiple of 4 with rotational90 symmetry");
  }
  if (options.minimal && clues > 40) {
    return BadOption("minimal", "cannot be used with more than 40 clues "
                                "(no minimal puzzle with more is known)");
  }
  return Error{};
}

// GenerateMany's kBadOption: the count, then the options of every puzzle.
Error CheckBatch(const GenerateOptions& options, int count) {
  if (count < 1 || count > kMaxGenerateCount) {
    return BadOption("count", "must be an integer from 1 to 100,000");
  }
  return CheckGenerateOptions(options);
}

}  // namespace

Error Generate(const GenerateOptions& options, GeneratedPuzzle* out) {
  const Error error = CheckGenerateOptions(options);
  if (error.status != Status::kOk) return error;
  return DigPuzzle(options, options.budget != 0 ? options.budget : kDefaultGenerateBudget, out);
}

Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   std::vector<GeneratedPuzzle>* out) {
  out->clear();
  const Error error = CheckBatch(options, count);
  if (error.status != Status::kOk) return error;
  out->reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    GenerateOptions one = options;
    one.seed = BatchSeed(options.seed, first_index + static_cast<uint32_t>(i));
    GeneratedPuzzle puzzle;
    const Error dug = DigPuzzle(one, one.budget != 0 ? one.budget : kDefaultGenerateBudget,
                                &puzzle);
    if (dug.status != Status::kOk) return dug;
    out->push_back(puzzle);
  }
  return Error{};
}

}  // namespace sudoku
