// JS values as core values: the one place where options objects and a hint's state are read.
//
// The wrapper hands over a copy of the caller's own enumerable properties on a null prototype
// (ownOptions in wasm/plain-data.js), so nothing here can read a property set on Object.prototype
// by another script. Types are checked here (a wrong type is a TypeError in JS); ranges and
// combinations are checked by the core, which names the option at fault (status.h). Each
// option's rule is written once: a score range is the core's (ScoreRangeInTenths), a time limit
// the wrapper's (millisecondsOption in wasm/plain-data.js, which the pools and the Worker entry
// call too), so this file only reads those two.
#pragma once

#include "js_value.h"

#include <optional>
#include <string>

#include "sudoku/batch.h"
#include "sudoku/generator.h"
#include "sudoku/hint.h"
#include "sudoku/parse.h"
#include "sudoku/shape.h"
#include "sudoku/status.h"
#include "sudoku/technique.h"

namespace sudoku::wasm {

// Reads one options object field by field. The first problem met is kept (error()); later
// reads then do nothing, so a caller reads every field, calls RejectOthers() and checks once.
// The options an object may hold are exactly the ones read: no list of names to keep in step.
class OptionsReader {
 public:
  // `what` names the object in messages ("generate"); `options` may be undefined (none given).
  OptionsReader(const JsValue& options, const char* what);

  // After the reads: an option that was not read is a TypeError naming the ones that were.
  void RejectOthers();

  bool ok() const { return error_.isUndefined(); }
  // The problem as a JS error object (see ToJs / TypeErrorToJs), undefined while ok().
  const JsValue& error() const { return error_; }
  // A core error about one of these options, with the value the caller gave as `got`.
  JsValue Explain(const Error& error) const;

  // Each reader leaves *out unchanged when the option is absent (or undefined).
  void Integer(const char* name, int* out);           // any integer; the core checks its range
  void Integer64(const char* name, uint64_t low, uint64_t high, const char* detail,
                 uint64_t* out);
  void IntegerIn(const char* name, int low, int high, const char* detail, int* out);
  void Boolean(const char* name, bool* out);
  // A time limit the wrapper checked (millisecondsOption, wasm/plain-data.js), rounded up.
  void Milliseconds(const char* name, uint32_t* out);
  void Seed(const char* name, uint32_t* out);          // 0 .. 2^32-1 or a well-formed string
  void Symmetry(const char* name, sudoku::Symmetry* out);
  // 1..5 or "easy" .. "extreme" in *out; 0 or "first" (First steps) sets *first_steps.
  void Level(const char* name, int* out, bool* first_steps);
  void Scale(const char* name, sudoku::RatingScale* out);  // "sukaku" or "se"
  // [min, max] SE-style ratings into tenths, as the core's one check of a score range reads
  // them (ScoreRangeInTenths, generator.h); anything else is its kBadOption.
  void ScoreRange(const char* name, int* low, int* high);

 private:
  // The option's value when it is present and no problem was met so far.
  std::optional<JsValue> Get(const char* name);
  void Fail(JsValue error);
  void BadType(const char* name, const char* detail);

  // No call reads more options than this; a fixed array keeps a call free of allocations.
  static constexpr int kMaxOptions = 16;

  JsValue options_;
  const char* what_;
  bool absent_;  // no options object at all: every option takes its default
  const char* read_[kMaxOptions] = {};  // every option name asked for, in order
  int read_count_ = 0;
  JsValue error_;
};

// generate() / generateMany() options: every row of kGenerateOptionRows (generator.h), each
// read by its kind; any other name is a TypeError. `random_seed` stands in for an omitted seed.
GenerateOptions ReadGenerateOptions(OptionsReader& reader, uint32_t random_seed);

// solve() / countSolutions() options: limit (1..1,000,000, default 2).
uint32_t ReadLimit(OptionsReader& reader);

// solveMany() options: limit, budget (guesses over the call) and timeLimitMs.
BatchOptions ReadBatchOptions(OptionsReader& reader);

// A puzzle text (the wrapper made it from any input form) read at the size its cell count says
// (ParseAnySize, parse.h: 16, 36 or 81 cells). With `check_rules`, givens that clash are an
// error, else only cells are read (an entered grid, whose clashes are the answer). Any other
// count is the 9x9 reader's kBadLength with the count found.
using SizedGrid = ShapedParse;
SizedGrid ReadPuzzleText(const std::string& text, bool check_rules);

// hint() state: { puzzle, values, candidates } with puzzle and values already texts (the
// wrapper reads the input forms), of the puzzle's size (16, 36 or 81 cells; values of another
// length is kBadLength with option "values"; candidates one array per cell). Fills `request`
// and `shape`, or returns a JS error object.
JsValue ReadHintState(const JsValue& state, HintRequest* request,
                              GridShape* shape);

}  // namespace sudoku::wasm
