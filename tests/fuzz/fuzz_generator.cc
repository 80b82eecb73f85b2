// Fuzz target: generation with arbitrary options, through both generators.
//
// GenerateByHoles: a holes_per_box outside 1..4 must be refused with kBadOption naming
// "holesPerBox" and leave the output untouched; otherwise the puzzle must have exactly one
// solution, the returned one, with a correct clue count and givens taken from it, and the same
// options must give the same puzzle.
//
// Generate (generate-with-options): kBadOption exactly for the documented bad options (clues not
// 0 and outside 17..80, level outside 0..5, 90-degree symmetry with clues % 4 not 0 or 1, 17
// clues with a symmetry, minimal with more than 40 clues, a budget above kMaxGenerateBudget),
// each naming its option, output untouched on any error; a returned puzzle must be unique with
// the returned solution, have exactly the asked clue count, the asked symmetry, be minimal when
// asked (checked given by given with the solver, not with IsMinimalPuzzle), carry the asked
// level and its grade's hardest technique, and come out the same for the same options (the
// budget is in work units, so the outcome must not depend on machine speed).
//
// Input layout:
//   bytes 0..3   seed (little-endian)
//   byte  4      HolesOptions.holes_per_box: byte - 2 (so -2..253)
//   byte  5      clues: %4 == 0 -> 0 (any); == 1 -> byte - 20 (mostly out of range);
//                otherwise 22 + byte % 20
//   byte  6      symmetry: byte % 7, or the raw byte (an out-of-range enum value) when >= 224
//   byte  7      bit 0: minimal
//   byte  8      level: %8 in 0..2 -> that level; 3 -> -1; 4 -> 6; 5 -> 1000; 6, 7 -> 0.
//                Levels 3..5 are not fuzzed: grading for them runs forcing chains, seconds per
//                candidate under the sanitizers.
//   bytes 9..10  work budget: 2,000 + value % 10,000 units (bounded time per input)
//   byte  11     size: %4 -> 9, 4, 6, 5 (5 is not a size)
//   byte  12     bit 0: First steps
// When byte 11 or 12 asks for a small size or First steps, the same options go to GenerateSized
// (generator.h) instead, checked the same way with the shape-taking calls (shape.h): its
// documented kBadOption cases, and a returned puzzle unique, valid, reproducible, with First
// steps' clue range and technique cap and a small level's exact grade.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "sudoku/explain.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/logic.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/shape.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

void Check(bool condition, const char* what, uint32_t seed) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_generator: %s (seed %u)\n", what, seed);
    std::abort();
  }
}

bool SameOutput(const GeneratedPuzzle& a, const GeneratedPuzzle& b) {
  return a.puzzle == b.puzzle && a.solution == b.solution && a.seed == b.seed &&
         a.clues == b.clues && a.level == b.level && a.rating == b.rating &&
         a.hardest == b.hardest;
}

void FuzzHoles(int holes_per_box, uint32_t seed) {
  HolesOptions options;
  options.holes_per_box = holes_per_box;
  options.seed = seed;
  GeneratedPuzzle out;
  out.clues = -7;  // a marker: a refused call must not touch the output
  const Error error = GenerateByHoles(options, &out);
  if (holes_per_box < 1 || holes_per_box > 4) {
    Check(error.status == Status::kBadOption, "holes: bad holes_per_box accepted", seed);
    Check(error.option != nullptr && std::strcmp(error.option, "holesPerBox") == 0,
          "holes: kBadOption does not name holesPerBox", seed);
    Check(out.clues == -7 && out.puzzle == Grid{}, "holes: refused call changed the output",
          seed);
    return;
  }
  Check(error.status == Status::kOk, "holes: valid options refused", seed);
  Check(IsValidSolution(out.solution), "holes: solution is not a valid grid", seed);
  Check(SolvesPuzzle(out.puzzle, out.solution), "holes: givens not from the solution", seed);
  Check(out.clues == CountGivens(out.puzzle), "holes: clue count wrong", seed);
  Check(out.seed == seed, "holes: seed not reported", seed);
  const CountResult count = CountSolutions(out.puzzle, 2);
  Check(count.count == 1, "holes: puzzle is not unique", seed);
  Check(count.solution == out.solution, "holes: solution differs from the solver's", seed);
  GeneratedPuzzle again;
  GenerateByHoles(options, &again);
  Check(SameOutput(again, out), "holes: same options, different puzzle", seed);
}

