//! Writing the run's files: targets checked before the work, inputs never overwritten, the
//! old deck kept on any error or interrupt, temporary files cleaned up.

use crate::run::{fanodeck, stderr};
use std::path::Path;
use std::process::{Command, Stdio};

fn temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".fanodeck-"))
        .collect()
}

/// A folder of 7 small SVG pictures (a 3-a-card deck).
fn pictures(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    for i in 0..7 {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="{}"/></svg>"#,
            i + 1
        );
        std::fs::write(dir.join(format!("{i}.svg")), svg).unwrap();
    }
}

#[test]
fn every_target_is_checked_before_anything_is_replaced() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("deck.pdf"), b"the old deck").unwrap();
    std::fs::create_dir(dir.path().join("folder")).unwrap();
    std::fs::write(dir.path().join("file"), b"x").unwrap();
    let cases: [(&[&str], &str); 4] = [
        (&["--manifest", "folder"], "cannot write 'folder': it is a folder"),
        (&["-o", "folder"], "cannot write 'folder': it is a folder"),
        (&["--manifest", "deck.pdf"], "the PDF and the manifest would both be 'deck.pdf'"),
        (&["--png", "file"], "cannot write previews into 'file': it is a file"),
    ];
    for (flags, says) in cases {
        let mut args = vec!["render", "--symbols", "3"];
        args.extend(flags);
        let out = fanodeck(&args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{flags:?}");
        assert!(stderr(&out).contains(says), "{flags:?}: {}", stderr(&out));
        assert_eq!(std::fs::read(dir.path().join("deck.pdf")).unwrap(), b"the old deck");
        assert!(temporaries(dir.path()).is_empty());
    }
}

#[test]
fn inputs_are_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    pictures(&dir.path().join("pics"));
    std::fs::write(dir.path().join("words.txt"), "sun\nmoon\nstar\ntree\nhouse\ncar\ndog\n")
        .unwrap();
    let before = std::fs::read(dir.path().join("pics/0.svg")).unwrap();
    let runs: [(&[&str], &str); 4] = [
        (&["--icons", "pics", "-o", "pics/0.svg"], "refusing to overwrite"),
        (&["--icons", "pics", "-o", "pics/new.png"], "into the picture folder 'pics'"),
        (&["--icons", "pics", "--png", "pics"], "previews into the picture folder 'pics'"),
        (&["--words", "words.txt", "--manifest", "words.txt"], "refusing to overwrite 'words.txt'"),
    ];
    for (flags, says) in runs {
        let mut args = vec!["render", "--symbols", "3"];
        args.extend(flags);
        let out = fanodeck(&args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{flags:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{flags:?}: {}", stderr(&out));
    }
    assert_eq!(std::fs::read(dir.path().join("pics/0.svg")).unwrap(), before);
    assert!(!dir.path().join("pics/new.png").exists());
}

#[test]
fn stale_temporary_files_are_removed_and_fresh_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join(".fanodeck-old.tmp");
    let fresh = dir.path().join(".fanodeck-new.tmp");
    std::fs::write(&stale, b"left by a killed run").unwrap();
    std::fs::write(&fresh, b"maybe another run's, right now").unwrap();
    let two_days_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(2 * 86_400);
    std::fs::File::options().write(true).open(&stale).unwrap().set_modified(two_days_ago).unwrap();
    let out = fanodeck(&["render", "--symbols", "3"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stale.exists());
    assert!(fresh.exists());
    assert!(stderr(&out).contains("removed 1 temporary file left in '.'"), "{}", stderr(&out));
}

/// SIGTERM while a big deck is made: the old PDF stays, no temporary file is left, and the
/// exit status says it was interrupted. Whenever the signal lands (before, during or after
/// the renames), the PDF is the old one or a whole new one.
#[cfg(unix)]
#[test]
fn an_interrupt_leaves_the_old_deck_or_the_whole_new_one() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("deck.pdf"), b"the old deck").unwrap();
    for delay_ms in [300, 900] {
        let child = Command::new(env!("CARGO_BIN_EXE_fanodeck"))
            .args(["render", "--symbols", "18", "--manifest", "deck.json", "--png", "cards"])
            .current_dir(dir.path())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        let killed = Command::new("kill").args(["-TERM", &child.id().to_string()]).status();
        assert!(killed.unwrap().success());
        let out = child.wait_with_output().unwrap();
        let pdf = std::fs::read(dir.path().join("deck.pdf")).unwrap();
        match out.status.code() {
            Some(130) => {
                assert!(stderr(&out).contains("interrupted"), "{}", stderr(&out));
                assert_eq!(pdf, b"the old deck");
            }
            // It finished before the signal: a complete deck.
            Some(0) => assert!(pdf.ends_with(b"%%EOF\n") || pdf.ends_with(b"%%EOF")),
            other => panic!("{other:?}: {}", stderr(&out)),
        }
        assert!(pdf == b"the old deck" || pdf.starts_with(b"%PDF-"), "a mixed file");
        assert!(temporaries(dir.path()).is_empty(), "{:?}", temporaries(dir.path()));
        // 307 cards take seconds: the first signal, at 0.3 s, always lands mid-run.
        if delay_ms == 300 {
            assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
        }
        if dir.path().join("cards").exists() {
            assert!(temporaries(&dir.path().join("cards")).is_empty());
        }
    }
}
