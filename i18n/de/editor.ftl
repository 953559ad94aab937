# fanodeck's web page, the card editor: the deck's cards as thumbnails, and the dialog where a
# card is fixed by hand (a picture moved, turned, resized, pinned, swapped). English is the
# source; every language has every id, with the same placeables.
# $name, $other, $first, $second: a picture's name as the person chose it (a file's name or a
# word), which stays as it is. Numbers are formatted by the language (92.3 in English, 92,3 in
# French). $card, $slot: counted from 1.

## The deck's cards, each a button that opens it in the editor (their aria-label)

editor-thumb = Karte { $card }: zum Bearbeiten öffnen
editor-thumb-edited = Karte { $card }, von Hand geändert: zum Bearbeiten öffnen

## The dialog

editor-title = Karte { $card }
editor-done = Fertig
editor-undo = Rückgängig
editor-redo = Wiederholen
# Pins the picture chosen, so that a re-roll keeps it where it is; Unpin undoes it.
editor-pin = Fixieren
editor-unpin = Lösen
# Lays the card out again (another draw of the dice); pinned and moved pictures stay.
editor-reroll = Neu würfeln
editor-reset = Karte zurücksetzen
editor-larger = Dieses Bild auf allen Karten vergrößern
editor-larger-named = '{ $name }' auf allen Karten vergrößern
# Under the card; the keys are in <kbd>, which a translation keeps.
editor-keys = Ziehen Sie ein Bild, oder springen Sie mit der Tab-Taste dorthin und verwenden Sie die Pfeiltasten (Umschalt: 5 mm); <kbd>[</kbd> <kbd>]</kbd> drehen es,
    <kbd>+</kbd> <kbd>-</kbd> oder das Mausrad ändern seine Größe, <kbd>P</kbd> fixiert es für das Neu-Würfeln, <kbd>S</kbd> bei zwei
    Bildern (oder Umschalt+Klick) vertauscht sie; <kbd>Strg</kbd>+<kbd>Z</kbd> macht rückgängig. Ein Bild, das ein anderes
    überlappen oder über den Rand ragen würde, springt zurück.

## Each picture's handle on the card, for screen readers

editor-handle = { $name }, Bild { $slot } von { $count }
editor-handle-pinned = { $name }, Bild { $slot } von { $count }, fixiert
# What a handle is (aria-roledescription), said instead of "button".
editor-handle-role = verschiebbares Bild

## What the editor says under the card, after each step

