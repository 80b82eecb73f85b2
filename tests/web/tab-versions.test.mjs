// Two tabs on one game never lose a move (issue 30, item 9): the versions and the three-way merge
// of web/storage/tab-versions.js, run here in node on two simulated tabs that share one storage
// slot and hear each other's writes late, in every order. The page's own two-tab behaviour is
// checked in Chromium by tabs.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { DIST } from './helpers.mjs';

const { createTabVersions, mergeGrids } = await import(new URL('storage/tab-versions.js', pathToFileURL(DIST)).href);
const { Game } = await import(new URL('game/game.js', pathToFileURL(DIST)).href);

const grid = (values, marks = values.map(() => 0)) => ({ values: [...values], marks: [...marks] });
const blank = (cells = 16) => grid(new Array(cells).fill(0));

test('mergeGrids takes each side\'s changes cell by cell and mark by mark; a clash keeps ours and is counted', () => {
  const base = grid([0, 0, 0, 0, 5, 0], [0, 0b11, 0b100, 0, 0, 0]);
  const ours = grid([1, 0, 0, 0, 5, 0], [0, 0b01, 0b100, 0, 0, 0]);   // r: digit in cell 0, mark 1 off in cell 1
  const theirs = grid([0, 2, 0, 0, 0, 3], [0, 0, 0b110, 0, 0, 0]);    // digit in 1, mark on in 2, erase 4, clash 5? no
  const merged = mergeGrids(base, ours, theirs);
  assert.deepEqual(merged.values, [1, 2, 0, 0, 0, 3]);
  // Cell 1 holds a digit now: no marks. Cell 2: theirs added bit 2 (0b010) to the kept 0b100.
  assert.deepEqual(merged.marks, [0, 0, 0b110, 0, 0, 0]);
  assert.equal(merged.clashes, 0);

  const clash = mergeGrids(grid([0, 0]), grid([4, 0]), grid([7, 0]));
  assert.deepEqual(clash.values, [4, 0]);
  assert.equal(clash.clashes, 1);
  // The same change on both sides is no clash.
  assert.equal(mergeGrids(grid([0, 0]), grid([4, 0]), grid([4, 0])).clashes, 0);
});

/**
 * Two tabs and one storage slot, as localStorage gives them: a write replaces the slot and is
 * heard by the other tab later (its 'storage' event), in the order written. Each tab keeps its
 * grid as tab-versions.js says the page does (games.js/other-tabs.js, kids.js).
 */
function twoTabs(cells = 16) {
  const slot = { value: null };
  const tabs = ['a', 'b'].map((name) => ({ name, versions: createTabVersions(name), grid: blank(cells), inbox: [] }));
  const [a, b] = tabs;
  const other = (tab) => (tab === a ? b : a);
  const write = (tab) => {
    const stored = { ...grid(tab.grid.values, tab.grid.marks), ...tab.versions.stamp('g', tab.grid) };
    slot.value = stored;
    other(tab).inbox.push(stored);
  };
  return {
    a, b, slot,
    move(tab, change) {
      change(tab.grid);
      write(tab);
    },
    /** The tab hears the oldest write it has not heard yet; returns the kind of answer. */
    hear(tab) {
      const theirs = tab.inbox.shift();
      const merge = tab.versions.receive('g', theirs, tab.grid);
      if (merge.kind !== 'same') tab.grid = grid(merge.values, merge.marks);
      if (merge.kind === 'merged') write(tab);
      return merge.kind;
    },
    /** Both tabs hear everything written, until nobody writes. */
    settle() {
      while (a.inbox.length || b.inbox.length) {
        if (a.inbox.length) this.hear(a);
        if (b.inbox.length) this.hear(b);
      }
    },
  };
}

const place = (cell, digit) => (g) => { g.values[cell] = digit; g.marks[cell] = 0; };
const erase = (cell) => (g) => { g.values[cell] = 0; };

test('the issue\'s three moves in two tabs, heard in time: every move is in both tabs and in storage', () => {
  const t = twoTabs(81);
  t.move(t.a, place(2, 3));     // tab A r1c3
  assert.equal(t.hear(t.b), 'taken');
  t.move(t.b, place(3, 5));     // tab B r1c4
  assert.equal(t.hear(t.a), 'taken');
  t.move(t.a, place(5, 9));     // tab A r1c6
  assert.equal(t.hear(t.b), 'taken');
  for (const g of [t.a.grid, t.b.grid, t.slot.value]) assert.deepEqual([g.values[2], g.values[3], g.values[5]], [3, 5, 9]);
});

