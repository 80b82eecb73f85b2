// "Share link": shows the link to the puzzle on screen (share.js makes it) and copies it to
// the clipboard, saying whether the copy worked.
import { shareUrl } from '../games/share.js';

/** The toolbar's Share link button (play/buttons.js); createShareButton() wires it. */
export const shareButton = {
  id: 'share', label: 'share', className: 'later',
  words: {
    share: { en: 'Share link', zh: '分享链接' },
    shareLinkLabel: { en: 'Link to this puzzle', zh: '本题链接' },
    shareCopied: { en: 'Link copied to the clipboard.', zh: '链接已复制到剪贴板。' },
    shareCopyManually: { en: 'Copy the link below to share this puzzle.', zh: '复制下面的链接即可分享本题。' },
  },
};

/**
 * `els`: { button, box, link }. `state`: the Play state (read only). `say(key, params, tone)`:
 * the Play message line. Returns { hide() } (a new puzzle hides the old link).
 */
export function createShareButton(els, state, say) {
  els.button.addEventListener('click', async () => {
    if (!state.game) return;
    const url = shareUrl(state.game.puzzle);
    els.link.value = url;
    els.box.hidden = false;
    els.link.focus();
    els.link.select();
    try {
      await navigator.clipboard.writeText(url);
      say('shareCopied', {}, 'success');
    } catch {
      say('shareCopyManually', {}, 'info');
    }
  });
  // On a phone the box floats over the status row: it goes once focus leaves the link.
  els.box.addEventListener('focusout', (event) => {
    if (!els.box.contains(event.relatedTarget)) els.box.hidden = true;
  });
  return { hide() { els.box.hidden = true; } };
}
