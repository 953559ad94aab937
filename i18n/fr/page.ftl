# fanodeck's web page: the header, the language menu and the tabs.

language-label = Langue

# Translators: numbers ($count, $cards, $kb…) are formatted by your language; add plural
# variants ({ $count -> [one] … *[other] … }) wherever your language needs them. A message may
# hold <em>, <strong>, <kbd> and <code>, and no other markup. "fanodeck" is a name: keep it.

## The page's head and the tabs

page-title = fanodeck : créez votre propre jeu de cartes « trouvez l'image commune »
page-lead = Créez votre propre jeu de cartes à la <em>Dobble</em> : deux cartes ont toujours exactement une image en commun. Choisissez des images, appuyez sur <strong>Créer le jeu</strong>, imprimez le PDF à 100 %, découpez les cartes et jouez !
page-private = Tout se passe sur cet ordinateur : vos images et vos mots ne le quittent jamais, et rien n'est envoyé sur Internet.
# The row of tabs, as a screen reader names it.
tab-list =
    .aria-label = Que faire
tab-make-deck = Créer un jeu
tab-play-game = Jouer
# The card game SET, by its name.
tab-set-game = SET
tab-name-dominoes = Dominos de noms

## Your project: kept in this browser, saved and opened as a file

project-heading = Votre projet
project-hint = Vos images, vos mots et vos réglages sont gardés dans ce navigateur pour la prochaine fois ; rien n'est envoyé nulle part. Pour les retrouver sur un autre ordinateur, enregistrez le projet, puis ouvrez-le sur l'autre ordinateur.
project-save-button = Enregistrer le projet
project-open-button = Ouvrir un projet…
project-start-over = Recommencer
# The name of the project file saved: keep ".zip", and no spaces.
project-file = projet-fanodeck.zip
# $file: the project file's name; $kb: its size in kilobytes.
project-saved = Enregistré : { $file } ({ $kb } Ko). Ouvrez-le ici ou sur un autre ordinateur avec « Ouvrir un projet ».
# $error: why, a sentence of the engine's.
project-save-failed = Impossible d'enregistrer le projet : { $error }
# $file: the project file's name.
project-opened = Projet ouvert : { $file }.
# $error: why, a sentence of the engine's.
project-open-failed = Impossible d'ouvrir le projet : { $error }
project-cannot-keep-full = Ce navigateur ne peut pas garder vos images pour la prochaine fois : son espace de stockage est plein. Utilisez « Enregistrer le projet » pour les garder dans un fichier.
project-cannot-keep-off = Ce navigateur ne peut pas garder vos images pour la prochaine fois : il ne garde rien ici (fenêtre de navigation privée, ou à cause de ses réglages). Utilisez « Enregistrer le projet » pour les garder dans un fichier.
# $count: how many pictures came back.
project-restored = { $count ->
    [one] Votre image, vos mots et vos réglages de la dernière fois sont de retour. « Recommencer » les efface.
   *[other] Vos { $count } images, vos mots et vos réglages de la dernière fois sont de retour. « Recommencer » les efface.
}
project-restored-settings = Vos mots et vos réglages de la dernière fois sont de retour. « Recommencer » les efface.
project-restore-failed = Ce que ce navigateur avait gardé la dernière fois n'a pas pu être relu ; vos modifications sont gardées à partir de maintenant.
# Asked before starting over; $count: how many pictures the page holds.
project-start-over-confirm = { $count ->
    [0] Recommencer ? Cela efface vos mots et vos réglages de cette page et de ce navigateur. Un fichier de projet déjà enregistré reste tel quel.
    [one] Recommencer ? Cela efface votre image, vos mots et vos réglages de cette page et de ce navigateur. Un fichier de projet déjà enregistré reste tel quel.
   *[other] Recommencer ? Cela efface vos { $count } images, vos mots et vos réglages de cette page et de ce navigateur. Un fichier de projet déjà enregistré reste tel quel.
}
project-clear-failed = Impossible d'effacer ce que ce navigateur avait gardé : rien n'a été supprimé.

