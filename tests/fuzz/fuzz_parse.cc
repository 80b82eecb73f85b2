// Fuzz target: the text and token parsers against a small model of their documented contract,
// plus the FormatGrid round trip. Any disagreement or broken invariant calls abort(), so
// libFuzzer keeps the input as a crash.
//
// Input: any bytes. The whole input is parsed as text; the same input split at '\n' and ','
// is parsed as tokens.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/parse.h"

namespace sudoku {
namespace {

void Check(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_parse: %s\n", what);
    std::abort();
  }
}

bool SameError(const Error& a, const Error& b) {
  return a.status == b.status && a.cell == b.cell && a.other_cell == b.other_cell &&
         a.digit == b.digit && a.house == b.house;
}

// The first equal pair in a house, rows then columns then boxes, written independently of
// FindConflict: cells of a house in reading order, compared pairwise.
Error ModelConflict(const Grid& grid) {
  for (int house = 0; house < kHouses; ++house) {
    for (int j = 1; j < 9; ++j) {
      for (int i = 0; i < j; ++i) {
        const int a = kHouseCells[house][i], b = kHouseCells[house][j];
        if (grid[a] != 0 && grid[a] == grid[b]) {
          return Error{Status::kConflictingGivens, a, b, grid[a], house};
        }
      }
    }
  }
  return Error{};
}

// ParsePuzzle as documented: separators and whitespace skipped, the first bad character named by
// the cell it would fill (0..80; past the 81st cell it makes the text too long instead: badLength
// counting it as a cell), then the length, then conflicts.
Error ModelParsePuzzle(std::string_view text, Grid& grid) {
  grid = Grid{};
  int cells = 0;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '|' || c == '-' || c == '+') {
      continue;
    }
    const bool digit = c >= '1' && c <= '9';
    if (!digit && c != '.' && c != '0') {
      return cells < kCells ? Error{Status::kBadChar, cells} : Error{Status::kBadLength, cells + 1};
    }
    if (cells < kCells) grid[cells] = digit ? static_cast<uint8_t>(c - '0') : 0;
    ++cells;
  }
  if (cells != kCells) return Error{Status::kBadLength, cells};
  return ModelConflict(grid);
}

Error ModelParseTokens(const std::vector<std::string_view>& tokens, Grid& grid) {
  grid = Grid{};
  if (tokens.size() != kCells) return Error{Status::kBadLength, static_cast<int>(tokens.size())};
  for (int cell = 0; cell < kCells; ++cell) {
    const std::string_view t = tokens[cell];
    if (t.empty() || t == "." || t == "0" || t == "N") continue;
    if (t.size() != 1 || t[0] < '1' || t[0] > '9') return Error{Status::kBadChar, cell};
    grid[cell] = static_cast<uint8_t>(t[0] - '0');
  }
  return ModelConflict(grid);
}

void CheckConflictNamesRealCells(const ParseResult& result) {
  const Error& e = result.error;
  if (e.status != Status::kConflictingGivens) return;
  Check(e.cell >= 0 && e.cell < e.other_cell && e.other_cell < kCells, "conflict cells order");
  Check(e.house >= 0 && e.house < kHouses, "conflict house range");
  Check(result.grid[e.cell] == e.digit && result.grid[e.other_cell] == e.digit,
        "conflict digit not in the named cells");
  int found = 0;
  for (uint8_t cell : kHouseCells[e.house]) found += cell == e.cell || cell == e.other_cell;
  Check(found == 2, "conflict cells not in the named house");
}

void RoundTrip(const Grid& grid) {
  for (char blank : {'.', '0'}) {
    const std::string text = FormatGrid(grid, blank);
    Check(text.size() == kCells, "FormatGrid length");
    const ParseResult again = ParsePuzzle(text);
    Check(again.error.status == Status::kOk && again.grid == grid, "FormatGrid round trip");
    std::vector<std::string_view> tokens;
    for (int i = 0; i < kCells; ++i) tokens.push_back(std::string_view(text).substr(i, 1));
    const ParseResult as_tokens = ParseTokens(tokens.data(), kCells);
    Check(as_tokens.error.status == Status::kOk && as_tokens.grid == grid,
          "FormatGrid token round trip");
  }
}

void FuzzText(std::string_view text) {
  Grid model_grid;
  const Error model = ModelParsePuzzle(text, model_grid);
  const ParseResult result = ParsePuzzle(text);
  Check(SameError(result.error, model), "ParsePuzzle differs from the model");
  if (result.error.status == Status::kOk || result.error.status == Status::kConflictingGivens) {
    Check(result.grid == model_grid, "ParsePuzzle grid differs from the model");
    for (uint8_t value : result.grid) Check(value <= 9, "cell value out of range");
    Check(SameError(FindConflict(result.grid), result.error), "FindConflict differs");
  }
  if (result.error.status == Status::kBadChar || result.error.status == Status::kBadLength) {
    Check(result.grid == Grid{}, "a refused text left cells behind");
  }
  CheckConflictNamesRealCells(result);
  if (result.error.status == Status::kOk) RoundTrip(result.grid);
}

void FuzzTokens(std::string_view text) {
  std::vector<std::string_view> tokens;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '\n' || text[i] == ',') {
      tokens.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  Grid model_grid;
  const Error model = ModelParseTokens(tokens, model_grid);
  const ParseResult result = ParseTokens(tokens.data(), static_cast<int>(tokens.size()));
  Check(SameError(result.error, model), "ParseTokens differs from the model");
  if (result.error.status == Status::kOk || result.error.status == Status::kConflictingGivens) {
    Check(result.grid == model_grid, "ParseTokens grid differs from the model");
  }
  CheckConflictNamesRealCells(result);
  if (result.error.status == Status::kOk) RoundTrip(result.grid);
}

}  // namespace
}  // namespace sudoku

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  sudoku::FuzzText(text);
  sudoku::FuzzTokens(text);
  return 0;
}
