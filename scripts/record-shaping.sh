#!/usr/bin/env bash
# Records the shaping fixtures of tests/shaping.rs once: small subsets of Noto fonts (SIL OFL)
# holding the test words, and HarfBuzz's own shaping of each word (hb-shape), which rustybuzz
# must equal. The tests need nothing installed; run this again only to change the words.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v hb-shape >/dev/null || [ ! -d /usr/share/fonts/truetype/noto ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get install -y -q libharfbuzz-bin fonts-noto-core
fi
command -v pyftsubset >/dev/null || pip install -q fonttools
noto=/usr/share/fonts/truetype/noto
fonts=tests/data/fonts
out=tests/data/shaping
mkdir -p "$fonts" "$out"
# name | font file | words, one a line
while IFS='|' read -r name file words; do
  text=$(printf '%b' "$words")
  pyftsubset "$noto/$file" --text="$text" --layout-features='*' --no-hinting \
    --output-file="$fonts/$name.ttf"
done <<'LIST'
latin|NotoSans-Regular.ttf|AVATAR\nWave\nToy
arabic|NotoSansArabic-Regular.ttf|مرحبا\nكتاب
hebrew|NotoSansHebrew-Regular.ttf|שָׁלוֹם\nשלום
devanagari|NotoSansDevanagari-Regular.ttf|हिन्दी\nक्षत्रिय
thai|NotoSansThai-Regular.ttf|ที่นี่\nน้ำ\n\u0e4d\u0e32
LIST
# The subsets' licence: Noto's copyright over the OFL's text (the bundled font's copy).
{
  echo "The fonts in this folder are subsets of Noto Sans, Noto Sans Arabic, Hebrew,"
  echo "Devanagari and Thai: Copyright 2010-2020 Google Inc., 2015-2020 Google LLC."
  echo "Made with fonttools' pyftsubset by scripts/record-shaping.sh."
  echo
  tail -n +4 fonts/OFL.txt
} > "$fonts/OFL.txt"
# word | font: HarfBuzz's glyph ids, clusters, offsets and advances, in font units.
record() {
  hb-shape --no-glyph-names "$2" "$1" | tr -d '\n'
}
{
  for w in AVATAR Wave Toy; do printf '%s\tlatin\t%s\n' "$w" "$(record "$w" $fonts/latin.ttf)"; done
  for w in مرحبا كتاب; do printf '%s\tarabic\t%s\n' "$w" "$(record "$w" $fonts/arabic.ttf)"; done
  for w in שָׁלוֹם שלום; do printf '%s\thebrew\t%s\n' "$w" "$(record "$w" $fonts/hebrew.ttf)"; done
  for w in हिन्दी क्षत्रिय; do printf '%s\tdevanagari\t%s\n' "$w" "$(record "$w" $fonts/devanagari.ttf)"; done
  for w in ที่นี่ น้ำ; do printf '%s\tthai\t%s\n' "$w" "$(record "$w" $fonts/thai.ttf)"; done
} > "$out/harfbuzz.tsv"
hb-shape --version | head -1 > "$out/harfbuzz-version.txt"
