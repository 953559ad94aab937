# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).

## Options

invalid-option = invalid { $name } '{ $value }': { $reason }
expected-language = expected en, fr, de, es or he

## Options' names, as invalid-option says them

option-attribute-value = attribute value
option-attributes = attributes
option-back-offset = back offset
option-backs = backs
option-bleed = bleed
option-box = box
option-box-title = box title
option-board-size = board size
option-card-code = card code
option-card-colour = card colour
option-card-index = card index
option-card-size = card size
option-cards = cards
option-cards-per-sheet = cards per sheet
option-date = date
option-colour = colour
option-corner = corner
option-deck-kind = deck kind
option-diameter = diameter
option-dominoes-request = dominoes request
option-dpi = dpi
option-duplex = duplex
option-focus = focus
option-font = font
option-gap = gap
option-guide-width = guide width
option-guides = guides
option-icon = icon
option-language = language
option-margin = margin
option-names = names
option-pairs = pairs
option-palette = palette
option-paper = paper
option-paper-thickness = paper thickness
option-photo-rim = photo rim
option-photo-shape = photo shape
option-picture-protocol = picture protocol
option-png-resolution = PNG resolution
option-preset = preset
option-preview-resolution = preview resolution
option-registration = registration
option-request = request
option-restarts = restarts
option-rim-colour = rim colour
option-rotation = rotation
option-rotation-limit = rotation limit
option-rounds = rounds
option-set-request = SET request
option-shape = shape
option-sheet-setting = sheet setting
option-size-ratio = size ratio
option-smallest-size = smallest size
option-symbol = symbol
option-symbol-names = symbol names
option-synonyms = synonyms
option-theme = theme
option-weight = weight
option-words = words

## Why an option is refused, said after it