editor-start = Wählen Sie ein Bild: Ziehen Sie es, oder verwenden Sie die Tasten unten.
editor-choose-first = Wählen Sie zuerst ein Bild.
editor-nothing-to-undo = Nichts rückgängig zu machen.
editor-undone = Rückgängig gemacht.
editor-nothing-to-redo = Nichts zu wiederholen.
editor-redone = Wiederholt.
# $reason: the engine's sentence.
editor-draw-failed = Die Karte konnte nicht gezeichnet werden: { $reason }
# While a picture is dragged: it may be put there.
editor-fits = Passt.
# While a picture is dragged: $conflicts, what it would break (editor-overlap, editor-edge).
editor-conflicts = { $conflicts }.
# A change refused; $reason: what it would break (editor-overlap, editor-edge), or the engine's sentence.
editor-not-kept = Nicht übernommen: { $reason }.
editor-overlap = '{ $name }' würde '{ $other }' überlappen
editor-edge = '{ $name }' würde über den Kartenrand ragen
# $where: editor-at-centre or editor-from-centre.
editor-moved = '{ $name }' verschoben: jetzt { $where }.
editor-at-centre = in der Mitte
# $offset: one of editor-right, editor-left, editor-down, editor-up, or one across and one up or down.
# German: "12 mm rechts und 4 mm oberhalb der Mitte".
editor-from-centre = { $offset } der Mitte
editor-right = { $mm } mm rechts
editor-left = { $mm } mm links
editor-down = { $mm } mm unterhalb
editor-up = { $mm } mm oberhalb
# $how: editor-upright, editor-upside-down, editor-clockwise or editor-anticlockwise.
editor-turned = '{ $name }' gedreht: jetzt { $how }.
editor-upright = aufrecht
editor-upside-down = auf dem Kopf
editor-clockwise = { $degrees }° im Uhrzeigersinn
editor-anticlockwise = { $degrees }° gegen den Uhrzeigersinn
# $mm: the picture's width or height, whichever is larger.
editor-made-larger = '{ $name }' vergrößert: jetzt { NUMBER($mm, maximumFractionDigits: 1) } mm groß.
editor-made-smaller = '{ $name }' verkleinert: jetzt { NUMBER($mm, maximumFractionDigits: 1) } mm groß.
editor-swapped = '{ $first }' und '{ $second }' vertauscht.
editor-swap-from = '{ $name }' tauschen mit…: Wählen Sie ein anderes Bild und drücken Sie S.
editor-swap-cancelled = Tauschen abgebrochen.
editor-pinned = '{ $name }' fixiert: Beim Neu-Würfeln bleibt es, wo es ist.
editor-unpinned = '{ $name }' ist nicht mehr fixiert.
# $layout: how many times the card was laid out again.
editor-rerolled = Neu gewürfelt (Anordnung { $layout }).
# $names: the pictures kept where they were (each editor-quoted, in a list).
editor-rerolled-keeping = Neu gewürfelt (Anordnung { $layout }), dabei an ihrem Platz behalten: { $names }.
editor-reset-done = Die Karte ist wieder so, wie das Deck sie erstellt hat.
editor-largest = '{ $name }' ist schon so groß wie möglich (doppelte Größe).
# $percent: how much larger than the others it is drawn on every card.
editor-weight = '{ $name }' wird auf jeder Karte { $percent } % größer, sobald das Deck neu erstellt wird (von Hand geänderte Karten behalten ihre eigene Größe).

## Lists, built from the end: "a, b and c" is editor-list-comma (a, editor-list-and (b, c))

editor-list-and = { $first } und { $last }
editor-list-comma = { $first }, { $rest }
# Between the reasons a change is refused.
editor-list-semicolon = { $first }; { $rest }
# A picture's name in a list.
editor-quoted = '{ $name }'
# $list: the cards' numbers (a number, or a list of them).
editor-cards = { $count ->
    [one] Karte { $list }
   *[other] Karten { $list }
}

## A change to the form that drops the cards fixed by hand: asked first, then said.
## $content: what changed (the editor-content- messages, in a list); $cards: editor-cards.
## German: $content stands as the object of "ändern" (accusative: "den Abstand …").

editor-drop-changes = Wenn Sie { $content } ändern, werden Ihre Änderungen an { $cards } verworfen.
editor-drop-larger = Wenn Sie { $content } ändern, werden Ihre Bild-Vergrößerungen verworfen.
editor-dropped-changes = Da Sie { $content } geändert haben, wurden Ihre Änderungen an { $cards } verworfen.
editor-dropped-larger = Da Sie { $content } geändert haben, wurden Ihre Bild-Vergrößerungen verworfen.
editor-content-symbols = die Bilder pro Karte
editor-content-deck = die Art des Decks
editor-content-cards = die Anzahl der Karten
editor-content-seed = die Misch-Nummer
editor-content-shape = die Kartenform
editor-content-corner = die Ecken
editor-content-diameter = die Kartengröße
editor-content-gap = den Abstand zwischen Bildern
editor-content-margin = den Abstand zum Rand
editor-content-rotation = die Drehung
editor-content-size-ratio = das Verhältnis größtes / kleinstes Bild
editor-content-min-size = das kleinste Bild
editor-content-words = die Wörter
editor-content-pairs = die Paare
editor-content-pictures = die Bilder
editor-content-fonts = die Schriften
editor-content-palette = die Farben
editor-content-photo-shape = die Fotoform
