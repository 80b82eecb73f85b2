// The children's board: an n x n grid (4, 6 or 9) with big cells, as one ARIA grid with one tab
// stop (the selected cell). Each cell shows its digit, or the digit's picture (kids-pictures.js)
// with the digit kept for screen readers; the hint's house and cell are tinted.
import { boxShape } from '../grid.js';
import { t } from '../words/i18n.js';
import { pictureOf, hasPicture } from './kids-pictures.js';

/**
 * Builds an empty board into `table`; `onSelect(cell)` on a click. Returns { cells, build(n),
 * draw(picture) } where picture is { n, values (array of 0..n), givens (Set), selected,
 * conflicts (Set), hintCells (Set), hintCell (-1 or a cell), pictures (bool), done (bool) }.
 */
export function createKidsBoard(table, onSelect) {
  let cells = [];

  table.addEventListener('click', (event) => {
    const td = event.target.closest('td[data-cell]');
    if (td) onSelect(Number(td.dataset.cell));
  });

  function build(n) {
    const [boxRows, boxCols] = boxShape(n);
    const body = document.createElement('tbody');
    cells = [];
    for (let row = 0; row < n; ++row) {
      const tr = document.createElement('tr');
      tr.setAttribute('role', 'row');
      for (let col = 0; col < n; ++col) {
        const td = document.createElement('td');
        td.setAttribute('role', 'gridcell');
        td.dataset.cell = String(row * n + col);
        td.tabIndex = -1;
        if (col % boxCols === 0 && col) td.classList.add('box-left');
        if (row % boxRows === 0 && row) td.classList.add('box-top');
        tr.append(td);
        cells.push(td);
      }
      body.append(tr);
    }
    table.dataset.size = String(n);
    table.replaceChildren(body);
  }

  function draw(picture) {
    const { n, values, givens, selected, conflicts, hintCells, hintCell, pictures, done } = picture;
    if (cells.length !== n * n) build(n);
    cells.forEach((td, cell) => {
      const digit = values[cell];
      td.classList.toggle('given', givens.has(cell));
      td.classList.toggle('selected', cell === selected && !done);
      td.classList.toggle('conflict', conflicts.has(cell));
      td.classList.toggle('hint-house', hintCells.has(cell));
      td.classList.toggle('hint-cell', cell === hintCell);
      td.tabIndex = cell === selected ? 0 : -1;
      td.setAttribute('aria-selected', String(cell === selected));
      td.setAttribute('aria-readonly', String(givens.has(cell)));
      const shown = td.dataset.shown ?? '';
      const wanted = digit ? `${pictures && hasPicture(digit) ? 'p' : 'd'}${digit}` : '';
      if (shown !== wanted) {
        td.dataset.shown = wanted;
        if (!digit) td.replaceChildren();
        else if (wanted.startsWith('p')) {
          const hidden = document.createElement('span');
          hidden.className = 'visually-hidden';
          hidden.textContent = String(digit);
          td.replaceChildren(pictureOf(digit), hidden);
        } else td.textContent = String(digit);
      }
      const row = Math.floor(cell / n) + 1;
      const col = (cell % n) + 1;
      const parts = [t('cellPosition', { row, col }), digit ? String(digit) : t('cellEmpty')];
      if (conflicts.has(cell)) parts.push(t('cellConflict'));
      td.setAttribute('aria-label', parts.join(t('listSeparator')));
    });
  }

  return { get cells() { return cells; }, build, draw };
}
