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
  let asked = null;  // { text, promise }: the last question, so a grid is asked about once
  let heard = null;  // { game, question }: the last answer given to a game

  // An answer is the game's on screen when its grid is the one asked about, and each game hears
  // each question once: a resumed game whose digits are those of the grid asked about last is
  // answered from that question too.
  function answer(question, cells) {
    const { game } = state;
    if (game?.text !== question.text || (heard?.game === game && heard.question === question)) return;
    heard = { game, question };
    state.conflicts = { text: question.text, cells };
    onAnswer(cells);
  }

  function conflictsOf(text) {
    if (asked?.text === text) return asked;
    const question = { text, promise: state.engines.quick.validate(text).then(cellsOf) };
    asked = question;
    question.promise.then((cells) => answer(question, cells), onError);
    return question;
  }

  return {
    /** Asks about the grid now on screen (once the engine is there). */
    refresh() {
      if (!state.game || !state.engines) return;
      const question = conflictsOf(state.game.text);
      question.promise.then((cells) => answer(question, cells), () => {});
    },
    /** The conflicting cells of the grid now on screen, waiting for the answer if need be. */
    current() {
      return conflictsOf(state.game.text).promise;
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
