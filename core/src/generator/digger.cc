// The digging search behind Generate: steerable digging (clue count, symmetry, minimality,
// graded level) under a budget. See generator.h for the algorithm and digger.h for the limits.
#include "generator/digger.h"

#include <algorithm>
#include <bitset>
#include <chrono>
#include <vector>

#include "generator/level_checks.h"
#include "sudoku/grade.h"
#include "sudoku/logic.h"
#include "sudoku/minimal_puzzle.h"
#include "sudoku/random_solution.h"
#include "sudoku/solver.h"
#include "grid/symmetry_orbits.h"

namespace sudoku {
namespace {

// ---- Orbits ------------------------------------------------------------------------------
//
// Givens are always removed and put back one whole orbit at a time (symmetry_orbits.h), so
// symmetry holds at every step of the search.

using OrbitSet = std::bitset<kCells>;  // a set of orbit indices

// ---- Level checks while digging -----------------------------------------------------------
//
// A graded level is a range of ratings (grade.h), on the scale asked for (options.scale): every
// solve and grade below follows it, so the checks and the grade read the same numbers. Grading every dug puzzle and throwing
// away the ones of the wrong level wastes most of the work, so for levels 1-3 digging keeps a
// hole only while the puzzle stays within the level's highest rating: the result cannot be too
// hard, only (levels 2 and 3) too easy, which the dig's last solve already tells. Two checks,
// cheapest first:
//
//   singles   naked and hidden singles alone fill the grid. Then the puzzle is unique (every
//             placement was forced) and rated at most 2.3: any state reached from it still
//             falls to singles, so the rater's easiest step is never harder than a single.
//   ceiling   the logic solve with max_rating = the level's highest rating (logic.h) finishes
//             (after a uniqueness check: the solve may use uniqueness techniques).
//
// Removing givens takes information away, so a puzzle that fails a check almost never passes
// it again after more holes: each orbit is tried once, as in plain digging.
//
// Levels 4 and 5 dig for uniqueness alone (their ceilings need the chain searches at every
// hole and rarely refuse one) and check the dug puzzle once: a solve under level 4's highest
// rating, 7.4, tells "too easy" and "too hard" apart from "maybe", and stops at the first step
// that is too hard. In every case a puzzle is returned only when its grade is the asked level.
// The grade is GradePuzzle's, except that a level with a ceiling (1-4) whose candidate was
// checked by a capped solve of the puzzle itself reads the grade off that solve when it
// finished: a finished capped solve has the very steps of the uncapped one (logic.h, tested in
// logic_ceiling_test), so GradePuzzle would only repeat it, chain searches and all.

// ---- The search --------------------------------------------------------------------------

constexpr int kEnumerateLimit = 32;            // solutions; more means the orbit is too loose
constexpr uint64_t kEnumerateGuesses = 256;    // solver guesses per listing
constexpr int kPairTestsPerMove = 200;      // -2+1 candidates checked per round
constexpr int kSidewaysPerGrid = 30;        // -1+1 steps, then a fresh solution grid
constexpr uint64_t kWorkPerGrade = 2000;   // grading is charged as this many units plus steps
// A fresh solution grid (RandomSolution, about 30 us) plus the checks that need no search. Every
// restart must cost something: a candidate turned down by a check that charges nothing (say
// 80 clues that singles solve, for a hard level) would otherwise restart forever.
constexpr uint64_t kWorkPerGrid = 20;
constexpr uint64_t kWorkPerStep = 4;       // per step of a logic solve under a low ceiling
constexpr int kChainFloor = 55;            // ceilings from here on reach the chain searches
// Levels whose highest rating is checked at every hole (1-3). Level 4's (7.4) is rarely the
// reason a hole is refused (about 1 dug puzzle in 30 is level 5), but each check needs the
// chain searches, so a level-4 candidate is checked once, when digging is done.
constexpr int kLastDigCeilingLevel = 3;

// kGraded: whether the search can check a level or score range (DigPuzzle); without it
// (DigUngradedPuzzle) the options ask for neither, and nothing calls the logic engine.
template <bool kGraded>
class Digger {
 public:
  Digger(const GenerateOptions& options, const DigLimits& limits)
      : options_(options),
        orbits_(OrbitsOf(options.symmetry)),
        rng_(options.seed),
        budget_(limits.budget),
        start_(limits.start),
        time_limit_ms_(limits.time_limit_ms),
        // With an exact clue count or minimal, digging follows those constraints and the level
        // is only checked at the end (Accept).
        score_(options.score_max != 0),
        level_dig_(kGraded && (options.level != 0 || score_) && options.clues == 0 &&
                   !options.minimal),
        lowest_rating_(score_                ? options.score_min
                       : options.level != 0 ? LowestRatingOf(options.level)
                                            : 0),
        highest_rating_(score_                ? options.score_max
                        : options.level != 0 ? HighestRatingOf(options.level)
                                             : INT32_MAX),
        // A score range digs under its highest rating when that is within level 3's, whose
        // ceiling checks stay below the chain searches; levels as before.
        dig_ceiling_(level_dig_ && (score_ ? highest_rating_ <= HighestRatingOf(kLastDigCeilingLevel)
                                           : options.level <= kLastDigCeilingLevel)
                         ? highest_rating_
                         : INT32_MAX) {}

