// A grid being played, of any size the engine plays (4x4, 6x6, 9x9), free of DOM and of the
// rules: givens, entered digits, pencil marks and undo/redo. The size is the puzzle's (16, 36 or
// 81 cells), its houses and peers grid.js's geometry of that size. Which digits clash and which
// are still possible is the engine's answer (validate(), candidates()), passed in where a method
// needs it. A pencil mark set is an N-bit mask per cell (N digits), bit d-1 for digit d.
// The board element (sudoku-board.js) plays one; the page's Game adds what a saved game needs.
import { gridOfCells, toValues, toText } from './grid.js';

const HISTORY_LIMIT = 500;
const bit = (digit) => 1 << (digit - 1);
const maskOf = (digits) => digits.reduce((mask, d) => mask | bit(d), 0);
// A step made before cells had colours or corner marks has none.
const copyStep = ({ values, marks, colours, corners }) => ({
  values: [...values], marks: [...marks], colours: colours ? [...colours] : new Array(values.length).fill(0),
  corners: corners ? [...corners] : new Array(values.length).fill(0),
});

/**
 * A cell's colours: up to two colour numbers 1..9, written as one number `first * 10 + second`
 * (0: none; 30: colour 3 alone; 37: 3 and 7). Returns the list, e.g. [3, 7].
 */
export const coloursOf = (code) => [Math.floor(code / 10), code % 10].filter(Boolean);
/** Whether `code` is a cell's colours as coloursOf() reads them (a second colour needs a first). */
export const isColourCode = (code) => Number.isInteger(code) && code >= 0 && code <= 99
  && (code % 10 === 0 || (Math.floor(code / 10) > 0 && Math.floor(code / 10) !== code % 10));
const codeOf = (list) => (list[0] ?? 0) * 10 + (list[1] ?? 0);

export class PlayGrid {
  /**
   * puzzle: one char per cell ('.' or '0' blank): 81 for 9x9, 36 for 6x6, 16 for 4x4; any other
   * length throws RangeError. Progress may be passed back in: values (one number per cell),
   * marks (centre marks: one mask per cell, "this cell is one of these"), corners (corner marks,
   * one mask per cell: "this digit is in one of these cells of the box", SudokuPad's
   * convention), colours (one coloursOf() code per cell), history and future (lists of
   * { values, marks, corners, colours }, oldest first). Givens always win over the progress
   * passed in; a given may be coloured.
   */
  constructor({ puzzle, values = null, marks = null, corners = null, colours = null, history = [], future = [] }) {
    const givenValues = toValues(puzzle);
    // The grid's geometry: { size, cells, boxRows, boxColumns, houses, peers, ... } (grid.js).
    this.grid = gridOfCells(givenValues.length);
    if (!this.grid) throw new RangeError(`a puzzle of ${givenValues.length} cells`);
    this.puzzle = toText(givenValues);
    this.givens = givenValues.map(Boolean);
    this.values = values ? [...values] : [...givenValues];
    this.marks = marks ? [...marks] : new Array(this.grid.cells).fill(0);
    this.colours = colours ? colours.map((code) => (isColourCode(code) ? code : 0)) : new Array(this.grid.cells).fill(0);
    this.corners = corners ? [...corners] : new Array(this.grid.cells).fill(0);
    givenValues.forEach((v, cell) => { if (v) { this.values[cell] = v; this.marks[cell] = 0; this.corners[cell] = 0; } });
    // What each placed digit took away, so that erasing it gives it back: { mask (the cell's
    // own pencil marks), peers (the cells that lost that digit's mark) }, null where no digit
    // was placed in this session.
    this.tookAway = new Array(this.grid.cells).fill(null);
    this.history = history.map(copyStep);
    this.future = future.map(copyStep);
  }

  /** Whether play is over (a subclass's finished game); no move is taken then. */
  get completed() { return false; }

  /** Digits per house: 4, 6 or 9. */
  get size() { return this.grid.size; }

  /** The puzzle leaves cells to fill (a grid of givens only has nothing to play). */
  get open() { return this.givens.includes(false); }

  isGiven(cell) { return this.givens[cell]; }

  canEdit(cell) { return !this.givens[cell] && !this.completed; }

  snapshot() {
    return {
      values: [...this.values], marks: [...this.marks], corners: [...this.corners], colours: [...this.colours],
      tookAway: [...this.tookAway],
    };
  }

