// <sudoku-board> in Vue 3 with render functions (no template compiler, so no eval): props go to
// the element (Vue sets a property where the element has one), onLoad / onChange / onSolved
// listen to its custom events.
import { createApp, h, ref } from 'vue';

const SIZES = [4, 6, 9];
// The board's theme attribute: none (the system's light or dark), then 'dark', then 'light'.
const THEMES = [null, 'dark', 'light'];

createApp({
  setup() {
    const size = ref(6);
    const theme = ref(null);
    const status = ref('Loading…');
    const filled = (values) => `${values.filter(Boolean).length} of ${values.length} cells filled.`;
    return () => h('main', [
      h('h1', 'Sudoku in a Vue page'),
      h('div', { class: 'controls' }, [
        ...SIZES.map((n) => h('button', { type: 'button', 'aria-pressed': String(size.value === n), onClick: () => { size.value = n; } }, `${n}x${n}`)),
        h('button', { type: 'button', onClick: () => { theme.value = THEMES[(THEMES.indexOf(theme.value) + 1) % THEMES.length]; } },
          `Theme: ${theme.value ?? 'system'}`),
      ]),
      h('sudoku-board', {
        size: String(size.value),
        level: '1',
        seed: '11',
        theme: theme.value,
        onLoad: (event) => { status.value = `A ${size.value}x${size.value} puzzle, seed ${event.detail.seed}.`; },
        onChange: (event) => { status.value = filled(event.detail.values); },
        onSolved: () => { status.value = 'Solved!'; },
        onError: (event) => { status.value = event.message; },
      }),
      h('output', { 'aria-live': 'polite' }, status.value),
    ]);
  },
}).mount('#app');
