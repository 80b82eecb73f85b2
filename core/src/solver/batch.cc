#include "sudoku/batch.h"

#include <algorithm>
#include <chrono>

#include "sudoku/grid.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

bool IsLineBreak(char c) { return c == '\n' || c == '\r'; }

// Empty, or only spaces and tabs: not a puzzle, and not counted as one.
bool IsBlank(std::string_view line) {
  for (char c : line) {
    if (c != ' ' && c != '\t') return false;
  }
  return true;
}

// Whether text[from..] holds no puzzle line.
bool OnlyBlankLinesFrom(std::string_view text, size_t from) {
  for (size_t i = from; i < text.size(); ++i) {
    if (!IsLineBreak(text[i]) && text[i] != ' ' && text[i] != '\t') return false;
  }
  return true;
}

// The wall clock of a call with a time limit. Reading the clock costs about as much as solving
// an easy puzzle in WebAssembly, so it is read every 16 puzzles, and after any puzzle that took
// many guesses.
class Deadline {
 public:
  explicit Deadline(uint32_t limit_ms)
      : limit_ms_(limit_ms), start_(limit_ms != 0 ? Clock::now() : Clock::time_point{}) {}

  bool Passed(size_t puzzles, uint64_t last_guesses) {
    if (limit_ms_ == 0 || ((puzzles & 15) != 0 && last_guesses < 64)) return false;
    return Clock::now() - start_ >= std::chrono::milliseconds(limit_ms_);
  }

 private:
  using Clock = std::chrono::steady_clock;
  uint32_t limit_ms_;
  Clock::time_point start_;
};

}  // namespace

BatchSolveResult SolveMany(std::string_view text, const BatchOptions& options) {
  BatchSolveResult result;
  const uint32_t limit = std::max<uint32_t>(options.limit, 1);
  // Both outputs are written in place and sized once for the usual 82 bytes per puzzle (81
  // cells and a line break), growing only for batches of shorter lines: per-puzzle appends
  // cost as much as solving an easy puzzle in WebAssembly. They never grow past max_puzzles.
  const size_t max_puzzles = options.max_puzzles;
  size_t capacity = std::min(text.size() / (kCells + 1) + 1, std::max<size_t>(max_puzzles, 1));
  result.statuses.resize(capacity);
  result.solutions.resize(capacity * kCells);
  size_t count = 0;
  uint64_t budget_left = options.guess_budget;
  Deadline deadline(options.time_limit_ms);

  const size_t size = text.size();
  size_t start = 0;
  while (start < size && count < max_puzzles) {
    Grid grid;
    Error error{};
    size_t bad_offset = 0;
    size_t end;
    // The usual line, exactly 81 cell characters, is read in one pass with no search for its
    // end; anything else goes through the general parser.
    if (size - start >= kCells && (size - start == kCells || IsLineBreak(text[start + kCells])) &&
        ParseCompactCells(text.data() + start, grid)) {
      end = start + kCells;
    } else {
      end = start;
      while (end < size && !IsLineBreak(text[end])) ++end;
      const std::string_view line = text.substr(start, end - start);
      if (IsBlank(line)) {  // also the empty "line" between the CR and LF of a CRLF
        start = end + 1;
        continue;
      }
      const ParseResult parsed = ParseCells(line);
      grid = parsed.grid;
      error = parsed.error;
      bad_offset = start + parsed.bad_offset;
    }

    if (count == capacity) {
      capacity = std::min(2 * capacity, max_puzzles);
      result.statuses.resize(capacity);
      result.solutions.resize(capacity * kCells);
    }
    const BatchStatusInfo* status = &kBatchInvalid;
    uint64_t guesses = 0;
    CountResult counted;
    if (error.status == Status::kOk) {
      counted = CountSolutions(grid, limit, budget_left);
      if (counted.budget_exhausted) {
        result.budget_exhausted = true;
        break;  // this puzzle is not reported: `consumed` stays at its line
      }
      guesses = counted.stats.guesses;
      // The house check runs only for puzzles without a solution: conflicting givens have none.
      if (counted.count == 0) error = FindConflict(grid);
      if (error.status == Status::kOk) {
        budget_left -= guesses;
        result.guesses += guesses;
        // A search stopped at its first solution (limit 1) has not looked for a second.
        status = counted.count == 0 ? &kBatchNone
                 : limit == 1       ? &kBatchSolved
                 : counted.count == 1 ? &kBatchUnique
                                      : &kBatchMultiple;
      }
    }
    if (status == &kBatchInvalid) {
      result.errors.push_back(BatchError{static_cast<int>(count), error, bad_offset});
    }
    if (status->has_solution) {
      WriteGrid(counted.solution, &result.solutions[count * kCells]);
    } else {
      std::fill_n(&result.solutions[count * kCells], kCells, '.');
    }
    result.statuses[count] = status->code;
    ++count;
    start = end + 1;
    if (deadline.Passed(count, guesses)) {
      if (OnlyBlankLinesFrom(text, start)) start = size;
      result.budget_exhausted = start < size;
      break;
    }
  }
  result.consumed = std::min(start, size);
  result.statuses.resize(count);
  result.solutions.resize(count * kCells);
  result.puzzles = static_cast<int>(count);
  return result;
}

}  // namespace sudoku
