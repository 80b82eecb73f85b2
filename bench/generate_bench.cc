// Generator benchmark: for each option set, puzzles per second and the p50 / p95 / max time of
// one Generate call, with the share of calls that ran out of budget. The same source runs
// natively and, built by em++, under node (bench/CMakeLists.txt), one thread each.
//
// Usage: generate_bench [min-seconds-per-set] [max-puzzles-per-set]   Prints a Markdown table.
//        generate_bench --levels [puzzles-per-level]   The graded levels 1-5 (default 1,000
//        puzzles each, no time cap): per level the histogram of SE scores, clue counts and the
//        p50 / p95 / max time of one Generate call, as a Markdown table.
//        generate_bench --scores [puzzles-per-range]   generate({ score, scale }) per range and
//        [budget] [lowest-tenths]   scale (default 10 seeds, the default budget, every range;
//        a lowest rating in tenths skips the ranges below it): made, budgetExhausted, work, time.
// Seeds are 1, 2, 3, ... per set, so two runs time the same puzzles (and the native and WASM
// builds make the same ones).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/solver.h"

namespace {

struct OptionSet {
  const char* name;
  sudoku::GenerateOptions options;
  int max_puzzles;  // caps the slow sets
};

sudoku::GenerateOptions Options(int clues, sudoku::Symmetry symmetry, bool minimal, int level = 0) {
  sudoku::GenerateOptions options;
  options.clues = clues;
  options.symmetry = symmetry;
  options.minimal = minimal;
  options.level = level;
  return options;
}

double Millis(std::chrono::steady_clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

const char* BuildName() {
#ifdef __EMSCRIPTEN__
  return "wasm";
#else
  return "native";
#endif
}

// The p-th quantile of sorted `times` (nearest rank below), 0 when empty.
double Quantile(const std::vector<double>& times, double p) {
  if (times.empty()) return 0.0;
  return times[std::min(times.size() - 1, static_cast<size_t>(p * times.size()))];
}

// "--levels": `count` puzzles per graded level, seeds 1..count. The histogram lists every SE
// score that occurred (tenths shown as x.y) with its count; unfinished puzzles (no rating of
// our techniques finishes them) are listed as "unfinished".
int LevelsTable(int count) {
  std::printf("| level (%s) | puzzles | SE score: puzzles | clues min / mean / max "
              "| p50 / p95 / max ms | budget exhausted |\n", BuildName());
  std::printf("|---|---:|---|---|---|---:|\n");
  for (int level = 1; level <= 5; ++level) {
    std::vector<double> times;
    std::map<int, int> histogram;  // rating in tenths -> puzzles
    int made = 0, exhausted = 0, min_clues = 81, max_clues = 0;
    long clue_sum = 0;
    for (uint32_t seed = 1; seed <= static_cast<uint32_t>(count); ++seed) {
      sudoku::GenerateOptions options;
      options.level = level;
      options.seed = seed;
      sudoku::GeneratedPuzzle puzzle;
      const auto t0 = std::chrono::steady_clock::now();
      const sudoku::Error error = sudoku::Generate(options, &puzzle);
      times.push_back(Millis(std::chrono::steady_clock::now() - t0));
      if (error.status != sudoku::Status::kOk) {
        ++exhausted;
        continue;
      }
      ++made;
      ++histogram[puzzle.rating];
      clue_sum += puzzle.clues;
      min_clues = std::min(min_clues, puzzle.clues);
      max_clues = std::max(max_clues, puzzle.clues);
    }
    std::string bands;
    for (const auto& [rating, n] : histogram) {
      char band[48];
      if (rating >= sudoku::kUnfinishedRating) {
        std::snprintf(band, sizeof band, "%sunfinished: %d", bands.empty() ? "" : ", ", n);
      } else {
        std::snprintf(band, sizeof band, "%s%d.%d: %d", bands.empty() ? "" : ", ", rating / 10,
                      rating % 10, n);
      }
      bands += band;
    }
    std::sort(times.begin(), times.end());
    std::printf("| %d | %d | %s | %d / %.1f / %d | %.2f / %.2f / %.2f | %d |\n", level, made,
                bands.c_str(), made ? min_clues : 0,
                made ? static_cast<double>(clue_sum) / made : 0.0, max_clues,
                Quantile(times, 0.5), Quantile(times, 0.95), times.empty() ? 0.0 : times.back(),
                exhausted);
    std::fflush(stdout);
  }
  return 0;
}

// "--scores": `count` puzzles per score range and scale (seeds 1..count, the default budget):
// how many came out and how many ran out of budget, with the p50 / max work units and time of
// one Generate call. Every returned puzzle is graded again on its scale and counted (a puzzle
// outside its range, or not unique, is reported as "wrong").
int ScoresTable(int count, uint64_t budget, int from_tenths) {
  struct Range {
    int low, high;
    sudoku::RatingScale scale;
  };
  using sudoku::RatingScale;
  const Range ranges[] = {
      {10, 23, RatingScale::kSukaku}, {25, 34, RatingScale::kSukaku}, {30, 45, RatingScale::kSukaku},
      {45, 54, RatingScale::kSukaku}, {55, 65, RatingScale::kSukaku}, {66, 74, RatingScale::kSukaku},
      {75, 84, RatingScale::kSukaku}, {85, 89, RatingScale::kSukaku}, {90, 120, RatingScale::kSukaku},
      {30, 45, RatingScale::kSe},     {66, 74, RatingScale::kSe},     {75, 84, RatingScale::kSe},
      {85, 89, RatingScale::kSe},     {90, 120, RatingScale::kSe},
      // From seeds (neighbourhood_search.h):
      {95, 99, RatingScale::kSe},     {100, 110, RatingScale::kSe},   {100, 110, RatingScale::kSukaku},
      {105, 110, RatingScale::kSe},   {110, 120, RatingScale::kSe}};
  std::printf("| score range | scale | puzzles | budgetExhausted | wrong | work p50 / max (units) "
              "| ms p50 / max (%s) |\n|---|---|---|---|---|---|---|\n", BuildName());
  for (const Range& range : ranges) {
    if (range.low < from_tenths) continue;
    std::vector<double> ms;
    std::vector<uint64_t> work;
    int made = 0, exhausted = 0, wrong = 0;
    for (int seed = 1; seed <= count; ++seed) {
      sudoku::GenerateOptions options;
      options.score_min = range.low;
      options.score_max = range.high;
      options.scale = range.scale;
      options.seed = static_cast<uint32_t>(seed);
      options.budget = budget;
      sudoku::GeneratedPuzzle out;
      const auto start = std::chrono::steady_clock::now();
      const sudoku::Error error = sudoku::Generate(options, &out);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                             start).count());
      if (error.status != sudoku::Status::kOk) {
        ++exhausted;
        work.push_back(budget != 0 ? budget : sudoku::DefaultGenerateBudget(options));
        continue;
      }
      ++made;
      work.push_back(out.work);
      sudoku::LogicOptions logic;
      logic.scale = range.scale;
      const sudoku::Grade grade = sudoku::GradePuzzle(out.puzzle, logic);
      if (grade.rating < range.low || grade.rating > range.high ||
          sudoku::CountSolutions(out.puzzle, 2).count != 1) {
        ++wrong;
      }
    }
    std::sort(ms.begin(), ms.end());
    std::sort(work.begin(), work.end());
    std::printf("| %.1f-%.1f | %s | %d | %d | %d | %llu / %llu | %.0f / %.0f |\n", range.low / 10.0,
                range.high / 10.0, sudoku::RatingScaleId(range.scale), made, exhausted, wrong,
                static_cast<unsigned long long>(work[work.size() / 2]),
                static_cast<unsigned long long>(work.back()), ms[ms.size() / 2], ms.back());
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--scores") == 0) {
    const int count = argc > 2 ? std::atoi(argv[2]) : 10;
    if (count < 1) {
      std::fprintf(stderr, "generate_bench --scores: the count must be 1 or more\n");
      return 2;
    }
    const uint64_t budget = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 0;
    const int from = argc > 4 ? std::atoi(argv[4]) : 0;
    return ScoresTable(count, budget, from);
  }
  using sudoku::Symmetry;
  if (argc > 1 && std::strcmp(argv[1], "--levels") == 0) {
    const int count = argc > 2 ? std::atoi(argv[2]) : 1000;
    if (count < 1) {
      std::fprintf(stderr, "generate_bench --levels: the count must be 1 or more\n");
      return 2;
    }
    return LevelsTable(count);
  }
  const double min_seconds = argc > 1 ? std::atof(argv[1]) : 2.0;
  const int cap = argc > 2 ? std::atoi(argv[2]) : 100000;
  const char* build = BuildName();
  const OptionSet sets[] = {
      {"default (any clues, unique)", Options(0, Symmetry::kNone, false), cap},
      {"minimal", Options(0, Symmetry::kNone, true), cap},
      {"rotational 180", Options(0, Symmetry::kRotational180, false), cap},
      {"rotational 180 minimal", Options(0, Symmetry::kRotational180, true), cap},
      {"rotational 90", Options(0, Symmetry::kRotational90, false), cap},
      {"mirror horizontal", Options(0, Symmetry::kMirrorHorizontal, false), cap},
      {"diagonal", Options(0, Symmetry::kDiagonal, false), cap},
      {"clues 30", Options(30, Symmetry::kNone, false), cap},
      {"clues 24", Options(24, Symmetry::kNone, false), cap},
      {"clues 24 minimal", Options(24, Symmetry::kNone, true), cap},
      {"clues 22", Options(22, Symmetry::kNone, false), cap},
      {"clues 22 rotational 180", Options(22, Symmetry::kRotational180, false), cap},
      {"clues 21", Options(21, Symmetry::kNone, false), std::min(cap, 200)},
      {"clues 20", Options(20, Symmetry::kNone, false), std::min(cap, 60)},
      {"clues 19 (best effort)", Options(19, Symmetry::kNone, false), std::min(cap, 10)},
      {"level 1 (graded)", Options(0, Symmetry::kNone, false, 1), std::min(cap, 1000)},
      {"level 2 (graded)", Options(0, Symmetry::kNone, false, 2), std::min(cap, 1000)},
      {"level 3 (graded)", Options(0, Symmetry::kNone, false, 3), std::min(cap, 1000)},
      {"level 4 (graded)", Options(0, Symmetry::kNone, false, 4), std::min(cap, 1000)},
      {"level 5 (graded)", Options(0, Symmetry::kNone, false, 5), std::min(cap, 1000)},
  };
  std::printf("| option set (%s) | puzzles | puzzles/s | p50 ms | p95 ms | max ms | mean clues "
              "| budget exhausted |\n",
              build);
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const OptionSet& set : sets) {
    std::vector<double> times;
    int made = 0, exhausted = 0;
    long clue_sum = 0;
    const auto start = std::chrono::steady_clock::now();
    for (uint32_t seed = 1; static_cast<int>(times.size()) < set.max_puzzles; ++seed) {
      if (Millis(std::chrono::steady_clock::now() - start) >= 1000 * min_seconds) break;
      sudoku::GenerateOptions options = set.options;
      options.seed = seed;
      sudoku::GeneratedPuzzle puzzle;
      const auto t0 = std::chrono::steady_clock::now();
      const sudoku::Error error = sudoku::Generate(options, &puzzle);
      times.push_back(Millis(std::chrono::steady_clock::now() - t0));
      if (error.status == sudoku::Status::kOk) {
        ++made;
        clue_sum += puzzle.clues;
      } else {
        ++exhausted;
      }
    }
    const double seconds = Millis(std::chrono::steady_clock::now() - start) / 1000;
    std::sort(times.begin(), times.end());
    const auto pct = [&](double p) { return Quantile(times, p); };
    std::printf("| %s | %d | %.0f | %.2f | %.2f | %.2f | %.1f | %d/%zu |\n", set.name, made,
                made / seconds, pct(0.5), pct(0.95), times.empty() ? 0.0 : times.back(),
                made ? static_cast<double>(clue_sum) / made : 0.0, exhausted, times.size());
    std::fflush(stdout);
  }
  return 0;
}
