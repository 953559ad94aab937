# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).

## Options

invalid-option = invalid { $name } '{ $value }': { $reason }
expected-language = expected en, fr, de, es or he

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

## Printed on the legend sheet

legend-title = The { $symbols } pictures of this deck  ·  { $cards } cards of { $perCard }
legend-title-pairs = The { $symbols } symbols of this deck, each with two faces  ·  { $cards } cards of { $perCard }

## Printed on the duplex test sheet

duplex-flip-long = flip on long edge
duplex-flip-short = flip on short edge
duplex-step-print = Duplex test: print both pages on one sheet, double-sided, { $flip }, at 100 %.
duplex-step-hold = Hold the sheet against a window. Each red cross of the back shows through near a scale:
duplex-step-read = read how far it is right (X) and down (Y) of the centre, in mm (left and up are minus).
duplex-step-fix = Then make your deck with --back-offset -X,-Y (the opposite), e.g. X = 2, Y = -1 gives --back-offset -2,1.
duplex-back = back

## Said as the engine wrote it (being moved into the catalogues)

untranslated = { $words }
