// The same games open in two tabs: what another tab saves shows here too (saved-games.js
// followOtherTabs()), so no move is ever lost between them. The Games list follows the other
// tab's games; the game on screen takes the other tab's moves as they are made: when that tab
// had seen every move made here, its copy is taken whole, undo steps included; when both tabs
// moved at the same moment, the two copies are merged cell by cell (tab-versions.js), the
// merge is saved, and the grid as it was here is one undo step back. The player is told which.
import { addWords } from '../words/i18n.js';
import { checkWins, followOtherTabs, savedGame } from '../storage/saved-games.js';

addWords({
  tabsMoves: {
    en: 'This game is also open in another tab: the moves made there are here too.',
    zh: '这一局也在另一个标签页中打开：那里的每一步这里也有。',
  },
  tabsMerged: {
    en: 'Moves were made here and in another tab at the same moment: both are kept. Undo takes back the other tab’s.',
    zh: '这里和另一个标签页同时落子：两边的都保留了。撤销可收回另一个标签页的那一步。',
  },
  tabsClash: {
    en: 'This tab and another one put different digits in {count, plural, one {# cell} other {# cells}} at the same moment; both tabs now keep the same one. Check those cells.',
    zh: '这个标签页和另一个同时在 {count} 个格子里填了不同的数字；两个标签页现在保留同一个。请检查这些格子。',
  },
  tabsDeleted: {
    en: 'This game was deleted in another tab. It stays here, and your next move saves it again.',
    zh: '这一局已在另一个标签页中删除。它仍留在这里，你的下一步会再次保存它。',
  },
});

/**
 * `state`: the Play state (play-state.js). `play`: { timer, hint, validation, say(key, params,
 * tone), render(), listChanged() (the Games list may show something else) } of the Play view.
 * Call once.
 */
export function followGamesInOtherTabs(state, play) {
  let clashSaid = 0; // when a clash was last said: the lines that follow do not hide it at once

  // What the other tab's copy says about the game besides its grid, taken whatever the grid:
  // hints shown there, its mistakes, going on past the mistake limit there, its time. Returns
  // whether anything changed.
  function takeFacts(game, merge, record) {
    const before = [game.hintsUsed, game.wrongEntries, game.limitOff];
    game.hintsUsed = Math.max(game.hintsUsed, record.hintsUsed);
    game.wrongEntries = merge.wrongEntries ?? (merge.kind === 'taken' ? record.wrongEntries : Math.max(game.wrongEntries, record.wrongEntries));
    game.limitOff = game.limitOff || record.limitOff;
    // Both clocks may have run (two windows side by side): the longer time is the game's.
    play.timer.setElapsed(Math.max(play.timer.elapsed(), record.elapsedMs));
    return before.some((value, i) => value !== [game.hintsUsed, game.wrongEntries, game.limitOff][i]);
  }

  function take(game, merge, record) {
    const whole = merge.kind === 'taken';
    game.takeGrid(whole ? { ...merge, colours: record.colours, corners: record.corners, history: record.history, future: record.future } : merge);
    state.checked = null;
    play.hint.drop();
    if (!whole) play.timer.save();
    if (merge.clashes) {
      clashSaid = Date.now();
      play.say('tabsClash', { count: merge.clashes }, 'warning');
    } else if (Date.now() - clashSaid > 8000) play.say(whole ? 'tabsMoves' : 'tabsMerged', {}, 'info');
    play.validation.refresh();
    play.render();
  }

  followOtherTabs({
    onScreen: () => state.game,
    changed(change) {
      const { game } = state;
      if (change.merge && game?.id === change.id) {
        const facts = takeFacts(game, change.merge, change.record);
        if (change.merge.kind !== 'same') take(game, change.merge, change.record);
        else if (facts) play.render();
      }
      // Removed there and not finished: deleted from that tab's list while played here.
      if (change.removed && game?.id === change.id && !game.completed && !savedGame(change.id)) {
        // Kept here, but not saved again until a move is made in it (saved-games.js).
        game.deletedElsewhere = true;
        play.say('tabsDeleted', {}, 'warning');
      }
      if ((change.history || change.cleared) && state.engines) {
        checkWins((grid) => state.engines.quick.validate(grid)).then(play.listChanged);
      }
      play.listChanged();
    },
  });
}