## Step 1: how big a deck

size-heading = Quelle taille de jeu ?
size-symbols = Images par carte
# A choice of the menu: $symbols pictures on each card make $cards cards from $pictures pictures.
size-option = { $symbols } par carte : { $cards } cartes avec { $pictures } images
# A size the engine cannot make; $reason: why, in the engine's words.
size-option-impossible = { $symbols } par carte : impossible ({ $reason })
size-note = { $cards } cartes avec { $pictures } images. Pour les petits, essayez 6 images par carte (31 cartes).
size-note-affine = Une image de moins : { $cards } cartes avec { $pictures } images.
size-kind = Type de jeu
size-full = jeu complet
size-affine = une image de moins
size-cards = Ne garder que ce nombre de cartes
# The field left empty keeps every card.
size-cards-input =
    .placeholder = toutes
# $need: how many different symbols the deck needs; $have: how many the page has.
need-enough = Le jeu demande { $need } images ou mots différents ; vous en avez { $have }.
# $missing: how many more are needed.
need-short = Le jeu demande { $need } images ou mots différents ; vous en avez { $have } : ajoutez-en encore { $missing }, ou choisissez moins d'images par carte.

## Step 2: the pictures

pictures-heading = Quelles images ?
pictures-own = Vos images
pictures-drop = Déposez ici des images ou un dossier (SVG, PNG, JPEG, WebP, GIF, BMP), ou
pictures-choose = Choisir des images…
pictures-choose-folder = Choisir un dossier…
pictures-remove-all = Tout retirer
pictures-more = Plus d'options pour les images
pictures-skip-unreadable = ignorer les images illisibles
pictures-key-white = rendre les fonds blancs transparents
pictures-allow-similar = accepter les images qui se ressemblent
pictures-list =
    .aria-label = Vos images
# $done of $total pictures chosen are checked so far.
pictures-checking = Vérification de vos images : { $done } sur { $total } vérifiées…
pictures-checked = { $count ->
    [one] { $count } image vérifiée.
   *[other] { $count } images vérifiées.
}
# After "1 picture checked.": that one cannot be used.
pictures-bad-it = Elle ne peut pas être utilisée : la raison est indiquée à côté.
# One of several pictures cannot be used.
pictures-bad-one = L'une d'elles ne peut pas être utilisée : la raison est indiquée à côté.
# $bad of the pictures cannot be used.
pictures-bad-some = { $bad } ne peuvent pas être utilisées : la raison est indiquée à côté de chacune.
pictures-bad-all = Aucune ne peut être utilisée : la raison est indiquée à côté de chacune.
# $count files chosen are no pictures; $files: their names.
pictures-left-out = { $count ->
    [one] { $count } fichier laissé de côté, car ce n'est pas une image (utilisez SVG, PNG, JPEG, WebP, GIF ou BMP) : { $files }.
   *[other] { $count } fichiers laissés de côté, car ce ne sont pas des images (utilisez SVG, PNG, JPEG, WebP, GIF ou BMP) : { $files }.
}
# Beside a picture; $file: the other picture's name; $alike: how alike, in per cent.
pictures-look-alike = presque identique à { $file } ({ $alike } % de ressemblance) : les joueurs ne pourraient pas les distinguer
# The button that removes a picture from the list; $file: its name.
pictures-remove = ×
    .aria-label = retirer { $file }

## Photos cut to a shape

