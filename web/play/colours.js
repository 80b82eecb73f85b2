// Cell colours: nine colours a player paints cells with (two at most in a cell), in one of two
// palettes, the standard one or one safe for colour-blind eyes (Okabe and Ito's eight colours,
// lightened for a digit to stay readable on them, and grey). The colours live in style.css as
// --colour-1 .. --colour-9 of each palette; a cell's colours are the game's (play-grid.js
// toggleColours()), undone, saved and printed with it. Colour mode (this button, key O) turns
// the keypad's digits into the colours.

import { addWords } from '../words/i18n.js';

addWords({
  cellColours: { en: 'colours {list}', zh: '颜色 {list}' },
  cellCorners: { en: 'corner marks {digits}', zh: '角标 {digits}' },
});

/** The palettes Settings offers (settings.palette). */
export const PALETTES = ['standard', 'safe'];

/** The pad's Colour button and its key O (play/buttons.js). */
export const colourButton = {
  id: 'colour', label: 'colourMode',
  key: { cap: 'O', does: 'keyDoesColour' },
  words: {
    colourMode: { en: 'Colour', zh: '颜色' },
    keyDoesColour: { en: 'Colour mode on or off: the keypad paints the selected cells', zh: '颜色模式开关：数字键给选中的格子上色' },
  },
  press: (play) => play.moves.toggleColourMode(),
};

/** The CSS of a cell's colours (play-grid.js coloursOf() list): one colour fills it, two split it. */
export function cellColours(list) {
  if (!list.length) return '';
  const [a, b = a] = list;
  return `linear-gradient(135deg, var(--colour-${a}) 0 50%, var(--colour-${b}) 50% 100%)`;
}
