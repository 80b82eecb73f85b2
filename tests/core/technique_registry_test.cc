// The technique registry: its rows against the public names, the dispatcher and the
// explanations. (The two documents that list the techniques, wasm/sudoku.d.ts and
// core/TECHNIQUES.md, are written from it by tools/tables.sh: derived_tables_test.)
//
// The sample: puzzles of the rated Sudoku Exchange set across its bands (two of them hold
// states where the static forcing search's best is a Nishio chain), the first puzzle of the
// forum's hardest list (nested forcing chains), and one open candidate grid for a hidden quad,
// which real solve paths almost never need (a hidden quad that eliminates anything is the
// complement of a naked subset of four or fewer, found first, unless its house is empty).
// On every state of their solve paths every row's search runs as the dispatcher would run it.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "sudoku/explain.h"
#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "sudoku/technique_registry.h"
#include "test_data.h"

namespace sudoku {
namespace {

using detail::TechniqueRow;
using detail::TechniqueRows;

// Each row's own step on one state (nullopt when its search finds nothing that changes the
// grid), with the options the dispatcher gives a unique puzzle.
struct RowResult {
  Technique row;
  std::optional<Step> step;
};

struct State {
  CandidateGrid grid;
  Step next;  // FindNextStep's step
  std::vector<RowResult> rows;
  RatingScale scale = RatingScale::kSukaku;  // the scale of the solve and of `rows`
};

// Runs every row with a search, in registry order, that the dispatcher could reach for a step
// rated `rating` (its floor is at most that; a unique puzzle meets every row's conditions), and
// the rows up to 1.0 above, so that labels the dispatcher's step hides still occur.
// Rows the scale lacks are not run.
std::vector<RowResult> RunRows(const CandidateGrid& grid, int rating,
                               RatingScale scale = RatingScale::kSukaku) {
  detail::LogicView view(grid);
  view.scale = scale;  // the searches whose order or effect differ on SE's scale read it
  std::vector<RowResult> results;
  for (const TechniqueRow& row : TechniqueRows()) {
    const int floor = detail::RatingFloor(row, scale);
    if (row.find == nullptr || floor == 0 || floor > rating + 10) continue;
    Step step;
    step.technique = row.technique;
    step.rating = floor;
    RowResult result{row.technique, std::nullopt};
    if (row.find(view, INT_MAX, step) && !(step.placements.empty() && step.eliminations.empty())) {
      detail::Normalize(step);
      result.step = std::move(step);
    }
    results.push_back(std::move(result));
  }
  return results;
}

const std::vector<State>& Sample() {
  static const std::vector<State> sample = [] {
    // Every 100th rated puzzle: each band of the rated set (every 400th under the sanitizers,
    // whose suite thins the large samples: test_data.h).
    const size_t stride = 100 * static_cast<size_t>(testing::SampleFactor());
    std::vector<Grid> puzzles;
    const auto rated = testing::ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
    for (size_t i = 0; i < rated.size(); i += stride) puzzles.push_back(testing::GridOf(rated[i].puzzle));
    for (const size_t line : {3121, 3706}) puzzles.push_back(testing::GridOf(rated[line - 1].puzzle));
    // The forum's first puzzle brings the nested forcing levels, and most of the sample's time:
    // a thinned sample leaves it out (the nested levels are still solved under the sanitizers by
    // LogicSets.ForumHardestNestedLevels).
    if (testing::SampleFactor() == 1) {
      puzzles.push_back(testing::GridOf(testing::ReadPuzzleSet("forum_hardest_1106.txt", 1)[0].puzzle));
    }
    std::vector<State> states;
    for (const Grid& puzzle : puzzles) {
      CandidateGrid grid = CandidatesFromValues(puzzle);
      for (const Step& step : SolveLogically(puzzle).steps) {
        states.push_back({grid, step, RunRows(grid, step.rating)});
        ApplyStep(step, grid);
      }
    }
    // The SE scale on every third of those rated puzzles: the techniques Sukaku's take the place
    // of (finned fish, for one) occur there.
    LogicOptions on_se;
    on_se.scale = RatingScale::kSe;
    for (size_t i = 0; i < rated.size(); i += 3 * stride) {
      const Grid puzzle = testing::GridOf(rated[i].puzzle);
      CandidateGrid grid = CandidatesFromValues(puzzle);
      for (const Step& step : SolveLogically(puzzle, on_se).steps) {
        states.push_back({grid, step, RunRows(grid, step.rating, RatingScale::kSe), RatingScale::kSe});
        ApplyStep(step, grid);
      }
    }
    // Row 1 holds 1-4 only in its first four cells: a hidden quad on an otherwise open grid.
    CandidateGrid open;
    open.candidates.fill(kAllDigits);
    for (int column = 4; column < 9; ++column) {
      open.candidates[CellAt(0, column)] &= static_cast<Mask>(~(DigitBit(1) | DigitBit(2) |
                                                                DigitBit(3) | DigitBit(4)));
    }
    LogicOptions unique;
    unique.assume_unique = true;
    const std::optional<Step> quad = FindNextStep(open, unique);
    if (quad) states.push_back({open, *quad, RunRows(open, quad->rating)});
    return states;
  }();
  return sample;
}

bool IsCamelCase(const std::string& id) {
  if (id.empty() || id[0] < 'a' || id[0] > 'z') return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  });
}

