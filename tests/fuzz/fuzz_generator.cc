// Fuzz target: generation with arbitrary options. A level outside 1..4 must be refused with
// kBadOption and leave the output untouched; any other level and seed must give a puzzle with
// exactly one solution, the returned solution, a correct clue count, givens taken from that
// solution, and the same puzzle again for the same options. RandomSolution must give a valid
// grid for any seed.
//
// Input layout: bytes 0..3 the level (int32, little-endian, any value), bytes 4..7 the seed.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "sudoku/generator.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

void Check(bool condition, const char* what, int level, uint32_t seed) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_generator: %s (level %d, seed %u)\n", what, level, seed);
    std::abort();
  }
}

}  // namespace
}  // namespace sudoku

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudoku;
  uint8_t bytes[8] = {};
  std::memcpy(bytes, data, size < 8 ? size : 8);
  const int32_t level = static_cast<int32_t>(bytes[0] | bytes[1] << 8 | bytes[2] << 16 |
                                             static_cast<uint32_t>(bytes[3]) << 24);
  const uint32_t seed = bytes[4] | bytes[5] << 8 | bytes[6] << 16 |
                        static_cast<uint32_t>(bytes[7]) << 24;

  Rng rng(seed);
  Check(IsValidSolution(RandomSolution(rng)), "RandomSolution is not a valid grid", level, seed);

  HolesOptions options;
  options.level = level;
  options.seed = seed;
  GeneratedPuzzle out;
  out.clues = -7;  // a marker: a refused call must not touch the output
  const Error error = GenerateByHoles(options, &out);
  if (level < 1 || level > 4) {
    Check(error.status == Status::kBadOption, "bad level accepted", level, seed);
    Check(out.clues == -7 && out.puzzle == Grid{}, "refused call changed the output", level,
          seed);
    return 0;
  }
  Check(error.status == Status::kOk, "valid options refused", level, seed);
  Check(IsValidSolution(out.solution), "solution is not a valid grid", level, seed);
  Check(SolvesPuzzle(out.puzzle, out.solution), "givens not taken from the solution", level,
        seed);
  Check(out.clues == CountGivens(out.puzzle), "clue count wrong", level, seed);
  Check(out.seed == seed, "seed not reported", level, seed);
  const CountResult count = CountSolutions(out.puzzle, 2);
  Check(count.count == 1, "generated puzzle is not unique", level, seed);
  Check(count.solution == out.solution, "generated solution differs from the solver's", level,
        seed);
  GeneratedPuzzle again;
  GenerateByHoles(options, &again);
  Check(again.puzzle == out.puzzle && again.solution == out.solution,
        "same options, different puzzle", level, seed);
  return 0;
}