crops-shape = Forme des photos : elles sont découpées autour de ce qu'elles montrent, pour s'emboîter comme les icônes
crops-whole = entière
crops-circle = cercle
crops-rounded = coins arrondis
# A square with rounded sides, between a square and a circle.
crops-squircle = carré bombé
crops-offer = Les { $count } images sont toutes des photos. Découpées autour de ce que chacune montre, elles s’impriment plus grandes et s’emboîtent sur les cartes comme les icônes ; le carré bombé garde presque toute la photo. Voici l’une d’elles dans chaque forme :
crops-offer-squircle = Les découper en carré bombé
crops-offer-keep = Les garder entières
crops-rim = Bordure des photos découpées
crops-rim-width = Épaisseur de la bordure, mm (0 pour aucune)
crops-rim-colour = Couleur de la bordure
# <kbd>Delete</kbd>: the key (Entf on German keyboards, for example).
crops-help = Une fois le jeu créé, chaque photo montre la partie gardée : faites-la glisser, ou cliquez sur la photo et utilisez les flèches du clavier (Maj : plus loin) ; le curseur en dessous permet de zoomer ; <kbd>Suppr</kbd> laisse le moteur choisir à nouveau.
crops-changed = Cadrage modifié : créez le jeu à nouveau pour le voir.
# A photo's thumbnail showing the part kept, as a screen reader names it; $file: the photo's name.
crops-crop =
    .aria-roledescription = cadrage
    .aria-label = cadrage de { $file }
# The slider under a photo; $file: the photo's name.
crops-zoom =
    .aria-label = zoom de { $file }

## Words and their fonts

words-heading = Mots
words-hint = Un mot ou une courte expression par ligne ; ils sont écrits en lettres grasses bien lisibles. Laissez vide pour n'avoir que des images.
# An example of words, one a line.
words-input =
    .placeholder =
        soleil
        lune
        pomme
fonts-summary = Couleurs et polices des mots (pour l'arabe, l'hébreu, le hindi, le thaï…)
words-palette = Couleurs des mots
words-palette-bright = vives
words-palette-cb = adaptées au daltonisme
fonts-label = Polices des mots (facultatif). La police fournie dessine les lettres latines, grecques et cyrilliques ; pour l'arabe, l'hébreu, le hindi, le thaï… ajoutez un fichier de police (.ttf ou .otf, par exemple Noto Sans Arabic). Chaque police ajoutée passe après les précédentes : les suivantes dessinent les lettres qui manquent aux premières.
# $files: the font files' names, in order.
fonts-list = Polices, dans l'ordre : { $files }
fonts-clear = Retirer les polices

## Picture–word pairs

pairs-summary = Paires image–mot (un jeu de vocabulaire)
# Keep <code>icon:dog</code> as it is: the bundled pictures' names are English.
pairs-help = Un jeu de vocabulaire : chaque symbole a deux faces, chacune montrée sur environ la moitié de ses cartes, pour que les joueurs associent une image à son mot (ou un mot à sa traduction). Ligne par ligne, une première face et sa seconde face : un mot, <code>icon:dog</code> pour une image incluse, ou le nom de fichier d'une de vos images (<code>chat.jpg</code>). Un jeu de paires n'est fait que de ses paires.
pairs-first = Premières faces
# An example, one face a line: keep "icon:dog" and "icon:cat" (bundled pictures' names).
pairs-first-input =
    .placeholder =
        icon:dog
        icon:cat
        soleil
pairs-second = Secondes faces
# The second faces of the example: the same in another language (here Spanish).
pairs-second-input =
    .placeholder =
        perro
        gato
        sol
# The built-in list: 57 animals, each with its name in Spanish.
pairs-example = Essayez : 57 animaux et leur nom en espagnol

## The bundled pictures

icons-heading = Images incluses
icons-use = utiliser les images incluses (après vos propres images et avant les mots)
icons-choose = Choisissez parmi elles :
# $chosen of the $total bundled pictures are chosen.
icons-chosen = { $chosen ->
    [one] { $chosen } choisie sur { $total }
   *[other] { $chosen } choisies sur { $total }
}
# A group of bundled pictures, by the engine's name for it ($theme).
icons-theme = { $theme ->
    [activities] activités
    [animals] animaux
    [food] nourriture
    [objects] objets
    [people] personnes
    [smileys] smileys
    [travel] voyages
   *[other] { $theme }
}
# Chooses every picture of a group; $theme: the group's name.
icons-all = toutes
    .aria-label = tout choisir : { $theme }
icons-none = aucune
    .aria-label = ne rien choisir : { $theme }
