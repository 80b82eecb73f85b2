// The Settings dialog: the choices about how a game is shown (Conflicts, Auto notes, Box
// numbers, Count mistakes) in one place, so the status row keeps to the clock and the game's
// facts and the pad to its four rows. Each control is still wired by the module it belongs to
// (play.js, notes.js, board-labels.js, mistakes.js); this one only opens and closes the dialog.
import { closeOnBackdrop } from '../page/dialogs.js';

/** The toolbar's Settings button (play/buttons.js); createSettingsPanel() wires it. */
export const settingsButton = {
  id: 'settings-open', label: 'settings', className: 'later', popup: 'dialog',
  words: { settings: { en: 'Settings', zh: '设置' } },
};

/**
 * `els`: { dialog, open (the toolbar's Settings button), close (the dialog's button) }.
 * Returns { open() }.
 */
export function createSettingsPanel(els) {
  function open() {
    if (!els.dialog.open) els.dialog.showModal();
  }
  els.open.addEventListener('click', open);
  els.close.addEventListener('click', () => els.dialog.close());
  closeOnBackdrop(els.dialog);
  return { open };
}
