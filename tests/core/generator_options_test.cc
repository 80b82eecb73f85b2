// Generate with options: property tests over many seeds (unique, exact clue count, symmetric,
// minimal, graded level, reproducible), refused and exhausted searches, and pinned outputs that
// the WASM node test (tests/wasm/generate.test.mjs) checks too.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

// Independent checks: written here from the definitions, not with the generator's helpers.
bool UniqueWith(const Grid& puzzle, const Grid& solution) {
  const CountResult count = CountSolutions(puzzle, 2);
  return count.count == 1 && count.solution == solution && IsValidSolution(solution) &&
         SolvesPuzzle(puzzle, solution);
}

bool EveryGivenNeeded(const Grid& puzzle) {
  Grid trial = puzzle;
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle[cell] == 0) continue;
    trial[cell] = 0;
    const int count = CountSolutions(trial, 2).count;
    trial[cell] = puzzle[cell];
    if (count == 1) return false;
  }
  return true;
}

// The symmetry maps written out by rows and columns (generator.h's table).
int Image(int cell, Symmetry symmetry) {
  const int r = cell / 9, c = cell % 9;
  switch (symmetry) {
    case Symmetry::kNone: return cell;
    case Symmetry::kRotational180: return (8 - r) * 9 + (8 - c);
    case Symmetry::kRotational90: return c * 9 + (8 - r);
    case Symmetry::kMirrorHorizontal: return r * 9 + (8 - c);
    case Symmetry::kMirrorVertical: return (8 - r) * 9 + c;
    case Symmetry::kDiagonal: return c * 9 + r;
    case Symmetry::kAntiDiagonal: return (8 - c) * 9 + (8 - r);
  }
  return cell;
}

bool Symmetric(const Grid& puzzle, Symmetry symmetry) {
  for (int cell = 0; cell < kCells; ++cell) {
    if ((puzzle[cell] != 0) != (puzzle[Image(cell, symmetry)] != 0)) return false;
  }
  return true;
}

GenerateOptions Options(int clues, Symmetry symmetry, bool minimal, uint32_t seed) {
  GenerateOptions options;
  options.clues = clues;
  options.symmetry = symmetry;
  options.minimal = minimal;
  options.seed = seed;
  return options;
}

constexpr Symmetry kAllSymmetries[] = {
    Symmetry::kNone,           Symmetry::kRotational180, Symmetry::kRotational90,
    Symmetry::kMirrorHorizontal, Symmetry::kMirrorVertical, Symmetry::kDiagonal,
    Symmetry::kAntiDiagonal,
};

TEST(Generate, DefaultOptionsGiveUniqueMinimalPuzzlesForThousandsOfSeeds) {
  for (uint32_t seed = 0; seed < 3000; ++seed) {
    GeneratedPuzzle out;
    ASSERT_EQ(Generate(Options(0, Symmetry::kNone, false, seed), &out).status, Status::kOk);
    ASSERT_TRUE(UniqueWith(out.puzzle, out.solution)) << seed;
    ASSERT_EQ(out.clues, CountGivens(out.puzzle));
    ASSERT_EQ(out.seed, seed);
    ASSERT_GE(out.clues, 17);
    // Not graded without a level: no grade is reported.
    ASSERT_EQ(out.level, 0);
    ASSERT_FALSE(out.hardest.has_value());
    if (seed < 300) {
      ASSERT_TRUE(out.minimal);
      ASSERT_TRUE(EveryGivenNeeded(out.puzzle)) << seed;
    }
  }
}

TEST(Generate, EverySymmetryHoldsAndStaysUnique) {
  for (const Symmetry symmetry : kAllSymmetries) {
    for (uint32_t seed = 0; seed < 400; ++seed) {
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(Options(0, symmetry, false, seed), &out).status, Status::kOk);
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution)) << SymmetryName(symmetry) << seed;
      ASSERT_TRUE(Symmetric(out.puzzle, symmetry)) << SymmetryName(symmetry) << seed;
      ASSERT_TRUE(HasSymmetry(out.puzzle, symmetry));
      ASSERT_EQ(out.symmetry, symmetry);
    }
  }
}

TEST(Generate, SymmetricPuzzlesAreNotSymmetricByAccident) {
  // The check itself must be able to fail: a plain dug puzzle is almost never symmetric.
  int symmetric = 0;
  for (uint32_t seed = 0; seed < 50; ++seed) {
    GeneratedPuzzle out;
    ASSERT_EQ(Generate(Options(0, Symmetry::kNone, false, seed), &out).status, Status::kOk);
    symmetric += Symmetric(out.puzzle, Symmetry::kRotational180);
  }
  EXPECT_EQ(symmetric, 0);
}

