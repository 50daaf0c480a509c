//! The drawings in `docs/svg/`, which the README shows, are what `svg <enum>` draws today.
//! `CROSSWALK_BLESS=1 cargo test -p crosswalk-examples --test svg` rewrites them.

mod reference;
mod support;

use std::path::PathBuf;

use reference::rosters;
use support::run;

fn checked_in(key: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../docs/svg/{key}.svg"))
}

#[test]
fn the_checked_in_drawings_are_current() {
    let bless = std::env::var_os("CROSSWALK_BLESS").is_some();
    for crosswalk in rosters() {
        let key = crosswalk.klr_enum.to_ascii_lowercase();
        let output = run(&["svg", &key]);
        assert_eq!(output.code, 0, "{}", output.stderr);
        let path = checked_in(&key);
        if bless {
            std::fs::write(&path, &output.stdout).expect("docs/svg is writable");
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            stored == output.stdout,
            "{} is stale: run `CROSSWALK_BLESS=1 cargo test -p crosswalk-examples --test svg`",
            path.display()
        );
    }
}

#[test]
fn a_drawing_has_a_line_per_cell_and_marks_what_rosters_md_notes() {
    for crosswalk in rosters() {
        let svg = run(&["svg", &crosswalk.klr_enum.to_ascii_lowercase()]).stdout;
        let lines = svg.matches("<line ").count() - 3; // less the legend's three
        let mapped = crosswalk
            .rows
            .iter()
            .filter(|row| row.bir.is_some())
            .count();
        assert_eq!(lines, mapped, "{}", crosswalk.klr_enum);
        for (ordinal, name) in &crosswalk.unreached {
            assert!(
                svg.contains(&format!("{ordinal:>2} {name}  (unreached")),
                "{name}"
            );
        }
        // The later of two klr members sharing a BIR member is the alias.
        let aliases = (crosswalk.rows.iter())
            .filter_map(|row| {
                Some((
                    row.klr.0,
                    row.note
                        .strip_prefix("alias: shares its BIR ordinal with klr ")?,
                ))
            })
            .filter(|(own, other)| other.parse::<u32>().is_ok_and(|other| other < *own))
            .count();
        assert_eq!(
            svg.matches(r#"stroke-dasharray="6 3"/>"#).count() - 1,
            aliases
        );
        for row in crosswalk.rows.iter().filter(|row| row.bir.is_none()) {
            let message = row
                .note
                .trim_start_matches("throws `\"")
                .trim_end_matches("\"`");
            let reason = format!("✗ {} {} rejected: {message}", row.klr.1, row.klr.0);
            assert!(svg.contains(&reason), "{reason}");
        }
        if let Some((_, name)) = &crosswalk.default {
            assert!(svg.contains(&format!("no cell: default → {name}")));
        }
    }
}
