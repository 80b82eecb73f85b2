// The technique registry (see technique_registry.h): one row per technique, in search order.
//
// Ratings: tenths, one column per scale (technique.h): Sukaku Explainer's defaults in `rating`,
// SE v1.2.1's in `se_rating` (the same but for the turbot fish family, which SE lacks: 0). The
// order is SE's: by base rating, and among equal ratings the friendlier name first (W-wing and
// finned fish before the chain SE would use for the same deduction; those, with simple
// colouring, are hint patterns only, which no grade counts); Sukaku's turbot fish family sits
// after hidden triples and before XY-Wing, as in Sukaku Explainer v1.15.10.
#include "sudoku/technique_registry.h"

#include <array>
#include <climits>
#include <cstddef>

namespace sudoku::detail {

// --- The searches and sentences the rows name --------------------------------------------
//
// Declared here, beside the rows, because this table is the one place that calls them: a new
// technique's search (its logic_<family>.cc) and sentence (explain_patterns.cc or
// explain_forcing.cc) are declared here, with no header to change. Searches the tests call as
// well are declared in logic_detail.h.

// Searches (logic_*.cc). Each fills `step` with the first instance it finds and returns true, or
// returns false; none returns a step that does nothing. The first six serve every shape (the
// view's); the direct forms, and all the searches after them, 9x9 views only.
bool FindFullHouse(const LogicView& view, Step& step);
bool FindHiddenSingle(const LogicView& view, bool boxes, Step& step);
bool FindNakedSingle(const LogicView& view, Step& step);
// Pointing (box -> line) or claiming (line -> box). With `direct` only those that at once leave
// a hidden single of the digit, which the step then also places.
bool FindLockedCandidates(const LogicView& view, bool pointing, bool direct, Step& step);
bool FindNakedSubset(const LogicView& view, int size, Step& step);
bool FindHiddenSubset(const LogicView& view, int size, bool direct, Step& step);
bool FindBasicFish(const LogicView& view, int size, Step& step);
bool FindFinnedFish(const LogicView& view, int size, Step& step);
bool FindXYWing(const LogicView& view, Step& step);
bool FindXYZWing(const LogicView& view, Step& step);
// size 3: WXYZ-Wing, 4: VWXYZ-Wing; the lowest-rated step below `rating_limit`.
bool FindAlsWing(const LogicView& view, int size, int rating_limit, Step& step);
bool FindWWing(const LogicView& view, Step& step);
bool FindSkyscraper(const LogicView& view, Step& step);
bool FindTwoStringKite(const LogicView& view, Step& step);
bool FindTurbotFish(const LogicView& view, Step& step);
bool FindEmptyRectangle(const LogicView& view, Step& step);
bool FindGroupedTurbotFish(const LogicView& view, Step& step);
bool FindSimpleColouring(const LogicView& view, Step& step);
// The bivalue universal grave family as Sudoku Explainer's one BUG producer finds it
// (logic_bug.cc): BUG+1 (type 1), then type 2 or 4 (one BUG digit), else type 4 or 3. Valid
// only for a puzzle with one solution. The step's technique and rating are its type's.
bool FindBug(const LogicView& view, Step& step);

// Sentences, one per family of techniques (explain_patterns.cc, explain_forcing.cc). Each
// returns the whole sentence for a step of its family in `language`: the technique's name, the
// pattern in words, then what the step does (see ExplainStep, explain.h).
std::string ExplainFullHouse(const Step& step, Language language);
std::string ExplainHiddenSingle(const Step& step, Language language);
std::string ExplainNakedSingle(const Step& step, Language language);
std::string ExplainLockedCandidates(const Step& step, Language language);  // and direct forms
std::string ExplainNakedSubset(const Step& step, Language language);
std::string ExplainHiddenSubset(const Step& step, Language language);  // and direct forms
std::string ExplainFish(const Step& step, Language language);           // basic and finned
std::string ExplainWing(const Step& step, Language language);           // XY, XYZ, W
std::string ExplainUniqueness(const Step& step, Language language);     // rectangles, loops
std::string ExplainUniqueHidden(const Step& step, Language language);   // hidden UR type 3
std::string ExplainBugPlusOne(const Step& step, Language language);
std::string ExplainBug(const Step& step, Language language);  // BUG types 2, 3 and 4
std::string ExplainAlignedPairExclusion(const Step& step, Language language);
std::string ExplainAlignedTripletExclusion(const Step& step, Language language);
std::string ExplainSingleDigitChain(const Step& step, Language language);
std::string ExplainChain(const Step& step, Language language);  // XY-chain, AIC
std::string ExplainForcingChain(const Step& step, Language language);
std::string ExplainNishioForcingChain(const Step& step, Language language);
std::string ExplainCellForcingChain(const Step& step, Language language);
std::string ExplainRegionForcingChain(const Step& step, Language language);
std::string ExplainDynamicForcingChain(const Step& step, Language language);  // levels 2-4

namespace {

using T = Technique;
using View = const LogicView&;
using enum Inference;
constexpr RatingRule kBase = RatingRule::kBase;
constexpr RatingRule kLength = RatingRule::kBasePlusLength;
constexpr RatingRule kSize = RatingRule::kBasePlusSize;

// The conditions under which a row runs (see TechniqueRow); most rows have none.
struct Conditions {
  bool unique_only = false;
  int forcing_level = 0;
  bool in_dynamic_plus = false;
  bool sukaku_only = false;  // not a technique of SE 1.2.1 (se_rating 0)
  bool first_wins = false;   // see TechniqueRow
  bool hint_pattern = false;  // see TechniqueRow
  bool only_if_none_found = false;  // see TechniqueRow
  bool all_sizes = false;  // see TechniqueRow
};

// The formatter of a row, taken by reference: a row cannot be made without one. (A check for a
// null pointer at compile time is not possible under the sanitizers, which do not fold the
// address of a function defined in another file.)
using FormatterRef = std::string (&)(const Step& step, Language language);

// A technique with a search of its own.
constexpr TechniqueRow Searched(Technique technique, Inference inference, const char* id,
                                const char* name, const char* name_zh, int rating,
                                RatingRule rule, Finder find, FormatterRef explain,
                                Conditions conditions = {}) {
  return {technique, inference, id, name, name_zh, rating, conditions.sukaku_only ? 0 : rating,
          rule, find, Technique::kCount, explain, conditions.unique_only, conditions.all_sizes,
          conditions.forcing_level, conditions.in_dynamic_plus, conditions.first_wins,
          conditions.hint_pattern, conditions.only_if_none_found};
}

// A technique whose steps the search of the earlier row `found_by` labels.
constexpr TechniqueRow FoundBy(Technique technique, Inference inference, const char* id,
                               const char* name, const char* name_zh, int rating,
                               RatingRule rule, Technique found_by, FormatterRef explain,
                               Conditions conditions = {}) {
  return {technique, inference, id, name, name_zh, rating, conditions.sukaku_only ? 0 : rating,
          rule, nullptr, found_by, explain, conditions.unique_only, conditions.all_sizes,
          conditions.forcing_level, conditions.in_dynamic_plus, conditions.first_wins,
          conditions.hint_pattern, conditions.only_if_none_found};
}

constexpr std::array<TechniqueRow, kTechniqueCount> kRows = {
    Searched(T::kFullHouse, kSingle, "fullHouse", "Full House", "唯一空格", 10, kBase,
             [](View v, int, Step& s) { return FindFullHouse(v, s); },
             ExplainFullHouse, {.all_sizes = true}),
    Searched(T::kHiddenSingleBox, kSingle, "hiddenSingleBox", "Hidden Single (box)", "宫内排除", 12,
             kBase,
             [](View v, int, Step& s) { return FindHiddenSingle(v, true, s); },
             ExplainHiddenSingle, {.all_sizes = true}),
    Searched(T::kHiddenSingleLine, kSingle, "hiddenSingleLine", "Hidden Single", "行列排除", 15, kBase,
             [](View v, int, Step& s) { return FindHiddenSingle(v, false, s); },
             ExplainHiddenSingle, {.all_sizes = true}),
    Searched(T::kDirectPointing, kIntersection, "directPointing", "Direct Pointing", "直观宫区块", 17,
             kBase,
             [](View v, int, Step& s) { return FindLockedCandidates(v, true, true, s); },
             ExplainLockedCandidates),
    Searched(T::kDirectClaiming, kIntersection, "directClaiming", "Direct Claiming", "直观行列区块", 19,
             kBase,
             [](View v, int, Step& s) { return FindLockedCandidates(v, false, true, s); },
             ExplainLockedCandidates),
    Searched(T::kDirectHiddenPair, kSubset, "directHiddenPair", "Direct Hidden Pair",
             "直观隐性数对", 20, kBase,
             [](View v, int, Step& s) { return FindHiddenSubset(v, 2, true, s); },
             ExplainHiddenSubset),
    Searched(T::kNakedSingle, kSingle, "nakedSingle", "Naked Single", "唯一余数", 23, kBase,
             [](View v, int, Step& s) { return FindNakedSingle(v, s); },
             ExplainNakedSingle, {.all_sizes = true}),
    Searched(T::kDirectHiddenTriple, kSubset, "directHiddenTriple", "Direct Hidden Triple",
             "直观隐性三数组", 25, kBase,
             [](View v, int, Step& s) { return FindHiddenSubset(v, 3, true, s); },
             ExplainHiddenSubset),
    Searched(T::kPointing, kIntersection, "pointing", "Pointing", "宫区块", 26, kBase,
             [](View v, int, Step& s) { return FindLockedCandidates(v, true, false, s); },
             ExplainLockedCandidates, {.in_dynamic_plus = true, .all_sizes = true}),
    Searched(T::kClaiming, kIntersection, "claiming", "Claiming", "行列区块", 28, kBase,
             [](View v, int, Step& s) { return FindLockedCandidates(v, false, false, s); },
             ExplainLockedCandidates, {.in_dynamic_plus = true, .all_sizes = true}),
    Searched(T::kNakedPair, kSubset, "nakedPair", "Naked Pair", "显性数对", 30, kBase,
             [](View v, int, Step& s) { return FindNakedSubset(v, 2, s); },
             ExplainNakedSubset, {.in_dynamic_plus = true, .all_sizes = true}),
    Searched(T::kXWing, kFish, "xWing", "X-Wing", "X翼", 32, kBase,
             [](View v, int, Step& s) { return FindBasicFish(v, 2, s); },
             ExplainFish, {.in_dynamic_plus = true}),
    Searched(T::kHiddenPair, kSubset, "hiddenPair", "Hidden Pair", "隐性数对", 34, kBase,
             [](View v, int, Step& s) { return FindHiddenSubset(v, 2, false, s); },
             ExplainHiddenSubset, {.in_dynamic_plus = true, .all_sizes = true}),
    Searched(T::kNakedTriple, kSubset, "nakedTriple", "Naked Triple", "显性三数组", 36, kBase,
             [](View v, int, Step& s) { return FindNakedSubset(v, 3, s); },
             ExplainNakedSubset),
    Searched(T::kSwordfish, kFish, "swordfish", "Swordfish", "剑鱼", 38, kBase,
             [](View v, int, Step& s) { return FindBasicFish(v, 3, s); },
             ExplainFish),
    Searched(T::kSkyscraper, kChain, "skyscraper", "Skyscraper", "摩天楼", 40, kBase,
             [](View v, int, Step& s) { return FindSkyscraper(v, s); },
             ExplainSingleDigitChain, {.sukaku_only = true}),
    Searched(T::kHiddenTriple, kSubset, "hiddenTriple", "Hidden Triple", "隐性三数组", 40, kBase,
             [](View v, int, Step& s) { return FindHiddenSubset(v, 3, false, s); },
             ExplainHiddenSubset),
    Searched(T::kTwoStringKite, kChain, "twoStringKite", "Two-String Kite", "双线风筝", 41, kBase,
             [](View v, int, Step& s) { return FindTwoStringKite(v, s); },
             ExplainSingleDigitChain, {.sukaku_only = true}),
    Searched(T::kTurbotFish, kChain, "turbotFish", "Turbot Fish", "多宝鱼", 42, kBase,
             [](View v, int, Step& s) { return FindTurbotFish(v, s); },
             ExplainSingleDigitChain, {.sukaku_only = true}),
    Searched(T::kEmptyRectangle, kChain, "emptyRectangle", "Empty Rectangle", "空矩形", 43, kBase,
             [](View v, int, Step& s) { return FindEmptyRectangle(v, s); },
             ExplainSingleDigitChain, {.sukaku_only = true}),
    Searched(T::kGroupedTurbotFish, kChain, "groupedTurbotFish", "Grouped Turbot Fish", "分组多宝鱼",
             43, kBase, [](View v, int, Step& s) { return FindGroupedTurbotFish(v, s); },
             ExplainSingleDigitChain, {.sukaku_only = true}),
    Searched(T::kXYWing, kWing, "xyWing", "XY-Wing", "XY翼", 42, kBase,
             [](View v, int, Step& s) { return FindXYWing(v, s); },
             ExplainWing),
    Searched(T::kXYZWing, kWing, "xyzWing", "XYZ-Wing", "XYZ翼", 44, kBase,
             [](View v, int, Step& s) { return FindXYZWing(v, s); },
             ExplainWing),
    Searched(T::kUniqueRectangleType1, kUniqueness, "uniqueRectangleType1",
             "Unique Rectangle Type 1",
             "唯一矩形（类型1）", 45, kBase,
             [](View v, int, Step& s) {
               return FindUniqueRectangle(v, T::kUniqueRectangleType1, s);
             },
             ExplainUniqueness, {.unique_only = true}),
    Searched(T::kUniqueRectangleType2, kUniqueness, "uniqueRectangleType2",
             "Unique Rectangle Type 2",
             "唯一矩形（类型2）", 45, kBase,
             [](View v, int, Step& s) {
               return FindUniqueRectangle(v, T::kUniqueRectangleType2, s);
             },
             ExplainUniqueness, {.unique_only = true}),
    // SE's one UniqueLoops producer sorts its hints by rating, then type: a 4.5 hidden type 3
    // comes before a 4.5 type 4, and a type 4 before any 4.6 loop or naked type 3, which this
    // row's search also finds (and labels).
    Searched(T::kUniqueRectangleHiddenType3, kUniqueness, "uniqueRectangleHiddenType3",
             "Hidden Unique Rectangle Type 3", "隐性唯一矩形（类型3）", 45, kSize,
             [](View v, int limit, Step& s) { return FindUniqueLoop(v, limit, s); },
             ExplainUniqueHidden, {.unique_only = true}),
    Searched(T::kUniqueRectangleType4, kUniqueness, "uniqueRectangleType4",
             "Unique Rectangle Type 4",
             "唯一矩形（类型4）", 45, kBase,
             [](View v, int, Step& s) {
               return FindUniqueRectangle(v, T::kUniqueRectangleType4, s);
             },
             ExplainUniqueness, {.unique_only = true}),
    FoundBy(T::kUniqueRectangleType3, kUniqueness, "uniqueRectangleType3",
            "Unique Rectangle Type 3",
            "唯一矩形（类型3）", 46, kSize, T::kUniqueRectangleHiddenType3, ExplainUniqueness,
            {.unique_only = true}),
    FoundBy(T::kUniqueLoop, kUniqueness, "uniqueLoop", "Unique Loop", "唯一环", 46, kSize,
            T::kUniqueRectangleHiddenType3, ExplainUniqueness, {.unique_only = true}),
    Searched(T::kNakedQuad, kSubset, "nakedQuad", "Naked Quad", "显性四数组", 50, kBase,
             [](View v, int, Step& s) { return FindNakedSubset(v, 4, s); },
             ExplainNakedSubset),
    Searched(T::kJellyfish, kFish, "jellyfish", "Jellyfish", "水母", 52, kBase,
             [](View v, int, Step& s) { return FindBasicFish(v, 4, s); },
             ExplainFish),
    Searched(T::kHiddenQuad, kSubset, "hiddenQuad", "Hidden Quad", "隐性四数组", 54, kBase,
             [](View v, int, Step& s) { return FindHiddenSubset(v, 4, false, s); },
             ExplainHiddenSubset),
    Searched(T::kThreeStrongLinks, kChain, "threeStrongLinks", "Three-Strong-Link Chain", "三强链",
             54, kSize,
             [](View v, int limit, Step& s) { return FindThreeStrongLinks(v, limit, s); },
             ExplainSingleDigitChain, {.sukaku_only = true, .first_wins = true}),
    Searched(T::kWXYZWing, kWing, "wxyzWing", "WXYZ-Wing", "WXYZ翼", 55, kSize,
             [](View v, int limit, Step& s) { return FindAlsWing(v, 3, limit, s); },
             ExplainWing, {.sukaku_only = true, .first_wins = true}),
    // SE's one BUG producer: its search gives the first type it finds (1; else 2, then 4; else
    // 4, then 3), taken at once whatever its rating, as SE takes the producer's first hint.
    Searched(T::kBugPlusOne, kUniqueness, "bugPlusOne", "BUG+1", "全双值坟墓+1", 56, kBase,
             [](View v, int, Step& s) { return FindBug(v, s); },
             ExplainBugPlusOne, {.unique_only = true}),
    FoundBy(T::kBugType2, kUniqueness, "bugType2", "BUG Type 2", "全双值坟墓（类型2）", 57, kBase,
            T::kBugPlusOne, ExplainBug, {.unique_only = true}),
    FoundBy(T::kBugType4, kUniqueness, "bugType4", "BUG Type 4", "全双值坟墓（类型4）", 57, kBase,
            T::kBugPlusOne, ExplainBug, {.unique_only = true}),
    FoundBy(T::kBugType3, kUniqueness, "bugType3", "BUG Type 3", "全双值坟墓（类型3）", 58, kSize,
            T::kBugPlusOne, ExplainBug, {.unique_only = true}),
    Searched(T::kVWXYZWing, kWing, "vwxyzWing", "VWXYZ-Wing", "VWXYZ翼", 62, kSize,
             [](View v, int limit, Step& s) { return FindAlsWing(v, 4, limit, s); },
             ExplainWing, {.sukaku_only = true, .first_wins = true}),
    Searched(T::kAlignedPairExclusion, kExclusion, "alignedPairExclusion", "Aligned Pair Exclusion",
             "数对排除", 62, kBase,
             [](View v, int, Step& s) { return FindAlignedPairExclusion(v, s); },
             ExplainAlignedPairExclusion),
    Searched(T::kFinnedXWing, kFish, "finnedXWing", "Finned X-Wing", "鳍X翼", 65, kBase,
             [](View v, int, Step& s) { return FindFinnedFish(v, 2, s); },
             ExplainFish, {.hint_pattern = true}),
    Searched(T::kSimpleColouring, kChain, "simpleColouring", "Simple Colouring", "简单染色", 65,
             kLength,
             [](View v, int, Step& s) { return FindSimpleColouring(v, s); },
             ExplainSingleDigitChain, {.hint_pattern = true}),
    Searched(T::kWWing, kWing, "wWing", "W-Wing", "W翼", 66, kBase,
             [](View v, int, Step& s) { return FindWWing(v, s); },
             ExplainWing, {.hint_pattern = true}),
    Searched(T::kFinnedSwordfish, kFish, "finnedSwordfish", "Finned Swordfish", "鳍剑鱼", 66, kBase,
             [](View v, int, Step& s) { return FindFinnedFish(v, 3, s); },
             ExplainFish, {.hint_pattern = true}),
    Searched(T::kFinnedJellyfish, kFish, "finnedJellyfish", "Finned Jellyfish", "鳍水母", 67, kBase,
             [](View v, int, Step& s) { return FindFinnedFish(v, 4, s); },
             ExplainFish, {.hint_pattern = true}),
    Searched(T::kXChain, kChain, "xChain", "X-Chain", "X链", 65, kLength,
             [](View v, int limit, Step& s) { return FindChainsAndCycles(v, limit, s); },
             ExplainSingleDigitChain, {.first_wins = true}),
    FoundBy(T::kXYChain, kChain, "xyChain", "XY-Chain", "XY链", 65, kLength, T::kXChain,
            ExplainChain),
    FoundBy(T::kAIC, kChain, "aic", "Alternating Inference Chain", "交替推理链", 70, kLength, T::kXChain,
            ExplainChain),
    Searched(T::kForcingChain, kForcing, "forcingChain", "Forcing Chain", "强制链", 70, kLength,
             [](View v, int limit, Step& s) { return FindStaticForcingChain(v, limit, s); },
             ExplainForcingChain, {.forcing_level = 1, .hint_pattern = true}),
    Searched(T::kAlignedTripletExclusion, kExclusion, "alignedTripletExclusion",
             "Aligned Triplet Exclusion",
             "三数组排除", 75, kBase,
             [](View v, int, Step& s) { return FindAlignedTripletExclusion(v, s); },
             ExplainAlignedTripletExclusion, {.only_if_none_found = true}),
    Searched(T::kNishioForcingChain, kContradiction, "nishioForcingChain", "Nishio Forcing Chain",
             "归谬强制链", 75, kLength,
             [](View v, int limit, Step& s) { return FindMultipleForcingChain(v, ForcingProducer::kNishio, limit, s); },
             ExplainNishioForcingChain, {.forcing_level = 1, .first_wins = true}),
    Searched(T::kCellForcingChain, kForcing, "cellForcingChain", "Cell Forcing Chain",
             "单元格强制链", 80, kLength,
             [](View v, int limit, Step& s) { return FindMultipleForcingChain(v, ForcingProducer::kMultiple, limit, s); },
             ExplainCellForcingChain, {.forcing_level = 1, .first_wins = true}),
    FoundBy(T::kRegionForcingChain, kForcing, "regionForcingChain", "Region Forcing Chain",
            "区域强制链", 80, kLength,
            T::kCellForcingChain, ExplainRegionForcingChain, {.forcing_level = 1}),
    Searched(T::kDynamicForcingChain, kDynamic, "dynamicForcingChain", "Dynamic Forcing Chain",
             "动态强制链", 85, kLength,
             [](View v, int limit, Step& s) { return FindMultipleForcingChain(v, ForcingProducer::kDynamic, limit, s); },
             ExplainDynamicForcingChain, {.forcing_level = 2, .first_wins = true}),
    Searched(T::kDynamicForcingChainPlus, kDynamic, "dynamicForcingChainPlus",
             "Dynamic Forcing Chain (+)",
             "增强动态强制链", 90, kLength,
             [](View v, int limit, Step& s) { return FindNestedForcingChain(v, 1, limit, s); },
             ExplainDynamicForcingChain, {.forcing_level = 3, .first_wins = true}),
    Searched(T::kNestedForcingChain, kNested, "nestedForcingChain", "Nested Forcing Chain",
             "嵌套强制链", 95, kLength,
             [](View v, int limit, Step& s) { return FindNestedForcingChain(v, 2, limit, s); },
             ExplainDynamicForcingChain, {.forcing_level = 4, .first_wins = true}),
    Searched(T::kNestedMultipleForcingChain, kNested, "nestedMultipleForcingChain",
             "Nested Multiple Forcing Chain", "嵌套多重强制链", 100, kLength,
             [](View v, int limit, Step& s) { return FindNestedForcingChain(v, 3, limit, s); },
             ExplainDynamicForcingChain, {.forcing_level = 5, .first_wins = true}),
    Searched(T::kNestedDynamicForcingChain, kNested, "nestedDynamicForcingChain",
             "Nested Dynamic Forcing Chain", "嵌套动态强制链", 105, kLength,
             [](View v, int limit, Step& s) { return FindNestedForcingChain(v, 4, limit, s); },
             ExplainDynamicForcingChain, {.forcing_level = 6, .first_wins = true}),
};

// --- Checks made when the table compiles -------------------------------------------------

constexpr bool RowsInSearchOrder() {
  for (size_t i = 0; i < kRows.size(); ++i) {
    if (kRows[i].technique != static_cast<Technique>(i)) return false;
  }
  return true;
}

// A search of its own, or else an earlier row with a search that labels this row's steps and
// runs under the same conditions (uniqueness, forcing level) this row's steps need, and makes
// the same kind of inference.
constexpr bool EveryRowIsFound() {
  for (size_t i = 0; i < kRows.size(); ++i) {
    const TechniqueRow& row = kRows[i];
    if (row.find != nullptr) {
      if (row.found_by != Technique::kCount) return false;
      continue;
    }
    const size_t by = static_cast<size_t>(row.found_by);
    if (by >= i || kRows[by].find == nullptr) return false;
    if (kRows[by].unique_only != row.unique_only) return false;
    if (kRows[by].forcing_level != row.forcing_level) return false;
    if (kRows[by].inference != row.inference) return false;
  }
  return true;
}

// The inference column says what the conditions say: uniqueness exactly for the rows that
// assume a unique solution, and the forcing kinds exactly for the forcing levels (1: forcing
// or contradiction, 2-3: dynamic, 4-6: nested). The page words a hint from these two columns
// (web/hint-text.js), so they must not disagree.
constexpr bool InferenceMatchesConditions() {
  for (const TechniqueRow& row : kRows) {
    if ((row.inference == kUniqueness) != row.unique_only) return false;
    const int level = row.forcing_level;
    const Inference kind = row.inference;
    const bool matches = level == 0   ? kind != kForcing && kind != kContradiction &&
                                          kind != kDynamic && kind != kNested
                         : level == 1 ? kind == kForcing || kind == kContradiction
                         : level <= 3 ? kind == kDynamic
                         : level <= 6 ? kind == kNested
                                      : false;
    if (!matches) return false;
  }
  return true;
}

// On each scale, a row that keeps searching (not TakenAtOnce) has a floor at least that of every
// earlier row, and every later row's floor is at least its own (see RatingFloor). Only rows
// taken at once may come before a lower one (Sukaku's empty rectangle before XY-Wing).
constexpr bool FloorsNeverDecreaseAroundVariableRows(RatingScale scale) {
  int highest = 0;
  int variable_floor = 0;
  for (const TechniqueRow& row : kRows) {
    const int floor = RatingFloor(row, scale);
    if (row.find == nullptr || floor == 0) continue;
    if (floor < variable_floor) return false;
    if (!TakenAtOnce(row)) {
      if (floor < highest) return false;
      variable_floor = floor;
    }
    if (floor > highest) highest = floor;
  }
  return true;
}

// A row the SE scale lacks is not one another row's steps need (labelled rows, dynamic (+)).
constexpr bool SukakuOnlyRowsStandAlone() {
  for (const TechniqueRow& row : kRows) {
    if (row.se_rating == 0 && (row.find == nullptr || row.in_dynamic_plus)) return false;
    if (row.se_rating != 0 && row.se_rating != row.rating) return false;
  }
  return true;
}

static_assert(RowsInSearchOrder(), "row i must hold Technique(i): the enum is the search order");
static_assert(EveryRowIsFound(),
              "every row needs a search, or an earlier row with a search (and the same "
              "uniqueness, forcing level and inference) that labels its steps");
static_assert(FloorsNeverDecreaseAroundVariableRows(RatingScale::kSukaku) &&
                  FloorsNeverDecreaseAroundVariableRows(RatingScale::kSe),
              "rating floors must not decrease in search order around rows rated by size or "
              "length");
static_assert(InferenceMatchesConditions(),
              "a row's inference must match its conditions: uniqueness for the rows that assume "
              "a unique solution, forcing or contradiction at forcing level 1, dynamic at 2-3, "
              "nested at 4-6, and no forcing kind at level 0");
static_assert(SukakuOnlyRowsStandAlone(),
              "a row missing from the SE scale must have a search of its own and no part in "
              "dynamic (+) propagation; the scales differ only in which rows they have");

// --- Tables derived from the rows --------------------------------------------------------

constexpr std::array<TechniqueInfo, kTechniqueCount> MakeInfos() {
  std::array<TechniqueInfo, kTechniqueCount> infos{};
  for (size_t i = 0; i < kRows.size(); ++i) {
    const TechniqueRow& row = kRows[i];
    infos[i] = {row.technique,
                row.id,
                row.name,
                row.name_zh,
                row.rating,
                row.rating_rule,
                row.rating_rule == RatingRule::kBasePlusLength,
                row.inference,
                static_cast<uint8_t>(row.forcing_level)};
  }
  return infos;
}
constexpr std::array<TechniqueInfo, kTechniqueCount> kInfos = MakeInfos();

}  // namespace

std::span<const TechniqueRow> TechniqueRows() { return kRows; }

const TechniqueRow& RowOf(Technique technique) {
  const int index = static_cast<int>(technique);
  return kRows[index >= 0 && index < kTechniqueCount ? index : 0];
}

}  // namespace sudoku::detail

namespace sudoku {

std::span<const TechniqueInfo> Techniques() { return detail::kInfos; }

int TechniqueRatingOn(Technique technique, RatingScale scale) {
  return detail::RatingOn(detail::RowOf(technique), scale);
}

const char* RatingScaleId(RatingScale scale) { return scale == RatingScale::kSe ? "se" : "sukaku"; }

const char* InferenceId(Inference inference) {
  constexpr const char* kIds[kInferenceCount] = {
      "single", "intersection", "subset",        "fish",    "wing",  "chain",
      "uniqueness", "exclusion", "forcing", "contradiction", "dynamic", "nested"};
  const int index = static_cast<int>(inference);
  return kIds[index >= 0 && index < kInferenceCount ? index : 0];
}

}  // namespace sudoku
