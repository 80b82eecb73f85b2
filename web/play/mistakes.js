// Mistakes: a full grid that is not solved says so and shows where, by the rules, whatever the
// Conflicts setting (Check then adds the cells that differ from the solution, moves.js); an
// optional counter of the digits entered that differ from the known solution (game.js counts
// them, this module shows them while the setting is on); and the optional mistake limit: once a
// game has that many wrong digits it is over (state.stopped: the clock stops and the board is
// covered, as in a pause), until the player goes on without the limit for that game
// (game.limitOff) or starts another. Off by default; a puzzle without a known solution counts
// no mistakes, so no limit ends it.
import { t } from '../words/i18n.js';

/**
 * `els`: { toggle (the counter setting's checkbox), limit (the limit setting's select), counter
 * (its place in the status row), note and resume (the limit's words and button on the pause
 * cover) }. `state`: the Play state; this module owns state.stopped. `play`: { saveSettings(),
 * render(), say(key, params, tone), setPaused(paused), save() (the game) }.
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
  els.limit.value = String(settings.mistakeLimit);
  els.limit.addEventListener('change', () => {
    settings.mistakeLimit = Number(els.limit.value);
    play.saveSettings();
    play.render();
  });
  els.resume.addEventListener('click', () => {
    const { game } = state;
    if (!game || !state.stopped) return;
    game.limitOff = true;
    state.stopped = false;
    play.save();
    play.setPaused(false);
    play.say('mistakeLimitGone', {}, 'info');
  });

  const limitReached = () => {
    const { game } = state;
    const limit = settings.mistakeLimit;
    return Boolean(limit && game && game.solution && !game.completed && !game.limitOff && game.wrongEntries >= limit);
  };

  /** Stops the game the limit ends (and says so), or lets it go when the limit no longer does. */
  function follow() {
    const reached = limitReached();
    if (reached === state.stopped) return;
    state.stopped = reached;
    if (reached) {
      const params = { count: state.game.wrongEntries, limit: settings.mistakeLimit };
      play.setPaused(true);
      play.say('mistakeLimitReached', params, 'error');
    } else play.setPaused(false);
  }

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
      follow();
      const { game } = state;
      els.note.hidden = !state.stopped;
      els.resume.hidden = !state.stopped;
      if (state.stopped) els.note.textContent = t('mistakeLimitReached', { count: game.wrongEntries, limit: settings.mistakeLimit });
      const limit = settings.mistakeLimit && game?.solution && !game.limitOff ? settings.mistakeLimit : 0;
      // Gone on past the limit, the count stays in sight.
      const on = (settings.mistakeCounter || limit > 0 || game?.limitOff) && Boolean(game);
      els.counter.hidden = !on;
      if (!on) return;
      const count = game.wrongEntries;
      els.counter.textContent = limit ? t('mistakeCountOf', { count, limit }) : t('mistakeCount', { count });
      els.counter.dataset.count = String(count);
      els.counter.title = state.game.solution ? '' : t('mistakeNoSolution');
    },
  };
}
