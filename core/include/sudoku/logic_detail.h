// Internals shared by the logic technique files (core/src/logic_*.cc). Not a public API: the
// layout may change with any technique.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <type_traits>

#include "sudoku/bits.h"
#include "sudoku/grid.h"
#include "sudoku/logic.h"
#include "sudoku/shape.h"

namespace sudoku::detail {

// A set of cells as two words (cells 0..63, 64..80). Cheap to copy, constexpr, so the
// peer/house tables below are built at compile time.
struct CellSet {
  uint64_t lo = 0;
  uint64_t hi = 0;

  constexpr void Add(int cell) {
    if (cell < 64) {
      lo |= uint64_t{1} << cell;
    } else {
      hi |= uint64_t{1} << (cell - 64);
    }
  }
  constexpr void Remove(int cell) {
    if (cell < 64) {
      lo &= ~(uint64_t{1} << cell);
    } else {
      hi &= ~(uint64_t{1} << (cell - 64));
    }
  }
  constexpr bool Has(int cell) const {
    return cell < 64 ? (lo >> cell) & 1 : (hi >> (cell - 64)) & 1;
  }
  constexpr bool Empty() const { return (lo | hi) == 0; }
  int Count() const { return PopCount64(lo) + PopCount64(hi); }
  // Count() >= 2. Without POPCNT (bits.h), by clearing lowest bits: the aligned exclusions ask
  // it of a million cell sets grading the exchange sample.
#if defined(__POPCNT__) || defined(__wasm__)
  bool HasTwo() const { return Count() >= 2; }
#else
  constexpr bool HasTwo() const {
    return ((lo & (lo - 1)) | (hi & (hi - 1))) != 0 || (lo != 0 && hi != 0);
  }
#endif
  // Lowest cell, or -1 when empty.
  int First() const {
    if (lo) return __builtin_ctzll(lo);
    if (hi) return 64 + __builtin_ctzll(hi);
    return -1;
  }
  constexpr CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr CellSet Minus(const CellSet& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  constexpr bool operator==(const CellSet&) const = default;

  // Calls f(cell) for every cell in increasing order.
  template <typename F>
  void ForEach(F&& f) const {
    for (uint64_t w = lo; w; w &= w - 1) f(__builtin_ctzll(w));
    for (uint64_t w = hi; w; w &= w - 1) f(64 + __builtin_ctzll(w));
  }
};

constexpr std::array<CellSet, kCells> MakePeerSets() {
  std::array<CellSet, kCells> sets{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (int k = 0; k < 20; ++k) sets[cell].Add(kPeers[cell][k]);
  }
  return sets;
}
constexpr std::array<CellSet, kHouses> MakeHouseSets() {
  std::array<CellSet, kHouses> sets{};
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) sets[house].Add(kHouseCells[house][k]);
  }
  return sets;
}
inline constexpr auto kPeerSets = MakePeerSets();
inline constexpr auto kHouseSets = MakeHouseSets();

// The three houses of a cell: row, column, box.
inline std::array<int, 3> HousesOf(int cell) {
  return {RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell)), BoxHouse(BoxOf(cell))};
}

// What the nested forcing-chain searches of one solve remember (forcing_nested.cc): the hints
// of a helper chain producer on a working grid, which depend on that grid alone, so that a grid
// met again (from another assumption, at the next nesting level, or at the next step) is not
// searched again. Bounded; it lives as long as the solve or the one step that owns it.
namespace forcing {
class StaticClosures;
// Deletes a view's closures (forcing_static.cc, where the class is complete). A plain deleter,
// not shared_ptr's: the core is built without RTTI, and a control block's vtable made there but
// destroyed in code built with it is a type mismatch to UBSan.
struct ClosuresDeleter {
  void operator()(const StaticClosures* closures) const;
};
}  // namespace forcing

class NestedMemo {
 public:
  NestedMemo();
  ~NestedMemo();
  NestedMemo(const NestedMemo&) = delete;
  NestedMemo& operator=(const NestedMemo&) = delete;
  struct Entries;
  Entries& entries() { return *entries_; }

 private:
  std::unique_ptr<Entries> entries_;
};

// Read-only view of a candidate grid of one shape (shape.h) with the per-digit position tables
// every technique uses.
//   where[d-1][house]  bit k set when the house's k-th cell (tables->house_cells) holds d
//   cells_of[d-1]      the cells holding candidate d
// The singles, locked candidates and subsets read houses and cells from the view's shape; the
// other techniques run on 9x9 views only (TechniqueRow::all_sizes).
struct LogicView {
  explicit LogicView(const CandidateGrid& g, const GridShape& shape = kShape9);
  // A 9x9 view whose `where` the caller already has (the nested forcing chains' working grid
  // keeps it): the same view as LogicView(g), without reading the houses again.
  LogicView(const CandidateGrid& g,
            const std::array<std::array<uint16_t, kHouses>, kDigits>& known_where);

