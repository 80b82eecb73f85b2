// Grader benchmark: how closely our ratings follow the rated public sets, and how fast.
//
//   grade_bench [--stride N] [--limit N] [--set NAME] [--scale sukaku|se|both] [--dump FILE]
//               [--nested-budget UNITS]
//
// Prints one Markdown table, a row per set, scale, rating compared and reference: the Sudoku
// Exchange sample's SE rating (Sukaku Explainer's) against our ER on both scales, the forum
// list's ER, EP and ED columns against our ER, EP and ED (serate's three numbers, grade.h) on
// the SE scale, and the Kaggle set's difficulty against our search effort (search_effort.h),
// which no scale changes. --scale grades every set on that scale (both: on each in turn). Columns:
// puzzles compared (those with a reference value), Spearman rank correlation, mean absolute
// difference, the share rated exactly the same to 0.1, the share within 0.1, the share on the same
// player level (LevelOfRating for SE ratings; the Kaggle set's own buckets for its difficulty:
// 0.0, 1.0-2.2, 2.3-3.9, 4.0-5.5, 5.6 and up), and the grading rate and p95 time per puzzle of the
// whole set (one GradePuzzle call, the effort included). --stride N grades every N-th line (the
// sets are stratified or unordered, so a stride keeps every band), --limit N stops after N lines.
// --dump FILE writes one TAB-separated row per graded puzzle (set, scale, line number, reference
// columns, our ER, EP and ED in tenths, effort, hardest technique id, solved by logic 0/1,
// milliseconds, nested budget spent 0/1). Under the table, a line per set and scale gives the
// median time per puzzle and on how many puzzles a nested forcing-chain search spent its
// budget (grade.h budget_exhausted: the rating is a lower bound). --nested-budget sets that
// budget (LogicOptions::nested_budget; default kDefaultNestedBudget), to see what a smaller one
// costs in ratings and saves in time.
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

// What a row compares: one of our numbers for a puzzle, and how a value maps to a level.
enum class Ours { kER, kEP, kED, kEffort };

struct Comparison {
  Ours ours;
  int column;  // TAB column (0 = first after the puzzle) holding the reference value
  const char* label;
};

struct RatedSet {
  const char* file;
  std::vector<Comparison> comparisons;
  // The scales graded by default: the set's own rater's first. The effort has no scale.
  std::vector<sudoku::RatingScale> scales;
};

using sudoku::RatingScale;
const std::vector<RatedSet> kSets = {
    {"sudoku_exchange_rated_sample.txt",
     {{Ours::kER, 0, "ER vs SE rating"}},
     {RatingScale::kSukaku, RatingScale::kSe}},
    {"forum_hardest_1106.txt",
     {{Ours::kER, 0, "ER vs ER"}, {Ours::kEP, 1, "EP vs EP"}, {Ours::kED, 2, "ED vs ED"}},
     {RatingScale::kSe}},
    {"kaggle_radcliffe_rated_5000.txt",
     {{Ours::kEffort, 0, "effort vs difficulty"}},
     {RatingScale::kSukaku}},
};

double OurValue(const sudoku::Grade& grade, Ours ours) {
  switch (ours) {
    case Ours::kER:
      return grade.rating / 10.0;
    case Ours::kEP:
      return grade.pearl_rating / 10.0;
    case Ours::kED:
      return grade.diamond_rating / 10.0;
    case Ours::kEffort:
      return grade.effort;
  }
  return 0;
}

// The player level of a value: LevelOfRating for SE ratings, the curator's buckets of the Kaggle
// set for its difficulty (data README: Beginner 0.0, Easy 1.0-2.2, Medium 2.3-3.9, Hard 4.0-5.5,
// Expert 5.6-8.5; an effort between 0 and 1.0 counts as Easy).
int LevelOf(double value, Ours ours) {
  const int tenths = static_cast<int>(std::lround(value * 10));
  if (ours != Ours::kEffort) return sudoku::LevelOfRating(tenths);
  if (tenths == 0) return 1;
  if (tenths <= 22) return 2;
  if (tenths <= 39) return 3;
  if (tenths <= 55) return 4;
  return 5;
}

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

struct Row {
  std::vector<double> ours, reference;
};

