// Notes that keep up: "Fill notes" writes every empty cell's candidates as its pencil marks, and
// "Auto notes" (a saved setting) says whether placing a digit also removes it from the marks of
// its row, column and box. The candidates are the engine's (candidates() on the quick worker):
// the page has no rule code of its own. Either change is one undo step, so Undo brings back
// exactly the marks that were there before.

/** The pad's Fill notes button and its key F (play/buttons.js). */
export const fillNotesButton = {
  id: 'fill-notes', label: 'fillNotes',
  key: { cap: 'F', does: 'keyDoesFill' },
  words: {
    fillNotes: { en: 'Fill notes', zh: '填入笔记' },
    keyDoesFill: { en: 'Fill notes: every empty cell gets its candidates', zh: '填入笔记：为每个空格填上候选数' },
  },
  press: (play) => play.notes.fill(),
};

/**
 * `els`: { fill (the pad's button), auto (the Settings dialog's checkbox) }. `state`: the Play
 * state (play-state.js; the setting lives in state.settings.autoNotes). `play`: { changed(), render(), say(key, params, tone),
 * saveSettings() } of the Play view. Returns { fill(), toggleAuto(), peers(), render() }.
 */
export function createNotes(els, state, play) {
  let busy = false; // a candidates() question is on its way

  /** Fills the pencil marks of every empty cell with its candidates. */
  async function fill() {
    const { game, engines } = state;
    if (!game || !engines || game.completed || state.paused || busy) return;
    const text = game.text;
    busy = true;
    play.render();
    let candidates = null;
    try {
      candidates = await engines.quick.candidates(text);
    } catch (error) {
      play.say('engineError', { message: error.message }, 'error');
    } finally {
      busy = false;
    }
    // A digit typed meanwhile would make these candidates wrong: the player presses again.
    if (candidates && state.game === game && game.text === text && !state.paused && game.fillMarks(candidates)) {
      play.changed();
      play.say('notesFilled', { count: game.values.filter((v) => !v).length }, 'info');
    } else {
      play.render();
    }
  }

  function toggleAuto() {
    state.settings.autoNotes = els.auto.checked;
    play.saveSettings();
    play.render();
  }

  return {
    fill,
    toggleAuto,
    /** Whether a placed digit leaves the pencil marks of its peers (auto notes on). */
    peers: () => state.settings.autoNotes,
    /** Enables Fill notes and ticks Auto notes as the state says. */
    render() {
      const { game, paused } = state;
      const over = !game || game.completed || paused;
      els.fill.disabled = over || busy || !state.engines;
      els.fill.setAttribute('aria-busy', String(busy));
      els.auto.checked = state.settings.autoNotes;
    },
  };
}
