// One game of the page, on a grid of any size the engine plays (4x4, 6x6, 9x9): the package's
// PlayGrid (givens, digits, pencil marks, undo/redo; play-grid.js) and what a saved game adds:
// its id and start, the known solution and the entries that differed from it, its level and
// grade, the clock, and a win read from storage until the engine has checked it.
import { PlayGrid } from '../play-grid.js';

// A cell's colours as the game model writes them (the page reads them only through this module).
export { coloursOf, isColourCode } from '../play-grid.js';

// Unique enough among one player's games: the time, and a random part for games made in the same ms.
const newId = () => Date.now().toString(36) + Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0');

export class Game extends PlayGrid {
  /**
   * puzzle: one char per cell ('.' or '0' blank): 81 for 9x9, 36 for 6x6, 16 for 4x4; any other
   * length throws RangeError. solution: as many digits, or null when unknown (a pasted puzzle with
   * several solutions). Saved progress (values, marks, elapsedMs, completedMs,
   * wrongEntries, history and future as lists of { values, marks }) may be passed back in from
   * toJSON(); `seed`: the generator's seed of a generated puzzle (0..2^32-1), else null; `id`
   * and `startedAt` (ms since 1970) name the game in the list of saved games.
   * `claimedMs`: the time of a win read from storage, not yet checked (settleClaim()).
   * Givens always win over stored progress, in case storage was edited by hand.
   */
  constructor({ puzzle, solution = null, level = 0, source = 'generated', values = null, marks = null, corners = null, colours = null,
    elapsedMs = 0, completedMs = null, claimedMs = null, solutions = null, grade = null, id = null, startedAt = null,
    wrongEntries = 0, history = [], future = [], seed = null, limitOff = false, hintsUsed = 0, daily = null }) {
    super({ puzzle, values, marks, corners, colours, history, future });
    this.id = id ?? newId();
    this.startedAt = startedAt ?? Date.now();
    this.solution = solution;
    this.level = level;
    // The engine's grade of the puzzle, { level (1..5), score (SE), hardest }, once known.
    this.grade = grade;
    this.source = source;
    // The generator's seed that makes this puzzle again at its level (generate({ level, seed })),
    // 0..2^32-1; null for a puzzle that came from elsewhere (a link, pasted).
    this.seed = seed;
    this.solutions = solutions; // 0, 1 or 2 (= several), null while unknown
    this.elapsedMs = elapsedMs;
    this.completedMs = completedMs;
    // A win read from storage is a claim until the engine has checked the grid: the game is in
    // progress meanwhile (its clock stopped), and any change to the grid drops the claim.
    this.claimedMs = claimedMs;
    // Digits entered that differ from the known solution, each time one is entered (undo does
    // not take a mistake back).
    this.wrongEntries = wrongEntries;
    // The player went on past the mistake limit (mistakes.js): it no longer ends this game.
    this.limitOff = limitOff;
    // Hints shown in this game (hint.js counts each new one, not its levels).
    this.hintsUsed = hintsUsed;
    // The date ('YYYY-MM-DD') of a daily puzzle (daily.js), today's or a past day's; else null.
    this.daily = daily;
  }

  get completed() { return this.completedMs !== null; }

  // Any change to the grid drops a claimed win (settleClaim()).
  record() {
    this.claimedMs = null;
    super.record();
  }

  /** PlayGrid's setDigit(), counting an entry that differs from the known solution. */
  setDigit(cell, digit, options) {
    if (!super.setDigit(cell, digit, options)) return false;
    if (this.solution && String(digit) !== this.solution[cell]) this.wrongEntries += 1;
    return true;
  }

  /** PlayGrid's setDigits(), counting each entry that differs from the known solution. */
  setDigits(cells, digit, options) {
    const changed = super.setDigits(cells, digit, options);
    if (this.solution) this.wrongEntries += changed.filter((cell) => String(digit) !== this.solution[cell]).length;
    return changed;
  }

  /**
   * The entries Check marks: when the solution is known, the entered cells that differ from it
   * (an entry that is right is never called a mistake, even if a wrong one clashes with it);
   * otherwise the entered cells that break a rule (`conflicts`: the cells of validate()'s answer
   * for this grid). Givens are never called mistakes. Reveals nothing else.
   */
  mistakes(conflicts) {
    if (!this.solution) return new Set([...conflicts].filter((cell) => !this.givens[cell]));
    const wrong = new Set();
    this.values.forEach((v, cell) => {
      if (v && !this.givens[cell] && String(v) !== this.solution[cell]) wrong.add(cell);
    });
    return wrong;
  }

  /**
   * Marks the game won. The caller decides when: the last blank is filled and the engine's
   * validate() found no conflict in this grid. The stored solution is not consulted, so a puzzle
   * with several solutions is won by any of them.
   */
  finish() {
    if (!this.completed && this.filled) this.completedMs = this.elapsedMs;
  }

  /**
   * The engine has checked the grid of a win read from storage (claimedMs): `solved` (full, and
   * validate() found no conflict) makes the game won at the time it was saved with; otherwise
   * it stays in progress, its values as they are. Either way the claim is gone.
   */
  settleClaim(solved) {
    if (this.claimedMs === null) return;
    if (solved && this.filled) this.completedMs = this.claimedMs;
    this.claimedMs = null;
  }

  /** The game as plain data, without its undo history (game-history.js saves that). */
  toJSON() {
    return {
      id: this.id, startedAt: this.startedAt, wrongEntries: this.wrongEntries, limitOff: this.limitOff, hintsUsed: this.hintsUsed,
      daily: this.daily,
      puzzle: this.puzzle, solution: this.solution, level: this.level, source: this.source, seed: this.seed,
      solutions: this.solutions, grade: this.grade, values: this.values, marks: this.marks,
      elapsedMs: Math.round(this.elapsedMs), completedMs: this.completedMs, colours: this.colours,
      corners: this.corners,
    };
  }
}
