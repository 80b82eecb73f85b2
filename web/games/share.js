// Share links carry the puzzle in the URL fragment, '#p=' + 81 digits with 0 for a blank, so the
// link works on any static host and the puzzle never reaches a server log.

/** The share URL for `puzzle` based on `href` (the page's own address). */
export function shareUrl(puzzle, href = location.href) {
  const url = new URL(href);
  url.hash = `p=${puzzle.replace(/\./g, '0')}`;
  return url.href;
}

/**
 * What the fragment holds: { puzzle } (81 chars, '.' blanks) for a share link, { puzzle: null }
 * for a '#p=' whose puzzle part is not 81 digits, null for no share link at all.
 */
export function linkFromHash(hash = location.hash) {
  if (!/^#?p=/.test(hash)) return null;
  const match = /^#?p=([0-9.]{81})$/.exec(hash);
  return { puzzle: match ? match[1].replace(/0/g, '.') : null };
}
