// <sudoku-board> in React 19: attributes as props, the board's events through a ref (they are
// custom events, which React does not wire by name in every version), its state in React state.
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const LEVELS = ['easy', 'medium', 'hard', 'expert'];

function Board({ level, seed, onStatus }) {
  const ref = useRef(null);
  useEffect(() => {
    const board = ref.current;
    const events = {
      load: ({ detail }) => onStatus(`Level ${detail.level}, seed ${detail.seed}.`),
      change: ({ detail }) => onStatus(`${detail.values.filter(Boolean).length} of 81 cells filled.`),
      solved: () => onStatus('Solved!'),
      error: (event) => onStatus(event.message),
    };
    for (const [type, listener] of Object.entries(events)) board.addEventListener(type, listener);
    return () => { for (const [type, listener] of Object.entries(events)) board.removeEventListener(type, listener); };
  }, [onStatus]);
  return <sudoku-board ref={ref} level={level} seed={String(seed)} show-candidates="" />;
}

function App() {
  const [level, setLevel] = useState('medium');
  const [seed, setSeed] = useState(2026);
  const [status, setStatus] = useState('Loading…');
  return (
    <main>
      <h1>Sudoku in a React page</h1>
      <div className="controls">
        <label>
          Level{' '}
          <select value={level} onChange={(event) => setLevel(event.target.value)}>
            {LEVELS.map((name) => <option key={name}>{name}</option>)}
          </select>
        </label>
        <button type="button" onClick={() => setSeed((s) => s + 1)}>New puzzle</button>
      </div>
      <Board level={level} seed={seed} onStatus={setStatus} />
      <output aria-live="polite">{status}</output>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
