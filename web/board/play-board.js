// The Play board's 81 cells: what each shows (digit, pencil marks, the hint's candidates and
// digit), its classes (selection, peers, same digit, conflicts, Check's marks, the hint's
// pattern) and its accessible name. Drawing is a function of the picture it is given; only what
// differs from the last drawing is written.
import { buildBoard } from './board.js';
import { rowOf, colOf, boxOf } from '../grid.js';
import { t } from '../words/i18n.js';
import { coloursOf } from '../game/game.js';
import { cellColours } from '../play/colours.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const maskOf = (digits) => digits.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const setKey = (set) => (set ? [...set].join('') : '');

/**
 * Builds the board into `table` (the nested tables of board.js, as one ARIA grid).
 * `onSelect(cell, { add, drag })` is called when a cell is clicked (`add`: 'toggle' with Shift,
 * Ctrl or Cmd held) or a drag (mouse, pen or finger) goes from one cell across others: first the
 * cell it started on ({ drag: true }), then each cell it reaches ({ add: 'add', drag: true }).
 * Returns { cells, draw(picture) }.
 */
export function createPlayBoard(table, onSelect) {
  const { cells } = buildBoard('play', { table, grid: true, onCell: (td) => { td.tabIndex = -1; } });
  // What each cell shows now, so draw() writes only the differences: a full redraw of 81 cells
  // on every key press costs the main thread more than the few cells a move touches.
  const drawn = cells.map(() => ({ className: null, content: null, label: null, selected: null, readOnly: null, colours: null }));

  const cellAt = (target) => target.closest?.('td[data-cell]');
  let pressed = null;   // the cell a pointer went down on, while it is down
  let dragged = false;  // that pointer has gone on to other cells
  table.addEventListener('pointerdown', (event) => {
    const td = cellAt(event.target);
    if (!td || event.button !== 0) return;
    pressed = Number(td.dataset.cell);
    dragged = false;
    // A finger's pointer is captured by the cell it touched: let it go, so the cells it reaches hear it.
    if (td.hasPointerCapture(event.pointerId)) td.releasePointerCapture(event.pointerId);
  });
  table.addEventListener('pointerover', (event) => {
    const td = cellAt(event.target);
    if (pressed === null || !td || !(event.buttons & 1)) return;
    const cell = Number(td.dataset.cell);
    if (!dragged) {
      if (cell === pressed) return;
      dragged = true;
      onSelect(pressed, { drag: true });
    }
    onSelect(cell, { add: 'add', drag: true });
  });
  const release = () => { pressed = null; };
  window.addEventListener('pointerup', release);
  window.addEventListener('pointercancel', release);
  table.addEventListener('click', (event) => {
    // A drag has selected its cells already.
    if (dragged) { dragged = false; return; }
    const td = cellAt(event.target);
    if (td) onSelect(Number(td.dataset.cell), { add: event.shiftKey || event.ctrlKey || event.metaKey ? 'toggle' : null });
  });

  function label(picture, cell) {
    const { game, conflicts, checked, hint } = picture;
    const parts = [t('cellPosition', { row: rowOf(cell) + 1, col: colOf(cell) + 1 })];
    const v = game.values[cell];
    if (v) parts.push(game.isGiven(cell) ? t('cellGiven', { digit: v }) : String(v));
    else if (game.marks[cell]) parts.push(t('cellMarks', { digits: DIGITS.filter((d) => game.hasMark(cell, d)).join(' ') }));
    else if (!game.corners?.[cell]) parts.push(t('cellEmpty'));
    if (!v && game.corners?.[cell]) parts.push(t('cellCorners', { digits: game.cornerDigits(cell).join(' ') }));
    const colours = coloursOf(game.colours?.[cell] ?? 0);
    if (colours.length) parts.push(t('cellColours', { list: colours.join(' ') }));
    if (conflicts.has(cell)) parts.push(t('cellConflict'));
    if (checked?.has(cell)) parts.push(t('cellMistake'));
    if (hint?.wrong === cell) parts.push(t('cellHintWrong'));
    else if (hint) {
      const place = hint.place.get(cell);
      const elim = hint.elim.get(cell);
      if (place) parts.push(t('cellHintPlace', { digit: place }));
      if (elim) parts.push(t('cellHintElim', { digits: [...elim].join(' ') }));
      else if (!place && hint.pattern.has(cell)) parts.push(t('cellHintPattern'));
    }
    return parts.join(t('listSeparator'));
  }

  // During a hint the cells it involves show their candidates: the player's pencil marks, or
  // the engine's candidates of the grid when the cell has none, so the pattern can be seen.
  function drawContent(td, picture, cell, inHint) {
    const { game, hint } = picture;
    const v = game.values[cell];
    const selValue = picture.digit || game.values[picture.selected];
    if (v) {
      td.textContent = String(v);
    } else if (hint?.place.has(cell)) {
      // The digit the step places, shown in the hint colour until the hint is applied.
      const digit = document.createElement('span');
      digit.className = 'hint-digit';
      digit.textContent = String(hint.place.get(cell));
      td.replaceChildren(digit);
    } else if (game.marks[cell] || inHint || game.corners?.[cell]) {
      const parts = [];
      // Corner marks around the edge, in the order SudokuPad places them: the corners first.
      if (game.corners?.[cell]) {
        const corners = document.createElement('div');
        corners.className = 'corners';
        game.cornerDigits(cell).forEach((d, i) => {
          const span = document.createElement('span');
          span.className = `corner-${i}${!hint && d === selValue ? ' match' : ''}`;
          span.textContent = String(d);
          corners.append(span);
        });
        parts.push(corners);
      }
      if (!game.marks[cell] && !inHint) {
        td.replaceChildren(...parts);
        return;
      }
      const mask = game.marks[cell] || maskOf(hint.candidates[cell]);
      const grid = document.createElement('div');
      grid.className = game.marks[cell] ? 'marks' : 'marks computed';
      // With corner marks around it, the centre marks keep to the middle.
      if (parts.length) grid.classList.add('with-corners');
      const removed = hint?.elim.get(cell);
      for (const d of DIGITS) {
        const span = document.createElement('span');
        if (mask & (1 << (d - 1))) {
          span.textContent = String(d);
          if (removed?.has(d)) span.className = 'elim';
          else if (hint?.key.get(cell)?.has(d)) span.className = 'key';
          else if (!hint && d === selValue) span.className = 'match';
        }
        grid.append(span);
      }
      td.replaceChildren(grid, ...parts);
    } else {
      td.textContent = '';
    }
  }

  function drawCell(picture, cell) {
    const { game, selected, conflicts, checked, hint } = picture;
    const extra = picture.extra ?? new Set();
    const td = cells[cell];
    const v = game.values[cell];
    // The digit whose copies are highlighted: the one chosen (digit first), else the selected cell's.
    const selValue = picture.digit || game.values[selected];
    const peer = cell !== selected && (rowOf(cell) === rowOf(selected) || colOf(cell) === colOf(selected)
      || boxOf(cell) === boxOf(selected));
    const inHint = Boolean(hint && (hint.pattern.has(cell) || hint.elim.has(cell) || hint.place.has(cell)));
    const className = [
      game.isGiven(cell) ? 'given' : v ? 'entered' : '',
      cell === selected || extra.has(cell) ? 'selected' : '',
      peer && !hint && !extra.size ? 'peer' : '',
      v && selValue && v === selValue && cell !== selected && !hint ? 'same' : '',
      conflicts.has(cell) ? 'conflict' : '',
      checked?.has(cell) ? 'mistake' : '',
      hint?.house.has(cell) ? 'hint-house' : '',
      hint?.pattern.has(cell) ? 'hint-pattern' : '',
      hint?.elim.has(cell) ? 'hint-elim' : '',
      hint?.place.has(cell) ? 'hint-place' : '',
      hint?.wrong === cell ? 'hint-wrong' : '',
    ].filter(Boolean).join(' ');
    const last = drawn[cell];
    if (last.className !== className) { td.className = className; last.className = className; }
    const content = v ? `v${v}`
      : hint?.place.has(cell) ? `p${hint.place.get(cell)}`
        : game.marks[cell] || inHint || game.corners?.[cell]
          ? `m${game.marks[cell]}:${inHint ? hint.candidates[cell].join('') : ''}:${hint ? '' : selValue}`
            + `:${setKey(hint?.elim.get(cell))}:${setKey(hint?.key.get(cell))}:c${game.corners?.[cell] ?? 0}`
          : '';
    if (last.content !== content) {
      last.content = content;
      drawContent(td, picture, cell, inHint);
    }
    const name = label(picture, cell);
    if (last.label !== name) { td.setAttribute('aria-label', name); last.label = name; }
    // One Tab stop (the focused cell); every selected cell says it is selected.
    const isSelected = cell === selected ? 'focus' : extra.has(cell) ? 'also' : '';
    if (last.selected !== isSelected) {
      td.tabIndex = isSelected === 'focus' ? 0 : -1;
      td.setAttribute('aria-selected', String(Boolean(isSelected)));
      last.selected = isSelected;
    }
    // Its colours (colours.js): the background under the digit; the selection rings a coloured cell.
    const code = game.colours?.[cell] ?? 0;
    if (last.colours !== code) {
      td.style.backgroundImage = cellColours(coloursOf(code));
      if (code) td.dataset.colours = String(code); else delete td.dataset.colours;
      last.colours = code;
    }
    const readOnly = game.isGiven(cell);
    if (last.readOnly !== readOnly) { td.setAttribute('aria-readonly', String(readOnly)); last.readOnly = readOnly; }
  }

  return {
    cells,
    /**
     * Draws `picture`: { game, selected, conflicts (Set of cells to mark), checked (Set or
     * null), hint (hint.js marks() or null), paused, won, extra (the other selected cells, a Set),
     * digit (digit first: the digit chosen,
     * whose copies and pencil marks are highlighted; else null) }.
     */
    draw(picture) {
      for (let cell = 0; cell < 81; ++cell) drawCell(picture, cell);
      table.classList.toggle('hinting', Boolean(picture.hint));
      table.classList.toggle('paused', picture.paused);
      table.classList.toggle('won', picture.won);
      table.dataset.palette = picture.palette ?? 'standard';
    },
  };
}
