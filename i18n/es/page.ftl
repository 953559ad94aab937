# fanodeck's web page: the header, the language menu and the tabs.

language-label = Idioma

# Translators: numbers ($count, $cards, $kb…) are formatted by your language; add plural
# variants ({ $count -> [one] … *[other] … }) wherever your language needs them. A message may
# hold <em>, <strong>, <kbd> and <code>, and no other markup. "fanodeck" is a name: keep it.

## The page's head and the tabs

page-title = fanodeck: crea tu propio juego de cartas para encontrar la imagen en común
page-lead = Crea tu propio juego de cartas al estilo <em>Dobble</em> / <em>Spot It!</em>: dos cartas cualesquiera tienen siempre exactamente una imagen en común. Elige las imágenes, pulsa <strong>Crear la baraja</strong>, imprime el PDF al 100 %, recorta las cartas y ¡a jugar!
page-private = Todo ocurre en este dispositivo: tus imágenes y palabras no salen de él, y no se sube nada.
# The row of tabs, as a screen reader names it.
tab-list =
    .aria-label = Qué quieres hacer
tab-make-deck = Crear baraja
tab-play-game = Jugar
# The card game SET, by its name.
tab-set-game = SET
tab-name-dominoes = Dominó de nombres

## Your project: kept in this browser, saved and opened as a file

project-heading = Tu proyecto
project-hint = Tus imágenes, palabras y ajustes se guardan en este navegador para la próxima vez; no se sube nada a ningún sitio. Para llevarlos a otro dispositivo, guarda el proyecto y ábrelo allí.
project-save-button = Guardar proyecto
project-open-button = Abrir proyecto…
project-start-over = Empezar de nuevo
# The name of the project file saved: keep ".zip", and no spaces.
project-file = proyecto-fanodeck.zip
# $file: the project file's name; $kb: its size in kilobytes.
project-saved = Guardado: { $file } ({ $kb } KB). Ábrelo aquí o en otro dispositivo con «Abrir proyecto».
# $error: why, a sentence of the engine's.
project-save-failed = No se pudo guardar el proyecto: { $error }
# $file: the project file's name.
project-opened = Se abrió { $file }.
# $error: why, a sentence of the engine's.
project-open-failed = No se pudo abrir el proyecto: { $error }
project-cannot-keep-full = Este navegador no puede guardar tus imágenes para la próxima vez: su almacenamiento está lleno. Usa «Guardar proyecto» para conservarlas en un archivo.
project-cannot-keep-off = Este navegador no puede guardar tus imágenes para la próxima vez: aquí no guarda nada (por ser una ventana privada o por su configuración). Usa «Guardar proyecto» para conservarlas en un archivo.
# $count: how many pictures came back.
project-restored = { $count ->
    [one] Aquí tienes de nuevo tu imagen, tus palabras y tus ajustes de la última vez. «Empezar de nuevo» los borra.
   *[other] Aquí tienes de nuevo tus { $count } imágenes, tus palabras y tus ajustes de la última vez. «Empezar de nuevo» los borra.
}
project-restored-settings = Aquí tienes de nuevo tus palabras y tus ajustes de la última vez. «Empezar de nuevo» los borra.
project-restore-failed = No se pudo leer lo que este navegador guardó la última vez; a partir de ahora, tus cambios sí se guardan.
# Asked before starting over; $count: how many pictures the page holds.
project-start-over-confirm = { $count ->
    [0] ¿Empezar de nuevo? Se borrarán tus palabras y tus ajustes de esta página y de este navegador. Un archivo de proyecto ya guardado no cambia.
    [one] ¿Empezar de nuevo? Se borrarán tu imagen, tus palabras y tus ajustes de esta página y de este navegador. Un archivo de proyecto ya guardado no cambia.
   *[other] ¿Empezar de nuevo? Se borrarán tus { $count } imágenes, tus palabras y tus ajustes de esta página y de este navegador. Un archivo de proyecto ya guardado no cambia.
}
project-clear-failed = No se pudo borrar lo que guardó este navegador: no se borró nada.

