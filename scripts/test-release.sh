#!/usr/bin/env bash
# Checks what `scripts/release.sh VERSION` wrote into dist/, as the people who download it get
# it: the checksums; each archive's files; the Linux binary static, naming its version and
# commit; the Windows binary run under Wine (Debian's) on the bundled icons and on a folder of
# photos, its PDFs byte for byte the Linux binary's; the Debian package installed with dpkg,
# its man page, completions and a deck; the page's size; and the same archives again from a
# second packing (the binaries built once, reused). Run by .ci/run after release.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

fail() {
    echo "test-release: $*" >&2
    exit 1
}

version=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -n 1)
commit=$(git rev-parse --short=10 HEAD)
dist=dist
work=target/release-test
rm -rf "$work"
mkdir -p "$work"

echo "test-release: the release command refuses a wrong version and a dirty tree, at once"
refused() {
    local expected=$1 said
    shift
    if said=$(bash scripts/release.sh "$@" 2>&1); then
        fail "release.sh $* did not refuse"
    fi
    [[ $said == *"$expected"* ]] || fail "release.sh $* said: $said"
}
refused "is not the one in Cargo.toml" "$version.1" linux
probe=release-test-untracked-file
touch "$probe"
refused "not committed" "$version" linux
rm -f "$probe"

echo "test-release: the checksums"
(cd "$dist" && sha256sum --check --strict SHA256SUMS)
for file in "$dist"/*; do
    [[ -f $file && $file != "$dist/SHA256SUMS" ]] || continue
    grep -q "  ${file##*/}\$" "$dist/SHA256SUMS" || fail "SHA256SUMS does not list ${file##*/}"
done

# What every archive holds beside the program.
check_contents() {
    local folder=$1 exe=$2
    for file in "$exe" README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE CREDITS.md \
        licenses/icons-noto-emoji-LICENSE licenses/font-andika-OFL.txt licenses/font-noto-sans-hebrew-OFL.txt man/fanodeck.1 \
        man/fanodeck-render.1 complete/fanodeck.bash complete/_fanodeck complete/fanodeck.fish \
        complete/_fanodeck.ps1; do
        [[ -s $folder/$file ]] || fail "${folder##*/} has no $file"
    done
    grep -q "^\.TH fanodeck 1" "$folder/man/fanodeck.1" || fail "man/fanodeck.1 is no man page"
}

# The two decks each binary makes: the bundled icons, and the guide's seven photos.
make_decks() {
    local out=$1
    shift
    mkdir -p "$out"
    cp -r docs/examples/photos "$out/photos"
    (cd "$out" && "$@" render -q -o default.pdf && "$@" render -q --icons photos --symbols 3 -o photos.pdf)
    [[ -s $out/default.pdf && -s $out/photos.pdf ]] || fail "no PDF in $out"
}

same_decks() {
    local a=$1 b=$2 what=$3
    for pdf in default.pdf photos.pdf; do
        cmp -s "$a/$pdf" "$b/$pdf" || fail "$what: $pdf differs from the Linux binary's"
    done
    echo "test-release: $what: both PDFs are the Linux binary's, byte for byte"
}

echo "test-release: the Linux archive"
linux=fanodeck-$version-x86_64-unknown-linux-musl
tar -xzf "$dist/$linux.tar.gz" -C "$work"
check_contents "$work/$linux" fanodeck
[[ $(file "$work/$linux/fanodeck") =~ static(ally|-pie)\ linked ]] || fail "the Linux binary is not static"
said=$("$work/$linux/fanodeck" --version)
[[ $said == "fanodeck $version (commit $commit)" ]] || fail "--version says '$said'"
make_decks "$work/linux" "$root/$work/$linux/fanodeck"

echo "test-release: the Windows archive, under Wine"
windows=fanodeck-$version-x86_64-pc-windows-gnu
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
    "$dist/$windows.zip" "$work"
check_contents "$work/$windows" fanodeck.exe
if ! command -v wine >/dev/null || ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wine wine64 gcc-mingw-w64-x86-64 >/dev/null
fi
# Only beside the tested copy: Debian's Wine lacks this DLL (tests/wine/bcryptprimitives.c).
mkdir -p "$work/wine"
cp -r "$work/$windows/." "$work/wine/"
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/wine/bcryptprimitives.dll" \
    tests/wine/bcryptprimitives.c -ladvapi32
export WINEPREFIX=$root/target/wine-prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
said=$(wine "$work/wine/fanodeck.exe" --version | tr -d '\r')
[[ $said == "fanodeck $version (commit $commit)" ]] || fail "fanodeck.exe --version says '$said'"
make_decks "$work/windows" wine "$root/$work/wine/fanodeck.exe"
same_decks "$work/linux" "$work/windows" "fanodeck.exe under Wine"

echo "test-release: the Debian package"
deb=$dist/fanodeck_${version}-1_amd64.deb
[[ $(dpkg-deb --field "$deb" Package) == fanodeck ]] || fail "$deb is no fanodeck package"
dpkg -i "$deb" >/dev/null
trap 'dpkg -r fanodeck >/dev/null 2>&1 || true' EXIT
for file in /usr/bin/fanodeck /usr/share/man/man1/fanodeck.1.gz \
    /usr/share/man/man1/fanodeck-render.1.gz /usr/share/bash-completion/completions/fanodeck \
    /usr/share/zsh/vendor-completions/_fanodeck /usr/share/fish/vendor_completions.d/fanodeck.fish \
    /usr/share/doc/fanodeck/copyright /usr/share/doc/fanodeck/README.md; do
    [[ -s $file ]] || fail "the package installed no $file"
done
make_decks "$work/deb" /usr/bin/fanodeck
same_decks "$work/linux" "$work/deb" "the installed package"
dpkg -r fanodeck >/dev/null
trap - EXIT

echo "test-release: the page"
page=$dist/fanodeck-$version.html
size=$(wc -c <"$page")
[[ $size -le 8000000 ]] || fail "$page is $size bytes, over 8 MB"
for file in index.html sw.js; do
    [[ -s $dist/site/$file ]] || fail "dist/site has no $file"
done
echo "test-release: the page is $((size / 1000)) KB"

echo "test-release: packed again from the same binaries, every file is the same"
FANODECK_DIST=$work/again bash scripts/release.sh "$version" linux windows deb page sums >/dev/null
diff "$dist/SHA256SUMS" "$work/again/SHA256SUMS" \
    || fail "a second packing gave other bytes"
echo "test-release: all checks passed"