TEST(TechniqueRegistry, RowsAreThePublicTechniquesInEnumOrder) {
  ASSERT_EQ(Techniques().size(), static_cast<size_t>(kTechniqueCount));
  ASSERT_EQ(TechniqueRows().size(), static_cast<size_t>(kTechniqueCount));
  for (int i = 0; i < kTechniqueCount; ++i) {
    const Technique technique = static_cast<Technique>(i);
    const TechniqueInfo& info = Techniques()[i];
    const TechniqueRow& row = TechniqueRows()[i];
    EXPECT_EQ(info.technique, technique);
    EXPECT_EQ(row.technique, technique);
    EXPECT_EQ(&detail::RowOf(technique), &row);
    EXPECT_STREQ(TechniqueId(technique), info.id);
    EXPECT_STREQ(row.id, info.id);
    EXPECT_STREQ(TechniqueName(technique), info.name);
    EXPECT_STREQ(TechniqueNameZh(technique), info.name_zh);
    EXPECT_EQ(TechniqueBaseRating(technique), info.rating);
    EXPECT_STREQ(row.name, info.name);
    EXPECT_STREQ(row.name_zh, info.name_zh);
    EXPECT_EQ(row.rating, info.rating);
    EXPECT_EQ(row.rating_rule, info.rating_rule);
    EXPECT_EQ(info.length_rated, info.rating_rule == RatingRule::kBasePlusLength);
    EXPECT_GT(info.rating, 0);
    EXPECT_NE(std::string(info.name), "");
    EXPECT_NE(std::string(info.name_zh), "");
    EXPECT_NE(row.explain, nullptr);
  }
}

TEST(TechniqueRegistry, IdsAreUniqueAndCamelCase) {
  std::set<std::string> ids;
  for (const TechniqueInfo& info : Techniques()) {
    EXPECT_TRUE(IsCamelCase(info.id)) << info.id;
    EXPECT_TRUE(ids.insert(info.id).second) << "duplicate id " << info.id;
  }
}

TEST(TechniqueRegistry, RowsWithoutASearchNameAnEarlierRowThatHasOne) {
  for (size_t i = 0; i < TechniqueRows().size(); ++i) {
    const TechniqueRow& row = TechniqueRows()[i];
    if (row.find != nullptr) {
      EXPECT_EQ(row.found_by, Technique::kCount) << row.id;
      continue;
    }
    const size_t by = static_cast<size_t>(row.found_by);
    ASSERT_LT(by, i) << row.id;
    EXPECT_NE(TechniqueRows()[by].find, nullptr) << row.id;
  }
}

