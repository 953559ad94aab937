#!/usr/bin/env bash
# Runs fanodeck on every file of tests/data/hostile/ (plus the large cases made at test time
# and a symlink that points out of the icons folder) and prints a table: exit code, the
# telling line of stderr, peak RSS and wall time.
#
#   scripts/hostile-memory.sh [BINARY]        # default target/release/fanodeck
#
# Each picture runs alone among seven small good SVGs (named so that it sorts first and the
# 7-picture deck of --symbols 3 uses it); templates, words files and card backs run with the
# matching flag and the bundled icons; project files (.zip) with --project. Every run is
# capped: `timeout 120` and `ulimit -v` (8 GB of address space) so a bomb cannot take the
# machine down; runs go one at a time.
#
# Columns: exit (124 = killed by the timeout, 134 = abort, 139 = segfault/stack overflow);
# stderr: the first line that says panicked / overflow / memory allocation, else the first
# error line, else the first warning, else the first line, trimmed to 100 characters; peak RSS in MB (/usr/bin/time %M); seconds.
# A final run puts every picture of the corpus in one folder with --skip-unreadable.
#
# Environment: HOSTILE_DIR (corpus, default tests/data/hostile), TIMEOUT (default 120),
# VMEM_KB (default 8000000), KEEP=1 keeps the temporary folder.

set -u
export LC_ALL=C.UTF-8
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-target/release/fanodeck}
case $bin in /*) ;; *) bin=$root/$bin ;; esac
[ -x "$bin" ] || { echo "no binary at $bin" >&2; exit 1; }
corpus=${HOSTILE_DIR:-$root/tests/data/hostile}
limit=${TIMEOUT:-120}
vmem=${VMEM_KB:-8000000}

tmp=$(mktemp -d /tmp/hostile-memory.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$tmp"' EXIT

# Seven small, different, good SVG pictures (as tests/hostile.rs makes them).
good_pictures() {
    local dir=$1 i
    mkdir -p "$dir"
    for i in 0 1 2 3 4 5 6; do
        printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="%d" fill="#%06x"/><rect x="10" y="10" width="%d" height="20"/></svg>\n' \
            $((20 + 3 * i)) $((0x204080 + 0x151515 * i)) $((30 + 5 * i)) >"$dir/good-$i.svg"
    done
}

is_picture() {
    case "${1,,}" in
        *.svg | *.svgz | *.png | *.jpg | *.jpeg | *.webp | *.gif | *.bmp) return 0 ;;
    esac
    return 1
}

# One measured run: label, then the fanodeck arguments. Runs in $tmp, so that the paths in
# messages stay short (i-N/0-NAME for a picture, f/NAME for a template, words file or back).
n=0
measure() {
    local label=$1
    shift
    n=$((n + 1))
    local run=r-$n
    # A project holds its own deck: --symbols beside it is refused.
    local deck=(--symbols 3)
    [ "$1" = --project ] && deck=()
    mkdir -p "$tmp/$run"
    (
        cd "$tmp" || exit 1
        ulimit -v "$vmem"
        exec /usr/bin/time -f '%M %e' -o "$run/time" \
            timeout -k 5 "$limit" "$bin" render "${deck[@]}" -o "$run/out.pdf" "$@"
    ) >"$tmp/$run/stdout" 2>"$tmp/$run/stderr"
    local code=$?
    local line
    local pattern
    for pattern in 'panicked|overflow|memory allocation|abort|killed' '^error' 'warning' '.'; do
        line=$(grep -m1 -aiE "$pattern" "$tmp/$run/stderr") && break
    done
    line=$(printf '%s' "$line" | tr -d '\r' | sed 's/^[[:space:]]*//')
    line=${line:0:100} # characters, not bytes (LC_ALL below): messages hold "×" and "±"
    local rss=- secs=-
    if [ -s "$tmp/$run/time" ]; then
        # GNU time writes "Command exited with non-zero status N" first when it fails.
        read -r rss secs < <(grep -E '^[0-9]+ [0-9.]+$' "$tmp/$run/time" | tail -n1)
        rss=$(awk -v k="${rss:-0}" 'BEGIN { printf "%.0f", k / 1024 }')
    fi
    printf '%-50s %4s %7s %7s  %s\n' "$label" "$code" "$rss" "$secs" "$line"
}

printf '%-50s %4s %7s %7s  %s\n' file exit "RSS MB" seconds "stderr"
printf '%-50s %4s %7s %7s  %s\n' ---- ---- ------ ------- ------

# Large cases made at test time (not stored), and the symlink.
big=$tmp/big
python3 "$root/scripts/make-hostile.py" --no-corpus --big "$big"

files=()
for f in "$corpus"/* "$big"/*; do
    [ -f "$f" ] || continue
    case $f in *.md) continue ;; esac
    files+=("$f")
done

mkdir -p "$tmp/f"
i=0
for f in "${files[@]}"; do
    name=$(basename "$f")
    cp "$f" "$tmp/f/$name"
    if is_picture "$name"; then
        i=$((i + 1))
        good_pictures "$tmp/i-$i"
        cp "$f" "$tmp/i-$i/0-$name"
        extra=()
        case $name in jpeg-white* | *-white.*) extra=(--key-white) ;; esac
        measure "$name${extra:+ (--key-white)}" --icons "i-$i" "${extra[@]}"
    else
        case $name in
            *.toml)
                measure "$name (--template)" --template "f/$name"
                measure "$name (--template, --png)" --template "f/$name" --png "png-$n"
                ;;
            *.txt) measure "$name (--words)" --words "f/$name" ;;
            *.zip) measure "$name (--project)" --project "f/$name" ;;
            *) echo "skipped $name: no rule for it" >&2 ;;
        esac
    fi
done

# Card backs: the bombs and crashers as --back with the bundled icons.
for name in png-1bit-23000x23000.png svg-filter-region-20000.svg svg-huge-transform.svg \
    svg-nested-g-5000.svg png-short-plte.png; do
    [ -f "$tmp/f/$name" ] && measure "$name (--back)" --back "f/$name"
done

# A symlink in the icons folder that points outside it (to a good picture elsewhere).
good_pictures "$tmp/i-link"
mkdir -p "$tmp/outside"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="7" height="7"/></svg>\n' \
    >"$tmp/outside/private.svg"
ln -s "$tmp/outside/private.svg" "$tmp/i-link/0-link-outside.svg"
measure "symlink 0-link-outside.svg -> ../outside" --icons i-link

# Every picture of the corpus in one folder, with --skip-unreadable.
good_pictures "$tmp/i-all"
for f in "${files[@]}"; do
    name=$(basename "$f")
    is_picture "$name" && cp "$f" "$tmp/i-all/0-$name"
done
measure "ALL pictures (--skip-unreadable)" --icons i-all --skip-unreadable
exit 0
