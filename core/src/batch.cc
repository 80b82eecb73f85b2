#include "sudoku/batch.h"

#include <algorithm>

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

}  // namespace

BatchSolveResult SolveMany(std::string_view text, uint32_t limit) {
  BatchSolveResult result;
  // Both outputs are written in place and sized once for the usual 82 bytes per puzzle (81
  // cells and a line break), growing only for batches of shorter lines: per-puzzle appends
  // cost as much as solving an easy puzzle in WebAssembly.
  size_t capacity = text.size() / (kCells + 1) + 1;
  result.statuses.resize(capacity);
  result.solutions.resize(capacity * kCells);
  size_t count = 0;

  const size_t size = text.size();
  size_t start = 0;
  while (start < size) {
    Grid grid;
    Error error{};
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
    }
    start = end + 1;

    if (count == capacity) {
      capacity *= 2;
      result.statuses.resize(capacity);
      result.solutions.resize(capacity * kCells);
    }
    char* solution = &result.solutions[count * kCells];
    char status = 'x';
    if (error.status == Status::kOk) {
      const CountResult counted = CountSolutions(grid, limit);
      // The house check runs only for puzzles without a solution: conflicting givens have none.
      if (counted.count == 0) error = FindConflict(grid);
      if (error.status == Status::kOk) {
        result.guesses += counted.stats.guesses;
        status = static_cast<char>('0' + (counted.count < 2 ? counted.count : 2));
        if (counted.count > 0) WriteGrid(counted.solution, solution);
      }
    }
    if (status == 'x') result.errors.push_back(BatchError{static_cast<int>(count), error});
    if (status == 'x' || status == '0') std::fill_n(solution, kCells, '.');
    result.statuses[count] = status;
    ++count;
  }
  result.statuses.resize(count);
  result.solutions.resize(count * kCells);
  result.puzzles = static_cast<int>(count);
  return result;
}

}  // namespace sudoku
