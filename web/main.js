// Page start-up: draws the empty boards at once, loads the engine, then fills the boards.
import { startEngine } from './engine.js';
import { createExplainView } from './explain-view.js';
import { onLanguageChange, setLanguage, getLanguage, t, translatePage } from './i18n.js';

const app = document.getElementById('app');
const levelSelect = document.getElementById('level');
const newButton = document.getElementById('new-puzzle');
const languageSelect = document.getElementById('language');
const message = document.getElementById('message');

translatePage();
languageSelect.value = getLanguage();
const explainView = createExplainView(document.getElementById('boards'), document.getElementById('stats'));
app.dataset.boardsShownMs = performance.now().toFixed(1);

languageSelect.addEventListener('change', () => setLanguage(languageSelect.value));
onLanguageChange(() => {
  translatePage();
  explainView.refreshText();
});

function showMessage(key, params) {
  message.dataset.i18n = key;
  message.textContent = t(key, params);
  message.hidden = false;
}

let engine = null;

async function newPuzzle() {
  newButton.disabled = true;
  app.dataset.state = 'busy';
  try {
    const game = await engine.call('generate', { level: Number(levelSelect.value) });
    const explained = await engine.call('explain', game.puzzle);
    explainView.show(game, explained);
    app.dataset.puzzle = game.puzzle;
    app.dataset.level = String(game.level);
    if (!app.dataset.firstBoardsMs) app.dataset.firstBoardsMs = performance.now().toFixed(1);
    app.dataset.state = 'ready';
  } catch (error) {
    showMessage('engineFailed', { message: error.message });
    app.dataset.state = 'error';
  } finally {
    newButton.disabled = false;
  }
}

newButton.addEventListener('click', newPuzzle);

try {
  engine = await startEngine();
  app.dataset.engine = engine.where;
  message.hidden = true;
  await newPuzzle();
} catch (error) {
  showMessage('engineFailed', { message: error.message });
  app.dataset.state = 'error';
}