# $chosen of the group's $total pictures are chosen.
icons-theme-count = { $chosen } sur { $total }

## Step 3: printing

print-heading = Impression
print-paper = Papier
print-paper-letter = Lettre US
print-per-sheet = Cartes par feuille
print-per-sheet-6 = 6 (cartes plus petites)
print-per-sheet-4 = 4 (cartes plus grandes)
print-shape = Forme des cartes
print-shape-round = rondes
print-shape-square = carrées : les plus rapides à découper, en empilant les feuilles sur un massicot
print-shape-rounded = carrées à coins arrondis : découpez droit, puis passez un arrondisseur d'angles
print-shape-hexagon = hexagonales, pour une machine de découpe
print-corner = Arrondi des coins, mm
print-diameter = Largeur des cartes, mm
# The field left empty: the largest card that fits the sheet.
print-diameter-input =
    .placeholder = la plus grande possible
print-guides = Repères de découpe
print-guides-line = un fin trait de coupe
print-guides-marks = des repères aux coins
print-guides-none = aucun
print-card-colour = Couleur des cartes
print-bleed = Couleur au-delà de la coupe, mm
print-back = Image au dos des cartes
# $file: the back picture's name.
print-back-name = Dos des cartes : { $file }
print-back-clear = Retirer le dos
print-duplex = En recto verso, la feuille se retourne
print-duplex-long = sur le bord long (le plus courant)
print-duplex-short = sur le bord court
print-duplex-fold = pas du tout : je plie la feuille
print-legend = ajouter une feuille avec le nom de chaque image
print-rules = ajouter une feuille expliquant comment jouer, dans la langue de la page
print-box = ajouter une boîte pour les cartes, à la taille du jeu, à découper et à plier
print-box-title = Titre sur la boîte
print-paper-thickness = Épaisseur d'une carte, mm (la profondeur de la boîte)
print-pdf-a = faire un PDF d'archivage (PDF/A), comme en gardent les écoles et les bibliothèques
print-seed = Numéro de mélange
print-shuffle = Mélanger
layout-summary = Disposition
layout-gap = Espace entre les images, mm
layout-margin = Espace jusqu'au bord de la carte, mm
layout-rotation = Rotation
layout-rotation-mixed = images dans tous les sens, mots presque droits
layout-rotation-free = dans tous les sens
layout-rotation-little = un peu (±30°)
layout-rotation-none = droites
layout-size-ratio = Plus grande / plus petite image
layout-min-size = Plus petite image, % de la carte
# The field left empty: no smallest size.
layout-min-size-input =
    .placeholder = sans minimum

## Making the deck

make-heading = Créer le jeu
make-button = Créer le jeu
make-starting = Démarrage du moteur…
make-ready = Prêt.
# $reason: why, in the engine's or the browser's words.
engine-could-not-start = Le moteur n'a pas pu démarrer : { $reason }
# $error: the browser's words for what went wrong.
engine-did-not-start = le moteur n'a pas démarré : { $error }
# $panic: the engine's technical words, in English.
engine-stopped-on = le moteur s'est arrêté ({ $panic })
# $left: how many of the pictures chosen are not checked yet.
make-waiting = En attente : encore { $left } de vos images à vérifier…
make-comparing = Comparaison de vos images, pour repérer celles qui se ressemblent…
make-making = Création du jeu…
make-stage-symbols = Création du jeu : chargement des symboles…
make-stage-layout = Création du jeu : mise en page…
make-stage-pdf = Création du jeu : écriture du PDF…
# A step of the engine's the page does not know; $stage: its name, in English.
make-stage = Création du jeu : { $stage }…
# $error: why, a sentence of the engine's.
make-failed = Impossible de créer le jeu : { $error }
make-done = C'est prêt ! Téléchargez le PDF ci-dessous.
make-settings-changed = Réglages modifiés : créez le jeu à nouveau pour les voir.
# A warning: a picture that stopped the engine was left out; $detail: the engine's technical words, in English.
make-skipped = { $detail } ; image ignorée
# The toggle that shows an error's technical text (in English).
error-details = détails

