# fanodeck's engine: the sentences its errors and warnings say to people, and the words a deck
# prints. English is the source; every language has every id, with the same placeables.
# $file, $first, $second: file names as the person chose them. Numbers are formatted by the
# language (92.3 in English, 92,3 in French).
# French: the page's words (jeu, carte, image, « images par carte », « Enregistrer le projet »);
# a no-break space before : and units, a narrow one before ; ! ?; sentences nested in others are
# joined with a colon, so that no adjective has to agree with them.

## Options

invalid-option = { $name } '{ $value }' non valable : { $reason }
expected-language = choisissez en, fr, de, es ou he

## Options' names, as invalid-option says them

option-attribute-value = valeur de caractéristique
option-attributes = caractéristiques
option-back-offset = décalage du dos
option-backs = dos
option-bleed = couleur au-delà de la coupe
option-box = boîte
option-box-title = titre de la boîte
option-board-size = taille du plateau
option-card-code = code de carte
option-card-colour = couleur des cartes
option-card-index = numéro de carte
option-card-size = taille des cartes
option-cards = nombre de cartes
option-cards-per-sheet = cartes par feuille
option-date = date
option-colour = couleur
option-corner = arrondi des coins
option-deck-kind = type de jeu
option-diameter = largeur des cartes
option-dominoes-request = réglages des dominos
option-dpi = résolution des images (dpi)
option-duplex = recto verso
option-focus = cadrage
option-font = police
option-gap = espace entre les images
option-guide-width = épaisseur du trait de coupe
option-guides = repères de découpe
option-icon = image incluse
option-language = langue
option-margin = espace jusqu'au bord
option-names = noms
option-pairs = paires
option-palette = couleurs
option-paper = papier
option-paper-thickness = épaisseur du papier
option-photo-rim = bordure des photos découpées
option-photo-shape = forme des photos
option-picture-protocol = protocole d'affichage des images
option-png-resolution = résolution PNG
option-preset = préréglage
option-preview-resolution = résolution de l'aperçu
option-registration = repères de calage
option-request = réglages du jeu
option-restarts = nouveaux essais
option-rim-colour = couleur de la bordure
option-rotation = rotation
option-rotation-limit = limite de rotation
option-rounds = manches
option-set-request = réglages du jeu SET
option-shape = forme des cartes
option-sheet-setting = réglage de la feuille
option-size-ratio = plus grande / plus petite image
option-smallest-size = plus petite image
option-symbol = image
option-symbol-names = noms des images
option-synonyms = mots de même sens
option-theme = thème
option-weight = agrandissement
option-words = mots

## Why an option is refused, said after it

expected-shape = choisissez round, square, rounded ou hexagon
corner-too-large = une carte de { $size } mm de large accepte un arrondi des coins de { $most } mm au plus (la moitié de son côté)
# $shape: shape-square, shape-round…
corner-not-rounded = seules les cartes à coins arrondis ont des coins à régler, pas les cartes { $shape }
must-be-number = doit être un nombre
# $min: a number; $max: a number or an amount (amount-mm…).
must-be-from-to = doit aller de { $min } à { $max }
must-be-at-least = doit valoir au moins { $min }
must-be-at-most = doit valoir au plus { $max }
amount-mm = { $n } mm
amount-percent = { $n } %
amount-dpi = { $n } dpi
expected-preset = choisissez 'junior' (le jeu plus facile)
expected-colour = choisissez une couleur écrite comme { $example }
not-a-text-file = ce n'est pas un fichier texte (enregistrez-le en texte brut UTF-8)
needs-a-back = demande une image au dos des cartes
needs-a-box = ne sert qu'à la boîte : ajoutez --box
title-too-long = fait plus de { $most } caractères
choose-one = choisissez-en un seul
expected-photo-shape = choisissez whole, circle, rounded ou squircle
# $x, $y, $zoom: the numbers as written.
focus-place = la position du sujet { $x } { $y } doit être formée de deux nombres de 0 à 1 (0.5 0.5 est le milieu)
focus-zoom = le zoom { $zoom } doit valoir 1 (le plus grand cadrage) ou plus
focus-no-such-picture = n'est pas une des images du jeu
# $themes, $names: the names, separated by commas.
no-such-theme = ce thème n'existe pas (les thèmes sont : { $themes })
no-such-icon = aucune image incluse ne porte ce nom
icon-chosen-twice = cette image est choisie deux fois
no-such-builtin = n'est pas parmi les choix fournis (il y a : { $names })
pairs-alone = un jeu de paires n'est fait que de ses paires : indiquez les images, les images incluses (icon:NOM) et les mots dans le fichier des paires, au lieu de les donner à part
expected-palette-words = choisissez 'bright' (vives) ou 'cb' (adaptées au daltonisme)
deck-no-cards = le jeu n'a aucune carte
card-index-range = { $cards ->
        [one] le jeu compte { $cards } carte (de 0 à { $last })
       *[other] le jeu compte { $cards } cartes (de 0 à { $last })
    }
