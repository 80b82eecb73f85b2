// The Play view's clock: the game's time, counted only while the game can be played and is in
// sight (not paused, not won, the Play view shown and the page visible), and Pause.
//
// Time is read from performance.now() at each change of state, never counted in ticks, so a
// throttled or hidden page never loses or gains time: the 250 ms tick only redraws.
import { saveGame } from '../storage/saved-games.js';

const SAVE_EVERY_MS = 5000;
const TICK_MS = 250;

/** 83000 -> '1:23'; an hour or more: '1:02:03'. */
export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * `el`: the #timer element. `state`: the Play state (play-state.js); the timer reads
 * state.game and owns state.paused. `onChange()` is called when the page's visibility changes
 * what should be drawn. Returns { elapsed(), setElapsed(ms), sync(), save(), leave(), setPaused(paused),
 * show(), hide() }.
 */
export function createTimer(el, state, onChange) {
  let runningSince = null; // performance.now() while the clock runs
  let inView = true;       // the Play view is the one shown
  let lastSave = 0;

  const elapsed = () => {
    const { game } = state;
    if (!game) return 0;
    // A won game's time is the time it was won in: the clock, the message, the completion panel
    // and the statistics all show this one number.
    if (game.completed) return game.completedMs;
    return game.elapsedMs + (runningSince === null ? 0 : performance.now() - runningSince);
  };
  const shouldRun = () => {
    const { game } = state;
    // A win read from storage (claimedMs) is not played while the engine checks it.
    return Boolean(game && game.open && !game.completed && game.claimedMs === null && !state.paused && inView
      && !document.hidden);
  };

  /** Writes the running time into the game (the clock goes on) and saves the game. */
  function save() {
    const { game } = state;
    if (!game) return;
    game.elapsedMs = elapsed();
    if (runningSince !== null) runningSince = performance.now();
    lastSave = performance.now();
    saveGame(game);
  }

  /** Starts or stops the clock as the state now says; shows the time. */
  function sync() {
    if (!state.game) return;
    const run = shouldRun();
    if (run && runningSince === null) runningSince = performance.now();
    if (!run && runningSince !== null) {
      save();
      runningSince = null;
    }
    el.textContent = formatTime(elapsed());
  }

  /** Before the game is replaced: its time is saved and the clock starts again from the next one. */
  function leave() {
    if (state.game && runningSince !== null) save();
    runningSince = null;
  }

  setInterval(() => {
    if (runningSince === null) return;
    el.textContent = formatTime(elapsed());
    if (performance.now() - lastSave > SAVE_EVERY_MS) save();
  }, TICK_MS);
  document.addEventListener('visibilitychange', () => { sync(); onChange(); });
  window.addEventListener('pagehide', save);

  return {
    elapsed,
    /** The game's time is `ms` from now on (the same game played in another tab); nothing is saved. */
    setElapsed(ms) {
      if (!state.game) return;
      state.game.elapsedMs = ms;
      if (runningSince !== null) runningSince = performance.now();
      el.textContent = formatTime(ms);
    },
    sync,
    save,
    leave,
    /** Pauses or resumes a game that is not over. Returns whether anything changed. */
    setPaused(paused) {
      if (!state.game || state.game.completed || state.paused === paused) return false;
      state.paused = paused;
      sync();
      return true;
    },
    /** The Play view was shown or hidden (the other tab). */
    show() { inView = true; sync(); },
    hide() { inView = false; sync(); },
  };
}
