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

// Whether `text` holds more than `max_puzzles` lines that are not blank, read without solving.
bool MoreLinesThan(std::string_view text, size_t max_puzzles) {
  size_t lines = 0;
  bool in_puzzle = false;  // the current line has a character other than space or tab
  for (char c : text) {
    if (IsLineBreak(c)) {
      if (in_puzzle && ++lines > max_puzzles) return true;
      in_puzzle = false;
    } else if (c != ' ' && c != '\t') {
      in_puzzle = true;
    }
  }
  return in_puzzle && ++lines > max_puzzles;
}

}  // namespace

BatchSolveResult SolveMany(std::string_view text, uint32_t limit, size_t max_puzzles) {
  BatchSolveResult result;
  // A line takes at least 2 bytes (a character and a break), so only a text this long can
  // hold too many; it is refused before any solving, not after a million solves.
  if (text.size() >= 2 * max_puzzles + 1 && MoreLinesThan(text, max_puzzles)) {
    result.too_many = true;
    return result;
  }
  // Both outputs are written in place and sized once for the usual 82 bytes per puzzle (81
  // cells and a line break), growing only for batches of shorter lines: per-puzzle appends
  // cost as much as solving an easy puzzle in WebAssembly. They never grow past max_puzzles.
  size_t capacity = std::min(text.size() / (kCells + 1) + 1, std::max<size_t>(max_puzzles, 1));
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
      if (capacity >= max_puzzles) {  // not reached: MoreLinesThan counted the same lines
        BatchSolveResult refused;
        refused.too_many = true;
        return refused;
      }
      capacity = std::min(2 * capacity, max_puzzles);
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
