// Puzzle generation: a random complete grid from a seed, then holes dug while the puzzle keeps
// exactly one solution. The symmetry, seed, random-grid and minimality helpers the generators
// use have headers of their own, included here for callers of the generators.
#pragma once

#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <vector>

#include "sudoku/grid.h"
#include "sudoku/minimal_puzzle.h"
#include "sudoku/random_solution.h"
#include "sudoku/rng.h"
#include "sudoku/seed.h"
#include "sudoku/status.h"
#include "sudoku/symmetry.h"
#include "sudoku/technique.h"

namespace sudoku {

// Options of the holes-per-box generator (GenerateByHoles).
struct HolesOptions {
  // 1..4: each box tries to lose h..h+3 cells (the original demo's rule). Not a graded level:
  // the grade of the result is whatever the holes give (GeneratedPuzzle::level).
  int holes_per_box = 1;
  // Any value; the same seed and holes_per_box give the same puzzle on every build.
  uint32_t seed = 0;
};

// Work units of the default budget: 2-13 s natively (a unit costs more for hard levels with
// many clues; WASM is similar), enough for clue counts
// down to 20 in every seed measured (the slowest took about 0.6 M units), not for an
// open-ended hunt for 17-19 clue puzzles.
inline constexpr uint64_t kDefaultGenerateBudget = 2'000'000;
// Work units of the default budget of a score range searched from seeds (its lowest rating 9.5
// or more, with no clue count, symmetry or minimality; Generate): each candidate is graded with
// the nested forcing chains. [10.0, 11.0] on the SE scale took at most 9.3 M units for seeds
// 1-30 (2.2 M for 29 of them; bench/README.md, "Generator by score range").
inline constexpr uint64_t kDefaultNeighbourhoodBudget = 10'000'000;
// The largest budget an option may ask for: 25 times the default, so every call stays bounded.
// Generate and GenerateMany refuse more with kBadOption ("budget"), so the bound lives here and
// the JS layer needs no copy of it.
inline constexpr uint64_t kMaxGenerateBudget = 50'000'000;
// The most puzzles one GenerateMany call makes.
inline constexpr int kMaxGenerateCount = 100'000;

// What Generate is asked for; each member the JS API reads has its row in kGenerateOptionRows.
struct GenerateOptions {
  // Exact number of givens: 0 = any (whatever digging reaches), else 17..80.
  int clues = 0;
  Symmetry symmetry = Symmetry::kNone;
  // Every given needed: removing any one makes the puzzle non-unique.
  bool minimal = false;
  // Graded level 1..5 (grade.h: easy, medium, hard, expert, extreme) on `scale`; 0 = any, not
  // graded.
  int level = 0;
  // Any value; the same seed and options give the same puzzle on every build.
  uint32_t seed = 0;
  // Work units: one per solver call plus one per solver guess and per 16 nodes of the
  // solution enumeration, about 1-3 microseconds each natively; 0 = kDefaultGenerateBudget
  // (per puzzle), at most kMaxGenerateBudget. Bounds the whole call: Generate's one puzzle, or
  // all of GenerateMany's batch. Deterministic: the outcome for a seed never depends on machine
  // speed.
  uint64_t budget = 0;
  // Wall-clock limit in milliseconds from the start of the call (of the whole batch for
  // GenerateMany), 0 = none. Only ever turns a search into kBudgetExhausted; a puzzle that is
  // returned is the one the seed gives without a limit.
  uint32_t time_limit_ms = 0;
  // 1..4: the original demo's holes-per-box generator instead of digging (GenerateByHoles with
  // this and `seed`); 0 = dig. It has no clue count, symmetry, minimality, level or budget, so
  // beside it those must ask for nothing (clues 0, kNone, false, 0, 0, 0).
  int holes_per_box = 0;
  // Digits per house: 9 (the 9x9 grid), or 4 or 6 for the small grids of shape.h, which
  // GenerateSized makes (see there for the options they take).
  int size = 9;
  // The children's level "First steps" instead of a graded level (level must then be 0): full
  // houses and hidden singles alone finish the puzzle, with many givens (kFirstStepsClues).
  bool first_steps = false;
  // A range of grade ratings in tenths instead of a level (both 0 = none): the puzzle's
  // GradePuzzle rating on `scale` lies in [score_min, score_max], each from 10 (1.0) to 120
  // (12.0), score_min <= score_max. 9x9 only, and not beside level or holes_per_box.
  int score_min = 0;
  int score_max = 0;
  // The scale (technique.h) `level` or `score_min` and `score_max` are read on: the level's band
  // of ratings (LevelOfRating, the same numbers on each scale) or the range; the digging checks
  // and the grade of the result follow it. Only beside a level 1..5 or a score range.
  RatingScale scale = RatingScale::kSukaku;
};

// --- The options of generate() -------------------------------------------------------------
//
// One row per option of generate(), in GenerateOption bit order: everything the engine and its
// documents say about it. From these rows come the names (kGenerateOptionNames), the options
// each grid size takes (kGridSizes), the refusals beside holesPerBox and First steps and on the
// small grids (Generate's checks), the JS reader (wasm/from_js.cc reads every row by its kind),
// and, written by tools/tables.sh, the GenerateOptions members of wasm/sudoku.d.ts, the generate
// options table of wasm/API.md and the test values of tests/wasm/generate-options.mjs. A range
// check beyond the reader's (clues' 17..80, a level above the size's) is Generate's own, in
// generate.cc.

// How the JS API reads an option (wasm/from_js.cc), and so which member of GenerateOptions it
// fills and when the option asks for something (AskedOptions).
enum class OptionKind : uint8_t {
  kSize,          // 4, 6 or 9 into `size`; picks the generator, never asks for anything
  kInteger,       // any integer into `member` (Generate checks the range); asks when not 0
  kIntegerIn,     // an integer from `low` to `high` into `member`, else kBadOption `detail`
  kBoolean,       // into `flag`; asks when true
  kBudget,        // an integer from `low` to `high` into `budget`; asks when not 0
  kMilliseconds,  // a time limit into `time_limit_ms`; asks when not 0
  kSeed,          // 0..2^32-1 or a well-formed string into `seed`; never asks for anything
  kSymmetry,      // a symmetry's name into `symmetry`; asks when not kNone
  kLevel,         // 1..5 or a level's name into `level`, 0 or "first" into `first_steps`
  kScoreRange,    // [min, max] into `score_min` and `score_max`; asks when set
  kScale,         // "sukaku" or "se" into `scale`; asks when not kSukaku
};

// One option of generate() (see above).
struct GenerateOptionRow {
  const char* name;  // as the JS API spells it
  OptionKind kind;
  int GenerateOptions::*member = nullptr;   // kInteger, kIntegerIn
  bool GenerateOptions::*flag = nullptr;    // kBoolean
  int64_t low = 0;                          // kIntegerIn, kBudget: the range the reader takes
  int64_t high = 0;
  const char* detail = nullptr;             // kIntegerIn, kBudget: the refusal outside it
  bool nine_only = false;        // 9x9 grids only (size 4 and 6 refuse it when it asks)
  bool beside_holes = false;     // may ask for something beside holesPerBox
  bool beside_first_steps = false;  // may ask for something beside the First steps level
  bool graded = false;           // needs a grade (the logic engine): GenerateUngraded refuses it
  // For the documents and tests only (tools/tables.sh); never read by the engine, so they are
  // not part of the WebAssembly download:
  const char* type;     // its TypeScript type in GenerateOptions (wasm/sudoku.d.ts)
  const char* example;  // a value it takes, as JavaScript: `generate({ seed, [name]: example })`
  const char* bad;      // a value of its type it refuses (kBadOption naming it), or nullptr
  // A value that asks for something (see OptionKind), which a size that does not take the
  // option refuses; nullptr for size, and for scale, which asks only beside level or score. The
  // small-grid tests set it on each size, natively and through the module.
  const char* asking;
  const char* meaning;  // what it asks for, in Markdown (wasm/API.md; the d.ts comment)
};

inline constexpr GenerateOptionRow kGenerateOptionRows[] = {
    {.name = "size", .kind = OptionKind::kSize, .beside_holes = true,
     .beside_first_steps = true, .type = "GridSize", .example = "9", .bad = "5", .asking = nullptr,
     .meaning = "4, 6 or 9 (default): the grid. 4 and 6 take `level` (`'first'`, 1, and 2 at "
                "size 6), `minimal`, `seed`, `budget` and `timeLimitMs`; `clues`, a `symmetry` "
                "other than `'none'`, `score`, `scale` and `holesPerBox` are 9x9 only (`badOption`)"},
    {.name = "level", .kind = OptionKind::kLevel, .graded = true, .type = "Level", .example = "1", .bad = "9",
     .asking = "1",
     .meaning = "1–5 or `'easy'`, `'medium'`, `'hard'`, `'expert'`, `'extreme'`: the [graded "
                "level](../core/TECHNIQUES.md#levels) on `scale`; every result has exactly that "
                "level, `grade(puzzle, { scale }).level` (levels 1–3 stop digging where a harder step would be needed, so they are not "
                "always minimal unless `minimal` is set). `0` or `'first'`: First steps, the "
                "children's level (full houses and hidden singles alone, many givens). At size 4 "
                "the levels stop at 1 (every 4x4 puzzle falls to hidden singles), at size 6 at "
                "2"},
    {.name = "clues", .kind = OptionKind::kInteger, .member = &GenerateOptions::clues,
     .nine_only = true, .type = "number", .example = "30", .bad = "5", .asking = "30",
     .meaning = "exact number of givens, 17–80: 22–35 quickly, 20–21 slower, 17–19 best "
                "effort (may end in `budgetExhausted`)"},
    {.name = "symmetry", .kind = OptionKind::kSymmetry, .nine_only = true, .type = "Symmetry",
     .example = "'rotational'", .bad = "'spiral'", .asking = "'rotational'",
     .meaning = "`'none'`, `'rotational'` (180°, also spelled `'rotational180'`), "
                "`'rotational90'`, `'mirrorHorizontal'`, `'mirrorVertical'`, `'diagonal'`, "
                "`'antiDiagonal'`"},
    {.name = "minimal", .kind = OptionKind::kBoolean, .flag = &GenerateOptions::minimal,
     .type = "boolean", .example = "false", .bad = nullptr, .asking = "true",
     .meaning = "every given is needed: removing any one makes the puzzle non-unique"},
    {.name = "seed", .kind = OptionKind::kSeed, .beside_holes = true, .beside_first_steps = true,
     .type = "number | string", .example = "7", .bad = "-1", .asking = "3",
     .meaning = "an integer 0..2^32-1 or a well-formed string (hashed with FNV-1a over its "
                "UTF-8 in the engine; a lone surrogate is `badOption`, so two different strings "
                "never share a seed by accident); random when omitted"},
    {.name = "budget", .kind = OptionKind::kBudget, .low = 1, .high = kMaxGenerateBudget,
     .detail = "must be an integer from 1 to 50000000 work units", .beside_first_steps = true,
     .type = "number", .example = "2000000", .bad = "0", .asking = "1",
     .meaning = "work units, deterministic (default 2,000,000, or 10,000,000 for a `score` "
                "range searched from seeds (from 9.5 up); at most 50,000,000; a unit is "
                "1-3 µs for most requests, up to about 6 µs for hard levels with many clues); "
                "`generateMany`: for the whole call (without it, each puzzle may use the "
                "default)"},
    {.name = "timeLimitMs", .kind = OptionKind::kMilliseconds, .beside_first_steps = true,
     .type = "number", .example = "60000", .bad = "-1", .asking = "60000",
     .meaning = "a wall-clock limit (`generateMany`: for the whole call); it only ever turns a "
                "search into `budgetExhausted`"},
    {.name = "holesPerBox", .kind = OptionKind::kIntegerIn,
     .member = &GenerateOptions::holes_per_box, .low = 1, .high = 4,
     .detail = "must be an integer from 1 to 4", .nine_only = true, .beside_holes = true,
     .type = "1 | 2 | 3 | 4", .example = "2", .bad = "7", .asking = "1",
     .meaning = "1–4: the original demo's generator instead, which digs `holesPerBox`.."
                "`holesPerBox`+3 cells in each box, every hole kept only while the puzzle stays "
                "unique; the result is graded (random holes make puzzles of any level). It "
                "combines with `seed` and with options that ask for nothing (`symmetry: "
                "'none'`, `minimal: false`, `clues: 0`); any other option beside it is "
                "`badOption`, naming that option"},
    {.name = "score", .kind = OptionKind::kScoreRange, .nine_only = true, .graded = true,
     .type = "[number, number]", .example = "[1.2, 3]", .bad = "[3, 1]", .asking = "[3, 4]",
     .meaning = "`[min, max]`: the puzzle's `grade(puzzle, { scale }).score` lies in this "
                "range (1.0 ≤ min ≤ max ≤ 12.0, read in tenths: min rounds up, max down); 9x9 "
                "only. Searched like a level, as a test on the grade: a range whose max is at "
                "most 5.4 digs under that ceiling (below a naked single's 2.3 every hole is "
                "rated, singles included: `[1, 1]` gives a puzzle of full houses alone, and "
                "1.2, 1.5, 1.7 and 2.0 are reached, though not 1.9 alone), any other digs for "
                "uniqueness and the grade decides. A range whose min is 9.5 or more (without "
                "`clues`, `symmetry` or `minimal`), where digging random grids practically "
                "never reaches (the top of the dynamic forcing chains, then the nested ones), "
                "is searched from seeds instead: a puzzle of the forum's hardest list rated in "
                "or nearest the range (10.1–11.3), under a random isomorphism, then one given "
                "at a time moved to another cell, the puzzle kept unique and graded after each "
                "move from the second (the time limit is read between grades). Only a puzzle in "
                "range is returned; its `level`, `score` and `hardest` are the grade on that "
                "scale. **9.0–9.4 and above 11.0 are best effort**: not every seed reaches "
                "them within the default budget ([how "
                "often](../bench/README.md#generator-by-score-range)), so catch "
                "`budgetExhausted` and try another seed. Not two numbers, min > max, outside "
                "1.0–12.0, no tenth between them, or beside `level` or `holesPerBox`: "
                "`badOption`"},
    {.name = "scale", .kind = OptionKind::kScale, .nine_only = true, .graded = true,
     .type = "RatingScale",
     .example = "'sukaku'", .bad = "'se'", .asking = nullptr,
     .meaning = "`'sukaku'` (default) or `'se'`: the scale `level` or `score` is read on "
                "(a level's band of ratings is the same on both; the puzzles differ, [how]"
                "(../core/TECHNIQUES.md#levels)); the result's `level`, `score` and `hardest` "
                "are the grade on it. `'se'` is for 9x9 only (the small grids have one scale), and "
                "without a graded `level` or `score` (or beside First steps) it is `badOption`; "
                "the default, `'sukaku'`, is taken wherever it is given"},
};
inline constexpr int kGenerateOptionCount = static_cast<int>(std::size(kGenerateOptionRows));

namespace generator_detail {
constexpr bool Same(const char* a, const char* b) {
  while (*a != 0 && *a == *b) ++a, ++b;
  return *a == *b;
}
// Never defined: reached at compile time, it makes BitOf's caller fail to compile.
uint16_t NoRowHasThisName();
// The bit of the row named `name`; not a constant expression when there is none.
constexpr uint16_t BitOf(const char* name) {
  for (int i = 0; i < kGenerateOptionCount; ++i) {
    if (Same(kGenerateOptionRows[i].name, name)) return static_cast<uint16_t>(1u << i);
  }
  return NoRowHasThisName();
}
// The set of the rows whose `field` is `value`.
constexpr uint16_t RowsWhere(bool GenerateOptionRow::*field, bool value) {
  uint16_t set = 0;
  for (int i = 0; i < kGenerateOptionCount; ++i) {
    if (kGenerateOptionRows[i].*field == value) set |= static_cast<uint16_t>(1u << i);
  }
  return set;
}
constexpr std::array<const char*, kGenerateOptionCount> Names() {
  std::array<const char*, kGenerateOptionCount> names{};
  for (int i = 0; i < kGenerateOptionCount; ++i) names[i] = kGenerateOptionRows[i].name;
  return names;
}
}  // namespace generator_detail

static_assert(kGenerateOptionCount <= 16, "the option sets are 16-bit");

// The options of generate() as bits of a set (GridSizeInfo::options, AskedOptions): bit i is
// row i of kGenerateOptionRows. Named here are the ones the code names; a new option needs
// only its row.
enum GenerateOption : uint16_t {
  kOptionSize = generator_detail::BitOf("size"),
  kOptionLevel = generator_detail::BitOf("level"),
  kOptionClues = generator_detail::BitOf("clues"),
  kOptionSymmetry = generator_detail::BitOf("symmetry"),
  kOptionMinimal = generator_detail::BitOf("minimal"),
  kOptionSeed = generator_detail::BitOf("seed"),
  kOptionBudget = generator_detail::BitOf("budget"),
  kOptionTimeLimitMs = generator_detail::BitOf("timeLimitMs"),
  kOptionHolesPerBox = generator_detail::BitOf("holesPerBox"),
  kOptionScore = generator_detail::BitOf("score"),
  kOptionScale = generator_detail::BitOf("scale"),
};

// The options of generate(), as the JS API names them: GenerateOption's bit i is option i.
inline constexpr std::array<const char*, kGenerateOptionCount> kGenerateOptionNames =
    generator_detail::Names();
// Every option; the 9x9 grid takes them all.
inline constexpr uint16_t kNineByNineOptions =
    static_cast<uint16_t>((1u << kGenerateOptionCount) - 1);
// The options the 4x4 and 6x6 grids take.
inline constexpr uint16_t kSmallGridOptions =
    generator_detail::RowsWhere(&GenerateOptionRow::nine_only, false);
// The options that may ask for something beside holesPerBox, and beside First steps.
inline constexpr uint16_t kOptionsBesideHoles =
    generator_detail::RowsWhere(&GenerateOptionRow::beside_holes, true);
inline constexpr uint16_t kOptionsBesideFirstSteps =
    generator_detail::RowsWhere(&GenerateOptionRow::beside_first_steps, true);
// The options GenerateUngraded takes (those that need no grade).
inline constexpr uint16_t kUngradedOptions =
    generator_detail::RowsWhere(&GenerateOptionRow::graded, false);

// The options that ask for something in `options` (see OptionKind), as a set of GenerateOption
// bits: Generate refuses those a size, holesPerBox or First steps does not take.
uint16_t AskedOptions(const GenerateOptions& options);

// kBadOption with `detail`, naming the first option (in row order) that asks for something in
// `options` and is not in `allowed` (a set of GenerateOption bits); kOk when there is none.
Error RefuseAsked(const GenerateOptions& options, uint16_t allowed, const char* detail);

// What Generate takes at each grid size (digits per house): its graded levels and its options.
// The one table of these facts: Generate's checks read it (a level above a size's highest, an
// option a size does not take: kBadOption), and the JS API gives it to callers (sizes()), so a
// page offers exactly what the engine makes.
struct GridSizeInfo {
  int size;           // digits per house: 4, 6 or 9
  int highest_level;  // graded levels 1..highest_level; First steps (level 0) at every size
  // The kBadOption detail of a level above highest_level.
  const char* level_detail;
  // The options of generate() this size takes (GenerateOption bits). Beside these, a few
  // combinations are refused at any size (see Generate's errors; at size 4 and 6, minimal
  // beside a level).
  uint16_t options;
};


// Every grid size Generate makes, smallest first. Measured on seeds 1-200: every unique 4x4
// puzzle falls to hidden singles (SE 1.2), and 6x6 puzzles reach 3.4 at most with the small
// grids' techniques, so their levels stop at 1 and 2.
inline constexpr GridSizeInfo kGridSizes[] = {
    {4, 1, "must be 1 at size 4 (or First steps): every 4x4 puzzle is solved by singles",
     kSmallGridOptions},
    {6, 2, "must be 1 or 2 at size 6 (or First steps): the small grids' techniques end with "
           "hidden pairs",
     kSmallGridOptions},
    {9, 5, "must be 0 or an integer from 1 to 5", kNineByNineOptions},
};

// The row of kGridSizes for `size`, or nullptr for a size Generate does not make.
constexpr const GridSizeInfo* GridSizeOf(int size) {
  for (const GridSizeInfo& info : kGridSizes) {
    if (info.size == size) return &info;
  }
  return nullptr;
}

// Whether generate() takes `option` at `size`; false for a size Generate does not make.
constexpr bool SizeTakesOption(int size, GenerateOption option) {
  const GridSizeInfo* info = GridSizeOf(size);
  return info != nullptr && (info->options & option) != 0;
}


// A score range [min, max] of SE ratings (GenerateOptions::score_min, score_max) in tenths, min
// rounded up and max down: kOk with *low and *high set, or kBadOption (option "score") when
// not 1.0 <= min <= max <= 12.0 (a NaN included) or no tenth lies between them; *low and *high
// are then untouched. The one check of a score range: Generate's (on the tenths it is given)
// and the JS API's reader (on the numbers a caller passed) both call it.
Error ScoreRangeInTenths(double min, double max, int* low, int* high);

// The givens of a "First steps" puzzle, from `low` to `high` (chosen by the seed): about half
// the grid, a little more on the small grids a child starts with.
struct ClueRange {
  int low;
  int high;
};
// For size 4, 6 and 9.
constexpr ClueRange FirstStepsClues(int size) {
  return size == 4 ? ClueRange{8, 10} : size == 6 ? ClueRange{18, 22} : ClueRange{36, 45};
}

// The highest SE rating in tenths (technique.h) a "First steps" step may have: hidden single in
// a row or column (1.5); full house (1.0) and hidden single in a box (1.2) are below it, naked
// single (2.3) above.
inline constexpr int kFirstStepsMaxRating = 15;

struct GeneratedPuzzle {
  Grid puzzle{};    // 81 cells row-major, 0 = empty
  Grid solution{};  // the unique solution
  uint32_t seed = 0;
  int clues = 0;    // number of givens
  // Filled by Generate only (level, rating and hardest by GenerateByHoles too, which always
  // grades):
  Symmetry symmetry = Symmetry::kNone;  // as asked
  bool minimal = false;  // verified minimal (always checked when asked; else as found)
  // The grade (grade.h), when the puzzle was graded (options.level set, or GenerateByHoles), so
  // callers need not grade it again; else 0, 0 and nullopt.
  int level = 0;   // graded level 1..5, on options.scale
  int rating = 0;  // the grade's rating in tenths, on options.scale
  std::optional<Technique> hardest;  // the technique of the grade's hardest step (Grade::hardest)
  uint64_t work = 0;     // work units spent
  int restarts = 0;      // fresh solution grids tried after the first
  // Digits per house; for 4 and 6 puzzle and solution use cells 0..size*size-1 (shape.h).
  int size = 9;
  bool first_steps = false;  // made for "First steps" (level is then 0, rating and hardest set)
};

// The original demo's generator with uniqueness kept: for each box in turn, a random count of
// cells in [holes_per_box, holes_per_box + 3] is dug out, trying the box's cells in random order
// and keeping a hole only if the puzzle still has exactly one solution (a count-to-2 check per
// hole, so at most 81 checks: bounded time). A box may end with fewer holes when no more can be
// dug uniquely. The result is graded (GradePuzzle: `level` 1..5 and `rating`), since random
// holes make puzzles of any difficulty.
// Errors: kBadOption (error.cell = -1, error.option "holesPerBox") when holes_per_box is
// outside 1..4; `out` is then untouched.
Error GenerateByHoles(const HolesOptions& options, GeneratedPuzzle* out);

// A unique puzzle with the asked clue count, symmetry, minimality and graded level; with
// options.holes_per_box, GenerateByHoles instead (the other options must then ask for nothing).
//
// Algorithm (digging with orbit moves; the technique is the common "remove givens while the
// puzzle stays unique" generator plus a local search for low clue counts):
//   1. A random solution grid (RandomSolution).
//   2. The cells are split into the symmetry's orbits (1, 2 or 4 cells). In random order, each
//      orbit of givens is removed when the puzzle keeps exactly one solution (count-to-2) and,
//      with an exact clue count, the count stays reachable. Trying every orbit once leaves a
//      puzzle no orbit can be removed from (removing givens never restores uniqueness).
//   3. Stuck above the asked count: a round of moves. For each given orbit a, every other
//      solution of the puzzle without a is listed (one count-to-2 per other digit of a
//      one-cell orbit, a small enumeration otherwise; at most 32), giving fix(a): the empty
//      orbits on which all of them differ from ours. "-2+1": remove given orbits a and b and
//      put back an orbit c from fix(a) and fix(b) when count-to-2 says the result is unique
//      (fewer givens). When no such move is found, "-1+1": swap a for an orbit of fix(a) (as
//      many givens, unique by construction). Step 2 then digs on. After 30 sideways moves, or
//      a round with no move at all, a new solution grid (a restart).
//   4. minimal: every given is tried alone (IsMinimalPuzzle); level: GradePuzzle (grade.h) on
//      options.scale must give that level; score: GradePuzzle's rating on options.scale must lie in
//      [score_min, score_max]. A failing candidate means a restart.
// Every solve and grade of the search follows options.scale (the level's band is read on it).
// With a level and neither a clue count nor minimal, step 2 digs for the level: for levels 1-3
// a hole is kept only while naked and hidden singles still solve the puzzle, or else it stays
// unique and a logic solve capped at the level's highest rating (LogicOptions::max_rating)
// still finishes it, so the result is never too hard and its last solve says whether it is
// too easy. Levels 4 and 5 dig for uniqueness alone; one solve capped at 7.4 then rejects
// candidates that are plainly of another level before they are graded (for level 4 that solve,
// of the puzzle itself, is the grade when it finishes: it takes GradePuzzle's very steps).
// Level-1..3 results are therefore not always minimal (a given may be kept because removing it
// would make the puzzle too hard). Step 4's check is unchanged: only a puzzle whose grade is
// the asked level is accepted.
// A score range is searched like a level, as a predicate on the grade: without a clue count or
// minimal, a range whose highest rating is at most 5.4 digs under that ceiling (as levels 1-3);
// any other range digs for uniqueness alone and a candidate is solved once under the range's
// highest rating (below 10.0) to turn away the plainly too hard or too easy before the full
// grade on options.scale, which alone decides. Under a highest rating below a naked single's
// (2.3) every hole is rated, singles included: 1.0 (full houses alone), 1.2 and 1.5 (hidden
// singles), 1.7 and 2.0 are reached within the default budget; 1.9 (direct claiming as the
// hardest step) was not, for seeds 1-10, and a range holding no technique's rating (2.1-2.2,
// say) never is.
// A score range whose lowest rating is 9.5 or more (the top of SE's dynamic forcing chains and
// the nested ones), with no clue count, symmetry or minimal, is not dug: digging random grids
// practically never reaches it. It is searched from seeds (neighbourhood_search.h): a puzzle of the forum's hardest
// list rated in or nearest the range, under a random isomorphism, from which one given at a
// time is moved to an empty cell (the seed's solution digit there), each move kept only when
// the puzzle stays unique; from the second move on each puzzle is graded, and the first in
// range is the result. Its default budget is kDefaultNeighbourhoodBudget.
// Every result is checked once more with CountSolutions before it is returned.
// With options.size 4 or 6, or options.first_steps, GenerateSized makes the puzzle instead.
//
// Errors, with `out` untouched:
//   kBadOption        the option at fault in error.option (as JS names it) and error.detail:
//                     "symmetry" not one of the enum's values; "clues" not 0 and outside
//                     17..80; "level" outside 0..5; "budget" above kMaxGenerateBudget;
//                     "symmetry" with 17 clues (none of the known 17-clue puzzles has one; the
//                     smallest known symmetric puzzles have 18); "clues" the 90-degree
//                     symmetry's orbits cannot make (clues % 4 must be 0 or 1); "minimal" with
//                     more than 40 clues (no minimal puzzle with more is known);
//                     "holesPerBox" outside 0..4; beside holes_per_box, any of clues, symmetry,
//                     minimal, level, budget, timeLimitMs that asks for something (named);
//                     "size" not 4, 6 or 9; and GenerateSized's; "score" outside 10..120
//                     (tenths), score_min > score_max, only one of them set, or beside level,
//                     holes_per_box, first_steps or a size other than 9; "scale" not kSukaku
//                     without a level 1..5 or a score range (First steps included), or at a
//                     size other than 9 (the small grids are graded on one scale).
//   kBudgetExhausted  budget work units or time_limit_ms ran out first. 22..35 clues finish
//                     well inside the default budget; 20..21 usually do; 17..19 are a best
//                     effort and often end here. A score range of 9.0-9.4, or above 11.0, is
//                     a best effort (bench/README.md); 10.0-11.0 was reached for seeds 1-30;
//                     1.9 alone is not reached (see above).
Error Generate(const GenerateOptions& options, GeneratedPuzzle* out);

// Generate for a 9x9 request that needs no grade: clues, symmetry, minimal, seed, budget,
// timeLimitMs or holesPerBox, with no level (nor First steps), score range or scale 'se'. The
// puzzle is the one Generate gives for the same options, but a holesPerBox result is not graded
// (level, rating and hardest stay 0). Nothing here calls the logic engine, so a build that uses
// only this links without it (the small core module, wasm/core/).
// Errors: Generate's kBadOption and kBudgetExhausted, and kBadOption naming `level`, `score`,
// `scale` or `size` when the request asks for a grade or a small grid.
Error GenerateUngraded(const GenerateOptions& options, GeneratedPuzzle* out);

// The work units one puzzle for `options` may use when options.budget is 0:
// kDefaultNeighbourhoodBudget for a score range searched from seeds (see Generate), else
// kDefaultGenerateBudget.
uint64_t DefaultGenerateBudget(const GenerateOptions& options);

// The generator of the small grids (size 4 and 6) and of "First steps" at every size. From a
// random solution grid (a randomized backtracking fill for 4x4 and 6x6, RandomSolution for
// 9x9), the cells are tried once each in random order and a given removed when the puzzle
// keeps its property:
//   plain       exactly one solution (count-to-2): the result is minimal.
//   level 1     unique, and a logic solve capped at the level's highest rating (2.3) still
//               finishes; the result is then graded and kept only at exactly that level.
//   level 2     (6x6) unique: the minimal puzzle is kept when a solve capped at 3.4 finishes it
//               with a level-2 step, and one that needs more gets back the first given (in the
//               digging order) that leaves it so; digging within 3.4 instead leaves nearly every
//               6x6 puzzle at level 1.
//   first_steps a logic solve capped at kFirstStepsMaxRating (full houses and hidden singles)
//               still finishes, down to a clue count the seed picks in FirstStepsClues(size).
// A result that misses (the wrong level, or stuck above the clue count) starts again from a new
// solution grid. Every result is counted once more (exactly one solution) before it is returned.
// Work units: one per count or logic solve; options.budget (default kDefaultGenerateBudget) and
// time_limit_ms bound them as in Generate.
// Errors (kBadOption): "size" not 4, 6 or 9; at size 4 or 6, "clues", "symmetry" and
// "holesPerBox" (9x9 only), "level" above 1 at size 4 (every 4x4 puzzle falls to singles) or
// above 2 at size 6 (the small grids' techniques end with hidden pairs) and "minimal" beside a
// level (a plain small puzzle is always minimal); with first_steps, "level", "clues", "symmetry", "minimal" and "holesPerBox".
// kBudgetExhausted as Generate.
Error GenerateSized(const GenerateOptions& options, GeneratedPuzzle* out);

// Up to `count` puzzles: puzzle i (counting from `first_index`) is Generate with the options and
// seed BatchSeed(options.seed, first_index + i), and reports that seed, so a batch started at
// first_index > 0 is the tail of a longer one.
//
// Limits are the call's, not each puzzle's. The call may spend options.budget work units in
// all when it is set, else count x kDefaultGenerateBudget; each puzzle may use what is left of
// that, and at most options.budget (when set) or kDefaultGenerateBudget, as Generate alone
// would. The time limit runs from the start of the call. A limit only ever cuts a search short:
// every returned puzzle is exactly the one Generate makes alone with its batch seed.
//
// Stops at the first error and returns it; `out` then holds the puzzles made before it (out is
// cleared first). kBudgetExhausted when the budget or time ran out; kBadOption, before any
// puzzle is made: "count" outside 1..kMaxGenerateCount, or any of Generate's.
Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   std::vector<GeneratedPuzzle>* out);

// Receives the puzzles of a batch one by one as they are made. `take` returns false to stop the
// batch there (GenerateMany then returns kOk): a caller that reports progress can cancel.
struct PuzzleCallback {
  bool (*take)(void* context, const GeneratedPuzzle& puzzle) = nullptr;
  void* context = nullptr;
};

// GenerateMany handing each puzzle to `callback` instead of keeping them; the same puzzles,
// budget and errors (the puzzles made before an error have been handed over already).
Error GenerateMany(const GenerateOptions& options, uint32_t first_index, int count,
                   const PuzzleCallback& callback);

}  // namespace sudoku
