// The Play view's buttons, each declared once as data in the module of what it does:
//
//   export const fooButton = {
//     id: 'foo',                                // the element's id (CSS and tests use it)
//     label: 'foo',                             // the word of its text
//     words: { foo: { en: 'Foo', zh: '…' } },   // the words it brings (label, key line, messages)
//     key: { cap: 'O', does: 'keyDoesFoo' },    // optional: its key (title, aria-keyshortcuts) and the Keys panel's line
//     press: (play) => play.moves.foo(),        // optional: what a click does (else its module wires it)
//   };
//
// play.js lists the declarations in the order they stand; from that one list the words join
// the page's table (i18n.js), the buttons are drawn into their places with their text, title
// and aria-keyshortcuts, the keyboard presses them (keyboard.js) and the Keys panel lists their
// keys (keys-help.js). Optional fields: className, popup (aria-haspopup), help (the word of its
// title, for a button without a key), disabled (until the module enabling it runs),
// key.whilePaused (the key works while the game is paused).
import { addWords, t } from '../words/i18n.js';

/** Adds the words of every declaration in `rows` (nested lists are rows) to the page's table. */
export function declareButtons(rows) {
  for (const button of rows.flat()) addWords(button.words ?? {});
}

function draw(button) {
  const el = document.createElement('button');
  el.type = 'button';
  el.id = button.id;
  if (button.className) el.className = button.className;
  if (button.popup) el.setAttribute('aria-haspopup', button.popup);
  el.dataset.i18n = button.label;
  el.textContent = t(button.label);
  if (button.key) {
    el.title = button.key.cap;
    el.setAttribute('aria-keyshortcuts', button.key.cap);
  } else if (button.help) {
    el.dataset.i18nTitle = button.help;
    el.title = t(button.help);
  }
  if (button.disabled) el.disabled = true;
  return el;
}

/**
 * Draws the declared buttons in place of `slot` (an empty <template> in index.html): each entry
 * of `rows` is a declaration, drawn as a button, or a list of them, drawn as one `.pad-row`.
 */
export function placeButtons(slot, rows) {
  slot.replaceWith(...rows.map((entry) => {
    if (!Array.isArray(entry)) return draw(entry);
    const row = document.createElement('div');
    row.className = 'pad-row';
    row.append(...entry.map(draw));
    return row;
  }));
}

/**
 * Makes a click on each declared button with a `press` call `press(play)`; `play` holds the
 * Play view's parts (play.js: state, moves, notes, hint, say...).
 */
export function wireButtons(rows, play) {
  for (const button of rows.flat()) {
    if (button.press) document.getElementById(button.id).addEventListener('click', () => button.press(play));
  }
}
