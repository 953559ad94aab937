# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).

## Options

invalid-option = Ungültige Angabe – { $name } '{ $value }': { $reason }
expected-language = möglich sind en, fr, de, es oder he

## Options' names, as invalid-option says them

option-attribute-value = Merkmalsausprägung
option-attributes = Merkmale
option-back-offset = Versatz der Rückseiten
option-backs = Rückseiten
option-bleed = Farbe über den Schnitt hinaus
option-box = Schachtel
option-box-title = Titel auf der Schachtel
option-board-size = Spielfeld
option-card-code = Karten-Code
option-card-colour = Kartenfarbe
option-card-index = Kartennummer
option-card-size = Kartengröße
option-cards = Karten
option-cards-per-sheet = Karten pro Blatt
option-date = Datum
option-colour = Farbe
option-corner = Runde Ecken
option-deck-kind = Art des Decks
option-diameter = Kartenbreite
option-dominoes-request = Namens-Domino-Anfrage
option-dpi = Auflösung der Bilder
option-duplex = Beidseitiger Druck
option-focus = Ausschnitt
option-font = Schrift
option-gap = Abstand
option-guide-width = Breite der Schnitthilfen
option-guides = Schnitthilfen
option-icon = Mitgeliefertes Bild
option-language = Sprache
option-margin = Abstand zum Rand
option-names = Namen
option-pairs = Paare
option-palette = Farben
option-paper = Papier
option-paper-thickness = Papierdicke
option-photo-rim = Randbreite
option-photo-shape = Fotoform
option-picture-protocol = Bildprotokoll
option-png-resolution = PNG-Auflösung
option-preset = Vorgabe
option-preview-resolution = Vorschau-Auflösung
option-registration = Passermarken
option-request = Anfrage
option-restarts = Neustarts
option-rim-colour = Randfarbe
option-rotation = Drehung
option-rotation-limit = Grenze der Drehung
option-rounds = Runden
option-set-request = SET-Anfrage
option-shape = Kartenform
option-sheet-setting = Blatteinstellung
option-size-ratio = Größtes / kleinstes Bild
option-smallest-size = Kleinstes Bild
option-symbol = Symbol
option-symbol-names = Symbolnamen
option-synonyms = Wörter mit gleicher Bedeutung
option-theme = Thema
option-weight = Vergrößerung
option-words = Wörter

## Why an option is refused, said after it

