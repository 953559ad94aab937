# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).

## Options

invalid-option = { $name }: el valor '{ $value }' no es válido: { $reason }
expected-language = se esperaba en, fr, de, es o he

## Options' names, as invalid-option says them

option-attribute-value = valor de atributo
option-attributes = atributos
option-back-offset = desplazamiento del reverso
option-backs = reversos
option-bleed = color fuera del corte
option-box = caja
option-box-title = título de la caja
option-board-size = tamaño del tablero
option-card-code = código de carta
option-card-colour = color de las cartas
option-card-index = número de carta
option-card-size = tamaño de las cartas
option-cards = cartas
option-cards-per-sheet = cartas por hoja
option-date = fecha
option-colour = color
option-corner = esquinas redondeadas
option-deck-kind = tipo de baraja
option-diameter = tamaño de la carta de lado a lado
option-dominoes-request = opciones del dominó
option-dpi = resolución de las imágenes
option-duplex = impresión a doble cara
option-focus = encuadre
option-font = fuente
option-gap = espacio entre imágenes
option-guide-width = grosor de las guías de corte
option-guides = guías de corte
option-icon = imagen incluida
option-language = idioma
option-margin = espacio hasta el borde
option-names = nombres
option-pairs = parejas
option-palette = colores
option-paper = papel
option-paper-thickness = grosor del papel
option-photo-rim = ancho del borde de las fotos
option-photo-shape = forma de las fotos
option-picture-protocol = protocolo de imágenes
option-png-resolution = resolución de los PNG
option-preset = preajuste
option-preview-resolution = resolución de la vista previa
option-registration = marcas de registro
option-request = opciones de la baraja
option-restarts = reintentos
option-rim-colour = color del borde
option-rotation = giro
option-rotation-limit = límite de giro
option-rounds = rondas
option-set-request = opciones de SET
option-shape = forma de las cartas
option-sheet-setting = ajuste de la hoja
option-size-ratio = imagen más grande / más pequeña
option-smallest-size = imagen más pequeña
option-symbol = símbolo
option-symbol-names = nombres de los símbolos
option-synonyms = sinónimos
option-theme = tema
option-weight = tamaño relativo
option-words = palabras

## Why an option is refused, said after it

