#include "generate_adapters.h"

#include <vector>

#include "sudoku/generator.h"
#include "sudoku/parse.h"
#include "sudoku/status.h"

namespace sudoku::wasm {
namespace {

using emscripten::val;

// JS numbers may be NaN, negative or fractional; the wrapper validates, this only maps what it
// sends into the core's types. Out-of-range values stay out of range so the core refuses them.
int ToInt(double value) {
  if (!(value >= -1e6 && value <= 1e6)) return -1;
  return static_cast<int>(value);
}

uint64_t ToBudget(double value) {
  if (!(value >= 1)) return 0;
  if (value >= 1.8e19) return UINT64_MAX;
  return static_cast<uint64_t>(value);
}

uint32_t ToUint32(double value) {
  if (!(value >= 0)) return 0;
  if (value >= 4294967295.0) return 4294967295u;
  return static_cast<uint32_t>(value);
}

// Fills options; false when the symmetry id is unknown.
bool ReadOptions(double clues, const std::string& symmetry, bool minimal, double level,
                 double seed, double budget, double time_limit_ms, GenerateOptions* options) {
  options->clues = ToInt(clues);
  options->minimal = minimal;
  options->level = ToInt(level);
  options->seed = ToUint32(seed);
  options->budget = ToBudget(budget);
  options->time_limit_ms = ToUint32(time_limit_ms);
  return SymmetryFromName(symmetry, &options->symmetry);
}

val WithCode(Status status) {
  val result = val::object();
  result.set("code", std::string(StatusCode(status)));
  return result;
}

}  // namespace

val GenerateWithOptions(double clues, const std::string& symmetry, bool minimal, double level,
                        double seed, double budget, double time_limit_ms) {
  GenerateOptions options;
  if (!ReadOptions(clues, symmetry, minimal, level, seed, budget, time_limit_ms, &options)) {
    return WithCode(Status::kBadOption);
  }
  GeneratedPuzzle generated;
  const Error error = Generate(options, &generated);
  val result = WithCode(error.status);
  if (error.status != Status::kOk) return result;
  result.set("puzzle", FormatGrid(generated.puzzle));
  result.set("solution", FormatGrid(generated.solution));
  result.set("seed", generated.seed);
  result.set("clues", generated.clues);
  result.set("symmetry", std::string(SymmetryName(generated.symmetry)));
  result.set("minimal", generated.minimal);
  result.set("level", generated.level);
  result.set("rating", generated.rating);
  result.set("work", static_cast<double>(generated.work));
  result.set("restarts", generated.restarts);
  return result;
}

val GenerateManyWithOptions(double clues, const std::string& symmetry, bool minimal,
                            double level, double seed, double budget, double time_limit_ms,
                            double first, double count) {
  GenerateOptions options;
  if (!ReadOptions(clues, symmetry, minimal, level, seed, budget, time_limit_ms, &options)) {
    return WithCode(Status::kBadOption);
  }
  std::vector<GeneratedPuzzle> batch;
  const Error error = GenerateMany(options, ToUint32(first), ToInt(count), &batch);
  val result = WithCode(error.status);
  std::string puzzles, solutions, minimal_flags;
  puzzles.reserve(batch.size() * kCells);
  solutions.reserve(batch.size() * kCells);
  val seeds = val::array(), clue_counts = val::array(), levels = val::array(),
      ratings = val::array();
  double work = 0;
  for (size_t i = 0; i < batch.size(); ++i) {
    puzzles += FormatGrid(batch[i].puzzle);
    solutions += FormatGrid(batch[i].solution);
    minimal_flags += batch[i].minimal ? '1' : '0';
    seeds.set(i, batch[i].seed);
    clue_counts.set(i, batch[i].clues);
    levels.set(i, batch[i].level);
    ratings.set(i, batch[i].rating);
    work += static_cast<double>(batch[i].work);
  }
  result.set("count", static_cast<int>(batch.size()));
  result.set("puzzles", puzzles);
  result.set("solutions", solutions);
  result.set("minimal", minimal_flags);
  result.set("seeds", seeds);
  result.set("clues", clue_counts);
  result.set("levels", levels);
  result.set("ratings", ratings);
  result.set("work", work);
  return result;
}

double SeedFromText(const std::string& text) { return SeedFromString(text); }

}  // namespace sudoku::wasm
