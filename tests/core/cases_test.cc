// The native rows of ../shared/cases/cases.tsv: inputs that broke other Sudoku tools, each with
// the behaviour a correct engine shows. Inputs are read from the file itself (by row id), so the
// tests and the list cannot drift apart; a missing row fails.
//
// Each case is also widened to the class of fault it stands for:
//   C06a-d (equal givens accepted)   -> every pair of cells in every row, column and box, every
//                                       digit, through FindConflict, ParsePuzzle and ParseTokens,
//                                       and an equal digit copied into every empty peer of a real
//                                       puzzle;
//   C16d (bad character / length)    -> every unaccepted byte at every position, every length
//                                       from 0 to 200, bad tokens in every cell;
//   C15 (pretty-printed text)        -> the same layout with LF, tabs and no leading blank line.
// Rows about the generator, grader, hints, JS wrapper and page belong to other suites; where such
// a row states a fact about the puzzle itself (a solution count), that fact is checked here.
// tests/README.md lists which rows are covered here and which are left to other suites.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "../reference/dancing_links.h"
#include "sudoku/grade.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

// The `input` column of every row, by id, with the `\r` and `\n` escapes turned into bytes.
std::map<std::string, std::string> ReadCases() {
  std::map<std::string, std::string> cases;
  std::ifstream in(std::string(SUDOKU_CASES_DIR) + "/cases.tsv");
  EXPECT_TRUE(in.good()) << "cannot open cases.tsv under " << SUDOKU_CASES_DIR;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    const size_t first = line.find('\t');
    const size_t second = line.find('\t', first + 1);
    const size_t third = line.find('\t', second + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    const std::string raw = line.substr(second + 1, third - second - 1);
    std::string input;
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == 'r' || raw[i + 1] == 'n')) {
        input += raw[i + 1] == 'r' ? '\r' : '\n';
        ++i;
      } else {
        input += raw[i];
      }
    }
    cases[line.substr(0, first)] = input;
  }
  return cases;
}

const std::map<std::string, std::string>& Cases() {
  static const auto* cases = new std::map<std::string, std::string>(ReadCases());
  return *cases;
}

std::string Input(const std::string& id) {
  const auto it = Cases().find(id);
  EXPECT_NE(it, Cases().end()) << "cases.tsv has no row " << id;
  return it == Cases().end() ? std::string() : it->second;
}

// 1-based rNcM, as the cases file names cells.
int Cell(int row, int column) { return CellAt(row - 1, column - 1); }

// Every pair of equal givens in every house, as (house, smaller cell, larger cell, digit): an
// independent listing (a plain triple loop), to check the named cells exactly.
using Conflict = std::tuple<int, int, int, int>;
std::set<Conflict> AllConflicts(const Grid& grid) {
  std::set<Conflict> conflicts;
  for (int house = 0; house < kHouses; ++house) {
    for (int i = 0; i < 9; ++i) {
      for (int j = i + 1; j < 9; ++j) {
        const int a = kHouseCells[house][i], b = kHouseCells[house][j];
        if (grid[a] != 0 && grid[a] == grid[b]) {
          conflicts.insert({house, std::min(a, b), std::max(a, b), grid[a]});
        }
      }
    }
  }
  return conflicts;
}

// The 81 one-character tokens of a plain 81-character puzzle.
std::vector<std::string_view> TokensOf(const std::string& text) {
  std::vector<std::string_view> tokens;
  for (size_t i = 0; i < text.size(); ++i) tokens.push_back(std::string_view(text).substr(i, 1));
  return tokens;
}

void ExpectError(const Error& error, Status status, int cell, int other_cell = -1, int digit = 0,
                 int house = -1) {
  EXPECT_EQ(error.status, status);
  EXPECT_EQ(error.cell, cell);
  EXPECT_EQ(error.other_cell, other_cell);
  EXPECT_EQ(error.digit, digit);
  EXPECT_EQ(error.house, house);
}

