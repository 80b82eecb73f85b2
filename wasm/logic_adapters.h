// Conversions for the logic engine: grades, hints and solve paths as plain JS objects.
// A step is { technique (string id, e.g. "hiddenSingle"), name, nameZh, rating (SE scale, e.g.
// 1.5), placements: [{cell, digit}], eliminations: [{cell, digit}], cells, houses, digits,
// links: [{fromCell, fromDigit, toCell, toDigit, strong}], explanation: { en, zh } }.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace sudoku::wasm {

// Grades a puzzle. Returns { code, outcome ("solved" | "stuck" | "noSolution" | "multiple"),
// score (SE scale), level (1..5, 0 when not unique), hardest (technique id, or null when no
// step was taken), counts ({id: n}), steps, solvedByLogic }.
emscripten::val Grade(const std::string& text);

// The whole logical path. Returns { code, outcome, steps: [step...] }.
emscripten::val Steps(const std::string& text);

// The next hint on a player's grid. `values` is the current grid (81 chars), `candidates` the
// player's pencil marks as 81 masks joined by commas ("" = use full candidates), `solution` the
// unique solution (81 digits). Returns { code, kind ("step" | "wrongValue" | "wrongCandidate" |
// "solved" | "notUnique" | "noSolution" | "noLogicalStep"), step?, cell, digit, correctDigit }.
emscripten::val Hint(const std::string& values, const std::string& candidates,
                     const std::string& solution);

}  // namespace sudoku::wasm