TEST(Generate, MinimalMeansEveryGivenIsNeeded) {
  for (uint32_t seed = 0; seed < 1000; ++seed) {
    GeneratedPuzzle out;
    ASSERT_EQ(Generate(Options(0, Symmetry::kNone, true, seed), &out).status, Status::kOk);
    ASSERT_TRUE(UniqueWith(out.puzzle, out.solution)) << seed;
    ASSERT_TRUE(out.minimal);
    ASSERT_TRUE(EveryGivenNeeded(out.puzzle)) << seed;
    ASSERT_TRUE(IsMinimalPuzzle(out.puzzle));
  }
}

TEST(Generate, MinimalWithEverySymmetry) {
  for (const Symmetry symmetry : kAllSymmetries) {
    for (uint32_t seed = 0; seed < 12; ++seed) {
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(Options(0, symmetry, true, seed), &out).status, Status::kOk)
          << SymmetryName(symmetry) << seed;
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution));
      ASSERT_TRUE(Symmetric(out.puzzle, symmetry)) << SymmetryName(symmetry) << seed;
      ASSERT_TRUE(EveryGivenNeeded(out.puzzle)) << SymmetryName(symmetry) << seed;
    }
  }
}

TEST(Generate, ExactClueCountsFrom22To35) {
  for (int clues = 22; clues <= 35; ++clues) {
    for (uint32_t seed = 0; seed < 40; ++seed) {
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(Options(clues, Symmetry::kNone, false, seed), &out).status, Status::kOk)
          << clues << " " << seed;
      ASSERT_EQ(CountGivens(out.puzzle), clues);
      ASSERT_EQ(out.clues, clues);
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution)) << clues << " " << seed;
    }
  }
}

TEST(Generate, ExactClueCountsWithSymmetry) {
  for (const Symmetry symmetry : kAllSymmetries) {
    for (int clues = 24; clues <= 35; ++clues) {
      if (symmetry == Symmetry::kRotational90 && clues % 4 > 1) continue;
      for (uint32_t seed = 0; seed < 4; ++seed) {
        GeneratedPuzzle out;
        ASSERT_EQ(Generate(Options(clues, symmetry, false, seed), &out).status, Status::kOk)
            << SymmetryName(symmetry) << " " << clues << " " << seed;
        ASSERT_EQ(CountGivens(out.puzzle), clues);
        ASSERT_TRUE(Symmetric(out.puzzle, symmetry));
        ASSERT_TRUE(UniqueWith(out.puzzle, out.solution));
      }
    }
  }
}

TEST(Generate, ExactClueCountAndMinimal) {
  for (int clues = 23; clues <= 26; ++clues) {
    for (uint32_t seed = 0; seed < 10; ++seed) {
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(Options(clues, Symmetry::kNone, true, seed), &out).status, Status::kOk)
          << clues << " " << seed;
      ASSERT_EQ(CountGivens(out.puzzle), clues);
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution));
      ASSERT_TRUE(EveryGivenNeeded(out.puzzle)) << clues << " " << seed;
    }
  }
}

TEST(Generate, TwentyAndTwentyOneCluesSucceedWithTheDefaultBudget) {
  for (const int clues : {20, 21}) {
    for (uint32_t seed = 1; seed <= 3; ++seed) {
      GeneratedPuzzle out;
      const auto start = std::chrono::steady_clock::now();
      ASSERT_EQ(Generate(Options(clues, Symmetry::kNone, false, seed), &out).status, Status::kOk)
          << clues << " " << seed;
      const double ms = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - start).count();
      std::printf("clues %d seed %u: %.0f ms, %llu work units, %d restarts\n", clues, seed, ms,
                  static_cast<unsigned long long>(out.work), out.restarts);
      ASSERT_EQ(CountGivens(out.puzzle), clues);
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution));
    }
  }
}

