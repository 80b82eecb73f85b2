#include "sudoku/batch.h"

#include "sudoku/grid.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace sudoku {

BatchSolveResult SolveMany(std::string_view text, uint32_t limit) {
  BatchSolveResult result;
  // About one 81-character line per puzzle: room for all solutions without regrowing.
  result.statuses.reserve(text.size() / kCells + 1);
  result.solutions.reserve(text.size() + kCells);
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;

    // The house check runs only for puzzles without a solution: conflicting givens have none.
    ParseResult parsed = ParseCells(line);
    CountResult counted;
    if (parsed.error.status == Status::kOk) {
      counted = CountSolutions(parsed.grid, limit);
      if (counted.count == 0) parsed.error = FindConflict(parsed.grid);
    }
    if (parsed.error.status != Status::kOk) {
      result.errors.push_back(BatchError{result.puzzles, parsed.error});
      result.statuses.push_back('x');
      result.solutions.append(kCells, '.');
    } else {
      result.guesses += counted.stats.guesses;
      result.statuses.push_back(static_cast<char>('0' + (counted.count < 2 ? counted.count : 2)));
      if (counted.count > 0) {
        const size_t at = result.solutions.size();
        result.solutions.resize(at + kCells);
        WriteGrid(counted.solution, &result.solutions[at]);
      } else {
        result.solutions.append(kCells, '.');
      }
    }
    ++result.puzzles;
  }
  return result;
}

}  // namespace sudoku
