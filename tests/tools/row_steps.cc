// sudoku_row_steps: a step of each technique hint() never gives, found by that technique's own
// search (its registry row's Finder, technique_registry.h) on the states of real solve paths,
// written as tests/data/technique-row-steps.tsv for the tests that read a hint's words
// (tests/wasm/technique-positions.mjs loads it beside technique-positions.tsv).
//
// Why a search of its own: directClaiming, finnedXWing and forcingChain are never the easiest
// step of a hint (technique-positions.tsv says why for each), so no position makes hint() name
// them; but each row's search still finds its pattern where it occurs, and the step it returns
// is the step a hint would carry, in the same shape (wasm/to_js.cc's ToJs, less the engine's
// one-sentence explanation).
//
// Where the positions come from: the puzzles of SET (../shared/data) in order, each solved with
// SolveLogically (the default options: Sukaku scale, as steps()); before each step of a solve
// path, every wanted row's search runs on the state (as tests/core/technique_registry_test.cc's
// RunRows does, with no rating limit). Of the steps of exactly that technique that change the
// grid, the one kept is, first, at a state whose solve-path step is rated at least the row's
// base rating (where a player needs something that hard; a direct claiming or a finned X-Wing
// never has one, an easier step always being there: technique-positions.tsv), else at the
// state whose solve-path step is the hardest; then the lowest rating, the fewest links, the
// fewest cells; on a tie the first met. Every puzzle of the set is searched unless
// `lines` says how many (the first ones).
//
// Usage (tools/row-steps.sh builds it and writes the file):
//   sudoku_row_steps DATA_DIR [lines]   print the file's rows on standard output
#include <climits>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "sudoku/parse.h"
#include "sudoku/technique.h"
#include "sudoku/technique_registry.h"