TEST(Generate, LowClueCountsEndInBudgetExhaustedNotAHang) {
  for (const int clues : {17, 18, 19}) {
    GenerateOptions options = Options(clues, Symmetry::kNone, false, 5);
    options.budget = 20000;
    GeneratedPuzzle out;
    out.clues = -7;
    // The work budget bounds the search by construction (it counts work, not time).
    const Status status = Generate(options, &out).status;
    if (status == Status::kOk) {
      ASSERT_EQ(CountGivens(out.puzzle), clues);
      ASSERT_TRUE(UniqueWith(out.puzzle, out.solution));
    } else {
      ASSERT_EQ(status, Status::kBudgetExhausted) << clues;
      EXPECT_EQ(out.clues, -7) << "an exhausted search leaves the output untouched";
    }
  }
  // The same through the wall-clock limit: a millisecond is far too little for 17 clues on any
  // machine, so the limit always runs out first.
  GenerateOptions options = Options(17, Symmetry::kNone, false, 9);
  options.time_limit_ms = 1;
  GeneratedPuzzle out;
  EXPECT_EQ(Generate(options, &out).status, Status::kBudgetExhausted);
}

// Every restart costs work, even one whose candidate is turned down by a check that charges
// nothing: 78-80 clues are solved by singles, so a hard level can never be met and used to
// restart forever.
TEST(Generate, UnreachableLevelForAClueCountEndsInBudgetExhausted) {
  for (const int clues : {80, 78}) {
    for (const int level : {2, 3, 5}) {
      GenerateOptions options;
      options.clues = clues;
      options.level = level;
      options.seed = 1;
      options.budget = 2000;
      GeneratedPuzzle out;
      EXPECT_EQ(Generate(options, &out).status, Status::kBudgetExhausted)
          << clues << " clues, level " << level;
    }
  }
}

TEST(Generate, BudgetIsDeterministic) {
  // A budget that suffices gives the same puzzle as no budget; one unit too few never returns
  // a different puzzle, only kBudgetExhausted.
  GeneratedPuzzle full;
  ASSERT_EQ(Generate(Options(22, Symmetry::kNone, false, 77), &full).status, Status::kOk);
  GenerateOptions tight = Options(22, Symmetry::kNone, false, 77);
  tight.budget = full.work + 1;
  GeneratedPuzzle again;
  ASSERT_EQ(Generate(tight, &again).status, Status::kOk);
  EXPECT_EQ(again.puzzle, full.puzzle);
  tight.budget = full.work / 2;
  EXPECT_EQ(Generate(tight, &again).status, Status::kBudgetExhausted);
}

TEST(Generate, ImpossibleOptionsAreBadOptionNamingTheOptionAndLeaveTheOutputAlone) {
  struct Bad {
    int clues;
    Symmetry symmetry;
    bool minimal;
    int level;
    uint64_t budget;
    const char* option;  // the option the error must name
  };
  const Bad bad[] = {
      {16, Symmetry::kNone, false, 0, 0, "clues"},
      {81, Symmetry::kNone, false, 0, 0, "clues"},
      {-1, Symmetry::kNone, false, 0, 0, "clues"},
      {5, Symmetry::kNone, false, 0, 0, "clues"},
      {17, Symmetry::kRotational90, true, 0, 0, "symmetry"},
      {17, Symmetry::kRotational180, false, 0, 0, "symmetry"},
      {17, Symmetry::kDiagonal, false, 0, 0, "symmetry"},
      {22, Symmetry::kRotational90, false, 0, 0, "clues"},
      {23, Symmetry::kRotational90, false, 0, 0, "clues"},
      {41, Symmetry::kNone, true, 0, 0, "minimal"},
      {0, Symmetry::kNone, false, 6, 0, "level"},
      {0, Symmetry::kNone, false, -1, 0, "level"},
      {0, static_cast<Symmetry>(7), false, 0, 0, "symmetry"},
      {0, Symmetry::kNone, false, 0, kMaxGenerateBudget + 1, "budget"},
      {0, Symmetry::kNone, false, 0, UINT64_MAX, "budget"},
  };
  for (const Bad& b : bad) {
    GenerateOptions options = Options(b.clues, b.symmetry, b.minimal, 1);
    options.level = b.level;
    options.budget = b.budget;
    GeneratedPuzzle out;
    out.clues = -7;
    const Error error = Generate(options, &out);
    EXPECT_EQ(error.status, Status::kBadOption) << b.clues << " " << b.level;
    ASSERT_NE(error.option, nullptr) << b.clues << " " << b.level;
    EXPECT_STREQ(error.option, b.option) << b.clues << " " << b.level;
    ASSERT_NE(error.detail, nullptr);
    EXPECT_GT(std::string(error.detail).size(), 10u);
    EXPECT_EQ(error.cell, -1);
    EXPECT_EQ(out.clues, -7);
    // The batch refuses the same options, naming the same option, before making any puzzle.
    std::vector<GeneratedPuzzle> batch(3);
    const Error batch_error = GenerateMany(options, 0, 2, &batch);
    EXPECT_EQ(batch_error.status, Status::kBadOption);
    EXPECT_STREQ(batch_error.option, b.option);
    EXPECT_TRUE(batch.empty());
  }
}

