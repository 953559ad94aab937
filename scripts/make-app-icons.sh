#!/usr/bin/env bash
# Draws the web page's app icons (the home-screen icons named by web/page/manifest.webmanifest)
# from the bundled pictures: fanodeck itself renders a small deck (3 pictures a card) and one
# of its round cards becomes the icon.
#   web/page/icon-192.png, icon-512.png
#       the card on a blue disc (the page's accent colour), transparent around it;
#   web/page/icon-maskable-192.png, icon-maskable-512.png
#       the card on a full blue square, inside the middle 80 % that every launcher's mask
#       keeps (a circle, a squircle, a rounded square).
# The PNGs are committed; run this again only to change them. Needs target/debug/fanodeck
# (cargo build), ImageMagick's convert and pngquant (Debian: imagemagick, pngquant);
# optipng when present squeezes a little more.
set -euo pipefail
cd "$(dirname "$0")/.."

fanodeck=target/debug/fanodeck
out=web/page
accent='#1d6fd1'   # style.css: --accent
for tool in convert pngquant; do
    command -v "$tool" >/dev/null || { echo "make-app-icons.sh: $tool is missing (apt-get install ${tool/convert/imagemagick})" >&2; exit 1; }
done
[[ -x $fanodeck ]] || cargo build

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Seven well-known, colourful pictures, three a card, nearly the same size and nearly upright so
# that each still reads at 48 px; the seed and the card were chosen by looking: a dog, a cat and
# a butterfly.
"$fanodeck" render -q -o "$tmp/deck.pdf" --symbols 3 \
    --only dog,cat,frog,lion,penguin,butterfly,sun --seed 1 \
    --size-ratio 1.4 --gap 1 --margin 1.5 --rotation ±30 --no-guides \
    --png "$tmp/cards" --png-dpi 300
card=$tmp/cards/card-05.png

# Drawn at 1024 px, then scaled down: smooth edges at every size.
convert -size 1024x1024 xc:none -fill "$accent" -draw 'circle 511.5,511.5 511.5,0' \
    \( "$card" -resize 904x904 \) -gravity center -composite "$tmp/any.png"
convert -size 1024x1024 "xc:$accent" \
    \( "$card" -resize 760x760 \) -gravity center -composite "$tmp/maskable.png"

for size in 192 512; do
    for kind in any maskable; do
        name=icon-$size.png
        [[ $kind == maskable ]] && name=icon-maskable-$size.png
        convert "$tmp/$kind.png" -filter Lanczos -resize "${size}x${size}" -strip "$tmp/$name"
        pngquant --force --strip --speed 1 --quality 85-100 --output "$out/$name" "$tmp/$name"
        if command -v optipng >/dev/null; then optipng -quiet -o7 -strip all "$out/$name"; fi
    done
done
ls -l "$out"/icon-*.png
