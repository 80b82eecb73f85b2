#include "batch_buffers.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "from_js.h"
#include "sudoku/batch.h"

namespace sudoku::wasm {
namespace {

using val = JsValue;

constexpr double kMaxSliceBytes = 4.0 * 1024 * 1024;

// Seven numbers per invalid puzzle: index, status, cell, other_cell, digit, house, and for
// badChar the four bytes of the text from the character at fault on (the first in the lowest
// byte; fewer at the text's end), which hold its UTF-8 sequence.
constexpr int kErrorFields = 7;

struct Buffers {
  std::string input;
  std::string solutions;
  std::vector<int32_t> errors;
};

Buffers& TheBuffers() {
  static Buffers buffers;
  return buffers;
}

}  // namespace

val BatchInput(double size) {
  std::string& input = TheBuffers().input;
  input.assign(size >= 0 && size <= kMaxSliceBytes ? static_cast<size_t>(size) : 0, '\n');
  return JsValue::View(reinterpret_cast<const uint8_t*>(input.data()), input.size());
}

val SolveBatch(double offset, const val& options) {
  OptionsReader reader(options, "solveMany");
  BatchOptions batch_options = ReadBatchOptions(reader);
  if (!reader.ok()) return reader.error();
  batch_options.max_puzzles = kMaxSlicePuzzles;
  Buffers& buffers = TheBuffers();
  const size_t from = offset >= 0 && offset <= buffers.input.size() ? static_cast<size_t>(offset)
                                                                     : buffers.input.size();
  BatchSolveResult batch =
      SolveMany(std::string_view(buffers.input).substr(from), batch_options);
  val result = val::object();
  result.set("puzzles", batch.puzzles);
  result.set("statuses", batch.statuses);
  result.set("guesses", static_cast<double>(batch.guesses));
  result.set("consumed", static_cast<double>(from + batch.consumed));
  result.set("exhausted", batch.budget_exhausted);
  // An invalid puzzle as numbers, not as an object built field by field across the boundary,
  // which cost about 20 us each: a batch of invalid lines took several times as long as solving.
  std::vector<int32_t>& errors = buffers.errors;
  errors.clear();
  errors.reserve(batch.errors.size() * kErrorFields);
  for (const BatchError& entry : batch.errors) {
    const Error& error = entry.error;
    uint32_t bad_char = 0;
    if (error.status == Status::kBadChar) {
      const size_t at = from + entry.bad_offset;
      std::memcpy(&bad_char, buffers.input.data() + at, std::min<size_t>(4, buffers.input.size() - at));
    }
    errors.insert(errors.end(), {entry.index, static_cast<int32_t>(error.status), error.cell,
                                 error.other_cell, error.digit, error.house,
                                 static_cast<int32_t>(bad_char)});
  }
  // The views last, so that nothing allocates between making them and the wrapper reading them.
  buffers.solutions.swap(batch.solutions);
  result.set("errors", JsValue::View(errors.data(), errors.size()));
  result.set("solutions", JsValue::View(reinterpret_cast<const uint8_t*>(buffers.solutions.data()),
                                        buffers.solutions.size()));
  return result;
}

void ReleaseBatch() {
  Buffers& buffers = TheBuffers();
  std::string().swap(buffers.input);
  std::string().swap(buffers.solutions);
  std::vector<int32_t>().swap(buffers.errors);
}

}  // namespace sudoku::wasm