bool DocumentedBadOption(const GenerateOptions& o) {
  if (o.clues != 0 && (o.clues < 17 || o.clues > 80)) return true;
  if (o.level < 0 || o.level > 5) return true;
  if (o.symmetry == Symmetry::kRotational90 && o.clues != 0 && o.clues % 4 != 0 &&
      o.clues % 4 != 1) {
    return true;
  }
  if (o.clues == 17 && o.symmetry != Symmetry::kNone) return true;
  if (o.minimal && o.clues > 40) return true;
  if (o.budget > kMaxGenerateBudget) return true;
  return false;
}

void FuzzGenerate(const GenerateOptions& options) {
  const uint32_t seed = options.seed;
  const bool known_symmetry = static_cast<int>(options.symmetry) < kSymmetryCount;
  GeneratedPuzzle out;
  out.clues = -7;
  const Error error = Generate(options, &out);
  if (error.status != Status::kOk) {
    Check(out.clues == -7 && out.puzzle == Grid{}, "refused call changed the output", seed);
  }
  if (error.status == Status::kBadOption) {
    Check(error.option != nullptr && error.detail != nullptr, "kBadOption names no option", seed);
  }
  if (known_symmetry) {
    Check((error.status == Status::kBadOption) == DocumentedBadOption(options),
          "kBadOption does not match the documented conditions", seed);
  }
  Check(error.status == Status::kOk || error.status == Status::kBadOption ||
            error.status == Status::kBudgetExhausted,
        "undocumented status", seed);
  GeneratedPuzzle again;
  const Error again_error = Generate(options, &again);
  Check(again_error.status == error.status, "same options, different status", seed);
  if (error.status != Status::kOk) return;
  Check(SameOutput(again, out), "same options, different puzzle", seed);

  Check(IsValidSolution(out.solution), "solution is not a valid grid", seed);
  Check(SolvesPuzzle(out.puzzle, out.solution), "givens not from the solution", seed);
  const int givens = CountGivens(out.puzzle);
  Check(out.clues == givens, "clue count wrong", seed);
  Check(options.clues == 0 || givens == options.clues, "asked clue count not met", seed);
  const CountResult count = CountSolutions(out.puzzle, 2);
  Check(count.count == 1, "puzzle is not unique", seed);
  Check(count.solution == out.solution, "solution differs from the solver's", seed);
  if (known_symmetry) {
    for (int cell = 0; cell < kCells; ++cell) {
      const int image = SymmetricCell(cell, options.symmetry);
      Check(image >= 0 && image < kCells, "symmetric cell out of range", seed);
      Check((out.puzzle[cell] != 0) == (out.puzzle[image] != 0), "asked symmetry not met",
            seed);
    }
  }
  if (options.minimal) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (out.puzzle[cell] == 0) continue;
      Grid fewer = out.puzzle;
      fewer[cell] = 0;
      Check(CountSolutions(fewer, 2).count == 2, "asked minimal, a given is not needed", seed);
    }
  }
  if (options.level != 0) {
    Check(out.level == options.level, "reported level differs from the asked one", seed);
    const Grade grade = GradePuzzle(out.puzzle);
    Check(grade.level == options.level, "graded level differs", seed);
    Check(out.hardest == grade.hardest, "reported hardest technique differs", seed);
  }
}

// GenerateSized's kBadOption conditions (generator.h), written out again.
bool DocumentedSizedBadOption(const GenerateOptions& o) {
  if (o.size != 4 && o.size != 6 && o.size != 9) return true;
  if (o.first_steps && (o.level != 0 || o.clues != 0 || o.symmetry != Symmetry::kNone ||
                        o.minimal || o.holes_per_box != 0)) {
    return true;
  }
  if (o.size != 9) {
    if (o.clues != 0 || o.symmetry != Symmetry::kNone || o.holes_per_box != 0) return true;
    if (o.level < 0 || o.level > (o.size == 4 ? 1 : 2)) return true;
    if (o.minimal && o.level != 0) return true;
  }
  return o.budget > kMaxGenerateBudget;
}

