// A chain hint's links drawn as arrows over the Play board: an SVG laid over the table in
// .board-wrap, each arrow from one candidate's place in its cell to the next one's, strong
// links solid and weak links dashed (classes "hint-link strong" / "hint-link weak"; the colours
// are style.css's). The arrows are placed from the cells' boxes on screen, so they follow the
// board whatever its size.

const SVG = 'http://www.w3.org/2000/svg';
const svgElement = (name, attributes = {}) => {
  const el = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
};

/**
 * `wrap`: the positioned element around the board; `cells`: the 81 board cells. Returns
 * { draw(links) }: links as in a Step (fromCells, fromDigit, toCells, toDigit, strong); [] clears.
 */
export function createHintLinks(wrap, cells) {
  const svg = svgElement('svg', { class: 'hint-links', 'aria-hidden': 'true' });
  const defs = svgElement('defs');
  for (const kind of ['strong', 'weak']) {
    const marker = svgElement('marker', {
      id: `hint-arrow-${kind}`, viewBox: '0 0 10 10', refX: 9, refY: 5,
      markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse',
    });
    marker.append(svgElement('path', { d: 'M0,0 L10,5 L0,10 z', class: `hint-arrow ${kind}` }));
    defs.append(marker);
  }
  svg.append(defs);
  const layer = svgElement('g');
  svg.append(layer);
  svg.hidden = true;
  wrap.append(svg);

  let shown = [];

  // The centre of digit `digit`'s place in the 3x3 of pencil marks of `cell`, in wrap pixels.
  function spot(cell, digit, origin) {
    const box = cells[cell].getBoundingClientRect();
    const i = digit - 1;
    return {
      x: box.left - origin.left + box.width * ((i % 3) + 0.5) / 3,
      y: box.top - origin.top + box.height * (Math.floor(i / 3) + 0.5) / 3,
      size: box.width,
    };
  }

  // A node's spot: its candidate's, or for a group node (a digit's places in one box-line
  // intersection, the link's fromCells / toCells) the middle of its candidates' spots.
  function nodeSpot(cells, digit, origin) {
    const spots = cells.map((cell) => spot(cell, digit, origin));
    const mean = (key) => spots.reduce((sum, s) => sum + s[key], 0) / spots.length;
    return { x: mean('x'), y: mean('y'), size: spots[0].size };
  }

  function layout() {
    layer.replaceChildren();
    svg.hidden = shown.length === 0;
    if (!shown.length) return;
    const origin = wrap.getBoundingClientRect();
    svg.setAttribute('width', String(origin.width));
    svg.setAttribute('height', String(origin.height));
    svg.setAttribute('viewBox', `0 0 ${origin.width} ${origin.height}`);
    shown.forEach((link, index) => {
      const a = nodeSpot(link.fromCells, link.fromDigit, origin);
      const b = nodeSpot(link.toCells, link.toDigit, origin);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy) || 1;
      // Start and end a little off the digits, so both stay readable; never past a third of the
      // way, so a short link within one cell keeps its ends in that cell; under a sixth of the
      // cell, so an end stays in its cell whatever side the link comes from.
      const gap = Math.min(a.size * 0.12, length / 3);
      const ux = dx / length;
      const uy = dy / length;
      const kind = link.strong ? 'strong' : 'weak';
      layer.append(svgElement('line', {
        class: `hint-link ${kind}`,
        x1: (a.x + ux * gap).toFixed(1), y1: (a.y + uy * gap).toFixed(1),
        x2: (b.x - ux * gap).toFixed(1), y2: (b.y - uy * gap).toFixed(1),
        'marker-end': `url(#hint-arrow-${kind})`,
        'data-from': `${link.fromCell}:${link.fromDigit}`, 'data-to': `${link.toCell}:${link.toDigit}`,
        'data-index': index,
      }));
    });
  }

  new ResizeObserver(() => { if (shown.length) layout(); }).observe(wrap);

  let drawnKey = '';
  return {
    /** Draws `links` (an array of ChainLink), or clears the arrows when it is empty. */
    draw(links) {
      const key = links.map((l) => `${l.fromCells}.${l.fromDigit}${l.strong ? '=' : '-'}${l.toCells}.${l.toDigit}`).join(' ');
      if (key === drawnKey) return;
      drawnKey = key;
      shown = links;
      layout();
    },
  };
}
