#!/usr/bin/env bash
# Links the WebAssembly module with Emscripten's runtime checks (-sASSERTIONS=1: heap and
# runtime checks; -sSTACK_OVERFLOW_CHECK=2: a stack cookie checked on every call) from the
# objects of build-wasm/ (the `site_checked` target, wasm/CMakeLists.txt), then runs the node
# suite tests/wasm/ against that build instead of dist/. The checked site lives in
# build-wasm/checked-dist/; SUDOKU_DIST points the tests there, and a resolve hook maps the tests'
# static imports of ../../dist/ onto it (no test file is edited).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-wasm
dist="$PWD/$dir/checked-dist"

JOBS="${JOBS:-2}" tools/wasm-build.sh site_checked

# The checked glue refuses to start under node; the tests hand it the .wasm bytes themselves, so
# its two environment checks are switched off (tools/glue-for-node.mjs); every other check stays.
node tools/glue-for-node.mjs "$dist/sudoku-engine.js" --required

hook="$PWD/$dir/dist-hook.mjs"
cat > "$hook" <<'HOOK'
// Resolve hook: imports of <checkout>/dist/<file> load <SUDOKU_DIST>/<file> instead. The path
// is mapped before node resolves it, so <checkout>/dist/ need not exist (CI runs this beside
// the build that writes it).
import { pathToFileURL } from 'node:url';
const from = new URL('../dist/', import.meta.url).href;
const to = pathToFileURL(process.env.SUDOKU_DIST + '/').href;
const isPath = (specifier) => /^(\.{1,2}\/|\/|file:)/.test(specifier);
export async function resolve(specifier, context, next) {
  if (context.parentURL && isPath(specifier)) {
    const url = new URL(specifier, context.parentURL).href;
    if (url.startsWith(from)) return next(to + url.slice(from.length), context);
  }
  return next(specifier, context);
}
HOOK
register="$PWD/$dir/dist-register.mjs"
echo "import { register } from 'node:module'; register('./$(basename "$hook")', import.meta.url);" > "$register"

echo "== wasm module tests against the checked build ($dist)"
SUDOKU_DIST="$dist" node --import "$register" --test tests/wasm/