void FuzzSized(const GenerateOptions& options) {
  const uint32_t seed = options.seed;
  GeneratedPuzzle out;
  out.clues = -7;
  const Error error = Generate(options, &out);
  if (error.status != Status::kOk) {
    Check(out.clues == -7 && out.puzzle == Grid{}, "sized: refused call changed the output", seed);
  }
  Check((error.status == Status::kBadOption) == DocumentedSizedBadOption(options),
        "sized: kBadOption does not match the documented conditions", seed);
  Check(error.status == Status::kOk || error.status == Status::kBadOption ||
            error.status == Status::kBudgetExhausted,
        "sized: undocumented status", seed);
  GeneratedPuzzle again;
  Check(Generate(options, &again).status == error.status, "sized: same options, other status",
        seed);
  if (error.status != Status::kOk) return;
  Check(SameOutput(again, out), "sized: same options, different puzzle", seed);
  const GridShape shape = options.size == 4 ? kShape4 : options.size == 6 ? kShape6 : kShape9;
  Check(out.size == shape.size, "sized: reported size differs", seed);
  int givens = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (cell >= shape.cells()) {
      Check(out.puzzle[cell] == 0 && out.solution[cell] == 0, "sized: a cell past the grid", seed);
      continue;
    }
    Check(out.solution[cell] >= 1 && out.solution[cell] <= shape.size, "sized: not a digit", seed);
    Check(out.puzzle[cell] == 0 || out.puzzle[cell] == out.solution[cell],
          "sized: a given not from the solution", seed);
    givens += out.puzzle[cell] != 0;
  }
  Check(out.clues == givens, "sized: clue count wrong", seed);
  const bool nine = shape.size == 9;
  Check(nine ? IsValidSolution(out.solution)
             : FindConflict(out.solution, shape).status == Status::kOk,
        "sized: the solution breaks a rule", seed);
  const CountResult count = nine ? CountSolutions(out.puzzle, 2)
                                 : CountSolutions(out.puzzle, 2, UINT64_MAX, shape);
  Check(count.count == 1 && count.solution == out.solution, "sized: not unique", seed);
  const Grade grade = nine ? GradePuzzle(out.puzzle) : GradePuzzle(out.puzzle, {}, shape);
  if (options.first_steps) {
    const ClueRange range = FirstStepsClues(shape.size);
    Check(givens >= range.low && givens <= range.high, "sized: First steps clue range", seed);
    Check(grade.solved_by_logic && grade.rating <= kFirstStepsMaxRating,
          "sized: First steps needs more than hidden singles", seed);
  } else if (options.level != 0) {
    Check(grade.level == options.level && out.level == options.level, "sized: level", seed);
  }
  if (!nine && options.level == 0 && !options.first_steps) {
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (out.puzzle[cell] == 0) continue;
      Grid fewer = out.puzzle;
      fewer[cell] = 0;
      Check(CountSolutions(fewer, 2, UINT64_MAX, shape).count == 2, "sized: a given is not needed", seed);
    }
  }
}

}  // namespace
}  // namespace sudoku

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudoku;
  uint8_t b[13] = {};
  std::memcpy(b, data, size < sizeof b ? size : sizeof b);
  const uint32_t seed = b[0] | b[1] << 8 | b[2] << 16 | static_cast<uint32_t>(b[3]) << 24;

  Rng rng(seed);
  Check(IsValidSolution(RandomSolution(rng)), "RandomSolution is not a valid grid", seed);

  FuzzHoles(static_cast<int>(b[4]) - 2, seed);

  GenerateOptions options;
  options.seed = seed;
  options.clues = b[5] % 4 == 0 ? 0 : b[5] % 4 == 1 ? static_cast<int>(b[5]) - 20 : 22 + b[5] % 20;
  options.symmetry = static_cast<Symmetry>(b[6] >= 224 ? b[6] : b[6] % kSymmetryCount);
  options.minimal = (b[7] & 1) != 0;
  static constexpr int kLevels[8] = {0, 1, 2, -1, 6, 1000, 0, 0};
  options.level = kLevels[b[8] % 8];
  options.budget = 2000 + (b[9] | b[10] << 8) % 10000;
  static constexpr int kSizes[4] = {9, 4, 6, 5};
  options.size = kSizes[b[11] % 4];
  options.first_steps = (b[12] & 1) != 0;
  if (options.size != 9 || options.first_steps) {
    options.holes_per_box = static_cast<int>(b[4] % 8 == 0);  // sometimes asked beside them
    FuzzSized(options);
  } else {
    FuzzGenerate(options);
  }
  return 0;
}
