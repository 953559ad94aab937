# fanodeck's web page: the header, the language menu and the tabs.

language-label = Language

# Translators: numbers ($count, $cards, $kb…) are formatted by your language; add plural
# variants ({ $count -> [one] … *[other] … }) wherever your language needs them. A message may
# hold <em>, <strong>, <kbd> and <code>, and no other markup. "fanodeck" is a name: keep it.

## The page's head and the tabs

page-title = fanodeck: make your own spot-the-match card game
page-lead = Make your own <em>Spot It!</em> / <em>Dobble</em>-style card game: every two cards share exactly one picture. Choose pictures, press <strong>Make the deck</strong>, print the PDF at 100 %, cut out the cards and play.
page-private = Everything happens on this computer: your pictures and words never leave it, and nothing is uploaded.
# The row of tabs, as a screen reader names it.
tab-list =
    .aria-label = What to do
tab-make-deck = Make a deck
tab-play-game = Play
# The card game SET, by its name.
tab-set-game = SET
tab-name-dominoes = Name dominoes

## Your project: kept in this browser, saved and opened as a file

project-heading = Your project
project-hint = Your pictures, words and settings are kept in this browser for next time; nothing is uploaded anywhere. To take them to another computer, save the project and open it there.
project-save-button = Save project
project-open-button = Open project…
project-start-over = Start over
# The name of the project file saved: keep ".zip", and no spaces.
project-file = fanodeck-project.zip
# $file: the project file's name; $kb: its size in kilobytes.
project-saved = Saved: { $file } ({ $kb } KB). Open it here or on another computer with "Open project".
# $error: why, a sentence of the engine's.
project-save-failed = Could not save the project: { $error }
# $file: the project file's name.
project-opened = Opened { $file }.
# $error: why, a sentence of the engine's.
project-open-failed = Could not open the project: { $error }
project-cannot-keep-full = This browser cannot keep your pictures for next time: its storage is full. Use "Save project" to keep them in a file.
project-cannot-keep-off = This browser cannot keep your pictures for next time: it keeps nothing here (a private window, or its settings). Use "Save project" to keep them in a file.
# $count: how many pictures came back.
project-restored = { $count ->
    [one] Your { $count } picture, words and settings from last time are back. "Start over" clears them.
   *[other] Your { $count } pictures, words and settings from last time are back. "Start over" clears them.
}
project-restored-settings = Your words and settings from last time are back. "Start over" clears them.
project-restore-failed = What this browser kept from last time could not be read back; your changes are kept from now on.
# Asked before starting over; $count: how many pictures the page holds.
project-start-over-confirm = { $count ->
    [0] Start over? This removes your words and your settings from this page and this browser. A saved project file stays as it is.
    [one] Start over? This removes your { $count } picture, your words and your settings from this page and this browser. A saved project file stays as it is.
   *[other] Start over? This removes your { $count } pictures, your words and your settings from this page and this browser. A saved project file stays as it is.
}
project-clear-failed = Could not clear what this browser kept: nothing was removed.

## Step 1: how big a deck

size-heading = How big a deck?
size-symbols = Pictures on each card
# A choice of the menu: $symbols pictures on each card make $cards cards from $pictures pictures.
size-option = { $symbols } a card: { $cards } cards from { $pictures } pictures
# A size the engine cannot make; $reason: why, in the engine's words.
size-option-impossible = { $symbols } a card: not possible ({ $reason })
size-note = { $cards } cards from { $pictures } pictures. Small children: try 6 a card (31 cards).
size-note-affine = One picture fewer: { $cards } cards from { $pictures } pictures.
size-kind = Kind of deck
size-full = full deck
size-affine = one picture fewer
size-cards = Keep only this many cards
# The field left empty keeps every card.
size-cards-input =
    .placeholder = all
# $need: how many different symbols the deck needs; $have: how many the page has.
need-enough = The deck needs { $need } different pictures or words; you have { $have }.
# $missing: how many more are needed.
need-short = The deck needs { $need } different pictures or words; you have { $have }: add { $missing } more, or choose fewer pictures a card.

## Step 2: the pictures

