// Every string the page shows, one table per language. Keys are shared; {name} marks a value
// filled in by t(). The language comes from the saved choice, else navigator.language.

const STRINGS = {
  en: {
    title: 'Sudoku',
    viewPlay: 'Play',
    viewExplain: 'Explain',
    level: 'Level',
    level1: '1 · Easy',
    level2: '2 · Medium',
    level3: '3 · Hard',
    level4: '4 · Hardest',
    newPuzzle: 'New puzzle',
    language: 'Language',
    loading: 'Loading the engine…',
    engineFailed: 'The engine could not be loaded: {message}',
    boardSolution: 'Solution',
    boardPuzzle: 'Puzzle',
    boardCandidates: 'Candidates after the first pass',
    boardSolved: 'Solved',
    legendCandidates: 'red: placed by the first pass',
    legendSolved: 'red: filled in by the solver',
    stats: 'Generated in {gen} ms · solved in {solve} ms · candidate operations {ops} · saved states {saved} · backtracks {back}',
    statsClues: '{clues} givens',
  },
  zh: {
    title: '数独',
    viewPlay: '游戏',
    viewExplain: '解析',
    level: '难度',
    level1: '1 · 简单',
    level2: '2 · 中等',
    level3: '3 · 困难',
    level4: '4 · 最难',
    newPuzzle: '新题目',
    language: '语言',
    loading: '正在加载引擎…',
    engineFailed: '无法加载引擎：{message}',
    boardSolution: '完整答案',
    boardPuzzle: '题目',
    boardCandidates: '第一轮后的候选数',
    boardSolved: '求解结果',
    legendCandidates: '红色：第一轮确定的数字',
    legendSolved: '红色：求解器填入的数字',
    stats: '生成用时 {gen} 毫秒 · 求解用时 {solve} 毫秒 · 候选数操作 {ops} 次 · 保存状态 {saved} 次 · 回溯 {back} 次',
    statsClues: '{clues} 个提示数',
  },
};

export const LANGUAGES = Object.keys(STRINGS);
const STORAGE_KEY = 'sudoku.language';

function initialLanguage() {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && STRINGS[saved]) return saved;
  } catch {
    // Storage may be blocked; the browser language still applies.
  }
  const wanted = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  return wanted.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

let language = initialLanguage();
const listeners = new Set();

export const getLanguage = () => language;

/** Switches language, remembers it, and tells every listener to re-render its text. */
export function setLanguage(next) {
  if (!STRINGS[next] || next === language) return;
  language = next;
  try { localStorage.setItem(STORAGE_KEY, next); } catch { /* not remembered, still switched */ }
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  for (const listener of listeners) listener(next);
}

export const onLanguageChange = (listener) => listeners.add(listener);

/** The string for `key` in the current language with {name} placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = STRINGS[language][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** Fills every element carrying data-i18n="key" (text) or data-i18n-label="key" (aria-label). */
export function translatePage(root = document) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
}