expected-shape = se esperaba round, square, rounded o hexagon
corner-too-large = una carta de { $size } mm de lado a lado admite como máximo unas esquinas de { $most } mm (la mitad de su lado)
# $shape: shape-square, shape-round…
corner-not-rounded = solo se pueden ajustar las esquinas de las cartas con esquinas redondeadas, no las de las cartas en forma de { $shape }
must-be-number = debe ser un número
# $min: a number; $max: a number or an amount (amount-mm…).
must-be-from-to = debe ser de { $min } a { $max }
must-be-at-least = debe ser como mínimo { $min }
must-be-at-most = debe ser como máximo { $max }
amount-mm = { $n } mm
amount-percent = { $n } %
amount-dpi = { $n } ppp
expected-preset = se esperaba 'junior' (la baraja más fácil)
expected-colour = se esperaba un color como { $example }
not-a-text-file = no es un archivo de texto (guárdalo como texto sin formato UTF-8)
needs-a-back = necesita una imagen de reverso
needs-a-box = es para la caja: añade --box
title-too-long = tiene más de { $most } caracteres
choose-one = elige solo una opción
expected-photo-shape = se esperaba whole, circle, rounded o squircle
# $x, $y, $zoom: the numbers as written.
focus-place = la posición del motivo, { $x } { $y }, debe darse con dos fracciones de 0 a 1 (0.5 0.5 es el centro)
focus-zoom = el zoom { $zoom } debe ser 1 (el recorte más grande) o más
focus-no-such-picture = no es una de las imágenes de la baraja
# $themes, $names: the names, separated by commas.
no-such-theme = no existe ese tema (los temas son: { $themes })
no-such-icon = ninguna imagen incluida se llama así
icon-chosen-twice = se eligió dos veces
no-such-builtin = no existe nada integrado con ese nombre (lo que hay: { $names })
pairs-alone = una baraja de parejas está hecha solo de sus parejas: nombra las imágenes, las imágenes incluidas (icon:NOMBRE) y las palabras en el archivo de parejas en lugar de darlas por separado
expected-palette-words = se esperaba 'bright' o 'cb' (colores aptos para daltonismo)
deck-no-cards = la baraja no tiene cartas
card-index-range = la baraja tiene { $cards } cartas (de 0 a { $last })
deck-has-cards = la baraja tiene { $cards } cartas
expected-registration = se esperaba 'silhouette' (las marcas de imprimir y cortar de Silhouette Studio), 'silhouette-4' (las cuatro marcas de esquina de la Cameo 5) o 'none'
# $card: length-a-mm or length-an-mm ("an 80 mm").
preview-too-large = una carta de { $card } debe dar de 1 a { $most } píxeles de ancho
expected-backs = se esperaba 'alternate' (un reverso detrás de cada anverso), 'last' (un reverso al final) o 'fold' (cada reverso junto a su anverso, para doblarlo)
backs-for-card-pdf = 'alternate' y 'last' ponen los reversos en el PDF de cartas: añade --card-pdf FILE o usa 'fold'
fold-one-side = los reversos para doblar se imprimen junto a los anversos, en una sola cara del papel: quita los ajustes de impresión a doble cara
registration-fold = una hoja para doblar se dobla antes de cortarla, lo que tapa las marcas de sus esquinas inferiores: imprime los reversos a doble cara para cortar con una máquina
print-file-too-large = una carta de { $card } con { $bleed } mm de color fuera del corte mediría { $width } × { $height } píxeles, más de { $side } por lado (como máximo caben { $dpi } ppp)
expected-duplex = se esperaba 'long' o 'short' (el borde por el que la impresora gira la hoja)
expected-per-sheet = se esperaba 4 o 6
expected-guides = se esperaba 'circle', 'crop-marks' o 'none'
# $name: option-margin, option-gap…
sheet-setting = { $name }: debe ser un número finito de mm, 0 o más
back-offset-numbers = debe constar de dos números en mm
must-be-positive-mm = debe ser un número positivo de mm
must-be-mm-or-more = debe ser { $min } mm o más
# $paper: A4, Letter or A3.
registration-no-room = sus marcas no dejan sitio para { $columns } × { $rows } cartas en papel { $paper }
margin-no-room = no deja sitio para cartas en papel { $paper }
# $margin: length-a-mm or length-an-mm.
bleed-no-room = las cartas necesitan una separación del doble del color fuera del corte ({ $gap } mm), y así no caben { $columns } × { $rows } cartas en papel { $paper } con un margen de { $margin }
gap-no-room = no deja sitio para { $columns } × { $rows } cartas en papel { $paper } con un margen de { $margin }
deck-has-pictures = la baraja tiene { $pictures } imágenes
not-a-photo = no es una foto
expected-rotation = se esperaba free, none o ±GRADOS, por ejemplo ±15
rotation-limit-range = el límite debe estar entre 0 y 180 grados
must-be-between = debe estar entre { $min } y { $max }
must-be-between-degrees = debe estar entre { $min } y { $max } grados
min-size-share = debe ser de { $min } a { $max } del tamaño de la carta
min-size-too-large = los símbolos de la carta { $card } no caben con ese tamaño; déjalo vacío
min-size-at-most = los símbolos de la carta { $card } no caben con ese tamaño; esta baraja admite como máximo { $most } %
symbol-no-mask = no tiene máscara
expected-deck-kind = se esperaba 'projective' o 'affine'
# $choices: the names, each quoted, as a list (list-or).
expected-one-of = se esperaba { $choices }
expected-rgb = se esperaba '#rrggbb'
expected-date = se esperaba una fecha escrita AAAA-MM-DD, como 2026-11-29
pdf-a-needs-a-date = un archivo PDF/A guarda el día en que se hizo: da la fecha (AAAA-MM-DD)
board-side-range = cada lado debe tener de 1 a { $most } casillas
must-be-one-to = debe ser de 1 a { $most }
expected-board-size = se esperaba ANCHOxALTO en casillas, por ejemplo 16x24
names-not-both = indica una lista integrada o tus nombres, no las dos cosas
names-none = indica nombres o una lista integrada (xkcd)
deck-has-symbols = la baraja tiene { $symbols } símbolos
code-digits-count = un código tiene de 1 a { $most } cifras
code-digits = las cifras deben ser 0, 1 o 2
# $attribute: shape, shading, colour or number; $values: its three values, separated by commas.
attribute-values = los valores de { $attribute } son { $values }
code-four-attributes = una carta impresa tiene como máximo cuatro atributos
code-expected = un código tiene de 1 a { $most } cifras del 0 al 2, por ejemplo 1212
code-same-length = todos los códigos deben tener { $digits } cifras, como '{ $first }'
code-twice = la carta aparece dos veces
expected-palette-set = se esperaba 'classic' o 'cb' (colores aptos para daltonismo)
expected-card-size = se esperaba ANCHOxALTO en mm, por ejemplo 89x57
expected-attributes = debe ser 2 (9 cartas), 3 (27) o 4 (81)
code-printed = una carta impresa tiene cuatro cifras: forma, relleno, color y número
cards-none = indica al menos un código de carta para imprimir
set-card-size = una carta debe medir al menos 20 mm de lado y caber en la hoja de { $width }×{ $height } mm dentro de su margen de { $margin } mm
table-cards = una mesa tiene de 3 a { $most } cartas