expected-shape = möglich sind round, square, rounded oder hexagon
corner-too-large = Eine Karte von { $size } mm Breite hat Ecken von höchstens { $most } mm (der Hälfte ihrer Seite)
# $shape: shape-square, shape-round…
corner-not-rounded = Nur Karten mit runden Ecken haben einstellbare Ecken; diese Karten sind { $shape }
must-be-number = muss eine Zahl sein
# $min: a number; $max: a number or an amount (amount-mm…).
must-be-from-to = muss im Bereich von { $min } bis { $max } liegen
must-be-at-least = muss mindestens { $min } sein
must-be-at-most = darf höchstens { $max } sein
amount-mm = { $n } mm
amount-percent = { $n } %
amount-dpi = { $n } dpi
expected-preset = möglich ist nur 'junior' (das leichtere Deck)
expected-colour = erwartet wird eine Farbe wie { $example }
not-a-text-file = Dies ist keine Textdatei (speichern Sie sie als reinen UTF-8-Text)
needs-a-back = braucht ein Bild für die Rückseite
needs-a-box = gilt nur für die Schachtel: Geben Sie --box an
title-too-long = ist länger als { $most } Zeichen
choose-one = Wählen Sie nur eines davon
expected-photo-shape = möglich sind whole, circle, rounded oder squircle
# $x, $y, $zoom: the numbers as written.
focus-place = Die Lage des Motivs { $x } { $y } muss aus zwei Zahlen von 0 bis 1 bestehen (0.5 0.5 ist die Mitte)
focus-zoom = Der Zoom { $zoom } muss 1 (der größte Ausschnitt) oder mehr sein
focus-no-such-picture = ist keines der Bilder des Decks
# $themes, $names: the names, separated by commas.
no-such-theme = Dieses Thema gibt es nicht (die Themen sind: { $themes })
no-such-icon = Kein mitgeliefertes Bild hat diesen Namen
icon-chosen-twice = Es ist zweimal ausgewählt
no-such-builtin = Das ist nicht eingebaut (eingebaut sind: { $names })
pairs-alone = Ein Deck aus Paaren besteht nur aus seinen Paaren: Nennen Sie Bilder, mitgelieferte Bilder (icon:NAME) und Wörter in der Paar-Datei, statt sie einzeln anzugeben
expected-palette-words = möglich sind 'bright' oder 'cb' (für Farbenblinde geeignet)
deck-no-cards = Das Deck hat keine Karten
card-index-range = Das Deck hat { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } (0 bis { $last })
deck-has-cards = Das Deck hat { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
expected-registration = möglich sind 'silhouette' (die Print-&-Cut-Marken von Silhouette Studio), 'silhouette-4' (die vier Eckmarken der Cameo 5) oder 'none'
# $card: length-a-mm or length-an-mm ("an 80 mm").
preview-too-large = Bei { $card } Kartenbreite muss die Vorschau 1 bis { $most } Pixel breit sein
expected-backs = möglich sind 'alternate' (eine Rückseite nach jeder Vorderseite), 'last' (eine Rückseite am Ende) oder 'fold' (jede Rückseite neben ihrer Vorderseite, zum Umfalten)
backs-for-card-pdf = 'alternate' und 'last' legen die Rückseiten ins Karten-PDF: Geben Sie --card-pdf FILE an oder wählen Sie 'fold'
fold-one-side = Rückseiten zum Umfalten werden neben die Vorderseiten auf eine Seite des Papiers gedruckt: Lassen Sie die Einstellungen für den beidseitigen Druck weg
registration-fold = Ein Blatt zum Umfalten wird vor dem Schneiden gefaltet, und dabei werden die Marken an seinen unteren Ecken verdeckt: Drucken Sie die Rückseiten beidseitig, um mit einer Maschine zu schneiden
print-file-too-large = Bei { $card } Kartenbreite und { $bleed } mm Farbe über den Schnitt hinaus wäre ein Bild { $width } × { $height } Pixel groß, mehr als { $side } Pixel Seitenlänge (höchstens { $dpi } dpi passen)
expected-duplex = möglich sind 'long' oder 'short' (die Kante, an der der Drucker das Blatt wendet)
expected-per-sheet = möglich sind 4 oder 6
expected-guides = möglich sind 'circle', 'crop-marks' oder 'none'
# $name: option-margin, option-gap…
sheet-setting = { $name } muss eine Zahl von 0 mm oder mehr sein
back-offset-numbers = muss aus zwei Zahlen in mm bestehen
must-be-positive-mm = muss eine positive Zahl in mm sein
must-be-mm-or-more = muss { $min } mm oder mehr sein
# $paper: A4, Letter or A3.
registration-no-room = Die Marken lassen auf { $paper } keinen Platz für { $columns } × { $rows } Karten
margin-no-room = Damit bleibt auf { $paper } kein Platz für Karten
# $margin: length-a-mm or length-an-mm.
bleed-no-room = Zwischen den Karten muss doppelt so viel Abstand sein wie Farbe über den Schnitt hinaus ({ $gap } mm); damit bleibt auf { $paper } bei { $margin } Rand kein Platz für { $columns } × { $rows } Karten
gap-no-room = Damit bleibt auf { $paper } bei { $margin } Rand kein Platz für { $columns } × { $rows } Karten
deck-has-pictures = Das Deck hat { $pictures } Bilder
not-a-photo = es ist kein Foto
expected-rotation = möglich sind free, none oder ±GRAD wie ±15
rotation-limit-range = Die Grenze muss zwischen 0 und 180 Grad liegen
must-be-between = muss zwischen { $min } und { $max } liegen
must-be-between-degrees = muss zwischen { $min } und { $max } Grad liegen
min-size-share = muss zwischen { $min } und { $max } der Karte liegen
min-size-too-large = Die Bilder von Karte { $card } passen in dieser Größe nicht; lassen Sie diese Einstellung weg
min-size-at-most = Die Bilder von Karte { $card } passen in dieser Größe nicht; dieses Deck erlaubt höchstens { $most } %
symbol-no-mask = hat keine Maske
expected-deck-kind = möglich sind 'projective' oder 'affine'
# $choices: the names, each quoted, as a list (list-or).
expected-one-of = möglich sind { $choices }
expected-rgb = erwartet wird eine Farbe in der Form '#rrggbb'
expected-date = erwartet wird ein Datum in der Form JJJJ-MM-TT, etwa 2026-11-29
pdf-a-needs-a-date = eine PDF/A-Datei hält den Tag fest, an dem sie entstand: geben Sie das Datum an (JJJJ-MM-TT)
board-side-range = Jede Seite muss 1 bis { $most } Felder lang sein
must-be-one-to = muss zwischen 1 und { $most } liegen
expected-board-size = erwartet wird BREITExHÖHE in Feldern, z. B. 16x24
names-not-both = Geben Sie eine Namensliste oder Namen an, nicht beides
names-none = Geben Sie Namen oder eine eingebaute Liste (xkcd) an
deck-has-symbols = Das Deck hat { $symbols } Symbole
code-digits-count = Ein Code hat 1 bis { $most } Ziffern
code-digits = Die Ziffern müssen 0, 1 oder 2 sein
# $attribute: shape, shading, colour or number; $values: its three values, separated by commas.
attribute-values = Das Merkmal { $attribute } ist eines von: { $values }
code-four-attributes = Eine gedruckte Karte hat höchstens vier Merkmale
code-expected = Ein Code hat 1 bis { $most } Ziffern von 0 bis 2, z. B. 1212
code-same-length = Alle Codes müssen { $digits } Ziffern haben, wie '{ $first }'
code-twice = Die Karte ist doppelt angegeben
expected-palette-set = möglich sind 'classic' oder 'cb' (für Farbenblinde geeignet)
expected-card-size = erwartet wird BREITExHÖHE in mm, z. B. 89x57
expected-attributes = möglich sind 2 (9 Karten), 3 (27) oder 4 (81)
code-printed = Eine gedruckte Karte hat vier Ziffern: Form, Füllung, Farbe, Anzahl
cards-none = Geben Sie mindestens einen Karten-Code zum Drucken an
set-card-size = Eine Karte muss an jeder Seite mindestens 20 mm messen und innerhalb des Rands von { $margin } mm auf das Blatt von { $width }×{ $height } mm passen
table-cards = Auf dem Tisch dürfen 3 bis { $most } Karten liegen

## Pictures: why one is refused, said after the file's name

picture-refused = '{ $file }': { $reason }
picture-not-a-picture = Diese Datei ist kein Bild: Verwenden Sie Bilder im Format SVG, PNG, JPEG, WebP, GIF oder BMP
picture-damaged = Dieses Bild ist beschädigt oder gar kein Bild: Öffnen Sie es und speichern Sie es neu, oder wählen Sie ein anderes
picture-too-large = Dieses Bild ist zu groß: { $width } × { $height } Pixel, erlaubt sind höchstens { $megapixels } Megapixel und { $side } Pixel Seitenlänge; verkleinern Sie es zuerst
picture-file-too-large = Diese Datei ist zu groß: höchstens { $megabytes } MB; verkleinern Sie sie zuerst
picture-too-much-memory = Dieses Bild braucht zum Öffnen zu viel Speicher: Speichern Sie es zuerst kleiner oder als gewöhnliches JPEG oder PNG
picture-too-complex = Diese Zeichnung verlangt mehr, als sich sicher zeichnen lässt (zu viele Teile oder Größen weit außerhalb des Üblichen): Speichern Sie sie stattdessen als PNG-Bild
picture-too-deep = Diese Zeichnung hat zu viele ineinander verschachtelte Ebenen, um sicher gezeichnet zu werden: Speichern Sie sie stattdessen als PNG-Bild
picture-nothing-visible = Von diesem Bild wäre auf einer Karte nichts zu sehen: Es ist leer oder durchsichtig
picture-unsupported = Dies ist ein iPhone-Foto (HEIC) oder ein AVIF-Foto, das sich noch nicht lesen lässt: Speichern Sie es zuerst als JPEG (wie, steht unter „Details“)
picture-too-slow = Das Zeichnen dieses Bildes dauert zu lange (mehr als { $seconds } Sekunden): Speichern Sie es als einfacheres Bild oder als PNG
picture-engine-stopped = Dieses Bild hat das Zeichenprogramm angehalten und ist daher wahrscheinlich beschädigt: Öffnen Sie es und speichern Sie es neu, oder wählen Sie ein anderes

## Errors in plain words

same-picture = '{ $first }' und '{ $second }' sind dasselbe Bild: Jedes Symbol muss ein anderes Bild sein, entfernen Sie also eines davon
similar-pictures = '{ $first }' und '{ $second }' sehen fast gleich aus ({ $alike } % ähnlich): Beim Spielen könnte man sie auf einer Karte nicht unterscheiden, entfernen Sie also eines davon (oder erlauben Sie ähnlich aussehende Bilder, wenn sie sich wirklich unterscheiden)
bad-font = '{ $file }': Diese Schrift ist beschädigt oder gar keine Schrift: Verwenden Sie eine TTF- oder OTF-Schriftdatei
file-not-found = '{ $file }' wurde nicht gefunden
file-unreadable = '{ $file }' konnte nicht gelesen oder geschrieben werden
layout-failed = Die Bilder passen nicht auf Karte { $card }: Versuchen Sie einen kleineren Abstand zwischen Bildern oder zum Kartenrand, oder weniger Bilder pro Karte
project-refused = '{ $file }': { $reason }
pdf-failed = Das PDF konnte nicht erstellt werden (Näheres unter „Details“)
preview-failed = Das Bild einer Karte konnte nicht gezeichnet werden (Näheres unter „Details“)
print-files-failed = Die Dateien für die Druckerei konnten nicht erstellt werden (Näheres unter „Details“)
engine-stopped = Das Programm ist unerwartet stehen geblieben: Versuchen Sie es noch einmal, und wenn es wieder stehen bleibt, laden Sie die Seite neu
card-count = { $requested } Karten können nicht behalten werden: Dieses Deck hat { $available } (möglich sind 1 bis { $available })
deck-file-refused = Deck-Datei '{ $file }': { $reason }
word-twice = Wörter-Datei '{ $file }': '{ $word }' kommt zweimal vor (Zeilen { $first } und { $second })
# $what: symbols-pictures, symbols-words…; $source: where they were looked for (source-…);
# $sourceCount: 1 if that is named in the singular ('pics', the 1 picture given), 2 if in the
# plural (the 12 pictures given, 'pics' and 'words.txt' together).
too-few-symbols = { $perCard } Bilder pro Karte brauchen { $needed } verschiedene { $what }; { $source } { $sourceCount ->
        [one] liefert
       *[other] liefern
    } nur { $found }
symbols-pictures = Bilder
symbols-words = Wörter
symbols-pictures-or-words = Bilder oder Wörter
symbols-pairs = Paare
words-file-line = Wörter-Datei '{ $file }', Zeile { $line }: { $reason }
pairs-file-line = Paar-Datei '{ $file }', Zeile { $line }: { $reason }
focus-file-line = Ausschnitt-Datei '{ $file }', Zeile { $line }: { $reason }
no-words = In der Wörter-Datei '{ $file }' stehen keine Wörter (schreiben Sie ein Wort oder eine kurze Wendung pro Zeile)
text-undrawable = '{ $text }' kann nicht gezeichnet werden: { $reason }
edit-refused = { $reason }
edit-refused-card = Karte { $card }: { $reason }
edit-refused-layout = Anordnung '{ $file }': { $reason }
edit-refused-layout-card = Anordnung '{ $file }': Karte { $card }: { $reason }
# $shape: shape-round, shape-square…
diameter-too-large = { $perSheet } Karten, { $shape } und { $diameter } mm breit, passen nicht auf { $paper }: höchstens { NUMBER($max, minimumFractionDigits: 1) } mm breit
diameter-too-large-marks = { $perSheet } Karten, { $shape } und { $diameter } mm breit, passen neben den Passermarken von Silhouette nicht auf { $paper }: höchstens { NUMBER($max, minimumFractionDigits: 1) } mm breit
template-refused = Vorlage '{ $name }': { $reason }
names-file-refused = Namensdatei '{ $file }': { $reason }
synonyms-file-refused = Synonym-Datei '{ $file }': { $reason }

## Printed on the legend sheet

legend-title = Die { $symbols } Bilder dieses Decks  ·  { $cards } Karten mit je { $perCard }
## Printed on the tuck box (--box): its sides say the deck's size.
box-numbers = { $cards } Karten · je { $perCard } Bilder
box-too-large = Eine Schachtel für { $cards } Karten von { $size } mm Breite in einem { $depth } mm dicken Stapel braucht { $width } × { $height } mm Papier, mehr als vorhanden ist: Karten bis { NUMBER($largest, minimumFractionDigits: 1) } mm Breite passen (--diameter), oder machen Sie den Stapel dünner (--paper-thickness, --cards)
box-too-deep = Eine Schachtel für { $cards } Karten in einem { $depth } mm dicken Stapel passt bei keiner Kartengröße auf das Papier: Machen Sie den Stapel dünner (--paper-thickness, --cards)
## Printed on the rules page (--rules): the classic ways to play a matching deck.
rules-title = So wird gespielt
rules-deck = Dieses Deck hat { $cards } Karten mit je { $perCard } Bildern, insgesamt { $symbols } Bilder. Zwei Karten haben immer genau ein Bild gemeinsam: Wer es zuerst entdeckt, sagt laut seinen Namen.
rules-tower-name = Der Turm
rules-tower = Jeder bekommt eine Karte verdeckt, die übrigen Karten kommen als offener Stapel in die Mitte. Alle decken ihre Karte auf. Wer ein Bild entdeckt, das die eigene Karte mit der obersten Karte des Stapels gemeinsam hat, nennt es und legt diese Karte auf die eigene. Ist der Stapel aufgebraucht, gewinnt, wer den höchsten Stapel hat.
rules-well-name = Der Brunnen
rules-well = Alle Karten bis auf eine werden verdeckt und gleichmäßig ausgeteilt; die letzte kommt offen in die Mitte. Alle decken ihre oberste Karte auf. Wer das Bild findet, das die eigene Karte mit der Karte in der Mitte gemeinsam hat, nennt es und legt die eigene Karte obenauf. Wer zuerst keine Karten mehr hat, gewinnt.
rules-potato-name = Heiße Kartoffel
rules-potato = Gespielt werden mehrere kurze Runden. Jeder hält eine Karte verdeckt auf der flachen Hand. Auf „Los!“ zeigen alle ihre Karte: Wer ein Bild entdeckt, das die eigene Karte mit der eines anderen gemeinsam hat, nennt es und legt die eigenen Karten auf dessen Karten. Wer am Ende alle Karten hat, verliert die Runde; nach fünf Runden gewinnt, wer am seltensten verloren hat.
rules-catch-name = Fang sie alle
rules-catch = Eine Karte kommt verdeckt in die Mitte, ringsum so viele offene Karten, wie Spieler mitspielen. Dann wird die mittlere Karte aufgedeckt. Wer ein Bild entdeckt, das sie mit einer Karte ringsum gemeinsam hat, nennt es und nimmt diese Karte. Ist keine mehr übrig, beginnt eine neue Runde; am Ende gewinnt, wer die meisten Karten gefangen hat.
rules-gift-name = Das vergiftete Geschenk
rules-gift = Jeder bekommt eine Karte verdeckt, die übrigen Karten kommen als offener Stapel in die Mitte. Alle decken ihre Karte auf. Wer ein Bild entdeckt, das die oberste Karte des Stapels mit der Karte eines anderen gemeinsam hat, nennt es und legt die Karte vom Stapel auf dessen Karte: ein Geschenk, das niemand will. Ist der Stapel aufgebraucht, gewinnt, wer den kleinsten Stapel hat.
rules-end = Vor jedem Spiel neu mischen. Wer ein falsches Bild nennt, wartet auf die nächste Karte. Kleine Kinder können ohne Eile spielen: Alle sind der Reihe nach dran und helfen einander beim Suchen.
legend-title-pairs = Die { $symbols } Symbole dieses Decks, jedes in zwei Fassungen  ·  { $cards } Karten mit je { $perCard }

## Printed on the duplex test sheet

duplex-flip-long = an der langen Kante gewendet
duplex-flip-short = an der kurzen Kante gewendet
duplex-step-print = Duplex-Test: Drucken Sie beide Seiten beidseitig auf ein Blatt, { $flip }, mit 100 % Größe.
duplex-step-hold = Halten Sie das Blatt gegen ein Fenster. Jedes rote Kreuz der Rückseite scheint neben einer Skala durch:
duplex-step-read = Lesen Sie ab, wie weit es rechts (X) und unterhalb (Y) der Mitte liegt, in mm (links und oberhalb zählen negativ).
duplex-step-fix = Erstellen Sie Ihr Deck dann mit --back-offset -X,-Y (also umgekehrt): Aus X = 2, Y = -1 wird zum Beispiel --back-offset -2,1.
duplex-back = Rückseite

## Deck sizes

size-impossible-bruck-ryser = unmöglich (Satz von Bruck–Ryser)
size-impossible-lam = unmöglich (Computersuche von Lam, 1989)
size-unknown = unbekannt: Es ist keine projektive Ebene bekannt (offenes Problem)
size-not-a-number = '{ $given }' ist keine ganze Zahl von Bildern pro Karte; die Größen reichen von 3 pro Karte (7 Karten) bis { $most } pro Karte ({ $cards } Karten)
size-too-few = Zu wenige Bilder pro Karte: { $given }
size-no-plane-bruck-ryser = { $given } Bilder pro Karte erfordern eine projektive Ebene der Ordnung { $order }, und es gibt keine (Satz von Bruck–Ryser)
size-no-plane-lam = { $given } Bilder pro Karte erfordern eine projektive Ebene der Ordnung { $order }, und es gibt keine (Computersuche von Lam, 1989)
size-no-plane-known = { $given } Bilder pro Karte erfordern eine projektive Ebene der Ordnung { $order }, und es ist keine bekannt: Ob es eine gibt, ist ein offenes Problem
size-far-too-large = { $given } Bilder pro Karte liegen weit über der größten unterstützten Ordnung { $max }
size-too-large = { $given } Bilder pro Karte erfordern eine projektive Ebene der Ordnung { $order }, mehr als die größte unterstützte Ordnung { $max }
# $problem: one of the size-… messages above; $smaller, $larger, $size: size-choice.
size-nearest = { $problem }; nächstgelegene Größen: { $smaller } oder { $larger }
size-largest = { $problem }; größtmögliche Größe: { $size }
size-smallest = { $problem }; kleinstmögliche Größe: { $size }
size-choice = { $perCard } pro Karte ({ $cards } Karten, oder { $affine } mit einem Bild weniger)

## Where a deck's symbols come from, said in errors and warnings

source-bundled-icons = die Sammlung der mitgelieferten Bilder
# A folder or a file, as the person named it.
source-file = '{ $file }'
source-pictures-given = { $count ->
        [one] Ihr Bild
       *[other] Ihre { $count } Bilder
    }
source-icons-chosen = { $count ->
        [one] das ausgewählte mitgelieferte Bild
       *[other] die { $count } ausgewählten mitgelieferten Bilder
    }
source-and = { $first } und { $rest }
source-together = { $sources } zusammen

## Card shapes

shape-round = rund
shape-square = quadratisch
shape-rounded = quadratisch mit runden Ecken
shape-hexagon = sechseckig

## Lengths and lists, said inside other sentences

# A length with the article English reads it with: "an 8 mm margin", "a 3 mm gap".
length-a-mm = { $mm } mm
length-an-mm = { $mm } mm
list-comma = { $first }, { $rest }
list-or = { $first } oder { $last }
list-and = { $first } und { $last }

## Words, pairs and focus files, said after the file and line

# $what: focus-x, focus-y or focus-the-zoom.
focus-not-a-number = { $what } '{ $value }' ist keine Zahl
focus-x = x
focus-y = y
focus-the-zoom = Zoom
focus-line = Schreiben Sie den Dateinamen eines Bildes, x und y (und, wenn Sie möchten, einen Zoom), getrennt durch Tabulatoren oder Kommas
focus-twice = '{ $name }' hat schon in einer früheren Zeile einen Ausschnitt
focus-not-a-picture = '{ $name }' ist keines der Bilder des Decks
focus-not-a-picture-meant = '{ $name }' ist keines der Bilder des Decks: Schreiben Sie seinen Dateinamen, '{ $meant }'
# $pictures: the first file names, each quoted, separated by commas.
focus-not-a-picture-among = '{ $name }' ist keines der Bilder des Decks ({ $pictures })
focus-not-a-picture-among-more = '{ $name }' ist keines der Bilder des Decks ({ $pictures }, … insgesamt { $count })
not-utf8 = kein UTF-8-Text (speichern Sie die Datei als UTF-8)
# $line: the line as written.
pair-more-than-two = '{ $line }' hat mehr als zwei Fassungen: ein Symbol pro Zeile, eine Fassung und ihr Gegenstück
pair-not-two = '{ $line }' besteht nicht aus zwei Fassungen: Schreiben Sie das Bild oder Wort und sein Gegenstück, getrennt durch einen Tabulator oder ein Komma, z. B. 'cat.png, Katze' oder 'icon:dog, perro'
pair-face-twice = '{ $face }' kommt zweimal vor (Zeilen { $first } und { $second }): Jede Fassung muss anders sein
pairs-none = Die Datei enthält keine Paare (schreiben Sie ein Paar pro Zeile)
pair-no-such-icon = Kein mitgeliefertes Bild heißt '{ $name }' (`fanodeck icons` listet sie auf)
pair-word-too-long = '{ $word }' ist länger als { $most } Zeichen
pair-no-picture-in-folder = Im Ordner der Paar-Datei gibt es kein Bild '{ $name }'
pair-no-picture-in = In '{ $folder }' gibt es kein Bild '{ $name }'
pair-no-picture-given = Unter Ihren Bildern gibt es kein Bild '{ $name }'
word-too-long = Die Zeile hat { $chars } Zeichen; ein Wort oder eine Wendung darf höchstens { $most } haben
# $character: the character as Unicode names it, e.g. U+0E01 THAI CHARACTER KO KAI.
no-font-can-draw = Keine Schrift kann '{ $word }' zeichnen: Es enthält { $character } (geben Sie mit --font eine Schrift an, die es enthält)
no-font-has-character = Keine Schrift enthält das Zeichen { $character } (geben Sie mit --font eine Schrift an, die es enthält)
text-draws-nothing = Der Text ergibt nichts Sichtbares
text-outlines-failed = Die Umrisse können nicht gezeichnet werden: { $reason }

## Pictures an SVG links to, said in a warning

link-not-allowed = verweist auf '{ $href }', und dieses Bild darf nicht auf Dateien verweisen
link-not-a-file = verweist auf '{ $href }', das keine Datei im Ordner des Bildes ist
link-missing = Das verlinkte Bild '{ $href }' fehlt
link-outside = Das verlinkte Bild '{ $href }' liegt außerhalb des Ordners des Bildes
link-unreadable = Verlinktes Bild '{ $href }': { $reason }
link-refused = Verlinktes Bild '{ $href }': { $reason }
link-not-svg = Das verlinkte Bild '{ $href }' ist kein gültiges SVG: { $reason }
link-not-a-picture = Das verlinkte Bild '{ $href }' ist kein PNG, JPEG, GIF, WebP oder SVG

## Hand edits and layout files (the card editor shows these)

# $what: layout-cards, layout-no-such-card or layout-card-differs.
layout-of-another-deck = { $what }: Dies ist die Anordnung eines anderen Decks (andere Bilder, Misch-Nummer oder Größe)
layout-cards = Sie hat { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, dieses Deck { $deck }
layout-no-such-card = Die Anordnung hat keine solche Karte
# $given, $wanted: the symbols' names, separated by commas.
layout-card-differs = Sie zeigt { $given }, wo die Karte dieses Decks { $wanted } zeigt
layout-too-large = Sie ist größer als { $megabytes } MB, mehr als eine Anordnung enthält
layout-not-text = Dies ist keine Anordnung: Eine Anordnung ist der JSON-Text eines Manifests
# $reason: the JSON reader's words, as they are.
layout-not-json = Dies ist keine Anordnung, die das Programm geschrieben hat (der JSON-Text eines Manifests): { $reason }
edit-no-such-card = Karte { $card } gibt es in diesem Deck nicht; es hat { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
edit-twice = wird zweimal bearbeitet
edit-reroll-past = Neu-Würfeln Nr. { $reroll } liegt hinter dem letzten möglichen, Nr. { $last }
edit-pinned-twice = Symbol { $symbol } ist zweimal fixiert
edit-no-such-symbol = Symbol { $symbol } gibt es in diesem Deck nicht ({ $symbols } Symbole)
edit-pin-not-a-number = Die Fixierung von Symbol { $symbol } hat eine Größe oder Position, die keine Zahl ist
# $symbol, $first, $second: symbol-named or symbol-numbered.
edit-not-on-card = { $symbol } ist nicht auf dieser Karte
edit-pin-crosses-margin = { $symbol } ist so fixiert, dass es in den Rand der Karte ragt
edit-pins-overlap = { $first } und { $second } sind so fixiert, dass sie sich überlappen
# $reason: pack-margin-no-room or pack-no-fit.
edit-pins-leave-no-room = Die fixierten Bilder lassen keinen Platz für die anderen ({ $reason })
symbol-named = '{ $name }'
symbol-numbered = Symbol { $id }

## Laying out cards

layout-no-mask = Symbol { $symbol } hat keine Maske ({ $masks } Masken angegeben)
# $margin, $gap: length-a-mm or length-an-mm.
pack-margin-no-room = bei { $margin } Rand bleibt auf einer Karte von { $size } mm Breite kein Platz
pack-no-fit = bei { $gap } Abstand und { $margin } Rand passen sie nicht einmal mit { $smallest } mm Größe auf eine Karte von { $size } mm

## Sheet templates

# $builtin: the built-in templates' names, separated by commas.
template-no-such-file = Keine eingebaute Vorlage hat diesen Namen (eingebaut: { $builtin }), und es gibt keine solche Datei
template-no-such-builtin = Keine eingebaute Vorlage hat diesen Namen (eingebaut: { $builtin })
template-unreadable = Die Datei kann nicht gelesen werden: { $reason }
template-not-utf8 = kein UTF-8-Text
# $name: option-paper, option-shape…
template-option = { $name } '{ $value }': { $reason }
# $key: the template's setting as written in the file (margin_mm).
template-length = { $key } = { $value }: muss eine Länge von { $min } bis { $max } mm sein
template-dpi = print_dpi = { $value }: muss von { $min } bis { $max } dpi reichen

## Sheets

sheet-cutting = { $cards } Karten pro Blatt, Kante an Kante; { $cuts } gerade Schnitte durch die gestapelten Blätter

## What a deck is made of, when bundled icons stand beside the maker's own symbols

# $parts: makeup-your-pictures, makeup-words and makeup-bundled-icons, as a list (list-and).
makeup-mixed = { $parts }
makeup-your-pictures = { $count ->
        [one] eines Ihrer Bilder
       *[other] { $count } Ihrer Bilder
    }
makeup-words = { $count ->
        [one] { $count } Wort
       *[other] { $count } Wörter
    }
makeup-bundled-icons = { $count ->
        [one] { $count } mitgeliefertes Bild
       *[other] { $count } mitgelieferte Bilder
    }

## Project files (the page's "Save project"), said after the file's name

project-zip-failed = Das ZIP kann nicht geschrieben werden: { $reason }
project-not-one = Dies ist kein fanodeck-Projekt (öffnen Sie eine Datei, die mit „Projekt speichern“ erstellt wurde)
project-holds-too-many = Es enthält { $files } Dateien, mehr als { $most }
# $by: the program that saved it ("fanodeck 0.3.0"), or project-made-by-unknown.
project-newer = Es wurde mit einem neueren fanodeck gespeichert ({ $by }, Projektversion { $version }); dieses öffnet Version { $opens }: Öffnen Sie es mit dem neueren fanodeck
project-made-by-unknown = unbekannt
project-lists-too-many = Es führt { $files } Dateien auf, mehr als { $most }
# $path: the file's place in the project, e.g. pictures/001-cat.png.
project-listed-twice = '{ $path }' ist zweimal oder an falscher Stelle aufgeführt: Das Projekt ist beschädigt
# $reason: the settings reader's words, as they are.
project-unknown-settings = Es verwendet Einstellungen, die dieses fanodeck nicht kennt ({ $reason }): Öffnen Sie es mit einem neueren fanodeck
project-settings-damaged = Seine Einstellungen lassen sich nicht lesen (das Projekt ist beschädigt): { $reason }
project-entry-over-budget = '{ $path }' ist zu groß: Zusammen mit den Dateien davor sind es mehr als die { $megabytes } MB, die ein Projekt insgesamt enthalten darf
project-entry-too-large = '{ $path }' ist zu groß: mehr als { $megabytes } MB, das Höchstmaß für eine solche Datei
project-entry-damaged = '{ $path }' lässt sich daraus nicht lesen (das Projekt ist beschädigt): { $reason }
project-entry-missing = '{ $path }' fehlt darin: Das Projekt ist beschädigt
# $kind: project-kind-…
project-entry-not-kind = '{ $path }' sollte { $kind } sein, ist es aber nicht: Das Projekt ist beschädigt
project-kind-settings = die Einstellungsdatei des Projekts
project-kind-picture = ein Bild (eine PNG-, JPEG-, WebP-, GIF-, BMP- oder SVG-Datei)
project-kind-font = eine Schrift (eine TrueType- oder OpenType-Datei)

## Names and synonyms files (dominoes), said after the file's name

names-file-too-large = Die Datei hat { $bytes } Bytes; eine Namensdatei darf höchstens { $megabytes } MB haben
synonyms-file-too-large = Die Datei hat { $bytes } Bytes; eine Synonym-Datei darf höchstens { $megabytes } MB haben
line-not-utf8 = Zeile { $line } ist kein UTF-8-Text (speichern Sie die Datei als UTF-8)
name-too-long = Zeile { $line }: Der Name '{ $start }…' hat { $chars } Zeichen; ein Name darf höchstens { $most } haben
names-too-many = Mehr als { $most } Namen (das ist die Obergrenze)
names-empty = Keine Namen darin (schreiben Sie Namen, getrennt durch Kommas oder neue Zeilen, z. B. 'Tim Cook, Frank Lloyd Wright, Prince')
synonyms-not-a-group = Zeile { $line }: '{ $entry }' ist keine Gruppe (verbinden Sie Namen mit '=', z. B. COOK=COOKE=COOKIE)
synonym-too-long = Zeile { $line }: '{ $start }…' ist länger als { $most } Zeichen

## Deck files (cards --json, manifests)

deck-not-json = kein gültiges JSON: { $reason }
deck-no-cards-list = keine Liste 'cards' auf oberster Ebene
deck-cards-not-a-list = 'cards' ist keine Liste
# $index: the card's number counted from 0.
deck-card = Karte { $index } (ab 0 gezählt): { $reason }
deck-card-no-symbols = ein Objekt ohne Liste 'symbols'
# $found, $placement, $entry: JSON as written.
deck-card-not-a-list = erwartet wird eine Liste von Symbol-IDs, gefunden: { $found }
deck-placement-no-id = Platzierung { $placement } hat keine ganzzahlige 'symbol'-ID
deck-not-an-id = { $entry } ist keine Symbol-ID (eine ganze Zahl)

## Warnings

warning-focus-file-whole = Die Ausschnitt-Datei '{ $file }' ändert nichts: Fotos werden ganz gedruckt; wählen Sie eine Fotoform (Kreis, abgerundet oder weiches Quadrat), um sie rund um ihr Motiv auszuschneiden
warning-focus-whole = Der Ausschnitt der Fotos ändert nichts: Fotos werden ganz gedruckt; wählen Sie eine Fotoform (Kreis, abgerundet oder weiches Quadrat), um sie rund um ihr Motiv auszuschneiden
# $reason: the technical words of the check, as they are.
warning-embedded-svg = Bild '{ $file }': Ein eingebettetes SVG wird nicht gezeichnet ({ $reason })
# $reason: link-…
warning-link-not-drawn = Bild '{ $file }': { $reason }; es wird nicht gezeichnet
warning-svg-letters = Bild '{ $file }': Sein Text hat Zeichen, die keine Schrift zeichnen kann; sie werden weggelassen: { $letters }; geben Sie eine Schrift (--font) an, die sie hat
# $warning: faint-picture… below.
warning-icon = Bild '{ $file }': { $warning }
faint-picture = Nur { NUMBER($percent, minimumFractionDigits: 2) } % des Bildes sind sichtbar; es ist vielleicht schwer zu finden
faint-picture-keyed = Nur { NUMBER($percent, minimumFractionDigits: 2) } % des Bildes sind sichtbar, nachdem Weiß durchsichtig gemacht wurde; es ist vielleicht schwer zu finden
# $error: the error's technical words, as they are.
warning-skipped = { $error }; übersprungen
# $links: each link and where it leads, separated by commas.
warning-links-outside = Übersprungen: { $count ->
        [one] { $count } Verknüpfung in '{ $folder }', die aus dem Ordner herausführt
       *[other] { $count } Verknüpfungen in '{ $folder }', die aus dem Ordner herausführen
    }: { $links }
# $entries: the first file names, separated by commas.
warning-not-pictures = Übersprungen: { $count ->
        [one] { $count } Eintrag in '{ $folder }', der kein Bild ist
       *[other] { $count } Einträge in '{ $folder }', die keine Bilder sind
    }: { $entries }
warning-not-pictures-more = Übersprungen: { $count ->
        [one] { $count } Eintrag in '{ $folder }', der kein Bild ist
       *[other] { $count } Einträge in '{ $folder }', die keine Bilder sind
    }: { $entries } und { $more } weitere
# $what: symbols-pictures…; $source: source-…; $unused: the names, separated by commas.
warning-unused = Verwendet werden { $needed } der { $total } { $what } (Quelle: { $source }); nicht verwendet: { $unused }
warning-unused-more = Verwendet werden { $needed } der { $total } { $what } (Quelle: { $source }); nicht verwendet: { $unused } und { $more } weitere
# $pictures: the file names, separated by commas.
warning-pictures-unpaired = Kein Paar des Decks nennt diese Bilder, daher werden sie nicht verwendet: { $pictures }
# $source: where the picture came from (its file, builtin:…, text:…).
warning-legend-name = Legende: Symbol { $number } '{ $name }' ({ $source }): Die Schrift der Legende kann nicht jedes Zeichen seines Namens zeichnen; er erscheint als '{ $shown }'
warning-white-bleed = { $bleed } mm Farbe über den Schnitt hinaus bleiben ohne sichtbare Wirkung: Die Hintergrundfarbe der Vorlage ist Weiß (#ffffff); verwenden Sie eine Vorlage mit Hintergrundfarbe, etwa a4-6-bleed
# $message: the PDF writer's words, as they are.
warning-font-letters = Die Schrift kann nicht jeden Buchstaben von '{ $line }' zeichnen; es erscheint als '{ $shown }'

## The page's engine (web), about what the page sent

# $reason: the reader's words, as they are.
web-invalid-options = Ungültige Einstellungen: { $reason }
# $options: every option's name, separated by commas.
web-no-such-option = Ungültige Einstellung '{ $key }': Diese Einstellung gibt es nicht (die Einstellungen sind: { $options })
web-manifest-failed = Manifest: { $reason }
web-no-game = Kein Spiel: Starten Sie zuerst eines

## Words that are not fanodeck's (a decoder's, a parser's, the system's), said as they are

untranslated = { $words }

## The card editor (web)

# Asked to fix a card before a deck is made (the page's editor opens only on a deck made).
editor-no-deck = Erstellen Sie zuerst das Deck: Es gibt noch keine Karte zum Anpassen

## Games (web)

# The options the page sent for a SET deck or a dominoes board could not be read; $reason says
# why, in the engine's technical words.
set-invalid-options = Ungültige Einstellungen: { $reason }
dominoes-invalid-options = Ungültige Einstellungen: { $reason }
