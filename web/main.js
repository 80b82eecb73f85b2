// Page start-up: draws the boards at once, loads the engine (in a worker), then fills them.
// Play is the default view; Explain shows the original demo's four boards.
import { startEngine } from './engine.js';
import { createExplainView } from './explain-view.js';
import { createPlayView } from './play.js';
import { createPasteDialog } from './paste.js';
import { loadSettings, saveSettings } from './storage.js';
import { onLanguageChange, setLanguage, getLanguage, t, translatePage } from './i18n.js';

const $ = (id) => document.getElementById(id);
const app = $('app');
const message = $('message');
const settings = loadSettings();
const persistSettings = () => saveSettings(settings);

// The module loaded, so the page is served properly: drop the file:// notice.
$('needs-server').hidden = true;
translatePage();
$('language').value = getLanguage();

// ---- views ---------------------------------------------------------------------------------
const play = createPlayView({
  view: $('play-view'), board: $('play-board'), keypad: $('keypad'), timer: $('timer'),
  pause: $('pause'), resume: $('resume'), cover: $('pause-cover'), message: $('play-message'),
  erase: $('erase'), pencil: $('pencil'), undo: $('undo'), redo: $('redo'), check: $('check'),
  newGame: $('play-new'), level: $('play-level'), conflicts: $('conflicts'), share: $('share'),
  shareBox: $('share-box'), shareLink: $('share-link'), hint: $('hint'), hintBox: $('hint-box'),
  grade: $('grade'),
}, settings, persistSettings);

const explainSection = $('explain-view');
const explainLevel = $('explain-level');
const explainNew = $('explain-new');
const explainView = createExplainView($('boards'), $('stats'), {
  slider: $('step-slider'), count: $('step-count'), text: $('step-text'), note: $('step-note'),
});
// steps() uses nested forcing chains on the hardest puzzles: seconds, in the worker; past this
// the worker is restarted and the view says so.
const STEPS_MS = 15000;
let stepsToken = 0;
app.dataset.boardsShownMs = performance.now().toFixed(1);

let engine = null;

const paste = createPasteDialog({
  dialog: $('paste-dialog'), input: $('paste-input'), status: $('paste-status'),
  play: $('paste-play'), cancel: $('paste-cancel'),
}, () => engine, (puzzle, solution) => play.playPasted(puzzle, solution));
$('paste-open').addEventListener('click', () => paste.open());

async function newExplainPuzzle() {
  if (!engine) return;
  explainNew.disabled = true;
  explainSection.dataset.state = 'busy';
  try {
    const game = await engine.call('generate', { level: Number(explainLevel.value) });
    const explained = await engine.call('explain', game.puzzle);
    explainView.show(game, explained);
    explainSection.dataset.puzzle = game.puzzle;
    explainSection.dataset.level = String(game.level);
    explainSection.dataset.state = 'ready';
    loadSteps(game.puzzle);
  } catch (error) {
    showMessage('engineFailed', { message: error.message });
    explainSection.dataset.state = 'error';
  } finally {
    explainNew.disabled = false;
  }
}
explainNew.addEventListener('click', newExplainPuzzle);

/** Fetches the logical steps of the Explain puzzle from the worker for the step slider. */
function loadSteps(puzzle) {
  const token = ++stepsToken;
  explainSection.dataset.steps = 'working';
  explainView.stepsWorking();
  engine.callWithin(STEPS_MS, 'steps', puzzle).then((result) => {
    if (token !== stepsToken) return;
    explainView.showSteps(result);
    explainSection.dataset.steps = 'ready';
  }, (error) => {
    if (token !== stepsToken) return;
    explainView.stepsFailed(error.code === 'timeout' ? 'stepsTooSlow' : 'stepsFailed');
    explainSection.dataset.steps = error.code === 'timeout' ? 'timeout' : 'error';
  });
}
// The Explain view keeps the original holes-per-box levels, a separate choice from Play's grades.
explainLevel.value = String([1, 2, 3, 4].includes(settings.holes) ? settings.holes : 2);
explainLevel.addEventListener('change', () => {
  settings.holes = Number(explainLevel.value);
  persistSettings();
});

// ---- tabs ------------------------------------------------------------------------------------
const tabs = [...document.querySelectorAll('[role="tab"]')];

function showView(name, { focus = false } = {}) {
  for (const tab of tabs) {
    const on = tab.dataset.view === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    if (on && focus) tab.focus();
  }
  $('play-view').hidden = name !== 'play';
  explainSection.hidden = name !== 'explain';
  app.dataset.view = name;
  if (name === 'play') play.show(); else play.hide();
  // The Explain view makes its first puzzle only when somebody looks at it.
  if (name === 'explain' && !explainSection.dataset.puzzle && engine) newExplainPuzzle();
}

for (const tab of tabs) {
  tab.addEventListener('click', () => showView(tab.dataset.view));
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    showView(next.dataset.view, { focus: true });
  });
}
showView('play');

// ---- language ----------------------------------------------------------------------------------
$('language').addEventListener('change', (event) => setLanguage(event.target.value));
onLanguageChange((language) => {
  $('language').value = language;
  translatePage();
  explainView.refreshText();
  play.refreshText();
  paste.refreshText();
  if (message.dataset.i18n && !message.hidden) message.textContent = t(message.dataset.i18n, message.params);
});

function showMessage(key, params = {}) {
  message.dataset.i18n = key;
  message.params = params;
  message.textContent = t(key, params);
  message.hidden = false;
}

// ---- engine ------------------------------------------------------------------------------------
try {
  engine = await startEngine();
  app.dataset.engine = engine.where;
  app.dataset.engineReadyMs = performance.now().toFixed(1);
  message.hidden = true;
  explainNew.disabled = false;
  play.start(engine);
  if (!explainSection.hidden) newExplainPuzzle();
  app.dataset.state = 'ready';
} catch (error) {
  showMessage('engineFailed', { message: error.message });
  app.dataset.state = 'error';
}
