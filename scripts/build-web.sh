#!/usr/bin/env bash
# Builds the web page into target/web/:
#   index.html, the page's scripts (engine.js, app.js, …), worker.js, style.css, fanodeck_web.js, fanodeck_web_bg.wasm
#       for a static host (or `python3 -m http.server` in target/web/);
#   fanodeck.html
#       one self-contained file (engine and icons inlined) that works opened from the disk;
#   site/
#       the project's site (Pages): index.html (a copy of fanodeck.html), the service worker
#       sw.js, manifest.webmanifest and the app icons, so that the page served over https can
#       be added to a home screen and works with no network after one visit.
# Each folder served (target/web/ and site/) gets its own sw.js, naming the folder's files and
# a cache named after the version and a hash of them (a changed page is a new cache).
# Installs what it needs when missing: the wasm32 target, wasm-bindgen-cli of the same
# version as the crate; uses wasm-opt (Debian's binaryen) when present.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(grep -m1 '^wasm-bindgen = ' web/Cargo.toml | sed 's/.*"=\{0,1\}\([0-9.]*\)".*/\1/')
rustup target list --installed | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown
if ! command -v wasm-bindgen >/dev/null || [[ "$(wasm-bindgen --version)" != *" $version"* ]]; then
    # Without --locked: its lockfile may name crate versions the registry mirror lacks.
    cargo install wasm-bindgen-cli --version "$version"
fi

# No path of this machine in the engine, so that the page is the same built anywhere (as the
# release's programs: scripts/release.sh).
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--remap-path-prefix=$PWD=/fanodeck --remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}=/cargo" \
    cargo build -p fanodeck-web --target wasm32-unknown-unknown --release
out=target/web
rm -rf "$out"
mkdir -p "$out"
# no-modules: the glue defines a global `wasm_bindgen`, which a worker made from a blob (the
# only kind a page opened from file:// may start) can load with importScripts or eval.
wasm-bindgen --target no-modules --no-typescript --out-dir "$out" \
    target/wasm32-unknown-unknown/release/fanodeck_web.wasm
if command -v wasm-opt >/dev/null; then
    # The features Rust's wasm32 target emits by default; an older binaryen that cannot read
    # them leaves the engine as it is (larger, same behaviour).
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$out/fanodeck_web_bg.wasm" -o "$out/fanodeck_web_bg.opt.wasm" \
        && mv "$out/fanodeck_web_bg.opt.wasm" "$out/fanodeck_web_bg.wasm" \
        || echo "note: wasm-opt failed; the engine stays unoptimised" >&2
else
    echo "note: wasm-opt not found (Debian package binaryen); the engine stays unoptimised" >&2
fi
cp web/page/* "$out/"
python3 web/catalogues.py i18n "$out/catalogues.js"
python3 web/inline.py "$out"

# Writes DIR/sw.js from web/page/sw.js: FILES, every file of DIR but sw.js and fanodeck.html
# (index.html as './'), and VERSION, the crate's version and a hash of those files and sw.js.
service_worker() {
    local dir=$1 files=() file hash version list
    while IFS= read -r file; do
        [[ $file == sw.js || $file == fanodeck.html ]] || files+=("$file")
    done < <(cd "$dir" && find . -maxdepth 1 -type f -printf '%P\n' | LC_ALL=C sort)
    [[ " ${files[*]} " == *" index.html "* ]] || { echo "build-web.sh: $dir has no index.html" >&2; exit 1; }
    hash=$( { (cd "$dir" && sha256sum "${files[@]}"); sha256sum < web/page/sw.js; } | sha256sum | cut -c1-16)
    version=$(grep -m1 '^version = ' Cargo.toml | sed 's/.*"\(.*\)".*/\1/')
    list=$(printf "'%s', " "${files[@]}" | sed "s/'index.html'/'.\/'/; s/, $//")
    sed -e "s|^const VERSION = .*|const VERSION = '$version-$hash';|" \
        -e "s|^const FILES = .*|const FILES = [$list];|" web/page/sw.js > "$dir/sw.js"
    if ! grep -q "^const VERSION = '$version-$hash';" "$dir/sw.js" || ! grep -q "^const FILES = \['" "$dir/sw.js"; then
        echo "build-web.sh: web/page/sw.js no longer has the lines VERSION and FILES" >&2
        exit 1
    fi
}

# The project's site: the single file as its page, with what installs it on a home screen.
site=$out/site
mkdir -p "$site"
cp "$out/fanodeck.html" "$site/index.html"
cp web/page/manifest.webmanifest web/page/icon-*.png "$site/"
service_worker "$site"
service_worker "$out"
ls -l "$out" "$site"
