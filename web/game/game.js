// One game in progress on a grid of any size the engine plays (4x4, 6x6, 9x9), free of DOM and
// of the rules: givens, entered digits, pencil marks and undo/redo. The size is the puzzle's
// (16, 36 or 81 cells), its houses and peers grid.js's geometry of that size. Which digits clash
// and which are still possible is the engine's answer (validate(), candidates()), passed in where
// a method needs it. A pencil mark set is an N-bit mask per cell (N digits), bit d-1 for digit d.
import { gridOfCells, toValues, toText } from './grid.js';

const HISTORY_LIMIT = 500;
const bit = (digit) => 1 << (digit - 1);
const maskOf = (digits) => digits.reduce((mask, d) => mask | bit(d), 0);
const copyStep = ({ values, marks }) => ({ values: [...values], marks: [...marks] });
// Unique enough among one player's games: the time, and a random part for games made in the same ms.
const newId = () => Date.now().toString(36) + Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0');

export class Game {
  /**
   * puzzle: one char per cell ('.' or '0' blank): 81 for 9x9, 36 for 6x6, 16 for 4x4; any other
   * length throws RangeError. solution: as many digits, or null when unknown (a pasted puzzle with
   * several solutions). Saved progress (values, marks, elapsedMs, completedMs,
   * wrongEntries, history and future as lists of { values, marks }) may be passed back in from
   * toJSON(); `id` and `startedAt` (ms since 1970) name the game in the list of saved games.
   * `claimedMs`: the time of a win read from storage, not yet checked (settleClaim()).
   */
  constructor({ puzzle, solution = null, level = 0, source = 'generated', values = null, marks = null,
    elapsedMs = 0, completedMs = null, claimedMs = null, solutions = null, grade = null, id = null, startedAt = null,
    wrongEntries = 0, history = [], future = [] }) {
    this.id = id ?? newId();
    this.startedAt = startedAt ?? Date.now();
    const givenValues = toValues(puzzle);
    // The grid's geometry: { size, cells, boxRows, boxColumns, houses, peers, ... } (grid.js).
    this.grid = gridOfCells(givenValues.length);
    if (!this.grid) throw new RangeError(`a puzzle of ${givenValues.length} cells`);
    this.puzzle = toText(givenValues);
    this.solution = solution;
    this.level = level;
    // The engine's grade of the puzzle, { level (1..5), score (SE), hardest }, once known.
    this.grade = grade;
    this.source = source;
    this.solutions = solutions; // 0, 1 or 2 (= several), null while unknown
    this.givens = givenValues.map(Boolean);
    this.values = values ? [...values] : [...givenValues];
    this.marks = marks ? [...marks] : new Array(this.grid.cells).fill(0);
    // Givens always win over stored progress, in case storage was edited by hand.
    givenValues.forEach((v, cell) => { if (v) { this.values[cell] = v; this.marks[cell] = 0; } });
    this.elapsedMs = elapsedMs;
    this.completedMs = completedMs;
    // A win read from storage is a claim until the engine has checked the grid: the game is in
    // progress meanwhile (its clock stopped), and any change to the grid drops the claim.
    this.claimedMs = claimedMs;
    // What each placed digit took away, so that erasing it gives it back: { mask (the cell's
    // own pencil marks), peers (the cells that lost that digit's mark) }, null where no digit
    // was placed in this session.
    this.tookAway = new Array(this.grid.cells).fill(null);
    // Digits entered that differ from the known solution, each time one is entered (undo does
    // not take a mistake back).
    this.wrongEntries = wrongEntries;
    this.history = history.map(copyStep);
    this.future = future.map(copyStep);
  }

  get completed() { return this.completedMs !== null; }

  /** Digits per house: 4, 6 or 9. */
  get size() { return this.grid.size; }

  /** The puzzle leaves cells to fill (a grid of givens only has nothing to play). */
  get open() { return this.givens.includes(false); }

  isGiven(cell) { return this.givens[cell]; }

  canEdit(cell) { return !this.givens[cell] && !this.completed; }

  snapshot() { return { values: [...this.values], marks: [...this.marks], tookAway: [...this.tookAway] }; }

  // Every change is one undo step holding the whole grid before it: 162 small numbers on 9x9 (and what
  // the placed digits took away), and no way for an undo to drift from what was on screen.
  record() {
    this.claimedMs = null;
    this.history.push(this.snapshot());
    if (this.history.length > HISTORY_LIMIT) this.history.shift();
    this.future = [];
  }

  // Geometry, not a rule check: a digit placed in a cell can no longer be a pencil mark of its
  // row, column or box (unless the player keeps their notes by hand: `peers` false).
  place(cell, digit, peers = true) {
    const { peers: peersOf } = this.grid;
    if (this.values[cell]) this.unplace(cell);
    const took = { mask: this.marks[cell], peers: [] };
    this.values[cell] = digit;
    this.marks[cell] = 0;
    if (peers) {
      for (const peer of peersOf[cell]) {
        if (!(this.marks[peer] & bit(digit))) continue;
        this.marks[peer] &= ~bit(digit);
        took.peers.push(peer);
      }
    }
    this.tookAway[cell] = took;
  }

