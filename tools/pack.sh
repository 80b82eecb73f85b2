#!/usr/bin/env bash
# Assembles the npm package in build/package/ from the built module (dist/sudoku-engine.{js,wasm},
# written by tools/build.sh) and the wrapper sources in wasm/, then packs it into
# build/sudoku-wasm-<version>.tgz. Prints the tarball's path on the last line.
# No build step happens here: run tools/build.sh (or the wasm build) first.
set -euo pipefail
cd "$(dirname "$0")/.."
out=build/package
for f in dist/sudoku-engine.js dist/sudoku-engine.wasm; do
  [ -f "$f" ] || { echo "pack: $f is missing; run tools/build.sh first" >&2; exit 1; }
done

rm -rf "$out"
mkdir -p "$out"
# The files package.json names, as the build wrote them to dist/.
node -e 'for (const f of require("./wasm/package.json").files) console.log(f)' |
  while read -r f; do cp "dist/$f" "$out/"; done
cp wasm/package.json "$out/"
[ -f LICENSE ] && cp LICENSE "$out/"
cat > "$out/README.md" <<'README'
# sudoku-wasm

A Sudoku solver, generator, grader and hint engine in WebAssembly. One import in browsers, Web
Workers and Node; no build step; the `.wasm` file is found beside the JS file.

```js
import createSudoku from 'sudoku-wasm';
const sudoku = await createSudoku();
const { puzzle } = sudoku.generate({ level: 'medium' });
console.log(sudoku.solve(puzzle).solution);
```

In a worker: `import { createSudokuWorker } from 'sudoku-wasm/worker'` gives the same calls
returning promises. A site that only solves, checks or makes ungraded puzzles can load the small
core instead, about a quarter of the download: `import createSudokuCore from 'sudoku-wasm/core'`
(`parse`, `solve`, `countSolutions`, `validate`, `candidates`, `generate` by clues, symmetry,
minimality and seed; `sudoku-core.d.ts`). A page that wants a board to play imports
`sudoku-wasm/board` and writes `<sudoku-board level="medium"></sudoku-board>`: keys, touch,
pencil marks, undo, conflicts, events, themes (`sudoku-board.d.ts`). Grids are 81 cells row-major (16 or 36 for the 4x4 and 6x6 grids), 0 or '.'
for blanks; times are in ms. Every function, option, result and error code is typed and
described in `sudoku.d.ts`; the source repository's `wasm/API.md` is the full reference, with
tables of the options, results and error codes.
README

version=$(node -p "require('./$out/package.json').version")
name=$(node -p "require('./$out/package.json').name")
rm -f "build/$name-$version.tgz"
(cd "$out" && npm pack --silent --pack-destination .. >/dev/null)
echo "$PWD/build/$name-$version.tgz"