expected-shape = expected round, square, rounded or hexagon
corner-too-large = a card { $size } mm across takes a corner of at most { $most } mm (half its side)
# $shape: shape-square, shape-round…
corner-not-rounded = only rounded cards have corners to set, not { $shape } ones
must-be-number = must be a number
# $min: a number; $max: a number or an amount (amount-mm…).
must-be-from-to = must be from { $min } to { $max }
must-be-at-least = must be at least { $min }
must-be-at-most = must be at most { $max }
amount-mm = { $n } mm
amount-percent = { $n } %
amount-dpi = { $n } dpi
expected-preset = expected 'junior' (the easier deck)
expected-colour = expected a colour such as { $example }
not-a-text-file = this is not a text file (save it as plain UTF-8 text)
needs-a-back = needs a back picture
needs-a-box = is for the box: add --box
title-too-long = is longer than { $most } characters
choose-one = choose one
expected-photo-shape = expected whole, circle, rounded or squircle
# $x, $y, $zoom: the numbers as written.
focus-place = the subject's place { $x } { $y } must be two fractions from 0 to 1 (0.5 0.5 is the middle)
focus-zoom = the zoom { $zoom } must be 1 (the largest cut) or more
focus-no-such-picture = is not one of the deck's pictures
# $themes, $names: the names, separated by commas.
no-such-theme = no such theme (the themes are { $themes })
no-such-icon = no bundled icon has that name
icon-chosen-twice = it is chosen twice
no-such-builtin = no such built-in (there are { $names })
pairs-alone = a pairs deck is made of its pairs alone: name pictures, icons (icon:NAME) and words in the pairs file instead of giving them apart
expected-palette-words = expected 'bright' or 'cb' (colour-blind safe)
deck-no-cards = the deck has no cards
card-index-range = the deck has { $cards } cards (0 to { $last })
deck-has-cards = the deck has { $cards } cards
expected-registration = expected 'silhouette' (Silhouette Studio's print-and-cut marks), 'silhouette-4' (the Cameo 5's four corner marks) or 'none'
# $card: length-a-mm or length-an-mm ("an 80 mm").
preview-too-large = { $card } card must give 1 to { $most } pixels across
expected-backs = expected 'alternate' (a back after each front), 'last' (one back at the end) or 'fold' (each back beside its front, to fold over)
backs-for-card-pdf = 'alternate' and 'last' place the backs in the card PDF: add --card-pdf FILE, or use 'fold'
fold-one-side = fold-over backs print beside the fronts, on one side of the paper: leave out the settings for double-sided printing
registration-fold = a fold-over sheet is folded before it is cut, which hides the marks at its bottom corners: print the backs double-sided to cut with a machine
print-file-too-large = { $card } card with { $bleed } mm bleed would be { $width } × { $height } pixels, more than { $side } a side (at most { $dpi } dpi fits)
expected-duplex = expected 'long' or 'short' (the edge the printer flips the sheet on)
expected-per-sheet = expected 4 or 6
expected-guides = expected 'circle', 'crop-marks' or 'none'
# $name: option-margin, option-gap…
sheet-setting = { $name } must be a finite number of mm, 0 or more
back-offset-numbers = must be two numbers of mm
must-be-positive-mm = must be a positive number of mm
must-be-mm-or-more = must be { $min } mm or more
# $paper: A4, Letter or A3.
registration-no-room = its marks leave no room for { $columns } × { $rows } cards on { $paper }
margin-no-room = it leaves no room for cards on { $paper }
# $margin: length-a-mm or length-an-mm.
bleed-no-room = cards need a gap of twice the bleed ({ $gap } mm), which leaves no room for { $columns } × { $rows } cards on { $paper } with { $margin } margin
gap-no-room = it leaves no room for { $columns } × { $rows } cards on { $paper } with { $margin } margin
deck-has-pictures = the deck has { $pictures } pictures
not-a-photo = it is not a photo
expected-rotation = expected free, none, or ±DEG such as ±15
rotation-limit-range = the limit must be between 0 and 180 degrees
must-be-between = must be between { $min } and { $max }
must-be-between-degrees = must be between { $min } and { $max } degrees
min-size-share = must be from { $min } to { $max } of the card
min-size-too-large = card { $card }'s symbols do not fit at that size; leave it out
min-size-at-most = card { $card }'s symbols do not fit at that size; this deck takes at most { $most } %
symbol-no-mask = has no mask
expected-deck-kind = expected 'projective' or 'affine'
# $choices: the names, each quoted, as a list (list-or).
expected-one-of = expected { $choices }
expected-rgb = expected '#rrggbb'
expected-date = expected a date written YYYY-MM-DD, such as 2026-11-29
pdf-a-needs-a-date = a PDF/A file records the day it was made: give the date (YYYY-MM-DD)
board-side-range = each side must be 1 to { $most } cells
must-be-one-to = must be 1 to { $most }
expected-board-size = expected WIDTHxHEIGHT in cells, e.g. 16x24
names-not-both = give a names list or names, not both
names-none = give names or a built-in list (xkcd)
deck-has-symbols = the deck has { $symbols } symbols
code-digits-count = a code has 1 to { $most } digits
code-digits = digits must be 0, 1 or 2
# $attribute: shape, shading, colour or number; $values: its three values, separated by commas.
attribute-values = the { $attribute } is one of { $values }
code-four-attributes = a printed card has at most four attributes
code-expected = a code has 1 to { $most } digits 0–2, e.g. 1212
code-same-length = all codes must have { $digits } digits, as '{ $first }' has
code-twice = the card is given twice
expected-palette-set = expected 'classic' or 'cb' (colour-blind safe)
expected-card-size = expected WIDTHxHEIGHT in mm, e.g. 89x57
expected-attributes = 2 (9 cards), 3 (27) or 4 (81)
code-printed = a printed card has four digits: shape, shading, colour, number
cards-none = list at least one card code to print
set-card-size = a card must be at least 20 mm a side and fit on the { $width }×{ $height } mm sheet within its { $margin } mm margin
table-cards = a table has 3 to { $most } cards

## Pictures: why one is refused, said after the file's name

picture-refused = '{ $file }': { $reason }
picture-not-a-picture = this file is not a picture: use SVG, PNG, JPEG, WebP, GIF or BMP pictures
picture-damaged = this picture is damaged or is not a picture: open it and save it again, or choose another
picture-too-large = this picture is too large: { $width } × { $height } pixels, at most { $megapixels } megapixels and { $side } pixels a side; make it smaller first
picture-file-too-large = this file is too large: at most { $megabytes } MB; make it smaller first
picture-too-much-memory = this picture needs too much memory to open: save it smaller, or as an ordinary JPEG or PNG, first
picture-too-complex = this drawing asks for more than can be drawn safely (too many parts, or sizes far out of range): save it as a PNG picture instead
picture-too-deep = this drawing has too many layers inside layers to be drawn safely: save it as a PNG picture instead
picture-nothing-visible = nothing in this picture would show on a card: it is blank or see-through
picture-unsupported = this is an iPhone (HEIC) or AVIF photo, which cannot be read yet: save it as JPEG first (the details say how)
picture-too-slow = this picture takes too long to draw (more than { $seconds } seconds): save it as a simpler picture or as PNG
picture-engine-stopped = this picture stopped the drawing engine, so it is probably damaged: open it and save it again, or choose another