## The deck made

result-heading = Votre jeu
result-first-cards = Les premières cartes, pendant que le reste du jeu se prépare…
# $cards cards of $perCard pictures each, on $pages pages of $kb kilobytes; $seconds: how long it took.
result-summary =
    { $cards } cartes de { $perCard } images, sur { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } ({ $kb } Ko), créées en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
# $mixed: what the symbols are, in the engine's words ("3 of your pictures and 54 bundled icons").
result-mixed = Le jeu se compose de { $mixed }.
# $cutting: how to cut the sheets, in the engine's words.
result-cutting = { $cutting }.
result-download-pdf = Télécharger le PDF
result-download-manifest = Télécharger le manifeste (JSON)
# The names of the files downloaded: keep the extension, and no spaces.
result-pdf-file = jeu.pdf
result-manifest-file = jeu.json
result-print-hint = Imprimez à <strong>100 % / taille réelle</strong>, et non « ajuster à la page ». Voici toutes les cartes ; ouvrez-en une pour la retoucher à la main :

## Files for a print shop or a cutting machine

shop-summary = Fichiers pour un imprimeur ou une machine de découpe
shop-hint = Une image par face de carte, avec de la couleur au-delà de la coupe (la valeur choisie plus haut, ou 3 mm si elle est vide ; 0 laisse l'extérieur de la carte transparent), et <code>cards.csv</code> qui liste les images de chaque carte ; ou bien un PDF avec une carte par page. Avant de commander, vérifiez la taille sur le gabarit de votre imprimeur. Cricut Design Space ne lit pas la taille d'une image dans son fichier : à l'import, tapez la largeur de la carte plus deux fois la couleur au-delà de la coupe.
shop-dpi = Résolution des images, dpi
shop-backs = Dos dans le PDF des cartes
shop-backs-each = un dos après chaque recto
shop-backs-last = une page de dos à la fin
shop-registration = Repères de calage sur les feuilles
shop-registration-none = aucun
# Silhouette: a maker of cutting machines; "Type 1" is the name of its marks.
shop-registration-silhouette = Silhouette Print & Cut (Type 1, 20 mm, 0,5 mm d'épaisseur, retrait de 10 mm)
shop-registration-silhouette-4 = Silhouette Cameo 5, quatre repères d'angle (20 mm, 0,3 mm d'épaisseur, retrait de 10 mm)
# Studio: Silhouette Studio, the cutting machine's program; <code>registration</code> is a layer's name in the files: keep it.
shop-silhouette-hint = Avec les repères Silhouette, les feuilles portent les repères Type 1 de Studio et les cartes rapetissent pour ne pas les toucher ; réglez la même longueur, la même épaisseur et le même retrait dans Silhouette Studio. Les fichiers de découpe contiennent les traits de coupe de chaque feuille en SVG et en DXF, en mm, et les repères dans un calque à part (<code>registration</code>), à supprimer avant la découpe.
shop-print-files = Télécharger les fichiers d'impression (ZIP)
shop-cut-files = Télécharger les fichiers de découpe (ZIP)
shop-card-pdf = Télécharger le PDF des cartes
# The names of the files downloaded: keep the extension, and no spaces.
shop-print-files-file = fichiers-impression.zip
shop-cut-files-file = fichiers-decoupe.zip
shop-card-pdf-file = cartes.pdf
shop-drawing-faces = Dessin de chaque face de carte…
shop-drawing-cuts = Tracé des traits de coupe de chaque feuille…
shop-making-pdf = Création du PDF des cartes…
# $file: the file downloaded; $kb: its size in kilobytes.
shop-done = Terminé : { $file } ({ $kb } Ko).
# $error: why, a sentence of the engine's.
shop-failed = Impossible de les créer : { $error }

## The foot of the page

footer-credits = Images : Noto Emoji (Apache 2.0) ; police : Andika (SIL OFL).
footer-share = Partagez ces réglages avec l'adresse de la page (vos propres images n'y sont pas).
