// Row and column numbers 1-9 around the Play board, so a hint's "r2c7" can be read off it, and
// the box numbers 1-9 at each box's top-left corner when the player asks for them (a checkbox
// in the Settings dialog, saved in the settings as `boxNumbers`). All are elements beside the table in .board-wrap,
// placed from the cells' boxes on screen; screen readers already hear "row 2, column 7".
import { cellInBox } from '../grid.js';

/**
 * `wrap`: the positioned element around the board; `cells`: the 81 board cells; `toggle`: the
 * box-numbers checkbox; `settings` and `saveSettings()`: the page's saved settings. Returns
 * { layout() } to call when the board may have moved inside the wrap.
 */
export function createBoardLabels(wrap, cells, toggle, settings, saveSettings) {
  const holder = document.createElement('div');
  holder.className = 'board-labels';
  holder.setAttribute('aria-hidden', 'true');
  const make = (className, n) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = String(n);
    holder.append(span);
    return span;
  };
  const cols = Array.from({ length: 9 }, (_, c) => make('col-label', c + 1));
  const rows = Array.from({ length: 9 }, (_, r) => make('row-label', r + 1));
  const boxes = Array.from({ length: 9 }, (_, b) => make('box-label', b + 1));
  wrap.classList.add('labelled');
  wrap.append(holder);

  function layout() {
    const origin = wrap.getBoundingClientRect();
    const at = (cell) => {
      const r = cells[cell].getBoundingClientRect();
      return { left: r.left - origin.left, top: r.top - origin.top, width: r.width, height: r.height };
    };
    cols.forEach((span, c) => {
      const r = at(c);
      span.style.left = `${r.left}px`;
      span.style.width = `${r.width}px`;
    });
    rows.forEach((span, row) => {
      const r = at(row * 9);
      span.style.top = `${r.top}px`;
      span.style.height = `${r.height}px`;
    });
    boxes.forEach((span, b) => {
      const r = at(cellInBox(b, 0));
      span.style.left = `${r.left}px`;
      span.style.top = `${r.top}px`;
    });
  }

  function show() {
    holder.classList.toggle('with-boxes', settings.boxNumbers);
    toggle.checked = settings.boxNumbers;
  }

  toggle.addEventListener('change', () => {
    settings.boxNumbers = toggle.checked;
    saveSettings();
    show();
  });
  new ResizeObserver(layout).observe(wrap);
  show();
  layout();
  return { layout };
}
