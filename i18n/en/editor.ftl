# fanodeck's web page, the card editor: the deck's cards as thumbnails, and the dialog where a
# card is fixed by hand (a picture moved, turned, resized, pinned, swapped). English is the
# source; every language has every id, with the same placeables.
# $name, $other, $first, $second: a picture's name as the person chose it (a file's name or a
# word), which stays as it is. Numbers are formatted by the language (92.3 in English, 92,3 in
# French). $card, $slot: counted from 1.

## The deck's cards, each a button that opens it in the editor (their aria-label)

editor-thumb = Card { $card }: open to fix it
editor-thumb-edited = Card { $card }, changed by hand: open to fix it

## The dialog

editor-title = Card { $card }
editor-done = Done
editor-undo = Undo
editor-redo = Redo
# Pins the picture chosen, so that a re-roll keeps it where it is; Unpin undoes it.
editor-pin = Pin
editor-unpin = Unpin
# Lays the card out again (another draw of the dice); pinned and moved pictures stay.
editor-reroll = Re-roll
editor-reset = Reset card
editor-larger = Make this picture larger on every card
editor-larger-named = Make '{ $name }' larger on every card
# Under the card; the keys are in <kbd>, which a translation keeps.
editor-keys = Drag a picture, or Tab to it and use the arrow keys (Shift: 5 mm); <kbd>[</kbd> <kbd>]</kbd> turn it,
    <kbd>+</kbd> <kbd>-</kbd> or the wheel resize it, <kbd>P</kbd> pins it for a re-roll, <kbd>S</kbd> on two
    pictures (or Shift+click) swaps them; <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes. A picture that would overlap
    another or cross the edge goes back.

## Each picture's handle on the card, for screen readers

editor-handle = { $name }, picture { $slot } of { $count }
editor-handle-pinned = { $name }, picture { $slot } of { $count }, pinned
# What a handle is (aria-roledescription), said instead of "button".
editor-handle-role = movable picture

## What the editor says under the card, after each step

editor-start = Choose a picture: drag it, or use the keys below.
editor-choose-first = Choose a picture first.
editor-nothing-to-undo = Nothing to undo.
editor-undone = Undone.
editor-nothing-to-redo = Nothing to redo.
editor-redone = Redone.
# $reason: the engine's sentence.
editor-draw-failed = Could not draw the card: { $reason }
# While a picture is dragged: it may be put there.
editor-fits = Fits.
# While a picture is dragged: $conflicts, what it would break (editor-overlap, editor-edge).
editor-conflicts = { $conflicts }.
# A change refused; $reason: what it would break (editor-overlap, editor-edge), or the engine's sentence.
editor-not-kept = Not kept: { $reason }.
editor-overlap = '{ $name }' would overlap '{ $other }'
editor-edge = '{ $name }' would cross the card's edge
# $where: editor-at-centre or editor-from-centre.
editor-moved = Moved '{ $name }': now { $where }.
editor-at-centre = at the centre
# $offset: one of editor-right, editor-left, editor-down, editor-up, or one across and one up or down.
editor-from-centre = { $offset } from the centre
editor-right = { $mm } mm right
editor-left = { $mm } mm left
editor-down = { $mm } mm down
editor-up = { $mm } mm up
# $how: editor-upright, editor-upside-down, editor-clockwise or editor-anticlockwise.
editor-turned = Turned '{ $name }': now { $how }.
editor-upright = upright
editor-upside-down = upside down
editor-clockwise = { $degrees }° clockwise
editor-anticlockwise = { $degrees }° anticlockwise
# $mm: the picture's width or height, whichever is larger.
editor-made-larger = Made '{ $name }' larger: now { NUMBER($mm, maximumFractionDigits: 1) } mm across.
editor-made-smaller = Made '{ $name }' smaller: now { NUMBER($mm, maximumFractionDigits: 1) } mm across.
editor-swapped = Swapped '{ $first }' and '{ $second }'.
editor-swap-from = Swap '{ $name }' with…: choose another picture and press S.
editor-swap-cancelled = Swap cancelled.
editor-pinned = Pinned '{ $name }': a re-roll keeps it where it is.
editor-unpinned = '{ $name }' is no longer pinned.
# $layout: how many times the card was laid out again.
editor-rerolled = Re-rolled (layout { $layout }).
# $names: the pictures kept where they were (each editor-quoted, in a list).
editor-rerolled-keeping = Re-rolled (layout { $layout }), keeping { $names }.
editor-reset-done = The card is back as the deck made it.
editor-largest = '{ $name }' is already as large as it can be made (twice its size).
# $percent: how much larger than the others it is drawn on every card.
editor-weight = '{ $name }' will be { $percent } % larger on every card once the deck is made again (cards fixed by hand keep theirs).

## Lists, built from the end: "a, b and c" is editor-list-comma (a, editor-list-and (b, c))

editor-list-and = { $first } and { $last }
editor-list-comma = { $first }, { $rest }
# Between the reasons a change is refused.
editor-list-semicolon = { $first }; { $rest }
# A picture's name in a list.
editor-quoted = '{ $name }'
# $list: the cards' numbers (a number, or a list of them).
editor-cards = { $count ->
    [one] card { $list }
   *[other] cards { $list }
}

## A change to the form that drops the cards fixed by hand: asked first, then said.
## $content: what changed (the editor-content- messages, in a list); $cards: editor-cards.

editor-drop-changes = Changing { $content } drops your changes to { $cards }.
editor-drop-larger = Changing { $content } drops the pictures you made larger.
editor-dropped-changes = Changing { $content } dropped your changes to { $cards }.
editor-dropped-larger = Changing { $content } dropped the pictures you made larger.
editor-content-symbols = the pictures a card
editor-content-deck = the kind of deck
editor-content-cards = the number of cards
editor-content-seed = the shuffle number
editor-content-shape = the card shape
editor-content-corner = the corners
editor-content-diameter = the card size
editor-content-gap = the space between pictures
editor-content-margin = the space to the edge
editor-content-rotation = the turning
editor-content-size-ratio = the largest / smallest picture
editor-content-min-size = the smallest picture
editor-content-words = the words
editor-content-pairs = the pairs
editor-content-pictures = the pictures
editor-content-fonts = the fonts
editor-content-palette = the colours
editor-content-photo-shape = the photo shape
