#include "adapters.h"

#include <cstdint>
#include <string>
#include <vector>

#include "sudoku/batch.h"
#include "sudoku/generator.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "sudoku/tag_solver.h"

namespace sudoku::wasm {
namespace {

using emscripten::val;

val ResultWith(const Error& error) {
  val result = val::object();
  result.set("code", std::string(StatusCode(error.status)));
  if (error.status != Status::kOk) {
    result.set("cell", error.cell);
    result.set("otherCell", error.other_cell);
    result.set("digit", error.digit);
    result.set("house", error.house);
  }
  return result;
}

// JS numbers may be NaN or fractional; the wrapper validates, this only clamps to what C++ takes.
uint32_t ToLimit(double limit) {
  if (!(limit >= 1)) return 1;
  if (limit > 4e9) return 4000000000u;
  return static_cast<uint32_t>(limit);
}

}  // namespace

val Solve(const std::string& text, double limit) {
  const ParseResult parsed = ParsePuzzle(text);
  val result = ResultWith(parsed.error);
  if (parsed.error.status != Status::kOk) return result;
  const CountResult count = CountSolutions(parsed.grid, ToLimit(limit));
  result.set("count", count.count);
  result.set("solution", count.count > 0 ? FormatGrid(count.solution) : std::string());
  result.set("guesses", static_cast<double>(count.stats.guesses));
  result.set("backtracks", static_cast<double>(count.stats.backtracks));
  result.set("placements", static_cast<double>(count.stats.placements));
  result.set("budgetExhausted", count.budget_exhausted);
  return result;
}

val Explain(const std::string& text, double limit) {
  const ParseResult parsed = ParsePuzzle(text);
  val result = ResultWith(parsed.error);
  if (parsed.error.status != Status::kOk) return result;
  // The tag method guesses far more than the fast solver on sparse puzzles: bound it so that
  // explain() answers within about a second whatever the input (budgetExhausted otherwise).
  constexpr uint64_t kExplainStateBudget = 100000;
  const TagSolveResult solved =
      TagSolve(parsed.grid, static_cast<int>(ToLimit(limit)), kExplainStateBudget);
  if (solved.budget_exhausted) return ResultWith(Error{Status::kBudgetExhausted});
  result.set("count", solved.count);
  result.set("solution", solved.count > 0 ? FormatGrid(solved.solution) : std::string());
  result.set("candidateOps", static_cast<double>(solved.counters.candidate_ops));
  result.set("savedStates", static_cast<double>(solved.counters.saved_states));
  result.set("backtracks", static_cast<double>(solved.counters.backtracks));
  const CandidateSnapshot& snapshot = solved.first_pass;
  val first_pass = val::object();
  first_pass.set("values", FormatGrid(snapshot.values));
  val candidates = val::array();
  std::string deduced(kCells, '0');
  for (int cell = 0; cell < kCells; ++cell) {
    candidates.set(cell, snapshot.candidates[cell]);
    if (snapshot.deduced[cell]) deduced[cell] = '1';
  }
  first_pass.set("candidates", candidates);
  first_pass.set("deduced", deduced);
  first_pass.set("contradiction", snapshot.contradiction);
  result.set("firstPass", first_pass);
  return result;
}

val GenerateByHoles(double level, double seed) {
  HolesOptions options;
  options.level = level >= 0 && level <= 100 ? static_cast<int>(level) : 0;
  options.seed = static_cast<uint32_t>(seed);
  GeneratedPuzzle generated;
  const Error error = sudoku::GenerateByHoles(options, &generated);
  val result = ResultWith(error);
  if (error.status != Status::kOk) return result;
  result.set("puzzle", FormatGrid(generated.puzzle));
  result.set("solution", FormatGrid(generated.solution));
  result.set("seed", generated.seed);
  result.set("clues", generated.clues);
  result.set("level", generated.level);
  result.set("rating", generated.rating);
  return result;
}

namespace {

constexpr double kMaxBatchBytes = 128.0 * 1024 * 1024;  // the wrapper's MAX_BATCH_BYTES

std::string& BatchText() {
  static std::string text;
  return text;
}

std::string& BatchSolutions() {
  static std::string solutions;
  return solutions;
}

// Six numbers per invalid puzzle: index, status, cell, other_cell, digit, house.
constexpr int kErrorFields = 6;

std::vector<int32_t>& BatchErrors() {
  static std::vector<int32_t> errors;
  return errors;
}

}  // namespace

val BatchInput(double size) {
  std::string& text = BatchText();
  text.assign(size >= 0 && size <= kMaxBatchBytes ? static_cast<size_t>(size) : 0, '\n');
  return val(emscripten::typed_memory_view(text.size(), reinterpret_cast<uint8_t*>(text.data())));
}

val SolveBatch(double limit) {
  BatchSolveResult batch = sudoku::SolveMany(BatchText(), ToLimit(limit));
  std::string().swap(BatchText());
  if (batch.too_many) {
    val refused = ResultWith(Error{Status::kBadLength});
    refused.set("tooMany", static_cast<double>(sudoku::kMaxBatchPuzzles));
    return refused;
  }
  val result = ResultWith(Error{});
  result.set("puzzles", batch.puzzles);
  result.set("statuses", batch.statuses);
  result.set("guesses", static_cast<double>(batch.guesses));
  // The code of each status, for the numbers in `errors`.
  val codes = val::array();
  for (int status = 0; status <= static_cast<int>(Status::kBudgetExhausted); ++status) {
    codes.set(status, std::string(StatusCode(static_cast<Status>(status))));
  }
  result.set("statusCodes", codes);
  // An invalid puzzle as numbers, not as an object built field by field through embind, which
  // cost about 20 us each: a batch of invalid lines took several times as long as solving.
  std::vector<int32_t>& errors = BatchErrors();
  errors.clear();
  errors.reserve(batch.errors.size() * kErrorFields);
  for (const BatchError& entry : batch.errors) {
    const Error& error = entry.error;
    errors.insert(errors.end(), {entry.index, static_cast<int32_t>(error.status), error.cell,
                                 error.other_cell, error.digit, error.house});
  }
  // The views last, so that nothing allocates between making them and the wrapper reading them.
  std::string& solutions = BatchSolutions();
  solutions.swap(batch.solutions);
  result.set("errors", val(emscripten::typed_memory_view(errors.size(), errors.data())));
  result.set("solutions", val(emscripten::typed_memory_view(
                              solutions.size(), reinterpret_cast<uint8_t*>(solutions.data()))));
  return result;
}

void ReleaseBatch() {
  std::string().swap(BatchSolutions());
  std::vector<int32_t>().swap(BatchErrors());
}

val Parse(const std::string& text) {
  const ParseResult parsed = ParsePuzzle(text);
  val result = ResultWith(parsed.error);
  if (parsed.error.status == Status::kOk) result.set("puzzle", FormatGrid(parsed.grid));
  return result;
}

}  // namespace sudoku::wasm
