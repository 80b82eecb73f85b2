// The printed booklet's pages: puzzle sheets, `perPage` grids each, then solution sheets, six
// grids each, laid out in millimetres for the print stylesheet (style.css, "booklet"). Every
// grid is stamped with its number, level and seed, so one puzzle, or the whole booklet, can be
// made again.
import { boxShape } from '../grid.js';
import { t } from '../words/i18n.js';

/** Grids per solution sheet, whatever the puzzles' own layout. */
export const SOLUTIONS_PER_PAGE = 6;

function gridTable(grid) {
  const n = Math.round(Math.sqrt(grid.length));
  const [boxRows, boxCols] = boxShape(n);
  const table = document.createElement('table');
  table.className = 'sheet-grid';
  table.dataset.size = String(n);
  table.dataset.grid = grid;
  const body = document.createElement('tbody');
  for (let row = 0; row < n; ++row) {
    const tr = document.createElement('tr');
    for (let col = 0; col < n; ++col) {
      const td = document.createElement('td');
      const digit = grid[row * n + col];
      td.textContent = digit === '.' || digit === '0' ? '' : digit;
      if (col % boxCols === 0) td.classList.add('box-left');
      if (row % boxRows === 0) td.classList.add('box-top');
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(body);
  return table;
}

function stampText({ number, size, level, seed }) {
  const name = level === 'first' ? t('bookletFirst') : t(`gradeOption${level}`);
  return size === 9 ? t('bookletStamp', { number, level: name, seed }) : t('bookletStampSized', { number, size, level: name, seed });
}

function figure(grid, stamp) {
  const box = document.createElement('figure');
  box.className = 'sheet-item';
  const caption = document.createElement('figcaption');
  caption.textContent = stamp;
  box.append(gridTable(grid), caption);
  return box;
}

function sheet(kind, perPage, items, heading) {
  const page = document.createElement('section');
  page.className = `sheet ${kind}`;
  page.dataset.perPage = String(perPage);
  const head = document.createElement('p');
  head.className = 'sheet-head';
  head.textContent = heading;
  const body = document.createElement('div');
  body.className = 'sheet-body';
  body.append(...items);
  page.append(head, body);
  return page;
}

/**
 * Builds the booklet's sheets. `entries`: [{ number (1-based), puzzle, solution (grid strings of
 * 16, 36 or 81 cells), size (4, 6, 9), level ('first' or 1..5, as asked of generate()), seed (the
 * number generate() takes back) }]; `perPage` 1, 2,
 * 4 or 6; `booklet`: the booklet's own seed, printed on every sheet. Returns the <section
 * class="sheet"> elements in print order: puzzles first, then the solutions.
 */
export function bookletSheets(entries, perPage, booklet) {
  const chunks = (list, size) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  const puzzlePages = chunks(entries, perPage);
  const solutionPages = chunks(entries, SOLUTIONS_PER_PAGE);
  const total = puzzlePages.length + solutionPages.length;
  let page = 0;
  const heading = (key) => t(key, { booklet, page: ++page, pages: total });
  return [
    ...puzzlePages.map((list) => sheet('puzzles', perPage, list.map((e) => figure(e.puzzle, stampText(e))), heading('bookletHead'))),
    ...solutionPages.map((list) => sheet('solutions', SOLUTIONS_PER_PAGE,
      list.map((e) => figure(e.solution, t('bookletSolutionStamp', { number: e.number }))), heading('bookletSolutionsHead'))),
  ];
}