## Step 1: how big a deck

size-heading = ¿Qué tamaño tendrá la baraja?
size-symbols = Imágenes en cada carta
# A choice of the menu: $symbols pictures on each card make $cards cards from $pictures pictures.
size-option = { $symbols } por carta: { $cards } cartas con { $pictures } imágenes
# A size the engine cannot make; $reason: why, in the engine's words.
size-option-impossible = { $symbols } por carta: no es posible ({ $reason })
size-note = { $cards } cartas con { $pictures } imágenes. Para niños pequeños, prueba con 6 por carta (31 cartas).
size-note-affine = Una imagen menos: { $cards } cartas con { $pictures } imágenes.
size-kind = Tipo de baraja
size-full = baraja completa
size-affine = una imagen menos
size-cards = Usar solo este número de cartas
# The field left empty keeps every card.
size-cards-input =
    .placeholder = todas
# $need: how many different symbols the deck needs; $have: how many the page has.
need-enough = La baraja necesita { $need } imágenes o palabras distintas; tienes { $have }.
# $missing: how many more are needed.
need-short = La baraja necesita { $need } imágenes o palabras distintas; tienes { $have }: añade { $missing } más o elige menos imágenes por carta.

## Step 2: the pictures

pictures-heading = ¿Qué imágenes?
pictures-own = Tus imágenes
pictures-drop = Arrastra aquí imágenes o una carpeta (SVG, PNG, JPEG, WebP, GIF, BMP), o
pictures-choose = Elegir imágenes…
pictures-choose-folder = Elegir una carpeta…
pictures-remove-all = Quitar todas
pictures-more = Más sobre las imágenes
pictures-skip-unreadable = omitir las imágenes que no se puedan leer
pictures-key-white = hacer transparentes los fondos blancos
pictures-allow-similar = permitir imágenes que se parecen
pictures-list =
    .aria-label = Tus imágenes
# $done of $total pictures chosen are checked so far.
pictures-checking = Revisando tus imágenes: { $done } de { $total } revisadas…
pictures-checked = { $count ->
    [one] { $count } imagen revisada.
   *[other] { $count } imágenes revisadas.
}
# After "1 picture checked.": that one cannot be used.
pictures-bad-it = No se puede usar: mira el motivo a su lado.
# One of several pictures cannot be used.
pictures-bad-one = Una no se puede usar: mira el motivo a su lado.
# $bad of the pictures cannot be used.
pictures-bad-some = { $bad } no se pueden usar: mira el motivo junto a cada una.
pictures-bad-all = Ninguna se puede usar: mira el motivo junto a cada una.
# $count files chosen are no pictures; $files: their names.
pictures-left-out = { $count ->
    [one] Se dejó fuera { $count } archivo que no es una imagen (usa SVG, PNG, JPEG, WebP, GIF o BMP): { $files }.
   *[other] Se dejaron fuera { $count } archivos que no son imágenes (usa SVG, PNG, JPEG, WebP, GIF o BMP): { $files }.
}
# Beside a picture; $file: the other picture's name; $alike: how alike, in per cent.
pictures-look-alike = es casi igual que { $file } ({ $alike } % de parecido): los jugadores no podrían distinguirlas
# The button that removes a picture from the list; $file: its name.
pictures-remove = ×
    .aria-label = quitar { $file }

## Photos cut to a shape

