//! Relaxation: moving symbols out of each other's way after a growth step.
//!
//! Each colliding symbol tries whole-cell moves away from where it overlaps, a few random
//! nudges, then jumps to holes elsewhere and small turns; a move is taken when it does not
//! make that symbol's collisions worse, so the total only falls or drifts along a plateau.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{BOUNDARY_WEIGHT, JUMPS, Packer, ROUNDS, STALE_ROUNDS};
use crate::layout::sprite::Sprite;

impl Packer<'_> {
    /// Direction (unit, cells) that pushes body `i`, drawn as `sprite` at `centre`, out of
    /// its collisions.
    fn push_direction(&self, i: usize, sprite: &Sprite, centre: (f32, f32)) -> (f32, f32) {
        let (mut vx, mut vy) = (0.0, 0.0);
        for (j, b) in self.bodies.iter().enumerate() {
            if j == i {
                continue;
            }
            let ov = sprite.overlap(&b.sprite) as f32;
            if ov > 0.0 {
                // Away from where they overlap, which for a symbol caught in another's
                // curve is back the way it came, not towards the other's centre.
                let from = sprite.overlap_centre(&b.sprite, self.lattice).unwrap_or(b.centre);
                let (mut dx, mut dy) = (centre.0 - from.0, centre.1 - from.1);
                if dx.hypot(dy) < 1e-3 {
                    (dx, dy) = (centre.0 - b.centre.0, centre.1 - b.centre.1);
                }
                let len = dx.hypot(dy).max(1e-3);
                vx += dx / len * ov;
                vy += dy / len * ov;
            }
        }
        let out = sprite.outside(self.bound, self.lattice);
        if out > 0.0 {
            let len = (centre.0.powi(2) + centre.1.powi(2)).sqrt().max(1e-3);
            vx -= centre.0 / len * out * BOUNDARY_WEIGHT;
            vy -= centre.1 / len * out * BOUNDARY_WEIGHT;
        }
        let len = (vx * vx + vy * vy).sqrt();
        if len < 1e-6 { (0.0, 0.0) } else { (vx / len, vy / len) }
    }

    /// The best whole-cell move of body `i` drawn as `sprite` at `centre` with collisions
    /// `e0`: (energy, dx, dy), with (e0, 0, 0) when nothing tried is better.
    pub(super) fn best_move(
        &self,
        i: usize,
        sprite: &mut Sprite,
        centre: (f32, f32),
        e0: f32,
        rng: &mut ChaCha8Rng,
    ) -> (f32, i32, i32) {
        let (ux, uy) = self.push_direction(i, sprite, centre);
        let mut best = (e0, 0, 0);
        let mut try_move = |dx: i32, dy: i32, best: &mut (f32, i32, i32)| {
            if dx == 0 && dy == 0 {
                return;
            }
            sprite.shift(dx, dy);
            let e = self.energy(i, sprite);
            sprite.shift(-dx, -dy);
            // An equal move is taken too: drifting along a plateau unjams neighbours.
            if e < best.0 || (e == best.0 && best.1 == 0 && best.2 == 0) {
                *best = (e, dx, dy);
            }
        };
        for step in [1.0f32, 2.0, 3.5, 6.0] {
            let side = rng.random_range(-0.5..0.5) * step;
            let dx = (ux * step - uy * side).round() as i32;
            let dy = (uy * step + ux * side).round() as i32;
            try_move(dx, dy, &mut best);
            if best.0 == 0.0 {
                return best;
            }
        }
        for _ in 0..4 {
            let dx = rng.random_range(-3..=3);
            let dy = rng.random_range(-3..=3);
            try_move(dx, dy, &mut best);
        }
        best
    }

    /// Like [`Self::best_move`] but anywhere on the card: a body jammed in one place may
    /// fit in a hole elsewhere.
    fn best_jump(
        &self,
        i: usize,
        sprite: &mut Sprite,
        centre: (f32, f32),
        mut best: (f32, i32, i32),
        rng: &mut ChaCha8Rng,
    ) -> (f32, i32, i32) {
        let c = self.lattice.cell;
        let usable = self.setup.radius - self.setup.margin;
        for _ in 0..JUMPS {
            let r = usable * rng.random::<f32>().sqrt();
            let t = rng.random_range(0.0..std::f32::consts::TAU);
            let dx = ((r * t.cos() - centre.0) / c).round() as i32;
            let dy = ((r * t.sin() - centre.1) / c).round() as i32;
            sprite.shift(dx, dy);
            let e = self.energy(i, sprite);
            sprite.shift(-dx, -dy);
            if e < best.0 {
                best = (e, dx, dy);
                if e == 0.0 {
                    break;
                }
            }
        }
        best
    }

    /// Moves and turns bodies until none collides; false if rounds run out.
    pub(super) fn resolve(&mut self, rng: &mut ChaCha8Rng) -> bool {
        let c = self.lattice.cell;
        let n = self.bodies.len();
        let (mut best_total, mut stale) = (f32::MAX, 0);
        for round in 0..ROUNDS {
            let mut clear = true;
            let mut total = 0.0;
            for i in 0..n {
                let e0 = self.energy(i, &self.bodies[i].sprite);
                if e0 == 0.0 {
                    continue;
                }
                total += e0;
                clear = false;
                let mut sprite = self.bodies[i].sprite.clone();
                let (e, dx, dy) = self.best_move(i, &mut sprite, self.bodies[i].centre, e0, rng);
                if e > 0.0 && round >= 1 {
                    // Stuck: a small turn may let it slide past a neighbour.
                    let body = &self.bodies[i];
                    if let Some(angle) = self.nudge_angle(body.angle, rng) {
                        let sprite = self.render(i, body.size, angle, body.centre);
                        let et = self.energy(i, &sprite);
                        if et < e {
                            let b = &mut self.bodies[i];
                            b.angle = angle;
                            b.sprite = sprite;
                            continue;
                        }
                    }
                }
                let (_, dx, dy) = if e > 0.0 && round >= ROUNDS / 2 {
                    self.best_jump(i, &mut sprite, self.bodies[i].centre, (e, dx, dy), rng)
                } else {
                    (e, dx, dy)
                };
                if (dx, dy) != (0, 0) {
                    let b = &mut self.bodies[i];
                    b.sprite.shift(dx, dy);
                    b.centre.0 += dx as f32 * c;
                    b.centre.1 += dy as f32 * c;
                }
            }
            if clear {
                return true;
            }
            // Give up on a jam that stopped easing: the caller will try a smaller step.
            if total < best_total {
                (best_total, stale) = (total, 0);
            } else {
                stale += 1;
                if stale >= STALE_ROUNDS {
                    break;
                }
            }
        }
        (0..n).all(|i| self.energy(i, &self.bodies[i].sprite) == 0.0)
    }
}