// An invalid puzzle must be refused before any search: count 0 at every limit, no guess made.
void ExpectRefusedWithoutSearch(const Grid& grid) {
  for (uint32_t limit : {1u, 2u, 1000u}) {
    const CountResult result = CountSolutions(grid, limit);
    EXPECT_EQ(result.count, 0) << "limit " << limit;
    EXPECT_EQ(result.stats.guesses, 0u) << "limit " << limit;
    EXPECT_FALSE(result.budget_exhausted);
  }
}

// ---- solver rows -------------------------------------------------------------------------

// C01a: 75 givens yet two solutions, which differ only in r2c7-9 / r4c7-9 (416/641 or 641/416).
// A count that stops at the first solution, or a uniqueness test that does not look for a
// second one, calls it unique.
TEST(Cases, C01aHasExactlyTwoSolutions) {
  const Grid puzzle = GridOf(Input("C01a"));
  EXPECT_EQ(CountGivens(puzzle), 75);
  EXPECT_EQ(CountSolutions(puzzle, 2).count, 2);
  EXPECT_EQ(CountSolutions(puzzle, 100).count, 2);
  EXPECT_EQ(CountSolutions(puzzle, 1).count, 1);
  const reference::DlxResult all = reference::Solve(puzzle, 100, true);
  ASSERT_EQ(all.count, 2);
  std::set<std::string> row2_tails, row4_tails;
  for (const Grid& solution : all.solutions) {
    EXPECT_TRUE(SolvesPuzzle(puzzle, solution));
    const std::string text = FormatGrid(solution);
    row2_tails.insert(text.substr(Cell(2, 7), 3));
    row4_tails.insert(text.substr(Cell(4, 7), 3));
    EXPECT_NE(text.substr(Cell(2, 7), 3), text.substr(Cell(4, 7), 3));
  }
  EXPECT_EQ(row2_tails, (std::set<std::string>{"416", "641"}));
  EXPECT_EQ(row4_tails, (std::set<std::string>{"416", "641"}));
  EXPECT_TRUE(SolvesPuzzle(puzzle, CountSolutions(puzzle, 2).solution));
}

// C06a: 9 twice in row 1 (r1c2, r1c3; the same pair is also in box 1) and in column 2
// (r1c2, r5c2). Exactly those conflicts, the first reported as rows come first.
TEST(Cases, C06aNinesInRowOneAndColumnTwo) {
  const std::string text = Input("C06a");
  Grid cells{};
  for (int i = 0; i < kCells; ++i) cells[i] = text[i] == '.' ? 0 : text[i] - '0';
  EXPECT_EQ(AllConflicts(cells),
            (std::set<Conflict>{{RowHouse(0), Cell(1, 2), Cell(1, 3), 9},
                                {ColumnHouse(1), Cell(1, 2), Cell(5, 2), 9},
                                {BoxHouse(0), Cell(1, 2), Cell(1, 3), 9}}));
  const ParseResult parsed = ParsePuzzle(text);
  ExpectError(parsed.error, Status::kConflictingGivens, Cell(1, 2), Cell(1, 3), 9, RowHouse(0));
  ExpectError(FindConflict(cells), Status::kConflictingGivens, Cell(1, 2), Cell(1, 3), 9,
              RowHouse(0));
  const auto tokens = TokensOf(text);
  ExpectError(ParseTokens(tokens.data(), 81).error, Status::kConflictingGivens, Cell(1, 2),
              Cell(1, 3), 9, RowHouse(0));
  // Removing the row pair leaves the column pair, which must then be the one reported.
  Grid without_row = cells;
  without_row[Cell(1, 3)] = 0;
  ExpectError(FindConflict(without_row), Status::kConflictingGivens, Cell(1, 2), Cell(5, 2), 9,
              ColumnHouse(1));
  ExpectRefusedWithoutSearch(cells);
  ExpectRefusedWithoutSearch(without_row);
}

