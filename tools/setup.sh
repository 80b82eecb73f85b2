#!/usr/bin/env bash
# Installs what the build and the tests need, only when it is missing: Debian packages (compilers,
# GoogleTest, Emscripten, Chromium and its headless shell) and the npm packages pinned in package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
have() { command -v "$1" >/dev/null 2>&1; }
have cmake || need+=(cmake)
have g++ || need+=(g++)
have node || need+=(nodejs)
have npm || need+=(npm)
have em++ || need+=(emscripten)
have wasm-split || need+=(binaryen)    # splits the full engine in two parts (tools/split-wasm.mjs)
have chromium || need+=(chromium)
have chromium-headless-shell || need+=(chromium-headless-shell)  # the browser tests' sites
have clang || need+=(clang)            # fuzz targets (libFuzzer) and nothing else
have python3 || need+=(python3)        # seeds the fuzz corpora
compgen -G '/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a' >/dev/null ||
  need+=(libclang-rt-14-dev)
[ -f /usr/include/gtest/gtest.h ] || need+=(libgtest-dev)
[ -f /usr/include/benchmark/benchmark.h ] || need+=(libbenchmark-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

if [ ! -d node_modules/playwright-core ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
