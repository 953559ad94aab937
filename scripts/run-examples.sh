#!/usr/bin/env bash
# Builds every program in examples/ and runs each with no arguments, from the repository's
# root, as a reader of the docs would. Each writes only to the temporary directory. Exits
# non-zero when one fails to build or run, after trying them all.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --examples
failed=()
for file in examples/*.rs; do
    name=$(basename "$file" .rs)
    echo "== example $name"
    if ! cargo run --quiet --example "$name"; then
        echo "example $name failed" >&2
        failed+=("$name")
    fi
done
if ((${#failed[@]})); then
    echo "failed examples: ${failed[*]}" >&2
    exit 1
fi
echo "all examples ran"