  const CandidateGrid& grid;
  const ShapeTables* tables = &kTables9;
  std::array<std::array<uint16_t, kHouses>, kDigits> where{};
  std::array<CellSet, kDigits> cells_of{};
  // Work units of each nested forcing-chain search (LogicOptions::nested_budget; 0: default).
  int nested_budget = 0;
  // When set, each nested forcing-chain search adds the work units it spent (LogicSolve::
  // nested_work).
  uint64_t* nested_spent = nullptr;
  // When set, the nested searches remember their helpers' hints there (NestedMemo).
  NestedMemo* nested_memo = nullptr;
  // The rating scale of the solve (LogicOptions::scale): the few searches whose rules differ
  // between Sukaku Explainer and SE 1.2.1 read it (the hidden unique rectangle type 3; the
  // order of the locked candidates and subset searches and their direct forms' effect).
  RatingScale scale = RatingScale::kSukaku;
  // The grid's static forcing-chain closures (forcing::ClosuresOf): made by the first chain
  // search of the step that needs them, and shared by the others (chains and cycles, static
  // binary and multiple forcing chains), which run on the same grid.
  mutable std::unique_ptr<const forcing::StaticClosures, forcing::ClosuresDeleter> closures;

  bool Has(int cell, int digit) const { return (grid.candidates[cell] & DigitBit(digit)) != 0; }
  Mask CandidatesOf(int cell) const { return grid.candidates[cell]; }
  // Cells of `house` holding `digit`, as a CellSet.
  CellSet HouseCells(int house, int digit) const { return kHouseSets[house] & cells_of[digit - 1]; }
};

#define SUDOKU_FORCE_INLINE [[gnu::always_inline]] inline

// The cells of `house` of a shape's tables as a CellSet: kHouseSets' on 9x9 (a constant table
// once inlined with kTables9), made from the house's cells on the small shapes.
SUDOKU_FORCE_INLINE CellSet HouseSetOf(const ShapeTables& t, int house) {
  if (&t == &kTables9) return kHouseSets[house];
  CellSet set;
  for (int k = 0; k < t.size; ++k) set.Add(t.house_cells[house][k]);
  return set;
}

// True when two cells share a house (and are different).
inline bool Sees(int a, int b) { return kPeerSets[a].Has(b); }

// Adds the elimination of `digit` from every cell of `cells` holding it. Returns how many.
int EliminateDigit(const LogicView& view, const CellSet& cells, int digit, Step& step);

// Sorts placements, eliminations and cells, removes duplicates.
void Normalize(Step& step);

// Technique searches the tests call directly. Each fills `step` with the first instance it finds
// and returns true, or returns false; none returns a step that does nothing. The other
// searches are declared beside their rows in core/src/logic/technique_registry.cc, the one
// file that names them. All of these run on 9x9 views only.
bool FindThreeStrongLinks(const LogicView& view, int rating_limit, Step& step);
// The unique rectangle of type `type` (kUniqueRectangleType1, Type2 or Type4). Valid only for
// unique puzzles.
bool FindUniqueRectangle(const LogicView& view, Technique type, Step& step);
// Unique rectangles and loops of every type (SE's UniqueLoops), the lowest-rated step below
// `rating_limit` tenths; of equal ratings the first in SE's order (types 3 by set size, house,
// naked before hidden). Type 3's hidden form starts at a pair on the Sukaku scale and at the
// number of extra digits on SE's (view.scale). The step's digits are the loop's two, or a hidden
// type 3's subset; its houses, for types 3 and 4, the extra cells' house. Valid only for unique
// puzzles.
bool FindUniqueLoop(const LogicView& view, int rating_limit, Step& step);
bool FindAlignedPairExclusion(const LogicView& view, Step& step);
// SE's aligned triplet exclusion (logic_exclusion.cc): the first step in SE's scan order.
bool FindAlignedTripletExclusion(const LogicView& view, Step& step);

// Binary forcing chains over static links (forcing_binary.cc): the lowest-rated step below
// `rating_limit`.
bool FindStaticForcingChain(const LogicView& view, int rating_limit, Step& step);

// SE's "Forcing Chains & Cycles": cycles and forcing chains over X links, Y links and both,
// read off the grid as it is; the lowest-rated step below `rating_limit`, labelled X-chain,
// XY-chain or AIC by its links (forcing_unary.cc).
bool FindChainsAndCycles(const LogicView& view, int rating_limit, Step& step);


// SE's chaining producers at nesting level 0 that assume each candidate in turn:
//   kNishio    contradictions of a dynamic propagation over X links only (7.5 + length)
//   kMultiple  static cell and region forcing over X and Y links (8.0 + length)
//   kDynamic   dynamic contradictions, double, region and cell forcing (8.5 + length)
// The lowest-rated step below `rating_limit`, as SE sorts its hints (forcing_multiple.cc).
enum class ForcingProducer : uint8_t { kNishio, kMultiple, kDynamic };
bool FindMultipleForcingChain(const LogicView& view, ForcingProducer producer, int rating_limit,
                              Step& step);
// SE's dynamic forcing chains of nesting `level` (1-5: its Chaining producer with that level;
// forcing_nested.h), the first hint of its sorted list below `rating_limit`. A search that
// spent LogicView::nested_budget gives an empty step of its technique and base rating (the
// puzzle's rating is then a lower bound), whether or not it had found a hint by then.
bool FindNestedForcingChain(const LogicView& view, int level, int rating_limit, Step& step);


}  // namespace sudoku::detail
