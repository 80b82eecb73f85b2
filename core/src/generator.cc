#include "sudoku/generator.h"

#include <array>

#include "sudoku/solver.h"

namespace sudoku {
namespace {

// Lines inside each band (or stack) and whole bands (or stacks) may be permuted freely: every
// row, column and box keeps the same set of digits, so validity is preserved.
void ShuffleLines(Grid& grid, Rng& rng, bool columns) {
  for (int band = 0; band < 3; ++band) {
    int order[3] = {0, 1, 2};
    rng.Shuffle(order, 3);
    Grid copy = grid;
    for (int i = 0; i < 3; ++i) {
      for (int k = 0; k < 9; ++k) {
        const int to = columns ? CellAt(k, band * 3 + i) : CellAt(band * 3 + i, k);
        const int from = columns ? CellAt(k, band * 3 + order[i]) : CellAt(band * 3 + order[i], k);
        grid[to] = copy[from];
      }
    }
  }
  int bands[3] = {0, 1, 2};
  rng.Shuffle(bands, 3);
  const Grid copy = grid;
  for (int band = 0; band < 3; ++band) {
    for (int i = 0; i < 3; ++i) {
      for (int k = 0; k < 9; ++k) {
        const int to = columns ? CellAt(k, band * 3 + i) : CellAt(band * 3 + i, k);
        const int from = columns ? CellAt(k, bands[band] * 3 + i) : CellAt(bands[band] * 3 + i, k);
        grid[to] = copy[from];
      }
    }
  }
}

}  // namespace

Grid RandomSolution(Rng& rng) {
  Grid grid{};
  for (int box = 0; box < 9; box += 4) {
    uint8_t digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.Shuffle(digits, 9);
    for (int k = 0; k < 9; ++k) grid[kHouseCells[BoxHouse(box)][k]] = digits[k];
  }
  grid = CountSolutions(grid, 1).solution;
  ShuffleLines(grid, rng, /*columns=*/false);
  ShuffleLines(grid, rng, /*columns=*/true);
  return grid;
}

Error GenerateByHoles(const HolesOptions& options, GeneratedPuzzle* out) {
  if (options.level < 1 || options.level > 4) return Error{Status::kBadOption};
  Rng rng(options.seed);
  GeneratedPuzzle result;
  result.seed = options.seed;
  result.solution = RandomSolution(rng);
  result.puzzle = result.solution;
  for (int box = 0; box < 9; ++box) {
    uint8_t cells[9];
    for (int k = 0; k < 9; ++k) cells[k] = kHouseCells[BoxHouse(box)][k];
    rng.Shuffle(cells, 9);
    const int wanted = rng.Between(options.level, options.level + 3);
    int dug = 0;
    for (int k = 0; k < 9 && dug < wanted; ++k) {
      const uint8_t given = result.puzzle[cells[k]];
      result.puzzle[cells[k]] = 0;
      if (CountSolutions(result.puzzle, 2).count == 1) {
        ++dug;
      } else {
        result.puzzle[cells[k]] = given;
      }
    }
  }
  result.clues = CountGivens(result.puzzle);
  *out = result;
  return Error{};
}

}  // namespace sudoku