// C06b: 1 twice in row 1 and box 1 (r1c1, r1c2) and nothing else: refused, no search.
TEST(Cases, C06bOnesInRowOne) {
  const std::string text = Input("C06b");
  Grid cells{};
  cells[Cell(1, 1)] = cells[Cell(1, 2)] = 1;
  EXPECT_EQ(AllConflicts(cells), (std::set<Conflict>{{RowHouse(0), 0, 1, 1},
                                                     {BoxHouse(0), 0, 1, 1}}));
  ExpectError(ParsePuzzle(text).error, Status::kConflictingGivens, 0, 1, 1, RowHouse(0));
  const auto tokens = TokensOf(text);
  ExpectError(ParseTokens(tokens.data(), 81).error, Status::kConflictingGivens, 0, 1, 1,
              RowHouse(0));
  ExpectRefusedWithoutSearch(cells);
}

// C06c: 6 twice in row 2 (r2c3, r2c9) and 7 twice in row 4 (r4c2, r4c5); nothing else.
TEST(Cases, C06cTwoSeparateRowConflicts) {
  const std::string text = Input("C06c");
  Grid cells{};
  for (int i = 0; i < kCells; ++i) cells[i] = text[i] == '.' ? 0 : text[i] - '0';
  EXPECT_EQ(AllConflicts(cells),
            (std::set<Conflict>{{RowHouse(1), Cell(2, 3), Cell(2, 9), 6},
                                {RowHouse(3), Cell(4, 2), Cell(4, 5), 7}}));
  ExpectError(ParsePuzzle(text).error, Status::kConflictingGivens, Cell(2, 3), Cell(2, 9), 6,
              RowHouse(1));
  Grid second_only = cells;
  second_only[Cell(2, 9)] = 0;
  ExpectError(FindConflict(second_only), Status::kConflictingGivens, Cell(4, 2), Cell(4, 5), 7,
              RowHouse(3));
  ExpectRefusedWithoutSearch(cells);
}

// C06d: 5 twice in row 2 and box 3 (r2c8, r2c9), with 20 givens that otherwise send a naive
// solver into an endless search: refused at once, with no guess.
TEST(Cases, C06dFivesInRowTwoNoSearch) {
  const std::string text = Input("C06d");
  Grid cells{};
  for (int i = 0; i < kCells; ++i) cells[i] = text[i] == '.' ? 0 : text[i] - '0';
  EXPECT_EQ(AllConflicts(cells),
            (std::set<Conflict>{{RowHouse(1), Cell(2, 8), Cell(2, 9), 5},
                                {BoxHouse(2), Cell(2, 8), Cell(2, 9), 5}}));
  ExpectError(ParsePuzzle(text).error, Status::kConflictingGivens, Cell(2, 8), Cell(2, 9), 5,
              RowHouse(1));
  ExpectRefusedWithoutSearch(cells);
}

