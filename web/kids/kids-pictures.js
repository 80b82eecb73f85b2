// Pictures for the children's grids: on 4x4 and 6x6 each digit can be drawn as a coloured shape
// instead (1 a red circle, 2 a blue square, 3 a green triangle, 4 a yellow star, 5 a purple
// heart, 6 an orange diamond). Shape and colour both differ, so no child needs to tell colours
// apart. The digit stays underneath: the grid, the checks and the hints still use it.
const SVG = 'http://www.w3.org/2000/svg';

// Each shape in a 0..100 box.
const SHAPES = {
  1: ['circle', { cx: 50, cy: 50, r: 38 }],
  2: ['rect', { x: 16, y: 16, width: 68, height: 68, rx: 6 }],
  3: ['polygon', { points: '50,10 92,86 8,86' }],
  4: ['polygon', { points: '50,6 61,38 95,38 67,58 78,92 50,72 22,92 33,58 5,38 39,38' }],
  5: ['path', { d: 'M50 88 C 18 64 6 48 6 32 C 6 18 17 9 29 9 C 39 9 46 15 50 23 C 54 15 61 9 71 9 C 83 9 94 18 94 32 C 94 48 82 64 50 88 Z' }],
  6: ['polygon', { points: '50,6 92,50 50,94 8,50' }],
};

/** Whether digit `digit` has a picture (1..6). */
export const hasPicture = (digit) => digit in SHAPES;

/**
 * An <svg> drawing digit `digit` (1..6) as its shape, class "kid-picture pic-<digit>" (style.css
 * colours it); aria-hidden, since the cell's label says the digit.
 */
export function pictureOf(digit) {
  const [tag, attributes] = SHAPES[digit];
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', `kid-picture pic-${digit}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, String(value));
  svg.append(shape);
  return svg;
}
