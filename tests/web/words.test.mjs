// The page's words with a number in them (issue 26, item 1): plurals go through Intl.PluralRules
// of the page's language ("1 cell", "2 cells"), never "cell(s)". Runs in node: i18n.js needs only
// the browser's language and the page's <html> element, given here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DIST } from './helpers.mjs';

globalThis.navigator ??= { language: 'en', languages: ['en'] };
globalThis.document ??= { documentElement: {} };
// The page's copy in dist/, beside the package's board-words.js that it imports.
const { t, setLanguage, getLanguage } = await import(new URL('words/i18n.js', pathToFileURL(DIST)).href);

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const inLanguage = (lang, fn) => {
  const before = getLanguage();
  setLanguage(lang);
  try { return fn(); } finally { setLanguage(before); }
};

test('counts of one and of two read "1 cell", "2 cells", "1 day", "2 days" in the real strings', () => {
  inLanguage('en', () => {
    assert.equal(t('checkGood', { open: 1 }), 'No mistakes so far. 1 cell to go.');
    assert.equal(t('checkGood', { open: 2 }), 'No mistakes so far. 2 cells to go.');
    assert.equal(t('checkNoConflicts', { open: 60 }), 'No rule is broken. 60 cells to go.');
    assert.equal(t('doneStreak', { days: 1 }), 'Daily streak: 1 day');
    assert.equal(t('doneStreak', { days: 2 }), 'Daily streak: 2 days');
    // The verb and the pronoun follow the count too.
    assert.equal(t('checkMistakes', { count: 1 }), '1 cell breaks a rule or differs from the solution; it is marked.');
    assert.equal(t('checkMistakes', { count: 2 }), '2 cells break a rule or differ from the solution; they are marked.');
    assert.equal(t('gridFullWrong', { count: 1 }), 'The grid is full but not solved: 1 cell breaks a rule; it is marked.');
    assert.equal(t('gridFullWrongCheck', { count: 3 }), 'The grid is full but not solved: 3 cells break a rule; they are marked. Check also marks every digit that differs from the solution.');
    assert.equal(t('savedWinWrong', { count: 1 }), 'This game was saved as solved, but its grid breaks a rule (1 cell, marked): it goes on as a game in progress, with your digits.');
    assert.equal(t('notesFilled', { count: 1 }), 'Notes filled with the candidates of 1 empty cell. Undo takes them back.');
    assert.equal(t('bookletReady', { count: 1, pages: 1, solutionPages: 1 }), 'Ready: 1 puzzle on 1 page, solutions on 1 page. Print, or choose “Save as PDF” in the print window.');
    assert.equal(t('bookletReady', { count: 12, pages: 3, solutionPages: 2 }), 'Ready: 12 puzzles on 3 pages, solutions on 2 pages. Print, or choose “Save as PDF” in the print window.');
    assert.equal(t('pasteUnique', { givens: 17 }), 'Valid · 17 givens · exactly one solution.');
    assert.equal(t('pasteNone', { givens: 1 }), 'Readable · 1 given · but it has no solution.');
    assert.equal(t('statsClues', { clues: 34 }), '34 givens');
    assert.equal(t('stepsStuck', { n: 1 }), 'Logic stops after this 1 step; the rest needs trial and error.');
    assert.equal(t('gamesMany', { count: 21 }), '21 games are in progress. None is deleted on its own: finish or delete some under “Games”.');
    assert.equal(t('storyGuesses', { saved: 1, back: 4 }), 'guessed once, going back 4 times after a dead end');
    assert.equal(t('storyHidden', { hidden: 1, naked: 0, more: 1 }), 'Then, before any guess, 1 hidden single (a digit with only one place left in a row, column or box) filled 1 more cell.');
    assert.equal(t('storyHidden', { hidden: 3, naked: 1, more: 4 }), 'Then, before any guess, 3 hidden singles (a digit with only one place left in a row, column or box) and the 1 naked single that followed filled 4 more cells.');
  });
  // Chinese has one form: the same words for every count.
  inLanguage('zh', () => {
    assert.equal(new Intl.PluralRules('zh').resolvedOptions().pluralCategories.join(), 'other');
    assert.equal(t('doneStreak', { days: 1 }), '每日连续：1 天');
    assert.equal(t('doneStreak', { days: 2 }), '每日连续：2 天');
    assert.equal(t('checkGood', { open: 1 }), '目前没有错误，还剩 1 格。');
    assert.equal(t('storyGuesses', { saved: 1, back: 2 }), '猜了 1 次，走进死路后退回 2 次');
    assert.equal(t('storyHidden', { hidden: 2, naked: 0, more: 2 }), '接着，在猜之前，2 个数字在一行、一列或一宫里只剩一个位置（排除法），一共又填出 2 个格子。');
  });
});

test('no page string writes a plural as "(s)", and every plural placeholder fills', () => {
  const files = readdirSync(WEB, { recursive: true }).filter((f) => /\.(js|html)$/.test(f));
  for (const file of files) {
    const text = readFileSync(join(WEB, file), 'utf8');
    // http(s) is a scheme, not a plural.
    const plurals = [...text.matchAll(/(\w+)\(s\)/g)].map((m) => m[0]).filter((w) => w !== 'http(s)');
    assert.deepEqual(plurals, [], `${file} writes a plural as (s)`);
  }
  // Every key whose text chooses words by a number reads whole at 0, 1, 2 and 5, in each language.
  const source = readFileSync(join(WEB, 'words/i18n.js'), 'utf8');
  const keys = [...source.matchAll(/^ {4}(\w+): '((?:[^'\\]|\\.)*)',$/gm)].filter(([, , text]) => text.includes(', plural,'));
  assert.ok(keys.length >= 20, `${keys.length} strings with plurals`);
  for (const lang of ['en', 'zh']) {
    inLanguage(lang, () => {
      for (const [, key, text] of keys) {
        const names = [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]);
        for (const n of [0, 1, 2, 5]) {
          const out = t(key, Object.fromEntries(names.map((name) => [name, n])));
          assert.doesNotMatch(out, /[{}#]/, `${lang} ${key} at ${n}: ${out}`);
        }
      }
    });
  }
});

test('the plural form: exact branches first, then the language\'s category, # is the number', () => {
  inLanguage('en', () => {
    // A missing value leaves its placeholder as it was, so the gap shows.
    assert.equal(t('checkGood', {}), 'No mistakes so far. {open, plural, one {# cell} other {# cells}} to go.');
    assert.equal(t('storyHidden', { hidden: 2, naked: 0, more: 2 }).includes('naked'), false, '=0 chooses the empty branch');
  });
});
