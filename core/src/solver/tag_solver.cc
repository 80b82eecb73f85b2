#include "sudoku/tag_solver.h"

#include "sudoku/bits.h"

namespace sudoku {
namespace {

// A position while solving by hand: digits placed so far and the tags of the open cells.
struct TagState {
  Grid values;
  std::array<Mask, kCells> tags;
};

class TagMethod {
 public:
  explicit TagMethod(TagCounters& counters) : counters_(counters) {}

  // Places `digit` in `cell` and deletes that tag from every peer. False if a peer runs dry.
  bool Place(TagState& state, int cell, int digit) {
    const Mask bit = DigitBit(digit);
    state.values[cell] = static_cast<uint8_t>(digit);
    state.tags[cell] = bit;
    for (uint8_t peer : kPeers[cell]) {
      if (state.tags[peer] & bit) {
        if (state.values[peer] != 0) return false;  // a peer already holds the digit
        state.tags[peer] &= static_cast<Mask>(~bit);
        ++counters_.candidate_ops;
        if (state.tags[peer] == 0) return false;
      }
    }
    return true;
  }

  // Phase 1, the demo's first pass: every naked single, in cascade, until none is left (one
  // placement deletes a tag from its peers, which may leave another cell with one tag).
  // `deduced` (optional) marks each cell filled; `placed` (optional) counts them. False on a
  // contradiction.
  bool PlaceNakedSingles(TagState& state, std::array<bool, kCells>* deduced, int* placed) {
    for (bool progress = true; progress;) {
      progress = false;
      for (int cell = 0; cell < kCells; ++cell) {
        if (state.values[cell] == 0 && HasOneBit(state.tags[cell])) {
          if (!Place(state, cell, LowestBit(state.tags[cell]) + 1)) return false;
          if (deduced) (*deduced)[cell] = true;
          if (placed) ++*placed;
          progress = true;
        }
      }
    }
    return true;
  }

  // One sweep of the 27 houses placing every digit that has one cell left for it (hidden
  // singles); `placed` (optional) counts them. Sets `progress` when a digit was placed. False
  // on a contradiction, including a digit with no place left in a house.
  bool PlaceHiddenSingles(TagState& state, int* placed, bool& progress) {
    for (const auto& house : kHouseCells) {
      Mask once = 0, twice = 0, filled = 0;
      for (uint8_t cell : house) {
        if (state.values[cell] != 0) {
          filled |= DigitBit(state.values[cell]);
          continue;
        }
        twice |= once & state.tags[cell];
        once |= state.tags[cell];
      }
      if ((once | filled) != kAllDigits) return false;  // a digit has no place in the house
      for (Mask hidden = once & ~twice & ~filled; hidden; hidden &= hidden - 1) {
        const int digit = LowestBit(hidden) + 1;
        for (uint8_t cell : house) {
          if (state.values[cell] == 0 && (state.tags[cell] & DigitBit(digit))) {
            counters_.candidate_ops += PopCount(state.tags[cell]) - 1;
            if (!Place(state, cell, digit)) return false;
            if (placed) ++*placed;
            progress = true;
            break;
          }
        }
      }
    }
    return true;
  }

  // Phase 2: naked singles, then hidden singles, until nothing changes (the cheap rule first, as
  // a person would). `singles` (optional) counts what each rule placed. False on a contradiction.
  bool Propagate(TagState& state, SinglesBeforeGuess* singles) {
    for (bool progress = true; progress;) {
      if (!PlaceNakedSingles(state, nullptr, singles ? &singles->naked_singles : nullptr)) {
        return false;
      }
      progress = false;
      if (!PlaceHiddenSingles(state, singles ? &singles->hidden_singles : nullptr, progress)) {
        return false;
      }
    }
    return true;
  }

 private:
  TagCounters& counters_;
};

// An open cell with the fewest tags, or -1 when every cell is filled.
int FewestTagsCell(const TagState& state) {
  int best = -1, best_count = 10;
  for (int cell = 0; cell < kCells; ++cell) {
    if (state.values[cell] != 0) continue;
    const int count = PopCount(state.tags[cell]);
    if (count < best_count) {
      best = cell;
      best_count = count;
      if (count == 2) break;
    }
  }
  return best;
}

struct SavedState {
  TagState state;
  int cell;
  Mask untried;
};

}  // namespace

TagSolveResult TagSolve(const Grid& puzzle, int limit, uint64_t state_budget) {
  TagSolveResult result;
  if (limit < 1) limit = 1;
  TagMethod method(result.counters);

  TagState state;
  state.values = Grid{};
  state.tags.fill(kAllDigits);
  bool alive = true;
  for (int cell = 0; cell < kCells && alive; ++cell) {
    const int digit = puzzle[cell];
    if (digit == 0) continue;
    alive = digit <= 9 && (state.tags[cell] & DigitBit(digit)) && state.values[cell] == 0 &&
            method.Place(state, cell, digit);
  }
  alive = alive && method.PlaceNakedSingles(state, &result.first_pass.deduced, nullptr);

  CandidateSnapshot& snapshot = result.first_pass;
  snapshot.contradiction = !alive;
  snapshot.values = state.values;
  for (int cell = 0; cell < kCells; ++cell) {
    snapshot.candidates[cell] = state.values[cell] ? 0 : state.tags[cell];
    if (puzzle[cell] != 0) snapshot.deduced[cell] = false;
  }
  if (!alive) {
    snapshot.deduced.fill(false);
    return result;
  }
  alive = method.Propagate(state, &result.before_guess);

  SavedState stack[kCells];
  int depth = 0;
  for (;;) {
    if (alive) {
      const int cell = FewestTagsCell(state);
      if (cell < 0) {
        if (result.count == 0) result.solution = state.values;
        if (++result.count >= limit) return result;
      } else {
        if (result.counters.saved_states >= state_budget) {
          result.budget_exhausted = true;
          return result;
        }
        const Mask tags = state.tags[cell];
        stack[depth++] = SavedState{state, cell, static_cast<Mask>(tags & (tags - 1))};
        ++result.counters.saved_states;
        alive = method.Place(state, cell, LowestBit(tags) + 1) && method.Propagate(state, nullptr);
        continue;
      }
    }
    while (depth > 0 && stack[depth - 1].untried == 0) --depth;
    if (depth == 0) return result;
    SavedState& saved = stack[depth - 1];
    ++result.counters.backtracks;
    state = saved.state;
    const int digit = LowestBit(saved.untried) + 1;
    saved.untried &= static_cast<Mask>(saved.untried - 1);
    alive = method.Place(state, saved.cell, digit) && method.Propagate(state, nullptr);
  }
}

}  // namespace sudoku
