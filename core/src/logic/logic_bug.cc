// The bivalue universal grave (BUG) family: types 1 to 4, found as Sudoku Explainer finds them.
//
// A BUG is a grid where every empty cell has two candidates and every candidate appears exactly
// twice in each house it appears in. Such a grid has no solution or at least two (the two
// candidates of every cell can be swapped around each loop), so in a puzzle with one solution
// a grid that is a BUG except for a few "BUG cells" holding extra "BUG digits" must use one of
// them: some BUG cell holds one of its own BUG digits. Each type draws its conclusion from that:
//
//   type 1  one BUG cell                      it holds a BUG digit (one digit: placed)
//   type 2  several BUG cells, one BUG digit  the digit leaves every cell that sees them all
//   type 4  two BUG cells in one house        a digit d they share (not a BUG digit) can go
//           sharing a digit d                 only to them in that house, so each cell holds
//                                             its BUG digits or d: its other candidate goes
//   type 3  BUG cells in one house with       the BUG cells act as one cell holding their BUG
//           n-1 other cells of that house     digits; with the n-1 cells they are a naked set
//           covering n digits                 of n digits: those leave the rest of the house
//
// Source: Sudoku Explainer 1.2.1 (N. Juillerat), its BUG producer and the Bug1-4 hints, with
// lksudoku's fixes that Sukaku Explainer has on by default: type 3 tries the smallest set first
// (over every shared house), and a type-2 case: BUG cells that no house singles out. Ratings:
// type 1 5.6, types 2 and 4 5.7, type 3 5.7 + 0.1 x (set size - 1) (SE's Bug*Hint ratings,
// ../shared/reference/se-rating-rules.md section 5).
#include <array>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

// Houses in Sudoku Explainer's order (boxes, rows, columns): which shared house a type 3 or
// type 4 names first, and so which step the search gives.
constexpr std::array<int, kHouses> MakeSeHouseOrder() {
  std::array<int, kHouses> order{};
  for (int i = 0; i < 9; ++i) {
    order[i] = BoxHouse(i);
    order[9 + i] = RowHouse(i);
    order[18 + i] = ColumnHouse(i);
  }
  return order;
}
constexpr auto kSeHouseOrder = MakeSeHouseOrder();

// The BUG cells and digits of a grid, when without them it is a grave.
struct Grave {
  std::array<int, kCells> cells{};  // BUG cells in the order found (SE's house order)
  int count = 0;                     // how many
  std::array<Mask, kCells> bug{};  // each BUG cell's BUG digits
  Mask all_bug = 0;                // every BUG digit
  CellSet bug_cells;
  CellSet common;                  // cells that see every BUG cell, BUG cells excepted
  bool common_known = false;

  void Add(int cell, int digit) {
    if (!bug_cells.Has(cell)) {
      bug_cells.Add(cell);
      cells[count++] = cell;
    }
    bug[cell] |= DigitBit(digit);
    all_bug |= DigitBit(digit);
    common = common_known ? common & kPeerSets[cell] : kPeerSets[cell];
    common_known = true;
    common = common.Minus(bug_cells);
  }
};

// Finds the BUG cells as SE does: a digit with neither 0 nor 2 places in a house must be a BUG
// digit of one of those places with 3 or more candidates; when exactly one place has 3 or more,
// that cell is a BUG cell for the digit (two or more: another house decides). With lksudoku's
// fix, when every such house lacks the same one digit, all its places with 3 or more candidates
// are BUG cells for it. Then, without the BUG digits, every empty cell must have two candidates
// and every digit 0 or 2 places in every house. Returns false when the grid is no such grave.
bool FindGrave(const LogicView& view, Grave& grave) {
  CellSet all_places;  // lksudoku: every 3+-candidate place of the houses' odd digits
  int only_digit = 0;
  bool one_digit = true;
  for (const int house : kSeHouseOrder) {
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet places = view.HouseCells(house, digit);
      const int count = places.Count();
      if (count == 0 || count == 2) continue;
      CellSet wide;  // places with 3 or more candidates
      places.ForEach([&](int cell) {
        if (PopCount(view.CandidatesOf(cell)) >= 3) wide.Add(cell);
      });
      if (wide.Empty()) return false;  // a digit not twice, and no cell to blame
      if (only_digit == 0) {
        only_digit = digit;
      } else if (digit != only_digit) {
        one_digit = false;
      }
      all_places = all_places | wide;
      if (wide.Count() == 1) grave.Add(wide.First(), digit);
    }
  }
  // No house singled out a cell: SE's BUG digits stay empty and it gives no step (its type 4
  // would then take both cells' other candidates, which no solution allows); nor do we.
  if (grave.count == 0) return false;
  // lksudoku's case: the one digit is the BUG digit of the cells no house singled out too.
  if (one_digit) {
    all_places.Minus(grave.bug_cells).ForEach([&](int cell) { grave.Add(cell, only_digit); });
  }
  // Without the BUG digits: two candidates in every empty cell, 0 or 2 places per digit and house.
  std::array<Mask, kCells> rest{};
  for (int cell = 0; cell < kCells; ++cell) {
    const Mask candidates = view.CandidatesOf(cell);
    if (candidates == 0) continue;  // a placed digit
    rest[cell] = static_cast<Mask>(candidates & ~grave.bug[cell]);
    if (PopCount(rest[cell]) != 2) return false;
  }
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      int count = 0;
      for (const uint8_t cell : kHouseCells[house]) count += (rest[cell] & DigitBit(digit)) != 0;
      if (count != 0 && count != 2) return false;
    }
  }
  return true;
}

