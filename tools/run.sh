#!/usr/bin/env bash
# Builds everything and serves the page at http://127.0.0.1:${PORT:-8080}/ (Ctrl+C stops).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh
exec node tools/serve.mjs dist "${PORT:-8080}"
