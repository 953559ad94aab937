# fanodeck's web page: the three game tabs, Play, SET and Name dominoes. English is the source;
# every language has every id, with the same placeables. A message may hold <em>, <strong>,
# <kbd> and <code>, and no other markup. Numbers are formatted by the language.
# $reason: the engine's sentence saying what went wrong, already in the page's language.

## Play: two cards of the deck dealt big; click the picture they share

play-title = Wer findet das gleiche Bild?
# "Make a deck" is the first tab's name: say it as that tab says it.
play-hint = Zwei Karten des Decks, das unter <em>Deck bauen</em> gewählt ist, werden ausgeteilt: Klicken Sie so schnell wie möglich auf das Bild, das beide gemeinsam haben.
play-deal = Neues Spiel austeilen
play-dealing = Karten werden ausgeteilt…
play-click-shared = Klicken Sie auf das Bild, das beide Karten gemeinsam haben.
play-could-not-deal = Austeilen nicht möglich: { $reason }
# A card's picture, for people who cannot see it; $number counts from 1.
play-card =
    .alt = Karte { $number }
# While playing: $round of $rounds rounds; $correct answers right out of $played.
play-round = Runde { $round } von { $rounds } · { $correct } von { $played } richtig
play-correct = richtig!
# $name: the picture both cards shared (its name as the deck's maker gave it).
play-incorrect = falsch! (es war: { $name })
# At the end: $seconds, the average time to answer, in seconds.
play-final-score = { $correct } von { $played } richtig, durchschnittliche Antwortzeit { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

## SET: print the deck, count the SETs among cards ("SET" is the game's name)

set-title = SET
set-hint = 81 Karten mit je vier Merkmalen in drei Ausprägungen: Form, Füllung, Farbe und Anzahl. Drei Karten sind ein SET, wenn jedes Merkmal bei allen dreien gleich oder bei allen dreien verschieden ist.
set-print-title = Deck drucken
set-paper = Papier
# The North American paper size.
set-paper-letter = US Letter
set-colours = Farben
set-palette-classic = rot, grün, lila
set-palette-cb = für Farbenblinde geeignet
set-cards = Karten
set-cards-81 = 81: das ganze Spiel
set-cards-27 = 27: je eine Form
set-cards-9 = 9: je eine gefüllte Form
set-make = SET-Deck erstellen
set-download = PDF herunterladen
# The downloaded deck's file name.
set-file = set.pdf
set-making = Das Deck wird erstellt…
set-made =
    { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf { $pages ->
        [one] { $pages } Seite
       *[other] { $pages } Seiten
    }. Drucken Sie mit 100 % / Originalgröße und schneiden Sie dann an den grauen Linien entlang.
set-could-not-make = Das Deck konnte nicht erstellt werden: { $reason }
set-count-title = SETs zählen
# The codes' digits stay as they are: the engine reads them.
set-codes-hint = Geben Sie Codes ein (vier Ziffern 0–2: Form 0 Oval, 1 Raute, 2 Welle; Füllung 0 leer, 1 gestreift, 2 gefüllt; Farbe 0 rot, 1 grün, 2 lila; Anzahl 0 drei, 1 eins, 2 zwei) oder klicken Sie unten auf Karten.
set-codes =
    .aria-label = Karten-Codes
set-grid =
    .aria-label = Die 81 Karten: zum Hinzufügen oder Entfernen klicken
# The cards typed or clicked: $cards cards hold $sets SETs; $list, the SETs as codes
# (0000 1111 2222, 1212 0121 2000).
set-counted =
    { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, { $sets ->
        [0] { $sets } SETs
        [one] { $sets } SET: { $list }
       *[other] { $sets } SETs: { $list }
    }
# Why the codes could not be counted (a bad or repeated code), as the engine says it.
set-count-refused = { $reason }
# A card of the grid, as a phrase ("two striped green diamonds"): $number is 1, 2 or 3;
# $shading open, striped or solid; $colour red, green or purple; $shape oval, diamond or
# squiggle. Order the words, and make them agree, as the language needs.
# German: "ein leeres rotes Oval", "eine gestreifte grüne Raute", "drei gefüllte lila Wellen"
# (the neuter Oval alone, after "ein", takes -es; "lila" never changes).
set-card-description =
    { $number ->
        [1] { $shape ->
            [oval] ein
           *[other] eine
        }
        [2] zwei
       *[3] drei
    } { $shading ->
        [open] { $number ->
            [1] { $shape ->
                [oval] leeres
               *[other] leere
            }
           *[other] leere
        }
        [striped] { $number ->
            [1] { $shape ->
                [oval] gestreiftes
               *[other] gestreifte
            }
           *[other] gestreifte
        }
       *[solid] { $number ->
            [1] { $shape ->
                [oval] gefülltes
               *[other] gefüllte
            }
           *[other] gefüllte
        }
    } { $colour ->
        [red] { $number ->
            [1] { $shape ->
                [oval] rotes
               *[other] rote
            }
           *[other] rote
        }
        [green] { $number ->
            [1] { $shape ->
                [oval] grünes
               *[other] grüne
            }
           *[other] grüne
        }
       *[purple] lila
    } { $shape ->
        [oval] { $number ->
            [1] Oval
           *[other] Ovale
        }
        [diamond] { $number ->
            [1] Raute
           *[other] Rauten
        }
       *[squiggle] { $number ->
            [1] Welle
           *[other] Wellen
        }
    }
# A card's button: $code, its four digits; $description, the phrase above.
set-card =
    .title = { $description }
    .aria-label = { $code }: { $description }

## Name dominoes: names in two halves laid on a board, printed as a poster

dominoes-title = Namens-Domino
dominoes-hint = Wie bei xkcd 1970: Jeder Stein ist ein Name in zwei Hälften (ANNE | FRANK), und die Steine werden so gelegt, dass je zwei sich berührende Hälften einen Namen ergeben oder dasselbe bedeuten (FRANK = OFFEN). Die Seite füllt ein Spielfeld mit so vielen Ihrer Namen, wie hineinpassen, und druckt es als Poster.
dominoes-names-label = Namen, einer pro Zeile (Vor- und Nachname oder ein Wort aus zwei Teilen)
# Examples of names, one a line: famous names of the language may do better.
dominoes-names =
    .placeholder =
        Anne Frank
        Frank Sinatra
        Ella Fitzgerald
dominoes-use-xkcd = Die Namen aus xkcd 1970 verwenden (mit ihren Synonymen)
# Keep the = sign: the engine reads it.
dominoes-synonyms-label = Wörter mit gleicher Bedeutung, eine Gruppe pro Zeile, verbunden mit <code>=</code> (optional)
# An example of a group of words that mean the same, joined by = (no spaces).
dominoes-synonyms =
    .placeholder = frank=offen
# The board's size in cells, as columns x rows (16x24).
dominoes-size = Spielfeld, Felder
dominoes-seed = Misch-Nummer
dominoes-paper = Papier
# The North American paper size.
dominoes-paper-letter = US Letter
dominoes-make = Spielfeld füllen
dominoes-download-poster = Poster herunterladen (PDF)
dominoes-download-board = Spielfeld herunterladen (JSON)
# The downloaded files' names.
dominoes-poster-file = namens-domino.pdf
dominoes-board-file = namens-domino.json
dominoes-board =
    .aria-label = Das Spielfeld
dominoes-filling = Das Spielfeld wird gefüllt…
# $placed of the $tiles names found a place.
dominoes-placed =
    { $placed ->
        [one] { $placed } von { $tiles } Namen liegt auf dem Spielfeld.
       *[other] { $placed } von { $tiles } Namen liegen auf dem Spielfeld.
    }
dominoes-placed-some =
    { $placed ->
        [one] { $placed } von { $tiles } Namen liegt auf dem Spielfeld.
       *[other] { $placed } von { $tiles } Namen liegen auf dem Spielfeld.
    } Die anderen fanden keinen Platz, an dem sie passen: Ein größeres Spielfeld bietet vielleicht Platz für mehr.
dominoes-could-not-fill = Das Spielfeld konnte nicht gefüllt werden: { $reason }
