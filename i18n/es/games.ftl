# fanodeck's web page: the three game tabs, Play, SET and Name dominoes. English is the source;
# every language has every id, with the same placeables. A message may hold <em>, <strong>,
# <kbd> and <code>, and no other markup. Numbers are formatted by the language.
# $reason: the engine's sentence saying what went wrong, already in the page's language.

## Play: two cards of the deck dealt big; click the picture they share

play-title = Encuentra la imagen en común
# "Make a deck" is the first tab's name: say it as that tab says it.
play-hint = Se reparten dos cartas de la baraja elegida en <em>Crear baraja</em>: haz clic en la imagen que comparten, lo más rápido que puedas.
play-deal = Repartir otra partida
play-dealing = Repartiendo…
play-click-shared = Haz clic en la imagen que tienen en común las dos cartas.
play-could-not-deal = No se pudo repartir: { $reason }
# A card's picture, for people who cannot see it; $number counts from 1.
play-card =
    .alt = carta { $number }
# While playing: $round of $rounds rounds; $correct answers right out of $played.
play-round = Ronda { $round } de { $rounds } · { $correct } de { $played } correctas
play-correct = ¡correcto!
# $name: the picture both cards shared (its name as the deck's maker gave it).
play-incorrect = ¡incorrecto! (era { $name })
# At the end: $seconds, the average time to answer, in seconds.
play-final-score = { $correct } de { $played } correctas; tiempo medio de respuesta: { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s

## SET: print the deck, count the SETs among cards ("SET" is the game's name)

set-title = SET
set-hint = 81 cartas, cada una con cuatro atributos de tres valores: forma, relleno, color y número. Tres cartas forman un SET cuando, en cada atributo, las tres son iguales o las tres son distintas.
set-print-title = Imprimir la baraja
set-paper = Papel
# The North American paper size.
set-paper-letter = Carta
set-colours = Colores
set-palette-classic = rojo, verde, morado
set-palette-cb = aptos para daltonismo
set-cards = Cartas
set-cards-81 = 81: el juego completo
set-cards-27 = 27: una sola figura por carta
set-cards-9 = 9: una sola figura sólida por carta
set-make = Crear la baraja de SET
set-download = Descargar el PDF
# The downloaded deck's file name.
set-file = set.pdf
set-making = Creando la baraja…
set-made =
    { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en { $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    }. Imprime al 100 % / tamaño real y luego recorta por las líneas grises.
set-could-not-make = No se pudo crear la baraja: { $reason }
set-count-title = Cuenta los SET
# The codes' digits stay as they are: the engine reads them.
set-codes-hint = Escribe códigos (cuatro cifras del 0 al 2: forma 0 óvalo, 1 rombo, 2 onda; relleno 0 vacío, 1 rayado, 2 sólido; color 0 rojo, 1 verde, 2 morado; número 0 tres, 1 uno, 2 dos) o haz clic en las cartas de abajo.
set-codes =
    .aria-label = Códigos de las cartas
set-grid =
    .aria-label = Las 81 cartas: haz clic para añadir o quitar
# The cards typed or clicked: $cards cards hold $sets SETs; $list, the SETs as codes
# (0000 1111 2222, 1212 0121 2000).
set-counted =
    { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $sets ->
        [0] ningún SET
        [one] { $sets } SET: { $list }
       *[other] { $sets } SET: { $list }
    }
# Why the codes could not be counted (a bad or repeated code), as the engine says it.
set-count-refused = { $reason }
# A card of the grid, as a phrase ("dos rombos verdes rayados"): $number is 1, 2 or 3;
# $shading open, striped or solid; $colour red, green or purple; $shape oval, diamond or
# squiggle. Óvalo and rombo are masculine, onda feminine: the words agree with the shape
# and the number.
set-card-description =
    { $number ->
        [1] { $shape ->
            [squiggle] una
           *[other] un
        }
        [2] dos
       *[3] tres
    } { $shape ->
        [oval] { $number ->
            [1] óvalo
           *[other] óvalos
        }
        [diamond] { $number ->
            [1] rombo
           *[other] rombos
        }
       *[squiggle] { $number ->
            [1] onda
           *[other] ondas
        }
    } { $colour ->
        [red] { $shape ->
            [squiggle] { $number ->
                [1] roja
               *[other] rojas
            }
           *[other] { $number ->
                [1] rojo
               *[other] rojos
            }
        }
        [green] { $number ->
            [1] verde
           *[other] verdes
        }
       *[purple] { $shape ->
            [squiggle] { $number ->
                [1] morada
               *[other] moradas
            }
           *[other] { $number ->
                [1] morado
               *[other] morados
            }
        }
    } { $shading ->
        [open] { $shape ->
            [squiggle] { $number ->
                [1] vacía
               *[other] vacías
            }
           *[other] { $number ->
                [1] vacío
               *[other] vacíos
            }
        }
        [striped] { $shape ->
            [squiggle] { $number ->
                [1] rayada
               *[other] rayadas
            }
           *[other] { $number ->
                [1] rayado
               *[other] rayados
            }
        }
       *[solid] { $shape ->
            [squiggle] { $number ->
                [1] sólida
               *[other] sólidas
            }
           *[other] { $number ->
                [1] sólido
               *[other] sólidos
            }
        }
    }
# A card's button: $code, its four digits; $description, the phrase above.
set-card =
    .title = { $description }
    .aria-label = { $code }: { $description }

## Name dominoes: names in two halves laid on a board, printed as a poster

dominoes-title = Dominó de nombres
# The examples are Spanish-speaking ones: Octavio Paz, and paz = calma ("peace" = "calm").
dominoes-hint = Como en el cómic 1970 de xkcd: cada ficha es un nombre partido en dos mitades (OCTAVIO | PAZ), y las fichas se colocan de modo que cada dos mitades que se tocan formen un nombre o signifiquen lo mismo (PAZ = CALMA). La página llena un tablero con todos los nombres tuyos que quepan y lo imprime como un póster.
dominoes-names-label = Nombres, uno por línea (nombre y apellido, o una palabra de dos partes)
# Examples of names, one a line: famous names of the language may do better.
dominoes-names =
    .placeholder =
        Octavio Paz
        Pablo Neruda
        Pablo Picasso
dominoes-use-xkcd = Usar los nombres de xkcd 1970 (en inglés, con sus sinónimos)
# Keep the = sign: the engine reads it.
dominoes-synonyms-label = Palabras que significan lo mismo, un grupo por línea, unidas con <code>=</code> (opcional)
# An example of a group of words that mean the same, joined by = (no spaces).
dominoes-synonyms =
    .placeholder = paz=calma
# The board's size in cells, as columns x rows (16x24).
dominoes-size = Tablero, casillas
dominoes-seed = Número de mezcla
dominoes-paper = Papel
# The North American paper size.
dominoes-paper-letter = Carta
dominoes-make = Llenar el tablero
dominoes-download-poster = Descargar el póster (PDF)
dominoes-download-board = Descargar el tablero (JSON)
# The downloaded files' names.
dominoes-poster-file = domino.pdf
dominoes-board-file = domino.json
dominoes-board =
    .aria-label = El tablero
dominoes-filling = Llenando el tablero…
# $placed of the $tiles names found a place.
dominoes-placed =
    { $placed ->
        [one] { $placed } de { $tiles } nombres está en el tablero.
       *[other] { $placed } de { $tiles } nombres están en el tablero.
    }
dominoes-placed-some =
    { $placed ->
        [one] { $placed } de { $tiles } nombres está en el tablero.
       *[other] { $placed } de { $tiles } nombres están en el tablero.
    } Los demás no encontraron un hueco donde encajar: un tablero más grande puede dar cabida a más.
dominoes-could-not-fill = No se pudo llenar el tablero: { $reason }