## Pictures: why one is refused, said after the file's name

picture-refused = '{ $file }': { $reason }
picture-not-a-picture = este archivo no es una imagen: usa imágenes SVG, PNG, JPEG, WebP, GIF o BMP
picture-damaged = esta imagen está dañada o no es una imagen: ábrela y vuelve a guardarla, o elige otra
picture-too-large = esta imagen es demasiado grande: { $width } × { $height } píxeles, y se admiten como máximo { $megapixels } megapíxeles y { $side } píxeles por lado; redúcela primero
picture-file-too-large = este archivo es demasiado grande: como máximo { $megabytes } MB; redúcelo primero
picture-too-much-memory = esta imagen necesita demasiada memoria para abrirse: guárdala primero más pequeña, o como un JPEG o PNG normal
picture-too-complex = este dibujo pide más de lo que se puede dibujar sin riesgo (demasiadas partes, o tamaños muy fuera de lo normal): guárdalo como imagen PNG
picture-too-deep = este dibujo tiene demasiadas capas unas dentro de otras para dibujarlo sin riesgo: guárdalo como imagen PNG
picture-nothing-visible = nada de esta imagen se vería en una carta: está en blanco o es transparente
picture-unsupported = es una foto de iPhone (HEIC) o AVIF, que todavía no se puede leer: guárdala primero como JPEG (en los detalles se explica cómo)
picture-too-slow = esta imagen tarda demasiado en dibujarse (más de { $seconds } segundos): guárdala como una imagen más sencilla o como PNG
picture-engine-stopped = esta imagen detuvo el motor de dibujo, así que probablemente está dañada: ábrela y vuelve a guardarla, o elige otra

## Errors in plain words

same-picture = '{ $first }' y '{ $second }' son la misma imagen: cada símbolo debe ser una imagen distinta, así que quita una de las dos
similar-pictures = '{ $first }' y '{ $second }' son casi iguales ({ $alike } % de parecido): los jugadores no podrían distinguirlas en una carta, así que quita una de las dos (o permite imágenes que se parecen si de verdad son distintas)
bad-font = '{ $file }': esta fuente está dañada o no es una fuente: usa un archivo de fuente TTF u OTF
file-not-found = no se encontró '{ $file }'
file-unreadable = no se pudo leer o escribir '{ $file }'
layout-failed = los símbolos no caben en la carta { $card }: prueba con menos espacio entre imágenes o hasta el borde, o con menos símbolos por carta
project-refused = '{ $file }': { $reason }
pdf-failed = no se pudo crear el PDF (en los detalles se explica por qué)
preview-failed = no se pudo dibujar la imagen de una carta (en los detalles se explica por qué)
print-files-failed = no se pudieron crear los archivos para la imprenta (en los detalles se explica por qué)
engine-stopped = el motor se detuvo de forma inesperada: vuelve a intentarlo y, si se vuelve a detener, recarga la página
card-count = no se pueden conservar { $requested } cartas: esta baraja tiene { $available } (usa de 1 a { $available })
deck-file-refused = archivo de baraja '{ $file }': { $reason }
word-twice = archivo de palabras '{ $file }': '{ $word }' aparece dos veces (líneas { $first } y { $second })
# $what: symbols-pictures, symbols-words…; $source: where they were looked for (source-…);
# $sourceCount: 1 if that is named in the singular ('pics', the 1 picture given), 2 if in the
# plural (the 12 pictures given, 'pics' and 'words.txt' together).
too-few-symbols = con { $perCard } símbolos por carta hacen falta { $needed } { $what } diferentes, y { $source } solo { $sourceCount ->
        [one] tiene
       *[other] tienen
    } { $found }