  // Erasing a placed digit gives back what placing it took away, so a wrong digit never costs
  // the player their notes: the cell's own marks, and the digit's mark in each peer that is
  // still empty and sees no other copy of the digit (geometry again).
  unplace(cell) {
    const digit = this.values[cell];
    const took = this.tookAway[cell];
    this.values[cell] = 0;
    this.tookAway[cell] = null;
    if (!took) return;
    this.marks[cell] = took.mask;
    for (const peer of took.peers) {
      if (!this.values[peer] && !this.grid.peers[peer].some((other) => this.values[other] === digit)) this.marks[peer] |= bit(digit);
    }
  }

  /**
   * Places `digit` in `cell`; with `peers` (auto notes, the default) it also removes the digit
   * from the pencil marks of the cell's peers. One undo step either way.
   */
  setDigit(cell, digit, { peers = true } = {}) {
    if (!this.canEdit(cell) || this.values[cell] === digit) return false;
    this.record();
    this.place(cell, digit, peers);
    if (this.solution && String(digit) !== this.solution[cell]) this.wrongEntries += 1;
    return true;
  }

  /**
   * Writes every empty cell's candidates as its pencil marks (`candidates`: the engine's
   * candidates() of this grid, one list per cell), replacing the marks it had, as one undo step.
   * Returns whether any mark changed; false (and no change) for a list of another length.
   */
  fillMarks(candidates) {
    if (this.completed || !Array.isArray(candidates) || candidates.length !== this.grid.cells) return false;
    const next = this.marks.map((mask, cell) => (this.values[cell] ? mask : maskOf(candidates[cell] ?? [])));
    if (next.every((mask, cell) => mask === this.marks[cell])) return false;
    this.record();
    this.marks = next;
    return true;
  }

  /**
   * Applies a logical step as one undo step: places its placements (clearing those digits from
   * the peers' pencil marks) and removes its eliminations from the pencil marks. A cell without
   * pencil marks first gets its candidates written in (`candidates`: the engine's candidates()
   * of the grid the step was found on), so the elimination stays visible and is not found again
   * by the next hint.
   */
  applyStep({ placements = [], eliminations = [] }, candidates) {
    if (this.completed) return false;
    const places = placements.filter(({ cell }) => this.canEdit(cell));
    const removes = eliminations.filter(({ cell }) => this.canEdit(cell) && !this.values[cell]);
    if (!places.length && !removes.length) return false;
    this.record();
    for (const { cell } of removes) if (!this.marks[cell]) this.marks[cell] = maskOf(candidates[cell]);
    for (const { cell, digit } of places) this.place(cell, digit);
    for (const { cell, digit } of removes) if (!this.values[cell]) this.marks[cell] &= ~bit(digit);
    return true;
  }

  /** Adds or removes a pencil mark in an empty cell. */
  toggleMark(cell, digit) {
    if (!this.canEdit(cell) || this.values[cell]) return false;
    this.record();
    this.marks[cell] ^= bit(digit);
    return true;
  }

  /** Clears the cell's digit (its notes come back: unplace()), or its pencil marks when it has no digit. */
  clear(cell) {
    if (!this.canEdit(cell) || (!this.values[cell] && !this.marks[cell])) return false;
    this.record();
    if (this.values[cell]) this.unplace(cell);
    else this.marks[cell] = 0;
    return true;
  }

  get canUndo() { return this.history.length > 0 && !this.completed; }
  get canRedo() { return this.future.length > 0 && !this.completed; }

  undo() {
    if (!this.canUndo) return false;
    this.future.push(this.snapshot());
    this.restore(this.history.pop());
    return true;
  }

  redo() {
    if (!this.canRedo) return false;
    this.history.push(this.snapshot());
    this.restore(this.future.pop());
    return true;
  }

  // A snapshot without tookAway (made elsewhere) forgets what placements took away.
  restore(snapshot) {
    Object.assign(this, { tookAway: new Array(this.grid.cells).fill(null) }, snapshot);
  }

  hasMark(cell, digit) { return (this.marks[cell] & bit(digit)) !== 0; }

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

  /** How many of each digit 1..N are on the grid (N + 1 counts, index 0 unused). */
  digitCounts() {
    const counts = new Array(this.grid.size + 1).fill(0);
    for (const v of this.values) counts[v] += 1;
    return counts;
  }

  get filled() { return this.values.every(Boolean); }

  /** The grid as one character per cell (81, 36 or 16), '.' for blanks: what the engine is asked about. */
  get text() { return toText(this.values); }

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
      id: this.id, startedAt: this.startedAt, wrongEntries: this.wrongEntries,
      puzzle: this.puzzle, solution: this.solution, level: this.level, source: this.source,
      solutions: this.solutions, grade: this.grade, values: this.values, marks: this.marks,
      elapsedMs: Math.round(this.elapsedMs), completedMs: this.completedMs,
    };
  }
}
