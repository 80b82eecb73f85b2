// Share links carry the puzzle in the URL fragment, '#p=' + 81 digits with 0 for a blank, so the
// link works on any static host and the puzzle never reaches a server log.

/** The share URL for `puzzle` based on `href` (the page's own address). */
export function shareUrl(puzzle, href = location.href) {
  const url = new URL(href);
  url.hash = `p=${puzzle.replace(/\./g, '0')}`;
  return url.href;
}

/** The puzzle (81 chars, '.' blanks) in a '#p=' fragment, or null when there is none. */
export function puzzleFromHash(hash = location.hash) {
  const match = /^#?p=([0-9.]{81})$/.exec(hash);
  return match ? match[1].replace(/0/g, '.') : null;
}