symbols-pictures = imágenes
symbols-words = palabras
symbols-pictures-or-words = imágenes o palabras
symbols-pairs = parejas
words-file-line = archivo de palabras '{ $file }', línea { $line }: { $reason }
pairs-file-line = archivo de parejas '{ $file }', línea { $line }: { $reason }
focus-file-line = archivo de encuadre '{ $file }', línea { $line }: { $reason }
no-words = el archivo de palabras '{ $file }' no tiene palabras (escribe una palabra o frase corta por línea)
text-undrawable = no se puede dibujar '{ $text }': { $reason }
edit-refused = { $reason }
edit-refused-card = carta { $card }: { $reason }
edit-refused-layout = disposición '{ $file }': { $reason }
edit-refused-layout-card = disposición '{ $file }': carta { $card }: { $reason }
# $shape: shape-round, shape-square…
diameter-too-large = no caben { $perSheet } cartas en forma de { $shape } de { $diameter } mm de lado a lado en papel { $paper }: como máximo, { NUMBER($max, minimumFractionDigits: 1) } mm de lado a lado
diameter-too-large-marks = no caben { $perSheet } cartas en forma de { $shape } de { $diameter } mm de lado a lado en papel { $paper } junto a las marcas de registro de Silhouette: como máximo, { NUMBER($max, minimumFractionDigits: 1) } mm de lado a lado
template-refused = plantilla '{ $name }': { $reason }
names-file-refused = archivo de nombres '{ $file }': { $reason }
synonyms-file-refused = archivo de sinónimos '{ $file }': { $reason }

## Printed on the legend sheet

legend-title = Las { $symbols } imágenes de esta baraja  ·  { $cards } cartas de { $perCard }
## Printed on the tuck box (--box): its sides say the deck's size.
box-numbers = { $cards } cartas · { $perCard } imágenes cada una
box-too-large = una caja para { $cards } cartas de { $size } mm de lado a lado, en un montón de { $depth } mm de grosor, necesita { $width } × { $height } mm de papel, más de lo que hay: caben cartas de hasta { NUMBER($largest, minimumFractionDigits: 1) } mm de lado a lado (--diameter), o haz el montón más delgado (--paper-thickness, --cards)
box-too-deep = una caja para { $cards } cartas en un montón de { $depth } mm de grosor no cabe en el papel con ningún tamaño de carta: haz el montón más fino (--paper-thickness, --cards)
## Printed on the rules page (--rules): the classic ways to play a matching deck.
rules-title = Cómo se juega
rules-deck = Esta baraja tiene { $cards } cartas con { $perCard } imágenes cada una, { $symbols } imágenes en total. Dos cartas cualesquiera tienen siempre una sola imagen en común: hay que encontrarla antes que nadie y decir su nombre.
rules-tower-name = La torre
rules-tower = Reparte una carta boca abajo a cada jugador y apila el resto boca arriba en el centro. Todos dan la vuelta a su carta. Quien encuentre una imagen que su carta comparta con la de arriba del montón la dice, toma esa carta y la pone sobre la suya. Cuando se acaba el montón, gana quien tenga la pila más alta.
rules-well-name = El pozo
rules-well = Reparte todas las cartas menos una, boca abajo y a partes iguales; pon la última boca arriba en el centro. Cada uno da la vuelta a la carta de arriba de su montón. Quien encuentre la imagen que su carta comparte con la del centro la dice y pone su carta encima. Gana quien se quede antes sin cartas.
rules-potato-name = La patata caliente
rules-potato = Se juegan varias rondas cortas. Cada jugador sostiene una carta boca abajo sobre la palma de la mano. A la de tres, todos enseñan la suya: quien encuentre una imagen que su carta comparta con la de otro jugador la dice y pone sus cartas sobre las de ese jugador. Quien acabe con todas las cartas pierde la ronda; tras cinco rondas, gana quien haya perdido menos veces.
rules-catch-name = Atrápalas todas
rules-catch = Pon una carta boca abajo en el centro y, a su alrededor, tantas cartas boca arriba como jugadores haya. Da la vuelta a la carta del centro. Quien encuentre una imagen que comparta con una de las cartas de alrededor la dice y se queda esa carta. Cuando no quede ninguna, reparte otra ronda; al final gana quien haya atrapado más cartas.
rules-gift-name = El regalo envenenado
rules-gift = Reparte una carta boca abajo a cada jugador y apila el resto boca arriba en el centro. Todos dan la vuelta a su carta. Quien encuentre una imagen que la carta de arriba del montón comparta con la de otro jugador la dice y pone la carta del montón sobre la de ese jugador: un regalo que nadie quiere. Cuando se acaba el montón, gana quien tenga la pila más baja.
rules-end = Baraja las cartas entre partida y partida. Quien diga una imagen equivocada espera a la siguiente carta. Los más pequeños pueden jugar sin prisas: por turnos y ayudándose a buscar.
legend-title-pairs = Los { $symbols } símbolos de esta baraja, cada uno con dos caras  ·  { $cards } cartas de { $perCard }

## Printed on the duplex test sheet

