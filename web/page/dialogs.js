// What every dialog of the page does alike.

/**
 * Closes `dialog` (a modal <dialog>) on a click on its backdrop, outside its box, as Escape
 * does. A click inside, even on the dialog's own padding, leaves it open.
 */
export function closeOnBackdrop(dialog) {
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right
      && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}