## Errors in plain words

same-picture = '{ $first }' and '{ $second }' are the same picture: every symbol must be a different picture, so remove one of them
similar-pictures = '{ $first }' and '{ $second }' look almost the same ({ $alike } % alike): players could not tell them apart on a card, so remove one of them (or allow look-alikes if they really differ)
bad-font = '{ $file }': this font is damaged or is not a font: use a TTF or OTF font file
file-not-found = '{ $file }' was not found
file-unreadable = '{ $file }' could not be read or written
layout-failed = the symbols do not fit on card { $card }: try a smaller gap or margin, or fewer symbols a card
project-refused = '{ $file }': { $reason }
pdf-failed = the PDF could not be made (the details say why)
preview-failed = a card's picture could not be drawn (the details say why)
print-files-failed = the print shop's files could not be made (the details say why)
engine-stopped = the engine stopped unexpectedly: try again, and if it stops again, reload the page
card-count = cannot keep { $requested } cards: this deck has { $available } (use 1 to { $available })
deck-file-refused = deck file '{ $file }': { $reason }
word-twice = words file '{ $file }': '{ $word }' appears twice (lines { $first } and { $second })
# $what: symbols-pictures, symbols-words…; $source: where they were looked for (source-…);
# $sourceCount: 1 if that is named in the singular ('pics', the 1 picture given), 2 if in the
# plural (the 12 pictures given, 'pics' and 'words.txt' together).
too-few-symbols = { $perCard } symbols per card needs { $needed } different { $what }, { $source } { $sourceCount ->
        [one] has
       *[other] have
    } { $found }
symbols-pictures = pictures
symbols-words = words
symbols-pictures-or-words = pictures or words
symbols-pairs = pairs
words-file-line = words file '{ $file }' line { $line }: { $reason }
pairs-file-line = pairs file '{ $file }' line { $line }: { $reason }
focus-file-line = focus file '{ $file }' line { $line }: { $reason }
no-words = words file '{ $file }' has no words (write one word or short phrase a line)
text-undrawable = cannot draw '{ $text }': { $reason }
edit-refused = { $reason }
edit-refused-card = card { $card }: { $reason }
edit-refused-layout = layout '{ $file }': { $reason }
edit-refused-layout-card = layout '{ $file }': card { $card }: { $reason }
# $shape: shape-round, shape-square…
diameter-too-large = { $perSheet } { $shape } cards { $diameter } mm across do not fit on { $paper }: at most { NUMBER($max, minimumFractionDigits: 1) } mm across
diameter-too-large-marks = { $perSheet } { $shape } cards { $diameter } mm across do not fit on { $paper } beside Silhouette's registration marks: at most { NUMBER($max, minimumFractionDigits: 1) } mm across
template-refused = template '{ $name }': { $reason }
names-file-refused = names file '{ $file }': { $reason }
synonyms-file-refused = synonyms file '{ $file }': { $reason }

## Printed on the legend sheet

