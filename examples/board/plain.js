// Listens to the boards' events, as any page script would, and writes what happened below each.
for (const board of document.querySelectorAll('sudoku-board')) {
  const out = document.querySelector(`output[for="${board.id}"]`);
  board.addEventListener('load', ({ detail }) => {
    out.textContent = detail.seed === null ? 'Given puzzle.' : `Level ${detail.level}, seed ${detail.seed}.`;
  });
  board.addEventListener('change', ({ detail }) => {
    out.textContent = `${detail.values.filter(Boolean).length} of ${detail.values.length} cells filled.`;
  });
  board.addEventListener('solved', () => { out.textContent = 'Solved!'; });
  board.addEventListener('error', (event) => { out.textContent = event.message; });
}
