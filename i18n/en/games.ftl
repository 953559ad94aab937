# fanodeck's web page: the three game tabs, Play, SET and Name dominoes. English is the source;
# every language has every id, with the same placeables. A message may hold <em>, <strong>,
# <kbd> and <code>, and no other markup. Numbers are formatted by the language.
# $reason: the engine's sentence saying what went wrong, already in the page's language.

## Play: two cards of the deck dealt big; click the picture they share

play-title = Spot the match
# "Make a deck" is the first tab's name: say it as that tab says it.
play-hint = Two cards of the deck chosen under <em>Make a deck</em> are dealt: click the picture they share, as fast as you can.
play-deal = Deal a new game
play-dealing = Dealing…
play-click-shared = Click the picture both cards share.
play-could-not-deal = Could not deal: { $reason }
# A card's picture, for people who cannot see it; $number counts from 1.
play-card =
    .alt = card { $number }
# While playing: $round of $rounds rounds; $correct answers right out of $played.
play-round = Round { $round } of { $rounds } · { $correct } of { $played } correct
play-correct = correct!
# $name: the picture both cards shared (its name as the deck's maker gave it).
play-incorrect = incorrect! (it was { $name })
# At the end: $seconds, the average time to answer, in seconds.
play-final-score = { $correct } of { $played } correct, average answer time { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

## SET: print the deck, count the SETs among cards ("SET" is the game's name)

set-title = SET
set-hint = 81 cards, each with four attributes of three values: shape, shading, colour and number. Three cards are a SET when every attribute is all the same or all different.
set-print-title = Print the deck
set-paper = Paper
# The North American paper size.
set-paper-letter = Letter
set-colours = Colours
set-palette-classic = red, green, purple
set-palette-cb = colour-blind safe
set-cards = Cards
set-cards-81 = 81: the whole game
set-cards-27 = 27: one shape each
set-cards-9 = 9: one solid shape each
set-make = Make the SET deck
set-download = Download the PDF
# The downloaded deck's file name.
set-file = set.pdf
set-making = Making the deck…
set-made =
    { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } on { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }. Print at 100 % / actual size, then cut along the grey lines.
set-could-not-make = Could not make the deck: { $reason }
set-count-title = Count the SETs
# The codes' digits stay as they are: the engine reads them.
set-codes-hint = Type codes (four digits 0–2: shape 0 oval, 1 diamond, 2 squiggle; shading 0 open, 1 striped, 2 solid; colour 0 red, 1 green, 2 purple; number 0 three, 1 one, 2 two), or click cards below.
set-codes =
    .aria-label = Card codes
set-grid =
    .aria-label = The 81 cards: click to add or remove
# The cards typed or clicked: $cards cards hold $sets SETs; $list, the SETs as codes
# (0000 1111 2222, 1212 0121 2000).
set-counted =
    { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
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
set-card-description =
    { $number ->
        [1] one
        [2] two
       *[3] three
    } { $shading ->
        [open] open
        [striped] striped
       *[solid] solid
    } { $colour ->
        [red] red
        [green] green
       *[purple] purple
    } { $shape ->
        [oval] { $number ->
            [1] oval
           *[other] ovals
        }
        [diamond] { $number ->
            [1] diamond
           *[other] diamonds
        }
       *[squiggle] { $number ->
            [1] squiggle
           *[other] squiggles
        }
    }
# A card's button: $code, its four digits; $description, the phrase above.
set-card =
    .title = { $description }
    .aria-label = { $code }: { $description }

## Name dominoes: names in two halves laid on a board, printed as a poster

dominoes-title = Name dominoes
dominoes-hint = Like xkcd 1970: each tile is a name in two halves (ANNE | FRANK), and tiles are laid so that every two touching halves make a name or mean the same (FRANK = HONEST). The page fills a board with as many of your names as fit and prints it as a poster.
dominoes-names-label = Names, one a line (first and last name, or a word of two parts)
# Examples of names, one a line: famous names of the language may do better.
dominoes-names =
    .placeholder =
        Anne Frank
        Frank Sinatra
        Ella Fitzgerald
dominoes-use-xkcd = Use xkcd 1970's names (with their synonyms)
# Keep the = sign: the engine reads it.
dominoes-synonyms-label = Words that mean the same, one group a line, joined by <code>=</code> (optional)
# An example of a group of words that mean the same, joined by = (no spaces).
dominoes-synonyms =
    .placeholder = frank=honest
# The board's size in cells, as columns x rows (16x24).
dominoes-size = Board, cells
dominoes-seed = Shuffle number
dominoes-paper = Paper
# The North American paper size.
dominoes-paper-letter = Letter
dominoes-make = Fill the board
dominoes-download-poster = Download the poster (PDF)
dominoes-download-board = Download the board (JSON)
# The downloaded files' names.
dominoes-poster-file = dominoes.pdf
dominoes-board-file = dominoes.json
dominoes-board =
    .aria-label = The board
dominoes-filling = Filling the board…
# $placed of the $tiles names found a place.
dominoes-placed =
    { $placed ->
        [one] { $placed } of { $tiles } names is on the board.
       *[other] { $placed } of { $tiles } names are on the board.
    }
dominoes-placed-some =
    { $placed ->
        [one] { $placed } of { $tiles } names is on the board.
       *[other] { $placed } of { $tiles } names are on the board.
    } The others found no room where they match: a larger board may place more.
dominoes-could-not-fill = Could not fill the board: { $reason }
