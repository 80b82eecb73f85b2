// Builds the nested-table board of the original page: an outer 3x3 table whose cells each hold
// a 3x3 table (class "subtable") for one box. Every cell <td> carries data-cell="0..80" so views
// and tests address cells in the engine's row-major order, whatever the box nesting.
import { cellInBox } from '../grid.js';

/**
 * Returns { table, cells } where cells[i] is the <td> of cell i. `kind` becomes data-board.
 * `onCell` (optional) decorates each cell td after creation, e.g. to add ARIA attributes.
 * `table` (optional) is an existing <table> to fill instead of a new one.
 * `grid` true makes the nested tables one ARIA grid of 9 rows of 9 gridcells: the layout
 * tables become role="none", and the first box's row of each band is the ARIA row, owning the
 * six cells of the same row that sit in the other two boxes (aria-owns), in column order.
 */
export function buildBoard(kind, { onCell, table = document.createElement('table'), grid = false } = {}) {
  table.classList.add('board');
  table.dataset.board = kind;
  const none = (el) => { if (grid) el.setAttribute('role', 'none'); return el; };
  const rowsOf = [];
  const cells = new Array(81);
  const outerBody = none(document.createElement('tbody'));
  for (let bandRow = 0; bandRow < 3; ++bandRow) {
    const outerRow = none(document.createElement('tr'));
    for (let stack = 0; stack < 3; ++stack) {
      const box = bandRow * 3 + stack;
      const holder = none(document.createElement('td'));
      holder.className = 'box';
      const sub = none(document.createElement('table'));
      sub.className = 'subtable';
      sub.dataset.box = String(box);
      const subBody = none(document.createElement('tbody'));
      for (let r = 0; r < 3; ++r) {
        const tr = document.createElement('tr');
        if (stack === 0) rowsOf[bandRow * 3 + r] = tr; else none(tr);
        for (let c = 0; c < 3; ++c) {
          const cell = cellInBox(box, r * 3 + c);
          const td = document.createElement('td');
          td.dataset.cell = String(cell);
          if (grid) {
            td.id = `${kind}-cell-${cell}`;
            td.setAttribute('role', 'gridcell');
          }
          if (onCell) onCell(td, cell);
          cells[cell] = td;
          tr.append(td);
        }
        subBody.append(tr);
      }
      sub.append(subBody);
      holder.append(sub);
      outerRow.append(holder);
    }
    outerBody.append(outerRow);
  }
  table.append(outerBody);
  if (grid) {
    rowsOf.forEach((tr, row) => {
      tr.setAttribute('role', 'row');
      const others = [];
      for (let col = 3; col < 9; ++col) others.push(cells[row * 9 + col].id);
      tr.setAttribute('aria-owns', others.join(' '));
    });
  }
  return { table, cells };
}

/** Writes one cell: a big digit, small candidate text, or nothing; `extra` classes (e.g. 'red'). */
// What each cell shows, so redrawing a board (the step slider) writes only the cells that change.
const shown = new WeakMap();

export function setCell(td, { digit = 0, candidates = null, classes = [] } = {}) {
  const key = `${digit}|${candidates ? candidates.join(',') : ''}|${classes.join(' ')}`;
  if (shown.get(td) === key) return;
  shown.set(td, key);
  td.className = classes.join(' ');
  if (digit) {
    td.textContent = String(digit);
  } else if (candidates && candidates.length) {
    const span = document.createElement('span');
    span.className = 'candidates';
    span.textContent = candidates.join(',');
    td.replaceChildren(span);
  } else {
    td.textContent = '';
  }
}
