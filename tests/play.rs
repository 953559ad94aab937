//! `fanodeck play` driven through piped standard input, as a script would play it.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::run::{stderr, stdout};

/// Thirteen words (a deck of 4 symbols a card) in pairs sharing their first three letters,
/// so that ambiguous prefixes come up.
const WORDS: &str = "parrot\nparsnip\ncarrot\ncartoon\nmango\nmantis\ntiger\ntights\nlemon\nlemur\nsalmon\nsalsa\nzebra\n";

/// Runs `fanodeck play ARGS` in `dir` with `input` on standard input.
fn play(args: &[&str], input: &[u8], dir: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fanodeck"))
        .arg("play")
        .args(args)
        .current_dir(dir)
        .env_remove("FANODECK_PICTURES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fanodeck binary runs");
    let mut stdin = child.stdin.take().unwrap();
    // Writing may fail once the game has ended and closed its end: that is fine.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// One round as printed: the two cards' names and what each prompt answered.
#[derive(Debug)]
struct Round {
    cards: [Vec<String>; 2],
    verdicts: Vec<String>,
}

/// Splits a game's output into answered rounds (blocks ending with a blank line) and the
/// summary line. An empty answer prints nothing, so several prompts share a line.
fn rounds(text: &str) -> (Vec<Round>, String) {
    let summary = text.lines().last().unwrap_or("").to_string();
    let mut found = Vec::new();
    let mut block: Vec<&str> = Vec::new();
    for line in text.lines() {
        if !line.is_empty() {
            block.push(line);
            continue;
        }
        if block.len() >= 3 {
            let names = |l: &str| l.split(", ").map(String::from).collect::<Vec<_>>();
            let verdicts = block[2..]
                .join("")
                .split("Match? ")
                .filter(|v| !v.is_empty())
                .map(String::from)
                .collect();
            found.push(Round { cards: [names(block[0]), names(block[1])], verdicts });
        }
        block.clear();
    }
    (found, summary)
}

fn words_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("words.txt"), WORDS).unwrap();
    dir
}

const ARGS: &[&str] = &["--symbols", "4", "--words", "words.txt", "--seed", "11"];

