// The board element's style sheet (sudoku-board.js), in its shadow root: nothing here reaches
// the page, and nothing of the page's reaches inside. The page's rules may match the host
// element itself (a `*` rule does), so the host only places the board; `.root`, inside, resets
// every inherited property (`all: initial`: font, colour, letter spacing, text transform...) and
// sizes are in px and em of its own font size, not in rem, which follows the page's root. A site
// themes the board through the custom properties below (each holds a light and a dark value,
// light-dark(); `theme` picks the scheme, or the system's preference by default) and styles its
// parts with ::part() (the part names are in sudoku-board.d.ts).

/** The CSS text of the board's shadow root. */
export const BOARD_CSS = `
:host {
  display: block;
  box-sizing: border-box;
  /* A width of its own, so that a flex row, a centred grid or a dialog does not shrink it to 0,
     and never wider than its container or, where the container takes its width from its
     content (a centred grid, inline-block, a table cell), than the viewport less a margin. */
  width: min(var(--sudoku-board-width, 512px), calc(100vw - 32px));
  max-width: 100%;
}
:host([hidden]) { display: none; }
.root {
  all: initial;
  display: block;
  /* The page's colour scheme unless theme says (a page declaring light dark follows the system). */
  color-scheme: inherit;
  /* A grid is not mirrored on a right-to-left page (all: initial leaves direction alone). */
  direction: ltr;
  unicode-bidi: isolate;
  font-family: var(--sudoku-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--sudoku-font-size, 16px);
  color: var(--sudoku-ink, light-dark(#111, #e8eaed));
  -webkit-tap-highlight-color: transparent;
}
:host([theme="light"]) .root { color-scheme: light; }
:host([theme="dark"]) .root { color-scheme: dark; }
*, *::before, *::after { box-sizing: border-box; }
.frame { container-type: inline-size; }
.board {
  display: grid;
  grid-template-columns: repeat(var(--n), 1fr);
  background: var(--sudoku-background, light-dark(#fff, #181b20));
  border: 2px solid var(--sudoku-box-line-color, light-dark(#6b6b6b, #8a929d));
  border-radius: 4px;
  user-select: none;
  touch-action: manipulation;
  outline: none;
}
.row { display: contents; }
.cell {
  position: relative;
  aspect-ratio: 1;
  display: grid;
  place-items: center;
  font-size: calc(62cqi / var(--n));
  line-height: 1;
  border-right: 1px solid var(--sudoku-line-color, light-dark(#d4d4d4, #353a42));
  border-bottom: 1px solid var(--sudoku-line-color, light-dark(#d4d4d4, #353a42));
  color: var(--sudoku-entered-color, light-dark(#1a55b0, #9dc1ff));
  cursor: pointer;
  outline: none;
}
.cell.last-column { border-right: 0; }
.cell.last-row { border-bottom: 0; }
.cell.box-right { border-right: 2px solid var(--sudoku-box-line-color, light-dark(#6b6b6b, #8a929d)); }
.cell.box-bottom { border-bottom: 2px solid var(--sudoku-box-line-color, light-dark(#6b6b6b, #8a929d)); }
.cell.given { color: var(--sudoku-given-color, light-dark(#111, #e8eaed)); font-weight: 600; }
.cell.peer { background: var(--sudoku-peer-background, light-dark(#eef3fb, #1f2631)); }
.cell.same { background: var(--sudoku-same-background, light-dark(#d5e3fa, #253754)); }
.cell.selected { background: var(--sudoku-selected-background, light-dark(#c6dafa, #2a4268)); }
.board:focus-within .cell.selected { box-shadow: inset 0 0 0 2px var(--sudoku-accent, light-dark(#2962c9, #7aa7ff)); }
.cell.conflict { color: var(--sudoku-conflict-color, light-dark(#b81212, #ff8a8a)); }
.cell.conflict::after {
  content: ""; position: absolute; inset: 0; pointer-events: none;
  background: var(--sudoku-conflict-background, light-dark(rgba(224, 16, 16, 0.12), rgba(255, 80, 80, 0.18)));
}
:host([readonly]) .cell { cursor: default; }
/* A read-only board marks the selected cell only while it has the focus (its keys still move it). */
:host([readonly]) .cell.peer, :host([readonly]) .cell.same, :host([readonly]) .cell.selected { background: none; }
:host([readonly]) .board:focus-within .cell.selected { background: var(--sudoku-selected-background, light-dark(#c6dafa, #2a4268)); }
.solved .cell { background: var(--sudoku-solved-background, light-dark(#e6f4ea, #173d27)); }
.marks {
  display: grid;
  grid-template-columns: repeat(var(--box-columns), 1fr);
  grid-template-rows: repeat(var(--box-rows), 1fr);
  width: 100%; height: 100%;
  padding: 6%;
  font-size: calc(26cqi / var(--n));
  font-weight: 400;
  color: var(--sudoku-mark-color, light-dark(#595959, #b9bfc8));
}
.marks span { display: grid; place-items: center; }
.marks.computed { color: var(--sudoku-candidate-color, light-dark(#666, #9aa1ab)); }
.pad {
  display: grid;
  grid-template-columns: repeat(var(--pad-columns), 1fr);
  gap: 0.4em;
  margin-top: 0.6em;
}
:host([readonly]) .pad { display: none; }
.pad button {
  all: unset;
  box-sizing: border-box;
  display: grid;
  place-items: center;
  min-height: 44px;
  border-radius: 6px;
  font: inherit;
  font-size: 1.25em;
  color: var(--sudoku-ink, light-dark(#111, #e8eaed));
  background: var(--sudoku-button-background, light-dark(#f1f4f9, #20252c));
  border: 1px solid var(--sudoku-line-color, light-dark(#d4d4d4, #353a42));
  cursor: pointer;
}
.pad button.word { font-size: 0.9em; }
.pad button:hover { background: var(--sudoku-button-hover-background, light-dark(#e3e9f3, #2a3038)); }
.pad button:focus-visible { outline: 2px solid var(--sudoku-accent, light-dark(#2962c9, #7aa7ff)); outline-offset: 1px; }
.pad button[aria-pressed="true"] {
  background: var(--sudoku-accent, light-dark(#2962c9, #7aa7ff));
  color: var(--sudoku-on-accent, light-dark(#fff, #0b1220));
}
.pad button.done { color: var(--sudoku-disabled-color, light-dark(#9a9a9a, #6b727c)); }
.pad button:disabled { color: var(--sudoku-disabled-color, light-dark(#9a9a9a, #6b727c)); cursor: default; }
.message {
  margin: 0.5em 0 0;
  padding: 0.35em 0.6em;
  border-radius: 4px;
  font-size: 0.95em;
  min-height: 1.3em;
  /* Its own background, so it reads on any page whatever the board's scheme. */
  background: var(--sudoku-background, light-dark(#fff, #181b20));
}
.message:empty { display: none; }
.message.error { color: var(--sudoku-conflict-color, light-dark(#b81212, #ff8a8a)); }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
`;
