#include "sudoku/parse.h"

#include <array>
#include <cstdint>

namespace sudoku {
namespace {

// What each byte means in a puzzle text: a cell value 0..9, kIgnored (layout characters
// between cells) or kBadByte. A table, because batches parse millions of characters.
constexpr int8_t kIgnored = -1;
constexpr int8_t kBadByte = -2;
constexpr std::array<int8_t, 256> MakeByteMeaning() {
  std::array<int8_t, 256> meaning{};
  for (auto& m : meaning) m = kBadByte;
  for (char c : {' ', '\t', '\r', '\n', '|', '-', '+'}) meaning[static_cast<uint8_t>(c)] = kIgnored;
  meaning['.'] = meaning['0'] = 0;
  for (int digit = 1; digit <= 9; ++digit) meaning['0' + digit] = static_cast<int8_t>(digit);
  return meaning;
}
constexpr auto kByteMeaning = MakeByteMeaning();

ParseResult Finish(const Grid& grid) {
  ParseResult result;
  result.grid = grid;
  result.error = FindConflict(grid);
  return result;
}

ParseResult Fail(Status status, int cell) {
  ParseResult result;
  result.error.status = status;
  result.error.cell = cell;
  return result;
}

}  // namespace

ParseResult ParsePuzzle(std::string_view text) {
  ParseResult result = ParseCells(text);
  if (result.error.status == Status::kOk) result.error = FindConflict(result.grid);
  return result;
}

ParseResult ParseCells(std::string_view text) {
  Grid grid{};
  int cells = 0;
  for (char c : text) {
    const int value = kByteMeaning[static_cast<uint8_t>(c)];
    if (value == kIgnored) continue;
    if (value == kBadByte) {
      // Past the 81st cell the text is too long whatever the character is; a cell index of
      // 81 or more would name no cell.
      return cells < kCells ? Fail(Status::kBadChar, cells) : Fail(Status::kBadLength, cells + 1);
    }
    // Keep counting past 81 so the error can say how many cells were found.
    if (cells < kCells) grid[cells] = static_cast<uint8_t>(value);
    ++cells;
  }
  if (cells != kCells) return Fail(Status::kBadLength, cells);
  ParseResult result;
  result.grid = grid;
  return result;
}

ParseResult ParseTokens(const std::string_view* tokens, int count) {
  if (count != kCells) return Fail(Status::kBadLength, count);
  Grid grid{};
  for (int cell = 0; cell < kCells; ++cell) {
    const std::string_view token = tokens[cell];
    if (token.empty() || token == "." || token == "0" || token == "N") continue;
    if (token.size() == 1 && token[0] >= '1' && token[0] <= '9') {
      grid[cell] = static_cast<uint8_t>(token[0] - '0');
      continue;
    }
    return Fail(Status::kBadChar, cell);
  }
  return Finish(grid);
}

Error FindConflict(const Grid& grid) {
  for (int house = 0; house < kHouses; ++house) {
    int first_cell_of_digit[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    for (uint8_t cell : kHouseCells[house]) {
      const int digit = grid[cell];
      if (digit == 0) continue;
      // A Grid built by hand may hold anything; only 0..9 are cells.
      if (digit > 9) return Error{Status::kBadChar, cell};
      if (first_cell_of_digit[digit] >= 0) {
        return Error{Status::kConflictingGivens, first_cell_of_digit[digit], cell, digit, house};
      }
      first_cell_of_digit[digit] = cell;
    }
  }
  return Error{};
}

void WriteGrid(const Grid& grid, char* out, char blank) {
  for (int cell = 0; cell < kCells; ++cell) {
    out[cell] = grid[cell] != 0 ? static_cast<char>('0' + grid[cell]) : blank;
  }
}

std::string FormatGrid(const Grid& grid, char blank) {
  std::string text(kCells, blank);
  WriteGrid(grid, text.data(), blank);
  return text;
}

}  // namespace sudoku