int main(int argc, char** argv) {
  int stride = 1;
  int limit = 0;
  std::string only;
  std::string dump_path;
  std::string scale_flag;
  int nested_budget = sudoku::kDefaultNestedBudget;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--stride") stride = std::max(1, std::atoi(argv[i + 1]));
    if (flag == "--limit") limit = std::atoi(argv[i + 1]);
    if (flag == "--set") only = argv[i + 1];
    if (flag == "--dump") dump_path = argv[i + 1];
    if (flag == "--scale") scale_flag = argv[i + 1];
    if (flag == "--nested-budget") nested_budget = std::max(1, std::atoi(argv[i + 1]));
  }
  std::FILE* dump = dump_path.empty() ? nullptr : std::fopen(dump_path.c_str(), "w");
  std::vector<std::string> notes;  // printed under the table, a line per set and scale
  std::printf(
      "| set | scale | compared | puzzles | Spearman | mean abs. diff. | same | within 0.1 | "
      "same level | puzzles/s | p95 ms |\n");
  std::printf("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const RatedSet& set : kSets) {
    if (!only.empty() && only != set.file) continue;
    std::vector<RatingScale> scales = set.scales;
    if (scale_flag == "sukaku") scales = {RatingScale::kSukaku};
    if (scale_flag == "se") scales = {RatingScale::kSe};
    if (scale_flag == "both") scales = {RatingScale::kSukaku, RatingScale::kSe};
    for (const RatingScale scale : scales) {
      sudoku::LogicOptions options;
      options.scale = scale;
      options.nested_budget = nested_budget;
      const bool effort_only = set.comparisons.front().ours == Ours::kEffort;
      const char* scale_id = effort_only ? "—" : sudoku::RatingScaleId(scale);
      std::ifstream in(std::string(SUDOKU_DATA_DIR) + "/" + set.file);
      if (!in) {
        std::printf("| %s | (missing) |\n", set.file);
        continue;
      }
      std::vector<Row> rows(set.comparisons.size());
      std::vector<double> times;
      int exhausted = 0;
      int line_number = 0;
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
        const sudoku::Grade grade = sudoku::GradePuzzle(parsed.grid, options);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        times.push_back(ms);
        exhausted += grade.budget_exhausted ? 1 : 0;
        if (grade.level == 0) continue;
        if (dump) {
          std::fprintf(dump, "%s\t%s\t%d", set.file, sudoku::RatingScaleId(scale), line_number);
          for (const Comparison& c : set.comparisons) {
            std::fprintf(
                dump, "\t%s",
                columns.size() > static_cast<size_t>(c.column) ? columns[c.column].c_str() : "");
          }
          std::fprintf(dump, "\t%d\t%d\t%d\t%.4f\t%s\t%d\t%.3f\t%d\n", grade.rating,
                       grade.pearl_rating, grade.diamond_rating, grade.effort,
                       grade.hardest ? sudoku::TechniqueId(*grade.hardest) : "none",
                       grade.solved_by_logic ? 1 : 0, ms, grade.budget_exhausted ? 1 : 0);
          std::fflush(dump);
        }
        for (size_t k = 0; k < set.comparisons.size(); ++k) {
          const Comparison& c = set.comparisons[k];
          if (static_cast<int>(columns.size()) <= c.column || columns[c.column].empty()) continue;
          rows[k].ours.push_back(OurValue(grade, c.ours));
          rows[k].reference.push_back(std::atof(columns[c.column].c_str()));
        }
      }
      double total_ms = 0;
      for (const double t : times) total_ms += t;
      std::vector<double> sorted = times;
      std::sort(sorted.begin(), sorted.end());
      const double p95 =
          sorted.empty() ? 0 : sorted[std::min(sorted.size() - 1, sorted.size() * 95 / 100)];
      const double p50 = sorted.empty() ? 0 : sorted[sorted.size() / 2];
      char note[256];
      std::snprintf(note, sizeof note,
                    "%s, %s: p50 %.1f ms; nested forcing-chain budget %d units per search, spent "
                    "(rating a lower bound) on %d of %zu puzzles",
                    set.file, scale_id, p50, nested_budget, exhausted, times.size());
      notes.push_back(note);
      for (size_t k = 0; k < set.comparisons.size(); ++k) {
        const Comparison& c = set.comparisons[k];
        const Row& row = rows[k];
        const size_t n = row.ours.size();
        double abs_diff = 0;
        int same = 0, within = 0, same_level = 0;
        for (size_t i = 0; i < n; ++i) {
          const long ours = std::lround(row.ours[i] * 10),
                     theirs = std::lround(row.reference[i] * 10);
          abs_diff += std::fabs(row.ours[i] - row.reference[i]);
          same += ours == theirs ? 1 : 0;
          within += std::labs(ours - theirs) <= 1 ? 1 : 0;
          same_level += LevelOf(row.ours[i], c.ours) == LevelOf(row.reference[i], c.ours) ? 1 : 0;
        }
        const double share = n ? 100.0 / static_cast<double>(n) : 0.0;
        std::printf(
            "| %s | %s | %s | %zu | %.3f | %.2f | %.1f%% | %.1f%% | %.1f%% | %.1f | %.1f |\n",
            set.file, scale_id, c.label, n, n > 1 ? Spearman(row.ours, row.reference) : 0.0,
            n ? abs_diff / static_cast<double>(n) : 0.0, same * share, within * share,
            same_level * share,
            total_ms > 0 ? 1000.0 * static_cast<double>(times.size()) / total_ms : 0.0, p95);
      }
      std::fflush(stdout);
    }
  }
  std::printf("\n");
  for (const std::string& note : notes) std::printf("%s\n", note.c_str());
  if (dump) std::fclose(dump);
  return 0;
}
