// A pool worker for the tests that dies on purpose: a batch holding the line `die-once:<file>`
// ends its thread (exit code 3) unless <file> exists, which it writes first, so exactly one
// thread dies on it; a batch holding `die-always` ends every thread that gets it. Anything
// else is answered by the package's own worker (SUDOKU_DIST as in helpers.mjs), loaded first so
// that it hears the load message; its handler waits for the engine before it calls it, so the
// check here runs before any engine call of the same message.
import { existsSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

// A thread started once the file named by SUDOKU_POOL_TEST_NO_MORE exists fails as it loads:
// a replacement that cannot start.
const noMore = process.env.SUDOKU_POOL_TEST_NO_MORE;
if (noMore && existsSync(noMore)) throw new Error('no more workers');

const dist = process.env.SUDOKU_DIST
  ? pathToFileURL(process.env.SUDOKU_DIST.replace(/\/?$/, '/'))
  : new URL('../../../dist/', import.meta.url);
await import(new URL('sudoku-node-worker.mjs', dist));

parentPort.on('message', ({ args }) => {
  const text = JSON.stringify(args ?? []);
  const once = text.match(/die-once:([^"\\]+)/);
  if (once && !existsSync(once[1])) {
    writeFileSync(once[1], '');
    process.exit(3);
  }
  if (text.includes('die-always')) process.exit(3);
});
