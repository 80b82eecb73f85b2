// The Settings dialog: the choices about how a game is shown (Conflicts, Auto notes, Box
// numbers, Count mistakes) in one place, so the status row keeps to the clock and the game's
// facts and the pad to its four rows. Each control is still wired by the module it belongs to
// (play.js, notes.js, board-labels.js, mistakes.js); this one only opens and closes the dialog.

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
  // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
  els.dialog.addEventListener('click', (event) => {
    if (event.target !== els.dialog) return;
    const box = els.dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right
      && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) els.dialog.close();
  });
  return { open };
}
