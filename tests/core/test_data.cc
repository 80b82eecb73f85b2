#include "test_data.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "sudoku/parse.h"

namespace sudoku::testing {
namespace {

std::vector<std::string> ReadLines(const std::string& path, int max_lines) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    lines.push_back(line);
    if (max_lines > 0 && static_cast<int>(lines.size()) >= max_lines) break;
  }
  return lines;
}

}  // namespace

int SampleFactor() {
  static const int factor = [] {
    const char* value = std::getenv("SUDOKU_TEST_SAMPLE");
    if (value == nullptr || *value == '\0') return 1;
    const long parsed = std::strtol(value, nullptr, 10);
    EXPECT_GE(parsed, 1) << "SUDOKU_TEST_SAMPLE must be a whole number from 1; got " << value;
    return parsed >= 1 && parsed <= 1000 ? static_cast<int>(parsed) : 1;
  }();
  return factor;
}

int Thinned(int unthinned) { return (unthinned + SampleFactor() - 1) / SampleFactor(); }

std::vector<PuzzleLine> ReadPuzzleSet(const std::string& name, int max_lines) {
  std::vector<PuzzleLine> set;
  for (const std::string& line : ReadLines(std::string(SUDOKU_DATA_DIR) + "/" + name, max_lines)) {
    PuzzleLine entry;
    std::stringstream fields(line);
    std::getline(fields, entry.puzzle, '\t');
    std::string column;
    while (std::getline(fields, column, '\t')) entry.columns.push_back(column);
    set.push_back(entry);
  }
  return set;
}

std::vector<std::string> ReadSolutions(const std::string& set_name, int max_lines) {
  std::string name = set_name;
  const auto dot = name.rfind(".txt");
  if (dot != std::string::npos) name = name.substr(0, dot);
  return ReadLines(std::string(SUDOKU_DATA_DIR) + "/" + name + ".solutions.txt", max_lines);
}

std::string CaseInput(const std::string& id) {
  std::ifstream in(std::string(SUDOKU_CASES_DIR) + "/cases.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::stringstream fields(line);
    std::string case_id, category, input;
    std::getline(fields, case_id, '\t');
    std::getline(fields, category, '\t');
    std::getline(fields, input, '\t');
    if (case_id == id) return input;
  }
  ADD_FAILURE() << "no case " << id;
  return std::string(81, '.');
}

Grid GridOf(const std::string& text) {
  const ParseResult parsed = ParsePuzzle(text);
  EXPECT_EQ(parsed.error.status, Status::kOk) << text;
  return parsed.grid;
}

}  // namespace sudoku::testing
