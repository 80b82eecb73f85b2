// The human solving techniques the logic engine knows, with their difficulty ratings.
//
// Rating scale: Sudoku Explainer (SE) v1.2.1 by Nicolas Juillerat, as published in its difficulty
// table (e.g. the "Difficulty ratings in Sudoku Explainer v1.2.1" page of the SukakuExplainer
// wiki). Ratings are kept in tenths (23 = 2.3) so they compare exactly. SE rates a puzzle by the
// hardest step of a solve that always takes the easiest available step; we do the same.
//
// Two rating scales (RatingScale) share these techniques. Sukaku Explainer, the SE fork that
// rated the public Sudoku Exchange bank, adds the "turbot fish" family: skyscraper 4.0,
// two-string kite 4.1, turbot fish 4.2 and empty rectangle 4.3 (SukakuExplainer v1.15.10,
// TurbotFishHint.getDifficulty), tried after hidden triples and before XY-Wing even where that
// puts a 4.3 before a 4.2. SE 1.2.1 has none of them: on its scale the same deductions are
// found as X-chains. W-wing, finned fish and simple colouring get the rating of the chain SE
// would use for the same deduction in both scales; they are tried just before the generic chain
// of the same rating so hints use the friendlier name.
#pragma once

#include <cstdint>
#include <span>

