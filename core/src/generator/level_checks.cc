// Level rating ranges and the singles check (level_checks.h).
#include "generator/level_checks.h"

#include <array>

#include "solver/house_masks.h"
#include "sudoku/bits.h"
#include "sudoku/grade.h"

namespace sudoku {

int LowestRatingOf(int level) {
  for (int rating = 0; rating < kUnfinishedRating; ++rating) {
    if (LevelOfRating(rating) == level) return rating;
  }
  return kUnfinishedRating;
}

int HighestRatingOf(int level) {
  for (int rating = kUnfinishedRating - 1; rating >= 0; --rating) {
    if (LevelOfRating(rating) == level) return level == 5 ? INT32_MAX : rating;
  }
  return 0;
}

bool SolvedBySingles(const Grid& puzzle, Grid& grid, const uint8_t* watch, int watch_count) {
  grid = puzzle;
  HouseMasks houses;
  std::array<uint8_t, kCells> empty{};
  int empty_count = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid[cell] == 0) {
      empty[empty_count++] = static_cast<uint8_t>(cell);
    } else {
      houses.Place(cell, grid[cell]);
    }
  }
  const auto place = [&](int cell, Mask bit) {
    grid[cell] = static_cast<uint8_t>(LowestBit(bit) + 1);
    houses.Place(cell, grid[cell]);
  };
  const auto watched_filled = [&] {
    for (int k = 0; k < watch_count; ++k) {
      if (grid[watch[k]] == 0) return false;
    }
    return watch_count > 0;
  };
  bool progress = true;
  while (empty_count > 0 && progress) {
    progress = false;
    for (int i = 0; i < empty_count;) {
      const int cell = empty[i];
      const Mask free = houses.Free(cell);
      if (free == 0) return false;  // a contradiction: not our solution's puzzle
      if (HasOneBit(free)) {
        place(cell, free);
        empty[i] = empty[--empty_count];
        progress = true;
      } else {
        ++i;
      }
    }
    if (watched_filled()) return true;
    for (int house = 0; house < kHouses; ++house) {
      if (houses.used[house] == kAllDigits) continue;
      Mask once = 0, twice = 0;
      for (const uint8_t cell : kHouseCells[house]) {
        if (grid[cell] != 0) continue;
        const Mask free = houses.Free(cell);
        twice |= once & free;
        once |= free;
      }
      const Mask used = houses.used[house];
      if ((once | used) != kAllDigits) return false;  // a digit with no place left
      for (uint32_t hidden = once & ~twice & ~used; hidden; hidden = ClearLowestBit(hidden)) {
        const Mask bit = static_cast<Mask>(1u << LowestBit(hidden));
        int at = -1;
        for (const uint8_t cell : kHouseCells[house]) {
          if (grid[cell] == 0 && (houses.Free(cell) & bit) != 0) at = cell;
        }
        if (at < 0) return false;  // its one place was just taken by another hidden single
        place(at, bit);
        progress = true;
      }
    }
    if (progress) {
      // Hidden singles filled cells that are still in the list: drop them.
      int kept = 0;
      for (int i = 0; i < empty_count; ++i) {
        if (grid[empty[i]] == 0) empty[kept++] = empty[i];
      }
      empty_count = kept;
      if (watched_filled()) return true;
    }
  }
  return empty_count == 0;
}

}  // namespace sudoku