TEST(Generate, TheLargestBudgetIsAccepted) {
  GenerateOptions options = Options(0, Symmetry::kNone, false, 1);
  options.budget = kMaxGenerateBudget;
  GeneratedPuzzle out;
  EXPECT_EQ(Generate(options, &out).status, Status::kOk);
}

TEST(Generate, SameSeedSamePuzzleDifferentSeedDifferentPuzzle) {
  for (const Symmetry symmetry : kAllSymmetries) {
    GeneratedPuzzle a, b, c;
    ASSERT_EQ(Generate(Options(29, symmetry, false, 123), &a).status, Status::kOk);
    ASSERT_EQ(Generate(Options(29, symmetry, false, 123), &b).status, Status::kOk);
    ASSERT_EQ(Generate(Options(29, symmetry, false, 124), &c).status, Status::kOk);
    EXPECT_EQ(a.puzzle, b.puzzle);
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_NE(a.puzzle, c.puzzle);
  }
}

// Pinned outputs. tests/wasm/generate.test.mjs holds the same table and checks that the WASM
// build gives the same strings, so native and WASM agree seed for seed.
// One recorded row of tests/data/recorded_seeds.tsv (shared with the WASM tests).
struct Recorded {
  std::string kind;  // "generate" or "holes"
  int clues = 0;     // holes: the holes per box
  std::string symmetry;
  bool minimal = false;
  uint32_t seed = 0;
  std::string puzzle;
};

std::vector<Recorded> ReadRecorded() {
  std::ifstream in(std::string(SUDOKU_TESTS_DIR) + "/data/recorded_seeds.tsv");
  EXPECT_TRUE(in.good());
  std::vector<Recorded> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream fields(line);
    Recorded r;
    std::string clues, minimal, seed;
    std::getline(fields, r.kind, '\t');
    std::getline(fields, clues, '\t');
    std::getline(fields, r.symmetry, '\t');
    std::getline(fields, minimal, '\t');
    std::getline(fields, seed, '\t');
    std::getline(fields, r.puzzle, '\t');
    r.clues = std::stoi(clues);
    r.minimal = minimal == "1";
    r.seed = static_cast<uint32_t>(std::stoul(seed));
    rows.push_back(r);
  }
  return rows;
}

GeneratedPuzzle Regenerate(const Recorded& r) {
  GeneratedPuzzle out;
  if (r.kind == "holes") {
    EXPECT_EQ(GenerateByHoles({r.clues, r.seed}, &out).status, Status::kOk);
  } else {
    Symmetry symmetry = Symmetry::kNone;
    EXPECT_TRUE(SymmetryFromName(r.symmetry, &symmetry)) << r.symmetry;
    EXPECT_EQ(Generate(Options(r.clues, symmetry, r.minimal, r.seed), &out).status, Status::kOk);
  }
  return out;
}

TEST(Generate, RecordedSeedsGiveRecordedPuzzles) {
  const std::vector<Recorded> rows = ReadRecorded();
  ASSERT_GE(rows.size(), 18u);
  for (const Recorded& r : rows) {
    const GeneratedPuzzle out = Regenerate(r);
    EXPECT_EQ(FormatGrid(out.puzzle), r.puzzle)
        << r.kind << " " << r.clues << " " << r.symmetry << " " << r.minimal << " " << r.seed;
    EXPECT_EQ(CountSolutions(out.puzzle, 2).count, 1);
  }
}

// GenerateUngraded (the small core module's generator) gives every recorded puzzle too: the
// same dig without the level checks, and the holes-per-box dig without its grade.
TEST(GenerateUngraded, GivesTheRecordedPuzzlesUngraded) {
  const std::vector<Recorded> rows = ReadRecorded();
  ASSERT_GE(rows.size(), 18u);
  for (const Recorded& r : rows) {
    GenerateOptions options;
    if (r.kind == "holes") {
      options.holes_per_box = r.clues;
    } else {
      options = Options(r.clues, Symmetry::kNone, r.minimal, 0);
      ASSERT_TRUE(SymmetryFromName(r.symmetry, &options.symmetry)) << r.symmetry;
    }
    options.seed = r.seed;
    GeneratedPuzzle out;
    ASSERT_EQ(GenerateUngraded(options, &out).status, Status::kOk) << r.kind << " " << r.seed;
    EXPECT_EQ(FormatGrid(out.puzzle), r.puzzle) << r.kind << " " << r.clues << " " << r.seed;
    EXPECT_TRUE(UniqueWith(out.puzzle, out.solution)) << r.seed;
    EXPECT_EQ(out.level, 0);
    EXPECT_EQ(out.rating, 0);
    EXPECT_FALSE(out.hardest.has_value());
    EXPECT_EQ(out.clues, CountGivens(out.puzzle));
    if (r.kind != "holes" && r.clues != 0) EXPECT_EQ(out.clues, r.clues);
  }
}

