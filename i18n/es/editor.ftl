# fanodeck's web page, the card editor: the deck's cards as thumbnails, and the dialog where a
# card is fixed by hand (a picture moved, turned, resized, pinned, swapped). English is the
# source; every language has every id, with the same placeables.
# $name, $other, $first, $second: a picture's name as the person chose it (a file's name or a
# word), which stays as it is. Numbers are formatted by the language (92.3 in English, 92,3 in
# French). $card, $slot: counted from 1.

## The deck's cards, each a button that opens it in the editor (their aria-label)

editor-thumb = Carta { $card }: ábrela para retocarla
editor-thumb-edited = Carta { $card }, retocada a mano: ábrela para retocarla

## The dialog

editor-title = Carta { $card }
editor-done = Listo
editor-undo = Deshacer
editor-redo = Rehacer
# Pins the picture chosen, so that a re-roll keeps it where it is; Unpin undoes it.
editor-pin = Fijar
editor-unpin = Desfijar
# Lays the card out again (another draw of the dice); pinned and moved pictures stay.
editor-reroll = Redistribuir
editor-reset = Restablecer carta
editor-larger = Agrandar esta imagen en todas las cartas
editor-larger-named = Agrandar '{ $name }' en todas las cartas
# Under the card; the keys are in <kbd>, which a translation keeps.
editor-keys = Arrastra una imagen, o llega a ella con Tab y usa las flechas (Mayús: 5 mm); <kbd>[</kbd> <kbd>]</kbd> la giran,
    <kbd>+</kbd> <kbd>-</kbd> o la rueda de desplazamiento cambian su tamaño, <kbd>P</kbd> la fija para que no se mueva al redistribuir,
    <kbd>S</kbd> sobre dos imágenes (o Mayús+clic) las intercambia; <kbd>Ctrl</kbd>+<kbd>Z</kbd> deshace. Una imagen
    que se superpondría a otra o se saldría del borde vuelve a su sitio.

## Each picture's handle on the card, for screen readers

editor-handle = { $name }, imagen { $slot } de { $count }
editor-handle-pinned = { $name }, imagen { $slot } de { $count }, fijada
# What a handle is (aria-roledescription), said instead of "button".
editor-handle-role = imagen movible

## What the editor says under the card, after each step

editor-start = Elige una imagen: arrástrala o usa las teclas de abajo.
editor-choose-first = Primero elige una imagen.
editor-nothing-to-undo = No hay nada que deshacer.
editor-undone = Cambio deshecho.
editor-nothing-to-redo = No hay nada que rehacer.
editor-redone = Cambio rehecho.
# $reason: the engine's sentence.
editor-draw-failed = No se pudo dibujar la carta: { $reason }
# While a picture is dragged: it may be put there.
editor-fits = Cabe.
# While a picture is dragged: $conflicts, what it would break (editor-overlap, editor-edge).
editor-conflicts = { $conflicts }.
# A change refused; $reason: what it would break (editor-overlap, editor-edge), or the engine's sentence.
editor-not-kept = Cambio descartado: { $reason }.
editor-overlap = '{ $name }' se superpondría a '{ $other }'
editor-edge = '{ $name }' se saldría del borde de la carta
# $where: editor-at-centre or editor-from-centre.
editor-moved = Se movió '{ $name }': ahora está { $where }.
editor-at-centre = en el centro
# $offset: one of editor-right, editor-left, editor-down, editor-up, or one across and one up or down.
editor-from-centre = { $offset } del centro
editor-right = { $mm } mm a la derecha
editor-left = { $mm } mm a la izquierda
editor-down = { $mm } mm por debajo
editor-up = { $mm } mm por encima
# $how: editor-upright, editor-upside-down, editor-clockwise or editor-anticlockwise.
editor-turned = Se giró '{ $name }': ahora queda { $how }.
editor-upright = en su posición original
editor-upside-down = boca abajo
editor-clockwise = a { $degrees }° en el sentido de las agujas del reloj
editor-anticlockwise = a { $degrees }° en sentido contrario a las agujas del reloj
# $mm: the picture's width or height, whichever is larger.
editor-made-larger = Se agrandó '{ $name }': ahora mide { NUMBER($mm, maximumFractionDigits: 1) } mm en su lado más largo.
editor-made-smaller = Se redujo '{ $name }': ahora mide { NUMBER($mm, maximumFractionDigits: 1) } mm en su lado más largo.
editor-swapped = Se intercambiaron '{ $first }' y '{ $second }'.
editor-swap-from = Intercambiar '{ $name }' con…: elige otra imagen y pulsa S.
editor-swap-cancelled = Intercambio cancelado.
editor-pinned = Se fijó '{ $name }': al redistribuir, se queda donde está.
editor-unpinned = Se desfijó '{ $name }'.
# $layout: how many times the card was laid out again.
editor-rerolled = Carta redistribuida (disposición { $layout }).
# $names: the pictures kept where they were (each editor-quoted, in a list).
editor-rerolled-keeping = Carta redistribuida (disposición { $layout }), sin mover { $names }.
editor-reset-done = La carta vuelve a estar como se creó en la baraja.
editor-largest = '{ $name }' ya tiene el tamaño máximo posible (el doble de su tamaño original).
# $percent: how much larger than the others it is drawn on every card.
editor-weight = '{ $name }' se verá un { $percent } % más grande en todas las cartas cuando vuelvas a crear la baraja (en las cartas retocadas a mano conserva su tamaño actual).

## Lists, built from the end: "a, b and c" is editor-list-comma (a, editor-list-and (b, c))

editor-list-and = { $first } y { $last }
editor-list-comma = { $first }, { $rest }
# Between the reasons a change is refused.
editor-list-semicolon = { $first }; { $rest }
# A picture's name in a list.
editor-quoted = '{ $name }'
# $list: the cards' numbers (a number, or a list of them).
editor-cards = { $count ->
    [one] la carta { $list }
   *[other] las cartas { $list }
}

## A change to the form that drops the cards fixed by hand: asked first, then said.
## $content: what changed (the editor-content- messages, in a list); $cards: editor-cards.

editor-drop-changes = Si cambias { $content }, se perderán tus retoques en { $cards }.
editor-drop-larger = Si cambias { $content }, las imágenes que agrandaste volverán a su tamaño normal.
editor-dropped-changes = Al cambiar { $content }, se perdieron tus retoques en { $cards }.
editor-dropped-larger = Al cambiar { $content }, las imágenes que agrandaste volvieron a su tamaño normal.
editor-content-symbols = las imágenes por carta
editor-content-deck = el tipo de baraja
editor-content-cards = el número de cartas
editor-content-seed = el número de mezcla
editor-content-shape = la forma de las cartas
editor-content-corner = las esquinas
editor-content-diameter = el tamaño de las cartas
editor-content-gap = el espacio entre imágenes
editor-content-margin = el espacio hasta el borde
editor-content-rotation = el giro
editor-content-size-ratio = la proporción entre la imagen más grande y la más pequeña
editor-content-min-size = la imagen más pequeña
editor-content-words = las palabras
editor-content-pairs = las parejas
editor-content-pictures = las imágenes
editor-content-fonts = las fuentes
editor-content-palette = los colores
editor-content-photo-shape = la forma de las fotos