  Error Run(GeneratedPuzzle* out);

 private:
  bool Exhausted() {
    if (work_ >= budget_) return true;
    // The clock is read on the first check (a batch's deadline may have passed before this
    // puzzle began) and then on every 32nd.
    if (time_limit_ms_ != 0 && (clock_checks_++ & 31) == 0) {
      const auto elapsed = std::chrono::steady_clock::now() - start_;
      if (elapsed >= std::chrono::milliseconds(time_limit_ms_)) timed_out_ = true;
    }
    return timed_out_;
  }

  // Count-to-2 under the remaining budget. A check the budget cuts short ends the whole search
  // (Run then reports kBudgetExhausted), so a budget never changes which puzzle a seed gives.
  bool Unique(const Grid& puzzle) {
    const uint64_t left = budget_ > work_ ? budget_ - work_ : 1;
    const CountResult result = CountSolutions(puzzle, 2, left);
    work_ += 1 + result.stats.guesses;
    if (result.budget_exhausted) work_ = budget_;  // a cut check decides nothing: stop
    return result.count == 1 && !result.budget_exhausted;
  }

  // Whether `puzzle` (a unique puzzle with `orbit` just removed) is still unique: another
  // solution would differ from ours in a removed cell, so one search per removed cell with our
  // digit excluded (limit 1) decides it without re-exploring the branch that holds our solution.
  bool StillUnique(const Grid& puzzle, int orbit) {
    for (int k = 0; k < orbits_.size[orbit]; ++k) {
      const int cell = orbits_.cells[orbit][k];
      const Exclusion excluded{cell, solution_[cell]};
      const uint64_t left = budget_ > work_ ? budget_ - work_ : 1;
      const CountResult result = CountSolutionsExcluding(puzzle, &excluded, 1, 1, left);
      work_ += 1 + result.stats.guesses;
      if (result.budget_exhausted) {
        work_ = budget_;  // a cut check decides nothing: stop
        return false;
      }
      if (result.count > 0) return false;
    }
    return true;
  }

