// Reading and writing a puzzle of any shape (parse.h): the small grids' reader, the reader that
// tells the size by the cell count, and the writer. They run once per call, so they are built
// for size in the WebAssembly module (core/CMakeLists.txt); the 9x9 readers they hand 9x9 to
// stay in parse.cc, built for speed.
#include "sudoku/parse.h"

#include "grid/cell_reader.h"
#include "sudoku/rules.h"

namespace sudoku {

ParseResult ParsePuzzle(std::string_view text, const GridShape& shape, bool check_rules) {
  if (shape.size == 9) return check_rules ? ParsePuzzle(text) : ParseCells(text);
  ParseResult result = detail::ReadCells(text, shape.cells(), shape.size);
  if (check_rules && result.error.status == Status::kOk) result.error = FindConflict(result.grid, shape);
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
