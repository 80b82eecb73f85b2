// The rule check of the grid on screen, asked of the engine: validate() on the quick worker
// after every change. Its answer drives the conflict marks, Check and the win. A digit is drawn
// at once; its conflict marks follow a few milliseconds later, and an answer for a grid that
// has changed since is dropped (the newer grid's question is already on its way).

const cellsOf = (conflicts) => new Set(conflicts.flatMap(({ cell, otherCell }) => [cell, otherCell]));

/**
 * `state`: the Play state (play-state.js); this module owns state.conflicts. `onAnswer(cells)`
 * is called when validate() answers for the grid still on screen; `onError(error)` when the
 * worker fails. Returns { refresh(), current(), shown() }.
 */
export function createValidation(state, { onAnswer, onError }) {
  let asked = null; // { text, promise }: the last question, so a grid is asked about once

  function conflictsOf(text) {
    if (asked?.text === text) return asked.promise;
    const promise = state.engines.quick.validate(text).then(cellsOf);
    asked = { text, promise };
    promise.then((cells) => {
      if (state.game?.text !== text) return;
      state.conflicts = { text, cells };
      onAnswer(cells);
    }, onError);
    return promise;
  }

  return {
    /** Asks about the grid now on screen (once the engine is there). */
    refresh() {
      if (state.game && state.engines) conflictsOf(state.game.text);
    },
    /** The conflicting cells of the grid now on screen, waiting for the answer if need be. */
    current() {
      return conflictsOf(state.game.text);
    },
    /**
     * The cells to mark now: the last answer, less the cells that have changed since (their
     * own answer is on its way).
     */
    shown() {
      const { text, cells } = state.conflicts;
      const now = state.game?.text;
      if (!now || text === now) return cells;
      return new Set([...cells].filter((cell) => text[cell] === now[cell]));
    },
  };
}
