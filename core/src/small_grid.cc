// The small grids' model: shapes, reading and writing, the rules check, candidates and the
// counting solver (small_grid.h). Nothing here is used by the 9x9 engine.
#include "sudoku/small_grid.h"

#include "small_tables.h"
#include "sudoku/bits.h"

namespace sudoku {
namespace {

using detail::SmallTables;
using detail::TablesOf;

// The value of a cell character: 0..9, kLayout for the characters ParsePuzzle skips, kBad.
constexpr int kLayout = -1;
constexpr int kBad = -2;
int CharValue(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '|' || c == '-' || c == '+') {
    return kLayout;
  }
  return kBad;
}

ParseResult Failure(Status status, int cell, size_t offset = 0) {
  ParseResult result;
  result.error.status = status;
  result.error.cell = cell;
  result.bad_offset = offset;
  return result;
}

// Walks every house in reading order, FindConflicts' order (rules.cc), calling visit(conflict)
// for each repeated digit and bad(cell) for a value above the shape's digits; either returns
// whether to go on.
template <typename Visit, typename Bad>
void VisitSmallConflicts(const Grid& grid, const GridShape& shape, Visit&& visit, Bad&& bad) {
  const SmallTables& t = TablesOf(shape);
  for (int house = 0; house < shape.houses(); ++house) {
    const auto& cells = t.house_cells[house];
    for (int j = 0; j < shape.size; ++j) {
      const int digit = grid[cells[j]];
      if (digit == 0) continue;
      if (digit > shape.size) {
        if (!bad(cells[j])) return;
        continue;
      }
      for (int i = 0; i < j; ++i) {
        if (grid[cells[i]] == digit && !visit(Conflict{cells[i], cells[j], digit, house})) return;
      }
    }
  }
}

}  // namespace

const GridShape* SmallShapeOfCells(int cells) {
  return cells == kShape4.cells() ? &kShape4 : cells == kShape6.cells() ? &kShape6 : nullptr;
}

const GridShape* SmallShapeOfSize(int size) {
  return size == 4 ? &kShape4 : size == 6 ? &kShape6 : nullptr;
}

ParseResult ParseSmallPuzzle(std::string_view text, const GridShape& shape, bool check_rules) {
  Grid grid{};
  int cells = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    const int value = CharValue(text[at]);
    if (value == kLayout) continue;
    if (value == kBad || value > shape.size) {
      if (cells >= shape.cells()) return Failure(Status::kBadLength, cells + 1);
      return Failure(Status::kBadChar, cells, at);
    }
    if (cells < shape.cells()) grid[cells] = static_cast<uint8_t>(value);
    ++cells;
  }
  if (cells != shape.cells()) return Failure(Status::kBadLength, cells);
  ParseResult result;
  result.grid = grid;
  if (check_rules) result.error = FindSmallConflict(grid, shape);
  return result;
}

std::string FormatSmallGrid(const Grid& grid, const GridShape& shape, char blank) {
  std::string text(static_cast<size_t>(shape.cells()), blank);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (grid[cell] != 0) text[cell] = static_cast<char>('0' + grid[cell]);
  }
  return text;
}

std::vector<Conflict> FindSmallConflicts(const Grid& grid, const GridShape& shape) {
  std::vector<Conflict> conflicts;
  VisitSmallConflicts(
      grid, shape,
      [&](const Conflict& conflict) {
        conflicts.push_back(conflict);
        return true;
      },
      [](int) { return true; });
  return conflicts;
}

Error FindSmallConflict(const Grid& grid, const GridShape& shape) {
  Error error;
  VisitSmallConflicts(
      grid, shape,
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

CandidateGrid SmallCandidatesFromValues(const Grid& values, const GridShape& shape) {
  const SmallTables& t = TablesOf(shape);
  std::array<Mask, detail::kMaxSmallHouses> present{};
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int value = values[cell];
    if (value == 0 || value > shape.size) continue;
    for (const int house : t.houses_of[cell]) present[house] |= DigitBit(value);
  }
  CandidateGrid grid;
  grid.values = values;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (values[cell] != 0) continue;
    const auto& h = t.houses_of[cell];
    grid.candidates[cell] =
        static_cast<Mask>(shape.all_digits() & ~(present[h[0]] | present[h[1]] | present[h[2]]));
  }
  return grid;
}

// Depth-first search: each frame is an empty cell and the digits of it still to try. The
// digits each house holds are kept as masks, so a cell's candidates are one OR away, and the
// next cell is the empty one with the fewest (a dead end as soon as one has none).
CountResult CountSmallSolutions(const Grid& puzzle, const GridShape& shape, uint32_t limit,
                                uint64_t guess_budget) {
  const SmallTables& t = TablesOf(shape);
  CountResult result;
  if (FindSmallConflict(puzzle, shape).status != Status::kOk) return result;
  Grid values = puzzle;
  std::array<Mask, detail::kMaxSmallHouses> present{};
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (values[cell] == 0) continue;
    for (const int house : t.houses_of[cell]) present[house] |= DigitBit(values[cell]);
  }
  const auto candidates_of = [&](int cell) {
    const auto& h = t.houses_of[cell];
    return static_cast<Mask>(shape.all_digits() & ~(present[h[0]] | present[h[1]] | present[h[2]]));
  };
  const auto set = [&](int cell, int digit, bool on) {
    values[cell] = static_cast<uint8_t>(on ? digit : 0);
    for (const int house : t.houses_of[cell]) present[house] ^= DigitBit(digit);
  };

  struct Frame {
    int cell;
    Mask untried;
    int digit;  // the digit placed now, 0 before the first
  };
  std::array<Frame, kMaxSmallCells + 1> stack{};
  int depth = 0;
  // Opens a frame on the empty cell with the fewest candidates; false when the grid is full
  // (a solution) and true otherwise (a frame with no candidates is a dead end).
  const auto open = [&]() {
    int best = -1;
    int best_count = 99;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (values[cell] != 0) continue;
      const int count = PopCount(candidates_of(cell));
      if (count < best_count) {
        best = cell;
        best_count = count;
        if (count <= 1) break;
      }
    }
    if (best < 0) return false;
    const Mask untried = candidates_of(best);
    if (PopCount(untried) > 1) ++result.stats.guesses;
    if (untried == 0) ++result.stats.backtracks;  // a dead end: an empty cell with no digit
    stack[depth++] = Frame{best, untried, 0};
    return true;
  };

  bool full = !open();
  while (true) {
    if (full) {
      if (result.count == 0) result.solution = values;
      if (++result.count >= static_cast<int>(limit)) break;
    }
    if (result.stats.guesses > guess_budget) {
      result.budget_exhausted = true;
      break;
    }
    // Next digit of the top frame, or pop it when none is left.
    bool advanced = false;
    while (depth > 0) {
      Frame& top = stack[depth - 1];
      if (top.digit != 0) set(top.cell, top.digit, false);
      if (top.untried == 0) {
        --depth;
        continue;
      }
      top.digit = LowestBit(top.untried) + 1;
      top.untried = static_cast<Mask>(ClearLowestBit(top.untried));
      set(top.cell, top.digit, true);
      ++result.stats.placements;
      advanced = true;
      break;
    }
    if (!advanced) break;
    full = !open();
  }
  return result;
}

}  // namespace sudoku