// Whatever needs a grade or a small grid is kBadOption naming it, and nothing is written.
TEST(GenerateUngraded, RefusesWhatNeedsAGrade) {
  const auto refused = [](GenerateOptions options) {
    GeneratedPuzzle out;
    out.clues = -7;
    const Error error = GenerateUngraded(options, &out);
    EXPECT_EQ(out.clues, -7);
    EXPECT_EQ(error.status, Status::kBadOption);
    return std::string(error.option != nullptr ? error.option : "");
  };
  GenerateOptions level;
  level.level = 2;
  EXPECT_EQ(refused(level), "level");
  GenerateOptions first;
  first.first_steps = true;
  EXPECT_EQ(refused(first), "level");
  GenerateOptions score;
  score.score_min = 30;
  score.score_max = 40;
  EXPECT_EQ(refused(score), "score");
  GenerateOptions scale;
  scale.scale = RatingScale::kSe;
  EXPECT_EQ(refused(scale), "scale");
  GenerateOptions small;
  small.size = 6;
  EXPECT_EQ(refused(small), "size");
  // Generate's own checks still apply.
  GenerateOptions clues;
  clues.clues = 12;
  EXPECT_EQ(refused(clues), "clues");
  GenerateOptions holes;
  holes.holes_per_box = 2;
  holes.clues = 30;
  EXPECT_EQ(refused(holes), "clues");
}

// Prints the rows in the file's format, for a deliberate change of the generation algorithm.
TEST(Generate, DISABLED_PrintRecorded) {
  for (const Recorded& r : ReadRecorded()) {
    std::printf("%s\t%d\t%s\t%d\t%u\t%s\n", r.kind.c_str(), r.clues, r.symmetry.c_str(),
                r.minimal ? 1 : 0, r.seed, FormatGrid(Regenerate(r).puzzle).c_str());
  }
}

// Every graded puzzle: unique, the reported solution, and graded by GradePuzzle (run here
// again, independently of the generator's own checks) at exactly the asked level, with the
// reported rating and hardest technique, all on `scale`.
void ExpectGraded(const GeneratedPuzzle& out, int level, const std::string& what,
                  RatingScale scale = RatingScale::kSukaku) {
  ASSERT_TRUE(UniqueWith(out.puzzle, out.solution)) << what;
  LogicOptions logic;
  logic.scale = scale;
  const Grade grade = GradePuzzle(out.puzzle, logic);
  EXPECT_EQ(grade.outcome, level == 5 && !grade.solved_by_logic ? LogicOutcome::kStuck
                                                                : LogicOutcome::kSolved)
      << what;
  EXPECT_EQ(grade.level, level) << what;
  EXPECT_EQ(out.level, level) << what;
  EXPECT_EQ(out.rating, grade.rating) << what;
  EXPECT_EQ(out.hardest, grade.hardest) << what;
  EXPECT_TRUE(out.hardest.has_value()) << what;
  EXPECT_EQ(LevelOfRating(out.rating, grade.solved_by_logic), level) << what;
  EXPECT_EQ(out.clues, CountGivens(out.puzzle)) << what;
}

TEST(Generate, GradedLevelsAreExactForManySeeds) {
  // Seeds per level 1..5; fewer under the sanitizers (test_data.h), though never fewer than
  // three, so that each level still shows more than one score.
  const int seeds[] = {0, 100, 100, 100, 50, 10};
  for (int level = 1; level <= 5; ++level) {
    int min_rating = 1000, max_rating = 0;
    const int count = std::max(3, testing::Thinned(seeds[level]));
    for (uint32_t seed = 0; seed < static_cast<uint32_t>(count); ++seed) {
      GenerateOptions options = Options(0, Symmetry::kNone, false, seed);
      options.level = level;
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(options, &out).status, Status::kOk) << level << " " << seed;
      ExpectGraded(out, level, "level " + std::to_string(level) + " seed " + std::to_string(seed));
      min_rating = std::min(min_rating, out.rating);
      max_rating = std::max(max_rating, out.rating);
    }
    // The levels' SE ranges (grade.h), and more than one score within each.
    const int low[] = {0, 0, 24, 35, 55, 75}, high[] = {0, 23, 34, 54, 74, 1000};
    EXPECT_GE(min_rating, low[level]) << level;
    EXPECT_LE(max_rating, high[level]) << level;
    EXPECT_LT(min_rating, max_rating) << level;
  }
}

