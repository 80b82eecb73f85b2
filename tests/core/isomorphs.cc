// AreIsomorphs and IsomorphIndex (isomorphs.h).
#include "isomorphs.h"

#include <algorithm>

namespace sudoku::testing {
namespace {

// The 1296 orders of nine lines that keep their three groups (bands or stacks) whole.
std::vector<std::array<int, 9>> LineOrders() {
  std::vector<std::array<int, 9>> orders;
  std::array<int, 3> groups{0, 1, 2};
  do {
    std::array<int, 3> p0{0, 1, 2};
    do {
      std::array<int, 3> p1{0, 1, 2};
      do {
        std::array<int, 3> p2{0, 1, 2};
        do {
          const std::array<int, 3>* inner[3] = {&p0, &p1, &p2};
          std::array<int, 9> order{};
          for (int g = 0; g < 3; ++g) {
            for (int k = 0; k < 3; ++k) order[3 * g + k] = 3 * groups[g] + (*inner[g])[k];
          }
          orders.push_back(order);
        } while (std::next_permutation(p2.begin(), p2.end()));
      } while (std::next_permutation(p1.begin(), p1.end()));
    } while (std::next_permutation(p0.begin(), p0.end()));
  } while (std::next_permutation(groups.begin(), groups.end()));
  return orders;
}

// Whether b's cell (r, c) = a's cell (rows[r], columns[c]) (of a transposed when asked) under
// one relabelling of the digits, checked row by row.
bool MapsOnto(const Grid& a, const Grid& b, const std::array<int, 9>& rows,
              const std::array<int, 9>& columns, bool transpose) {
  int to[10] = {0}, from[10] = {0};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int source = transpose ? a[CellAt(columns[c], rows[r])] : a[CellAt(rows[r], columns[c])];
      const int target = b[CellAt(r, c)];
      if ((source == 0) != (target == 0)) return false;
      if (source == 0) continue;
      if (to[source] == 0 && from[target] == 0) {
        to[source] = target;
        from[target] = source;
      } else if (to[source] != target) {
        return false;
      }
    }
  }
  return true;
}

}  // namespace

bool AreIsomorphs(const Grid& a, const Grid& b) {
  static const std::vector<std::array<int, 9>> orders = LineOrders();
  if (CountGivens(a) != CountGivens(b)) return false;
  for (const bool transpose : {false, true}) {
    for (const auto& rows : orders) {
      // The first row of b fixes which row of a goes there: its pattern must match some
      // column order, checked in full below; rows whose clue count differs are cut at once.
      int givens_a = 0, givens_b = 0;
      for (int c = 0; c < 9; ++c) {
        givens_a += (transpose ? a[CellAt(c, rows[0])] : a[CellAt(rows[0], c)]) != 0;
        givens_b += b[CellAt(0, c)] != 0;
      }
      if (givens_a != givens_b) continue;
      for (const auto& columns : orders) {
        if (MapsOnto(a, b, rows, columns, transpose)) return true;
      }
    }
  }
  return false;
}

IsomorphIndex::Invariant IsomorphIndex::InvariantOf(const Grid& puzzle) {
  std::array<int, 10> digits{};
  std::array<int, 9> rows{}, columns{}, boxes{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle[cell] == 0) continue;
    ++digits[puzzle[cell]];
    ++rows[RowOf(cell)];
    ++columns[ColumnOf(cell)];
    ++boxes[BoxOf(cell)];
  }
  // Lines per band (stack): each band's three counts sorted, then the bands sorted.
  const auto lines = [](const std::array<int, 9>& counts) {
    std::array<std::array<int, 3>, 3> groups{};
    for (int g = 0; g < 3; ++g) {
      groups[g] = {counts[3 * g], counts[3 * g + 1], counts[3 * g + 2]};
      std::sort(groups[g].begin(), groups[g].end());
    }
    std::sort(groups.begin(), groups.end());
    return groups;
  };
  auto by_rows = lines(rows), by_columns = lines(columns);
  if (by_columns < by_rows) std::swap(by_rows, by_columns);  // transposition
  std::sort(digits.begin() + 1, digits.end());
  std::sort(boxes.begin(), boxes.end());
  Invariant invariant{};
  int k = 0;
  invariant[k++] = CountGivens(puzzle);
  for (int d = 1; d <= 9; ++d) invariant[k++] = digits[d];
  for (int b : boxes) invariant[k++] = b;
  for (const auto* groups : {&by_rows, &by_columns}) {
    for (const auto& g : *groups) {
      for (int count : g) invariant[k++] = count;
    }
  }
  return invariant;
}

void IsomorphIndex::Add(const Grid& puzzle) {
  by_invariant_[InvariantOf(puzzle)].push_back(puzzle);
  ++size_;
}

bool IsomorphIndex::HasIsomorphOf(const Grid& puzzle) const {
  const auto found = by_invariant_.find(InvariantOf(puzzle));
  if (found == by_invariant_.end()) return false;
  for (const Grid& other : found->second) {
    if (AreIsomorphs(other, puzzle)) return true;
  }
  return false;
}

}  // namespace sudoku::testing
