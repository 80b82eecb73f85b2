// Grader benchmark: how well our SE-scale rating ranks the rated public sets, and how fast.
//
//   grade_bench [--stride N] [--limit N] [--set NAME] [--dump FILE]
//
// For each rated set it prints: puzzles graded, % finished by logic alone, Spearman rank
// correlation of our rating with the set's reference rating (SE for the Sudoku Exchange sample
// and the forum list's ER column, the Kaggle dataset's own rating for the Kaggle set), mean
// absolute difference on the SE scale (SE sets only), grading speed and % graded level 5.
// --stride N grades every N-th line (the sets are stratified or unordered, so a stride keeps
// every band), --limit N stops after N lines. --dump FILE writes one TAB-separated row per
// graded puzzle (set, line number, reference rating, our rating in tenths, hardest technique id,
// solved by logic 0/1, milliseconds) for offline analysis.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/grade.h"
#include "sudoku/parse.h"

namespace {

struct RatedSet {
  const char* file;
  int column;       // TAB column (0 = first after the puzzle) holding the reference rating
  bool se_scale;    // the reference is an SE rating: report the mean absolute difference
  const char* reference;
};

constexpr RatedSet kSets[] = {
    {"sudoku_exchange_rated_sample.txt", 0, true, "SE"},
    {"forum_hardest_1106.txt", 0, true, "SE (ER)"},
    {"kaggle_radcliffe_rated_5000.txt", 0, false, "Kaggle"},
};

std::vector<double> Ranks(const std::vector<double>& values) {
  std::vector<size_t> order(values.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
  std::vector<double> ranks(values.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
    const double average = (static_cast<double>(i) + static_cast<double>(j)) / 2.0;  // ties share
    for (size_t k = i; k <= j; ++k) ranks[order[k]] = average;
    i = j + 1;
  }
  return ranks;
}

// Spearman's rho: the Pearson correlation of the (tie-averaged) ranks.
double Spearman(const std::vector<double>& x, const std::vector<double>& y) {
  const std::vector<double> rx = Ranks(x);
  const std::vector<double> ry = Ranks(y);
  const double n = static_cast<double>(x.size());
  double mx = 0, my = 0;
  for (size_t i = 0; i < rx.size(); ++i) {
    mx += rx[i];
    my += ry[i];
  }
  mx /= n;
  my /= n;
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < rx.size(); ++i) {
    sxy += (rx[i] - mx) * (ry[i] - my);
    sxx += (rx[i] - mx) * (rx[i] - mx);
    syy += (ry[i] - my) * (ry[i] - my);
  }
  return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

}  // namespace

int main(int argc, char** argv) {
  int stride = 1;
  int limit = 0;
  std::string only;
  std::string dump_path;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--stride") stride = std::max(1, std::atoi(argv[i + 1]));
    if (flag == "--limit") limit = std::atoi(argv[i + 1]);
    if (flag == "--set") only = argv[i + 1];
    if (flag == "--dump") dump_path = argv[i + 1];
  }
  std::FILE* dump = dump_path.empty() ? nullptr : std::fopen(dump_path.c_str(), "w");
  std::printf("%-34s %7s %7s %-8s %9s %8s %10s %8s\n", "set", "graded", "logic%", "vs",
              "spearman", "MAD", "puzzles/s", "level5%");
  for (const RatedSet& set : kSets) {
    if (!only.empty() && only != set.file) continue;
    std::ifstream in(std::string(SUDOKU_DATA_DIR) + "/" + set.file);
    if (!in) {
      std::printf("%-34s (missing)\n", set.file);
      continue;
    }
    std::vector<double> ours, reference;
    double abs_diff = 0;
    int graded = 0, solved = 0, level5 = 0, line_number = 0;
    double seconds = 0;
    std::string line;
    while (std::getline(in, line)) {
      if (limit > 0 && line_number >= limit) break;
      if (line_number++ % stride != 0) continue;
      std::stringstream fields(line);
      std::string puzzle, column;
      std::getline(fields, puzzle, '\t');
      std::vector<std::string> columns;
      while (std::getline(fields, column, '\t')) columns.push_back(column);
      const sudoku::ParseResult parsed = sudoku::ParsePuzzle(puzzle);
      if (parsed.error.status != sudoku::Status::kOk) continue;
      const auto start = std::chrono::steady_clock::now();
      const sudoku::Grade grade = sudoku::GradePuzzle(parsed.grid);
      const double elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      seconds += elapsed;
      if (grade.level == 0) continue;
      if (dump) {
        std::fprintf(dump, "%s\t%d\t%s\t%d\t%s\t%d\t%.3f\n", set.file, line_number,
                     columns.size() > static_cast<size_t>(set.column) ? columns[set.column].c_str()
                                                                     : "",
                     grade.rating,
                     grade.hardest ? sudoku::TechniqueId(*grade.hardest) : "none",
                     grade.solved_by_logic ? 1 : 0, elapsed * 1000.0);
        std::fflush(dump);
      }
      ++graded;
      solved += grade.solved_by_logic ? 1 : 0;
      level5 += grade.level == 5 ? 1 : 0;
      if (static_cast<int>(columns.size()) <= set.column || columns[set.column].empty()) continue;
      const double ref = std::atof(columns[set.column].c_str());
      ours.push_back(grade.score);
      reference.push_back(ref);
      abs_diff += std::fabs(grade.score - ref);
    }
    char mad[16] = "-";
    if (set.se_scale && !ours.empty()) {
      std::snprintf(mad, sizeof mad, "%.3f", abs_diff / static_cast<double>(ours.size()));
    }
    std::printf("%-34s %7d %6.1f%% %-8s %9.4f %8s %10.1f %7.1f%%\n", set.file, graded,
                graded ? 100.0 * solved / graded : 0.0, set.reference,
                ours.size() > 1 ? Spearman(ours, reference) : 0.0, mad,
                seconds > 0 ? graded / seconds : 0.0, graded ? 100.0 * level5 / graded : 0.0);
    std::fflush(stdout);
  }
  if (dump) std::fclose(dump);
  return 0;
}
