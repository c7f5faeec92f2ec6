#!/bin/sh
# Brings the project's own toolchain on a machine that has only Node 20 and npm:
# the pinned pnpm runs through npx, and the root devDependency `node@24` puts a
# Node 24 binary first on PATH for every `pnpm run` script.
set -eu
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@12.21.0"
$PNPM install --frozen-lockfile --reporter=append-only
exec $PNPM run "$@"
