// The calls written once over a shape's tables (shape.h): candidates, applying a step, the
// logic view's position tables, the rules check, and the singles, locked candidates and subsets
// finders. Internal to core.
//
// Each body is inlined where it is called with a shape's tables, so the compiler makes one copy
// per call site: the 9x9 copy sits in the public call's own file (logic*.cc, rules.cc), called
// with kTables9, whose constant tables and sizes fold into the loops as in the engine before the
// small shapes joined; one copy for both small shapes sits in small_shapes.cc, called with the
// view's or shape's tables at run time. The small copies run a few dozen cells once per call,
// so small_shapes.cc is built for size in the WebAssembly module (core/CMakeLists.txt), like the
// small engine they replace; the 9x9 files keep their speed level. The bodies are in an
// unnamed namespace on purpose: each including file gets its own copies (and of the lambdas and
// templates they use), compiled at that file's level, never one file's copy chosen by the linker
// for both.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "sudoku/bits.h"
#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "sudoku/rules.h"
#include "sudoku/shape.h"

namespace sudoku::detail {

// The small shapes' copies (small_shapes.cc), for a 4x4 or 6x6 grid (`tables` kTables4 or
// kTables6, or the view's); the public calls send the 9x9 grids to their own copies.
CandidateGrid SmallCandidatesFromValues(const ShapeTables& tables, const Grid& values);
void SmallApplyStep(const ShapeTables& tables, const Step& step, CandidateGrid& grid);
void FillSmallView(LogicView& view);
std::vector<Conflict> FindSmallConflicts(const ShapeTables& tables, const Grid& grid);
Error FindSmallConflict(const ShapeTables& tables, const Grid& grid);
bool FindSmallFullHouse(const LogicView& view, Step& step);
bool FindSmallHiddenSingle(const LogicView& view, bool boxes, Step& step);
bool FindSmallNakedSingle(const LogicView& view, Step& step);
bool FindSmallLockedCandidates(const LogicView& view, bool pointing, Step& step);
bool FindSmallNakedSubset(const LogicView& view, int size, Step& step);
bool FindSmallHiddenSubset(const LogicView& view, int size, Step& step);

namespace {

// ---- Candidates, steps and the logic view -----------------------------------------------------

// Calls f(peer) for each peer of `cell`: on 9x9 grid.h's kPeers, on a small shape the other
// cells of the cell's houses (a cell in both its row and its box comes twice; the callers only
// OR or clear bits). The small grids keep no peer table.
template <typename F>
SUDOKU_FORCE_INLINE void ForEachPeer(const ShapeTables& T, int cell, F&& f) {
  if (&T == &kTables9) {
    for (const int peer : kPeers[cell]) f(peer);
    return;
  }
  for (const int house : T.HousesOf(cell)) {
    for (int k = 0; k < T.size; ++k) {
      const int other = T.house_cells[house][k];
      if (other != cell) f(other);
    }
  }
}

SUDOKU_FORCE_INLINE CandidateGrid CandidatesIn(const ShapeTables& T, const Grid& values) {
  CandidateGrid grid;
  grid.values = values;
  for (int cell = 0; cell < T.cells; ++cell) {
    if (values[cell] != 0) continue;
    Mask seen = 0;
    ForEachPeer(T, cell, [&](int peer) {
      // Values above the size are not digits; they constrain nothing (and must not reach
      // DigitBit).
      if (values[peer] >= 1 && values[peer] <= T.size) seen |= DigitBit(values[peer]);
    });
    grid.candidates[cell] = static_cast<Mask>(T.shape.all_digits() & ~seen);
  }
  return grid;
}

SUDOKU_FORCE_INLINE void ApplyStepIn(const ShapeTables& T, const Step& step, CandidateGrid& grid) {
  for (const Placement& placement : step.placements) {
    grid.values[placement.cell] = static_cast<uint8_t>(placement.digit);
    grid.candidates[placement.cell] = 0;
    ForEachPeer(T, placement.cell, [&](int peer) {
      grid.candidates[peer] &= static_cast<Mask>(~DigitBit(placement.digit));
    });
  }
  for (const Elimination& elimination : step.eliminations) {
    grid.candidates[elimination.cell] &= static_cast<Mask>(~DigitBit(elimination.digit));
  }
}

// Fills the view's `where` and `cells_of` (LogicView) from its grid.
SUDOKU_FORCE_INLINE void FillViewIn(const ShapeTables& T, LogicView& view) {
  for (int house = 0; house < T.houses; ++house) {
    for (int k = 0; k < T.size; ++k) {
      const int cell = T.house_cells[house][k];
      for (uint32_t m = view.grid.candidates[cell]; m; m = ClearLowestBit(m)) {
        view.where[LowestBit(m)][house] |= static_cast<uint16_t>(1u << k);
      }
    }
  }
  for (int cell = 0; cell < T.cells; ++cell) {
    for (uint32_t m = view.grid.candidates[cell]; m; m = ClearLowestBit(m)) {
      view.cells_of[LowestBit(m)].Add(cell);
    }
  }
}

// ---- Rules check ------------------------------------------------------------------------------

// Walks every house (rows, columns, boxes) in reading order and calls visit(conflict) for each
// cell that repeats an earlier digit of the house, once per earlier cell holding it, until
// visit returns false. A value above the shape's digits calls bad(cell) when met, which returns
// whether to go on.
template <typename Visit, typename Bad>
SUDOKU_FORCE_INLINE void VisitConflicts(const ShapeTables& T, const Grid& grid, Visit&& visit,
                                        Bad&& bad) {
  for (int house = 0; house < T.houses; ++house) {
    const auto& cells = T.house_cells[house];
    for (int j = 0; j < T.size; ++j) {
      const int digit = grid[cells[j]];
      if (digit == 0) continue;
      if (digit > T.size) {
        if (!bad(cells[j])) return;
        continue;
      }
      for (int i = 0; i < j; ++i) {
        if (grid[cells[i]] == digit && !visit(Conflict{cells[i], cells[j], digit, house})) return;
      }
    }
  }
}

SUDOKU_FORCE_INLINE std::vector<Conflict> ConflictsIn(const ShapeTables& T, const Grid& grid) {
  std::vector<Conflict> conflicts;
  VisitConflicts(
      T, grid,
      [&](const Conflict& conflict) {
        conflicts.push_back(conflict);
        return true;
      },
      [](int) { return true; });
  return conflicts;
}

SUDOKU_FORCE_INLINE Error FirstConflictIn(const ShapeTables& T, const Grid& grid) {
  Error error;
  VisitConflicts(
      T, grid,
      [&](const Conflict& c) {
        error = Error{Status::kConflictingGivens, c.cell, c.other_cell, c.digit, c.house};
        return false;
      },
      [&](int cell) {
        error = Error{Status::kBadChar, cell};
        return false;
      });
  return error;
}

// ---- Singles ------------------------------------------------------------------------------------

SUDOKU_FORCE_INLINE bool FullHouseIn(const ShapeTables& T, const LogicView& view, Step& step) {
  for (int house = 0; house < T.houses; ++house) {
    int empty_cell = -1;
    int empty_count = 0;
    Mask present = 0;
    for (int k = 0; k < T.size; ++k) {
      const int cell = T.house_cells[house][k];
      const int value = view.grid.values[cell];
      if (value == 0) {
        empty_cell = cell;
        ++empty_count;
      } else {
        present |= DigitBit(value);
      }
    }
    if (empty_count != 1) continue;
    const Mask missing = static_cast<Mask>(T.shape.all_digits() & ~present);
    // A broken grid may have lost the missing digit from the cell; that is not a full house.
    if (!HasOneBit(missing) || (view.CandidatesOf(empty_cell) & missing) == 0) continue;
    const int digit = LowestBit(missing) + 1;
    step.placements.push_back({empty_cell, digit});
    step.cells = {empty_cell};
    step.houses = {house};
    step.digits = missing;
    return true;
  }
  return false;
}

SUDOKU_FORCE_INLINE bool HiddenSingleIn(const ShapeTables& T, const LogicView& view, bool boxes,
                                        Step& step) {
  const int first = boxes ? T.BoxHouse(0) : T.RowHouse(0);
  const int last = boxes ? T.BoxHouse(T.size - 1) : T.ColumnHouse(T.size - 1);
  for (int house = first; house <= last; ++house) {
    for (int digit = 1; digit <= T.size; ++digit) {
      const uint16_t positions = view.where[digit - 1][house];
      if (!HasOneBit(positions)) continue;
      const int cell = T.house_cells[house][LowestBit(positions)];
      step.placements.push_back({cell, digit});
      step.cells = {cell};
      step.houses = {house};
      step.digits = DigitBit(digit);
      return true;
    }
  }
  return false;
}

SUDOKU_FORCE_INLINE bool NakedSingleIn(const ShapeTables& T, const LogicView& view, Step& step) {
  for (int cell = 0; cell < T.cells; ++cell) {
    const Mask candidates = view.CandidatesOf(cell);
    if (view.grid.values[cell] != 0 || !HasOneBit(candidates)) continue;
    step.placements.push_back({cell, LowestBit(candidates) + 1});
    step.cells = {cell};
    step.digits = candidates;
    return true;
  }
  return false;
}

// ---- Locked candidates --------------------------------------------------------------------------

// SE's direct form of an intersection (9x9 only): another house of the source's kind (another
// box for pointing, a parallel line for claiming) crossing the target is left with one place
// for the digit once the target's cells lose it. Adds that placement.
inline bool AddCrossingSingle(const LogicView& view, int source, int target, int digit,
                              Step& step) {
  const bool source_is_box = source >= BoxHouse(0);
  const int first = source_is_box ? BoxHouse(0) : (source < ColumnHouse(0) ? 0 : ColumnHouse(0));
  for (int other = first; other < first + 9; ++other) {
    if (other == source || (kHouseSets[other] & kHouseSets[target]).Empty()) continue;
    const CellSet places = view.HouseCells(other, digit);
    const CellSet left = places.Minus(kHouseSets[target]);
    if (places.Count() > 1 && left.Count() == 1) {
      step.placements.push_back({left.First(), digit});
      return true;
    }
  }
  return false;
}

// True when the digit's places in a box (box positions) can point: at least two, in one row or
// one column of the box.
SUDOKU_FORCE_INLINE bool CanPoint(const ShapeTables& T, uint32_t places) {
  if (PopCount9(places) < 2) return false;
  for (int i = 0; i < T.shape.box_rows; ++i) {
    if ((places & ~uint32_t{T.box_row_positions[i]}) == 0) return true;
  }
  for (int i = 0; i < T.shape.box_columns; ++i) {
    if ((places & ~uint32_t{T.box_column_positions[i]}) == 0) return true;
  }
  return false;
}

// SE 1.2.1's scan order, which its steps follow on the SE scale (9x9 only): SE's producers read
// the boxes, then the columns, then the rows, where this engine reads rows, columns, boxes.
// Which instance is found first decides the step taken, and so the path and its rating.
inline constexpr std::array<uint8_t, 27> kSeHouseOrder = {
    18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    0,  1,  2,  3,  4,  5,  6,  7,  8};

// One (box, line, digit) of the locked candidates search: `line` is the box's i-th crossing
// line (ShapeTables::box_lines). Fills `step` and returns true when the digit points or claims
// there and removes something (and, for a direct form, leaves a single). `se`: the search follows
// SE 1.2.1 (9x9 only; see LockedCandidatesIn).
SUDOKU_FORCE_INLINE bool LockedCandidatesAt(const ShapeTables& T, const LogicView& view,
                                            bool pointing, bool direct, bool se, int digit,
                                            int box, int i, Step& step) {
  const CellSet& cells = view.cells_of[digit - 1];
  const auto& where = view.where[digit - 1];
  const int box_house = T.BoxHouse(box);
  // The caller has tested the digit's places in the box (LockedCandidatesIn's `usable`).
  const int line = T.box_lines[box][i];
  if (!pointing) {
    const uint32_t places = where[line];
    if (PopCount9(places) < 2 || (places & ~uint32_t{T.box_lines_in_box[box][i]}) != 0) {
      return false;
    }
  }
  const CellSet overlap = HouseSetOf(T, line) & HouseSetOf(T, box_house);
  const int source = pointing ? box_house : line;
  const int target = pointing ? line : box_house;
  const CellSet in_source = HouseSetOf(T, source) & cells;
  if (in_source.Count() < 2 || !(in_source.Minus(overlap)).Empty()) return false;
  const CellSet victims = (HouseSetOf(T, target) & cells).Minus(overlap);
  if (victims.Empty()) return false;
  Step candidate = step;
  EliminateDigit(view, victims, digit, candidate);
  if (direct) {
    if (!AddCrossingSingle(view, source, target, digit, candidate)) return false;
    // SE 1.2.1's direct hints remove no candidate: applying one only places its single (its
    // DirectLockingHint has no removable candidates), and SE may meet the pattern again.
    if (se) candidate.eliminations.clear();
  }
  in_source.ForEach([&](int cell) { candidate.cells.push_back(cell); });
  candidate.houses = {source, target};
  candidate.digits = DigitBit(digit);
  step = std::move(candidate);
  return true;
}

// `direct` and `se` (the search follows SE 1.2.1's order and rules, on its scale) only with the
// 9x9 tables (AddCrossingSingle reads 9x9 houses); the small grids' copy passes false for both,
// and the compiler drops what they select.
SUDOKU_FORCE_INLINE bool LockedCandidatesIn(const ShapeTables& T, const LogicView& view,
                                            bool pointing, bool direct, bool se, Step& step) {
  //   pointing:  the digit's places in a box all lie in one row/column -> clear the rest of it.
  //   claiming:  the digit's places in a row/column all lie in one box -> clear the rest of it.
  // Every (digit, box, crossing line) in the order of the scale. This engine's: the digits, then
  // the boxes, then the box's rows and columns. SE's: pointing reads (box, column) pairs, then
  // (box, row); claiming (column, box), then (row, box); each pair's digits 1-9 innermost.
  // First, once per (digit, box), the test both forms need there: `usable[box]` holds the digits
  // with two or more places in the box (pointing: all in one of its rows or columns).
  std::array<uint16_t, 9> usable{};
  for (int box = 0; box < T.size; ++box) {
    for (int d = 0; d < T.size; ++d) {
      const uint32_t places = view.where[d][T.BoxHouse(box)];
      if (pointing ? CanPoint(T, places) : PopCount9(places) >= 2) {
        usable[box] = static_cast<uint16_t>(usable[box] | 1u << d);
      }
    }
  }
  // One loop over groups, each with a mask of what varies fastest, so that the search's body is
  // compiled once: the engine's groups are (digit, box) with the box's lines inside, SE's are
  // (box, line) pairs with the digits inside. Two counters step through the groups, the first
  // fastest: no division in the loop (the small grids' sizes are not constants).
  //   engine's: b = box (of T.size), c = digit - 1;
  //   SE's:     b = inner (of 3), c = outer (of 9), columns for the first 27 groups.
  const int b_count = se ? 3 : T.size;
  const uint32_t all_lines = (1u << T.BoxLineCount()) - 1;
  int b = 0, c = 0;
  for (int g = 0; g < (se ? 54 : T.size * T.size); ++g) {
    int digit = c + 1;
    int box = b;
    int i = 0;  // the line's index among the box's crossing lines (rows, then columns)
    uint32_t inner = (usable[box] >> c) & 1 ? all_lines : 0;
    if (se) {
      const bool columns = g < 27;  // the first half reads columns
      const int outer = c;          // the box (pointing) or the line (claiming)
      // b: the line in the box (pointing) or the box on the line (claiming)
      if (pointing) {
        box = outer;
        i = (columns ? 3 : 0) + b;
      } else {
        box = columns ? b * 3 + outer / 3 : outer / 3 * 3 + b;
        i = (columns ? 3 : 0) + outer % 3;
      }
      inner = usable[box];
    }
    for (uint32_t m = inner; m; m = ClearLowestBit(m)) {
      if (se) {
        digit = LowestBit(m) + 1;
      } else {
        i = LowestBit(m);
      }
      if (LockedCandidatesAt(T, view, pointing, direct, se, digit, box, i, step)) return true;
    }
    if (++b == b_count) {
      b = 0;
      if (++c == 9 && se) c = 0;  // SE's outer counter starts again for the rows
    }
  }
  return false;
}

// ---- Subsets ------------------------------------------------------------------------------------

// Calls visit(mask) for every `size`-element subset of the bits of `items` (9 bits), in
// increasing order, or with `by_first_position` ordered by their lowest bit, then the next
// (ShapeTables::subsets_by_first_position); stops and returns true as soon as visit returns
// true.
template <typename F>
bool ForEachSubset(uint32_t items, int size, bool by_first_position, F&& visit) {
  // Submasks of the allowed set only, smallest first (ascending order keeps results stable).
  uint32_t subsets[512];
  int count = 0;
  for (uint32_t set = items;; set = (set - 1) & items) {
    if (PopCount9(set) == size) subsets[count++] = set;
    if (set == 0) break;
  }
  if (by_first_position) {
    // Lowest bit first: the reversed masks (bit k -> bit 8-k) in decreasing order, made by
    // an insertion sort (a small grid's house has at most 15 pairs).
    const auto reversed = [](uint32_t m) {
      uint32_t r = 0;
      for (int k = 0; k < 9; ++k) r |= ((m >> k) & 1u) << (8 - k);
      return r;
    };
    for (int i = 1; i < count; ++i) {
      const uint32_t item = subsets[i];
      int at = i;
      while (at > 0 && reversed(subsets[at - 1]) > reversed(item)) {
        subsets[at] = subsets[at - 1];
        --at;
      }
      subsets[at] = item;
    }
  }
  for (int i = count - 1; i >= 0; --i) {
    if (visit(subsets[i])) return true;
  }
  return false;
}

// SE's direct form of a hidden subset (9x9 only): after removing the other digits from the
// subset cells (house positions `positions`), a digit outside `digits` with exactly one place
// left in the house. Adds that placement.
inline bool AddHouseSingle(const LogicView& view, int house, uint32_t positions, uint32_t digits,
                           Step& step) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (digits & (1u << (digit - 1))) continue;
    const uint32_t places = view.where[digit - 1][house];
    if (PopCount9(places) < 2 || PopCount9(places & ~positions) != 1) continue;
    step.placements.push_back({kHouseCells[house][LowestBit(places & ~positions)], digit});
    return true;
  }
  return false;
}

