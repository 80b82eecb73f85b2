// What each byte means in a puzzle text, and the reader of a text's cells built on it, shared by
// the 9x9 readers (parse.cc) and the readers of every shape (parse_shape.cc). Internal to core.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "sudoku/parse.h"

namespace sudoku::detail {

// A cell value 0..9, kIgnored (layout characters between cells) or kBadByte. A table, because
// batches parse millions of characters.
inline constexpr int8_t kIgnored = -1;
inline constexpr int8_t kBadByte = -2;
constexpr std::array<int8_t, 256> MakeByteMeaning() {
  std::array<int8_t, 256> meaning{};
  for (auto& m : meaning) m = kBadByte;
  for (char c : {' ', '\t', '\r', '\n', '|', '-', '+'}) meaning[static_cast<uint8_t>(c)] = kIgnored;
  meaning['.'] = meaning['0'] = 0;
  for (int digit = 1; digit <= 9; ++digit) meaning['0' + digit] = static_cast<int8_t>(digit);
  return meaning;
}
inline constexpr auto kByteMeaning = MakeByteMeaning();

// A parse that failed with `status` at `cell`.
inline ParseResult ParseFailure(Status status, int cell) {
  ParseResult result;
  result.error.status = status;
  result.error.cell = cell;
  return result;
}

// The cells of `text` for a grid of `cell_count` cells and digits 1..`max_digit` (ParseCells'
// rules, parse.h): layout characters skipped, a digit above max_digit or any other byte badChar
// at its cell with its offset, a wrong number of cells badLength with the count found (past the
// last cell, any byte makes the text too long). The rules are not checked.
inline ParseResult ReadCells(std::string_view text, int cell_count, int max_digit) {
  Grid grid{};
  int cells = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    const int value = kByteMeaning[static_cast<uint8_t>(text[at])];
    if (value == kIgnored) continue;
    if (value == kBadByte || value > max_digit) {
      // Past the last cell the text is too long whatever the byte is; a cell index beyond the
      // grid would name no cell.
      if (cells >= cell_count) return ParseFailure(Status::kBadLength, cells + 1);
      ParseResult bad = ParseFailure(Status::kBadChar, cells);
      bad.bad_offset = at;
      return bad;
    }
    // Keep counting past the last cell so the error can say how many cells were found.
    if (cells < cell_count) grid[cells] = static_cast<uint8_t>(value);
    ++cells;
  }
  if (cells != cell_count) return ParseFailure(Status::kBadLength, cells);
  ParseResult result;
  result.grid = grid;
  return result;
}

}  // namespace sudoku::detail