namespace sudoku {

// In search order: the logic engine tries the techniques in this order, easiest (lowest SE base
// rating) first, and the registry (core/src/logic/technique_registry.cc) holds one row per technique
// in the same order. A few techniques have no search of their own and are found by the search
// of an earlier one, which labels each step with the form it found: unique loops by the unique
// rectangle type 3 search, region forcing by the cell forcing search (forcing_multiple.cc).
enum class Technique : uint8_t {
  kFullHouse,            // 1.0 last empty cell of a house
  kHiddenSingleBox,      // 1.2 the only place for a digit in a box
  kHiddenSingleLine,     // 1.5 the only place for a digit in a row or column
  kDirectPointing,       // 1.7 pointing that at once leaves a hidden single
  kDirectClaiming,       // 1.9 claiming that at once leaves a hidden single
  kDirectHiddenPair,     // 2.0 hidden pair that at once leaves a hidden single
  kNakedSingle,          // 2.3 the only candidate left in a cell
  kDirectHiddenTriple,   // 2.5 hidden triple that at once leaves a hidden single
  kPointing,             // 2.6 box-line reduction: a digit of a box confined to one line
  kClaiming,             // 2.8 line-box reduction: a digit of a line confined to one box
  kNakedPair,            // 3.0
  kXWing,                // 3.2
  kHiddenPair,           // 3.4
  kNakedTriple,          // 3.6
  kSwordfish,            // 3.8
  kSkyscraper,           // 4.0 two conjugate pairs joined along a line (Sukaku Explainer)
  kHiddenTriple,         // 4.0
  kTwoStringKite,        // 4.1 a row pair and a column pair joined in a box (Sukaku Explainer)
  kTurbotFish,           // 4.2 two conjugate pairs, one of them in a box, joined by a weak link
                         //     (Sukaku Explainer)
  kEmptyRectangle,       // 4.3 a conjugate pair and a box's row+column cross (Sukaku Explainer)
  kGroupedTurbotFish,    // 4.3 a skyscraper, kite or turbot fish with a grouped end (Sukaku
                         //     Explainer)
  kXYWing,               // 4.2
  kXYZWing,              // 4.4
  kUniqueRectangleType1,  // 4.5 (only when the caller says the puzzle is unique)
  kUniqueRectangleType2,  // 4.5
  kUniqueRectangleHiddenType3,  // 4.5+ the two extra cells and a hidden subset of their house
                                //      holding both rectangle digits (4.5 + 0.1 per subset digit
                                //      beyond two); its search also finds types 3 and loops
  kUniqueRectangleType4,  // 4.5
  kUniqueRectangleType3,  // 4.6+ the two extra cells and a naked subset of their house (4.5 +
                          //      0.1 per subset digit beyond one)
  kUniqueLoop,           // 4.6+ the same deadly pattern on a loop of 6, 8, ... cells, types 1-4
  kNakedQuad,            // 5.0
  kJellyfish,            // 5.2
  kHiddenQuad,           // 5.4
  kThreeStrongLinks,     // 5.4+ a single-digit chain of three conjugate pairs (Sukaku Explainer's
                         //      "3 strong-linked fishes": 5.4 parallel lines, 5.5 with a box,
                         //      5.6 rows and columns, 5.7 grouped)
  kWXYZWing,             // 5.5+ a bivalue cell and three cells of a house holding four digits
                         //      (Sukaku Explainer: 5.6 when a cell of the three has 3 candidates)
  kBugPlusOne,           // 5.6 bivalue universal grave + 1 (unique puzzles only): BUG type 1
  kBugType2,             // 5.7 BUG cells sharing one BUG digit: it leaves their common peers
  kBugType4,             // 5.7 two BUG cells of a house sharing a digit locked to them there
  kBugType3,             // 5.8+ BUG cells and a naked set in their house (5.7 + 0.1 x (size - 1))
  kVWXYZWing,            // 6.2+ a bivalue cell and four cells of a house holding five digits
                         //      (Sukaku Explainer: 6.4, 6.3 or 6.2 by the most candidates of a cell)
  kAlignedPairExclusion,  // 6.2 two cells whose every pair of values empties a common bivalue peer
  kFinnedXWing,          // 6.5 X-wing with extra candidates in one box (a grouped X-chain)
  kSimpleColouring,      // 6.5+ two-colouring of one digit's conjugate pairs (an X-chain)
  kWWing,                // 6.6 two equal bivalue cells joined by a strong link (a short AIC)
  kFinnedSwordfish,      // 6.6
  kFinnedJellyfish,      // 6.7
  kXChain,               // 6.5+ single-digit chain or loop (SE's forcing X-chain, X-cycle)
  kXYChain,              // 6.5+ chain of bivalue cells (SE's Y-cycle, XY forcing chain)
  kAIC,                  // 7.0+ alternating inference chain mixing X and Y links
  kForcingChain,         // 7.0+ a candidate being true and being false imply the same thing
  kAlignedTripletExclusion,  // 7.5 three cells whose every way of being filled empties a common
                             //     peer with two or three candidates, or repeats a digit in a house
  kNishioForcingChain,   // 7.5+ assuming a candidate leads to a contradiction
  kCellForcingChain,     // 8.0+ every candidate of a cell implies the same thing
  kRegionForcingChain,   // 8.0+ every place of a digit in a house implies the same thing
  kDynamicForcingChain,  // 8.5+ forcing chains propagated on the changing grid
  kDynamicForcingChainPlus,  // 9.0+ the same, propagation also uses locked candidates/subsets
  kNestedForcingChain,   // 9.5+ dynamic forcing chains whose propagation uses forcing chains
                         //      (SE "Dynamic Forcing Chains (+ Forcing Chains)", nesting level 2)
  kNestedMultipleForcingChain,  // 10.0+ ... uses cell and region forcing chains too (level 3)
  kNestedDynamicForcingChain,   // 10.5+ ... uses dynamic forcing chains instead (level 4)
  kCount,                // number of techniques, not a technique
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::kCount);

// The rating scale a solve follows: which techniques it may use, in which order, and their
// ratings. Each scale is a column of the registry (core/src/logic/technique_registry.cc); the order is
// the registry's, without the rows a scale lacks.
enum class RatingScale : uint8_t {
  // Sukaku Explainer's defaults (the rater of the Sudoku Exchange bank): SE 1.2.1 plus the
  // turbot fish family. The default: it is the scale of the one large public rated bank, and
  // its steps name the patterns players know (skyscraper, kite, empty rectangle).
  kSukaku,
  // Sudoku Explainer 1.2.1 as gsf's serate runs it (the forum's reference for the hardest lists).
  kSe,
};
inline constexpr int kRatingScaleCount = 2;

// The rating of `technique`'s steps on `scale` before any size or length term, in tenths, or 0
// when the scale does not use the technique.
int TechniqueRatingOn(Technique technique, RatingScale scale);

// Stable id of a scale, as the JS side names it: "sukaku", "se".
const char* RatingScaleId(RatingScale scale);

// How a step's rating follows from its technique's base rating (tenths, SE scale).
enum class RatingRule : uint8_t {
  kBase,            // exactly the base rating
  kBasePlusLength,  // the base plus SE's length term for chains (ChainLengthBonus)
  kBasePlusSize,    // from the base up, by the pattern's size, after SE's unique loops: 4.5
                    // plus 0.1 for 6 cells, 0.2 for 8, 0.5 for 10 or more; type 3 also 0.1 per
                    // digit of its naked subset beyond one; three strong links by the houses
                    // of its links, WXYZ- and VWXYZ-Wing by their cells' candidate counts
};

// The kind of inference a technique makes: what a hint says its step does, in one word. One
// column of the registry (technique_registry.cc), whose checks tie it to the row's other
// columns: uniqueness to the rows that assume a unique solution, the last four to the
// forcing-chain levels (LogicOptions::max_forcing_level), and a row found by an earlier row's
// search to that row's kind.
enum class Inference : uint8_t {
  kSingle,         // the one place of a digit in a house, or the one digit left in a cell
  kIntersection,   // a digit of a house confined to where it meets another house (pointing,
                   // claiming)
  kSubset,         // n cells of a house holding n digits, or n digits with n places (naked and
                   // hidden pairs, triples, quads)
  kFish,           // a digit's places in n lines covered by n crossing lines (X-Wing,
                   // Swordfish, Jellyfish, finned)
  kWing,           // a pivot cell and pincers that see it (XY-, XYZ-, W-, WXYZ-, VWXYZ-Wing)
  kChain,          // one line of alternating strong and weak links (single-digit patterns,
                   // colouring, X- and XY-chains, AIC)
  kUniqueness,     // a deadly pattern a puzzle with one solution cannot hold (unique
                   // rectangles and loops, BUG); only with LogicOptions::assume_unique
  kExclusion,      // every way of filling a few aligned cells tried and some ruled out
  kForcing,        // several assumptions, read off the grid as it stands, all lead to one
                   // conclusion (binary, cell and region forcing chains; forcing level 1)
  kContradiction,  // one assumption leads to a contradiction (Nishio; forcing level 1)
  kDynamic,        // forcing chains played out on the grid as it changes (levels 2 and 3)
  kNested,         // dynamic forcing chains whose propagation runs forcing chains (levels 4-6)
};
inline constexpr int kInferenceCount = static_cast<int>(Inference::kNested) + 1;

// Stable id of an inference, as the JS side names it: "single", "intersection", "subset",
// "fish", "wing", "chain", "uniqueness", "exclusion", "forcing", "contradiction", "dynamic",
// "nested".
const char* InferenceId(Inference inference);

// One technique as a caller lists it: the public part of its registry row.
struct TechniqueInfo {
  Technique technique;
  const char* id;       // stable camelCase id, as the JS side names it: "hiddenSingleBox"
  const char* name;     // English display name: "Hidden Single (box)"
  const char* name_zh;  // Chinese display name (simplified): "宫内排除"
  int rating;           // base rating in tenths on the default (Sukaku) scale: 12 = 1.2
  RatingRule rating_rule;
  bool length_rated;    // rating_rule == kBasePlusLength: steps add SE's chain length term
  Inference inference;  // the kind of inference its steps make
  // The forcing-chain level that finds it (LogicOptions::max_forcing_level): 1 forcing chains
  // read off the grid as it stands, 2-3 dynamic, 4-6 nested; 0 for every other technique.
  // (A byte, like the two fields before it: the table is part of the download.)
  uint8_t forcing_level;
};

// Every technique in search order: element i describes Technique(i), kTechniqueCount elements.
// A view of a static table, valid for the program's lifetime.
std::span<const TechniqueInfo> Techniques();

// Base rating in tenths on the SE scale (see the file comment). Steps of techniques whose rating
// rule is not RatingRule::kBase (chains, forcing chains, unique loops) may rate above it.
int TechniqueBaseRating(Technique technique);

// Stable camelCase id, as the JS side names it: "nakedSingle", "xWing", "uniqueRectangleType1".
const char* TechniqueId(Technique technique);

// English display name: "Naked Single", "X-Wing".
const char* TechniqueName(Technique technique);

// Chinese display name (simplified): "唯一余数", "X翼".
const char* TechniqueNameZh(Technique technique);

// SE's length term for chains, in tenths: 0 for up to 4 nodes, then +1 each time the node count
// passes the next of 4, 6, 8, 12, 16, 24, 32, 48, ... (alternately x3/2 and x4/3), so long chains
// cost logarithmically more. `nodes` counts the candidates the deduction uses.
int ChainLengthBonus(int nodes);

}  // namespace sudoku