deck-has-cards = { $cards ->
        [one] le jeu compte { $cards } carte
       *[other] le jeu compte { $cards } cartes
    }
expected-registration = choisissez 'silhouette' (les repères Print & Cut de Silhouette Studio), 'silhouette-4' (les quatre repères d'angle de la Cameo 5) ou 'none'
# $card: length-a-mm or length-an-mm ("an 80 mm").
preview-too-large = une carte de { $card } doit faire de 1 à { $most } pixels de large
expected-backs = choisissez 'alternate' (un dos après chaque recto), 'last' (une page de dos à la fin) ou 'fold' (chaque dos à côté de son recto, à replier)
backs-for-card-pdf = 'alternate' et 'last' placent les dos dans le PDF des cartes : ajoutez --card-pdf FILE, ou choisissez 'fold'
fold-one-side = les dos à replier s'impriment à côté des rectos, sur une seule face du papier : retirez les réglages d'impression recto verso
registration-fold = une feuille à replier est pliée avant d'être découpée, ce qui cache les repères de ses coins du bas : imprimez les dos en recto verso pour découper à la machine
print-file-too-large = une carte de { $card } avec { $bleed } mm de couleur au-delà de la coupe ferait { $width } × { $height } pixels, plus de { $side } pixels par côté (la résolution peut aller jusqu'à { $dpi } dpi)
expected-duplex = choisissez 'long' ou 'short' (le bord sur lequel l'imprimante retourne la feuille)
expected-per-sheet = choisissez 4 ou 6
expected-guides = choisissez 'circle', 'crop-marks' ou 'none'
# $name: option-margin, option-gap…
sheet-setting = { $name } : il faut un nombre fini de mm, 0 ou plus
back-offset-numbers = il faut deux nombres de mm
must-be-positive-mm = doit être un nombre de mm plus grand que 0
must-be-mm-or-more = doit valoir { $min } mm ou plus
# $paper: A4, Letter or A3.
registration-no-room = les repères ne laissent pas de place pour { $columns } × { $rows } cartes sur une feuille { $paper }
margin-no-room = ne laisse aucune place pour des cartes sur une feuille { $paper }
# $margin: length-a-mm or length-an-mm.
bleed-no-room = les cartes doivent être espacées de deux fois la couleur au-delà de la coupe ({ $gap } mm), ce qui ne laisse pas de place pour { $columns } × { $rows } cartes sur une feuille { $paper } avec une marge de { $margin }
gap-no-room = ne laisse pas de place pour { $columns } × { $rows } cartes sur une feuille { $paper } avec une marge de { $margin }
deck-has-pictures = { $pictures ->
        [one] le jeu a { $pictures } image
       *[other] le jeu a { $pictures } images
    }
not-a-photo = ce n’est pas une photo
expected-rotation = choisissez free, none ou ±DEGRÉS, par exemple ±15
rotation-limit-range = la limite doit être comprise entre 0 et 180 degrés
must-be-between = doit être entre { $min } et { $max }
must-be-between-degrees = doit être entre { $min } et { $max } degrés
min-size-share = doit aller de { $min } à { $max } de la carte
min-size-too-large = les images de la carte { $card } ne tiennent pas à cette taille : laissez ce réglage vide
min-size-at-most = les images de la carte { $card } ne tiennent pas à cette taille ; ce jeu accepte { $most } % au plus
symbol-no-mask = n'a pas de masque
expected-deck-kind = choisissez 'projective' (jeu complet) ou 'affine' (une image de moins)
# $choices: the names, each quoted, as a list (list-or).
expected-one-of = choisissez { $choices }
expected-rgb = écrivez une couleur sous la forme '#rrggbb'
expected-date = écrivez une date sous la forme AAAA-MM-JJ, comme 2026-11-29
pdf-a-needs-a-date = un fichier PDF/A note le jour où il a été fait : donnez la date (AAAA-MM-JJ)
board-side-range = chaque côté doit faire de 1 à { $most } cases
must-be-one-to = doit aller de 1 à { $most }
expected-board-size = écrivez LARGEURxHAUTEUR en cases, par exemple 16x24
names-not-both = donnez une liste de noms ou des noms, pas les deux
names-none = donnez des noms ou une liste fournie (xkcd)
deck-has-symbols = { $symbols ->
        [one] le jeu a { $symbols } image
       *[other] le jeu a { $symbols } images
    }
code-digits-count = un code a de 1 à { $most } chiffres
code-digits = les chiffres doivent être 0, 1 ou 2
# $attribute: shape, shading, colour or number; $values: its three values, separated by commas.
attribute-values = pour la caractéristique { $attribute }, choisissez parmi { $values }
code-four-attributes = une carte imprimée a au plus quatre caractéristiques
code-expected = un code a de 1 à { $most } chiffres de 0 à 2, par exemple 1212
code-same-length = tous les codes doivent avoir { $digits } chiffres, comme '{ $first }'
code-twice = la carte est donnée deux fois
expected-palette-set = choisissez 'classic' ou 'cb' (adaptées au daltonisme)
expected-card-size = écrivez LARGEURxHAUTEUR en mm, par exemple 89x57
expected-attributes = choisissez 2 (9 cartes), 3 (27) ou 4 (81)
code-printed = une carte imprimée a quatre chiffres : forme, remplissage, couleur, nombre
cards-none = indiquez au moins un code de carte à imprimer
set-card-size = une carte doit faire au moins 20 mm de côté et tenir sur la feuille de { $width }×{ $height } mm, à l'intérieur de sa marge de { $margin } mm
table-cards = il faut de 3 à { $most } cartes sur la table

## Pictures: why one is refused, said after the file's name

picture-refused = '{ $file }' : { $reason }
picture-not-a-picture = ce fichier n'est pas une image : utilisez des images SVG, PNG, JPEG, WebP, GIF ou BMP
picture-damaged = cette image est abîmée, ou ce n'est pas une image : ouvrez-la et enregistrez-la à nouveau, ou choisissez-en une autre
picture-too-large = cette image est trop grande : { $width } × { $height } pixels, alors que le maximum est de { $megapixels } mégapixels et { $side } pixels de côté ; réduisez-la d'abord
picture-file-too-large = ce fichier est trop gros (au plus { $megabytes } Mo) : réduisez-le d'abord
picture-too-much-memory = cette image demande trop de mémoire pour être ouverte : enregistrez-la d'abord en plus petit, ou en JPEG ou PNG ordinaire
picture-too-complex = ce dessin demande plus que ce qui peut être dessiné sans risque (trop d'éléments, ou des tailles hors limites) : enregistrez-le plutôt en image PNG
picture-too-deep = ce dessin a trop de calques imbriqués les uns dans les autres pour être dessiné sans risque : enregistrez-le plutôt en image PNG
picture-nothing-visible = rien de cette image ne se verrait sur une carte : elle est vide ou transparente
picture-unsupported = c'est une photo d'iPhone (HEIC) ou AVIF, qui ne peut pas encore être lue : enregistrez-la d'abord en JPEG (les détails expliquent comment)
picture-too-slow = cette image met trop de temps à se dessiner (plus de { $seconds } secondes) : enregistrez-la sous une forme plus simple ou en PNG
picture-engine-stopped = cette image a arrêté le moteur de dessin, elle est donc sans doute abîmée : ouvrez-la et enregistrez-la à nouveau, ou choisissez-en une autre

## Errors in plain words

same-picture = '{ $first }' et '{ $second }' sont la même image : chaque image du jeu doit être différente, retirez donc l'une des deux
similar-pictures = '{ $first }' et '{ $second }' sont presque identiques ({ $alike } % de ressemblance) : les joueurs ne pourraient pas les distinguer sur une carte, retirez donc l'une des deux (ou cochez « accepter les images qui se ressemblent » si elles sont vraiment différentes)
bad-font = '{ $file }' : cette police est abîmée, ou ce n'est pas une police : utilisez un fichier de police TTF ou OTF
file-not-found = '{ $file }' est introuvable
file-unreadable = '{ $file }' n'a pas pu être lu ou écrit
layout-failed = les images ne tiennent pas sur la carte { $card } : réduisez l'espace entre les images ou l'espace jusqu'au bord, ou choisissez moins d'images par carte
project-refused = '{ $file }' : { $reason }
pdf-failed = le PDF n'a pas pu être créé (les détails expliquent pourquoi)
preview-failed = l'image d'une carte n'a pas pu être dessinée (les détails expliquent pourquoi)
print-files-failed = les fichiers pour l'imprimeur n'ont pas pu être créés (les détails expliquent pourquoi)
engine-stopped = le moteur s'est arrêté de façon inattendue : réessayez, et s'il s'arrête encore, rechargez la page
card-count = impossible de garder { $requested } cartes : ce jeu en a { $available } (choisissez de 1 à { $available })
deck-file-refused = fichier de jeu '{ $file }' : { $reason }
word-twice = fichier de mots '{ $file }' : '{ $word }' apparaît deux fois (lignes { $first } et { $second })
# $what: symbols-pictures, symbols-words…; $source: where they were looked for (source-…);
# $sourceCount: 1 if that is named in the singular ('pics', the 1 picture given), 2 if in the
# plural (the 12 pictures given, 'pics' and 'words.txt' together).
too-few-symbols = avec { $perCard } images par carte, il faut { $needed } { $what } sans doublon ; { $source } n'en { $sourceCount ->
        [one] compte
       *[other] comptent
    } que { $found }
symbols-pictures = images
symbols-words = mots
symbols-pictures-or-words = images ou mots
symbols-pairs = paires
words-file-line = fichier de mots '{ $file }', ligne { $line } : { $reason }
pairs-file-line = fichier de paires '{ $file }', ligne { $line } : { $reason }
focus-file-line = fichier de cadrage '{ $file }', ligne { $line } : { $reason }
no-words = le fichier de mots '{ $file }' ne contient aucun mot (écrivez un mot ou une courte expression par ligne)
text-undrawable = impossible de dessiner '{ $text }' : { $reason }
edit-refused = { $reason }
edit-refused-card = carte { $card } : { $reason }
edit-refused-layout = disposition '{ $file }' : { $reason }
edit-refused-layout-card = disposition '{ $file }', carte { $card } : { $reason }
# $shape: shape-round, shape-square…
diameter-too-large = { $perSheet } cartes { $shape } de { $diameter } mm de large ne tiennent pas sur une feuille { $paper } : { NUMBER($max, minimumFractionDigits: 1) } mm de large au plus
diameter-too-large-marks = { $perSheet } cartes { $shape } de { $diameter } mm de large ne tiennent pas sur une feuille { $paper } à côté des repères de calage Silhouette : { NUMBER($max, minimumFractionDigits: 1) } mm de large au plus
template-refused = modèle de feuille '{ $name }' : { $reason }
names-file-refused = fichier de noms '{ $file }' : { $reason }
synonyms-file-refused = fichier de mots de même sens '{ $file }' : { $reason }

## Printed on the legend sheet

legend-title = { $cards ->
        [one] Les { $symbols } images de ce jeu  ·  { $cards } carte de { $perCard }
       *[other] Les { $symbols } images de ce jeu  ·  { $cards } cartes de { $perCard }
    }
## Printed on the tuck box (--box): its sides say the deck's size.
box-numbers = { $cards } cartes · { $perCard } images chacune
box-too-large = une boîte pour { $cards } cartes de { $size } mm de large, en une pile de { $depth } mm d'épaisseur, demande { $width } × { $height } mm de papier, plus que la feuille n'en a : des cartes de { NUMBER($largest, minimumFractionDigits: 1) } mm de large au plus y tiennent (--diameter), ou faites une pile moins épaisse (--paper-thickness, --cards)
box-too-deep = une boîte pour { $cards } cartes en une pile de { $depth } mm d'épaisseur ne tient sur le papier à aucune taille de carte : amincissez la pile (--paper-thickness, --cards)
## Printed on the rules page (--rules): the classic ways to play a matching deck.
rules-title = Comment jouer
rules-deck = Ce jeu a { $cards } cartes de { $perCard } images chacune, { $symbols } images en tout. Deux cartes ont toujours une seule image en commun : il faut être le plus rapide à la repérer et à dire son nom.
rules-tower-name = La tour
rules-tower = Distribuez une carte face cachée à chaque joueur et empilez les autres face visible au milieu : c'est la pioche. Chacun retourne sa carte. Le premier qui repère une image commune à sa carte et à celle du dessus de la pioche la nomme, prend cette carte et la pose sur la sienne. Quand la pioche est épuisée, celui qui a la plus grosse pile gagne.
rules-well-name = Le puits
rules-well = Distribuez toutes les cartes sauf une, face cachée, à parts égales ; posez la dernière face visible au milieu. Chacun retourne la carte du dessus de son paquet. Le premier qui trouve l'image commune à sa carte et à celle du milieu la nomme et pose sa carte dessus. Le premier à se débarrasser de toutes ses cartes gagne.
rules-potato-name = La patate chaude
rules-potato = Jouez plusieurs manches courtes. Chaque joueur tient une carte cachée à plat dans sa main. Au signal, tout le monde montre la sienne : le premier qui repère une image commune à sa carte et à celle d'un autre joueur la nomme et pose ses cartes sur celles de ce joueur. Celui qui finit avec toutes les cartes perd la manche ; après cinq manches, celui qui en a perdu le moins gagne.
rules-catch-name = Attrapez-les tous
rules-catch = Posez une carte face cachée au milieu et, autour d'elle, autant de cartes face visible qu'il y a de joueurs. Retournez la carte du milieu. Le premier qui repère une image commune à cette carte et à une carte autour la nomme et prend cette carte. Quand il n'en reste plus, lancez une nouvelle manche ; à la fin, celui qui a attrapé le plus de cartes gagne.
rules-gift-name = Le cadeau empoisonné
rules-gift = Distribuez une carte face cachée à chaque joueur et empilez les autres face visible au milieu : c'est la pioche. Chacun retourne sa carte. Le premier qui repère une image commune à la carte du dessus de la pioche et à celle d'un autre joueur la nomme et pose la carte de la pioche sur celle de ce joueur : un cadeau dont personne ne veut. Quand la pioche est épuisée, celui qui a la plus petite pile gagne.
rules-end = Mélangez les cartes entre deux parties. Qui nomme une mauvaise image attend la carte suivante. Les jeunes enfants peuvent jouer sans se presser : jouez chacun votre tour et aidez-vous à chercher.
legend-title-pairs = { $cards ->
        [one] Les { $symbols } symboles de ce jeu, chacun à deux faces  ·  { $cards } carte de { $perCard }
       *[other] Les { $symbols } symboles de ce jeu, chacun à deux faces  ·  { $cards } cartes de { $perCard }
    }

## Printed on the duplex test sheet

duplex-flip-long = avec retournement sur le bord long
duplex-flip-short = avec retournement sur le bord court
duplex-step-print = Test recto verso : imprimez les deux pages sur une seule feuille, { $flip }, à 100 %.
duplex-step-hold = Tenez la feuille contre une fenêtre. Chaque croix rouge du verso se voit par transparence, près d'une règle graduée :
duplex-step-read = lisez son écart au centre vers la droite (X) et vers le bas (Y), en mm (vers la gauche ou le haut : en négatif).
duplex-step-fix = Créez ensuite votre jeu avec --back-offset -X,-Y (l'inverse) ; par exemple, X = 2, Y = -1 donne --back-offset -2,1.
duplex-back = verso

## Deck sizes

size-impossible-bruck-ryser = impossible (théorème de Bruck-Ryser)
size-impossible-lam = impossible (recherche par ordinateur de Lam, 1989)
size-unknown = on ne sait pas : aucun plan de cette taille n'est connu (problème ouvert)
size-not-a-number = '{ $given }' n'est pas un nombre entier d'images par carte ; les tailles vont de 3 par carte (7 cartes) à { $most } par carte ({ $cards } cartes)
size-too-few = trop peu d'images par carte ({ $given })
size-no-plane-bruck-ryser = avec { $given } images par carte, il faudrait un plan projectif d'ordre { $order }, et il n'en existe aucun (théorème de Bruck-Ryser)
size-no-plane-lam = avec { $given } images par carte, il faudrait un plan projectif d'ordre { $order }, et il n'en existe aucun (recherche par ordinateur de Lam, 1989)
size-no-plane-known = avec { $given } images par carte, il faudrait un plan projectif d'ordre { $order }, et on n'en connaît aucun : savoir s'il en existe un est un problème ouvert
size-far-too-large = { $given } images par carte : c'est bien au-delà du plus grand ordre pris en charge, { $max }
size-too-large = avec { $given } images par carte, il faudrait un plan projectif d'ordre { $order }, au-delà du plus grand ordre pris en charge, { $max }
# $problem: one of the size-… messages above; $smaller, $larger, $size: size-choice.
size-nearest = { $problem } ; tailles les plus proches : { $smaller } ou { $larger }
size-largest = { $problem } ; la plus grande taille est { $size }
size-smallest = { $problem } ; la plus petite taille est { $size }
size-choice = { $perCard } par carte ({ $cards } cartes, ou { $affine } avec une image de moins)

## Where a deck's symbols come from, said in errors and warnings

# French: the subject of too-few-symbols, and put first in warning-unused.
source-bundled-icons = l'ensemble des images incluses
# A folder or a file, as the person named it.
source-file = '{ $file }'
source-pictures-given = { $count ->
        [one] l'image fournie
       *[other] les { $count } images fournies
    }
source-icons-chosen = { $count ->
        [one] l'image incluse choisie
       *[other] les { $count } images incluses choisies
    }
source-and = { $first } et { $rest }
source-together = { $sources } ensemble

## Card shapes

# French: said after « cartes » (corner-not-rounded, diameter-too-large), so feminine plural.
shape-round = rondes
shape-square = carrées
shape-rounded = à coins arrondis
shape-hexagon = hexagonales

## Lengths and lists, said inside other sentences

# A length with the article English reads it with: "an 8 mm margin", "a 3 mm gap".
# French: the length alone; the sentences that say it bring their own words (« une marge de … »).
length-a-mm = { $mm } mm
length-an-mm = { $mm } mm
list-comma = { $first }, { $rest }
list-or = { $first } ou { $last }
list-and = { $first } et { $last }

## Words, pairs and focus files, said after the file and line

# $what: focus-x, focus-y or focus-the-zoom.
focus-not-a-number = { $what } '{ $value }' n'est pas un nombre
focus-x = x
focus-y = y
focus-the-zoom = le zoom
focus-line = écrivez le nom de fichier d'une image, x et y (et un zoom si vous voulez), séparés par des tabulations ou des virgules
focus-twice = '{ $name }' a déjà un cadrage sur une ligne précédente
focus-not-a-picture = '{ $name }' n'est pas une des images du jeu
focus-not-a-picture-meant = '{ $name }' n'est pas une des images du jeu : écrivez son nom de fichier, '{ $meant }'
# $pictures: the first file names, each quoted, separated by commas.
focus-not-a-picture-among = '{ $name }' n'est pas une des images du jeu ({ $pictures })
focus-not-a-picture-among-more = '{ $name }' n'est pas une des images du jeu ({ $pictures }, … { $count } en tout)
not-utf8 = ce n'est pas du texte UTF-8 (enregistrez le fichier en UTF-8)
# $line: the line as written.
pair-more-than-two = '{ $line }' a plus de deux faces : un symbole par ligne, une première face et sa seconde face
pair-not-two = '{ $line }' n'a pas deux faces : écrivez l'image ou le mot et sa paire, séparés par une tabulation ou une virgule, par exemple 'chat.png, chat' ou 'icon:dog, perro'
pair-face-twice = '{ $face }' apparaît deux fois (lignes { $first } et { $second }) : chaque face doit être différente
pairs-none = le fichier ne contient aucune paire (écrivez une paire par ligne)
pair-no-such-icon = aucune image incluse ne s'appelle '{ $name }' (`fanodeck icons` en donne la liste)
pair-word-too-long = '{ $word }' fait plus de { $most } caractères
pair-no-picture-in-folder = il n'y a pas d'image '{ $name }' dans le dossier du fichier de paires
pair-no-picture-in = il n'y a pas d'image '{ $name }' dans '{ $folder }'
pair-no-picture-given = il n'y a pas d'image '{ $name }' parmi les images fournies
word-too-long = la ligne fait { $chars } caractères ; un mot ou une expression peut en avoir { $most } au plus
# $character: the character as Unicode names it, e.g. U+0E01 THAI CHARACTER KO KAI.
no-font-can-draw = aucune police ne sait dessiner '{ $word }' : il contient { $character } (ajoutez avec --font une police qui a ce caractère)
no-font-has-character = aucune police n'a le caractère { $character } (ajoutez avec --font une police qui l'a)
text-draws-nothing = le texte ne dessine rien
text-outlines-failed = impossible de dessiner les contours : { $reason }

## Pictures an SVG links to, said in a warning

link-not-allowed = renvoie vers '{ $href }', et cette image n'a pas le droit de renvoyer vers des fichiers
link-not-a-file = renvoie vers '{ $href }', qui n'est pas un fichier du dossier de l'image
link-missing = l'image liée '{ $href }' est introuvable
link-outside = l'image liée '{ $href }' est en dehors du dossier de l'image
link-unreadable = image liée '{ $href }' : { $reason }
link-refused = image liée '{ $href }' : { $reason }
link-not-svg = l'image liée '{ $href }' n'est pas un SVG valable : { $reason }
link-not-a-picture = l'image liée '{ $href }' n'est pas un fichier PNG, JPEG, GIF, WebP ou SVG

## Hand edits and layout files (the card editor shows these)

# $what: layout-cards, layout-no-such-card or layout-card-differs.
layout-of-another-deck = { $what } : c'est la disposition d'un autre jeu (d'autres images, un autre numéro de mélange ou une autre taille)
layout-cards = elle compte { $cards } cartes, ce jeu { $deck }
layout-no-such-card = la disposition n'a pas cette carte
# $given, $wanted: the symbols' names, separated by commas.
layout-card-differs = elle montre { $given }, là où la carte de ce jeu montre { $wanted }
layout-too-large = le fichier dépasse { $megabytes } Mo, plus que ne peut en contenir une disposition
layout-not-text = ce n'est pas une disposition : une disposition est le texte JSON d'un manifeste
# $reason: the JSON reader's words, as they are.
layout-not-json = ce n'est pas une disposition écrite par fanodeck (le JSON d'un manifeste) : { $reason }
edit-no-such-card = la carte { $card } n'est pas dans ce jeu, qui compte { $cards } cartes
edit-twice = cette carte est retouchée deux fois
edit-reroll-past = la redisposition n° { $reroll } dépasse la dernière, n° { $last }
edit-pinned-twice = l'image n° { $symbol } est épinglée deux fois
edit-no-such-symbol = l'image n° { $symbol } n'est pas dans ce jeu ({ $symbols } images)
edit-pin-not-a-number = l'épinglage de l'image n° { $symbol } a une taille ou une position qui n'est pas un nombre
# $symbol, $first, $second: symbol-named or symbol-numbered.
edit-not-on-card = { $symbol } n'est pas sur cette carte
edit-pin-crosses-margin = la place épinglée de { $symbol } empiète sur l'espace jusqu'au bord de la carte
edit-pins-overlap = les places épinglées de { $first } et de { $second } se chevauchent
# $reason: pack-margin-no-room or pack-no-fit.
edit-pins-leave-no-room = les images épinglées ne laissent pas de place aux autres ({ $reason })
symbol-named = '{ $name }'
symbol-numbered = l'image n° { $id }

## Laying out cards

layout-no-mask = l'image n° { $symbol } n'a pas de masque ({ $masks } masques fournis)
# $margin, $gap: length-a-mm or length-an-mm.
pack-margin-no-room = avec { $margin } d'espace jusqu'au bord, il ne reste pas de place sur une carte de { $size } mm de large
pack-no-fit = avec { $gap } d'espace entre les images et { $margin } jusqu'au bord, sur une carte de { $size } mm, les images ne tiennent pas, même à { $smallest } mm

## Sheet templates

# $builtin: the built-in templates' names, separated by commas.
template-no-such-file = aucun modèle fourni ne porte ce nom (modèles fournis : { $builtin }), et aucun fichier non plus
template-no-such-builtin = aucun modèle fourni ne porte ce nom (modèles fournis : { $builtin })
template-unreadable = impossible de lire le fichier : { $reason }
template-not-utf8 = ce n'est pas du texte UTF-8
# $name: option-paper, option-shape…
template-option = { $name } '{ $value }' : { $reason }
# $key: the template's setting as written in the file (margin_mm).
template-length = { $key } = { $value } : doit être une longueur de { $min } à { $max } mm
template-dpi = print_dpi = { $value } : doit aller de { $min } à { $max } dpi

## Sheets

sheet-cutting = { $cards } cartes par feuille, bord à bord ; { $cuts } coupes droites à travers les feuilles empilées

## What a deck is made of, when bundled icons stand beside the maker's own symbols

# $parts: makeup-your-pictures, makeup-words and makeup-bundled-icons, as a list (list-and).
makeup-mixed = { $parts }
makeup-your-pictures = { $count } de vos images
makeup-words = { $count ->
        [one] { $count } mot
       *[other] { $count } mots
    }
makeup-bundled-icons = { $count ->
        [one] { $count } image incluse
       *[other] { $count } images incluses
    }

## Project files (the page's "Save project"), said after the file's name

project-zip-failed = impossible d'écrire le ZIP : { $reason }
project-not-one = ce n'est pas un projet fanodeck (ouvrez un fichier créé avec « Enregistrer le projet »)
project-holds-too-many = il contient { $files } fichiers, plus de { $most }
# $by: the program that saved it ("fanodeck 0.3.0"), or project-made-by-unknown.
project-newer = il a été enregistré par un fanodeck plus récent ({ $by }, version de projet { $version }) ; celui-ci ouvre la version { $opens } : ouvrez-le avec le fanodeck plus récent
project-made-by-unknown = inconnu
project-lists-too-many = sa liste compte { $files } fichiers, plus de { $most }
# $path: the file's place in the project, e.g. pictures/001-cat.png.
project-listed-twice = '{ $path }' apparaît deux fois dans la liste ou n'est pas à sa place : le projet est abîmé
# $reason: the settings reader's words, as they are.
project-unknown-settings = il utilise des réglages que ce fanodeck ne connaît pas ({ $reason }) : ouvrez-le avec un fanodeck plus récent
project-settings-damaged = ses réglages ne peuvent pas être lus (le projet est abîmé) : { $reason }
project-entry-over-budget = '{ $path }' est trop gros : avec les fichiers qui le précèdent, il dépasse les { $megabytes } Mo qu'un projet peut contenir en tout
project-entry-too-large = '{ $path }' est trop gros : plus de { $megabytes } Mo, le maximum pour un tel fichier
project-entry-damaged = '{ $path }' ne peut pas y être lu (le projet est abîmé) : { $reason }
project-entry-missing = '{ $path }' y manque : le projet est abîmé
# $kind: project-kind-…
project-entry-not-kind = '{ $path }' n'est pas { $kind } : le projet est abîmé
project-kind-settings = les réglages du projet
project-kind-picture = une image (un fichier PNG, JPEG, WebP, GIF, BMP ou SVG)
project-kind-font = une police (un fichier TrueType ou OpenType)

## Names and synonyms files (dominoes), said after the file's name

names-file-too-large = le fichier fait { $bytes } octets ; un fichier de noms peut faire au plus { $megabytes } Mo
synonyms-file-too-large = le fichier fait { $bytes } octets ; un fichier de mots de même sens peut faire au plus { $megabytes } Mo
line-not-utf8 = la ligne { $line } n'est pas du texte UTF-8 (enregistrez le fichier en UTF-8)
name-too-long = ligne { $line } : le nom '{ $start }…' fait { $chars } caractères ; un nom peut en avoir { $most } au plus
names-too-many = plus de { $most } noms (la limite)
names-empty = il ne contient aucun nom (écrivez des noms séparés par des virgules ou des retours à la ligne, par exemple 'Victor Hugo, Marie Curie, Hugo Lloris')
synonyms-not-a-group = ligne { $line } : '{ $entry }' n'est pas un groupe (reliez les mots par '=', par exemple FRANC=HONNÊTE=SINCÈRE)
synonym-too-long = ligne { $line } : '{ $start }…' fait plus de { $most } caractères

## Deck files (cards --json, manifests)

deck-not-json = ce n'est pas du JSON valable : { $reason }
deck-no-cards-list = pas de liste 'cards' au premier niveau
deck-cards-not-a-list = 'cards' n'est pas une liste
# $index: the card's number counted from 0.
deck-card = carte { $index } (en comptant à partir de 0) : { $reason }
deck-card-no-symbols = un objet sans liste 'symbols'
# $found, $placement, $entry: JSON as written.
deck-card-not-a-list = il faut une liste de numéros de symboles, et non { $found }
deck-placement-no-id = le placement { $placement } n'a pas de numéro 'symbol' entier
deck-not-an-id = { $entry } n'est pas un numéro de symbole (un nombre entier)

## Warnings

warning-focus-file-whole = le fichier de cadrage '{ $file }' ne change rien : les photos sont imprimées entières ; choisissez une forme de photo (cercle, coins arrondis ou carré bombé) pour les découper autour de leur sujet
warning-focus-whole = le cadrage des photos ne change rien : les photos sont imprimées entières ; choisissez une forme de photo (cercle, coins arrondis ou carré bombé) pour les découper autour de leur sujet
# $reason: the technical words of the check, as they are.
warning-embedded-svg = image '{ $file }' : un SVG intégré { $reason } ; il n'est pas dessiné
# $reason: link-…
warning-link-not-drawn = image '{ $file }' : { $reason } ; cette partie n'est pas dessinée
warning-svg-letters = image '{ $file }' : son texte a des lettres qu'aucune police ne sait dessiner, laissées de côté : { $letters } ; donnez une police (--font) qui les a
# $warning: faint-picture… below.
warning-icon = image '{ $file }' : { $warning }
faint-picture = seulement { NUMBER($percent, minimumFractionDigits: 2) } % de l'image est visible ; elle risque d'être difficile à repérer
faint-picture-keyed = seulement { NUMBER($percent, minimumFractionDigits: 2) } % de l'image est visible une fois le blanc rendu transparent ; elle risque d'être difficile à repérer
# $error: the error's technical words, as they are.
warning-skipped = { $error } ; image laissée de côté
# $links: each link and where it leads, separated by commas.
warning-links-outside = { $count ->
        [one] { $count } lien de '{ $folder }' laissé de côté, car il mène hors du dossier : { $links }
       *[other] { $count } liens de '{ $folder }' laissés de côté, car ils mènent hors du dossier : { $links }
    }
# $entries: the first file names, separated by commas.
warning-not-pictures = { $count ->
        [one] { $count } fichier de '{ $folder }' laissé de côté, car ce n'est pas une image : { $entries }
       *[other] { $count } fichiers de '{ $folder }' laissés de côté, car ce ne sont pas des images : { $entries }
    }
warning-not-pictures-more = { $count ->
        [one] { $count } fichier de '{ $folder }' laissé de côté, car ce n'est pas une image : { $entries } et { $more } autres
       *[other] { $count } fichiers de '{ $folder }' laissés de côté, car ce ne sont pas des images : { $entries } et { $more } autres
    }
# $what: symbols-pictures…; $source: source-…; $unused: the names, separated by commas.
warning-unused = { $source } : le jeu utilise { $needed } des { $total } { $what } et laisse de côté : { $unused }
warning-unused-more = { $source } : le jeu utilise { $needed } des { $total } { $what } et laisse de côté : { $unused } et { $more } autres
# $pictures: the file names, separated by commas.
warning-pictures-unpaired = aucune paire du jeu ne nomme ces images, elles ne sont donc pas utilisées : { $pictures }
# $source: where the picture came from (its file, builtin:…, text:…).
warning-legend-name = légende : image { $number } '{ $name }' ({ $source }) : la police de la légende ne sait pas dessiner tous les caractères de son nom ; il apparaît sous la forme '{ $shown }'
warning-white-bleed = la couleur au-delà de la coupe ({ $bleed } mm) ne se voit pas : la couleur de fond du modèle de feuille est blanche (#ffffff) ; utilisez un modèle avec une couleur de fond, comme a4-6-bleed
# $message: the PDF writer's words, as they are.
warning-font-letters = la police ne sait pas dessiner toutes les lettres de '{ $line }' ; il apparaît sous la forme '{ $shown }'

## The page's engine (web), about what the page sent

# $reason: the reader's words, as they are.
web-invalid-options = options non valables : { $reason }
# $options: every option's name, separated by commas.
web-no-such-option = option '{ $key }' non valable : cette option n'existe pas (les options sont : { $options })
web-manifest-failed = manifeste : { $reason }
web-no-game = aucune partie en cours : commencez-en une d'abord

## Words that are not fanodeck's (a decoder's, a parser's, the system's), said as they are

untranslated = { $words }

## The card editor (web)

# Asked to fix a card before a deck is made (the page's editor opens only on a deck made).
editor-no-deck = créez d'abord le jeu : il n'y a encore aucune carte à retoucher

## Games (web)

# The options the page sent for a SET deck or a dominoes board could not be read; $reason says
# why, in the engine's technical words.
set-invalid-options = options non valables : { $reason }
dominoes-invalid-options = options non valables : { $reason }
