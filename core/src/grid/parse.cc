#include "sudoku/parse.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "grid/cell_reader.h"

namespace sudoku {
namespace {

using detail::kByteMeaning;

// Eight cells at a time: one 64-bit word holds eight byte lanes, and no step below lets a
// lane carry into its neighbour. Batches read and write millions of cells.
constexpr uint64_t Lanes(uint8_t byte) { return 0x0101010101010101ull * byte; }

uint64_t Load8(const void* from) {
  uint64_t word;
  std::memcpy(&word, from, sizeof word);
  return word;
}

void Store8(void* to, uint64_t word) { std::memcpy(to, &word, sizeof word); }

// 0x80 in each lane that is zero, 0 in the others (exact: (lane & 0x7F) + 0x7F never carries).
uint64_t ZeroLanes(uint64_t word) {
  return ~(((word & Lanes(0x7F)) + Lanes(0x7F)) | word | Lanes(0x7F));
}

// 0x80 in each lane above 9, 0 in the others.
uint64_t LanesAbove9(uint64_t word) {
  return (word | ((word & Lanes(0x7F)) + Lanes(0x76))) & Lanes(0x80);
}

ParseResult Finish(const Grid& grid) {
  ParseResult result;
  result.grid = grid;
  result.error = FindConflict(grid);
  return result;
}

}  // namespace

ParseResult ParsePuzzle(std::string_view text) {
  ParseResult result = ParseCells(text);
  if (result.error.status == Status::kOk) result.error = FindConflict(result.grid);
  return result;
}

ParseResult ParseCells(std::string_view text) { return detail::ReadCells(text, kCells, 9); }

bool ParseCompactCells(const char* text, Grid& grid) {
  uint64_t bad = 0;
  for (int at = 0; at + 8 <= kCells; at += 8) {
    const uint64_t lanes = Load8(text + at) ^ Lanes('0');  // '0'..'9' -> 0..9, '.' -> 0x1E
    const uint64_t dots = ZeroLanes(lanes ^ Lanes('.' ^ '0'));
    const uint64_t cells = lanes & ~((dots >> 7) * 0xFF);  // a '.' lane -> 0
    bad |= LanesAbove9(cells);
    Store8(&grid[at], cells);
  }
  const int last = kByteMeaning[static_cast<uint8_t>(text[kCells - 1])];
  grid[kCells - 1] = static_cast<uint8_t>(last);
  return bad == 0 && last >= 0;
}

ParseResult ParseTokens(const std::string_view* tokens, int count) {
  if (count != kCells) return detail::ParseFailure(Status::kBadLength, count);
  Grid grid{};
  for (int cell = 0; cell < kCells; ++cell) {
    const std::string_view token = tokens[cell];
    if (token.empty() || token == "." || token == "0" || token == "N") continue;
    if (token.size() == 1 && token[0] >= '1' && token[0] <= '9') {
      grid[cell] = static_cast<uint8_t>(token[0] - '0');
      continue;
    }
    return detail::ParseFailure(Status::kBadChar, cell);
  }
  return Finish(grid);
}

void WriteGrid(const Grid& grid, char* out, char blank) {
  // The usual case, cells 0..9 and '.' for blanks: eight cells per step. A blank lane becomes
  // '0' - 2, which is '.'.
  if (blank == '.') {
    uint64_t above9 = 0;
    for (int at = 0; at + 8 <= kCells; at += 8) {
      const uint64_t cells = Load8(&grid[at]);
      above9 |= LanesAbove9(cells);
      Store8(out + at, cells + Lanes('0') - (ZeroLanes(cells) >> 6));
    }
    const int last = grid[kCells - 1];
    out[kCells - 1] = last != 0 ? static_cast<char>('0' + last) : '.';
    if (above9 == 0) return;  // else a hand-made grid: the plain loop below rewrites it all
  }
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
