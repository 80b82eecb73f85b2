// Fish on one digit: X-Wing, Swordfish, Jellyfish and their finned (and sashimi) forms.
//
//   base lines: n rows (or columns) whose places for the digit all lie in n cover columns;
//   the digit then fills those n columns inside the base rows, so it leaves the rest of them.
//
//          c1  c2               finned: extra places ("fins") of a base row inside one box.
//   r1     X . X                Either a fin is true, or the fish is; both clear the cover
//   r5     X . X f              cells that share the fins' box.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

// Positions of `digit` on line `line` (0..8) as 9 bits over the cross lines, for rows when
// `rows` else columns.
uint16_t LinePositions(const LogicView& view, int digit, bool rows, int line) {
  return view.where[digit - 1][rows ? RowHouse(line) : ColumnHouse(line)];
}

int CellOf(bool rows, int line, int cross) { return rows ? CellAt(line, cross) : CellAt(cross, line); }

// Base-line sets of `size` lines out of `lines` (9 bits), smallest first.
template <typename F>
bool ForEachLineSet(uint32_t lines, int size, F&& visit) {
  // Submasks of the allowed set only, smallest first (ascending order keeps results stable).
  uint32_t subsets[512];
  int count = 0;
  for (uint32_t set = lines;; set = (set - 1) & lines) {
    if (PopCount9(set) == size) subsets[count++] = set;
    if (set == 0) break;
  }
  for (int i = count - 1; i >= 0; --i) {
    if (visit(subsets[i])) return true;
  }
  return false;
}

void DescribeFish(bool rows, uint32_t base, uint32_t cover, int digit, Step& step) {
  for (uint32_t b = base; b; b = ClearLowestBit(b)) {
    step.houses.push_back(rows ? RowHouse(LowestBit(b)) : ColumnHouse(LowestBit(b)));
  }
  for (uint32_t c = cover; c; c = ClearLowestBit(c)) {
    step.houses.push_back(rows ? ColumnHouse(LowestBit(c)) : RowHouse(LowestBit(c)));
  }
  step.digits = DigitBit(digit);
}

}  // namespace

bool FindBasicFish(const LogicView& view, int size, Step& step) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (const bool rows : {true, false}) {
      uint32_t lines = 0;
      for (int line = 0; line < 9; ++line) {
        const int count = PopCount9(LinePositions(view, digit, rows, line));
        if (count >= 2 && count <= size) lines |= 1u << line;
      }
      const bool found = ForEachLineSet(lines, size, [&](uint32_t base) {
        uint32_t cover = 0;
        for (uint32_t b = base; b; b = ClearLowestBit(b)) {
          cover |= LinePositions(view, digit, rows, LowestBit(b));
        }
        if (PopCount9(cover) != size) return false;
        Step candidate = step;
        for (uint32_t c = cover; c; c = ClearLowestBit(c)) {
          const int cross = LowestBit(c);
          for (int line = 0; line < 9; ++line) {
            const int cell = CellOf(rows, line, cross);
            if (base & (1u << line)) {
              if (view.Has(cell, digit)) candidate.cells.push_back(cell);
            } else if (view.Has(cell, digit)) {
              candidate.eliminations.push_back({cell, digit});
            }
          }
        }
        if (candidate.eliminations.empty()) return false;
        DescribeFish(rows, base, cover, digit, candidate);
        step = std::move(candidate);
        return true;
      });
      if (found) return true;
    }
  }
  return false;
}

bool FindFinnedFish(const LogicView& view, int size, Step& step) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (const bool rows : {true, false}) {
      uint32_t lines = 0;
      for (int line = 0; line < 9; ++line) {
        const int count = PopCount9(LinePositions(view, digit, rows, line));
        if (count >= 1 && count <= size + 2) lines |= 1u << line;
      }
      const bool found = ForEachLineSet(lines, size, [&](uint32_t base) {
        uint32_t all = 0;
        for (uint32_t b = base; b; b = ClearLowestBit(b)) {
          all |= LinePositions(view, digit, rows, LowestBit(b));
        }
        if (PopCount9(all) <= size) return false;  // a basic fish, found earlier
        // Fins share one box, so they lie in the three cross lines of one stack (or band):
        // the cover takes every other position, plus some from that stack.
        for (int stack = 0; stack < 3; ++stack) {
          const uint32_t in_stack = all & (7u << (3 * stack));
          const uint32_t required = all & ~in_stack;
          const int missing = size - PopCount9(required);
          if (missing < 0) continue;
          const bool found = ForEachLineSet(in_stack, missing, [&](uint32_t extra) {
          const uint32_t cover = required | extra;
          if (cover == all) return false;
          CellSet fins;
          for (uint32_t b = base; b; b = ClearLowestBit(b)) {
            const int line = LowestBit(b);
            for (uint32_t f = LinePositions(view, digit, rows, line) & ~cover; f;
                 f = ClearLowestBit(f)) {
              fins.Add(CellOf(rows, line, LowestBit(f)));
            }
          }
          const int fin_box = BoxOf(fins.First());
          if (!fins.Minus(kHouseSets[BoxHouse(fin_box)]).Empty()) return false;
          // Cover cells outside the base lines that share the fins' box.
          CellSet victims;
          for (uint32_t c = cover; c; c = ClearLowestBit(c)) {
            const int cross = LowestBit(c);
            victims = victims | (kHouseSets[rows ? ColumnHouse(cross) : RowHouse(cross)] &
                                 kHouseSets[BoxHouse(fin_box)]);
          }
          for (uint32_t b = base; b; b = ClearLowestBit(b)) {
            victims = victims.Minus(kHouseSets[rows ? RowHouse(LowestBit(b))
                                                    : ColumnHouse(LowestBit(b))]);
          }
          victims = victims & view.cells_of[digit - 1];
          if (victims.Empty()) return false;
          Step candidate = step;
          EliminateDigit(view, victims, digit, candidate);
          for (uint32_t b = base; b; b = ClearLowestBit(b)) {
            const int line = LowestBit(b);
            for (uint32_t p = LinePositions(view, digit, rows, line); p; p = ClearLowestBit(p)) {
              candidate.cells.push_back(CellOf(rows, line, LowestBit(p)));
            }
          }
          DescribeFish(rows, base, cover, digit, candidate);
          candidate.houses.push_back(BoxHouse(fin_box));
          step = std::move(candidate);
          return true;
          });
          if (found) return true;
        }
        return false;
      });
      if (found) return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