// The class behind C06: for every house, every pair of its cells and every digit, two equal
// givens are reported with both cells (smaller first), the digit, and the first house in the
// documented order (rows, then columns, then boxes) that holds both; by FindConflict, ParsePuzzle
// and ParseTokens alike; and the solver refuses them without a search.
TEST(ConflictClass, EveryPairInEveryHouseTypeEveryDigit) {
  int checked = 0;
  for (int house = 0; house < kHouses; ++house) {
    for (int i = 0; i < 9; ++i) {
      for (int j = i + 1; j < 9; ++j) {
        const int a = std::min(kHouseCells[house][i], kHouseCells[house][j]);
        const int b = std::max(kHouseCells[house][i], kHouseCells[house][j]);
        const int first_house = RowOf(a) == RowOf(b)         ? RowHouse(RowOf(a))
                                : ColumnOf(a) == ColumnOf(b) ? ColumnHouse(ColumnOf(a))
                                                             : BoxHouse(BoxOf(a));
        for (int digit = 1; digit <= 9; ++digit) {
          Grid grid{};
          grid[a] = grid[b] = static_cast<uint8_t>(digit);
          const Error expected{Status::kConflictingGivens, a, b, digit, first_house};
          const std::string text = FormatGrid(grid);
          const auto tokens = TokensOf(text);
          for (const Error& error : {FindConflict(grid), ParsePuzzle(text).error,
                                     ParseTokens(tokens.data(), 81).error}) {
            ASSERT_EQ(std::tie(error.status, error.cell, error.other_cell, error.digit,
                               error.house),
                      std::tie(expected.status, expected.cell, expected.other_cell,
                               expected.digit, expected.house))
                << "digit " << digit << " in cells " << a << " and " << b;
          }
          const CountResult result = CountSolutions(grid, 2);
          ASSERT_EQ(result.count, 0) << text;
          ASSERT_EQ(result.stats.guesses, 0u) << text;
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(checked, 27 * 36 * 9);
}

// The same class inside real puzzles: copying any given into any empty peer must be reported
// with the new cell as one of the two, the other cell holding the same digit in a shared house.
TEST(ConflictClass, GivenCopiedIntoEveryEmptyPeerOfRealPuzzles) {
  int checked = 0;
  for (const char* id : {"C08a", "C08b", "C09", "C22b"}) {
    const Grid puzzle = GridOf(Input(id));
    for (int cell = 0; cell < kCells; ++cell) {
      if (puzzle[cell] == 0) continue;
      for (uint8_t peer : kPeers[cell]) {
        if (puzzle[peer] != 0) continue;
        Grid grid = puzzle;
        grid[peer] = puzzle[cell];
        const std::string text = FormatGrid(grid);
        const auto tokens = TokensOf(text);
        for (const Error& error : {ParsePuzzle(text).error, ParseTokens(tokens.data(), 81).error}) {
          ASSERT_EQ(error.status, Status::kConflictingGivens) << id << " " << text;
          ASSERT_TRUE(error.cell == peer || error.other_cell == peer) << id << " " << text;
          ASSERT_LT(error.cell, error.other_cell);
          ASSERT_EQ(error.digit, puzzle[cell]);
          ASSERT_EQ(grid[error.cell], error.digit);
          ASSERT_EQ(grid[error.other_cell], error.digit);
          ASSERT_TRUE(std::count(kHouseCells[error.house].begin(),
                                 kHouseCells[error.house].end(), error.cell) == 1 &&
                      std::count(kHouseCells[error.house].begin(),
                                 kHouseCells[error.house].end(), error.other_cell) == 1);
        }
        ASSERT_EQ(CountSolutions(grid, 2).count, 0) << text;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

// C08a, C08b (hard for backtracking solvers that scan cells in order) and C09: the exact unique
// solution, confirmed unique with limit 2 and checked by the independent rule check.
TEST(Cases, C08aC08bC09ExactUniqueSolutions) {
  const std::pair<const char*, const char*> expected[] = {
      {"C08a", "947165283823974516651328947478596132516432879239817465764251398385749621192683754"},
      {"C08b", "987654321246173985351928746128537694634892157795461832519286473472319568863745219"},
      {"C09", "186349257592671348347285169875162934934857612261934785659423871418796523723518496"},
  };
  for (const auto& [id, solution] : expected) {
    const ParseResult parsed = ParsePuzzle(Input(id));
    ASSERT_EQ(parsed.error.status, Status::kOk) << id;
    const CountResult result = CountSolutions(parsed.grid, 2);
    EXPECT_EQ(result.count, 1) << id;
    EXPECT_EQ(FormatGrid(result.solution), solution) << id;
    EXPECT_TRUE(SolvesPuzzle(parsed.grid, result.solution)) << id;
    EXPECT_TRUE(IsValidSolution(GridOf(solution))) << id;
  }
}

// C10: the empty grid is a puzzle like any other: solving gives a complete valid grid and the
// uniqueness test answers 2 at once (a handful of guesses, not a search of the whole space).
TEST(Cases, C10EmptyGrid) {
  const ParseResult parsed = ParsePuzzle(Input("C10"));
  ASSERT_EQ(parsed.error.status, Status::kOk);
  EXPECT_EQ(CountGivens(parsed.grid), 0);
  const CountResult one = CountSolutions(parsed.grid, 1);
  EXPECT_EQ(one.count, 1);
  EXPECT_TRUE(IsValidSolution(one.solution));
  const CountResult two = CountSolutions(parsed.grid, 2);
  EXPECT_EQ(two.count, 2);
  EXPECT_TRUE(IsValidSolution(two.solution));
  EXPECT_LE(two.stats.guesses, 81u);
}

// ---- parsing rows ------------------------------------------------------------------------

constexpr const char* kC15Cells =
    "000007004000006003860200000509082000640000080000000700000000042010030000703000009";

// C15: a pretty-printed grid with CRLF, a leading blank line, `|` `-` `+` separators, spaces and
// mixed 0/. blanks parses to the exact cells.
TEST(Cases, C15PrettyPrintedText) {
  const std::string text = Input("C15");
  ASSERT_NE(text.find("\r\n"), std::string::npos);  // the escapes were turned into bytes
  const ParseResult parsed = ParsePuzzle(text);
  ASSERT_EQ(parsed.error.status, Status::kOk);
  EXPECT_EQ(FormatGrid(parsed.grid, '0'), kC15Cells);
}

// The class behind C15: the same layout with LF only, tabs instead of spaces, no leading blank
// line, trailing spaces, and every blank written as `.` parses the same.
TEST(ParseLayoutClass, VariantsOfThePrettyPrintedGrid) {
  const std::string crlf = Input("C15");
  std::string lf, tabs, dots;
  for (char c : crlf) {
    if (c != '\r') lf += c;
  }
  for (char c : lf) tabs += c == ' ' ? '\t' : c;
  for (char c : lf) dots += c == '0' ? '.' : c;
  const std::string no_leading = lf.substr(1);
  std::string trailing;
  for (char c : lf) trailing += c == '\n' ? std::string("  \n") : std::string(1, c);
  for (const std::string& text : {lf, tabs, dots, no_leading, trailing}) {
    const ParseResult parsed = ParsePuzzle(text);
    ASSERT_EQ(parsed.error.status, Status::kOk) << text;
    EXPECT_EQ(FormatGrid(parsed.grid, '0'), kC15Cells) << text;
  }
}

// C16a (native half): the classic string solves to the published grid. The JS call belongs to
// the wasm suite.
TEST(Cases, C16aStringSolves) {
  const ParseResult parsed = ParsePuzzle(Input("C16a").substr(9, 81));
  ASSERT_EQ(parsed.error.status, Status::kOk);
  const CountResult result = CountSolutions(parsed.grid, 2);
  EXPECT_EQ(result.count, 1);
  EXPECT_EQ(FormatGrid(result.solution),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
}

// C16b / C16c (native half): the 9x9 arrays of strings ("5", ".") and of numbers (written as
// tokens "5", "0") read through ParseTokens give the same grid as the C16a string. The JS
// argument handling (TypeError, no silent coercion) belongs to the wasm suite.
TEST(Cases, C16bC16cTokenArraysMatchTheString) {
  const Grid expected = GridOf(Input("C16a").substr(9, 81));
  for (const char* id : {"C16b", "C16c"}) {
    const std::string input = Input(id);
    std::vector<std::string> owned;
    std::string token;
    bool in_token = false;
    for (char c : input) {
      if (c == '"') {
        if (in_token) owned.push_back(token);
        token.clear();
        in_token = !in_token;
      } else if (in_token) {
        token += c;
      } else if (c >= '0' && c <= '9') {
        owned.push_back(std::string(1, c));  // a bare number of C16c
      }
    }
    ASSERT_EQ(owned.size(), 81u) << id;
    std::vector<std::string_view> tokens(owned.begin(), owned.end());
    const ParseResult parsed = ParseTokens(tokens.data(), 81);
    ASSERT_EQ(parsed.error.status, Status::kOk) << id;
    EXPECT_EQ(parsed.grid, expected) << id;
  }
}

// C16d: "5x3..7...." is refused: the bad character is named (cell 1) before the length is
// judged, and no grid is produced from coerced cells.
TEST(Cases, C16dBadCharacterAndLength) {
  const std::string input = Input("C16d");
  const size_t open = input.find('"');
  const std::string text = input.substr(open + 1, input.find('"', open + 1) - open - 1);
  ASSERT_EQ(text, "5x3..7....");
  const ParseResult parsed = ParsePuzzle(text);
  ExpectError(parsed.error, Status::kBadChar, 1);
  EXPECT_EQ(parsed.grid, Grid{});
  std::string without_x = text;
  without_x.erase(1, 1);
  ExpectError(ParsePuzzle(without_x).error, Status::kBadLength, 9);
}

// The class behind C16d: every byte that is neither a digit, a blank nor an ignored separator,
// put at every position of a valid puzzle, is refused as kBadChar naming that cell; the grid
// stays empty.
TEST(BadInputClass, EveryUnacceptedByteAtEveryPosition) {
  const std::string valid = Input("C16a").substr(9, 81);
  const std::string accepted = "0123456789. \t\r\n|-+";
  int checked = 0;
  for (int byte = 0; byte < 256; ++byte) {
    if (accepted.find(static_cast<char>(byte)) != std::string::npos) continue;
    for (int cell = 0; cell < kCells; ++cell) {
      std::string text = valid;
      text[cell] = static_cast<char>(byte);
      const ParseResult parsed = ParsePuzzle(text);
      ASSERT_EQ(parsed.error.status, Status::kBadChar) << "byte " << byte << " cell " << cell;
      ASSERT_EQ(parsed.error.cell, cell) << "byte " << byte;
      ASSERT_EQ(parsed.grid, Grid{});
      ++checked;
    }
  }
  EXPECT_EQ(accepted.size(), 18u);  // ten digits, the dot, four kinds of whitespace, | - +
  EXPECT_EQ(checked, (256 - 18) * 81);
}

// Every length but 81 is kBadLength with the number of cells found, whether the text is short
// or long, and whether it is padded with separators; exactly 81 cells parse.
TEST(BadInputClass, EveryWrongLength) {
  for (int length = 0; length <= 200; ++length) {
    const std::string text(length, '.');
    const ParseResult parsed = ParsePuzzle(text);
    const ParseResult padded = ParsePuzzle(" | " + text + "\r\n+-\n");
    if (length == kCells) {
      EXPECT_EQ(parsed.error.status, Status::kOk);
      EXPECT_EQ(padded.error.status, Status::kOk);
      continue;
    }
    ExpectError(parsed.error, Status::kBadLength, length);
    ExpectError(padded.error, Status::kBadLength, length);
  }
}

// Tokens: a bad token in any cell is kBadChar naming that cell; a count other than 81 is
// kBadLength naming the count; every accepted blank form reads as empty.
TEST(BadInputClass, TokensInEveryCellAndEveryCount) {
  const std::string valid = Input("C16a").substr(9, 81);
  const auto good = TokensOf(valid);
  for (std::string_view bad : {"x", "10", " 5", "5 ", "-1", "00", "..", "n", "\t", "+", "|"}) {
    for (int cell = 0; cell < kCells; ++cell) {
      auto tokens = good;
      tokens[cell] = bad;
      const ParseResult parsed = ParseTokens(tokens.data(), 81);
      ASSERT_EQ(parsed.error.status, Status::kBadChar) << "'" << bad << "' cell " << cell;
      ASSERT_EQ(parsed.error.cell, cell) << "'" << bad << "'";
    }
  }
  for (std::string_view blank : {"", ".", "0", "N"}) {
    std::vector<std::string_view> tokens(81, blank);
    const ParseResult parsed = ParseTokens(tokens.data(), 81);
    ASSERT_EQ(parsed.error.status, Status::kOk) << "'" << blank << "'";
    EXPECT_EQ(parsed.grid, Grid{});
  }
  std::vector<std::string_view> many(200, ".");
  for (int count = 0; count <= 200; ++count) {
    if (count == kCells) continue;
    ExpectError(ParseTokens(many.data(), count).error, Status::kBadLength, count);
  }
}

// A Grid is a plain byte array, so a caller can hand in values 10..255. They must be refused,
// never used as an index or a shift: CountSolutions gives count 0, FindConflict reports kBadChar
// at the cell (it once indexed its 10-entry table with the value, a stack overflow found by
// AddressSanitizer), and the logic engine treats them as constraining nothing.
TEST(BadInputClass, OutOfRangeCellValuesAreRefused) {
  for (int value : {10, 11, 200, 255}) {
    Grid grid{};
    grid[40] = static_cast<uint8_t>(value);
    EXPECT_EQ(CountSolutions(grid, 2).count, 0) << value;
    const Error error = FindConflict(grid);
    EXPECT_EQ(error.status, Status::kBadChar) << value;
    // Whatever status core chooses, it must name the offending cell and no cell out of range.
    EXPECT_TRUE(error.cell == 40 || error.other_cell == 40) << value << ": " << error.cell;
    EXPECT_TRUE(error.cell >= -1 && error.cell < kCells) << value << ": " << error.cell;
    EXPECT_TRUE(error.other_cell >= -1 && error.other_cell < kCells) << value;
    if (error.status == Status::kConflictingGivens && error.cell >= 0) {
      EXPECT_EQ(grid[error.cell], grid[error.other_cell]) << value << ": invented conflict";
    }
    EXPECT_NE(GradePuzzle(grid).outcome, LogicOutcome::kSolved) << value;
  }
}

// ---- facts about puzzles of rows owned by other suites ----------------------------------
// The behaviour of these rows (grading, hints, page) is tested elsewhere; the solution counts
// they rely on are solver facts and are pinned here, checked by both solvers.

TEST(CaseFacts, SolutionCountsOfOtherSuitesPuzzles) {
  const std::pair<const char*, int> counts[] = {
      {"C04a", 1}, {"C04b", 1}, {"C11", 5}, {"C12", 1}, {"C22b", 1},
  };
  for (const auto& [id, expected] : counts) {
    const Grid puzzle = GridOf(Input(id));
    EXPECT_EQ(CountSolutions(puzzle, 100).count, expected) << id;
    EXPECT_EQ(reference::Solve(puzzle, 100).count, expected) << id;
  }
  // C22a has fewer than 17 givens, so it cannot be unique.
  const Grid c22a = GridOf(Input("C22a"));
  EXPECT_LT(CountGivens(c22a), 17);
  EXPECT_EQ(CountSolutions(c22a, 2).count, 2);
}

// C24: the fill sequence of the page test is the unique solution of its puzzle, with 59 blanks.
TEST(CaseFacts, C24FillIsTheUniqueSolution) {
  const std::string input = Input("C24");
  const size_t at = input.find("load ") + 5;
  const Grid puzzle = GridOf(input.substr(at, 81));
  const size_t from = input.find("from ") + 5;
  const Grid fill = GridOf(input.substr(from, 81));
  EXPECT_EQ(kCells - CountGivens(puzzle), 59);
  EXPECT_TRUE(SolvesPuzzle(puzzle, fill));
  const CountResult result = CountSolutions(puzzle, 2);
  EXPECT_EQ(result.count, 1);
  EXPECT_EQ(result.solution, fill);
}

}  // namespace
}  // namespace sudoku
