// Reading puzzles from text and cell tokens, and writing them back.
#pragma once

#include <string>
#include <string_view>

#include "sudoku/grid.h"
#include "sudoku/rules.h"  // FindConflict, which ParsePuzzle reports
#include "sudoku/status.h"

namespace sudoku {

struct ParseResult {
  Grid grid{};    // valid only when error.status == kOk
  Error error{};  // kBadLength, kBadChar (cell = index of the cell it would have filled) or
                  // kConflictingGivens (both cells, the digit and the house)
  // kBadChar from text: the byte offset of the character at fault (the first byte of a UTF-8
  // sequence), so a message can show it; 0 otherwise.
  size_t bad_offset = 0;
};

// Parses a puzzle written as text: 81 cells row-major, `1`-`9` for givens and `.` or `0` for
// blanks. Whitespace (spaces, tabs, LF, CRLF) and the separators `|`, `-`, `+` between cells are
// ignored, so the usual pretty-printed 9x9 layouts parse too. Errors: kBadChar names the cell
// index the bad character would have filled (0..80); kBadLength when fewer or more than 81 cells
// are found (cell = the number of cells found; a bad character after the 81st cell counts as
// one); kConflictingGivens as FindConflict reports it.
ParseResult ParsePuzzle(std::string_view text);

// ParsePuzzle without the house check (kBadLength and kBadChar only). For callers that count
// solutions anyway: a grid whose givens break a rule has no solution, so FindConflict is needed
// only when the count is 0.
ParseResult ParseCells(std::string_view text);

// The fast path for the usual batch line: true when text[0..80] are all cell characters
// (`1`-`9`, `.`, `0`), with the grid in `grid`; false on anything else (layout characters
// included), and the caller parses with ParseCells. Reads exactly 81 bytes: `text` must hold
// them. Where it returns true, ParseCells on those 81 bytes gives the same grid.
bool ParseCompactCells(const char* text, Grid& grid);

// Parses 81 tokens, one per cell row-major, as 9x9 arrays of the source documents write them:
// "1".."9" for givens; "", ".", "0" or "N" (the original demo's mark) for blanks. Errors as for
// ParsePuzzle; kBadChar names the token's cell.
ParseResult ParseTokens(const std::string_view* tokens, int count);


// ParsePuzzle (check_rules) or ParseCells for a puzzle of `shape` (shape.h): exactly
// shape.cells() cells, digits 1..shape.size, the same layout characters ignored. Errors as for
// ParsePuzzle: kBadLength (cell = the number of cells found); kBadChar (cell = the cell index,
// bad_offset the character's byte offset) for any other character, a digit above shape.size
// included; kConflictingGivens as FindConflict(grid, shape) reports it. 9x9 is ParsePuzzle's or
// ParseCells' own path.
ParseResult ParsePuzzle(std::string_view text, const GridShape& shape, bool check_rules = true);

// A puzzle read as text at the size its cell count says (16 -> 4x4, 36 -> 6x6, 81 -> 9x9), with
// the house check when `check_rules`. A text of any other length is read as 9x9, whose errors
// (kBadLength with the number of cells found, kBadChar) it then reports; `shape` is 9x9 then.
struct ShapedParse {
  ParseResult parsed;
  GridShape shape = kShape9;
};
ShapedParse ParseAnySize(std::string_view text, bool check_rules);

// The 81-character form: digits, and `blank` for empty cells.
std::string FormatGrid(const Grid& grid, char blank = '.');

// The shape.cells()-character form of a grid of `shape`.
std::string FormatGrid(const Grid& grid, const GridShape& shape, char blank = '.');

// The same 81 characters written to out[0..80] (no terminator), for callers that fill one
// buffer with many grids (SolveMany).
void WriteGrid(const Grid& grid, char* out, char blank = '.');

}  // namespace sudoku
