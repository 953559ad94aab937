#!/usr/bin/env bash
# Builds the web page into target/web/:
#   index.html, the page's scripts (engine.js, app.js, …), worker.js, style.css, fanodeck_web.js, fanodeck_web_bg.wasm
#       for a static host (or `python3 -m http.server` in target/web/);
#   fanodeck.html
#       one self-contained file (engine and icons inlined) that works opened from the disk.
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
python3 web/inline.py "$out"
ls -l "$out"
