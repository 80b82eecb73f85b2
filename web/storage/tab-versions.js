// One grid played in two tabs of this browser at once. Each tab writes its whole copy of a game to
// localStorage at every move and hears the other's writes (the 'storage' event), so that without
// care the last write wins and the other tab's moves are gone. Every copy written is therefore a
// version: `ver`, a name no other write has, and `parent`, the version it was made from.
//
// - A copy made from the version this tab holds (the other tab had heard all of ours) is taken
//   as it is: it holds every move of both.
// - Two copies made from one version at the same moment (each tab wrote before hearing the
//   other) are merged against that common version, cell by cell: a cell takes the change one tab
//   made to it, each pencil mark likewise. A cell that both tabs changed in different ways keeps
//   the digit of the copy whose name sorts later, so both tabs keep the same one, and is counted
//   as a clash, so the player can be told.
//
// The versions a tab has seen are kept (the last VERSIONS_KEPT), enough to find the common one.
// When it cannot be found, nothing is dropped: the two copies are put together, each digit and
// pencil mark of either kept (an erase made in one of them may then come back).

/** How many versions (of all games) a tab remembers to merge against. */
export const VERSIONS_KEPT = 200;

/** A version name: letters and digits, as stored (`ver`, `parent`). */
export const isVersion = (value) => typeof value === 'string' && /^[0-9a-z]{1,24}$/.test(value);

/**
 * The three-way merge of one grid: `base` the common version, `ours` and `theirs` two versions
 * made from it, each { values (a digit per cell, 0 blank), marks (a pencil-mark bitmask per
 * cell), and optionally colours (a colour code per cell) and corners (a corner-mark bitmask per
 * cell) } of the same length. Returns { values, marks, clashes }: each cell and each mark bit
 * takes the side that changed it; a cell both changed to different digits keeps `ours`, or
 * `theirs` with `preferTheirs` (`clashes` counts them: both tabs must pick the same side, so the
 * caller decides by an order both agree on). A cell that holds a digit has no pencil marks.
 */
export function mergeGrids(base, ours, theirs, preferTheirs = false) {
  let clashes = 0;
  // Cell colours, when the grids have them, are merged as digits are (a clash keeps ours, untold).
  const colours = ours.colours && theirs.colours && base.colours
    ? ours.colours.map((mine, cell) => (mine === base.colours[cell] ? theirs.colours[cell] : mine)) : ours.colours;
  const values = ours.values.map((mine, cell) => {
    const was = base.values[cell];
    const other = theirs.values[cell];
    if (mine === was) return other;
    if (other !== was && other !== mine) {
      clashes += 1;
      return preferTheirs ? other : mine;
    }
    return mine;
  });
  const marks = ours.marks.map((mine, cell) => {
    if (values[cell]) return 0;
    const changed = base.marks[cell] ^ theirs.marks[cell];
    return (mine & ~changed) | (theirs.marks[cell] & changed);
  });
  // Corner marks, when the grids have them, bit by bit as pencil marks are.
  const corners = ours.corners && theirs.corners && base.corners ? ours.corners.map((mine, cell) => {
    if (values[cell]) return mine;
    const changed = base.corners[cell] ^ theirs.corners[cell];
    return (mine & ~changed) | (theirs.corners[cell] & changed);
  }) : ours.corners;
  return { values, marks, clashes, ...(colours && { colours }), ...(corners && { corners }) };
}

const sameGrid = (a, b) => a.values.every((v, cell) => v === b.values[cell])
  && a.marks.every((m, cell) => m === b.marks[cell])
  && (!a.colours || !b.colours || a.colours.every((c, cell) => c === b.colours[cell]))
  && (!a.corners || !b.corners || a.corners.every((m, cell) => m === b.corners[cell]));
const gridOf = ({ values, marks, colours, corners, wrongEntries }) => ({
  values: [...values], marks: [...marks], ...(colours && { colours: [...colours] }), ...(corners && { corners: [...corners] }),
  ...(Number.isInteger(wrongEntries) && { wrongEntries }),
});

/**
 * The versions one tab has seen. Ids name grids (a saved game's id; 'kids4' for a Kids size).
 * Returns:
 * - stamp(id, grid) -> { ver, parent }: names a copy this tab is about to write (`grid`:
 *   { values, marks }), made from the version it holds of `id`.
 * - know(id, ver, grid): a version read from storage is the one this tab holds of `id`.
 * - receive(id, theirs, ours) -> { values, marks, kind, clashes }: another tab wrote `theirs`
 *   ({ ver, parent, values, marks }); `ours` is this tab's grid of `id` now (null when not on
 *   screen). `kind`: 'same' (nothing to change here), 'taken' (theirs holds everything:
 *   show it, write nothing) or 'merged' (show it and write it: storage lacks this tab's moves);
 *   `wrongEntries` too when the grids carry that count (the mistakes of both copies).
 *   Theirs becomes the version this tab holds.
 */
export function createTabVersions(tab = Math.floor(Math.random() * 36 ** 6).toString(36)) {
  const versions = new Map(); // ver -> { values, marks }, oldest first
  const held = new Map();     // id -> ver: the version this tab holds of each grid
  let count = 0;

  function remember(ver, grid) {
    if (!isVersion(ver)) return;
    versions.delete(ver);
    versions.set(ver, gridOf(grid));
    if (versions.size > VERSIONS_KEPT) versions.delete(versions.keys().next().value);
  }

  function know(id, ver, grid) {
    if (!isVersion(ver)) return;
    remember(ver, grid);
    held.set(id, ver);
  }

  return {
    stamp(id, grid) {
      const ver = `${tab}${(count++).toString(36)}`.slice(-24);
      const parent = held.get(id) ?? null;
      remember(ver, grid);
      held.set(id, ver);
      return { ver, parent };
    },
    know,
    receive(id, theirs, ours) {
      const mine = held.get(id);
      know(id, theirs.ver, theirs);
      if (!ours) return { ...gridOf(theirs), kind: 'taken', clashes: 0 };
      if (sameGrid(ours, theirs)) return { ...gridOf(theirs), kind: 'same', clashes: 0 };
      // Made from the copy this tab holds, or this tab never wrote one: theirs is the newer copy.
      if (!mine || theirs.parent === mine) return { ...gridOf(theirs), kind: 'taken', clashes: 0 };
      // The common version; when it is unknown (a copy from a page that wrote no versions, or
      // one older than those kept), the blank grid: every digit and mark of either side stays.
      const blank = ours.values.map(() => 0);
      const base = versions.get(theirs.parent) ?? { values: blank, marks: blank, colours: blank, corners: blank };
      // A clash goes to the copy with the later name, the same choice in both tabs.
      const merged = mergeGrids(base, ours, theirs, isVersion(theirs.ver) && theirs.ver > mine);
      // Mistakes made in both copies since the common one all count.
      if (Number.isInteger(base.wrongEntries) && Number.isInteger(ours.wrongEntries) && Number.isInteger(theirs.wrongEntries)) {
        merged.wrongEntries = ours.wrongEntries + theirs.wrongEntries - base.wrongEntries;
      }
      return { ...merged, kind: sameGrid(merged, theirs) ? 'taken' : 'merged' };
    },
  };
}