  // Whether `puzzle` (unique before `orbit` was just removed) is still unique and, when
  // digging for a level, still rated within the level's highest rating (see "Level checks").
  bool StillFits(const Grid& puzzle, int orbit) {
    if constexpr (!kGraded) {
      return StillUnique(puzzle, orbit);
    } else {
      if (!level_dig_) return StillUnique(puzzle, orbit);
      ++work_;
      // Once singles no longer solve the puzzle they never will again (fewer givens never help
      // a single), so the check stops being run. Without a ceiling to check (levels 4 and 5)
      // it is not run at all: the count with an exclusion is cheaper (measured) and the dig is
      // then exactly the plain one.
      Grid singles;
      const bool by_singles = singles_solve_ &&
          SolvedBySingles(puzzle, singles, orbits_.cells[orbit].data(), orbits_.size[orbit]);
      if (by_singles) return true;  // unique, and rated 2.3 at most
      if (!StillUnique(puzzle, orbit)) return false;
      if (dig_ceiling_ == INT32_MAX) return true;
      // Singles placed first change no verdict: a step that was within the ceiling stays within
      // it (see above), so only the rest of the solve is run step by step. Its hardest step is
      // the puzzle's rating (the singles before it are rated 2.3 at most). Under a ceiling below
      // the singles' own ratings (a score range of full houses, 1.0, or hidden singles, 1.2-1.5)
      // the singles are the very steps to rate: the puzzle itself is solved under it.
      const bool below_singles = dig_ceiling_ < kSinglesRating;
      if (!singles_solve_ && !below_singles) SolvedBySingles(puzzle, singles);
      const int rating = RatingWithin(below_singles ? puzzle : singles, dig_ceiling_);
      if (rating < 0) return false;
      dig_rating_ = rating;
      singles_solve_ = false;
      return true;
    }
  }

  // The rating of `puzzle` (a unique puzzle) when logic under `ceiling` (tenths) finishes it,
  // else -1 (harder than the ceiling). The solve is left in `kept` when given.
  int RatingWithin(const Grid& puzzle, int ceiling, LogicSolve* kept = nullptr) {
    LogicOptions options;
    options.max_rating = ceiling;
    options.scale = options_.scale;  // the scale the level or score range is read on
    LogicSolve local;
    LogicSolve& solve = kept != nullptr ? *kept : local;
    solve = SolveLogically(puzzle, options);
    // Below the chain techniques a step costs a few microseconds; with them (level 4's
    // ceiling) a solve costs about what a grade does.
    work_ += ceiling < kChainFloor ? 1 + kWorkPerStep * solve.steps.size()
                                   : kWorkPerGrade + 20 * solve.steps.size();
    if (solve.outcome != LogicOutcome::kSolved) return -1;
    int rating = 0;
    for (const Step& step : solve.steps) rating = std::max(rating, step.rating);
    return rating;
  }

  void SetOrbit(Grid& puzzle, int orbit, bool given) {
    for (int k = 0; k < orbits_.size[orbit]; ++k) {
      const int cell = orbits_.cells[orbit][k];
      puzzle[cell] = given ? solution_[cell] : 0;
    }
  }

  bool IsGiven(const Grid& puzzle, int orbit) const {
    return puzzle[orbits_.cells[orbit][0]] != 0;
  }

  // Step 2: tries each removable orbit once in random order. With a clue target and
  // `stop_at_target`, stops on reaching it and never goes below it.
  void Dig(Grid& puzzle, int& clues, bool stop_at_target);

  // The solutions of `loose` (our puzzle without orbit a) other than ours, into solutions_;
  // false when there are too many to list (kEnumerateLimit solutions or kEnumerateGuesses).
  bool OtherSolutions(const Grid& loose, int a);

  // Step 3: one round of moves: -2+1 if one is found, else a -1+1 step sideways.
  enum class MoveResult { kNone, kFewer, kSideways };
  MoveResult Move(Grid& puzzle, int& clues);

  // Whether a candidate that satisfies the clue count also satisfies minimal and level.
  bool Accept(const Grid& puzzle, GeneratedPuzzle* result);
  // Accept's score range: the candidate's grade on options_.scale lies within it.
  bool AcceptScore(const Grid& puzzle, GeneratedPuzzle* result);

