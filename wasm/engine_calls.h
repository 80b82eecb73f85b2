// The raw calls the embind table exposes (bindings.cc). Each one reads its arguments
// (from_js.h), calls the core and converts the answer (to_js.h): no policy lives here.
//
// Every call returns its result, or a JS error object carrying `code` (see ToJs(Error)); the
// wrapper (wasm/api.js) throws the error and adds `ms` to the result. Texts are puzzle texts
// the wrapper made from any accepted input form (wasm/puzzle-input.js).
#pragma once

#include <emscripten/val.h>

#include <string>

// In their own namespace: their names are the API's (Grade, Hint), which are core types too.
namespace sudoku::wasm::raw {

// The 81-character form with '.' blanks.
emscripten::val Parse(const std::string& text);

// options: { limit }. ToJs(CountResult).
emscripten::val Solve(const std::string& text, const emscripten::val& options);

// options: { limit }. The number of solutions counted up to limit.
emscripten::val CountSolutions(const std::string& text, const emscripten::val& options);

// The original demo's tag method, bounded to 100,000 saved states (budgetExhausted beyond).
emscripten::val Explain(const std::string& text);

// Every rule conflict of an entered grid (cells only are read: conflicts are the answer).
emscripten::val Validate(const std::string& text);

// The candidates the placed digits allow, per cell.
emscripten::val Candidates(const std::string& text);

emscripten::val Grade(const std::string& text, const emscripten::val& options);
emscripten::val Steps(const std::string& text, const emscripten::val& options);

// state: { puzzle, values, candidates } (AnswerHint in hint.h holds the policy).
emscripten::val Hint(const emscripten::val& state);

// options as ReadGenerateOptions; random_seed stands in for an omitted seed.
emscripten::val Generate(const emscripten::val& options, double random_seed);

// `count` puzzles; options as ReadGenerateOptions plus firstIndex (0..2^32-1, default 0: puzzle i
// gets the batch seed of index firstIndex + i). An error object carries the puzzles made before
// it in `partial`. Nothing of the caller's runs during the call: progress is reported by the
// wrapper between calls of a chunk each (wasm/generate-many.js).
emscripten::val GenerateMany(const emscripten::val& options, const emscripten::val& count,
                             double random_seed);

// The technique registry's rows.
emscripten::val Techniques();

// The grid sizes generate() makes, with their levels and options.
emscripten::val Sizes();

// The statuses a batch reports, by the code SolveBatch writes (for wasm/solve-many.js).
emscripten::val BatchStatuses();

// The id of each core Status value, indexed by the value (for the batch's numeric errors).
emscripten::val StatusCodes();

}  // namespace sudoku::wasm::raw
