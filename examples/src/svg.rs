//! `svg <enum>`: a crosswalk as a picture. The klr members stand on the left in klr order, the
//! BIR members on the right in BIR order, and a line joins each klr member to its target, so a
//! collapse (two lines into one member) or a reorder (crossing lines) shows at a glance.

use std::fmt::Write as _;

use crate::crosswalks::short_path;
use crate::readout::{Member, OnOutOfRange, Walk};

const ROW: usize = 22;
const TOP: usize = 76;
const LEFT_DOT: usize = 250;
const RIGHT_DOT: usize = 470;
const WIDTH: usize = 780;
const PLAIN: &str = "#3b6ea5";
const ALIAS: &str = "#d9822b";
const DEFAULT: &str = "#777777";
const REJECTED: &str = "#c0392b";
const UNREACHED: &str = "#9a9a9a";

/// The drawing, as SVG text.
pub fn draw(walk: &Walk) -> String {
    let targets = targets(walk);
    let rows = walk.rows.len().max(targets.len());
    let rejected: Vec<String> = (walk.rows.iter())
        .filter_map(|row| {
            let error = row.outcome.err()?;
            Some(format!(
                "✗ {} {} rejected: {error}",
                row.source.name, row.source.ordinal
            ))
        })
        .collect();
    let bottom = TOP + rows * ROW + rejected.len() * 18;
    let height = bottom + 92;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="monospace" font-size="13">"#
    );
    let _ = writeln!(
        svg,
        r##"<rect width="100%" height="100%" fill="#ffffff"/>"##
    );
    let title = format!(
        "{} → {}",
        short_path(walk.source_path),
        short_path(walk.target_path)
    );
    text(
        &mut svg,
        WIDTH / 2,
        24,
        "middle",
        "#000000",
        &format!("<tspan font-weight=\"bold\">{}</tspan>", escape(&title)),
    );
    let policy = match walk.policy {
        OnOutOfRange::Throw(Some(message)) => format!("no cell: throw {message:?}"),
        OnOutOfRange::Throw(None) => "no cell: throw".to_owned(),
        OnOutOfRange::Default(target) => format!("no cell: default → {}", target.name),
        OnOutOfRange::Compute(function) => format!("no cell: compute → {function}(ordinal)"),
    };
    text(&mut svg, WIDTH / 2, 42, "middle", DEFAULT, &escape(&policy));
    let heading = |svg: &mut String, x, anchor, words: String| {
        text(svg, x, TOP - 16, anchor, "#000000", &escape(&words));
    };
    heading(
        &mut svg,
        LEFT_DOT - 10,
        "end",
        format!("klr (base {})", walk.base),
    );
    heading(&mut svg, RIGHT_DOT + 10, "start", "BIR".to_owned());

    draw_targets(&mut svg, walk, &targets);
    draw_rows(&mut svg, walk, &targets);
    for (index, reason) in rejected.iter().enumerate() {
        let y = TOP + rows * ROW + index * 18 + 4;
        text(&mut svg, 40, y, "start", REJECTED, &escape(reason));
    }
    legend(&mut svg, bottom + 18);
    svg.push_str("</svg>\n");
    svg
}

fn y(index: usize) -> usize {
    TOP + index * ROW
}

/// The right column: each BIR member, marked when no klr member reaches it or it is the default.
fn draw_targets(svg: &mut String, walk: &Walk, targets: &[Member]) {
    for (index, target) in targets.iter().enumerate() {
        let unreached = walk.unreached.contains(target);
        let fallback = matches!(walk.policy, OnOutOfRange::Default(default) if default == *target);
        let mut marks = Vec::new();
        if unreached {
            marks.push("unreached");
        }
        if fallback {
            marks.push("the default");
        }
        let colour = if unreached { UNREACHED } else { "#000000" };
        let mut label = format!("{:>2} {}", target.ordinal, target.name);
        if !marks.is_empty() {
            let _ = write!(label, "  ({})", marks.join(", "));
        }
        dot(svg, RIGHT_DOT, y(index), colour, unreached);
        text(
            svg,
            RIGHT_DOT + 10,
            y(index) + 4,
            "start",
            colour,
            &escape(&label),
        );
    }
}