legend-title = The { $symbols } pictures of this deck  ·  { $cards } cards of { $perCard }
## Printed on the tuck box (--box): its sides say the deck's size.
box-numbers = { $cards } cards · { $perCard } pictures each
box-too-large = a box for { $cards } cards { $size } mm across, in a stack { $depth } mm thick, needs { $width } × { $height } mm of paper with its margins, more than it has: cards up to { NUMBER($largest, minimumFractionDigits: 1) } mm across fit (--diameter), or make the stack thinner (--paper-thickness, --cards)
box-too-deep = a box for { $cards } cards in a stack { $depth } mm thick does not fit on the paper whatever the cards' size: make the stack thinner (--paper-thickness, --cards)
## Printed on the rules page (--rules): the classic ways to play a matching deck.
rules-title = How to play
rules-deck = This deck has { $cards } cards with { $perCard } pictures each, { $symbols } pictures in all. Any two cards share exactly one picture: be the first to spot it and say its name.
rules-tower-name = The tower
rules-tower = Deal one card face down to each player and stack the rest face up in the middle. Everyone turns over their card. Spot a picture your card shares with the top of the stack, say its name and take that card onto your own. When the stack is gone, the biggest pile wins.
rules-well-name = The well
rules-well = Deal out every card but one, face down and evenly; turn the last one up in the middle. Turn over your top card, find the picture it shares with the middle card, say it and lay your card on top. The first to get rid of all their cards wins.
rules-potato-name = Hot potato
rules-potato = Play several short rounds. Each player holds one card hidden in a flat hand. At "go", everyone shows theirs: spot a picture your card shares with another player's, say it and put your cards on theirs. Whoever ends up holding all the cards loses the round; after five rounds, the fewest losses wins.
rules-catch-name = Catch them all
rules-catch = Put one card face down in the middle and as many cards face up around it as there are players. Turn the middle card over. Spot a picture it shares with a card around it, say it and take that card. When none is left, deal a new round; whoever has caught the most cards at the end wins.
rules-gift-name = The poisoned gift
rules-gift = Deal one card face down to each player and stack the rest face up in the middle. Everyone turns over their card. Spot a picture the top of the stack shares with another player's card, say it and put the stack's card on theirs: a gift nobody wants. When the stack is gone, the smallest pile wins.
rules-end = Shuffle between games. Say a wrong picture and you wait for the next card. Small children can play without hurrying: take turns and help each other look.
legend-title-pairs = The { $symbols } symbols of this deck, each with two faces  ·  { $cards } cards of { $perCard }

## Printed on the duplex test sheet

duplex-flip-long = flip on long edge
duplex-flip-short = flip on short edge
duplex-step-print = Duplex test: print both pages on one sheet, double-sided, { $flip }, at 100 %.
duplex-step-hold = Hold the sheet against a window. Each red cross of the back shows through near a scale:
duplex-step-read = read how far it is right (X) and down (Y) of the centre, in mm (left and up are minus).
duplex-step-fix = Then make your deck with --back-offset -X,-Y (the opposite), e.g. X = 2, Y = -1 gives --back-offset -2,1.
duplex-back = back

## Deck sizes

