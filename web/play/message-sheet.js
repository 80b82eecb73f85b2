// On a phone the Play message line floats over the toolbar's row and the status row
// (style.css). A tap puts it away until the next message, so a message that stays (one about the
// puzzle) never keeps the clock, Pause and New puzzle covered.

/** Lets a tap on `line` (#play-message) hide it; any new message shows it again. */
export function makeMessageDismissable(line) {
  line.addEventListener('click', () => line.classList.add('dismissed'));
  new MutationObserver(() => line.classList.remove('dismissed')).observe(line, {
    childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['data-key'],
  });
}
