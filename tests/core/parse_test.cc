// Parsing and formatting: every accepted form, every error kind, round trips.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sudoku/parse.h"
#include "test_data.h"

namespace sudoku {
namespace {

const std::string kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(ParsePuzzle, DotsAndZerosAreBlanks) {
  std::string zeros = kPuzzle;
  for (char& c : zeros) c = c == '.' ? '0' : c;
  const ParseResult dots = ParsePuzzle(kPuzzle);
  const ParseResult zero = ParsePuzzle(zeros);
  ASSERT_EQ(dots.error.status, Status::kOk);
  ASSERT_EQ(zero.error.status, Status::kOk);
  EXPECT_EQ(dots.grid, zero.grid);
  EXPECT_EQ(dots.grid[0], 5);
  EXPECT_EQ(dots.grid[2], 0);
  EXPECT_EQ(dots.grid[80], 9);
  EXPECT_EQ(CountGivens(dots.grid), 30);
}

TEST(FormatGrid, RoundTripsEveryLineOfASet) {
  for (const auto& line : testing::ReadPuzzleSet("magictour_top1465.txt")) {
    const ParseResult parsed = ParsePuzzle(line.puzzle);
    ASSERT_EQ(parsed.error.status, Status::kOk) << line.puzzle;
    ASSERT_EQ(FormatGrid(parsed.grid), line.puzzle);
  }
  Grid grid{};
  grid[4] = 7;
  EXPECT_EQ(FormatGrid(grid, '0'), std::string(4, '0') + "7" + std::string(76, '0'));
}

TEST(ParsePuzzle, PrettyPrintedWithSeparatorsAndCrlf) {
  const std::string text =
      "\r\n0 0 0 | 0 0 7 | 0 0 4\r\n0 0 0 | 0 0 6 | 0 0 3\r\n8 6 0 | 2 0 0 | 0 0 0\r\n"
      "------+-------+------\r\n5 0 9 | 0 8 2 | 0 0 0\r\n6 4 0 | 0 0 0 | 0 8 0\r\n"
      ". . . | . . . | 7 . .\r\n------+-------+------\r\n0 0 0 | 0 0 0 | 0 4 2\r\n"
      "0 1 0 | 0 3 0 | 0 0 0\r\n7 0 3 | 0 0 0 | 0 0 9\r\n";
  const ParseResult parsed = ParsePuzzle(text);
  ASSERT_EQ(parsed.error.status, Status::kOk);
  EXPECT_EQ(FormatGrid(parsed.grid, '0'),
            "000007004000006003860200000509082000640000080000000700000000042010030000703000009");
}

TEST(ParsePuzzle, WrongLengthSaysHowManyCells) {
  const ParseResult short_text = ParsePuzzle(kPuzzle.substr(0, 80));
  EXPECT_EQ(short_text.error.status, Status::kBadLength);
  EXPECT_EQ(short_text.error.cell, 80);
  const ParseResult long_text = ParsePuzzle(kPuzzle + "1");
  EXPECT_EQ(long_text.error.status, Status::kBadLength);
  EXPECT_EQ(long_text.error.cell, 82);
  EXPECT_EQ(ParsePuzzle("").error.status, Status::kBadLength);
}

TEST(ParsePuzzle, UnknownCharacterNamesItsCell) {
  const ParseResult parsed = ParsePuzzle("5x3..7....");
  EXPECT_EQ(parsed.error.status, Status::kBadChar);
  EXPECT_EQ(parsed.error.cell, 1);
  std::string with_letter = kPuzzle;
  with_letter[40] = 'a';
  const ParseResult letter = ParsePuzzle(with_letter);
  EXPECT_EQ(letter.error.status, Status::kBadChar);
  EXPECT_EQ(letter.error.cell, 40);
}

TEST(ParsePuzzle, EqualGivensInAHouseNameBothCells) {
  // Row: r1c1 and r1c2 both 1.
  const ParseResult row = ParsePuzzle("11" + std::string(79, '.'));
  EXPECT_EQ(row.error.status, Status::kConflictingGivens);
  EXPECT_EQ(row.error.cell, 0);
  EXPECT_EQ(row.error.other_cell, 1);
  EXPECT_EQ(row.error.digit, 1);
  EXPECT_EQ(row.error.house, RowHouse(0));
  // Column: r1c5 and r9c5 both 4.
  std::string column(81, '.');
  column[4] = '4';
  column[76] = '4';
  const ParseResult col = ParsePuzzle(column);
  EXPECT_EQ(col.error.status, Status::kConflictingGivens);
  EXPECT_EQ(col.error.cell, 4);
  EXPECT_EQ(col.error.other_cell, 76);
  EXPECT_EQ(col.error.house, ColumnHouse(4));
  // Box only: r4c4 and r6c6 both 9 (different rows and columns).
  std::string box(81, '.');
  box[30] = '9';
  box[50] = '9';
  const ParseResult bx = ParsePuzzle(box);
  EXPECT_EQ(bx.error.status, Status::kConflictingGivens);
  EXPECT_EQ(bx.error.cell, 30);
  EXPECT_EQ(bx.error.other_cell, 50);
  EXPECT_EQ(bx.error.house, BoxHouse(4));
}

TEST(ParseTokens, SeedDocumentForms) {
  std::vector<std::string> tokens;
  for (char c : kPuzzle) tokens.push_back(c == '.' ? "" : std::string(1, c));
  tokens[2] = "N";
  tokens[3] = ".";
  tokens[5] = "0";
  std::vector<std::string_view> views(tokens.begin(), tokens.end());
  const ParseResult parsed = ParseTokens(views.data(), static_cast<int>(views.size()));
  ASSERT_EQ(parsed.error.status, Status::kOk);
  EXPECT_EQ(FormatGrid(parsed.grid), kPuzzle);
}

TEST(ParseTokens, BadTokenAndWrongCount) {
  std::vector<std::string_view> views(81, "");
  views[17] = "10";
  const ParseResult bad = ParseTokens(views.data(), 81);
  EXPECT_EQ(bad.error.status, Status::kBadChar);
  EXPECT_EQ(bad.error.cell, 17);
  EXPECT_EQ(ParseTokens(views.data(), 80).error.status, Status::kBadLength);
  views[17] = "3";
  views[26] = "3";  // r3c9: same column and box as r2c9
  const ParseResult dup = ParseTokens(views.data(), 81);
  EXPECT_EQ(dup.error.status, Status::kConflictingGivens);
  EXPECT_EQ(dup.error.cell, 17);
  EXPECT_EQ(dup.error.other_cell, 26);
}

TEST(StatusCode, StableStrings) {
  EXPECT_STREQ(StatusCode(Status::kOk), "ok");
  EXPECT_STREQ(StatusCode(Status::kBadLength), "badLength");
  EXPECT_STREQ(StatusCode(Status::kBadChar), "badChar");
  EXPECT_STREQ(StatusCode(Status::kConflictingGivens), "conflictingGivens");
  EXPECT_STREQ(StatusCode(Status::kBadOption), "badOption");
  EXPECT_STREQ(StatusCode(Status::kBudgetExhausted), "budgetExhausted");
}

TEST(GridTables, HousesAndPeers) {
  for (int cell = 0; cell < kCells; ++cell) {
    int count = 0;
    for (const auto& house : kHouseCells) {
      for (uint8_t c : house) count += c == cell;
    }
    EXPECT_EQ(count, 3) << "every cell lies in one row, one column and one box";
    for (uint8_t peer : kPeers[cell]) {
      EXPECT_NE(peer, cell);
      EXPECT_TRUE(RowOf(peer) == RowOf(cell) || ColumnOf(peer) == ColumnOf(cell) ||
                  BoxOf(peer) == BoxOf(cell));
    }
  }
  EXPECT_EQ(BoxOf(CellAt(4, 4)), 4);
  EXPECT_EQ(BoxOf(CellAt(8, 0)), 6);
  EXPECT_EQ(kHouseCells[BoxHouse(8)][8], 80);
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

// A bad character after the 81st cell makes the text too long; it must never be reported as
// badChar at a cell index of 81 or more, which names no cell.
TEST(ParsePuzzle, BadCharacterAfterTheLastCellIsBadLength) {
  const std::string puzzle(81, '.');
  const std::string tails[] = {"x", std::string(1, '\0'), "\nx", "5x"};
  for (const std::string& tail : tails) {
    const ParseResult parsed = ParsePuzzle(puzzle + tail);
    EXPECT_EQ(parsed.error.status, Status::kBadLength) << tail;
    EXPECT_GE(parsed.error.cell, 82) << tail;
  }
  const ParseResult at_80 = ParsePuzzle(std::string(80, '.') + "x");
  EXPECT_EQ(at_80.error.status, Status::kBadChar);
  EXPECT_EQ(at_80.error.cell, 80);
}

// The eight-cells-at-a-time reader must say yes exactly for the 81 cell characters and read
// what ParseCells reads: every byte value at every position of an otherwise valid line.
TEST(ParseCompactCells, EveryByteAtEveryCellAgreesWithParseCells) {
  const std::string cell_characters = ".0123456789";
  for (int cell = 0; cell < 81; ++cell) {
    for (int byte = 0; byte < 256; ++byte) {
      std::string line = kPuzzle;
      line[cell] = static_cast<char>(byte);
      Grid fast{};
      const bool read = ParseCompactCells(line.data(), fast);
      const bool is_cell = cell_characters.find(static_cast<char>(byte)) != std::string::npos;
      ASSERT_EQ(read, is_cell) << "cell " << cell << " byte " << byte;
      if (!read) continue;
      const ParseResult general = ParseCells(line);
      ASSERT_EQ(general.error.status, Status::kOk);
      ASSERT_EQ(fast, general.grid) << "cell " << cell << " byte " << byte;
    }
  }
}

// Writing eight cells at a time must give the plain loop's text for every value in every
// cell, including values no puzzle holds (a Grid built by hand), and for other blanks.
TEST(WriteGrid, EveryValueAtEveryCellMatchesTheCellByCellForm) {
  const Grid base = testing::GridOf(kPuzzle);
  for (const char blank : {'.', '0', '_'}) {
    for (int cell = 0; cell < 81; ++cell) {
      for (int value = 0; value < 256; ++value) {
        Grid grid = base;
        grid[cell] = static_cast<uint8_t>(value);
        std::string expected(81, ' ');
        for (int k = 0; k < 81; ++k) {
          expected[k] = grid[k] != 0 ? static_cast<char>('0' + grid[k]) : blank;
        }
        char written[81];
        WriteGrid(grid, written, blank);
        ASSERT_EQ(std::string(written, 81), expected) << "cell " << cell << " value " << value;
      }
    }
  }
  EXPECT_EQ(FormatGrid(base), kPuzzle);
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

TEST(Parse, ABadCharacterComesWithItsByteOffset) {
  // A full-width digit (U+FF15, three bytes in UTF-8) in the first cell, and a letter after
  // layout characters and a multibyte character elsewhere.
  const ParseResult full_width = ParsePuzzle("\xEF\xBC\x95" "3..7....");
  EXPECT_EQ(full_width.error.status, Status::kBadChar);
  EXPECT_EQ(full_width.error.cell, 0);
  EXPECT_EQ(full_width.bad_offset, 0u);
  const ParseResult letter = ParsePuzzle("1 | 2 x");
  EXPECT_EQ(letter.error.status, Status::kBadChar);
  EXPECT_EQ(letter.error.cell, 2);
  EXPECT_EQ(letter.bad_offset, 6u);
}

}  // namespace
}  // namespace sudoku