  // Every change is one undo step holding the whole grid before it: 162 small numbers on 9x9 (and what
  // the placed digits took away), and no way for an undo to drift from what was on screen.
  record() {
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
   * from the pencil marks of the cell's peers. One undo step either way. Returns whether the
   * grid changed.
   */
  setDigit(cell, digit, { peers = true } = {}) {
    if (!this.canEdit(cell) || this.values[cell] === digit) return false;
    this.record();
    this.place(cell, digit, peers);
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

  /**
   * Several cells at once, each as ONE undo step: places `digit` in every editable cell of
   * `cells` that does not hold it (auto notes as setDigit()); returns the cells that changed.
   */
  setDigits(cells, digit, { peers = true } = {}) {
    const changed = cells.filter((cell) => this.canEdit(cell) && this.values[cell] !== digit);
    if (!changed.length) return [];
    this.record();
    for (const cell of changed) this.place(cell, digit, peers);
    return changed;
  }

  /**
   * The pencil mark `digit` in every empty editable cell of `cells`, as one undo step: added to
   * all of them, or, when all of them have it, removed from all. Returns whether any changed.
   */
  toggleMarks(cells, digit) { return this.toggleBits('marks', cells, digit); }

  // One bit of a layer of masks ('marks', 'corners') in every empty editable cell of `cells`, as
  // one undo step: set in all, or cleared in all when all have it.
  toggleBits(layer, cells, digit) {
    const open = cells.filter((cell) => this.canEdit(cell) && !this.values[cell]);
    if (!open.length) return false;
    const masks = this[layer];
    const add = open.some((cell) => !(masks[cell] & bit(digit)));
    this.record();
    for (const cell of open) masks[cell] = add ? masks[cell] | bit(digit) : masks[cell] & ~bit(digit);
    return true;
  }

  /**
   * The corner mark `digit` in every empty editable cell of `cells`, as one undo step: added to
   * all, or taken from all when all have it. Returns whether any changed.
   */
  toggleCorners(cells, digit) { return this.toggleBits('corners', cells, digit); }

  /** clear() of every cell of `cells`, as one undo step. Returns whether any changed. */
  clearCells(cells) {
    const changed = cells.filter((cell) => this.canEdit(cell) && (this.values[cell] || this.marks[cell] || this.corners[cell]));
    if (!changed.length) return false;
    this.record();
    for (const cell of changed) {
      if (this.values[cell]) this.unplace(cell);
      else {
        this.marks[cell] = 0;
        this.corners[cell] = 0;
      }
    }
    return true;
  }

  /**
   * Colour `colour` (1..9) in every cell of `cells` (givens too), as one undo step: added to
   * each cell that lacks it, or, when all of them have it, taken from all. A cell holds two
   * colours at most: a third takes the place of the older one. Returns whether any changed.
   */
  toggleColours(cells, colour) {
    if (this.completed || !cells.length || !(colour >= 1 && colour <= 9)) return false;
    const remove = cells.every((cell) => coloursOf(this.colours[cell]).includes(colour));
    this.record();
    for (const cell of cells) {
      const now = coloursOf(this.colours[cell]).filter((c) => c !== colour);
      this.colours[cell] = codeOf(remove ? now : [...now, colour].slice(-2));
    }
    return true;
  }

  /** Takes every colour from the cells of `cells`, as one undo step. Returns whether any changed. */
  clearColours(cells) {
    const coloured = cells.filter((cell) => this.colours[cell]);
    if (this.completed || !coloured.length) return false;
    this.record();
    for (const cell of coloured) this.colours[cell] = 0;
    return true;
  }

  /** Adds or removes a corner mark in an empty cell. */
  toggleCorner(cell, digit) {
    if (!this.canEdit(cell) || this.values[cell]) return false;
    this.record();
    this.corners[cell] ^= bit(digit);
    return true;
  }

  /** The digits 1..N of `cell`'s corner marks, in order. */
  cornerDigits(cell) {
    const digits = [];
    for (let d = 1; d <= this.grid.size; ++d) if (this.corners[cell] & bit(d)) digits.push(d);
    return digits;
  }

  /** Adds or removes a pencil mark in an empty cell. */
  toggleMark(cell, digit) {
    if (!this.canEdit(cell) || this.values[cell]) return false;
    this.record();
    this.marks[cell] ^= bit(digit);
    return true;
  }

  /**
   * Clears the cell's digit (its notes come back: unplace()), or its centre and corner marks
   * when it has no digit.
   */
  clear(cell) {
    if (!this.canEdit(cell) || (!this.values[cell] && !this.marks[cell] && !this.corners[cell])) return false;
    this.record();
    if (this.values[cell]) this.unplace(cell);
    else {
      this.marks[cell] = 0;
      this.corners[cell] = 0;
    }
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

  /**
   * Takes another copy of this grid (the same game played elsewhere, e.g. another tab): `values`,
   * `marks` and (when given) `colours` as the constructor takes them; givens stay. With `history` and `future` (lists
   * of { values, marks }), those become the undo and redo steps; without them, the grid as it
   * was becomes one undo step, so the change can be taken back. Returns whether the grid changed.
   */
  takeGrid({ values, marks, corners = null, colours = null, history = null, future = null }) {
    if (values.length !== this.grid.cells || marks.length !== this.grid.cells) return false;
    const next = values.map((v, cell) => (this.givens[cell] ? this.values[cell] : v));
    const nextMarks = marks.map((m, cell) => (next[cell] ? 0 : m));
    const nextColours = colours?.length === this.grid.cells ? colours.map((c) => (isColourCode(c) ? c : 0)) : this.colours;
    const nextCorners = corners?.length === this.grid.cells ? corners.map((m, cell) => (this.givens[cell] ? 0 : m)) : this.corners;
    const same = next.every((v, cell) => v === this.values[cell]) && nextMarks.every((m, cell) => m === this.marks[cell])
      && nextColours.every((c, cell) => c === this.colours[cell]) && nextCorners.every((m, cell) => m === this.corners[cell]);
    if (history && future) {
      this.history = history.map(copyStep);
      this.future = future.map(copyStep);
    } else if (!same) this.record();
    this.restore({ values: next, marks: nextMarks, colours: [...nextColours], corners: [...nextCorners] });
    return !same;
  }

  hasMark(cell, digit) { return (this.marks[cell] & bit(digit)) !== 0; }

  /** The digits 1..N whose pencil mark `cell` holds, in order. */
  markDigits(cell) {
    const digits = [];
    for (let d = 1; d <= this.grid.size; ++d) if (this.hasMark(cell, d)) digits.push(d);
    return digits;
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
}
