#!/usr/bin/env bash
# Runs the Dockerfile's build stage as a shell script, without a container runtime: a clean copy of
# the repository (the files git tracks or would track: no node_modules, dist/ or what `npm run generate` writes),
# then each RUN line of the stage `build`, in order, exactly as written there (read from the
# Dockerfile, not repeated here), in that copy. Then checks what the runtime stage copies out of it
# and that `node dist/main.js` runs without a TypeScript loader.
#
#   scripts/docker-build-steps.sh [DIR]     # DIR: where to make the copy (default: a new temp dir)
#
# The image runs the steps as the `node` user; this script runs them as whoever runs it.
# FAS_BUILD_REUSE_NODE_MODULES=1 (the test's short version, test/packaging.test.ts): instead of
# `npm ci` (minutes, the registry) the copy links this checkout's node_modules and runs the
# install's postinstall (what `npm ci` runs after installing); `npm prune` is skipped, as it would
# prune the linked node_modules. Every other RUN line runs as written.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="${1:-$(mktemp -d "${TMPDIR:-/tmp}/fas-image-XXXXXX")}"
mkdir -p "$DIR"
echo "== clean copy of $ROOT in $DIR"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf -) | tar -xf - -C "$DIR"
for ignored in node_modules dist src/generated/prisma src/generated/pothos-types.ts; do
  if [ -e "$DIR/$ignored" ]; then echo "the copy has $ignored: not clean" >&2; exit 1; fi
done

# The RUN lines of the build stage (backslash continuations joined), in order.
mapfile -t STEPS < <(awk '
  /^FROM / { stage = ($0 ~ / AS build$/) ? 1 : 0; next }
  stage && /^RUN / { line = substr($0, 5); while (line ~ /\\$/ && (getline next_line) > 0) { sub(/\\$/, "", line); line = line next_line } print line }
' "$ROOT/Dockerfile")
[ "${#STEPS[@]}" -gt 0 ] || { echo "no RUN lines in the Dockerfile's build stage" >&2; exit 1; }

cd "$DIR"
for step in "${STEPS[@]}"; do
  if [ "${FAS_BUILD_REUSE_NODE_MODULES:-}" = 1 ]; then
    case "$step" in
      "chown "*) echo "== skipped (user set-up): $step"; continue ;;
      "npm ci"*) echo "== instead of: $step"; ln -s "$ROOT/node_modules" node_modules; step="npm run postinstall" ;;
      "npm prune"*) echo "== skipped (would prune the linked node_modules): $step"; continue ;;
    esac
  elif [ "$step" = "chown node:node /app" ]; then
    echo "== skipped (the image's user set-up): $step"; continue
  fi
  echo "== RUN $step"
  bash -euo pipefail -c "$step"
done

echo "== what the runtime stage copies"
for path in package.json node_modules dist/main.js dist/generated/prisma/client.js \
  dist/node_modules/@financial-account-service/rail-simulator/index.js prisma/migrations packages/dashboard/dist/index.html; do
  [ -e "$path" ] || { echo "missing: $path" >&2; exit 1; }
done
echo "== node dist/main.js without a TypeScript loader (production without secrets: exit 2 naming the variable)"
set +e
out="$(env -i PATH="$PATH" HOME="${HOME:-/tmp}" NODE_ENV=production DATA_DIR="$DIR/data" node dist/main.js 2>&1)"
code=$?
set -e
echo "$out"
[ "$code" -eq 2 ] && grep -q ENCRYPTION_KEY <<<"$out" || { echo "expected exit 2 naming ENCRYPTION_KEY, got $code" >&2; exit 1; }
echo "== image build steps passed in $DIR"
