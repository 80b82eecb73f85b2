// Reading and writing a puzzle of any shape (parse.h): the small grids' reader, the reader that
// tells the size by the cell count, and the writer. They run once per call, so they are built
// for size in the WebAssembly module (core/CMakeLists.txt); the 9x9 readers they hand 9x9 to
// stay in parse.cc, built for speed.
#include "sudoku/parse.h"

#include "grid/byte_meaning.h"
#include "sudoku/rules.h"

namespace sudoku {
namespace {

using detail::kBadByte;
using detail::kByteMeaning;
using detail::kIgnored;

ParseResult Fail(Status status, int cell) {
  ParseResult result;
  result.error.status = status;
  result.error.cell = cell;
  return result;
}

}  // namespace

ParseResult ParsePuzzle(std::string_view text, const GridShape& shape, bool check_rules) {
  if (shape.size == 9) return check_rules ? ParsePuzzle(text) : ParseCells(text);
  Grid grid{};
  int cells = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    const int value = kByteMeaning[static_cast<uint8_t>(text[at])];
    if (value == kIgnored) continue;
    if (value == kBadByte || value > shape.size) {
      if (cells >= shape.cells()) return Fail(Status::kBadLength, cells + 1);
      ParseResult bad = Fail(Status::kBadChar, cells);
      bad.bad_offset = at;
      return bad;
    }
    if (cells < shape.cells()) grid[cells] = static_cast<uint8_t>(value);
    ++cells;
  }
  if (cells != shape.cells()) return Fail(Status::kBadLength, cells);
  ParseResult result;
  result.grid = grid;
  if (check_rules) result.error = FindConflict(grid, shape);
  return result;
}

ShapedParse ParseAnySize(std::string_view text, bool check_rules) {
  ShapedParse read;
  read.parsed = check_rules ? ParsePuzzle(text) : ParseCells(text);
  // The 9x9 reader counts every cell before it says the length is wrong, so its count tells a
  // small grid; its digits above the small size are then the small reader's kBadChar.
  if (read.parsed.error.status == Status::kBadLength) {
    const GridShape* shape = ShapeOfCells(read.parsed.error.cell);
    if (shape != nullptr && shape->size != 9) {
      read.shape = *shape;
      read.parsed = ParsePuzzle(text, *shape, check_rules);
    }
  }
  return read;
}

std::string FormatGrid(const Grid& grid, const GridShape& shape, char blank) {
  if (shape.size == 9) return FormatGrid(grid, blank);
  std::string text(static_cast<size_t>(shape.cells()), blank);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (grid[cell] != 0) text[cell] = static_cast<char>('0' + grid[cell]);
  }
  return text;
}

}  // namespace sudoku