test('moves made at the same moment in both tabs are merged, and both tabs end with every move', () => {
  const t = twoTabs();
  t.move(t.a, place(0, 1));
  t.hear(t.b);
  // Each writes before hearing the other.
  t.move(t.a, place(1, 2));
  t.move(t.b, place(2, 3));
  assert.equal(t.hear(t.a), 'merged'); // A hears B's copy, made without A's move
  assert.equal(t.hear(t.b), 'merged');
  t.settle();
  for (const g of [t.a.grid, t.b.grid, t.slot.value]) assert.deepEqual(g.values.slice(0, 3), [1, 2, 3]);
});

test('an erase made in the other tab is taken, not undone by the stale copy this tab wrote earlier', () => {
  // What a merge against the last copy heard (instead of the common version) gets wrong.
  const t = twoTabs();
  t.move(t.a, place(4, 7));
  t.hear(t.b);
  t.move(t.b, erase(4));
  assert.equal(t.hear(t.a), 'taken');
  assert.equal(t.a.grid.values[4], 0);
});

test('random moves in two tabs, heard late in every order: the tabs agree and no placement is lost', () => {
  // A small seeded generator (the test's own): the same runs every time.
  let seed = 12345;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
  for (let run = 0; run < 200; ++run) {
    const t = twoTabs(81);
    const placed = new Map();
    let cell = 0;
    for (let step = 0; step < 30; ++step) {
      const tab = random(2) ? t.a : t.b;
      const choice = random(3);
      if (choice === 0 && cell < 81) {
        // Each placement goes into a cell of its own: after everything is heard, each must be there.
        const digit = 1 + random(9);
        placed.set(cell, digit);
        t.move(tab, place(cell++, digit));
      } else if (choice === 1 && tab.inbox.length) t.hear(tab);
      else if (tab.inbox.length) t.hear(tab);
    }
    t.settle();
    assert.deepEqual(t.a.grid, t.b.grid, `run ${run}: the tabs agree`);
    assert.deepEqual(grid(t.slot.value.values, t.slot.value.marks), t.a.grid, `run ${run}: storage holds it`);
    for (const [c, digit] of placed) assert.equal(t.a.grid.values[c], digit, `run ${run}: cell ${c} kept`);
  }
});

test('digits put in the same cell by both tabs at once: both tabs keep the same one, whatever the order heard', () => {
  let seed = 777;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
  for (let run = 0; run < 300; ++run) {
    const t = twoTabs(16);
    for (let step = 0; step < 24; ++step) {
      const tab = random(2) ? t.a : t.b;
      // Few cells, so the tabs often change the same one before hearing each other.
      if (random(2)) t.move(tab, random(4) ? place(random(4), 1 + random(4)) : erase(random(4)));
      else if (tab.inbox.length) t.hear(tab);
    }
    t.settle();
    assert.deepEqual(t.a.grid, t.b.grid, `run ${run}: the tabs agree`);
    // A run in which neither tab moved wrote nothing.
    if (t.slot.value) assert.deepEqual(grid(t.slot.value.values, t.slot.value.marks), t.a.grid, `run ${run}: storage holds it`);
  }
});

test('mistakes made in both tabs at once all count', () => {
  const versions = createTabVersions('a');
  const base = { ...blank(), wrongEntries: 1 };
  versions.know('g', 'b0', base);
  const ours = { ...blank(), wrongEntries: 2 };
  ours.values[0] = 5;
  versions.stamp('g', ours);
  const theirs = { ...blank(), wrongEntries: 2, ver: 'b1', parent: 'b0' };
  theirs.values[1] = 6;
  const merge = versions.receive('g', theirs, ours);
  assert.equal(merge.kind, 'merged');
  assert.equal(merge.wrongEntries, 3);
});

test('Game.takeGrid: the other copy\'s undo steps when given, else one undo step back to this grid; givens stay', () => {
  const puzzle = '1...' + '....' + '....' + '...4';
  const game = new Game({ puzzle });
  game.setDigit(1, 2);
  const other = new Game({ puzzle });
  other.setDigit(1, 2);
  other.setDigit(2, 3);
  // Taken whole, with its steps: undo goes where the other tab's undo would.
  assert.equal(game.takeGrid({ values: other.values, marks: other.marks, history: other.history, future: other.future }), true);
  assert.deepEqual(game.values, [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
  assert.equal(game.history.length, 2);
  game.undo();
  assert.deepEqual(game.values.slice(0, 4), [1, 2, 0, 0]);
  // Merged (no steps given): the grid as it was is one undo step; a given is never overwritten.
  const merged = [...game.values];
  merged[0] = 9;
  merged[5] = 1;
  assert.equal(game.takeGrid({ values: merged, marks: game.marks }), true);
  assert.deepEqual([game.values[0], game.values[5]], [1, 1]);
  game.undo();
  assert.equal(game.values[5], 0);
  assert.equal(game.takeGrid({ values: game.values, marks: game.marks }), false);
  assert.equal(game.takeGrid({ values: [1], marks: [0] }), false);
});
