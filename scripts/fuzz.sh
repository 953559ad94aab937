#!/usr/bin/env bash
# Fuzzes the loading of untrusted files: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]
#
# Targets (fuzz/fuzz_targets/): picture_svg, picture_bitmap, words, template, project, layout
# (a `render --layout` file, then a deck printed with it) and focus (a `--focus` file). Each
# starts from the seeds in fuzz/seeds/<target>/ and grows its corpus in
# target/fuzz-corpus/<target>/. CARGO_TARGET_DIR, when set, is where the targets are built.
# Every crash, timeout or memory blow-up is copied into tests/data/hostile/ as a plain file
# (fuzz-<target>-<hash>.<ext>), which `cargo test` then runs through the normal loading path.
# Installs a nightly toolchain and cargo-fuzz when missing. Not part of CI: run it by hand.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(picture_svg picture_bitmap words template project layout focus)

rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo +nightly install cargo-fuzz --locked

# What users run: a release build without debug assertions (-O alone) and without a
# sanitizer, so that memory figures are the real ones.
build_flags=(--release --sanitizer none)
cargo +nightly fuzz build "${build_flags[@]}"

mkdir -p tests/data/hostile
printf '%-15s %8s %12s %8s\n' target seconds executions findings
for target in "${targets[@]}"; do
    corpus=target/fuzz-corpus/$target
    artifacts=target/fuzz-artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    cp -n fuzz/seeds/"$target"/* "$corpus"/ 2>/dev/null || true
    log=target/fuzz-artifacts/$target.log
    # Fork mode keeps going after a finding, so one run collects several. 1.5 GB is above
    # the 1 GB a single hostile file may take; 20 s is below the 30 s a picture may take.
    cargo +nightly fuzz run "${build_flags[@]}" "$target" "$corpus" -- \
        -max_total_time="$seconds" -rss_limit_mb=1500 -malloc_limit_mb=1500 -timeout=20 \
        -max_len=200000 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1 || true
    runs=$(grep -o 'exec/s[^#]*\|#[0-9]*' "$log" | grep -o '^#[0-9]*' | tail -1 | tr -d '#')
    found=0
    for artifact in "$artifacts"/*; do
        [[ -f "$artifact" ]] || continue
        hash=$(sha256sum "$artifact" | cut -c1-10)
        case $target in
            picture_svg)
                if head -c2 "$artifact" | od -An -tx1 | grep -q '1f 8b'; then ext=svgz; else ext=svg; fi
                cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.$ext" ;;
            picture_bitmap)
                # The first byte picked the extension, as in the target; the file is the rest.
                exts=(png jpg webp gif bmp)
                selector=$(head -c1 "$artifact" | od -An -tu1 | tr -d ' ')
                ext=${exts[$(( (${selector:-0} & 127) % 5 ))]}
                tail -c +2 "$artifact" > "tests/data/hostile/fuzz-$target-$hash.$ext" ;;
            words) cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.txt" ;;
            template) cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.toml" ;;
            project) cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.zip" ;;
            layout) cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.json" ;;
            focus) cp "$artifact" "tests/data/hostile/fuzz-$target-$hash.txt" ;;
        esac
        found=$((found + 1))
    done
    printf '%-15s %8s %12s %8s\n' "$target" "$seconds" "${runs:-?}" "$found"
done
