// Page start-up: draws both views at once, starts the engine workers, then hands them to the
// views. Play is the default view; Explain shows the original demo's four boards.
import { startEngines } from './engine/engines.js';
import { createExplain } from './explain/explain.js';
import { createKidsView } from './kids/kids.js';
import { createPlayView } from './play/play.js';
import { createPasteDialog } from './games/paste.js';
import { loadSettings, saveSettings } from './storage/storage.js';
import { createTabs } from './page/tabs.js';
import { applyTheme, createThemeSwitch } from './page/theme.js';
import { registerOffline, switchToNewBuild } from './offline/offline.js';
import { onLanguageChange, setLanguage, getLanguage, t, translatePage } from './words/i18n.js';

const $ = (id) => document.getElementById(id);
const app = $('app');
const message = $('message');
const settings = loadSettings();
const persistSettings = () => saveSettings(settings);
// First thing the page does, so the saved theme is in force before anything is drawn.
applyTheme(settings.theme);

// The module loaded, so the page is served properly: drop the file:// notice.
$('needs-server').hidden = true;
translatePage();
$('language').value = getLanguage();
createThemeSwitch($('theme'), settings, persistSettings);

function showMessage(key, params = {}) {
  message.dataset.i18n = key;
  message.params = params;
  message.textContent = t(key, params);
  message.hidden = false;
}

// ---- views ---------------------------------------------------------------------------------
const play = createPlayView(settings, persistSettings);
const kids = createKidsView({
  view: $('kids-view'), sizes: [...document.querySelectorAll('#kids-view .kids-size')], newButton: $('kids-new'),
  pictures: $('kids-pictures'), showTime: $('kids-time'), timer: $('kids-timer'), board: $('kids-board'),
  keypad: $('kids-keypad'), erase: $('kids-erase'), undo: $('kids-undo'), hint: $('kids-hint'), message: $('kids-message'),
  done: $('kids-done'), doneText: $('kids-done-text'), again: $('kids-again'),
  newDialog: $('kids-new-dialog'), newKeep: $('kids-new-keep'), newYes: $('kids-new-yes'),
});
const explain = createExplain(settings, persistSettings, (error) => showMessage('engineError', { message: error.message }),
  (made) => { play.openGenerated(made, { source: 'explain' }); tabs.show('play'); });
app.dataset.boardsShownMs = performance.now().toFixed(1);

let engines = null;
const paste = createPasteDialog({
  dialog: $('paste-dialog'), input: $('paste-input'), status: $('paste-status'),
  play: $('paste-play'), cancel: $('paste-cancel'),
}, () => engines?.quick ?? null, (puzzle, solution) => play.playPasted(puzzle, solution));
$('paste-open').addEventListener('click', () => paste.open());

const tabs = createTabs((name) => {
  app.dataset.view = name;
  if (name === 'play') play.show(); else play.hide();
  if (name === 'kids') kids.show(); else kids.hide();
  if (name === 'explain') explain.show();
});
tabs.show('play');

// ---- language ----------------------------------------------------------------------------------
$('language').addEventListener('change', (event) => setLanguage(event.target.value));
onLanguageChange((language) => {
  $('language').value = language;
  translatePage();
  explain.refreshText();
  play.refreshText();
  kids.refreshText();
  paste.refreshText();
  if (message.dataset.i18n && !message.hidden) message.textContent = t(message.dataset.i18n, message.params);
});

// ---- engine ------------------------------------------------------------------------------------
try {
  // A newer build waiting in the service worker takes over now, before the workers fetch the
  // package's files, or not at all for this page (offline.js).
  await switchToNewBuild();
  engines = await startEngines();
  // The quick worker (the engine's core part) is in: the views check the board on screen now;
  // what the work worker answers (new puzzles, hints, grades) waits for it and its logic part.
  app.dataset.engineReadyMs = performance.now().toFixed(1);
  message.hidden = true;
  play.start(engines);
  explain.start(engines);
  kids.start(engines);
  paste.engineReady();
  await engines.workLoaded;
  app.dataset.logicReadyMs = performance.now().toFixed(1);
  app.dataset.state = 'ready';
  registerOffline();
} catch (error) {
  // The package's error names the URL it could not load (a missing or wrong .wasm file).
  showMessage('engineFailed', { message: error.message });
  app.dataset.state = 'error';
}
