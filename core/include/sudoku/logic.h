// The human-technique logic engine: finds one logical step at a time on a candidate grid.
//
// A step is data, never text: the technique, what it does (placements, eliminations) and why
// (the pattern's cells, houses, digits and, for chains, the links). Grading (grade.h), hints
// (hint.h) and explanations (explain.h) are all read from steps.
//
// Search order: the engine always returns the easiest step it can find, easiest by the Sudoku
// Explainer rating of technique.h (a chain's rating includes its length term), so a solve path
// is the path SE's rater would take up to ties between equally rated steps.
//
// Termination: every step removes at least one candidate or places a digit, so a solve is at
// most 729 steps long; forcing chains are bounded by a nesting depth, never by open-ended search.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/grid.h"
#include "sudoku/shape.h"
#include "sudoku/technique.h"

namespace sudoku {

// Values plus the candidates of every cell. candidates[cell] is 0 for a filled cell.
struct CandidateGrid {
  Grid values{};
  std::array<Mask, kCells> candidates{};
};

// The candidate grid of `values`, a grid of `shape` (shape.h; 81 cells row-major by default,
// 0 = empty): every empty cell gets the digits 1..size none of its peers holds; cells past
// shape.cells() stay 0. Values above the size are not digits and constrain nothing. Givens that
// break a rule simply leave some cells without candidates; call FindConflict (rules.h) first to
// report them.
CandidateGrid CandidatesFromValues(const Grid& values, const GridShape& shape = kShape9);

struct Placement {
  int cell = 0;   // 0..80
  int digit = 0;  // 1..9
  friend bool operator==(const Placement&, const Placement&) = default;
};

struct Elimination {
  int cell = 0;   // 0..80
  int digit = 0;  // 1..9
  friend bool operator==(const Elimination&, const Elimination&) = default;
};

// One link of a chain, from candidate (from_cell, from_digit) to (to_cell, to_digit).
// strong: "if the first is false the second is true" (the only two places of a digit in a house,
// or the only two digits of a cell); weak: "if the first is true the second is false".
// Along a path truth alternates: a strong link leads to a node that is true, a weak one to a
// node that is false, and the next link goes on from there. In forcing chains likewise: strong
// exactly when the link's to-node is derived true. A link `via` an inner step (levels 3 and up)
// always starts at a node that is false: a removal the inner step rests on.
// A node is one candidate, or a group node: two or three places of the digit in one box-line
// intersection (from_more / to_more hold its cells after from_cell / to_cell, in increasing
// order, -1 for none), as in grouped turbot fish, empty rectangles and three strong links.
struct ChainLink {
  ChainLink() = default;
  ChainLink(int from_cell_, int from_digit_, int to_cell_, int to_digit_, bool strong_)
      : from_cell(from_cell_), from_digit(from_digit_), to_cell(to_cell_), to_digit(to_digit_),
        strong(strong_) {}
  int from_cell = 0;
  int from_digit = 0;
  int to_cell = 0;
  int to_digit = 0;
  bool strong = false;
  std::array<int8_t, 2> from_more = {-1, -1};
  std::array<int8_t, 2> to_more = {-1, -1};
  // The technique of the inner step that made the inference (a forcing chain's levels 3 and
  // up: the pattern of a dynamic (+) propagation, the forcing chain nested in a nested one);
  // none when it is read directly (a peer, the cell's other candidate, a house's other place,
  // a single during propagation).
  std::optional<Technique> via;
  friend bool operator==(const ChainLink&, const ChainLink&) = default;
};

// One logical step. `rating` is the SE-scale rating in tenths (base + chain length term).
// Pattern fields (what a UI highlights):
//   cells   the cells that form the pattern (the pair, the fish body, the wing's pivot and pincers;
//           for a forcing chain the source cell), in increasing order.
//   houses  the houses the pattern lives in (0..26, see grid.h), e.g. the fish base lines first.
//   digits  the pattern's digits as a mask (bit d-1).
//   links   chains only: the links in chain order (for forcing chains, every path one after the
//           other, each starting at an assumption: a path begins where a link's from-node is not
//           the previous link's to-node; a cell or region form has, for each candidate or place
//           of its source, the path to the conclusion or, when the branch is refuted, its paths
//           to the contradiction; a contradiction ends in one candidate reached as true and as
//           false, or in every candidate of a cell, or every place of a digit in a house, reached
//           as false).
struct Step {
  Technique technique = Technique::kFullHouse;
  int rating = 0;
  std::vector<Placement> placements;
  std::vector<Elimination> eliminations;
  std::vector<int> cells;
  std::vector<int> houses;
  Mask digits = 0;
  std::vector<ChainLink> links;
  // Every field: the same technique, rating, pattern and effect (tests compare whole solves).
  friend bool operator==(const Step&, const Step&) = default;
};

// The default work units of one nested forcing-chain search (LogicOptions::nested_budget): about
// twice the most a search of forum_hardest_1106 spends (between 400,000 and 450,000, on line 45),
// so the forum's hardest puzzles are graded in full (bench/README.md, "A smaller nested
// budget").
inline constexpr int kDefaultNestedBudget = 1000000;

struct LogicOptions {
  // Allows techniques that are valid only when the puzzle has exactly one solution (unique
  // rectangles, BUG+1). Set it only after CountSolutions(..., 2) returned 1.
  bool assume_unique = false;
  // Highest forcing-chain level tried: 0 no forcing chains, 1 binary forcing chains, SE's Nishio
  // (dynamic over X links) and static cell and region forcing, 2 SE's dynamic forcing chains,
  // 3-6 SE's nesting levels 1-4: dynamic forcing chains whose propagation, when it stalls, also
  // uses pointing, claiming, naked and hidden pairs and X-wings (3), then Forcing Chains &
  // Cycles (4), multiple forcing chains (5) or dynamic forcing chains (6) on its working grid.
  // forcing_binary.cc, forcing_multiple.cc, forcing_nested.cc.
  int max_forcing_level = 6;
  // Work units of each nested forcing-chain search (levels 4-6): one per forcing chain listing
  // or inner propagation on a working grid, 0 = kDefaultNestedBudget. A search that spends them
  // stops the solve (FindNextStep, LogicSolve::budget_exhausted), even when it had found a
  // step by then: SE's step is the easiest of all the search would find.
  // Deterministic: it never depends on the machine's speed.
  int nested_budget = 0;
  // Rating ceiling in tenths of the SE scale (technique.h), 0 = none. When the easiest step is
  // rated above it, FindNextStep returns nullopt without searching the harder techniques, so
  // SolveLogically ends kStuck: "harder than the ceiling". Steps at or below the ceiling are the
  // very steps found without one (techniques are searched in order of rating), so a solve that
  // finishes under a ceiling has the same steps and grade as one without.
  int max_rating = 0;
  // The rating scale (technique.h): its techniques, order and ratings. Steps and grades follow it.
  RatingScale scale = RatingScale::kSukaku;
  // Also searches the patterns neither Explainer has (W-Wing, finned fish, simple colouring;
  // TechniqueRow::hint_pattern), at their place in the order: a hint may name the friendlier
  // pattern, while a grade and the steps of a solve take the chain both Explainers rate. Leaving
  // them out of grading, measured on sudoku_exchange_rated_sample (every second puzzle, Sukaku
  // scale): Spearman 0.989 -> 0.993, same player level 97.0% -> 99.4% (finned fish rated 6.5-6.7
  // stood for forcing chains SE rates 7.5-8.8).
  bool hint_patterns = false;
};

// The easiest step that applies to `grid`, or nullopt when no known technique makes progress
// (or the grid is already solved or broken, or the easiest step is above options.max_rating). `grid` must be consistent: candidates of empty
// cells not seen by an equal value (CandidatesFromValues gives that, and ApplyStep keeps it).
// Also nullopt when a nested forcing-chain search (levels 4-6) spent its budget before finding a
// step: a later level's step would be rated above SE's. `budget_floor`, when given, is then set
// to that level's base rating in tenths, the least the step could be rated (and left alone
// otherwise).
// On a grid of a smaller `shape` (4x4, 6x6) only the techniques that apply to every size are
// searched (full house, hidden singles, naked single, pointing, claiming, naked and hidden
// pairs: the registry's all_sizes rows), and the step's cells and houses are the shape's.
std::optional<Step> FindNextStep(const CandidateGrid& grid, const LogicOptions& options = {},
                                 int* budget_floor = nullptr, const GridShape& shape = kShape9);

// Applies a step to a grid of `shape`: places its digits (removing each from the peers'
// candidates) and removes its eliminations.
void ApplyStep(const Step& step, CandidateGrid& grid, const GridShape& shape = kShape9);

// True when the grid (of `shape`) has no empty cell left.
bool IsSolved(const CandidateGrid& grid, const GridShape& shape = kShape9);

enum class LogicOutcome : uint8_t {
  kSolved,             // logic alone filled every cell
  kStuck,              // unique, but no enabled technique makes progress: needs more
  kNoSolution,         // the givens admit no solution
  kMultipleSolutions,  // the givens admit several solutions; not attempted
};

struct LogicSolve {
  LogicOutcome outcome = LogicOutcome::kStuck;
  std::vector<Step> steps;  // in the order applied (empty unless the puzzle is unique)
  CandidateGrid final_grid{};  // the grid after the last step
  // The solve stopped (kStuck) because a nested forcing-chain search spent its budget
  // (FindNextStep): the next step needs at least that level, so its rating is at least the
  // level's base (`budget_floor`, tenths), and the puzzle's rating is a lower bound.
  bool budget_exhausted = false;
  int budget_floor = 0;
  // The work units the nested forcing-chain searches spent (LogicOptions::nested_budget's
  // units), summed over the solve: a measure of its cost that does not depend on the machine.
  uint64_t nested_work = 0;
};

// Solves `puzzle` (81 cells row-major, 0 = empty) step by step. It first counts solutions up to
// two (solver.h) and only runs logic on a unique puzzle, so a puzzle with none or several
// solutions is reported at once, never looped on. Uniqueness techniques are enabled because
// uniqueness was checked. Bounded: at most size^3 steps (729 for 9x9). A puzzle of a smaller
// `shape` (shape.h) is solved with FindNextStep's techniques for that size, its steps in the
// shape's cell and house numbers.
LogicSolve SolveLogically(const Grid& puzzle, const LogicOptions& options = {},
                          const GridShape& shape = kShape9);

}  // namespace sudoku