crops-shape = Forma de las fotos: las fotos se recortan alrededor de lo que muestran, para que encajen como los iconos
crops-whole = entera
crops-circle = círculo
crops-rounded = esquinas redondeadas
# A square with rounded sides, between a square and a circle.
crops-squircle = cuadrado suave
crops-offer = Las { $count } imágenes son todas fotos. Recortadas alrededor de lo que muestra cada una, se imprimen más grandes y encajan en las cartas como los iconos; el cuadrado suave conserva casi toda la foto. Aquí está una de ellas en cada forma:
crops-offer-squircle = Recortarlas en cuadrado suave
crops-offer-keep = Dejarlas enteras
crops-rim = Borde de las fotos recortadas
crops-rim-width = Ancho del borde, mm (0 para ninguno)
crops-rim-colour = Color del borde
# <kbd>Delete</kbd>: the key (Supr on Spanish keyboards).
crops-help = Cuando la baraja esté creada, cada foto mostrará la parte que se conserva: arrástrala, o haz clic en la foto y usa las flechas del teclado (Mayús: más lejos); el control deslizante de debajo la amplía; <kbd>Supr</kbd> deja que el motor vuelva a elegir.
crops-changed = Recorte cambiado: vuelve a crear la baraja para verlo.
# A photo's thumbnail showing the part kept, as a screen reader names it; $file: the photo's name.
crops-crop =
    .aria-roledescription = recorte
    .aria-label = recorte de { $file }
# The slider under a photo; $file: the photo's name.
crops-zoom =
    .aria-label = zoom de { $file }

## Words and their fonts

words-heading = Palabras
words-hint = Una palabra o frase corta por línea; se dibujan con letras claras y gruesas. Déjalo vacío para usar solo imágenes.
# An example of words, one a line.
words-input =
    .placeholder =
        sol
        luna
        manzana
fonts-summary = Colores y fuentes de las palabras (para árabe, hebreo, hindi, tailandés…)
words-palette = Colores de las palabras
words-palette-bright = vivos
words-palette-cb = aptos para daltonismo
fonts-label = Fuentes para las palabras (opcional). La fuente incluida dibuja letras latinas, griegas y cirílicas; para árabe, hebreo, hindi, tailandés… añade un archivo de fuente (.ttf u .otf, por ejemplo Noto Sans Arabic). Cada fuente que añades va detrás de las anteriores: las que van después dibujan las letras que les faltan a las de antes.
# $files: the font files' names, in order.
fonts-list = Fuentes, en orden: { $files }
fonts-clear = Quitar las fuentes

## Picture–word pairs

pairs-summary = Parejas imagen–palabra (una baraja de vocabulario)
# Keep <code>icon:dog</code> as it is: the bundled pictures' names are English.
pairs-help = Una baraja de vocabulario: cada símbolo tiene dos caras, y cada cara aparece en más o menos la mitad de sus cartas, para que los jugadores unan una imagen con su palabra (o una palabra con su traducción). Línea a línea, una primera cara y su segunda cara: una palabra, <code>icon:dog</code> para una imagen incluida o el nombre de archivo de una de tus imágenes (<code>gato.jpg</code>). Una baraja de parejas está hecha solo de sus parejas.
pairs-first = Primeras caras
# An example, one face a line: keep "icon:dog" and "icon:cat" (bundled pictures' names).
pairs-first-input =
    .placeholder =
        icon:dog
        icon:cat
        sol
pairs-second = Segundas caras
# The second faces of the example: the same in another language (here English).
pairs-second-input =
    .placeholder =
        dog
        cat
        sun
# The built-in list: 57 animals, each with its name in Spanish.
pairs-example = Pruébalo: 57 animales y sus nombres en español

## The bundled pictures

icons-heading = Imágenes incluidas
icons-use = usar las imágenes incluidas (después de tus imágenes y antes de las palabras)
icons-choose = Elige entre ellas:
# $chosen of the $total bundled pictures are chosen.
icons-chosen = { $chosen } de { $total } elegidas
# A group of bundled pictures, by the engine's name for it ($theme).
icons-theme = { $theme ->
    [activities] actividades
    [animals] animales
    [food] comida
    [objects] objetos
    [people] personas
    [smileys] caritas
    [travel] viajes
   *[other] { $theme }
}
# Chooses every picture of a group; $theme: the group's name.
icons-all = todas
    .aria-label = elegir todas las imágenes de { $theme }
icons-none = ninguna
    .aria-label = no elegir ninguna imagen de { $theme }
# $chosen of the group's $total pictures are chosen.
icons-theme-count = { $chosen } de { $total }