// FindNextStep's step on each scale: the step of the first row taken at once (fixed-rated, or
// TakenAtOnce), in registry order, whose search finds one (below the lowest step of the rows
// rated by size or length before it), unless such a row gave a lower one (then the lowest of
// those, ties to the earlier row; a row marked only_if_none_found runs only when none did).
// That is the easiest step, but where Sukaku's order tries a row before a lower-rated one (the empty
// rectangle's 4.3 before XY-Wing's 4.2; a grouped chain of three strong links, 5.7, before a
// WXYZ-Wing).
TEST(TechniqueRegistry, FindNextStepTakesTheFirstFixedRowOrTheEasiestVariableStep) {
  int states = 0, not_easiest = 0;
  for (const State& state : Sample()) {
    const Step* first = nullptr;
    const Step* variable = nullptr;
    const Step* easiest = nullptr;
    for (const RowResult& result : state.rows) {
      if (!result.step) continue;
      if (detail::RowOf(result.row).hint_pattern) continue;  // hints only, not a solve's steps
      if (!easiest || result.step->rating < easiest->rating) easiest = &*result.step;
      const TechniqueRow& row = detail::RowOf(result.row);
      // A row tried only when no earlier row found anything (aligned triplet exclusion after
      // SE's forcing chains and cycles) gives way to any variable step so far, however rated.
      if (first || (variable && (detail::RatingFloor(row, state.scale) >= variable->rating ||
                                 row.only_if_none_found))) {
        continue;
      }
      if (detail::TakenAtOnce(row)) {
        // A row taken at once but rated by length (the dynamic and nested forcing chains, as
        // SE's chaining producers) searches only below the variable step so far.
        if (variable && result.step->rating >= variable->rating) continue;
        first = &*result.step;
      } else if (!variable || result.step->rating < variable->rating) {
        variable = &*result.step;
      }
    }
    const Step* expected = first ? first : variable;
    ASSERT_NE(expected, nullptr) << TechniqueId(state.next.technique);
    EXPECT_EQ(expected->technique, state.next.technique) << TechniqueId(expected->technique);
    EXPECT_TRUE(*expected == state.next) << TechniqueId(state.next.technique);
    if (easiest->rating < state.next.rating) {
      ++not_easiest;
      // Only Sukaku's order puts a row before a lower-rated one, and on both scales SE's
      // chaining producers (Nishio before cell forcing before dynamic chains: the first that
      // finds a step gives it, whatever its length).
      const TechniqueRow& next = detail::RowOf(state.next.technique);
      EXPECT_TRUE(state.scale == RatingScale::kSukaku || next.forcing_level > 0)
          << TechniqueId(state.next.technique);
      const TechniqueRow& finder = next.find ? next : detail::RowOf(next.found_by);
      EXPECT_TRUE(detail::TakenAtOnce(finder)) << TechniqueId(state.next.technique);
    }
    ++states;
  }
  EXPECT_GT(states, 1000 / testing::SampleFactor());
}

// Every technique occurs on the sample: as FindNextStep's step or as a row's own step (a
// labelled technique as a step of the row that finds it).
TEST(TechniqueRegistry, EveryTechniqueOccursOnTheSample) {
  if (testing::SampleFactor() > 1) {
    GTEST_SKIP() << "a thinned sample (SUDOKU_TEST_SAMPLE) need not hold every technique; "
                    "tools/test.sh runs this on the whole sample";
  }
  std::vector<int> seen(kTechniqueCount, 0);
  for (const State& state : Sample()) {
    ++seen[static_cast<int>(state.next.technique)];
    for (const RowResult& result : state.rows) {
      if (!result.step) continue;
      const TechniqueRow& found = detail::RowOf(result.step->technique);
      const Technique finder = found.find ? found.technique : found.found_by;
      // The loop search also meets rectangles of types 1 and 2; their own searches come
      // first, so FindNextStep takes such steps from those (checked above).
      const bool earlier_rectangle = result.row == Technique::kUniqueRectangleHiddenType3 &&
                                     (result.step->technique == Technique::kUniqueRectangleType1 ||
                                      result.step->technique == Technique::kUniqueRectangleType2);
      EXPECT_TRUE(finder == result.row || earlier_rectangle)
          << TechniqueId(result.step->technique) << " from " << TechniqueId(result.row);
      ++seen[static_cast<int>(result.step->technique)];
    }
  }
  for (int t = 0; t < kTechniqueCount; ++t) {
    EXPECT_GT(seen[t], 0) << TechniqueId(static_cast<Technique>(t)) << " never occurs";
  }
}

