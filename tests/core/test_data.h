// Reading the shared puzzle sets (../shared/data) in tests.
#pragma once

#include <string>
#include <vector>

#include "sudoku/grid.h"

namespace sudoku::testing {

// One line of a puzzle set: the 81-character puzzle and the other TAB-separated columns.
struct PuzzleLine {
  std::string puzzle;
  std::vector<std::string> columns;
};

// Reads <SUDOKU_DATA_DIR>/<name>; stops after `max_lines` lines when it is positive.
std::vector<PuzzleLine> ReadPuzzleSet(const std::string& name, int max_lines = 0);

// Reads the solutions file that goes with a set (one 81-digit line per puzzle).
std::vector<std::string> ReadSolutions(const std::string& set_name, int max_lines = 0);

// The input column of row `id` of ../shared/cases/cases.tsv (e.g. "C04a"); fails the test and
// returns an empty grid's text when there is no such row.
std::string CaseInput(const std::string& id);

// Parses an 81-character puzzle known to be well formed; fails the test otherwise.
Grid GridOf(const std::string& text);

// How much thinner the large set tests sample their sets: the environment variable
// SUDOKU_TEST_SAMPLE (a whole number from 1; 1 when unset). The Release suite (tools/test.sh)
// runs them unthinned; the sanitizer suite, where a puzzle costs ten times more and what is
// checked is memory and undefined behaviour rather than ratings, sets it higher (.ci/run). A test
// that samples every `stride`-th puzzle then takes every (stride * factor)-th one.
int SampleFactor();

// The number of puzzles such a test sees when the unthinned one sees `unthinned`:
// ceil(unthinned / SampleFactor()), since taking every b-th of every a-th line is taking every
// (a * b)-th line.
int Thinned(int unthinned);

}  // namespace sudoku::testing