## Step 3: printing

print-heading = Impresión
print-paper = Papel
print-paper-letter = Carta (EE. UU.)
print-per-sheet = Cartas por hoja
print-per-sheet-6 = 6 (cartas más pequeñas)
print-per-sheet-4 = 4 (cartas más grandes)
print-shape = Forma de las cartas
print-shape-round = redonda
print-shape-square = cuadrada: la más rápida de recortar; apila las hojas en una guillotina de papel
print-shape-rounded = cuadrada con esquinas redondeadas: corta en recto y luego usa un redondeador de esquinas
print-shape-hexagon = hexagonal, para una máquina de corte
print-corner = Esquinas redondeadas, mm
print-diameter = Tamaño de la carta de lado a lado, mm
# The field left empty: the largest card that fits the sheet.
print-diameter-input =
    .placeholder = lo más grande posible
print-guides = Guías de corte
print-guides-line = una línea de corte fina
print-guides-marks = marcas en las esquinas
print-guides-none = ninguna
print-card-colour = Color de las cartas
print-bleed = Color fuera del corte, mm
print-back = Imagen del reverso
# $file: the back picture's name.
print-back-name = Reverso: { $file }
print-back-clear = Quitar el reverso
print-duplex = La impresión a doble cara gira la hoja
print-duplex-long = por el borde largo (lo habitual)
print-duplex-short = por el borde corto
print-duplex-fold = nada: doblo la hoja
print-legend = añadir una hoja con el nombre de cada imagen
print-rules = añadir una hoja que explica cómo se juega, en el idioma de la página
print-box = añadir una caja para las cartas, a la medida de la baraja, para recortar y plegar
print-box-title = Título en la caja
print-paper-thickness = Grosor de una carta, mm (la profundidad de la caja)
print-pdf-a = hacer un PDF de archivo (PDF/A), como los que guardan escuelas y bibliotecas
print-seed = Número de mezcla
print-shuffle = Mezclar
layout-summary = Disposición
layout-gap = Espacio entre imágenes, mm
layout-margin = Espacio hasta el borde de la carta, mm
layout-rotation = Giro
layout-rotation-mixed = imágenes en cualquier ángulo, palabras casi sin girar
layout-rotation-free = cualquier ángulo
layout-rotation-little = un poco (±30°)
layout-rotation-none = sin girar
layout-size-ratio = Imagen más grande / más pequeña
layout-min-size = Imagen más pequeña, % de la carta
# The field left empty: no smallest size.
layout-min-size-input =
    .placeholder = cualquiera

## Making the deck

make-heading = Crear la baraja
make-button = Crear la baraja
make-starting = Iniciando el motor…
make-ready = Listo.
# $reason: why, in the engine's or the browser's words.
engine-could-not-start = No se pudo iniciar el motor: { $reason }
# $error: the browser's words for what went wrong.
engine-did-not-start = el motor no se inició: { $error }
# $panic: the engine's technical words, in English.
engine-stopped-on = el motor se detuvo ({ $panic })
# $left: how many of the pictures chosen are not checked yet.
make-waiting = Esperando la revisión de { $left } de tus imágenes…
make-comparing = Comparando tus imágenes para buscar las que se parecen…
make-making = Creando la baraja…
make-stage-symbols = Creando la baraja: cargando los símbolos…
make-stage-layout = Creando la baraja: colocando los símbolos en las cartas…
make-stage-pdf = Creando la baraja: escribiendo el PDF…
# A step of the engine's the page does not know; $stage: its name, in English.
make-stage = Creando la baraja: { $stage }…
# $error: why, a sentence of the engine's.
make-failed = No se pudo crear la baraja: { $error }
make-done = Listo. Descarga el PDF aquí abajo.
make-settings-changed = Ajustes cambiados: vuelve a crear la baraja para verlos.
# A warning: a picture that stopped the engine was left out; $detail: the engine's technical words, in English.
make-skipped = { $detail }; se omitió
# The toggle that shows an error's technical text (in English).
error-details = detalles