namespace {

using namespace sudoku;

// The puzzle set searched, and the techniques wanted (those hint() never gives).
constexpr const char* kSet = "sudoku_exchange_rated_sample.txt";
constexpr Technique kWanted[] = {Technique::kDirectClaiming, Technique::kFinnedXWing,
                                 Technique::kForcingChain};

std::string Digits(Mask mask) {
  std::string out;
  for (int d = 1; d <= 9; ++d) {
    if (mask & DigitBit(d)) out += static_cast<char>('0' + d);
  }
  return out;
}

std::string JsonString(const char* text) {
  std::string out = "\"";
  for (const char* p = text; *p; ++p) {
    if (*p == '"' || *p == '\\') out += '\\';
    out += *p;
  }
  return out + "\"";
}

// A node's cells as ToJs writes them: the cell, then the group node's other cells.
std::string NodeCells(int cell, const std::array<int8_t, 2>& more) {
  std::string out = "[" + std::to_string(cell);
  for (const int8_t c : more) {
    if (c >= 0) out += "," + std::to_string(c);
  }
  return out + "]";
}

// The step as JSON, with the fields and names of hint()'s step (wasm/sudoku.d.ts, Step).
std::string StepJson(const Step& step) {
  std::ostringstream out;
  out << "{\"technique\":" << JsonString(TechniqueId(step.technique))
      << ",\"name\":" << JsonString(TechniqueName(step.technique))
      << ",\"nameZh\":" << JsonString(TechniqueNameZh(step.technique))
      << ",\"rating\":" << step.rating / 10 << "." << step.rating % 10 << ",\"placements\":[";
  for (size_t i = 0; i < step.placements.size(); ++i) {
    out << (i ? "," : "") << "{\"cell\":" << step.placements[i].cell
        << ",\"digit\":" << step.placements[i].digit << "}";
  }
  out << "],\"eliminations\":[";
  for (size_t i = 0; i < step.eliminations.size(); ++i) {
    out << (i ? "," : "") << "{\"cell\":" << step.eliminations[i].cell
        << ",\"digit\":" << step.eliminations[i].digit << "}";
  }
  out << "],\"cells\":[";
  for (size_t i = 0; i < step.cells.size(); ++i) out << (i ? "," : "") << step.cells[i];
  out << "],\"houses\":[";
  for (size_t i = 0; i < step.houses.size(); ++i) out << (i ? "," : "") << step.houses[i];
  out << "],\"digits\":[";
  const std::string digits = Digits(step.digits);
  for (size_t i = 0; i < digits.size(); ++i) out << (i ? "," : "") << digits[i];
  out << "],\"links\":[";
  for (size_t i = 0; i < step.links.size(); ++i) {
    const ChainLink& link = step.links[i];
    out << (i ? "," : "") << "{\"fromCell\":" << link.from_cell << ",\"fromDigit\":"
        << link.from_digit << ",\"toCell\":" << link.to_cell << ",\"toDigit\":" << link.to_digit
        << ",\"strong\":" << (link.strong ? "true" : "false")
        << ",\"fromCells\":" << NodeCells(link.from_cell, link.from_more)
        << ",\"toCells\":" << NodeCells(link.to_cell, link.to_more) << ",\"via\":"
        << JsonString(link.via ? TechniqueId(*link.via) : "") << "}";
  }
  out << "]}";
  return out.str();
}

struct Found {
  std::tuple<bool, int, int, size_t, size_t> size;  // smaller first: see main
  int line = 0;
  int index = 0;
  std::string puzzle;
  CandidateGrid grid;
  Step step;
};

std::string Row(Technique technique, const Found& f) {
  std::string values, marks;
  for (int cell = 0; cell < kCells; ++cell) {
    values += f.grid.values[cell] ? static_cast<char>('0' + f.grid.values[cell]) : '.';
    marks += (cell ? "," : "") + Digits(f.grid.candidates[cell]);
  }
  std::ostringstream out;
  out << TechniqueId(technique) << '\t' << kSet << '\t' << f.line << '\t' << f.index << '\t'
      << f.step.rating / 10 << "." << f.step.rating % 10 << '\t' << f.puzzle << '\t' << values
      << '\t' << marks << '\t' << StepJson(f.step);
  return out.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: sudoku_row_steps DATA_DIR [lines]\n";
    return 2;
  }
  const int lines = argc > 2 ? std::stoi(argv[2]) : INT_MAX;
  std::ifstream in(std::string(argv[1]) + "/" + kSet);
  if (!in) {
    std::cerr << "row_steps: cannot read " << argv[1] << "/" << kSet << "\n";
    return 1;
  }
  std::map<Technique, Found> best;
  std::string text;
  for (int line = 1; line <= lines && std::getline(in, text); ++line) {
    const std::string puzzle = text.substr(0, text.find('\t'));
    const ParseResult parsed = ParsePuzzle(puzzle);
    if (parsed.error.status != Status::kOk) continue;
    CandidateGrid grid = CandidatesFromValues(parsed.grid);
    const LogicSolve solve = SolveLogically(parsed.grid);
    for (size_t index = 0; index < solve.steps.size(); ++index) {
      const detail::LogicView view(grid);
      for (const Technique technique : kWanted) {
        const detail::TechniqueRow& row = detail::RowOf(technique);
        Step step;
        step.technique = technique;
        step.rating = row.rating;
        if (!row.find(view, INT_MAX, step) || step.technique != technique ||
            (step.placements.empty() && step.eliminations.empty())) {
          continue;
        }
        detail::Normalize(step);
        // A state where the solve needs a step as hard as the row's comes first: there the
        // technique is of use. Below that, the state whose step is the hardest: there no
        // single is left, so the pattern is not a single in disguise (a finned X-Wing whose
        // base line holds the digit once).
        const int next = solve.steps[index].rating;
        const bool easier_next = next < row.rating;
        const std::tuple<bool, int, int, size_t, size_t> size{
            easier_next, easier_next ? -next : 0, step.rating, step.links.size(),
            step.cells.size()};
        const auto held = best.find(technique);
        if (held != best.end() && !(size < held->second.size)) continue;
        best[technique] = {size, line, static_cast<int>(index), puzzle, grid, step};
      }
      ApplyStep(solve.steps[index], grid);
    }
  }
  std::cout << "# A step of each technique hint() never gives, found by the technique's own search\n"
               "# (its registry row's Finder) on a state of a solve path. Written by\n"
               "# tests/tools/row_steps.cc (its top comment says how the states are chosen) through\n"
               "# tools/row-steps.sh; do not edit: run it again when the engine's steps change.\n"
               "# Columns: id; source (a file of ../shared/data) and line; step (how many steps of\n"
               "# steps()'s solve path come before the position); rating of the step; puzzle; values;\n"
               "# candidates (as in technique-positions.tsv); the step as JSON (hint()'s Step, less\n"
               "# its explanation).\n";
  int status = 0;
  for (const Technique technique : kWanted) {
    const auto found = best.find(technique);
    if (found == best.end()) {
      std::cerr << "row_steps: no step of " << TechniqueId(technique) << "\n";
      status = 1;
      continue;
    }
    std::cout << Row(technique, found->second) << "\n";
  }
  return status;
}