/// The left column, and a line from each klr member to its BIR member.
fn draw_rows(svg: &mut String, walk: &Walk, targets: &[Member]) {
    for (index, row) in walk.rows.iter().enumerate() {
        let from = y(index);
        text(
            svg,
            LEFT_DOT - 10,
            from + 4,
            "end",
            "#000000",
            &escape(&format!("{} {:>2}", row.source.name, row.source.ordinal)),
        );
        match row.outcome {
            Ok(target) => {
                let to = y(targets
                    .iter()
                    .position(|member| *member == target)
                    .unwrap_or(0));
                let (colour, dash) = match (row.alias, row.in_table) {
                    (_, false) => (DEFAULT, r#" stroke-dasharray="2 3""#),
                    (true, true) => (ALIAS, r#" stroke-dasharray="6 3""#),
                    (false, true) => (PLAIN, ""),
                };
                let _ = writeln!(
                    svg,
                    r#"<line x1="{LEFT_DOT}" y1="{from}" x2="{RIGHT_DOT}" y2="{to}" stroke="{colour}" stroke-width="1.5"{dash}/>"#
                );
                dot(svg, LEFT_DOT, from, colour, false);
            }
            Err(_) => {
                dot(svg, LEFT_DOT, from, REJECTED, false);
                text(svg, LEFT_DOT + 10, from + 4, "start", REJECTED, "✗");
            }
        }
    }
}

/// The BIR members in BIR order: every one a klr member reaches, every unreached one, and the
/// policy's default.
fn targets(walk: &Walk) -> Vec<Member> {
    let mut targets: Vec<Member> = walk
        .rows
        .iter()
        .filter_map(|row| row.outcome.ok())
        .collect();
    targets.extend(walk.unreached.iter().copied());
    if let OnOutOfRange::Default(default) = walk.policy {
        targets.push(default);
    }
    targets.sort_by_key(|member| member.ordinal);
    targets.dedup();
    targets
}

fn legend(svg: &mut String, top: usize) {
    let entries = [
        (PLAIN, "", "a cell: klr member → its BIR member"),
        (
            ALIAS,
            r#" stroke-dasharray="6 3""#,
            "alias: a second klr member for the same BIR member",
        ),
        (
            DEFAULT,
            r#" stroke-dasharray="2 3""#,
            "no cell: the out-of-range default",
        ),
    ];
    for (index, (colour, dash, words)) in entries.iter().enumerate() {
        let y = top + index * 18;
        let _ = writeln!(
            svg,
            r#"<line x1="40" y1="{y}" x2="90" y2="{y}" stroke="{colour}" stroke-width="1.5"{dash}/>"#
        );
        text(svg, 100, y + 4, "start", "#000000", &escape(words));
    }
    let y = top + entries.len() * 18;
    text(
        svg,
        100,
        y + 4,
        "start",
        REJECTED,
        "✗ rejected: no BIR member; grey: a BIR member no klr member reaches",
    );
}

fn dot(svg: &mut String, x: usize, y: usize, colour: &str, hollow: bool) {
    let fill = if hollow { "#ffffff" } else { colour };
    let _ = writeln!(
        svg,
        r#"<circle cx="{x}" cy="{y}" r="3.5" fill="{fill}" stroke="{colour}"/>"#
    );
}

fn text(svg: &mut String, x: usize, y: usize, anchor: &str, colour: &str, body: &str) {
    let _ = writeln!(
        svg,
        r#"<text x="{x}" y="{y}" text-anchor="{anchor}" fill="{colour}" xml:space="preserve">{body}</text>"#
    );
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