// A level on the SE 1.2.1 scale: its band of ratings is read on that scale, so the grade there
// is the asked level, whatever the default scale says (on it a level-4 puzzle whose X-chain is
// a skyscraper is level 3). Some seeds of each level are such puzzles: the two scales differ.
TEST(Generate, GradedLevelsOnTheSeScale) {
  const int seeds[] = {0, 12, 12, 12, 12, 4};
  int differ = 0;
  for (int level = 1; level <= 5; ++level) {
    for (uint32_t seed = 0; seed < static_cast<uint32_t>(seeds[level]); ++seed) {
      const std::string what = "se level " + std::to_string(level) + " seed " + std::to_string(seed);
      GenerateOptions options = Options(0, Symmetry::kNone, false, seed);
      options.level = level;
      options.scale = RatingScale::kSe;
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
      ExpectGraded(out, level, what, RatingScale::kSe);
      if (GradePuzzle(out.puzzle).level != level) ++differ;
    }
  }
  EXPECT_GT(differ, 0);
  // With a clue count, symmetry or minimal the grade at the end is on the asked scale too.
  for (int level = 2; level <= 4; ++level) {
    const std::string what = "se level " + std::to_string(level);
    GenerateOptions options = Options(27, Symmetry::kRotational180, false, 5);
    options.level = level;
    options.scale = RatingScale::kSe;
    GeneratedPuzzle out;
    ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
    ExpectGraded(out, level, what + " 27 clues rotational", RatingScale::kSe);
    options = Options(0, Symmetry::kNone, true, 5);
    options.level = level;
    options.scale = RatingScale::kSe;
    ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
    ExpectGraded(out, level, what + " minimal", RatingScale::kSe);
  }
}

TEST(Generate, GradedLevelsWithSymmetryClueCountOrMinimal) {
  // These dig for the symmetry, the clue count or minimality and grade at the end.
  for (int level = 1; level <= 4; ++level) {
    for (uint32_t seed = 0; seed < 3; ++seed) {
      const std::string what = "level " + std::to_string(level) + " seed " + std::to_string(seed);
      GenerateOptions options = Options(0, Symmetry::kRotational180, false, seed);
      options.level = level;
      GeneratedPuzzle out;
      ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
      ExpectGraded(out, level, what + " rotational");
      EXPECT_TRUE(Symmetric(out.puzzle, Symmetry::kRotational180)) << what;

      options = Options(27, Symmetry::kNone, false, seed);
      options.level = level;
      ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
      ExpectGraded(out, level, what + " 27 clues");
      EXPECT_EQ(out.clues, 27);

      options = Options(0, Symmetry::kNone, true, seed);
      options.level = level;
      ASSERT_EQ(Generate(options, &out).status, Status::kOk) << what;
      ExpectGraded(out, level, what + " minimal");
      EXPECT_TRUE(out.minimal);
      EXPECT_TRUE(EveryGivenNeeded(out.puzzle)) << what;
    }
  }
}

TEST(Generate, GradedLevelsAreReproducibleAndBudgeted) {
  for (int level = 1; level <= 5; ++level) {
    GenerateOptions options = Options(0, Symmetry::kNone, false, 31);
    options.level = level;
    GeneratedPuzzle a, b;
    ASSERT_EQ(Generate(options, &a).status, Status::kOk);
    ASSERT_EQ(Generate(options, &b).status, Status::kOk);
    EXPECT_EQ(a.puzzle, b.puzzle) << level;
    EXPECT_EQ(a.work, b.work) << level;
    // A budget just big enough gives the same puzzle; one far too small runs out.
    options.budget = a.work + 1;
    ASSERT_EQ(Generate(options, &b).status, Status::kOk) << level;
    EXPECT_EQ(a.puzzle, b.puzzle) << level;
    options.budget = 50;
    b.clues = -7;
    EXPECT_EQ(Generate(options, &b).status, Status::kBudgetExhausted) << level;
    EXPECT_EQ(b.clues, -7);
  }
}

