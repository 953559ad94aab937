#!/usr/bin/env bash
# Renders the default deck, a photo deck and a word deck with poppler, MuPDF and Ghostscript
# and compares them pairwise (scripts/print-fidelity.py). Installs the three from Debian's
# packages when missing. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v mutool >/dev/null || missing+=(mupdf-tools)
command -v gs >/dev/null || missing+=(ghostscript)
if [[ ${#missing[@]} -gt 0 ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The test profile's binary, which `cargo test` has built: the PDF is the same in every profile.
cargo build --quiet
work=target/print-fidelity
rm -rf "$work"
python3 scripts/print-fidelity.py target/debug/fanodeck "$work"
