// Mistakes: a full grid that is not solved says so and shows where, by the rules, whatever the
// Conflicts setting (Check then adds the cells that differ from the solution, moves.js); and an
// optional counter of the digits entered that differ from the known solution (game.js counts
// them, this module shows them while the setting is on).
import { t } from '../words/i18n.js';

/**
 * `els`: { toggle (the setting's checkbox), counter (its place in the status row) }. `state`: the
 * Play state (read only). `play`: { saveSettings(), render(), say(key, params, tone) }.
 * Returns { conflictsToShow(cells), answered(cells), render() }.
 */
export function createMistakes(els, state, play) {
  const { settings } = state;
  els.toggle.checked = settings.mistakeCounter;
  els.toggle.addEventListener('change', () => {
    settings.mistakeCounter = els.toggle.checked;
    play.saveSettings();
    play.render();
  });

  const fullButWrong = () => Boolean(state.game && state.game.filled && !state.game.completed);

  return {
    /** The conflict marks to draw: all of `cells` while the grid is full and not solved, else as the setting says. */
    conflictsToShow(cells) {
      return settings.conflicts === 'shown' || fullButWrong() ? cells : new Set();
    },
    /** validate() answered for the grid on screen with the conflicting `cells`; the win is play.js's. */
    answered(cells) {
      if (!fullButWrong() || cells.size === 0) return;
      play.say(state.game.solution ? 'gridFullWrongCheck' : 'gridFullWrong', { count: cells.size }, 'error');
    },
    render() {
      const on = settings.mistakeCounter && Boolean(state.game);
      els.counter.hidden = !on;
      if (!on) return;
      const count = state.game.wrongEntries;
      els.counter.textContent = t('mistakeCount', { count });
      els.counter.dataset.count = String(count);
      els.counter.title = state.game.solution ? '' : t('mistakeNoSolution');
    },
  };
}
