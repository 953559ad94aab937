// @ts-check
// fanodeck's web page, the Play tab: two cards of the deck the form describes, drawn big;
// every picture on them is a button. The rounds come from the engine (the library's game, as
// `fanodeck play --seed` deals them, through `window.fanodeck.play`, defined in app.js); the
// page only draws, times and keeps the score. Its words are i18n/<language>/games.ftl's play-*.
'use strict';

(() => {
  /** @type {Fanodeck.ById} */
  const $ = (id) => /** @type {any} */ (document.getElementById(id));
  const game = {
    data: /** @type {Fanodeck.Game | null} */ (null), round: 0, correct: 0, played: 0, seconds: 0, shownAt: 0, busy: false,
    urls: /** @type {string[]} */ ([]),
  };
  const PLAY_PX_PER_MM = 4;
  const i18n = window.fanodeckI18n;
  const status = $('play-status');
  const score = $('play-score');

  /**
   * Says message `id` in the status line, as `kind` (good, bad) or plain.
   * @param {string} id @param {Fanodeck.TextArgs} [args] @param {string} [kind]
   */
  function playStatus(id, args, kind) {
    i18n.say(status, id, args);
    status.className = kind || '';
  }

  /** An engine's error as an argument: its sentence, said again on a change of language. @param {any} error */
  const reason = (error) => (error && error.text) || i18n.error(error);

  async function dealGame() {
    $('play-deal').disabled = true;
    $('play-table').hidden = true;
    i18n.say(score, null);
    playStatus('play-dealing');
    try {
      game.data = await window.fanodeck.play.deal();
      Object.assign(game, { round: 0, correct: 0, played: 0, seconds: 0 });
      playStatus('play-click-shared');
      await showRound();
    } catch (error) {
      game.data = null;
      playStatus('play-could-not-deal', { reason: reason(error) }, 'bad');
    } finally {
      $('play-deal').disabled = false;
    }
  }

  async function showRound() {
    const { rounds } = /** @type {Fanodeck.Game} */ (game.data);
    const round = rounds[game.round];
    if (!round) {
      endGame();
      return;
    }
    game.busy = true;
    const pngs = await Promise.all(round.cards.map((index) => window.fanodeck.play.card(index, PLAY_PX_PER_MM)));
    for (const url of game.urls) URL.revokeObjectURL(url);
    game.urls = [];
    await Promise.all(round.cards.map((index, k) => drawCard($(/** @type {'play-card-0' | 'play-card-1'} */ (`play-card-${k}`)), index, pngs[k])));
    $('play-table').hidden = false;
    i18n.say(score, 'play-round', { round: game.round + 1, rounds: rounds.length, correct: game.correct, played: game.played });
    game.shownAt = performance.now();
    game.busy = false;
  }

  /**
   * Card `index` as its picture with a transparent button over each symbol.
   * @param {HTMLElement} box @param {number} index @param {Fanodeck.Bytes} png
   */
  async function drawCard(box, index, png) {
    const url = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    game.urls.push(url);
    const img = new Image();
    img.src = url;
    i18n.say(img, 'play-card', { number: index + 1 });
    await img.decode();
    // The picture is a square centred on the card; its side in mm scales the placements.
    const side = img.naturalWidth / PLAY_PX_PER_MM;
    const pct = (/** @type {number} */ mm) => `${(100 * mm) / side}%`;
    box.replaceChildren(img);
    for (const s of /** @type {Fanodeck.Game} */ (game.data).cards[index]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', s.label);
      button.dataset.symbol = String(s.symbol);
      Object.assign(button.style, {
        left: pct(side / 2 + s.x - s.width / 2),
        top: pct(side / 2 + s.y - s.height / 2),
        width: pct(s.width),
        height: pct(s.height),
        transform: `rotate(${s.rotation}deg)`,
      });
      button.addEventListener('click', () => answer(s.symbol));
      box.append(button);
    }
  }

  /** @param {number} symbol */
  function answer(symbol) {
    if (!game.data || game.busy) return;
    const round = game.data.rounds[game.round];
    game.seconds += (performance.now() - game.shownAt) / 1000;
    game.played += 1;
    if (symbol === round.answer) {
      game.correct += 1;
      playStatus('play-correct', {}, 'good');
    } else {
      playStatus('play-incorrect', { name: game.data.names[round.answer] }, 'bad');
    }
    game.round += 1;
    showRound().catch((error) => playStatus('play-could-not-deal', { reason: reason(error) }, 'bad'));
  }

  function endGame() {
    $('play-table').hidden = true;
    const average = game.played ? game.seconds / game.played : 0;
    i18n.say(score, 'play-final-score', { correct: game.correct, played: game.played, seconds: average });
    game.busy = false;
  }

  $('play-deal').addEventListener('click', dealGame);
})();