pictures-heading = Which pictures?
pictures-own = Your own pictures
pictures-drop = Drop pictures or a folder here (SVG, PNG, JPEG, WebP, GIF, BMP), or
pictures-choose = Choose pictures…
pictures-choose-folder = Choose a folder…
pictures-remove-all = Remove all
pictures-more = More about the pictures
pictures-skip-unreadable = skip pictures that cannot be read
pictures-key-white = make white backgrounds transparent
pictures-allow-similar = allow pictures that look alike
pictures-list =
    .aria-label = Your pictures
# $done of $total pictures chosen are checked so far.
pictures-checking = Checking your pictures: { $done } of { $total } checked…
pictures-checked = { $count ->
    [one] { $count } picture checked.
   *[other] { $count } pictures checked.
}
# After "1 picture checked.": that one cannot be used.
pictures-bad-it = It cannot be used: see why beside it.
# One of several pictures cannot be used.
pictures-bad-one = 1 cannot be used: see why beside it.
# $bad of the pictures cannot be used.
pictures-bad-some = { $bad } cannot be used: see why beside each.
pictures-bad-all = None of them can be used: see why beside each.
# $count files chosen are no pictures; $files: their names.
pictures-left-out = { $count ->
    [one] Left out { $count } file that is not a picture (use SVG, PNG, JPEG, WebP, GIF or BMP): { $files }.
   *[other] Left out { $count } files that are not a picture (use SVG, PNG, JPEG, WebP, GIF or BMP): { $files }.
}
# Beside a picture; $file: the other picture's name; $alike: how alike, in per cent.
pictures-look-alike = looks almost the same as { $file } ({ $alike } % alike): players could not tell them apart
# The button that removes a picture from the list; $file: its name.
pictures-remove = ×
    .aria-label = remove { $file }

## Photos cut to a shape

crops-shape = Photo shape: photos are cut around what they show, so that they nest like the icons
crops-whole = whole
crops-circle = circle
crops-rounded = rounded
# A square with rounded sides, between a square and a circle.
crops-squircle = squircle
crops-offer = All { $count } pictures are photos. Cut to a shape around what each shows, they print larger and nestle on the cards like the icons; a squircle keeps most of each photo. Here is one of them in each shape:
crops-offer-squircle = Cut them to a squircle
crops-offer-keep = Keep them whole
crops-rim = Rim of the cut photos
crops-rim-width = Rim width, mm (0 for none)
crops-rim-colour = Rim colour
# <kbd>Delete</kbd>: the key (Entf on German keyboards, for example).
crops-help = Once the deck is made, each photo shows the part kept: drag it, or click the photo and use the arrow keys (Shift: farther); the slider under it zooms in; <kbd>Delete</kbd> lets the engine choose again.
crops-changed = Crop changed: make the deck again to see it.
# A photo's thumbnail showing the part kept, as a screen reader names it; $file: the photo's name.
crops-crop =
    .aria-roledescription = crop
    .aria-label = crop of { $file }
# The slider under a photo; $file: the photo's name.
crops-zoom =
    .aria-label = zoom of { $file }

## Words and their fonts

words-heading = Words
words-hint = One word or short phrase a line; they are drawn in clear, bold letters. Leave empty for pictures only.
# An example of words, one a line.
words-input =
    .placeholder =
        sun
        moon
        apple
fonts-summary = Word colours and fonts (for Arabic, Hebrew, Hindi, Thai…)
words-palette = Word colours
words-palette-bright = bright
words-palette-cb = safe for colour blindness
fonts-label = Fonts for the words (optional). The bundled font draws Latin, Greek and Cyrillic letters; for Arabic, Hebrew, Hindi, Thai… add a font file (.ttf or .otf, for example Noto Sans Arabic). Each font you add comes after the ones before it: later fonts draw the letters earlier ones lack.
# $files: the font files' names, in order.
fonts-list = Fonts, in order: { $files }
fonts-clear = Remove the fonts

## Picture–word pairs