// Every formatter, on every step of the sample: the sentence begins with the technique's name,
// names every cell the step places or eliminates, and ends the sentence.
TEST(TechniqueRegistry, EverySentenceBeginsWithTheNameAndNamesEveryCellItChanges) {
  std::vector<const Step*> steps;
  for (const State& state : Sample()) {
    steps.push_back(&state.next);
    for (const RowResult& result : state.rows) {
      if (result.step) steps.push_back(&*result.step);
    }
  }
  std::set<Technique> explained;
  for (const Step* step : steps) {
    explained.insert(step->technique);
    for (const Language language : {Language::kEnglish, Language::kChinese}) {
      const std::string sentence = ExplainStep(*step, language);
      const std::string name = language == Language::kEnglish ? TechniqueName(step->technique)
                                                              : TechniqueNameZh(step->technique);
      EXPECT_EQ(sentence.rfind(name, 0), 0u) << sentence;
      const std::string end = language == Language::kEnglish ? "." : "。";
      EXPECT_EQ(sentence.substr(sentence.size() - end.size()), end) << sentence;
      for (const Placement& p : step->placements) {
        EXPECT_NE(sentence.find(CellName(p.cell)), std::string::npos) << sentence;
      }
      for (const Elimination& e : step->eliminations) {
        EXPECT_NE(sentence.find(CellName(e.cell)), std::string::npos) << sentence;
      }
    }
  }
  // Every technique occurs on the whole sample (a thinned one need not hold them all).
  if (testing::SampleFactor() == 1) {
    EXPECT_EQ(explained.size(), static_cast<size_t>(kTechniqueCount));
  }
}

// The inference column is public (TechniqueInfo, techniques() in JS) and the page words its
// hints from it with the forcing level (web/hint-text.js): each row's pair as the registry's
// checks promise it (the TypeScript type, written by tools/tables.sh: derived_tables_test).
TEST(TechniqueRegistry, InferenceAndForcingLevelAreTheRowsAndAgree) {
  std::set<Inference> used;
  for (const TechniqueInfo& info : Techniques()) {
    const TechniqueRow& row = detail::RowOf(info.technique);
    EXPECT_EQ(info.inference, row.inference) << info.id;
    EXPECT_EQ(info.forcing_level, row.forcing_level) << info.id;
    used.insert(info.inference);
    const std::string kind = InferenceId(info.inference);
    const bool forcing = kind == "forcing" || kind == "contradiction" || kind == "dynamic" ||
                         kind == "nested";
    EXPECT_EQ(forcing, info.forcing_level > 0) << info.id;
    if (kind == "forcing" || kind == "contradiction") {
      EXPECT_EQ(info.forcing_level, 1) << info.id;
    }
    if (kind == "dynamic") {
      EXPECT_TRUE(info.forcing_level == 2 || info.forcing_level == 3);
    }
    if (kind == "nested") {
      EXPECT_TRUE(info.forcing_level >= 4 && info.forcing_level <= 6);
    }
    EXPECT_EQ(kind == "uniqueness", row.unique_only) << info.id;
  }
  // Every kind names at least one technique: the set holds no kind the engine never reports.
  EXPECT_EQ(used.size(), static_cast<size_t>(kInferenceCount));
}

}  // namespace
}  // namespace sudoku
