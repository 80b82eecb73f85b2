// The entry points of the steerable generator: Generate and GenerateMany (generator.h).
#include "sudoku/generator.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstddef>
#include <utility>

#include "generator/digger.h"
#include "generator/neighbourhood_search.h"
#include "generator/score_range.h"
#include "generator/sized_generator.h"

namespace sudoku {

namespace {

// Whether row I of kGenerateOptionRows asks for something in `options`, as its bit (see
// OptionKind). Unrolled over the rows at compile time, so only the members are read at run time.
template <size_t I>
uint16_t AskedBit(const GenerateOptions& options) {
  constexpr GenerateOptionRow row = kGenerateOptionRows[I];
  constexpr OptionKind kind = row.kind;
  bool asked = false;
  if constexpr (kind == OptionKind::kInteger || kind == OptionKind::kIntegerIn) {
    asked = options.*row.member != 0;
  } else if constexpr (kind == OptionKind::kBoolean) {
    asked = options.*row.flag;
  } else if constexpr (kind == OptionKind::kBudget) {
    asked = options.budget != 0;
  } else if constexpr (kind == OptionKind::kMilliseconds) {
    asked = options.time_limit_ms != 0;
  } else if constexpr (kind == OptionKind::kSymmetry) {
    asked = options.symmetry != Symmetry::kNone;
  } else if constexpr (kind == OptionKind::kLevel) {
    asked = options.level != 0;
  } else if constexpr (kind == OptionKind::kScoreRange) {
    asked = options.score_min != 0 || options.score_max != 0;
  } else if constexpr (kind == OptionKind::kScale) {
    asked = options.scale != RatingScale::kSukaku;
  } else {
    static_assert(kind == OptionKind::kSize || kind == OptionKind::kSeed, "a kind without a test");
  }
  return asked ? static_cast<uint16_t>(1u << I) : 0;
}

template <size_t... I>
uint16_t AskedBits(const GenerateOptions& options, std::index_sequence<I...>) {
  return static_cast<uint16_t>((AskedBit<I>(options) | ...));
}

}  // namespace

uint16_t AskedOptions(const GenerateOptions& options) {
  return AskedBits(options, std::make_index_sequence<kGenerateOptionCount>());
}

Error RefuseAsked(const GenerateOptions& options, uint16_t allowed, const char* detail) {
  const uint16_t refused = static_cast<uint16_t>(AskedOptions(options) & ~allowed);
  if (refused == 0) return Error{};
  return BadOption(kGenerateOptionNames[std::countr_zero(refused)], detail);
}

namespace {

// Beside holes_per_box, the options that ask for something the holes-per-box generator cannot
// give (the rows not marked beside_holes), the first named as a caller would drop it.
Error CheckHolesCombination(const GenerateOptions& options) {
  constexpr const char* kWhy =
      "cannot be combined with holesPerBox (the original demo's generator digs per box, with no "
      "clue count, symmetry, minimality, graded level or budget; leave out holesPerBox for them)";
  return RefuseAsked(options, kOptionsBesideHoles, kWhy);
}

// Every documented kBadOption of a 9x9 request but the score range's (CheckScoreOptions).
Error CheckNineByNineOptions(const GenerateOptions& options) {
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
  const GridSizeInfo& nine = *GridSizeOf(9);
  if (options.level < 0 || options.level > nine.highest_level) {
    return BadOption("level", nine.level_detail);
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
  if (options.holes_per_box != 0) {
    if (options.holes_per_box < 1 || options.holes_per_box > 4) {
      return BadOption("holesPerBox", "must be 0 or an integer from 1 to 4");
    }
    return CheckHolesCombination(options);
  }
  return Error{};
}

// Every documented kBadOption of Generate, in one place; kOk when the options can be searched.
// Each error names the option a caller would change (as the JS API spells it).
Error CheckGenerateOptions(const GenerateOptions& options) {
  const Error score = CheckScoreOptions(options);
  if (score.status != Status::kOk) return score;
  if (IsSized(options)) return CheckSizedOptions(options);
  return CheckNineByNineOptions(options);
}

// One 9x9 puzzle for `options` (valid, not holes per box) under `limits`: the hardest score
// ranges are searched from seeds (neighbourhood_search.h), everything else is dug (digger.h).
Error SearchPuzzle(const GenerateOptions& options, const DigLimits& limits, GeneratedPuzzle* out) {
  return SearchesNeighbourhoods(options) ? NeighbourhoodPuzzle(options, limits, out)
                                         : DigPuzzle(options, limits, out);
}

// The limits of one Generate call that began at `start`.
DigLimits LimitsOf(const GenerateOptions& options, std::chrono::steady_clock::time_point start) {
  DigLimits limits;
  limits.budget = options.budget != 0 ? options.budget : DefaultGenerateBudget(options);
  limits.start = start;
  limits.time_limit_ms = options.time_limit_ms;
  return limits;
}

// GenerateMany's kBadOption: the count, then the options of every puzzle.
Error CheckBatch(const GenerateOptions& options, int count) {
  if (count < 1 || count > kMaxGenerateCount) {
    return BadOption("count", "must be an integer from 1 to 100,000");
  }
  return CheckGenerateOptions(options);
}

}  // namespace

uint64_t DefaultGenerateBudget(const GenerateOptions& options) {
  return SearchesNeighbourhoods(options) ? kDefaultNeighbourhoodBudget : kDefaultGenerateBudget;
}

Error Generate(const GenerateOptions& options, GeneratedPuzzle* out) {
  const auto start = std::chrono::steady_clock::now();
  const Error error = CheckGenerateOptions(options);
  if (error.status != Status::kOk) return error;
  if (IsSized(options)) return GenerateSized(options, out);  // checks them again: cheap
  if (options.holes_per_box != 0) {
    return GenerateByHoles(HolesOptions{options.holes_per_box, options.seed}, out);
  }
  return SearchPuzzle(options, LimitsOf(options, start), out);
}

Error GenerateUngraded(const GenerateOptions& options, GeneratedPuzzle* out) {
  const auto start = std::chrono::steady_clock::now();
  constexpr const char* kNeedsGrade =
      "needs a grade, and this generator makes ungraded puzzles only (the full engine's "
      "generate grades them)";
  if (options.first_steps) return BadOption("level", kNeedsGrade);
  const Error refused = RefuseAsked(options, kUngradedOptions, kNeedsGrade);
  if (refused.status != Status::kOk) return refused;
  if (options.size != 9) {
    return BadOption("size", "must be 9 here (the 4x4 and 6x6 generators grade their puzzles: "
                             "the full engine's generate makes them)");
  }
  // (A score range and a small grid were refused above: their checks are not needed.)
  const Error error = CheckNineByNineOptions(options);
  if (error.status != Status::kOk) return error;
  if (options.holes_per_box != 0) {
    DigHolesPerBox(HolesOptions{options.holes_per_box, options.seed}, out);
    return Error{};
  }
  return DigUngradedPuzzle(options, LimitsOf(options, start), out);
}

Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   std::vector<GeneratedPuzzle>* out) {
  out->clear();
  if (count >= 1 && count <= kMaxGenerateCount) out->reserve(static_cast<size_t>(count));
  const PuzzleCallback keep{
      [](void* context, const GeneratedPuzzle& puzzle) {
        static_cast<std::vector<GeneratedPuzzle>*>(context)->push_back(puzzle);
        return true;
      },
      out};
  return GenerateMany(options, first_index, count, keep);
}

Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   const PuzzleCallback& callback) {
  const auto start = std::chrono::steady_clock::now();
  const Error error = CheckBatch(options, count);
  if (error.status != Status::kOk) return error;
  // The budget is the call's: options.budget for the whole batch when set, else the default
  // for each puzzle. A puzzle may use what is left of it, and no more than one puzzle alone
  // may use, so it comes out as Generate alone makes it or the batch ends exhausted.
  const uint64_t per_puzzle = options.budget != 0 ? options.budget : DefaultGenerateBudget(options);
  const uint64_t call_budget = options.budget != 0
                                   ? options.budget
                                   : static_cast<uint64_t>(count) * per_puzzle;
  uint64_t spent = 0;
  for (int i = 0; i < count; ++i) {
    GenerateOptions one = options;
    one.seed = BatchSeed(options.seed, first_index + static_cast<uint32_t>(i));
    DigLimits limits;
    limits.budget = std::min(call_budget > spent ? call_budget - spent : 0, per_puzzle);
    limits.start = start;
    limits.time_limit_ms = options.time_limit_ms;
    GeneratedPuzzle puzzle;
    const Error made = IsSized(options)           ? MakeSized(one, limits, &puzzle)
                       : options.holes_per_box != 0
                           ? GenerateByHoles(HolesOptions{options.holes_per_box, one.seed}, &puzzle)
                           : SearchPuzzle(one, limits, &puzzle);
    if (made.status != Status::kOk) return made;
    spent += puzzle.work;
    if (!callback.take(callback.context, puzzle)) break;
  }
  return Error{};
}

}  // namespace sudoku
