// Solver benchmark: puzzles per second for "solve with limit 2" (solve and prove unique) on the
// shared puzzle sets, with guesses per puzzle. The same source runs natively and, built by em++,
// under node (bench/CMakeLists.txt), so the two rates compare like for like.
//
// Usage: solve_bench [data-dir] [min-seconds-per-set]   Prints a Markdown table.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "sudoku/batch.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace {

constexpr const char* kSets[] = {
    "sudoku17_49158.txt", "magictour_top1465.txt", "forum_hardest_1106.txt",
    "forum_hardest_1905_11plus_sample.txt", "sudoku_exchange_rated_sample.txt",
    "kaggle_bryanpark_9999.txt",
};

// The set's puzzles, parsed, and the same puzzles as one text (one per line) for SolveMany.
std::vector<sudoku::Grid> ReadPuzzles(const std::string& path, std::string* text) {
  std::vector<sudoku::Grid> puzzles;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    const std::string puzzle = line.substr(0, line.find('\t'));
    const sudoku::ParseResult parsed = sudoku::ParsePuzzle(puzzle);
    if (parsed.error.status != sudoku::Status::kOk) continue;
    puzzles.push_back(parsed.grid);
    *text += puzzle + "\n";
  }
  return puzzles;
}

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

int main(int argc, char** argv) {
  const std::string data_dir = argc > 1 ? argv[1] : SUDOKU_DATA_DIR;
  const double min_seconds = argc > 2 ? std::atof(argv[2]) : 1.0;
#ifdef __EMSCRIPTEN__
  const char* build = "wasm";
#else
  const char* build = "native";
#endif
  std::printf("| set (%s) | puzzles | puzzles/s | us/puzzle | guesses/puzzle | unique | SolveMany from text, puzzles/s |\n", build);
  std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
  for (const char* set : kSets) {
    std::string text;
    const std::vector<sudoku::Grid> puzzles = ReadPuzzles(data_dir + "/" + set, &text);
    if (puzzles.empty()) {
      std::printf("| %s | missing | | | | | |\n", set);
      continue;
    }
    uint64_t guesses = 0, unique = 0, solved = 0;
    int rounds = 0;
    const auto start = std::chrono::steady_clock::now();
    do {
      for (const sudoku::Grid& puzzle : puzzles) {
        const sudoku::CountResult result = sudoku::CountSolutions(puzzle, 2);
        guesses += result.stats.guesses;
        unique += result.count == 1;
      }
      solved += puzzles.size();
      ++rounds;
    } while (Seconds(start) < min_seconds);
    const double seconds = Seconds(start);
    // The batch path parses each line and writes each solution as text, as the JS API does.
    uint64_t batched = 0;
    const auto batch_start = std::chrono::steady_clock::now();
    do {
      batched += static_cast<uint64_t>(sudoku::SolveMany(text).puzzles);
    } while (Seconds(batch_start) < min_seconds);
    const double batch_seconds = Seconds(batch_start);
    std::printf("| %s | %zu | %.0f | %.2f | %.2f | %llu/%zu | %.0f |\n", set, puzzles.size(),
                solved / seconds, 1e6 * seconds / solved, static_cast<double>(guesses) / solved,
                static_cast<unsigned long long>(unique / rounds), puzzles.size(),
                batched / batch_seconds);
  }
  return 0;
}