TEST(Generate, C01aTwoSolutionBoardIsCountedAsTwo) {
  // cases.tsv C01a: r2c7-9 / r4c7-9 can be 416/641 either way. The generator must never emit
  // such a board; every test above checks count == 1 on what it returns.
  const Grid c01a = GridOf(
      "349618572782359...651742389273895...195476238864231957527164893918523764436987125");
  EXPECT_EQ(CountSolutions(c01a, 2).count, 2);
  EXPECT_EQ(CountSolutions(c01a, 100).count, 2);
  EXPECT_FALSE(IsMinimalPuzzle(c01a));
}

TEST(SeedFromString, Fnv1a32Vectors) {
  // Published FNV-1a 32-bit test vectors.
  EXPECT_EQ(SeedFromString(""), 0x811c9dc5u);
  EXPECT_EQ(SeedFromString("a"), 0xe40c292cu);
  EXPECT_EQ(SeedFromString("foobar"), 0xbf9cf968u);
  // UTF-8 bytes are hashed as unsigned bytes.
  EXPECT_EQ(SeedFromString("\xe6\x95\xb0\xe7\x8b\xac"), SeedFromString("数独"));
}

TEST(GenerateMany, EachMemberIsReproducibleAlone) {
  GenerateOptions options = Options(28, Symmetry::kRotational180, false, 99);
  std::vector<GeneratedPuzzle> batch;
  ASSERT_EQ(GenerateMany(options, 0, 20, &batch).status, Status::kOk);
  ASSERT_EQ(batch.size(), 20u);
  EXPECT_EQ(batch[0].seed, 99u);
  for (uint32_t i = 0; i < batch.size(); ++i) {
    EXPECT_EQ(batch[i].seed, BatchSeed(99, i));
    GenerateOptions one = options;
    one.seed = batch[i].seed;
    GeneratedPuzzle alone;
    ASSERT_EQ(Generate(one, &alone).status, Status::kOk);
    EXPECT_EQ(alone.puzzle, batch[i].puzzle);
    EXPECT_TRUE(UniqueWith(batch[i].puzzle, batch[i].solution));
    EXPECT_EQ(batch[i].clues, 28);
  }
  // A later slice continues the same sequence.
  std::vector<GeneratedPuzzle> tail;
  ASSERT_EQ(GenerateMany(options, 15, 5, &tail).status, Status::kOk);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(tail[i].puzzle, batch[15 + i].puzzle);

  for (const int count : {0, -1, kMaxGenerateCount + 1}) {
    const Error error = GenerateMany(options, 0, count, &batch);
    EXPECT_EQ(error.status, Status::kBadOption) << count;
    EXPECT_STREQ(error.option, "count") << count;
    EXPECT_TRUE(batch.empty());
  }
  options.clues = 16;
  const Error error = GenerateMany(options, 0, 3, &batch);
  EXPECT_EQ(error.status, Status::kBadOption);
  EXPECT_STREQ(error.option, "clues");
}

// Each member of a batch made alone, with its batch seed and no limits of its own (the default
// budget, no time limit).
std::vector<GeneratedPuzzle> Alone(GenerateOptions options, uint32_t first_index, int count) {
  std::vector<GeneratedPuzzle> alone;
  const uint32_t seed = options.seed;
  options.budget = 0;
  options.time_limit_ms = 0;
  for (int i = 0; i < count; ++i) {
    options.seed = BatchSeed(seed, first_index + static_cast<uint32_t>(i));
    GeneratedPuzzle out;
    EXPECT_EQ(Generate(options, &out).status, Status::kOk);
    alone.push_back(out);
  }
  return alone;
}

TEST(GenerateMany, TheBudgetBoundsTheWholeCall) {
  // Five puzzles need the sum of their work; a call budget one unit above the first two ends
  // in the third, which gets that one unit. The two made are those Generate makes alone.
  GenerateOptions options = Options(24, Symmetry::kNone, false, 4242);
  const std::vector<GeneratedPuzzle> alone = Alone(options, 0, 5);
  options.budget = alone[0].work + alone[1].work + 1;
  std::vector<GeneratedPuzzle> batch;
  EXPECT_EQ(GenerateMany(options, 0, 5, &batch).status, Status::kBudgetExhausted);
  ASSERT_EQ(batch.size(), 2u);
  for (size_t i = 0; i < batch.size(); ++i) {
    EXPECT_EQ(batch[i].puzzle, alone[i].puzzle) << i;
    EXPECT_EQ(batch[i].seed, alone[i].seed) << i;
    EXPECT_EQ(batch[i].work, alone[i].work) << i;
  }
  // Half of what the five need: fewer than five, each still the one its seed gives alone.
  uint64_t all = 0;
  for (const GeneratedPuzzle& p : alone) all += p.work;
  options.budget = all / 2;
  EXPECT_EQ(GenerateMany(options, 0, 5, &batch).status, Status::kBudgetExhausted);
  EXPECT_LT(batch.size(), 5u);
  for (size_t i = 0; i < batch.size(); ++i) EXPECT_EQ(batch[i].puzzle, alone[i].puzzle) << i;
  // Just enough for all five: the whole batch, as made alone.
  options.budget = all + 1;
  ASSERT_EQ(GenerateMany(options, 0, 5, &batch).status, Status::kOk);
  ASSERT_EQ(batch.size(), 5u);
  for (size_t i = 0; i < batch.size(); ++i) EXPECT_EQ(batch[i].puzzle, alone[i].puzzle) << i;
}

