// Grids smaller than 9x9, for children and beginners: 4x4 with 2x2 boxes and 6x6 with boxes of
// 2 rows x 3 columns. They have an engine of their own, small and generic, so that the 9x9 fast
// path (solver.h, parse.h, rules.h, logic.h) is not touched by them.
//
// The same terms and conventions as the 9x9 grid (grid.h), for an N x N grid (N = 4 or 6):
//   cell     0..N*N-1 row-major (cell = N * row + column); digits 1..N; 0 = empty.
//   box      N boxes numbered row-major (box 0 top-left); a 6x6 box is 2 rows by 3 columns:
//
//              6x6:  c1 c2 c3 | c4 c5 c6        4x4:  c1 c2 | c3 c4
//                r1  box 0    | box 1                r1  box 0 | box 1
//                r2           |                      r2        |
//                ---------------------              -------------
//                r3  box 2    | box 3                r3  box 2 | box 3
//                    ...                             r4        |
//
//   house    3N houses: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 (for 9x9 that is 0..26).
//   grid     a Grid (81 bytes) of which cells 0..N*N-1 are used; the rest stay 0.
//   candidates   a Mask per cell, bit d-1, digits 1..N only.
// Steps (logic.h) found on a small grid use these cell and house numbers; SmallStepAsNineByNine
// renumbers them as on a 9x9 grid for the explanations (explain.h), whose names (r2c3, "box 2")
// are then the right ones for the small grid too.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/explain.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/logic.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/solver.h"

namespace sudoku {

// The shape of a grid: `size` digits per house, boxes of `box_rows` x `box_columns` cells.
struct GridShape {
  int size = 9;
  int box_rows = 3;
  int box_columns = 3;
  constexpr int cells() const { return size * size; }
  constexpr int houses() const { return 3 * size; }
  constexpr Mask all_digits() const { return static_cast<Mask>((1u << size) - 1); }
  friend constexpr bool operator==(const GridShape&, const GridShape&) = default;
};

inline constexpr GridShape kShape4{4, 2, 2};
inline constexpr GridShape kShape6{6, 2, 3};
inline constexpr GridShape kShape9{9, 3, 3};

// Cells of the largest small grid (6x6).
inline constexpr int kMaxSmallCells = 36;

// The small shape with `cells` cells (16 -> 4x4, 36 -> 6x6), or nullptr (81 is the 9x9 engine's).
const GridShape* SmallShapeOfCells(int cells);

// The small shape of `size` digits (4 or 6), or nullptr.
const GridShape* SmallShapeOfSize(int size);

// Reads a small puzzle written as text, as ParsePuzzle reads a 9x9 one (the same layout
// characters are ignored; `.` or `0` blank): exactly shape.cells() cells, digits 1..shape.size.
// Errors: kBadLength (cell = the number of cells found); kBadChar (cell = the cell index, and
// bad_offset the character's byte offset) for any other character, a digit above shape.size
// included; with `check_rules`, kConflictingGivens as FindSmallConflict reports it.
ParseResult ParseSmallPuzzle(std::string_view text, const GridShape& shape, bool check_rules);

// The shape.cells()-character form: digits, and `blank` for empty cells.
std::string FormatSmallGrid(const Grid& grid, const GridShape& shape, char blank = '.');

// Every rule conflict of a small grid, in FindConflicts' order and form (rules.h), with this
// file's cell and house numbers. Values above shape.size are not digits and are skipped.
std::vector<Conflict> FindSmallConflicts(const Grid& grid, const GridShape& shape);

// The first conflict as a kConflictingGivens error, or kOk (FindConflict for small grids); a
// value above shape.size is kBadChar naming its cell.
Error FindSmallConflict(const Grid& grid, const GridShape& shape);

// The candidates the placed digits allow: for each empty cell the digits 1..size none of its
// peers holds; 0 for a filled cell (and for cells past shape.cells()).
CandidateGrid SmallCandidatesFromValues(const Grid& values, const GridShape& shape);

// Counts the solutions of a small puzzle up to `limit` (>= 1), with the first one found, as
// CountSolutions does for 9x9 (solver.h): the same result type and counters. Depth-first search
// on the cell with the fewest candidates, an explicit stack of at most 36 frames, no recursion
// and no allocation. Givens that break a rule give count 0. `guess_budget` bounds the guesses.
CountResult CountSmallSolutions(const Grid& puzzle, const GridShape& shape, uint32_t limit,
                                uint64_t guess_budget = UINT64_MAX);

// The easiest step on a small candidate grid, among the techniques that apply to small grids
// (kSmallTechniques: full house, hidden singles, naked single, pointing, claiming, naked and
// hidden pairs), found in the registry's order and rated by the registry (technique.h);
// nullopt when none applies or the easiest is rated above options.max_rating (other fields of
// `options` are not used). Cells and houses of the step are this file's numbers.
std::optional<Step> FindNextSmallStep(const CandidateGrid& grid, const GridShape& shape,
                                      const LogicOptions& options = {});

// The techniques FindNextSmallStep knows, in search order.
inline constexpr Technique kSmallTechniques[] = {
    Technique::kFullHouse, Technique::kHiddenSingleBox, Technique::kHiddenSingleLine,
    Technique::kNakedSingle, Technique::kPointing, Technique::kClaiming,
    Technique::kNakedPair, Technique::kHiddenPair};

// Applies a small step: places its digits (clearing each from its peers) and removes its
// eliminations.
void ApplySmallStep(const Step& step, const GridShape& shape, CandidateGrid& grid);

// SolveLogically for a small puzzle: counts solutions up to two first (none or several are
// reported at once), then takes the easiest step until solved or stuck (at most size^3 steps).
LogicSolve SolveSmallLogically(const Grid& puzzle, const GridShape& shape,
                               const LogicOptions& options = {});

// GradePuzzle for a small puzzle: the hardest step of SolveSmallLogically on the SE scale
// (technique.h), with the same levels (LevelOfRating, grade.h). A unique puzzle the small
// techniques cannot finish is outcome kStuck, rated kUnfinishedRating, level 5.
Grade GradeSmallPuzzle(const Grid& puzzle, const GridShape& shape,
                       const LogicOptions& options = {});

// AnswerHint for a small grid (hint.h): the same policy, order of checks and errors, with the
// small engine's steps. request.marks, when set, are read for cells 0..shape.cells()-1 only and
// must hold digits 1..size (else kBadOption "candidates").
Error AnswerSmallHint(const HintRequest& request, const GridShape& shape, Hint* out);

// The step with its cells and houses renumbered as on a 9x9 grid (cell = 9 * row + column,
// row r -> house r, column c -> 9 + c, box b -> 18 + b): the names the explanations use (r2c3,
// "box 2") are then the right ones for the small grid too.
Step SmallStepAsNineByNine(const Step& step, const GridShape& shape);

// ExplainStep (explain.h) of a small grid's step: the registry's formatter on the renumbered
// step, so its sentence names the small grid's cells and houses ("r2c3", "box 2", 第2宫).
std::string ExplainSmallStep(const Step& step, const GridShape& shape, Language language);

}  // namespace sudoku