duplex-flip-long = girando por el borde largo
duplex-flip-short = girando por el borde corto
duplex-step-print = Prueba de doble cara: imprime las dos páginas en una sola hoja, a doble cara, { $flip }, al 100 %.
duplex-step-hold = Pon la hoja a contraluz contra una ventana. Cada cruz roja del reverso se transparenta cerca de una escala:
duplex-step-read = lee cuánto está a la derecha (X) y por debajo (Y) del centro, en mm (a la izquierda y por encima son valores negativos).
duplex-step-fix = Luego crea tu baraja con --back-offset -X,-Y (los valores opuestos); por ejemplo, con X = 2 e Y = -1, usa --back-offset -2,1.
duplex-back = reverso

## Deck sizes

size-impossible-bruck-ryser = imposible (teorema de Bruck–Ryser)
size-impossible-lam = imposible (búsqueda informática de Lam, 1989)
size-unknown = sin resolver: no se conoce ningún plano (problema abierto)
size-not-a-number = '{ $given }' no es un número entero de símbolos por carta; los tamaños van de 3 por carta (7 cartas) a { $most } por carta ({ $cards } cartas)
size-too-few = demasiado pocos símbolos por carta: { $given }
size-no-plane-bruck-ryser = para { $given } símbolos por carta hace falta un plano proyectivo de orden { $order }, y no existe ninguno (teorema de Bruck–Ryser)
size-no-plane-lam = para { $given } símbolos por carta hace falta un plano proyectivo de orden { $order }, y no existe ninguno (búsqueda informática de Lam, 1989)
size-no-plane-known = para { $given } símbolos por carta hace falta un plano proyectivo de orden { $order }, y no se conoce ninguno: si existe o no es un problema abierto
size-far-too-large = para { $given } símbolos por carta haría falta un orden muy superior al máximo admitido, { $max }
size-too-large = para { $given } símbolos por carta hace falta un plano proyectivo de orden { $order }, por encima del orden máximo admitido, { $max }
# $problem: one of the size-… messages above; $smaller, $larger, $size: size-choice.
size-nearest = { $problem }; tamaños más cercanos: { $smaller } o { $larger }
size-largest = { $problem }; el tamaño más grande es { $size }
size-smallest = { $problem }; el tamaño más pequeño es { $size }
size-choice = { $perCard } por carta ({ $cards } cartas, o { $affine } con una imagen menos)

## Where a deck's symbols come from, said in errors and warnings

source-bundled-icons = el conjunto de imágenes incluidas
# A folder or a file, as the person named it.
source-file = '{ $file }'
source-pictures-given = { $count ->
        [one] tu única imagen
       *[other] tus { $count } imágenes
    }
source-icons-chosen = { $count ->
        [one] la única imagen incluida que elegiste
       *[other] las { $count } imágenes incluidas que elegiste
    }
source-and = { $first } y { $rest }
source-together = { $sources } en conjunto

## Card shapes

shape-round = círculo
shape-square = cuadrado
shape-rounded = cuadrado con esquinas redondeadas
shape-hexagon = hexágono

## Lengths and lists, said inside other sentences

# A length with the article English reads it with: "an 8 mm margin", "a 3 mm gap".
length-a-mm = { $mm } mm
length-an-mm = { $mm } mm
list-comma = { $first }, { $rest }
list-or = { $first } o { $last }
list-and = { $first } y { $last }

## Words, pairs and focus files, said after the file and line

