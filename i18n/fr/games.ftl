# fanodeck's web page: the three game tabs, Play, SET and Name dominoes. English is the source;
# every language has every id, with the same placeables. A message may hold <em>, <strong>,
# <kbd> and <code>, and no other markup. Numbers are formatted by the language.
# $reason: the engine's sentence saying what went wrong, already in the page's language.

## Play: two cards of the deck dealt big; click the picture they share

play-title = Trouvez l'image commune
# "Make a deck" is the first tab's name: say it as that tab says it.
play-hint = Deux cartes du jeu choisi dans <em>Créer un jeu</em> sont distribuées : cliquez sur l'image qu'elles ont en commun, le plus vite possible !
play-deal = Nouvelle partie
play-dealing = Distribution…
play-click-shared = Cliquez sur l'image commune aux deux cartes.
play-could-not-deal = Impossible de distribuer les cartes : { $reason }
# A card's picture, for people who cannot see it; $number counts from 1.
play-card =
    .alt = carte { $number }
# While playing: $round of $rounds rounds; $correct answers right out of $played.
play-round =
    Manche { $round } sur { $rounds } · { $correct ->
        [one] { $correct } bonne réponse
       *[other] { $correct } bonnes réponses
    } sur { $played }
play-correct = bonne réponse !
# $name: the picture both cards shared (its name as the deck's maker gave it).
play-incorrect = raté ! (c'était { $name })
# At the end: $seconds, the average time to answer, in seconds.
play-final-score =
    { $correct ->
        [one] { $correct } bonne réponse
       *[other] { $correct } bonnes réponses
    } sur { $played }, temps de réponse moyen : { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

## SET: print the deck, count the SETs among cards ("SET" is the game's name)

set-title = SET
set-hint = 81 cartes, chacune avec quatre caractéristiques qui ont chacune trois valeurs : la forme, le remplissage, la couleur et le nombre. Trois cartes forment un SET quand, pour chaque caractéristique, elles sont toutes pareilles ou toutes différentes.
set-print-title = Imprimer le jeu
set-paper = Papier
# The North American paper size.
set-paper-letter = Lettre US
set-colours = Couleurs
set-palette-classic = rouge, vert, violet
set-palette-cb = adaptées au daltonisme
set-cards = Cartes
set-cards-81 = 81 : le jeu complet
set-cards-27 = 27 : une seule forme par carte
set-cards-9 = 9 : une seule forme pleine par carte
set-make = Créer le jeu SET
set-download = Télécharger le PDF
# The downloaded deck's file name.
set-file = set.pdf
set-making = Création du jeu…
set-made =
    { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } sur { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }. Imprimez à 100 % / taille réelle, puis découpez le long des traits gris.
set-could-not-make = Impossible de créer le jeu : { $reason }
set-count-title = Comptez les SET
# The codes' digits stay as they are: the engine reads them.
set-codes-hint = Tapez des codes (quatre chiffres de 0 à 2 : forme 0 ovale, 1 losange, 2 vague ; remplissage 0 vide, 1 rayé, 2 plein ; couleur 0 rouge, 1 vert, 2 violet ; nombre 0 trois, 1 un, 2 deux), ou cliquez sur les cartes ci-dessous.
set-codes =
    .aria-label = Codes des cartes
set-grid =
    .aria-label = Les 81 cartes : cliquez pour en ajouter ou en retirer
# The cards typed or clicked: $cards cards hold $sets SETs; $list, the SETs as codes
# (0000 1111 2222, 1212 0121 2000).
set-counted =
    { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, { $sets ->
        [0] aucun SET
        [one] { $sets } SET : { $list }
       *[other] { $sets } SET : { $list }
    }
# Why the codes could not be counted (a bad or repeated code), as the engine says it.
set-count-refused = { $reason }
# A card of the grid, as a phrase ("two striped green diamonds"): $number is 1, 2 or 3;
# $shading open, striped or solid; $colour red, green or purple; $shape oval, diamond or
# squiggle. Order the words, and make them agree, as the language needs.
# French: "deux losanges verts rayés"; une vague (feminine), un ovale, un losange (masculine).
set-card-description =
    { $shape ->
        [oval] { $number ->
            [1] un ovale
            [2] deux ovales
           *[3] trois ovales
        }
        [diamond] { $number ->
            [1] un losange
            [2] deux losanges
           *[3] trois losanges
        }
       *[squiggle] { $number ->
            [1] une vague
            [2] deux vagues
           *[3] trois vagues
        }
    } { $colour ->
        [red] { $number ->
            [1] rouge
           *[other] rouges
        }
        [green] { $shape ->
            [squiggle] { $number ->
                [1] verte
               *[other] vertes
            }
           *[other] { $number ->
                [1] vert
               *[other] verts
            }
        }
       *[purple] { $shape ->
            [squiggle] { $number ->
                [1] violette
               *[other] violettes
            }
           *[other] { $number ->
                [1] violet
               *[other] violets
            }
        }
    } { $shading ->
        [open] { $number ->
            [1] vide
           *[other] vides
        }
        [striped] { $shape ->
            [squiggle] { $number ->
                [1] rayée
               *[other] rayées
            }
           *[other] { $number ->
                [1] rayé
               *[other] rayés
            }
        }
       *[solid] { $shape ->
            [squiggle] { $number ->
                [1] pleine
               *[other] pleines
            }
           *[other] { $number ->
                [1] plein
               *[other] pleins
            }
        }
    }
# A card's button: $code, its four digits; $description, the phrase above.
set-card =
    .title = { $description }
    .aria-label = { $code } : { $description }

## Name dominoes: names in two halves laid on a board, printed as a poster

dominoes-title = Dominos de noms
dominoes-hint = Comme dans le dessin xkcd 1970 : chaque tuile porte un nom en deux moitiés (ANNE | FRANK), et on pose les tuiles de sorte que deux moitiés qui se touchent forment toujours un nom ou veulent dire la même chose (FRANK = HONEST, « franc » en anglais). La page remplit un plateau avec autant de vos noms que possible et l'imprime sous forme d'affiche.
dominoes-names-label = Noms, un par ligne (prénom et nom, ou un mot en deux parties)
# Examples of names, one a line: famous names of the language may do better.
dominoes-names =
    .placeholder =
        Victor Hugo
        Hugo Lloris
        Marie Curie
dominoes-use-xkcd = Utiliser les noms de xkcd 1970 (avec leurs synonymes)
# Keep the = sign: the engine reads it.
dominoes-synonyms-label = Mots de même sens, un groupe par ligne, reliés par <code>=</code> (facultatif)
# An example of a group of words that mean the same, joined by = (no spaces).
dominoes-synonyms =
    .placeholder = franc=honnête
# The board's size in cells, as columns x rows (16x24).
dominoes-size = Plateau, en cases
dominoes-seed = Numéro de mélange
dominoes-paper = Papier
# The North American paper size.
dominoes-paper-letter = Lettre US
dominoes-make = Remplir le plateau
dominoes-download-poster = Télécharger l'affiche (PDF)
dominoes-download-board = Télécharger le plateau (JSON)
# The downloaded files' names.
dominoes-poster-file = dominos.pdf
dominoes-board-file = dominos.json
dominoes-board =
    .aria-label = Le plateau
dominoes-filling = Remplissage du plateau…
# $placed of the $tiles names found a place.
dominoes-placed =
    { $placed ->
        [0] Aucun des { $tiles } noms n'est sur le plateau.
        [one] { $placed } nom sur { $tiles } est sur le plateau.
       *[other] { $placed } noms sur { $tiles } sont sur le plateau.
    }
dominoes-placed-some =
    { $placed ->
        [0] Aucun des { $tiles } noms n'est sur le plateau.
        [one] { $placed } nom sur { $tiles } est sur le plateau.
       *[other] { $placed } noms sur { $tiles } sont sur le plateau.
    } Les autres n'ont pas trouvé de place où ils s'accordent avec leurs voisins : un plateau plus grand pourrait en placer davantage.
dominoes-could-not-fill = Impossible de remplir le plateau : { $reason }
