# fanodeck's web page, the card editor: the deck's cards as thumbnails, and the dialog where a
# card is fixed by hand (a picture moved, turned, resized, pinned, swapped). English is the
# source; every language has every id, with the same placeables.
# $name, $other, $first, $second: a picture's name as the person chose it (a file's name or a
# word), which stays as it is. Numbers are formatted by the language (92.3 in English, 92,3 in
# French). $card, $slot: counted from 1.

## The deck's cards, each a button that opens it in the editor (their aria-label)

editor-thumb = Carte { $card } : ouvrir pour la retoucher
editor-thumb-edited = Carte { $card }, retouchée à la main : ouvrir pour la retoucher

## The dialog

editor-title = Carte { $card }
editor-done = Terminé
editor-undo = Annuler
editor-redo = Rétablir
# Pins the picture chosen, so that a re-roll keeps it where it is; Unpin undoes it.
editor-pin = Épingler
editor-unpin = Désépingler
# Lays the card out again (another draw of the dice); pinned and moved pictures stay.
editor-reroll = Redisposer
editor-reset = Réinitialiser
editor-larger = Agrandir cette image sur toutes les cartes
editor-larger-named = Agrandir '{ $name }' sur toutes les cartes
# Under the card; the keys are in <kbd>, which a translation keeps.
editor-keys = Faites glisser une image, ou atteignez-la avec Tab et utilisez les flèches (Maj : 5 mm) ; <kbd>[</kbd> <kbd>]</kbd> la font tourner,
    <kbd>+</kbd> <kbd>-</kbd> ou la molette changent sa taille, <kbd>P</kbd> l'épingle pour qu'elle reste en place si vous redisposez,
    <kbd>S</kbd> sur deux images (ou Maj+clic) les échange ; <kbd>Ctrl</kbd>+<kbd>Z</kbd> annule. Une image qui chevaucherait
    une autre ou dépasserait du bord revient à sa place.

## Each picture's handle on the card, for screen readers

editor-handle = { $name }, image { $slot } sur { $count }
editor-handle-pinned = { $name }, image { $slot } sur { $count }, épinglée
# What a handle is (aria-roledescription), said instead of "button".
editor-handle-role = image déplaçable

## What the editor says under the card, after each step

editor-start = Choisissez une image : faites-la glisser, ou utilisez les touches ci-dessous.
editor-choose-first = Choisissez d'abord une image.
editor-nothing-to-undo = Rien à annuler.
editor-undone = Annulé.
editor-nothing-to-redo = Rien à rétablir.
editor-redone = Rétabli.
# $reason: the engine's sentence.
editor-draw-failed = Impossible de dessiner la carte : { $reason }
# While a picture is dragged: it may be put there.
editor-fits = Ça rentre.
# While a picture is dragged: $conflicts, what it would break (editor-overlap, editor-edge).
editor-conflicts = { $conflicts }.
# A change refused; $reason: what it would break (editor-overlap, editor-edge), or the engine's sentence.
editor-not-kept = Non appliqué : { $reason }.
editor-overlap = '{ $name }' chevaucherait '{ $other }'
editor-edge = '{ $name }' dépasserait du bord de la carte
# $where: editor-at-centre or editor-from-centre.
editor-moved = Image '{ $name }' déplacée : elle est maintenant { $where }.
editor-at-centre = au centre
# $offset: one of editor-right, editor-left, editor-down, editor-up, or one across and one up or down.
editor-from-centre = { $offset } du centre
editor-right = { $mm } mm à droite
editor-left = { $mm } mm à gauche
editor-down = { $mm } mm en dessous
editor-up = { $mm } mm au-dessus
# $how: editor-upright, editor-upside-down, editor-clockwise or editor-anticlockwise.
editor-turned = Image '{ $name }' tournée : maintenant { $how }.
editor-upright = à l'endroit
editor-upside-down = à l'envers
editor-clockwise = tournée de { $degrees }° dans le sens des aiguilles d'une montre
editor-anticlockwise = tournée de { $degrees }° dans le sens inverse des aiguilles d'une montre
# $mm: the picture's width or height, whichever is larger.
editor-made-larger = Image '{ $name }' agrandie : elle mesure maintenant { NUMBER($mm, maximumFractionDigits: 1) } mm dans sa plus grande dimension.
editor-made-smaller = Image '{ $name }' réduite : elle mesure maintenant { NUMBER($mm, maximumFractionDigits: 1) } mm dans sa plus grande dimension.
editor-swapped = Images '{ $first }' et '{ $second }' échangées.
editor-swap-from = Échanger '{ $name }' avec… : choisissez une autre image et appuyez sur S.
editor-swap-cancelled = Échange annulé.
editor-pinned = Image '{ $name }' épinglée : une redisposition la laisse à sa place.
editor-unpinned = L'image '{ $name }' n'est plus épinglée.
# $layout: how many times the card was laid out again.
editor-rerolled = Carte redisposée (disposition n° { $layout }).
# $names: the pictures kept where they were (each editor-quoted, in a list).
editor-rerolled-keeping = Carte redisposée (disposition n° { $layout }), sans toucher à { $names }.
editor-reset-done = La carte est revenue telle que le jeu l'avait créée.
editor-largest = L'image '{ $name }' est déjà aussi grande que possible (deux fois sa taille).
# $percent: how much larger than the others it is drawn on every card.
editor-weight = L'image '{ $name }' sera { $percent } % plus grande sur toutes les cartes une fois le jeu créé à nouveau (les cartes retouchées à la main gardent la leur).

## Lists, built from the end: "a, b and c" is editor-list-comma (a, editor-list-and (b, c))

editor-list-and = { $first } et { $last }
editor-list-comma = { $first }, { $rest }
# Between the reasons a change is refused.
editor-list-semicolon = { $first } ; { $rest }
# A picture's name in a list.
editor-quoted = '{ $name }'
# $list: the cards' numbers (a number, or a list of them).
editor-cards = { $count ->
    [one] la carte { $list }
   *[other] les cartes { $list }
}

## A change to the form that drops the cards fixed by hand: asked first, then said.
## $content: what changed (the editor-content- messages, in a list); $cards: editor-cards.

editor-drop-changes = Si vous modifiez { $content }, vos retouches sur { $cards } seront perdues.
editor-drop-larger = Si vous modifiez { $content }, les images que vous avez agrandies reprendront leur taille.
editor-dropped-changes = Vous avez modifié { $content } : vos retouches sur { $cards } ont été perdues.
editor-dropped-larger = Vous avez modifié { $content } : les images que vous aviez agrandies ont repris leur taille.
editor-content-symbols = le nombre d'images par carte
editor-content-deck = le type de jeu
editor-content-cards = le nombre de cartes
editor-content-seed = le numéro de mélange
editor-content-shape = la forme des cartes
editor-content-corner = les coins
editor-content-diameter = la taille des cartes
editor-content-gap = l'espace entre les images
editor-content-margin = l'espace jusqu'au bord
editor-content-rotation = la rotation
editor-content-size-ratio = le rapport plus grande / plus petite image
editor-content-min-size = la plus petite image
editor-content-words = les mots
editor-content-pairs = les paires
editor-content-pictures = les images
editor-content-fonts = les polices
editor-content-palette = les couleurs
editor-content-photo-shape = la forme des photos
