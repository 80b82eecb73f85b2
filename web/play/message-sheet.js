// On a phone the Play message line floats over the status row, below the toolbar's row (Level,
// New puzzle, Daily stay in reach; style.css). A tap puts it away until the next message, so a
// message that stays (one about the puzzle) never keeps the clock and Pause covered.

/** Lets a tap on `line` (#play-message) hide it; any new message shows it again. */
export function makeMessageDismissable(line) {
  line.addEventListener('click', () => line.classList.add('dismissed'));
  new MutationObserver(() => line.classList.remove('dismissed')).observe(line, {
    childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['data-key'],
  });
}
