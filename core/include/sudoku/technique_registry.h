// The technique registry: one row per technique, in search order, with everything the engine
// needs to know about it (its names and rating, its search, its explanation and when it may
// run). The dispatcher (FindNextStep), the explanations (ExplainStep) and the names and ratings
// of technique.h are all read from it. Not a public API (like logic_detail.h, it is shared with the tests): the
// layout may change with any technique.
//
// Adding a technique: a Technique enumerator at its place in the search order, a row at the
// same place in technique_registry.cc (with its kind of inference, from which the page words
// its hints), its search (logic_*.cc) and, unless an existing family's fits, its sentence
// (explain_patterns.cc), both declared beside the rows in technique_registry.cc. Its id in
// wasm/sudoku.d.ts and its row in core/TECHNIQUES.md's table are written from the registry by
// tools/tables.sh. The table is checked when it compiles: a row out of place, without a
// formatter, with neither a search nor an earlier row whose search labels it, or with an
// inference its conditions contradict, is an error; derived_tables_test fails until
// tools/tables.sh has rewritten the two documents, and technique_registry_test until a test
// puzzle or grid of its sample shows it.
#pragma once

#include <span>
#include <string>

#include "sudoku/explain.h"
#include "sudoku/logic_detail.h"
#include "sudoku/technique.h"

namespace sudoku::detail {

// A technique's search. `step` arrives with the row's technique and base rating set; the
// search fills in the pattern and effect of the first (fixed-rating techniques) or the
// lowest-rated (the others) instance it finds, rated below `rating_limit` tenths, and returns
// true; or returns false. Fixed-rating searches ignore the limit.
using Finder = bool (*)(const LogicView& view, int rating_limit, Step& step);

// The sentence for a step of the row's technique, in `language` (see ExplainStep, explain.h).
using Formatter = std::string (*)(const Step& step, Language language);

struct TechniqueRow {
  Technique technique;
  Inference inference;  // the kind of inference its steps make (technique.h)
  const char* id;       // see TechniqueInfo (technique.h), which is read from these fields
  const char* name;
  const char* name_zh;
  int rating;           // base rating on the default (Sukaku) scale, tenths
  int se_rating;        // base rating on SE 1.2.1's scale, tenths; 0: not a technique of SE
  RatingRule rating_rule;
  // The technique's own search, or nullptr when the search of the earlier row `found_by`
  // labels its steps (a unique loop is found by the unique rectangle type 3 search).
  Finder find;
  Technique found_by;   // Technique::kCount for a row with a search of its own
  Formatter explain;
  // Valid only for a puzzle with exactly one solution: runs only with
  // LogicOptions::assume_unique.
  bool unique_only;
  // Searched on every grid size (shape.h: 4x4, 6x6 and 9x9); the other rows on 9x9 grids only.
  // The small grids take the singles, pointing, claiming and naked and hidden pairs, not the
  // direct forms: their puzzles and levels are made with that set.
  bool all_sizes;  // beside unique_only, in the padding before forcing_level
  // Forcing-chain level 1-6 (LogicOptions::max_forcing_level); 0 for every other technique.
  int forcing_level;
  // One of SE's four helper rules inside dynamic (+) propagation (pointing, claiming, naked and
  // hidden pair, X-wing: forcing_nested.cc runs them as SE scans them); the explanations name
  // the rows marked.
  bool in_dynamic_plus;
  // A search rated by its pattern whose step is taken as soon as it is found, like a fixed-rated
  // one's (its search keeps its own lowest-rated instance): Sukaku Explainer's producers of
  // three strong links and WXYZ-Wings end the search with their hint.
  bool first_wins;
  // A pattern neither Explainer has (W-Wing, finned fish, simple colouring): a friendlier name
  // for a deduction they make as a chain, rated as that chain. Searched only for a hint
  // (LogicOptions::hint_patterns), never for a grade or the steps of a solve.
  bool hint_pattern;
  // SE tries this row's producer only after a producer whose steps of any rating come first:
  // the row runs only when no earlier row found a step, so a 7.9 chain is taken before a 7.5
  // aligned triplet exclusion (SE's order: Forcing Chains & Cycles, then Aligned Triplet
  // Exclusion). Its step, once found, is taken at once.
  bool only_if_none_found;
};

// True when the dispatcher takes a row's step as soon as the row finds one.
constexpr bool TakenAtOnce(const TechniqueRow& row) {
  return row.rating_rule == RatingRule::kBase || row.first_wins;
}

// The base rating of a row on `scale`, in tenths; 0 when the scale does not use the row.
constexpr int RatingOn(const TechniqueRow& row, RatingScale scale) {
  return scale == RatingScale::kSe ? row.se_rating : row.rating;
}

// The lowest rating a row's search can give on `scale`, in tenths: its base rating, because a
// search's own row is the lowest-rated of the forms it labels (the static forcing-chain search
// starts at the binary form's 7.0 below Nishio's 7.5 and cell and region's 8.0). Floors never
// decrease in search order except among rows taken at once on the Sukaku scale, where its order
// tries the empty rectangle (4.3) before XY-Wing (4.2): the dispatcher (FindNextStep) relies on
// floors only around rows that keep searching (rated by size or length, not TakenAtOnce).
constexpr int RatingFloor(const TechniqueRow& row, RatingScale scale = RatingScale::kSukaku) {
  return RatingOn(row, scale);
}

// Every row in search order: row i holds Technique(i). A view of a static table.
std::span<const TechniqueRow> TechniqueRows();

// The row of `technique` (Technique::kCount or another value out of range: the first row).
const TechniqueRow& RowOf(Technique technique);

}  // namespace sudoku::detail