pairs-summary = Picture–word pairs (a vocabulary deck)
# Keep <code>icon:dog</code> as it is: the bundled pictures' names are English.
pairs-help = A vocabulary deck: each symbol has two faces, shown on about half of its cards each, so that players match a picture to its word (or a word to its translation). Line by line, a first face and its second face: a word, <code>icon:dog</code> for a bundled picture, or the file name of one of your pictures (<code>cat.jpg</code>). A deck of pairs is made of its pairs alone.
pairs-first = First faces
# An example, one face a line: keep "icon:dog" and "icon:cat" (bundled pictures' names).
pairs-first-input =
    .placeholder =
        icon:dog
        icon:cat
        sun
pairs-second = Second faces
# The second faces of the example: the same in another language (here Spanish).
pairs-second-input =
    .placeholder =
        perro
        gato
        sol
# The built-in list: 57 animals, each with its name in Spanish.
pairs-example = Try it: 57 animals and their Spanish names

## The bundled pictures

icons-heading = Bundled pictures
icons-use = use the bundled pictures (after your own pictures and before words)
icons-choose = Choose among them:
# $chosen of the $total bundled pictures are chosen.
icons-chosen = { $chosen } of { $total } chosen
# A group of bundled pictures, by the engine's name for it ($theme).
icons-theme = { $theme ->
    [activities] activities
    [animals] animals
    [food] food
    [objects] objects
    [people] people
    [smileys] smileys
    [travel] travel
   *[other] { $theme }
}
# Chooses every picture of a group; $theme: the group's name.
icons-all = all
    .aria-label = choose all { $theme }
icons-none = none
    .aria-label = choose no { $theme }
# $chosen of the group's $total pictures are chosen.
icons-theme-count = { $chosen } of { $total }

## Step 3: printing

print-heading = Printing
print-paper = Paper
print-paper-letter = US Letter
print-per-sheet = Cards on a sheet
print-per-sheet-6 = 6 (smaller cards)
print-per-sheet-4 = 4 (larger cards)
print-shape = Card shape
print-shape-round = round
print-shape-square = square: quickest to cut, stack the sheets on a paper trimmer
print-shape-rounded = square with round corners: cut straight, then a corner punch
print-shape-hexagon = hexagon, for a cutting machine
print-corner = Round corners, mm
print-diameter = Card size across, mm
# The field left empty: the largest card that fits the sheet.
print-diameter-input =
    .placeholder = largest that fits
