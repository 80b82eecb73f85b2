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
    en: 'This tab and another one put different digits in {count, plural, one {# cell} other {# cells}} at the same moment: this tab’s are kept.',
    zh: '这个标签页和另一个同时在 {count} 个格子里填了不同的数字：保留了这个标签页的。',
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
  function take(game, merge, record) {
    const whole = merge.kind === 'taken';
    game.takeGrid(whole ? { ...merge, colours: record.colours, corners: record.corners, history: record.history, future: record.future } : merge);
    game.wrongEntries = Math.max(game.wrongEntries, record.wrongEntries);
    // Both clocks may have run (two windows side by side): the longer time is the game's.
    play.timer.setElapsed(Math.max(play.timer.elapsed(), record.elapsedMs));
    state.checked = null;
    play.hint.drop();
    if (!whole) play.timer.save();
    if (merge.clashes) play.say('tabsClash', { count: merge.clashes }, 'warning');
    else play.say(whole ? 'tabsMoves' : 'tabsMerged', {}, 'info');
    play.validation.refresh();
    play.render();
  }

  followOtherTabs({
    onScreen: () => state.game,
    changed(change) {
      const { game } = state;
      if (change.merge && game?.id === change.id && change.merge.kind !== 'same') take(game, change.merge, change.record);
      // Removed there and not finished: deleted from that tab's list while played here.
      if (change.removed && game?.id === change.id && !game.completed && !savedGame(change.id)) {
        play.say('tabsDeleted', {}, 'warning');
      }
      if ((change.history || change.cleared) && state.engines) {
        checkWins((grid) => state.engines.quick.validate(grid)).then(play.listChanged);
      }
      play.listChanged();
    },
  });
}