TEST(GenerateMany, ALaterSliceWithItsOwnBudgetIsTheTailOfALongerBatch) {
  GenerateOptions options = Options(0, Symmetry::kRotational180, true, 17);
  std::vector<GeneratedPuzzle> whole;
  ASSERT_EQ(GenerateMany(options, 0, 8, &whole).status, Status::kOk);
  // Indices 5..7 alone need the work they reported in the longer batch.
  options.budget = whole[5].work + whole[6].work + whole[7].work + 1;
  std::vector<GeneratedPuzzle> tail;
  ASSERT_EQ(GenerateMany(options, 5, 3, &tail).status, Status::kOk);
  ASSERT_EQ(tail.size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(tail[i].puzzle, whole[5 + i].puzzle) << i;
    EXPECT_EQ(tail[i].seed, BatchSeed(17, 5 + i)) << i;
  }
  // Room for two of them and one unit: the tail stops in the third.
  options.budget = whole[5].work + whole[6].work + 1;
  ASSERT_EQ(GenerateMany(options, 5, 3, &tail).status, Status::kBudgetExhausted);
  ASSERT_EQ(tail.size(), 2u);
  EXPECT_EQ(tail[1].puzzle, whole[6].puzzle);
}

TEST(GenerateMany, WithoutABudgetEveryPuzzleHasTheDefaultBudget) {
  // count x kDefaultGenerateBudget for the call, at most kDefaultGenerateBudget per puzzle:
  // each puzzle gets exactly what Generate alone gets, so a batch fails only where a puzzle
  // alone would.
  GenerateOptions options = Options(22, Symmetry::kNone, false, 8);
  std::vector<GeneratedPuzzle> batch;
  ASSERT_EQ(GenerateMany(options, 0, 4, &batch).status, Status::kOk);
  const std::vector<GeneratedPuzzle> alone = Alone(options, 0, 4);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(batch[i].puzzle, alone[i].puzzle) << i;
}

TEST(GenerateMany, ATimeLimitKeepsEveryReturnedPuzzleAsMadeAlone) {
  // Whatever the machine's speed, a wall-clock limit on the call only cuts the batch short:
  // what it returns is a prefix of the batch made without a limit.
  GenerateOptions options = Options(22, Symmetry::kNone, false, 31);
  options.time_limit_ms = 5;
  std::vector<GeneratedPuzzle> batch;
  const Status status = GenerateMany(options, 0, 40, &batch).status;
  if (status == Status::kOk) {
    EXPECT_EQ(batch.size(), 40u);
  } else {
    EXPECT_EQ(status, Status::kBudgetExhausted);
    EXPECT_LT(batch.size(), 40u);
  }
  const std::vector<GeneratedPuzzle> alone = Alone(options, 0, static_cast<int>(batch.size()));
  for (size_t i = 0; i < batch.size(); ++i) EXPECT_EQ(batch[i].puzzle, alone[i].puzzle) << i;
}

TEST(Symmetry, NamesRoundTrip) {
  for (const Symmetry symmetry : kAllSymmetries) {
    Symmetry read = Symmetry::kNone;
    ASSERT_TRUE(SymmetryFromName(SymmetryName(symmetry), &read));
    EXPECT_EQ(read, symmetry);
    for (int cell = 0; cell < kCells; ++cell) {
      EXPECT_EQ(SymmetricCell(cell, symmetry), Image(cell, symmetry));
    }
  }
  Symmetry read = Symmetry::kDiagonal;
  EXPECT_TRUE(SymmetryFromName("rotational180", &read));
  EXPECT_EQ(read, Symmetry::kRotational180);
  EXPECT_FALSE(SymmetryFromName("spiral", &read));
  EXPECT_EQ(read, Symmetry::kRotational180);
}

}  // namespace
}  // namespace sudoku
