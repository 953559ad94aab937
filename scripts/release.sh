#!/usr/bin/env bash
# The release command: builds what a release ships into dist/ (or $FANODECK_DIST).
#
#   scripts/release.sh VERSION [STEP...]
#
# VERSION must be Cargo.toml's, and the tree clean (no change, no untracked file): both are
# checked before any work, whatever the steps. With no STEP it runs every step that a Debian
# x86_64 machine can: check linux windows deb page crate sums (dist/ emptied first).
#
#   check           the two checks above, nothing else
#   linux           fanodeck-VERSION-x86_64-unknown-linux-musl.tar.gz: a static binary
#   windows         fanodeck-VERSION-x86_64-pc-windows-gnu.zip: cross-compiled with Debian's
#                   MinGW, or built natively under Git Bash on Windows
#   archive TRIPLE  fanodeck-VERSION-TRIPLE.tar.gz built natively (the macOS runners)
#   deb             fanodeck_VERSION-1_amd64.deb (cargo-deb) from the musl binary
#   page            fanodeck-VERSION.html, the web page as one file, and site/, the page to
#                   serve (installs, works offline)
#   crate           cargo publish --dry-run: the packaged crate builds on its own, under 10 MB
#   sums            SHA256SUMS over every file in dist/
#
# Each archive holds the program, README, CHANGELOG, the licences and credits, the man pages
# and shell completions (made by the program from its flags: `fanodeck generate`). Built twice
# from the same commit, every file is the same byte for byte: paths are remapped out of the
# binaries, the Windows linker writes no time stamp, and archives take the commit's time.
# Installs the Debian packages, rustup targets and cargo-deb it needs when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

die() {
    echo "release: $*" >&2
    exit 1
}

