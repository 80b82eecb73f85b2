// The original demo's holes-per-box generator, with uniqueness kept (generator.h).
#include "generator/digger.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/random_solution.h"
#include "sudoku/solver.h"

namespace sudoku {

namespace {

// Every documented kBadOption of GenerateByHoles; kOk when the options can be used.
Error CheckHolesOptions(const HolesOptions& options) {
  if (options.holes_per_box < 1 || options.holes_per_box > 4) {
    return BadOption("holesPerBox", "must be an integer from 1 to 4");
  }
  return Error{};
}

}  // namespace

void DigHolesPerBox(const HolesOptions& options, GeneratedPuzzle* out) {
  Rng rng(options.seed);
  GeneratedPuzzle result;
  result.seed = options.seed;
  result.solution = RandomSolution(rng);
  result.puzzle = result.solution;
  for (int box = 0; box < 9; ++box) {
    uint8_t cells[9];
    for (int k = 0; k < 9; ++k) cells[k] = kHouseCells[BoxHouse(box)][k];
    rng.Shuffle(cells, 9);
    const int wanted = rng.Between(options.holes_per_box, options.holes_per_box + 3);
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
}

Error GenerateByHoles(const HolesOptions& options, GeneratedPuzzle* out) {
  const Error error = CheckHolesOptions(options);
  if (error.status != Status::kOk) return error;
  GeneratedPuzzle result;
  DigHolesPerBox(options, &result);
  // Holes dug at random make puzzles of any difficulty: the grade says which one it is.
  // (GradeOfSolve: GradePuzzle without the search effort, which a generated puzzle does not carry.)
  const Grade grade = GradeOfSolve(SolveLogically(result.puzzle));
  result.level = grade.level;
  result.rating = grade.rating;
  result.hardest = grade.hardest;
  *out = result;
  return Error{};
}

}  // namespace sudoku