# $what: focus-x, focus-y or focus-the-zoom.
focus-not-a-number = { $what }: '{ $value }' no es un número
focus-x = x
focus-y = y
focus-the-zoom = el zoom
focus-line = escribe el nombre de archivo de una imagen, x e y (y un zoom si quieres), separados por tabuladores o comas
focus-twice = '{ $name }' ya tiene un encuadre en una línea anterior
focus-not-a-picture = '{ $name }' no es una de las imágenes de la baraja
focus-not-a-picture-meant = '{ $name }' no es una de las imágenes de la baraja: escribe su nombre de archivo, '{ $meant }'
# $pictures: the first file names, each quoted, separated by commas.
focus-not-a-picture-among = '{ $name }' no es una de las imágenes de la baraja ({ $pictures })
focus-not-a-picture-among-more = '{ $name }' no es una de las imágenes de la baraja ({ $pictures }, … { $count } en total)
not-utf8 = no es texto UTF-8 (guarda el archivo como UTF-8)
# $line: the line as written.
pair-more-than-two = '{ $line }' tiene más de dos caras: un símbolo por línea, una cara y su pareja
pair-not-two = '{ $line }' no son dos caras: escribe la imagen o palabra y su pareja separadas por un tabulador o una coma, por ejemplo 'gato.png, gato' o 'icon:dog, perro'
pair-face-twice = '{ $face }' se usa dos veces (líneas { $first } y { $second }): cada cara debe ser distinta
pairs-none = el archivo no tiene parejas (escribe una pareja por línea)
pair-no-such-icon = ninguna imagen incluida se llama '{ $name }' (`fanodeck icons` las muestra todas)
pair-word-too-long = '{ $word }' tiene más de { $most } caracteres
pair-no-picture-in-folder = no hay ninguna imagen '{ $name }' en la carpeta del archivo de parejas
pair-no-picture-in = no hay ninguna imagen '{ $name }' en '{ $folder }'
pair-no-picture-given = no hay ninguna imagen '{ $name }' entre tus imágenes
word-too-long = la línea tiene { $chars } caracteres; una palabra o frase puede tener como máximo { $most }
# $character: the character as Unicode names it, e.g. U+0E01 THAI CHARACTER KO KAI.
no-font-can-draw = ninguna fuente puede dibujar '{ $word }': contiene { $character } (indica con --font una fuente que lo tenga)
no-font-has-character = ninguna fuente tiene el carácter { $character } (indica con --font una fuente que lo tenga)
text-draws-nothing = el texto no dibuja nada
text-outlines-failed = no se pueden dibujar los contornos: { $reason }

## Pictures an SVG links to, said in a warning

link-not-allowed = enlaza a '{ $href }', y esta imagen no puede enlazar a archivos
link-not-a-file = enlaza a '{ $href }', que no es un archivo de la carpeta de la imagen
link-missing = falta la imagen enlazada '{ $href }'
link-outside = la imagen enlazada '{ $href }' está fuera de la carpeta de la imagen
link-unreadable = imagen enlazada '{ $href }': { $reason }
link-refused = imagen enlazada '{ $href }': { $reason }
link-not-svg = la imagen enlazada '{ $href }' no es un SVG válido: { $reason }
link-not-a-picture = la imagen enlazada '{ $href }' no es un PNG, JPEG, GIF, WebP ni SVG

## Hand edits and layout files (the card editor shows these)

# $what: layout-cards, layout-no-such-card or layout-card-differs.
layout-of-another-deck = { $what }: es la disposición de otra baraja (con otras imágenes, otro número de mezcla u otro tamaño)
layout-cards = tiene { $cards } cartas, y esta baraja { $deck }
layout-no-such-card = la disposición no tiene esa carta
# $given, $wanted: the symbols' names, separated by commas.
layout-card-differs = muestra { $given }, mientras que la carta de esta baraja muestra { $wanted }
layout-too-large = ocupa más de { $megabytes } MB, demasiado para una disposición
layout-not-text = esto no es una disposición: una disposición es el texto JSON de un manifiesto
# $reason: the JSON reader's words, as they are.
layout-not-json = esto no es una disposición creada por esta herramienta (el JSON de un manifiesto): { $reason }
edit-no-such-card = la carta { $card } no está en esta baraja, que tiene { $cards } cartas
edit-twice = se retoca dos veces
edit-reroll-past = la redistribución { $reroll } va más allá de la última, { $last }
edit-pinned-twice = el símbolo { $symbol } está fijado dos veces
edit-no-such-symbol = el símbolo { $symbol } no está en esta baraja ({ $symbols } símbolos)
edit-pin-not-a-number = la posición fijada del símbolo { $symbol } tiene un tamaño o un lugar que no es un número
# $symbol, $first, $second: symbol-named or symbol-numbered.
edit-not-on-card = { $symbol } no está en esta carta
edit-pin-crosses-margin = { $symbol }: su posición fijada se sale del margen de la carta
edit-pins-overlap = se superponen las posiciones fijadas de estos símbolos: { $first } y { $second }
# $reason: pack-margin-no-room or pack-no-fit.
edit-pins-leave-no-room = los símbolos fijados no dejan sitio para los demás ({ $reason })
symbol-named = '{ $name }'
symbol-numbered = el símbolo { $id }

## Laying out cards

layout-no-mask = el símbolo { $symbol } no tiene máscara (se dieron { $masks } máscaras)
# $margin, $gap: length-a-mm or length-an-mm.
pack-margin-no-room = con { $margin } de espacio hasta el borde no queda sitio en una carta de { $size } mm de lado a lado
pack-no-fit = con { $gap } de espacio entre imágenes y { $margin } de espacio hasta el borde, en una carta de { $size } mm no caben ni siquiera a { $smallest } mm

## Sheet templates

