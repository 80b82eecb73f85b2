// The Keys panel: a dialog listing every key of the Play view, made from keyboard.js's own
// table and the declared buttons' keys (play/buttons.js), so the list and what the keys do
// cannot drift apart. Opened by the Keys button or "?".
import { keyRows } from './keyboard.js';
import { t } from '../words/i18n.js';
import { closeOnBackdrop } from '../page/dialogs.js';

const capText = (cap) => (cap.startsWith('key') ? t(cap) : cap);

/** The pad's Keys button and its key ? (play/buttons.js); createKeysHelp() wires it. */
export const keysButton = {
  id: 'keys-open', label: 'keysButton', popup: 'dialog',
  key: { cap: '?', does: 'keyDoesHelp', whilePaused: true },
  words: {
    keysButton: { en: 'Keys', zh: '快捷键' },
    keyDoesHelp: { en: 'This list of keys', zh: '显示这份快捷键列表' },
  },
};

/**
 * `els`: { dialog, list (its <tbody>), open (the Keys button), close (the dialog's button) }.
 * `declared`: the declared buttons, whose keys the panel lists after keyboard.js's.
 * Returns { open(), refreshText() }.
 */
export function createKeysHelp(els, declared) {
  function build() {
    const rows = keyRows(declared).map(({ caps, does }) => {
      const row = document.createElement('tr');
      const keys = document.createElement('th');
      keys.scope = 'row';
      caps.forEach((cap, i) => {
        if (i > 0) keys.append(' ');
        const kbd = document.createElement('kbd');
        kbd.textContent = capText(cap);
        keys.append(kbd);
      });
      const what = document.createElement('td');
      what.textContent = t(does);
      row.append(keys, what);
      return row;
    });
    els.list.replaceChildren(...rows);
  }

  function open() {
    if (els.dialog.open) return;
    build();
    els.dialog.showModal();
  }

  els.open.addEventListener('click', open);
  els.close.addEventListener('click', () => els.dialog.close());
  closeOnBackdrop(els.dialog);

  return {
    open,
    /** Redraws the list in the page's language (when it is open). */
    refreshText() { if (els.dialog.open) build(); },
  };
}