## The deck made

result-heading = Tu baraja
result-first-cards = Las primeras cartas, mientras se crea el resto de la baraja…
# $cards cards of $perCard pictures each, on $pages pages of $kb kilobytes; $seconds: how long it took.
result-summary = { $cards } cartas de { $perCard } imágenes en { $pages ->
        [one] { $pages } página
       *[other] { $pages } páginas
    } ({ $kb } KB), creadas en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
# $mixed: what the symbols are, in the engine's words ("3 of your pictures and 54 bundled icons").
result-mixed = La baraja está hecha con { $mixed }.
# $cutting: how to cut the sheets, in the engine's words.
result-cutting = { $cutting }.
result-download-pdf = Descargar el PDF
result-download-manifest = Descargar el manifiesto (JSON)
# The names of the files downloaded: keep the extension, and no spaces.
result-pdf-file = baraja.pdf
result-manifest-file = baraja.json
result-print-hint = Imprime al <strong>100 % / tamaño real</strong>, no con «Ajustar a la página». Aquí tienes todas las cartas; abre una para retocarla a mano:

## Files for a print shop or a cutting machine

shop-summary = Archivos para una imprenta o una máquina de corte
shop-hint = Una imagen por cada cara de carta, con color fuera del corte (el valor de «Color fuera del corte» de arriba, o 3 mm si está vacío; con 0, el exterior de la carta queda transparente), y <code>cards.csv</code>, con la lista de las imágenes de cada carta; o un PDF con una carta por página. Antes de hacer el pedido, consulta la plantilla de tu imprenta para comprobar el tamaño. Cricut Design Space no lee el tamaño de una imagen en su archivo: al subirla, escribe el ancho de la carta más dos veces el color fuera del corte.
shop-dpi = Resolución de las imágenes, ppp
shop-backs = Reversos en el PDF de cartas
shop-backs-each = un reverso detrás de cada anverso
shop-backs-last = una página de reverso al final
shop-registration = Marcas de registro en las hojas
shop-registration-none = ninguna
# Silhouette: a maker of cutting machines; "Type 1" is the name of its marks.
shop-registration-silhouette = Silhouette imprimir y cortar (Tipo 1, 20 mm, 0,5 mm de grosor, 10 mm de margen)
shop-registration-silhouette-4 = Silhouette Cameo 5, cuatro marcas de esquina (20 mm, 0,3 mm de grosor, 10 mm de margen)
# Studio: Silhouette Studio, the cutting machine's program; <code>registration</code> is a layer's name in the files: keep it.
shop-silhouette-hint = Con las marcas de Silhouette, las hojas llevan las marcas Tipo 1 de Studio y las cartas se reducen para no tocarlas; pon la misma longitud, grosor y margen en Silhouette Studio. Los archivos de corte contienen las líneas de corte de cada hoja en SVG y DXF, en mm, con las marcas en una capa aparte (<code>registration</code>) que debes borrar antes de cortar.
shop-print-files = Descargar archivos de impresión (ZIP)
shop-cut-files = Descargar archivos de corte (ZIP)
shop-card-pdf = Descargar el PDF de cartas
# The names of the files downloaded: keep the extension, and no spaces.
shop-print-files-file = archivos-impresion.zip
shop-cut-files-file = archivos-corte.zip
shop-card-pdf-file = cartas.pdf
shop-drawing-faces = Dibujando cada cara de las cartas…
shop-drawing-cuts = Dibujando las líneas de corte de cada hoja…
shop-making-pdf = Creando el PDF de cartas…
# $file: the file downloaded; $kb: its size in kilobytes.
shop-done = Listo: { $file } ({ $kb } KB).
# $error: why, a sentence of the engine's.
shop-failed = No se pudieron crear: { $error }

## The foot of the page

footer-credits = Imágenes: Noto Emoji (Apache 2.0); fuente: Andika (SIL OFL).
footer-share = Comparte estos ajustes con la dirección de esta página (tus propias imágenes no van incluidas).