# $builtin: the built-in templates' names, separated by commas.
template-no-such-file = no hay ninguna plantilla integrada con ese nombre (integradas: { $builtin }) ni ningún archivo así
template-no-such-builtin = no hay ninguna plantilla integrada con ese nombre (integradas: { $builtin })
template-unreadable = no se puede leer el archivo: { $reason }
template-not-utf8 = no es texto UTF-8
# $name: option-paper, option-shape…
template-option = { $name } '{ $value }': { $reason }
# $key: the template's setting as written in the file (margin_mm).
template-length = { $key } = { $value }: debe ser una longitud de { $min } a { $max } mm
template-dpi = print_dpi = { $value }: debe ser de { $min } a { $max } ppp

## Sheets

sheet-cutting = { $cards } cartas por hoja, borde con borde; { $cuts } cortes rectos a través de las hojas apiladas

## What a deck is made of, when bundled icons stand beside the maker's own symbols

# $parts: makeup-your-pictures, makeup-words and makeup-bundled-icons, as a list (list-and).
makeup-mixed = { $parts }
makeup-your-pictures = { $count ->
        [one] { $count } imagen tuya
       *[other] { $count } imágenes tuyas
    }
makeup-words = { $count ->
        [one] { $count } palabra
       *[other] { $count } palabras
    }
makeup-bundled-icons = { $count ->
        [one] { $count } imagen incluida
       *[other] { $count } imágenes incluidas
    }

## Project files (the page's "Save project"), said after the file's name

project-zip-failed = no se puede escribir el ZIP: { $reason }
project-not-one = esto no es un proyecto de fanodeck (abre un archivo creado con «Guardar proyecto»)
project-holds-too-many = contiene { $files } archivos, más de { $most }
# $by: the program that saved it ("fanodeck 0.3.0"), or project-made-by-unknown.
project-newer = se guardó con un fanodeck más reciente ({ $by }, versión de proyecto { $version }); este abre la versión { $opens }: ábrelo con el fanodeck más reciente
project-made-by-unknown = programa desconocido
project-lists-too-many = enumera { $files } archivos, más de { $most }
# $path: the file's place in the project, e.g. pictures/001-cat.png.
project-listed-twice = '{ $path }' aparece dos veces o fuera de su lugar: el proyecto está dañado
# $reason: the settings reader's words, as they are.
project-unknown-settings = usa ajustes que este fanodeck no conoce ({ $reason }): ábrelo con un fanodeck más reciente
project-settings-damaged = no se pueden leer sus ajustes (el proyecto está dañado): { $reason }
project-entry-over-budget = '{ $path }' es demasiado grande: junto con los archivos anteriores, supera los { $megabytes } MB que puede ocupar un proyecto en total
project-entry-too-large = '{ $path }' es demasiado grande: supera los { $megabytes } MB, el máximo para un archivo así
project-entry-damaged = no se puede leer '{ $path }' del proyecto (el proyecto está dañado): { $reason }
project-entry-missing = falta '{ $path }': el proyecto está dañado
# $kind: project-kind-…
project-entry-not-kind = '{ $path }' no es { $kind }: el proyecto está dañado
project-kind-settings = el archivo de ajustes del proyecto
project-kind-picture = una imagen (un archivo PNG, JPEG, WebP, GIF, BMP o SVG)
project-kind-font = una fuente (un archivo TrueType u OpenType)

## Names and synonyms files (dominoes), said after the file's name

names-file-too-large = el archivo tiene { $bytes } bytes; un archivo de nombres puede tener como máximo { $megabytes } MB
synonyms-file-too-large = el archivo tiene { $bytes } bytes; un archivo de sinónimos puede tener como máximo { $megabytes } MB
line-not-utf8 = la línea { $line } no es texto UTF-8 (guarda el archivo como UTF-8)
name-too-long = línea { $line }: el nombre '{ $start }…' tiene { $chars } caracteres; un nombre puede tener como máximo { $most }
names-too-many = más de { $most } nombres (el límite)
names-empty = no contiene nombres (escribe nombres separados por comas o saltos de línea, por ejemplo 'Octavio Paz, Frida Kahlo, Shakira')
synonyms-not-a-group = línea { $line }: '{ $entry }' no es un grupo (une los nombres con '=', por ejemplo PAZ=CALMA=SOSIEGO)
synonym-too-long = línea { $line }: '{ $start }…' tiene más de { $most } caracteres

## Deck files (cards --json, manifests)

