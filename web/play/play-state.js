// The Play view's shared state: one plain object, created by play.js and handed to every part
// of the view that reads it. Each field names the module that keeps it; besides, a new game
// (games.js) resets them all (a resumed one brings back its `selected` and `pencil`, saved with
// it by saved-games.js), a change of the grid or a new hint clears `checked`, and a hint
// selects the cell it is about.

/**
 * `settings`: the page's saved settings ({ conflicts, level, holes, boxNumbers }, storage.js), shared with
 * the Explain view.
 */
export function createPlayState(settings) {
  return {
    settings,
    /** The workers { work, quick } (engines.js) once loaded; null before. Owner: play.js. */
    engines: null,
    /** The engine's techniques() rows by id (a Map), for names in the page's language. Owner: play.js. */
    techniques: null,
    /** The Game being played (game.js), null until one is on screen. Owner: games.js. */
    game: null,
    /** The selected cell 0..80 (with several selected, the one that has the focus). Owner: moves.js. */
    selected: 40,
    /** The other selected cells, when several are (a Set, empty with one). Owner: moves.js. */
    extra: new Set(),
    /** Digits write pencil marks: centre marks ("this cell is one of these"). Owner: moves.js. */
    pencil: false,
    /** Digits write corner marks ("this digit is in one of these cells of the box"). Owner: moves.js. */
    corner: false,
    /** Digits paint the selected cells with colours 1..9 (colours.js). Owner: moves.js. */
    colourMode: false,
    /** Digit first (settings.digitFirst): the keypad digit chosen, 1..9, or null. Owner: moves.js. */
    digit: null,
    /** The clock is stopped and the board covered. Owner: timer.js. */
    paused: false,
    /** The mistake limit ended the game: paused, and only going on without the limit resumes it. Owner: mistakes.js. */
    stopped: false,
    /** Cells flagged by the last Check (a Set), null once anything changes. Owner: moves.js. */
    checked: null,
    /**
     * validate()'s last answer: `text`, the grid (81 chars) it was asked for, and `cells`, the
     * cells in a conflict there. Owner: validation.js.
     */
    conflicts: { text: '', cells: new Set() },
    /**
     * The hint on screen: { answer (hint()'s HintResult), candidates (candidates() of the same
     * grid), level (1 nudge, 2 pattern, 3 result), technique (the step's techniques() row, which
     * says how to word it; null without a step) }, or null; `hintBusy` while one is being
     * worked out. Owner: hint.js.
     */
    hint: null,
    hintBusy: false,
    // The hint's box put away for the keypad (hint.js fold()); the hint stays on the board.
    hintFolded: false,
  };
}