print-guides = Cutting guides
print-guides-line = a thin cut line
print-guides-marks = corner marks
print-guides-none = none
print-card-colour = Card colour
print-bleed = Colour past the cut, mm
print-back = Card back picture
# $file: the back picture's name.
print-back-name = Card back: { $file }
print-back-clear = Remove the back
print-duplex = Double-sided printing turns the sheet
print-duplex-long = over its long edge (usual)
print-duplex-short = over its short edge
print-duplex-fold = not at all: I fold the sheet
print-legend = add a sheet naming every picture
print-rules = add a sheet saying how to play, in the page's language
print-box = add a box for the cards, sized to the deck, to cut out and fold
print-box-title = Title on the box
print-paper-thickness = Thickness of one card, mm (the box's depth)
print-pdf-a = make an archival PDF (PDF/A), as schools and libraries keep
print-seed = Shuffle number
print-shuffle = Shuffle
layout-summary = Layout
layout-gap = Space between pictures, mm
layout-margin = Space to the card's edge, mm
layout-rotation = Turning
layout-rotation-mixed = pictures any angle, words nearly upright
layout-rotation-free = any angle
layout-rotation-little = a little (±30°)
layout-rotation-none = upright
layout-size-ratio = Largest / smallest picture
layout-min-size = Smallest picture, % of card
# The field left empty: no smallest size.
layout-min-size-input =
    .placeholder = any

## Making the deck

make-heading = Make the deck
make-button = Make the deck
make-starting = Starting the engine…
make-ready = Ready.
# $reason: why, in the engine's or the browser's words.
engine-could-not-start = The engine could not start: { $reason }
# $error: the browser's words for what went wrong.
engine-did-not-start = the engine did not start: { $error }
# $panic: the engine's technical words, in English.
engine-stopped-on = the engine stopped ({ $panic })
# $left: how many of the pictures chosen are not checked yet.
make-waiting = Waiting for { $left } of your pictures to be checked…
make-comparing = Comparing your pictures for look-alikes…
make-making = Making the deck…
make-stage-symbols = Making the deck: loading symbols…
make-stage-layout = Making the deck: laying out…
make-stage-pdf = Making the deck: writing PDF…
# A step of the engine's the page does not know; $stage: its name, in English.
make-stage = Making the deck: { $stage }…
# $error: why, a sentence of the engine's.
make-failed = Could not make the deck: { $error }
make-done = Done. Download the PDF below.
make-settings-changed = Settings changed: make the deck again to see them.
# A warning: a picture that stopped the engine was left out; $detail: the engine's technical words, in English.
make-skipped = { $detail }; skipped
# The toggle that shows an error's technical text (in English).
error-details = details

## The deck made

result-heading = Your deck
result-first-cards = The first cards, while the rest of the deck is made…
# $cards cards of $perCard pictures each, on $pages pages of $kb kilobytes; $seconds: how long it took.
result-summary = { $cards } cards of { $perCard } pictures on { $pages } pages ({ $kb } KB), made in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
# $mixed: what the symbols are, in the engine's words ("3 of your pictures and 54 bundled icons").
result-mixed = The deck is made of { $mixed }.
# $cutting: how to cut the sheets, in the engine's words.
result-cutting = { $cutting }.
result-download-pdf = Download the PDF
result-download-manifest = Download the manifest (JSON)
# The names of the files downloaded: keep the extension, and no spaces.
result-pdf-file = deck.pdf
result-manifest-file = deck.json
result-print-hint = Print at <strong>100 % / actual size</strong>, not “fit to page”. Every card; open one to fix it by hand:

## Files for a print shop or a cutting machine

shop-summary = Files for a print shop or a cutting machine
shop-hint = One picture per card face with colour past the cut (the colour past the cut set above, 3 mm when it is empty; 0 leaves the outside of the card transparent), and <code>cards.csv</code> listing each card's pictures; or a PDF of one card a page. Check your print shop's own template for the size before ordering. Cricut Design Space does not read a picture's size from its file: when you upload one, type the card's width across plus twice the colour past the cut.
shop-dpi = Resolution of the pictures, dpi
shop-backs = Backs in the card PDF
shop-backs-each = a back after each front
shop-backs-last = one back page at the end
shop-registration = Registration marks on the sheets
shop-registration-none = none
# Silhouette: a maker of cutting machines; "Type 1" is the name of its marks.
shop-registration-silhouette = Silhouette print & cut (Type 1, 20 mm, 0.5 mm thick, 10 mm inset)
shop-registration-silhouette-4 = Silhouette Cameo 5, four corner marks (20 mm, 0.3 mm thick, 10 mm inset)
# Studio: Silhouette Studio, the cutting machine's program; <code>registration</code> is a layer's name in the files: keep it.
shop-silhouette-hint = With Silhouette marks the sheets carry Studio's Type 1 marks and the cards shrink to keep clear of them; set the same length, thickness and inset in Silhouette Studio. The cut files hold each sheet's cut lines as SVG and DXF in mm, the marks in a layer of their own (<code>registration</code>) to delete before cutting.
shop-print-files = Download the print files (ZIP)
shop-cut-files = Download the cut files (ZIP)
shop-card-pdf = Download the card PDF
# The names of the files downloaded: keep the extension, and no spaces.
shop-print-files-file = print-files.zip
shop-cut-files-file = cut-files.zip
shop-card-pdf-file = cards.pdf
shop-drawing-faces = Drawing every card face…
shop-drawing-cuts = Drawing each sheet's cut lines…
shop-making-pdf = Making the card PDF…
# $file: the file downloaded; $kb: its size in kilobytes.
shop-done = Done: { $file } ({ $kb } KB).
# $error: why, a sentence of the engine's.
shop-failed = Could not make them: { $error }

## The foot of the page

footer-credits = Pictures: Noto Emoji (Apache 2.0); font: Andika (SIL OFL).
footer-share = Share these settings with the page's address (your own pictures are not in it).
