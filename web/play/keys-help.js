// The Keys panel: a dialog listing every key of the Play view, made from keyboard.js's own
// table so the list and what the keys do cannot drift apart. Opened by the Keys button or "?".
import { KEY_HELP } from './keyboard.js';
import { t } from '../words/i18n.js';
import { closeOnBackdrop } from '../page/dialogs.js';

const capText = (cap) => (cap.startsWith('key') ? t(cap) : cap);

/**
 * `els`: { dialog, list (its <tbody>), open (the Keys button), close (the dialog's button) }.
 * Returns { open(), refreshText() }.
 */
export function createKeysHelp(els) {
  function build() {
    const rows = KEY_HELP.map(({ caps, does }) => {
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