// `se`: the search follows SE 1.2.1's order and rules (9x9 only; the small grids pass false).
SUDOKU_FORCE_INLINE bool NakedSubsetIn(const ShapeTables& T, const LogicView& view, int size,
                                       bool se, Step& step) {
  // `size` empty cells of a house whose candidates together are only `size` digits: those digits
  // go into those cells, so no other cell of the house can hold them.
  for (int n = 0; n < T.houses; ++n) {
    const int house = se ? kSeHouseOrder[n] : n;
    uint32_t usable = 0;  // house positions with 2..size candidates
    int empty = 0;
    for (int k = 0; k < T.size; ++k) {
      const int count = PopCount9(view.CandidatesOf(T.house_cells[house][k]));
      if (count > 0) ++empty;
      if (count >= 2 && count <= size) usable |= 1u << k;
    }
    if (empty <= size) continue;  // the subset would be the whole rest of the house
    // SE looks for a naked subset only in a house with at least twice its size of empty cells.
    if (se && empty < 2 * size) continue;
    const bool found =
        ForEachSubset(usable, size, T.subsets_by_first_position, [&](uint32_t positions) {
          Mask digits = 0;
          for (uint32_t m = positions; m; m = ClearLowestBit(m)) {
            digits |= view.CandidatesOf(T.house_cells[house][LowestBit(m)]);
          }
          if (PopCount9(digits) != size) return false;
          Step candidate = step;
          for (int k = 0; k < T.size; ++k) {
            const int cell = T.house_cells[house][k];
            if (positions & (1u << k)) continue;
            for (uint32_t m = view.CandidatesOf(cell) & digits; m; m = ClearLowestBit(m)) {
              candidate.eliminations.push_back({cell, LowestBit(m) + 1});
            }
          }
          if (candidate.eliminations.empty()) return false;
          for (uint32_t m = positions; m; m = ClearLowestBit(m)) {
            candidate.cells.push_back(T.house_cells[house][LowestBit(m)]);
          }
          candidate.houses = {house};
          candidate.digits = digits;
          step = std::move(candidate);
          return true;
        });
    if (found) return true;
  }
  return false;
}

