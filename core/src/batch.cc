#include "sudoku/batch.h"

#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace sudoku {

BatchSolveResult SolveMany(std::string_view text, uint32_t limit) {
  BatchSolveResult result;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;

    const ParseResult parsed = ParsePuzzle(line);
    if (parsed.error.status != Status::kOk) {
      result.errors.push_back(BatchError{result.puzzles, parsed.error});
      result.statuses.push_back('x');
      result.solutions.append(kCells, '.');
    } else {
      const CountResult counted = CountSolutions(parsed.grid, limit);
      result.guesses += counted.stats.guesses;
      result.statuses.push_back(static_cast<char>('0' + (counted.count < 2 ? counted.count : 2)));
      if (counted.count > 0) {
        result.solutions.append(FormatGrid(counted.solution));
      } else {
        result.solutions.append(kCells, '.');
      }
    }
    ++result.puzzles;
  }
  return result;
}

}  // namespace sudoku