// The first house (in SE's order) holding every cell of `cells`, or -1.
int SharedHouse(const CellSet& cells) {
  for (const int house : kSeHouseOrder) {
    if (cells.Minus(kHouseSets[house]).Empty()) return house;
  }
  return -1;
}

bool Type1(const LogicView& view, const Grave& grave, Step& step) {
  const int cell = grave.cells[0];
  const Mask bug = grave.bug[cell];
  step.technique = Technique::kBugPlusOne;
  step.rating = 56;
  step.cells = {cell};
  step.digits = view.CandidatesOf(cell);
  if (PopCount(bug) == 1) {
    step.placements.push_back({cell, LowestBit(bug) + 1});
  } else {
    for (uint32_t m = view.CandidatesOf(cell) & ~bug; m; m = ClearLowestBit(m)) {
      step.eliminations.push_back({cell, LowestBit(m) + 1});
    }
  }
  return true;
}

bool Type2(const LogicView& view, const Grave& grave, Step& step) {
  const int digit = LowestBit(grave.all_bug) + 1;
  if (EliminateDigit(view, grave.common, digit, step) == 0) return false;
  step.technique = Technique::kBugType2;
  step.rating = 57;
  step.cells.assign(grave.cells.begin(), grave.cells.begin() + grave.count);
  step.digits = grave.all_bug;
  return true;
}

bool Type4(const LogicView& view, const Grave& grave, Step& step) {
  const int a = grave.cells[0];
  const int b = grave.cells[1];
  const Mask shared = view.CandidatesOf(a) & view.CandidatesOf(b) & ~grave.all_bug;
  if (PopCount(shared) != 1) return false;
  const int house = SharedHouse(grave.bug_cells);
  if (house < 0) return false;
  for (const int cell : {a, b}) {
    for (uint32_t m = view.CandidatesOf(cell) & ~grave.bug[cell] & ~shared; m;
         m = ClearLowestBit(m)) {
      step.eliminations.push_back({cell, LowestBit(m) + 1});
    }
  }
  step.technique = Technique::kBugType4;
  step.rating = 57;
  step.cells.assign(grave.cells.begin(), grave.cells.begin() + grave.count);
  step.houses = {house};
  step.digits = shared;  // the digit locked to the two cells
  return true;
}

// Type 3 in `house` with a set of `size` digits: size - 1 cells of the house besides the BUG
// cells, each with 2 or more candidates, together holding exactly `size` digits, the BUG digits
// among them. The cells are tried as SE tries them: each choice a bit mask over the house's
// other cells in cell order, in increasing value ({0,1}, {0,2}, {1,2}, {0,3}, ...).
bool Type3In(const LogicView& view, const Grave& grave, int house, int size, Step& step) {
  std::array<int, 9> others{};  // the house's cells that see every BUG cell
  int n = 0;
  (grave.common & kHouseSets[house]).ForEach([&](int cell) { others[n++] = cell; });
  // SE asks for one cell more than the set's size - 1, so the set always leaves some cell.
  if (n < size) return false;
  for (uint32_t pick = (1u << (size - 1)) - 1; pick < (1u << n);) {
    Mask digits = 0;
    bool wide = true;
    CellSet set_cells;
    for (int i = 0; i < n; ++i) {
      if (!((pick >> i) & 1)) continue;
      const Mask candidates = view.CandidatesOf(others[i]);
      wide = wide && PopCount(candidates) >= 2;
      digits |= candidates;
      set_cells.Add(others[i]);
    }
    if (wide && PopCount(digits) == size && (grave.all_bug & ~digits) == 0) {
      for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
        EliminateDigit(view, grave.common.Minus(set_cells) & kHouseSets[house], LowestBit(m) + 1,
                       step);
      }
      if (!step.eliminations.empty()) {
        step.technique = Technique::kBugType3;
        step.rating = 57 + (size - 1);
        step.cells.assign(grave.cells.begin(), grave.cells.begin() + grave.count);
        set_cells.ForEach([&](int cell) { step.cells.push_back(cell); });
        step.houses = {house};
        step.digits = digits;
        return true;
      }
    }
    // The next larger mask with as many bits: the lowest run of ones moves up by one, and the
    // rest of that run drops back to the bottom.
    const uint32_t lowest = pick & (~pick + 1);
    const uint32_t carried = pick + lowest;
    pick = carried | (((pick ^ carried) >> 2) / lowest);
  }
  return false;
}

bool Type3(const LogicView& view, const Grave& grave, Step& step) {
  // lksudoku: the smallest set first, over every house the BUG cells share (SE 1.2.1 tried
  // each house in turn with every size).
  for (int size = 2; size <= 6; ++size) {
    for (const int house : kSeHouseOrder) {
      if (!grave.bug_cells.Minus(kHouseSets[house]).Empty()) continue;
      if (Type3In(view, grave, house, size, step)) return true;
    }
  }
  return false;
}

}  // namespace

bool FindBug(const LogicView& view, Step& step) {
  Grave grave;
  if (!FindGrave(view, grave)) return false;
  if (grave.count == 1) return Type1(view, grave, step);
  if (PopCount(grave.all_bug) == 1) {
    if (Type2(view, grave, step)) return true;
    return grave.count == 2 && Type4(view, grave, step);
  }
  if (grave.common.Empty()) return false;
  if (grave.count == 2 && Type4(view, grave, step)) return true;
  return Type3(view, grave, step);
}

}  // namespace sudoku::detail
