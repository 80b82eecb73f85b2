// Hints for a player: the next logical step on the player's grid, or the mistake to fix first.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "sudoku/grid.h"
#include "sudoku/logic.h"
#include "sudoku/status.h"

namespace sudoku {

enum class HintKind : uint8_t {
  kStep,            // `step` is the easiest logical step from the player's grid
  kWrongValue,      // the player placed `digit` at `cell`, the solution has `correct_digit`
  kWrongCandidate,  // the player's pencil marks of `cell` lack its solution digit; `digit`
                    // and `correct_digit` both name that missing digit
  kSolved,          // nothing left to do
  kNotUnique,       // the grid has several solutions: no hint is given (never looped on)
  kNoSolution,      // the puzzle has no solution (NextHint: `solution` is not a valid grid)
  kNoLogicalStep,   // unique, but no enabled technique applies
};

struct Hint {
  HintKind kind = HintKind::kNoLogicalStep;
  Step step;              // valid when kind == kStep
  int cell = -1;          // 0..80 for kWrongValue / kWrongCandidate
  int digit = 0;          // kWrongValue: the wrong digit; kWrongCandidate: the missing one
  int correct_digit = 0;  // the solution's digit at `cell`
};

// Player pencil marks: one mask per cell (bit d-1), row-major; ignored for filled cells. A mask
// of 0 on an empty cell means "no marks given for that cell" (every digit the placed ones
// allow), never "every digit struck out", so all-zero marks are the same as no marks.
using PencilMarks = std::array<Mask, kCells>;

// The next hint for a player's grid `values` (81 cells row-major, 0 = empty; givens and the
// player's entries alike) with the puzzle's unique `solution`.
// Order of checks: a placed digit that differs from the solution is reported first (lowest cell
// index), then a non-empty pencil mark set that lost the solution digit; otherwise the step is
// computed on the player's pencil marks when given (intersected with what the placed digits
// allow, so a hint never relies on a mark the player has not yet removed wrongly; unmarked
// cells keep what the placed digits allow), else on full candidates.
// A grid with several solutions gets kNotUnique after one bounded count (solver.h); a
// `solution` that is not a valid complete grid gets kNoSolution (a caller mistake). The grids
// are of `shape` (shape.h), whose techniques the step is found with (FindNextStep).
Hint NextHint(const Grid& values, const std::optional<PencilMarks>& player_candidates,
              const Grid& solution, const LogicOptions& options = {},
              const GridShape& shape = kShape9);

// A player's request for a hint: the puzzle and where the player is.
struct HintRequest {
  Grid puzzle{};  // the givens, 81 cells row-major, 0 = empty; must break no rule
  Grid values{};  // the player's grid: the givens plus the digits entered (these may clash)
  std::optional<PencilMarks> marks;  // the player's pencil marks, when the player keeps them
};

// The whole hint policy in one call: what a hint button answers for `request`.
//   1. `values` must keep every given of `puzzle`: else kBadOption (option "values", `cell` the
//      first given it changes), and `out` is untouched.
//   2. The puzzle's solutions are counted up to two: none gives kNoSolution, several
//      kNotUnique (cell -1), so a puzzle that is not proper is never looped on.
//   3. Otherwise NextHint against the unique solution: a wrong digit first (two equal digits
//      the player entered are such a mistake: the one that differs from the solution is
//      named), then marks that lost the solution digit, then the easiest step.
// The grids are of `shape` (shape.h; 9x9 by default): cells 0..shape.cells()-1 are read, and
// marks must hold digits 1..size only (else kBadOption "candidates", before step 2).
Error AnswerHint(const HintRequest& request, Hint* out, const LogicOptions& options = {},
                 const GridShape& shape = kShape9);

// The full logical solve path of `puzzle` (81 cells row-major, 0 = empty): the steps in order,
// each the easiest available. Empty when the puzzle has no or several solutions; when logic gets
// stuck, the steps up to that point. See SolveLogically (logic.h) for the outcome as well.
std::vector<Step> SolvePath(const Grid& puzzle, const LogicOptions& options = {});

}  // namespace sudoku