[[ $# -ge 1 ]] || die "usage: scripts/release.sh VERSION [check|linux|windows|archive TRIPLE|deb|page|crate|sums]..."
version=$1
shift
declared=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -n 1)
[[ $version == "$declared" ]] || die "version '$version' is not the one in Cargo.toml ('$declared')"
if [[ -n $(git status --porcelain --untracked-files=normal) ]]; then
    git status --short >&2
    die "the tree has changes that are not committed: a release is made from a commit"
fi

dist=${FANODECK_DIST:-dist}
steps=("$@")
if [[ ${#steps[@]} -eq 0 ]]; then
    steps=(check linux windows deb page crate sums)
    rm -rf "$dist"
fi
mkdir -p "$dist"
work=target/dist
cargo_deb_version=3.8.0
musl=x86_64-unknown-linux-musl
# Archives take the commit's time; cargo-deb reads it too.
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
export SOURCE_DATE_EPOCH

# Python 3 packs the archives: `python3` on Linux and macOS, `python` on Windows runners.
python=$(command -v python3 || command -v python) || die "python 3 is needed to pack the archives"

on_windows() { [[ $(uname -s) == MINGW* || $(uname -s) == MSYS* ]]; }

# Installs Debian packages that are missing (only on Debian: elsewhere the runner has them).
need_deb() {
    local missing=()
    for package in "$@"; do
        [[ $(dpkg-query -W -f='${Status}' "$package" 2>/dev/null) == *"ok installed" ]] \
            || missing+=("$package")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        command -v apt-get >/dev/null || die "missing: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
}

# Builds the program for a target in the dist profile; prints the binary's path.
build() {
    local triple=$1 here flags variable
    # (No grep -q on a pipe: under pipefail, its early exit fails the command that writes.)
    [[ $'\n'$(rustup target list --installed)$'\n' == *$'\n'"$triple"$'\n'* ]] \
        || rustup target add "$triple" >&2
    here=$(pwd -W 2>/dev/null || pwd)
    # No path of this machine in the binary: the same commit gives the same bytes anywhere.
    flags="--remap-path-prefix=$here=/fanodeck --remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}=/cargo"
    if [[ $triple == *-windows-gnu ]]; then
        on_windows || need_deb gcc-mingw-w64-x86-64
        flags+=" -C link-arg=-Wl,--no-insert-timestamp"
    fi
    if [[ $triple == *-linux-musl ]]; then
        need_deb musl-tools
    fi
    variable=CARGO_TARGET_$(tr 'a-z-' 'A-Z_' <<<"$triple")_RUSTFLAGS
    env "$variable=$flags" cargo build --locked --profile dist --target "$triple" \
        -p fanodeck --bin fanodeck >&2
    local exe=target/$triple/dist/fanodeck
    [[ $triple == *-windows-* ]] && exe+=.exe
    echo "$exe"
}

# The man pages and completions, written by a binary that runs here into the folder beside
# the binary being shipped (where cargo-deb looks for `target/release/generated`).
generate() {
    local runner=$1 out
    out=$(dirname "$2")/generated
    rm -rf "$out"
    "$runner" generate "$out"
    for page in "$out"/man/*.1; do
        gzip -9 -n -c "$page" >"$page.gz"
    done
    # The README's links into the repository lead to this release's files there, since the
    # guide is not in the archive.
    local repository
    repository=$(sed -n 's/^repository = "\([^"]*\)"$/\1/p' Cargo.toml | head -n 1)
    sed -E "s#\]\((docs/|ARCHITECTURE\.md|CONTRIBUTING\.md)#](${repository}/blob/v${version}/\1#g" \
        README.md >"$out/README.md"
}

# Stages and packs one target's archive.
package() {
    local triple=$1 exe=$2 suffix=$3
    local name=fanodeck-$version-$triple generated
    local stage=$work/stage/$name
    generated=$(dirname "$exe")/generated
    rm -rf "$stage"
    mkdir -p "$stage/licenses" "$stage/man"
    cp "$exe" "$stage/"
    cp "$generated/README.md" CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$stage/"
    cp docs/credits.md "$stage/CREDITS.md"
    cp icons/LICENSE "$stage/licenses/icons-noto-emoji-LICENSE"
    cp fonts/OFL.txt "$stage/licenses/font-andika-OFL.txt"
    cp fonts/OFL-NotoSansHebrew.txt "$stage/licenses/font-noto-sans-hebrew-OFL.txt"
    cp "$generated"/man/*.1 "$stage/man/"
    cp -r "$generated/complete" "$stage/complete"
    "$python" scripts/pack.py "$dist/$name$suffix" "$stage"
    echo "release: wrote $dist/$name$suffix"
}

step_linux() {
    local exe
    exe=$(build "$musl")
    generate "$exe" "$exe"
    package "$musl" "$exe" .tar.gz
}

step_windows() {
    local triple=x86_64-pc-windows-gnu exe
    exe=$(build "$triple")
    if on_windows; then
        generate "$exe" "$exe"
    else
        generate "$(build "$musl")" "$exe"
    fi
    package "$triple" "$exe" .zip
}

step_archive() {
    local triple=$1 exe
    exe=$(build "$triple")
    generate "$exe" "$exe"
    package "$triple" "$exe" .tar.gz
}

step_deb() {
    local exe
    exe=$(build "$musl")
    generate "$exe" "$exe"
    if [[ $(cargo deb --version 2>/dev/null) != *"$cargo_deb_version"* ]]; then
        cargo install cargo-deb --version "$cargo_deb_version" --locked
    fi
    cargo deb -p fanodeck --no-build --no-strip --target "$musl" --profile dist \
        --output "$dist/fanodeck_${version}-1_amd64.deb"
    echo "release: wrote $dist/fanodeck_${version}-1_amd64.deb"
}

step_page() {
    bash scripts/build-web.sh >&2
    cp target/web/fanodeck.html "$dist/fanodeck-$version.html"
    [[ -d target/web/site ]] || die "scripts/build-web.sh wrote no target/web/site"
    rm -rf "$dist/site"
    cp -r target/web/site "$dist/site"
    echo "release: wrote $dist/fanodeck-$version.html and $dist/site/"
}

step_crate() {
    cargo publish --dry-run --locked -p fanodeck
    local crate size
    # Where cargo left it: target/package/, or target/package/tmp-crate/ for a dry run.
    crate=$(find target/package -name "fanodeck-$version.crate" -newer Cargo.toml | head -n 1)
    [[ -n $crate ]] || die "cargo publish --dry-run left no fanodeck-$version.crate"
    size=$(wc -c <"$crate")
    # crates.io takes at most 10 MB.
    [[ $size -le 10485760 ]] || die "$crate is $size bytes, over crates.io's 10 MB"
    echo "release: the crate packs to $((size / 1024)) KB and builds on its own"
}

step_sums() {
    (
        cd "$dist"
        for file in *; do
            # Not the list itself, nor the file it is being written into.
            if [[ -f $file && $file != SHA256SUMS* ]]; then
                printf '%s\n' "$file"
            fi
        done | LC_ALL=C sort | xargs sha256sum >SHA256SUMS.new
        mv SHA256SUMS.new SHA256SUMS
        cat SHA256SUMS
    )
}

while [[ $# -gt 0 || ${#steps[@]} -gt 0 ]]; do
    step=${steps[0]}
    steps=("${steps[@]:1}")
    case $step in
        check) echo "release: $version, commit $(git rev-parse --short=10 HEAD), tree clean" ;;
        linux) step_linux ;;
        windows) step_windows ;;
        archive)
            [[ ${#steps[@]} -gt 0 ]] || die "archive needs a target triple"
            step_archive "${steps[0]}"
            steps=("${steps[@]:1}")
            ;;
        deb) step_deb ;;
        page) step_page ;;
        crate) step_crate ;;
        sums) step_sums ;;
        *) die "no step '$step' (check linux windows archive TRIPLE deb page crate sums)" ;;
    esac
    [[ ${#steps[@]} -gt 0 ]] || break
done