/// The answer of each round, learnt by answering every round wrong.
fn answers(dir: &Path) -> (Vec<Round>, Vec<String>) {
    let out = play(ARGS, "zzz\n".repeat(20).as_bytes(), dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let (rounds, summary) = rounds(&stdout(&out));
    assert_eq!(rounds.len(), 6, "13 cards give six rounds:\n{}", stdout(&out));
    assert_eq!(summary.split(',').next().unwrap(), "0 of 6 correct");
    let answers = rounds
        .iter()
        .map(|r| {
            let v = &r.verdicts[0];
            let answer = v.strip_prefix("incorrect! (it was ").and_then(|a| a.strip_suffix(')'));
            answer.unwrap_or_else(|| panic!("{v}")).to_string()
        })
        .collect();
    (rounds, answers)
}

#[test]
fn right_wrong_prefix_ambiguous_and_empty_answers() {
    let dir = words_dir();
    let (rounds, answers) = answers(dir.path());
    for (round, answer) in rounds.iter().zip(&answers) {
        assert!(round.cards[0].contains(answer) && round.cards[1].contains(answer), "{round:?}");
        assert_eq!(round.cards[0].len(), 4);
    }
    let shown = |i: usize| {
        let mut all = rounds[i].cards[0].clone();
        all.extend(rounds[i].cards[1].iter().filter(|n| !rounds[i].cards[0].contains(n)).cloned());
        all
    };
    // A prefix of at least three letters that exactly one shown name starts with.
    let unique_prefix = |i: usize, name: &str| {
        (3..=name.len())
            .map(|n| &name[..n])
            .find(|p| shown(i).iter().filter(|s| s.starts_with(p)).count() == 1)
            .unwrap()
            .to_string()
    };
    // A prefix of at least three letters that two shown names start with and none equals.
    let ambiguous = |i: usize| {
        let names = shown(i);
        names.iter().flat_map(|n| (3..n.len()).map(move |k| n[..k].to_string())).find(|p| {
            names.iter().filter(|s| s.starts_with(p.as_str())).count() > 1 && !names.contains(p)
        })
    };
    let mut input = String::new();
    let mut expect: Vec<Vec<String>> = Vec::new();
    let correct = "correct!".to_string();
    input += &format!("   {}  \n", answers[0].to_uppercase());
    expect.push(vec![correct.clone()]);
    input += &format!("{}\n", unique_prefix(1, &answers[1]));
    expect.push(vec![correct.clone()]);
    let wrong = rounds[2].cards[0].iter().find(|n| **n != answers[2]).unwrap();
    input += &format!("\n \t\n{wrong}\n");
    expect.push(vec![format!("incorrect! (it was {})", answers[2])]);
    // Two letters are too few for a prefix, even of the right name.
    input += &format!("{}\n", &answers[3][..2]);
    expect.push(vec![format!("incorrect! (it was {})", answers[3])]);
    let mut ambiguities = 0;
    for (i, answer) in answers.iter().enumerate().skip(4) {
        if let Some(prefix) = ambiguous(i) {
            ambiguities += 1;
            input += &format!("{prefix}\n");
            let names: Vec<String> =
                shown(i).into_iter().filter(|n| n.starts_with(prefix.as_str())).collect();
            expect.push(vec![format!("which one: {}?", names.join(", ")), correct.clone()]);
        } else {
            expect.push(vec![correct.clone()]);
        }
        input += &format!("{answer}\n");
    }
    assert!(ambiguities > 0, "seed 11 should give an ambiguous prefix in rounds 5 and 6");
    let out = play(ARGS, input.as_bytes(), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let (again, summary) = self::rounds(&text);
    for (i, round) in again.iter().enumerate() {
        assert_eq!(round.cards, rounds[i].cards, "same seed, same cards");
        assert_eq!(round.verdicts, expect[i], "round {}:\n{text}", i + 1);
    }
    let (head, time) = summary.split_once(", average answer time ").unwrap();
    assert_eq!(head, "4 of 6 correct");
    let seconds = time.strip_suffix(" s").unwrap();
    assert!(seconds.parse::<f64>().unwrap() >= 0.0, "{summary}");
}

#[test]
fn end_of_input_ends_the_game_with_the_summary() {
    let dir = words_dir();
    let (_, answers) = answers(dir.path());
    let input = format!("{}\n{}", answers[0], answers[1]);
    // The second answer has no newline: it still counts, then the input ends.
    let out = play(ARGS, input.as_bytes(), dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let last: Vec<&str> = text.lines().rev().take(2).collect();
    assert_eq!(last[1], "Match? ", "the third round was dealt and asked:\n{text}");
    assert!(last[0].starts_with("2 of 2 correct, average answer time "), "{text}");
    let out = play(ARGS, b"", dir.path());
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last().unwrap(), "0 of 0 correct");
    let out = play(&[ARGS, &["--rounds", "2"]].concat(), answers.join("\n").as_bytes(), dir.path());
    assert_eq!(stdout(&out).lines().last().unwrap().split(',').next().unwrap(), "2 of 2 correct");
}

#[test]
fn odd_input_never_panics() {
    let dir = words_dir();
    let mut input: Vec<u8> = Vec::new();
    input.extend_from_slice(b"\xff\xfe\xfd\n");
    input.extend(std::iter::repeat_n(b'x', 3_000_000));
    input.extend_from_slice(b"\n\0\0\0\n\r\n\x1b[2J\n");
    input.extend_from_slice("😀😀😀\u{202e}\n".as_bytes());
    let out = play(ARGS, &input, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.lines().last().unwrap().starts_with("0 of 5 correct, average answer time "),
        "{}",
        &text[text.len().saturating_sub(300)..]
    );
}

#[test]
fn the_same_seed_plays_the_same_game_with_bundled_icons() {
    let dir = tempfile::tempdir().unwrap();
    let input = "cat\nsun\ntree\n";
    let strip = |out: &Output| {
        let text = stdout(out);
        text.lines().filter(|l| !l.contains("average answer time")).collect::<Vec<_>>().join("\n")
    };
    let args = ["--seed", "3", "--symbols", "6"];
    let (a, b) =
        (play(&args, input.as_bytes(), dir.path()), play(&args, input.as_bytes(), dir.path()));
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(strip(&a), strip(&b));
    let c = play(&["--seed", "4", "--symbols", "6"], input.as_bytes(), dir.path());
    assert_ne!(strip(&a), strip(&c));
    // 31 cards of 6: each card line lists six names.
    assert_eq!(stdout(&a).lines().next().unwrap().split(", ").count(), 6);
}

#[test]
fn pictures_fall_back_to_names_or_draw_when_asked() {
    let dir = words_dir();
    let out = play(&[ARGS, &["--pictures", "--rounds", "1"]].concat(), b"zzz\n", dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("does not seem to show pictures"), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().next().unwrap().split(", ").count(), 4);
    let mut child = Command::new(env!("CARGO_BIN_EXE_fanodeck"));
    child.args(["play", "--pictures", "--rounds", "1"]).args(ARGS).current_dir(dir.path());
    child.env("FANODECK_PICTURES", "kitty").stdin(Stdio::null());
    let out = child.output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        out.stdout.starts_with(b"\x1b_Ga=T,f=100,m=1;"),
        "{:?}",
        &out.stdout[..40.min(out.stdout.len())]
    );
    assert!(stdout(&out).ends_with("Match? \n0 of 0 correct\n"));
}