  const GenerateOptions& options_;
  const Orbits& orbits_;
  Rng rng_;
  uint64_t budget_;
  uint64_t work_ = 0;
  std::chrono::steady_clock::time_point start_;
  uint32_t time_limit_ms_;
  uint32_t clock_checks_ = 0;
  bool timed_out_ = false;
  Grid solution_{};
  int locked_orbit_ = -1;  // the centre orbit when the clue count fixes it (kept as a given)
  std::vector<Grid> solutions_;
  // The rating of the dug puzzle as far as digging knows it: 0 while singles solve it, else
  // the hardest step of the last solve under the level's ceiling (level_dig_ only).
  int dig_rating_ = 0;
  bool singles_solve_ = true;  // singles alone solve the dug puzzle (level_dig_ only)
  const bool score_;           // a score range is asked for instead of a level
  const bool level_dig_;      // digging keeps the puzzle within the asked level's ratings
  const int lowest_rating_;   // the asked level's rating range in tenths (0 / INT32_MAX: any)
  const int highest_rating_;
  const int dig_ceiling_;     // the rating ceiling checked while digging; INT32_MAX: none
};

template <bool kGraded>
void Digger<kGraded>::Dig(Grid& puzzle, int& clues, bool stop_at_target) {
  const int target = options_.clues;
  uint8_t order[kCells];
  int n = 0;
  for (int orbit = 0; orbit < orbits_.count; ++orbit) {
    if (orbit != locked_orbit_ && IsGiven(puzzle, orbit)) order[n++] = static_cast<uint8_t>(orbit);
  }
  rng_.Shuffle(order, n);
  for (int i = 0; i < n; ++i) {
    if (stop_at_target && clues == target) return;
    const int orbit = order[i];
    const int size = orbits_.size[orbit];
    if (stop_at_target && clues - size < target) continue;
    SetOrbit(puzzle, orbit, false);
    // Fewer than four empty cells cannot hold a second solution (the smallest unavoidable
    // set has four cells) and are filled by full houses, so the first removals need no check.
    if (kCells - (clues - size) < 4 || StillFits(puzzle, orbit)) {
      clues -= size;
    } else {
      SetOrbit(puzzle, orbit, true);
    }
    if (Exhausted()) return;
  }
}

template <bool kGraded>
bool Digger<kGraded>::OtherSolutions(const Grid& loose, int a) {
  solutions_.clear();
  if (orbits_.size[a] == 1) {
    // Every other solution differs from ours on the removed cell: try each other digit.
    const int cell = orbits_.cells[a][0];
    Mask seen = 0;
    for (const uint8_t peer : kPeers[cell]) {
      if (loose[peer] != 0) seen |= DigitBit(loose[peer]);
    }
    Grid trial = loose;
    bool several = false;
    for (int digit = 1; digit <= kDigits && !several; ++digit) {
      if (digit == solution_[cell] || (seen & DigitBit(digit)) != 0) continue;
      trial[cell] = static_cast<uint8_t>(digit);
      const uint64_t left = budget_ > work_ ? budget_ - work_ : 1;
      const CountResult result = CountSolutions(trial, 2, left);
      work_ += 1 + result.stats.guesses;
      if (result.budget_exhausted) {
        work_ = budget_;
        return false;
      }
      several = result.count > 1;
      if (result.count == 1) solutions_.push_back(result.solution);
    }
    if (!several) return true;
    solutions_.clear();
  }
  // Several solutions per digit, or a bigger orbit: the solver lists them all, unless there
  // are kEnumerateLimit or more, or listing them takes more than kEnumerateGuesses guesses.
  const uint64_t left = budget_ > work_ ? budget_ - work_ : 1;
  const uint64_t cap = std::min(kEnumerateGuesses, left);
  solutions_.resize(kEnumerateLimit);
  const CountResult result = EnumerateSolutions(loose, kEnumerateLimit, cap, solutions_.data());
  work_ += 1 + result.stats.guesses;
  solutions_.resize(static_cast<size_t>(result.count));
  if (result.budget_exhausted && cap < kEnumerateGuesses) {
    work_ = budget_;  // cut by the budget, not by the cap: a cut listing decides nothing
    return false;
  }
  solutions_.erase(std::remove(solutions_.begin(), solutions_.end(), solution_), solutions_.end());
  return !result.budget_exhausted && result.count < kEnumerateLimit;
}

template <bool kGraded>
typename Digger<kGraded>::MoveResult Digger<kGraded>::Move(Grid& puzzle, int& clues) {
  const bool floor = options_.clues != 0 && !options_.minimal;
  const auto allowed = [&](int after) { return !floor || after >= options_.clues; };
  uint8_t given[kCells];
  int n = 0;
  for (int orbit = 0; orbit < orbits_.count; ++orbit) {
    if (orbit != locked_orbit_ && IsGiven(puzzle, orbit)) given[n++] = static_cast<uint8_t>(orbit);
  }
  rng_.Shuffle(given, n);

  // fixes[a]: the empty orbits that rule out every other solution of the puzzle without a
  // (each such solution differs from ours somewhere on the orbit). Putting one of them in
  // a's place keeps the puzzle unique: a -1+1 move, no check needed.
  std::array<OrbitSet, kCells> fixes{};
  for (int i = 0; i < n; ++i) {
    const int a = given[i];
    Grid loose = puzzle;
    SetOrbit(loose, a, false);
    if (!OtherSolutions(loose, a)) continue;
    OrbitSet fix;
    fix.set();
    bool others = false;
    for (const Grid& other : solutions_) {
      if (other == solution_) continue;
      others = true;
      OrbitSet hit;
      for (int cell = 0; cell < kCells; ++cell) {
        if (other[cell] != solution_[cell]) hit.set(orbits_.of_cell[cell]);
      }
      fix &= hit;
    }
    if (!others) {
      // Removable after all (digging skipped it to keep the clue target reachable).
      if (!allowed(clues - orbits_.size[a])) continue;
      puzzle = loose;
      clues -= orbits_.size[a];
      return MoveResult::kFewer;
    }
    fix.reset(a);
    if (locked_orbit_ >= 0) fix.reset(locked_orbit_);
    fixes[a] = fix;
    if (Exhausted()) return MoveResult::kNone;
  }

  // -2+1: remove a and b, put back c from both fix sets; the pair may have solutions that
  // neither single removal had, so this one needs a check.
  int tests = 0;
  for (int i = 0; i < n && tests < kPairTestsPerMove; ++i) {
    for (int j = i + 1; j < n && tests < kPairTestsPerMove; ++j) {
      const int a = given[i], b = given[j];
      const OrbitSet both = fixes[a] & fixes[b];
      if (both.none()) continue;
      const int removed = orbits_.size[a] + orbits_.size[b];
      uint8_t choices[kCells];
      int m = 0;
      for (int c = 0; c < orbits_.count; ++c) {
        if (!both.test(c) || c == b || c == a) continue;
        const int after = clues - removed + orbits_.size[c];
        if (after < clues && allowed(after)) choices[m++] = static_cast<uint8_t>(c);
      }
      if (m == 0) continue;
      const int c = choices[rng_.Below(m)];
      Grid trial = puzzle;
      SetOrbit(trial, a, false);
      SetOrbit(trial, b, false);
      SetOrbit(trial, c, true);
      ++tests;
      if (Unique(trial)) {
        puzzle = trial;
        clues = clues - removed + orbits_.size[c];
        return MoveResult::kFewer;
      }
      if (Exhausted()) return MoveResult::kNone;
    }
  }

  // -1+1: a sideways step to a neighbouring puzzle with as many givens, from which digging
  // and the next -2+1 round may find a way down.
  for (int i = 0; i < n; ++i) {
    const int a = given[i];
    uint8_t choices[kCells];
    int m = 0;
    for (int c = 0; c < orbits_.count; ++c) {
      if (fixes[a].test(c) && orbits_.size[c] == orbits_.size[a]) choices[m++] = static_cast<uint8_t>(c);
    }
    if (m == 0) continue;
    SetOrbit(puzzle, a, false);
    SetOrbit(puzzle, choices[rng_.Below(m)], true);
    return MoveResult::kSideways;
  }
  return MoveResult::kNone;
}

template <bool kGraded>
bool Digger<kGraded>::Accept(const Grid& puzzle, GeneratedPuzzle* result) {
  if (options_.minimal) {
    // Orbit by orbit digging leaves no removable orbit; with a symmetry a single cell of an
    // orbit may still be removable, so each given is tried alone.
    if (options_.symmetry != Symmetry::kNone || options_.clues != 0) {
      work_ += static_cast<uint64_t>(CountGivens(puzzle));
      if (!IsMinimalPuzzle(puzzle)) return false;
    }
    result->minimal = true;
  }
  if constexpr (kGraded) {  // else no level or score range was asked for
    if (score_) return AcceptScore(puzzle, result);
    if (options_.level != 0) {
      LogicSolve solve;     // the capped solve of `puzzle`, when it finished
      bool solved = false;
      // A candidate outside the level's range is told apart by a solve under the level's
      // ceiling, which stops at the first step that is too hard; the grade itself is computed
      // only for a candidate in range, and it alone decides.
      if (dig_ceiling_ != INT32_MAX) {
        // Digging kept the puzzle within the level's highest rating, and its last step beyond
        // singles rated the puzzle: too easy is known without another solve.
        if (dig_rating_ < lowest_rating_) return false;
      } else {
        Grid singles;
        const bool by_singles = SolvedBySingles(puzzle, singles);
        if (by_singles && lowest_rating_ > kSinglesRating) return false;  // too easy
        if (!by_singles && highest_rating_ == INT32_MAX) {
          // Level 5 has no ceiling of its own: finishing under level 4's says "too easy". When
          // digging was for the level, the solve starts where singles got stuck (see StillFits);
          // with a clue count or minimal it is the exact solve of the puzzle.
          const int rating = RatingWithin(level_dig_ ? singles : puzzle, HighestRatingOf(options_.level - 1));
          if (rating >= 0) return false;
        } else if (!by_singles) {
          // The puzzle itself, solved under the level's ceiling: stopped means too hard, a
          // finish below the level's lowest rating too easy. A finished solve took the very
          // steps of the uncapped one (logic.h), so it is the puzzle's grade: GradePuzzle would
          // repeat it step for step, chain searches included.
          const int rating = RatingWithin(puzzle, highest_rating_, &solve);
          if (rating < lowest_rating_) return false;
          solved = true;
        }
      }
      Grade grade;
      if (solved) {
        grade = GradeOfSolve(solve);
      } else {
        LogicOptions options;
        options.scale = options_.scale;
        grade = GradeOfSolve(SolveLogically(puzzle, options));  // GradePuzzle without the effort
        work_ += kWorkPerGrade + 20 * static_cast<uint64_t>(grade.steps);
      }
      if (grade.level != options_.level) return false;
      result->level = grade.level;
      result->rating = grade.rating;
      result->hardest = grade.hardest;
    }
  }
  return true;
}

template <bool kGraded>
bool Digger<kGraded>::AcceptScore(const Grid& puzzle, GeneratedPuzzle* result) {
  // The checks before the grade only turn candidates away sooner; the grade alone accepts.
  if (dig_ceiling_ != INT32_MAX) {
    if (dig_rating_ < lowest_rating_ && (dig_rating_ != 0 || lowest_rating_ > kSinglesRating)) {
      return false;  // digging's last solve under the ceiling rated it: too easy
    }
  } else {
    Grid singles;
    if (SolvedBySingles(puzzle, singles) && lowest_rating_ > kSinglesRating) return false;
    if (highest_rating_ < kUnfinishedRating && RatingWithin(puzzle, highest_rating_) < 0) {
      return false;  // harder than the range's highest rating
    }
  }
  LogicOptions options;
  options.scale = options_.scale;
  const Grade grade = GradeOfSolve(SolveLogically(puzzle, options));
  work_ += kWorkPerGrade + 20 * static_cast<uint64_t>(grade.steps);
  if (grade.rating < lowest_rating_ || grade.rating > highest_rating_) return false;
  result->level = grade.level;
  result->rating = grade.rating;
  result->hardest = grade.hardest;
  return true;
}

template <bool kGraded>
Error Digger<kGraded>::Run(GeneratedPuzzle* out) {
  const int target = options_.clues;
  // For the rotations the centre is the only one-cell orbit: the clue count's remainder
  // (mod 2 or 4) decides whether it is a given. Mirror symmetries have nine one-cell orbits on
  // their axis, enough to make any count.
  const bool rotation = options_.symmetry == Symmetry::kRotational180 ||
                        options_.symmetry == Symmetry::kRotational90;
  const int centre_orbit = orbits_.of_cell[40];
  const int big = options_.symmetry == Symmetry::kRotational90 ? 4 : 2;
  const bool keep_centre = rotation && target != 0 && target % big == 1;
  const bool drop_centre = rotation && target != 0 && target % big == 0;

  for (int restart = 0;; ++restart) {
    if (Exhausted()) return Error{Status::kBudgetExhausted};
    work_ += kWorkPerGrid;
    solution_ = RandomSolution(rng_);
    Grid puzzle = solution_;
    int clues = kCells;
    locked_orbit_ = -1;
    if (drop_centre) {
      SetOrbit(puzzle, centre_orbit, false);  // one hole: always unique
      clues -= 1;
    }
    if (keep_centre || drop_centre) locked_orbit_ = centre_orbit;
    dig_rating_ = 0;
    // (Below the singles' ratings the singles check says nothing: every hole is rated.)
    singles_solve_ = dig_ceiling_ != INT32_MAX && dig_ceiling_ >= kSinglesRating;

    const bool stop_at_target = target != 0 && !options_.minimal;
    Dig(puzzle, clues, stop_at_target);
    int sideways = 0;
    while (target != 0 && clues > target && sideways < kSidewaysPerGrid && !Exhausted()) {
      const MoveResult moved = Move(puzzle, clues);
      if (moved == MoveResult::kNone) break;
      if (moved == MoveResult::kSideways) ++sideways;
      Dig(puzzle, clues, stop_at_target);
    }
    if (Exhausted()) return Error{Status::kBudgetExhausted};
    if (target != 0 && clues != target) continue;

    GeneratedPuzzle result;
    if (!Accept(puzzle, &result)) continue;
    // An independent last word on uniqueness: nothing leaves here with two solutions.
    const CountResult check = CountSolutions(puzzle, 2);
    if (check.count != 1 || check.solution != solution_) continue;
    result.puzzle = puzzle;
    result.solution = solution_;
    result.seed = options_.seed;
    result.clues = CountGivens(puzzle);
    result.symmetry = options_.symmetry;
    if (!options_.minimal && target == 0 && options_.symmetry == Symmetry::kNone &&
        (!level_dig_ || dig_ceiling_ == INT32_MAX)) {
      // A full single-cell dig for uniqueness alone leaves nothing removable; a level's dig
      // may keep givens whose removal would only make the puzzle too hard.
      result.minimal = true;
    }
    result.work = work_;
    result.restarts = restart;
    *out = result;
    return Error{};
  }
}

}  // namespace

Error DigPuzzle(const GenerateOptions& options, const DigLimits& limits, GeneratedPuzzle* out) {
  Digger<true> digger(options, limits);
  return digger.Run(out);
}

Error DigUngradedPuzzle(const GenerateOptions& options, const DigLimits& limits,
                        GeneratedPuzzle* out) {
  Digger<false> digger(options, limits);
  return digger.Run(out);
}

}  // namespace sudoku