size-impossible-bruck-ryser = impossible (Bruck–Ryser theorem)
size-impossible-lam = impossible (Lam's computer search, 1989)
size-unknown = unknown: no plane is known (open problem)
size-not-a-number = '{ $given }' is not a whole number of symbols per card; sizes run from 3 per card (7 cards) to { $most } per card ({ $cards } cards)
size-too-few = { $given } symbols per card is too few
size-no-plane-bruck-ryser = { $given } symbols per card needs a projective plane of order { $order }, and none exists (Bruck–Ryser theorem)
size-no-plane-lam = { $given } symbols per card needs a projective plane of order { $order }, and none exists (Lam's computer search, 1989)
size-no-plane-known = { $given } symbols per card needs a projective plane of order { $order }, and none is known: whether one exists is an open problem
size-far-too-large = { $given } symbols per card is far above the largest supported order { $max }
size-too-large = { $given } symbols per card needs a projective plane of order { $order }, above the largest supported order { $max }
# $problem: one of the size-… messages above; $smaller, $larger, $size: size-choice.
size-nearest = { $problem }; nearest sizes: { $smaller } or { $larger }
size-largest = { $problem }; the largest size is { $size }
size-smallest = { $problem }; the smallest size is { $size }
size-choice = { $perCard } per card ({ $cards } cards, or { $affine } affine)

## Where a deck's symbols come from, said in errors and warnings

source-bundled-icons = the bundled icon set
# A folder or a file, as the person named it.
source-file = '{ $file }'
source-pictures-given = the { $count } { $count ->
        [one] picture
       *[other] pictures
    } given
source-icons-chosen = the { $count } chosen { $count ->
        [one] icon
       *[other] icons
    }
source-and = { $first } and { $rest }
source-together = { $sources } together

## Card shapes

shape-round = round
shape-square = square
shape-rounded = rounded
shape-hexagon = hexagon

## Lengths and lists, said inside other sentences

# A length with the article English reads it with: "an 8 mm margin", "a 3 mm gap".
length-a-mm = a { $mm } mm
length-an-mm = an { $mm } mm
list-comma = { $first }, { $rest }
list-or = { $first } or { $last }
list-and = { $first } and { $last }

## Words, pairs and focus files, said after the file and line

# $what: focus-x, focus-y or focus-the-zoom.
focus-not-a-number = { $what } '{ $value }' is not a number
focus-x = x
focus-y = y
focus-the-zoom = the zoom
focus-line = write a picture's file name, x and y (and a zoom if you like), separated by tabs or commas
focus-twice = '{ $name }' has a focus on an earlier line already
focus-not-a-picture = '{ $name }' is not one of the deck's pictures
focus-not-a-picture-meant = '{ $name }' is not one of the deck's pictures: write its file name, '{ $meant }'
# $pictures: the first file names, each quoted, separated by commas.
focus-not-a-picture-among = '{ $name }' is not one of the deck's pictures ({ $pictures })
focus-not-a-picture-among-more = '{ $name }' is not one of the deck's pictures ({ $pictures }, … { $count } in all)
not-utf8 = not UTF-8 text (save the file as UTF-8)
# $line: the line as written.
pair-more-than-two = '{ $line }' has more than two faces: one symbol a line, a face and its pair
pair-not-two = '{ $line }' is not two faces: write the picture or word and its pair separated by a tab or a comma, e.g. 'cat.png, cat' or 'icon:dog, perro'
pair-face-twice = '{ $face }' is used twice (lines { $first } and { $second }): every face must be different
pairs-none = the file has no pairs (write one pair a line)
pair-no-such-icon = no bundled icon is called '{ $name }' (`fanodeck icons` lists them)
pair-word-too-long = '{ $word }' is longer than { $most } characters
pair-no-picture-in-folder = there is no picture '{ $name }' in the pairs file's folder
pair-no-picture-in = there is no picture '{ $name }' in '{ $folder }'
pair-no-picture-given = there is no picture '{ $name }' among the pictures given
word-too-long = the line has { $chars } characters; a word or phrase may have at most { $most }
# $character: the character as Unicode names it, e.g. U+0E01 THAI CHARACTER KO KAI.
no-font-can-draw = no font can draw '{ $word }': it has { $character } (give a --font that has it)
no-font-has-character = no font has the character { $character } (give a --font that has it)
text-draws-nothing = the text draws nothing
text-outlines-failed = cannot draw the outlines: { $reason }

## Pictures an SVG links to, said in a warning

link-not-allowed = links to '{ $href }', and this icon may not link to files
link-not-a-file = links to '{ $href }', which is not a file in the icon's folder
link-missing = linked picture '{ $href }' is missing
link-outside = linked picture '{ $href }' is outside the icon's folder
link-unreadable = linked picture '{ $href }': { $reason }
link-refused = linked picture '{ $href }' { $reason }
link-not-svg = linked picture '{ $href }' is not a valid SVG: { $reason }
link-not-a-picture = linked picture '{ $href }' is not a PNG, JPEG, GIF, WebP or SVG

## Hand edits and layout files (the card editor shows these)

# $what: layout-cards, layout-no-such-card or layout-card-differs.
layout-of-another-deck = { $what }: it is the layout of another deck (other pictures, seed or size)
layout-cards = it has { $cards } cards, this deck { $deck }
layout-no-such-card = the layout has no such card
# $given, $wanted: the symbols' names, separated by commas.
layout-card-differs = it shows { $given }, where this deck's card shows { $wanted }
layout-too-large = it is larger than { $megabytes } MB, more than a layout holds
layout-not-text = this is not a layout: a layout is a manifest's JSON text
# $reason: the JSON reader's words, as they are.
layout-not-json = this is not a layout the tool wrote (a manifest's JSON): { $reason }
edit-no-such-card = card { $card } is not in this deck, which has { $cards } cards
edit-twice = is edited twice
edit-reroll-past = re-roll { $reroll } is past the last, { $last }
edit-pinned-twice = symbol { $symbol } is pinned twice
edit-no-such-symbol = symbol { $symbol } is not in this deck ({ $symbols } symbols)
edit-pin-not-a-number = the pin of symbol { $symbol } has a size or place that is no number
# $symbol, $first, $second: symbol-named or symbol-numbered.
edit-not-on-card = { $symbol } is not on this card
edit-pin-crosses-margin = the pin of { $symbol } crosses the card's margin
edit-pins-overlap = the pins of { $first } and { $second } overlap
# $reason: pack-margin-no-room or pack-no-fit.
edit-pins-leave-no-room = the pinned symbols leave no room for the others ({ $reason })
symbol-named = '{ $name }'
symbol-numbered = symbol { $id }

## Laying out cards

layout-no-mask = symbol { $symbol } has no mask ({ $masks } masks given)
# $margin, $gap: length-a-mm or length-an-mm.
pack-margin-no-room = { $margin } margin leaves no room on a card { $size } mm across
pack-no-fit = with { $gap } gap and { $margin } margin on a { $size } mm card they do not fit even at { $smallest } mm

## Sheet templates

# $builtin: the built-in templates' names, separated by commas.
template-no-such-file = no builtin template of that name (builtin: { $builtin }) and no such file
template-no-such-builtin = no builtin template of that name (builtin: { $builtin })
template-unreadable = cannot read the file: { $reason }
template-not-utf8 = not UTF-8 text
# $name: option-paper, option-shape…
template-option = { $name } '{ $value }': { $reason }
# $key: the template's setting as written in the file (margin_mm).
template-length = { $key } = { $value }: must be a length from { $min } to { $max } mm
template-dpi = print_dpi = { $value }: must be from { $min } to { $max } dpi

## Sheets

sheet-cutting = { $cards } cards a sheet, edge to edge; { $cuts } straight cuts through the stacked sheets

## What a deck is made of, when bundled icons stand beside the maker's own symbols

# $parts: makeup-your-pictures, makeup-words and makeup-bundled-icons, as a list (list-and).
makeup-mixed = { $parts }
makeup-your-pictures = { $count } of your pictures
makeup-words = { $count ->
        [one] { $count } word
       *[other] { $count } words
    }
makeup-bundled-icons = { $count ->
        [one] { $count } bundled icon
       *[other] { $count } bundled icons
    }

## Project files (the page's "Save project"), said after the file's name

project-zip-failed = cannot write the ZIP: { $reason }
project-not-one = this is not a fanodeck project (open a file made with "Save project")
project-holds-too-many = it holds { $files } files, more than { $most }
# $by: the program that saved it ("fanodeck 0.3.0"), or project-made-by-unknown.
project-newer = it was saved by a newer fanodeck ({ $by }, project version { $version }); this one opens version { $opens }: open it with the newer fanodeck
project-made-by-unknown = unknown
project-lists-too-many = it lists { $files } files, more than { $most }
# $path: the file's place in the project, e.g. pictures/001-cat.png.
project-listed-twice = '{ $path }' is listed twice or out of its place: the project is damaged
# $reason: the settings reader's words, as they are.
project-unknown-settings = it uses settings this fanodeck does not know ({ $reason }): open it with a newer fanodeck
project-settings-damaged = its settings cannot be read (the project is damaged): { $reason }
project-entry-over-budget = '{ $path }' is too large: with the files before it, more than the { $megabytes } MB a project may hold in all
project-entry-too-large = '{ $path }' is too large: more than { $megabytes } MB, the most such a file may be
project-entry-damaged = '{ $path }' cannot be read from it (the project is damaged): { $reason }
project-entry-missing = '{ $path }' is missing from it: the project is damaged
# $kind: project-kind-…
project-entry-not-kind = '{ $path }' is not { $kind }: the project is damaged
project-kind-settings = the project's settings
project-kind-picture = a picture (a PNG, JPEG, WebP, GIF, BMP or SVG file)
project-kind-font = a font (a TrueType or OpenType file)

## Names and synonyms files (dominoes), said after the file's name

names-file-too-large = the file has { $bytes } bytes; a names file may have at most { $megabytes } MB
synonyms-file-too-large = the file has { $bytes } bytes; a synonyms file may have at most { $megabytes } MB
line-not-utf8 = line { $line } is not UTF-8 text (save the file as UTF-8)
name-too-long = line { $line }: the name '{ $start }…' has { $chars } characters; a name may have at most { $most }
names-too-many = more than { $most } names (the limit)
names-empty = no names in it (write names separated by commas or new lines, e.g. 'Tim Cook, Frank Lloyd Wright, Prince')
synonyms-not-a-group = line { $line }: '{ $entry }' is not a group (join names with '=', e.g. COOK=COOKE=COOKIE)
synonym-too-long = line { $line }: '{ $start }…' is longer than { $most } characters

## Deck files (cards --json, manifests)

deck-not-json = not valid JSON: { $reason }
deck-no-cards-list = no 'cards' list at the top level
deck-cards-not-a-list = 'cards' is not a list
# $index: the card's number counted from 0.
deck-card = card { $index } (0-based): { $reason }
deck-card-no-symbols = an object without a 'symbols' list
# $found, $placement, $entry: JSON as written.
deck-card-not-a-list = expected a list of symbol ids, found { $found }
deck-placement-no-id = placement { $placement } has no whole-number 'symbol' id
deck-not-an-id = { $entry } is not a symbol id (a whole number)

## Warnings

warning-focus-file-whole = the focus file '{ $file }' changes nothing: photos are printed whole; choose a photo shape (circle, rounded or squircle) to cut them around their subject
warning-focus-whole = the photos' focus changes nothing: photos are printed whole; choose a photo shape (circle, rounded or squircle) to cut them around their subject
# $reason: the technical words of the check, as they are.
warning-embedded-svg = icon '{ $file }': an embedded SVG { $reason }; it is not drawn
# $reason: link-…
warning-link-not-drawn = icon '{ $file }': { $reason }; it is not drawn
warning-svg-letters = icon '{ $file }': its text has letters no font can draw, left out: { $letters }; give a --font that has them
# $warning: faint-picture… below.
warning-icon = icon '{ $file }': { $warning }
faint-picture = only { NUMBER($percent, minimumFractionDigits: 2) } % of the picture is visible; it may be hard to spot
faint-picture-keyed = only { NUMBER($percent, minimumFractionDigits: 2) } % of the picture is visible after keying out white; it may be hard to spot
# $error: the error's technical words, as they are.
warning-skipped = { $error }; skipped
# $links: each link and where it leads, separated by commas.
warning-links-outside = skipped { $count } { $count ->
        [one] link
       *[other] links
    } in '{ $folder }' that lead outside it: { $links }
# $entries: the first file names, separated by commas.
warning-not-pictures = skipped { $count } { $count ->
        [one] entry
       *[other] entries
    } of '{ $folder }' that are not pictures: { $entries }
warning-not-pictures-more = skipped { $count } { $count ->
        [one] entry
       *[other] entries
    } of '{ $folder }' that are not pictures: { $entries } and { $more } more
# $what: symbols-pictures…; $source: source-…; $unused: the names, separated by commas.
warning-unused = using { $needed } of the { $total } { $what } of { $source }; not used: { $unused }
warning-unused-more = using { $needed } of the { $total } { $what } of { $source }; not used: { $unused } and { $more } more
# $pictures: the file names, separated by commas.
warning-pictures-unpaired = no pair of the deck names these pictures, so they are not used: { $pictures }
# $source: where the picture came from (its file, builtin:…, text:…).
warning-legend-name = legend: symbol { $number } '{ $name }' ({ $source }): the legend font cannot draw every character of its name; it is listed as '{ $shown }'
warning-white-bleed = bleed of { $bleed } mm has no visible effect: the template's background colour is white (#ffffff); use a template with a background colour, such as a4-6-bleed
# $message: the PDF writer's words, as they are.
warning-font-letters = the font cannot draw every letter of '{ $line }'; it shows as '{ $shown }'

## The page's engine (web), about what the page sent

# $reason: the reader's words, as they are.
web-invalid-options = invalid options: { $reason }
# $options: every option's name, separated by commas.
web-no-such-option = invalid option '{ $key }': no such option (the options are { $options })
web-manifest-failed = manifest: { $reason }
web-no-game = no game: start one first

## Words that are not fanodeck's (a decoder's, a parser's, the system's), said as they are

untranslated = { $words }

## The card editor (web)

# Asked to fix a card before a deck is made (the page's editor opens only on a deck made).
editor-no-deck = make the deck first: there is no card to fix yet

## Games (web)

# The options the page sent for a SET deck or a dominoes board could not be read; $reason says
# why, in the engine's technical words.
set-invalid-options = invalid options: { $reason }
dominoes-invalid-options = invalid options: { $reason }