deck-not-json = no es JSON válido: { $reason }
deck-no-cards-list = no hay ninguna lista 'cards' en el nivel superior
deck-cards-not-a-list = 'cards' no es una lista
# $index: the card's number counted from 0.
deck-card = carta { $index } (contando desde 0): { $reason }
deck-card-no-symbols = un objeto sin lista 'symbols'
# $found, $placement, $entry: JSON as written.
deck-card-not-a-list = se esperaba una lista de ids de símbolos, pero hay { $found }
deck-placement-no-id = la colocación { $placement } no tiene un id 'symbol' que sea un número entero
deck-not-an-id = { $entry } no es un id de símbolo (un número entero)

## Warnings

warning-focus-file-whole = el archivo de encuadre '{ $file }' no cambia nada: las fotos se imprimen enteras; elige una forma para las fotos (círculo, esquinas redondeadas o cuadrado suave) para recortarlas alrededor de lo que muestran
warning-focus-whole = el encuadre de las fotos no cambia nada: las fotos se imprimen enteras; elige una forma para las fotos (círculo, esquinas redondeadas o cuadrado suave) para recortarlas alrededor de lo que muestran
# $reason: the technical words of the check, as they are.
warning-embedded-svg = imagen '{ $file }': no se dibuja un SVG incrustado ({ $reason })
# $reason: link-…
warning-link-not-drawn = imagen '{ $file }': { $reason }; no se dibuja
warning-svg-letters = imagen '{ $file }': su texto tiene letras que ninguna fuente puede dibujar, que se omiten: { $letters }; da una fuente (--font) que las tenga
# $warning: faint-picture… below.
warning-icon = imagen '{ $file }': { $warning }
faint-picture = solo se ve el { NUMBER($percent, minimumFractionDigits: 2) } % de la imagen; puede costar encontrarla
faint-picture-keyed = solo se ve el { NUMBER($percent, minimumFractionDigits: 2) } % de la imagen después de hacer transparente el blanco; puede costar encontrarla
# $error: the error's technical words, as they are.
warning-skipped = { $error }; se omitió
# $links: each link and where it leads, separated by commas.
warning-links-outside = { $count ->
        [one] se omitió { $count } enlace de '{ $folder }' que lleva fuera de esa carpeta
       *[other] se omitieron { $count } enlaces de '{ $folder }' que llevan fuera de esa carpeta
    }: { $links }
# $entries: the first file names, separated by commas.
warning-not-pictures = { $count ->
        [one] se omitió { $count } archivo de '{ $folder }' que no es una imagen
       *[other] se omitieron { $count } archivos de '{ $folder }' que no son imágenes
    }: { $entries }
warning-not-pictures-more = { $count ->
        [one] se omitió { $count } archivo de '{ $folder }' que no es una imagen
       *[other] se omitieron { $count } archivos de '{ $folder }' que no son imágenes
    }: { $entries } y { $more } más
# $what: symbols-pictures…; $source: source-…; $unused: the names, separated by commas.
warning-unused = se usan { $needed } de { $total } { $what } de { $source }; sin usar: { $unused }
warning-unused-more = se usan { $needed } de { $total } { $what } de { $source }; sin usar: { $unused } y { $more } más
# $pictures: the file names, separated by commas.
warning-pictures-unpaired = ninguna pareja de la baraja nombra estas imágenes, así que no se usan: { $pictures }
# $source: where the picture came from (its file, builtin:…, text:…).
warning-legend-name = leyenda: símbolo { $number } '{ $name }' ({ $source }): la fuente de la leyenda no puede dibujar todos los caracteres de su nombre; aparece como '{ $shown }'
warning-white-bleed = el color fuera del corte de { $bleed } mm no se nota: el color de fondo de la plantilla es blanco (#ffffff); usa una plantilla con color de fondo, como a4-6-bleed
# $message: the PDF writer's words, as they are.
warning-font-letters = la fuente no puede dibujar todas las letras de '{ $line }'; aparece como '{ $shown }'

## The page's engine (web), about what the page sent

# $reason: the reader's words, as they are.
web-invalid-options = opciones no válidas: { $reason }
# $options: every option's name, separated by commas.
web-no-such-option = la opción '{ $key }' no existe (las opciones son: { $options })
web-manifest-failed = manifiesto: { $reason }
web-no-game = no hay ninguna partida: empieza una primero

## Words that are not fanodeck's (a decoder's, a parser's, the system's), said as they are

untranslated = { $words }

## The card editor (web)

# Asked to fix a card before a deck is made (the page's editor opens only on a deck made).
editor-no-deck = primero crea la baraja: todavía no hay ninguna carta que retocar

## Games (web)

# The options the page sent for a SET deck or a dominoes board could not be read; $reason says
# why, in the engine's technical words.
set-invalid-options = opciones no válidas: { $reason }
dominoes-invalid-options = opciones no válidas: { $reason }