// `direct` and `se` (as NakedSubsetIn's) only with the 9x9 tables (AddHouseSingle reads 9x9
// houses).
SUDOKU_FORCE_INLINE bool HiddenSubsetIn(const ShapeTables& T, const LogicView& view, int size,
                                        bool direct, bool se, Step& step) {
  // `size` digits of a house that fit only in the same `size` cells: those cells hold exactly
  // those digits, so every other candidate in them goes.
  for (int n = 0; n < T.houses; ++n) {
    const int house = se ? kSeHouseOrder[n] : n;
    uint32_t usable = 0;  // digits (bit d-1) with 2..size places in the house
    int open_digits = 0;
    for (int digit = 1; digit <= T.size; ++digit) {
      const int count = PopCount9(view.where[digit - 1][house]);
      if (count > 0) ++open_digits;
      if (count >= 2 && count <= size) usable |= 1u << (digit - 1);
    }
    if (open_digits <= size) continue;
    // SE looks for a hidden subset (not its direct form) only in a house with more than twice
    // its size of empty cells.
    if (se && !direct && open_digits <= 2 * size) continue;
    const bool found =
        ForEachSubset(usable, size, T.subsets_by_first_position, [&](uint32_t digits) {
          uint32_t positions = 0;
          for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
            positions |= view.where[LowestBit(m)][house];
          }
          if (PopCount9(positions) != size) return false;
          Step candidate = step;
          for (uint32_t p = positions; p; p = ClearLowestBit(p)) {
            const int cell = T.house_cells[house][LowestBit(p)];
            candidate.cells.push_back(cell);
            for (uint32_t m = view.CandidatesOf(cell) & ~digits; m; m = ClearLowestBit(m)) {
              candidate.eliminations.push_back({cell, LowestBit(m) + 1});
            }
          }
          if (candidate.eliminations.empty()) return false;
          // SE's direct form: another digit of the same house is left with one place.
          if (direct) {
            if (!AddHouseSingle(view, house, positions, digits, candidate)) return false;
            // As for the direct locked candidates: on SE's scale the step only places.
            if (se) candidate.eliminations.clear();
          }
          candidate.houses = {house};
          candidate.digits = static_cast<Mask>(digits);
          step = std::move(candidate);
          return true;
        });
    if (found) return true;
  }
  return false;
}

}  // namespace

}  // namespace sudoku::detail
