//! Assembles the README from the files the rendered documentation is built from, so the two
//! cannot say different things.
//!
//! The README keeps its own text (the commands, the layout of the repository) and marks where a
//! documentation file goes:
//!
//! ```text
//! <!-- include crosswalk/docs/overview.md at level 2 -->
//! (the file, as GitHub should show it)
//! <!-- end include -->
//! ```
//!
//! "At level 2" puts the file's `#` headings at `##`. Inside the region, rustdoc's idioms become
//! plain markdown: hidden doctest lines (`# Ok::<…>`) go, and intra-doc links (`kind@crate::path`)
//! become links to the rendered pages on docs.rs.

use std::fmt::Write as _;

/// Where the rendered pages of `crosswalk` are published: under its package name, `enum-crosswalk`.
pub const DOCS_URL: &str = "https://docs.rs/enum-crosswalk/latest/crosswalk/";

const BEGIN: &str = "<!-- include ";
const END: &str = "<!-- end include -->";

/// `readme` with every include region's content replaced by the file it names (read by `read`,
/// with a path relative to the repository), converted for the README.
///
/// # Errors
/// A malformed or unclosed marker, or a link the conversion does not know.
pub fn assemble(readme: &str, read: impl Fn(&str) -> String) -> Result<String, String> {
    let mut assembled = String::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        assembled.push_str(line);
        assembled.push('\n');
        let Some(marker) = line.strip_prefix(BEGIN) else {
            continue;
        };
        let (file, level) = parse_marker(marker)?;
        lines
            .by_ref()
            .find(|inside| *inside == END)
            .ok_or_else(|| format!("`{line}` has no `{END}`"))?;
        let converted = convert(&read(file), level)?;
        assembled.push_str(converted.trim_end());
        assembled.push('\n');
        assembled.push_str(END);
        assembled.push('\n');
    }
    Ok(assembled)
}

/// `FILE at level N -->` into the file and the heading level its `#` headings take.
fn parse_marker(marker: &str) -> Result<(&str, usize), String> {
    let malformed =
        || format!("malformed marker `{BEGIN}{marker}`: write `{BEGIN}FILE at level N -->`");
    let inner = marker.strip_suffix(" -->").ok_or_else(malformed)?;
    let (file, level) = inner.split_once(" at level ").ok_or_else(malformed)?;
    let level = level.parse().map_err(|_| malformed())?;
    if level == 0 {
        return Err(malformed());
    }
    Ok((file, level))
}

/// One documentation file as README text: headings moved down to `level`, hidden doctest lines
/// dropped, intra-doc links made absolute.
///
/// # Errors
/// An intra-doc link whose kind has no page on docs.rs that this knows of.
pub fn convert(markdown: &str, level: usize) -> Result<String, String> {
    let mut converted = String::new();
    // The info string of the fenced block the line is in, if it is in one.
    let mut fence: Option<String> = None;
    for line in markdown.lines() {
        if let Some(info) = line.strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.to_owned()),
            };
            converted.push_str(line);
        } else if let Some(info) = &fence {
            if is_rust(info) && is_hidden(line) {
                continue;
            }
            converted.push_str(line);
        } else if line.starts_with('#') {
            converted.push_str(&"#".repeat(level - 1));
            converted.push_str(line);
        } else {
            converted.push_str(&absolute_links(line)?);
        }
        converted.push('\n');
    }
    Ok(converted)
}

/// Rustdoc runs an untagged block, and one tagged `rust` (with or without attributes).
fn is_rust(info: &str) -> bool {
    info.is_empty() || info.split(',').any(|tag| tag.trim() == "rust")
}

/// A doctest line rustdoc compiles but does not show: `#` alone, or `# ` and code.
fn is_hidden(line: &str) -> bool {
    let trimmed = line.trim_start();
    trimmed == "#" || trimmed.starts_with("# ")
}

/// `](kind@crate::path)` links in `line` as docs.rs URLs.
fn absolute_links(line: &str) -> Result<String, String> {
    let mut rewritten = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let (before, after) = rest.split_at(at + 2);
        rewritten.push_str(before);
        let end = after
            .find(')')
            .ok_or_else(|| format!("unclosed link in `{line}`"))?;
        let (target, after) = after.split_at(end);
        rewritten.push_str(&link_url(target)?);
        rest = after;
    }
    rewritten.push_str(rest);
    Ok(rewritten)
}

/// `kind@crate::a::Name` (or `crate::a::name!`, a function-like macro) as the URL of its page,
/// with its `#fragment` if it has one; any other target (a URL, an anchor) unchanged.
fn link_url(target: &str) -> Result<String, String> {
    let (item, fragment) = match target.split_once('#') {
        Some((item, fragment)) => (item, Some(fragment)),
        None => (target, None),
    };
    let (kind, path) = match item.split_once('@') {
        Some((kind, path)) => (kind, path),
        // Rustdoc's other way of naming a macro: `name!`, which is a function-like one.
        None => match item.strip_suffix('!') {
            Some(path) if path.starts_with("crate::") => ("macro!", path),
            _ if item.starts_with("crate::") => {
                return Err(format!(
                    "intra-doc link `{target}` needs a kind (`trait@`, `struct@`, …, or `name!` \
                     for a function-like macro) to become a URL"
                ));
            }
            _ => return Ok(target.to_owned()),
        },
    };
    let path = path
        .strip_prefix("crate::")
        .ok_or_else(|| format!("intra-doc link `{target}` must start with `crate::`"))?;
    let (modules, name) = match path.rsplit_once("::") {
        Some((modules, name)) => (format!("{}/", modules.replace("::", "/")), name),
        None => (String::new(), path),
    };
    let page = match kind {
        "mod" => format!("{name}/index.html"),
        // `macro@` names one of the crate's attribute macros; `name!`, a function-like macro.
        "macro" => format!("attr.{name}.html"),
        "macro!" => format!("macro.{name}.html"),
        "derive" | "trait" | "struct" | "enum" | "fn" | "type" | "constant" => {
            format!("{kind}.{name}.html")
        }
        _ => {
            return Err(format!(
                "intra-doc link `{target}`: no docs.rs page for `{kind}@`"
            ));
        }
    };
    let mut url = String::from(DOCS_URL);
    let _ = write!(url, "{modules}{page}");
    if let Some(fragment) = fragment {
        let _ = write!(url, "#{fragment}");
    }
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::{assemble, convert};

    #[test]
    fn headings_move_down_but_not_inside_code() {
        let markdown = "# Grammar\n\n```rust\n#[derive(Clone)]\n# Ok::<(), ()>(())\n```\n";
        assert_eq!(
            convert(markdown, 3),
            Ok("### Grammar\n\n```rust\n#[derive(Clone)]\n```\n".to_owned())
        );
    }

    #[test]
    fn text_blocks_keep_every_line() {
        let markdown = "```text\n# not hidden\n```\n";
        assert_eq!(convert(markdown, 2), Ok(markdown.to_owned()));
    }

    #[test]
    fn intra_doc_links_become_docs_rs_urls() {
        let markdown = "[`lower`](fn@crate::lower), [`klr`](mod@crate::klr), \
                        [x](macro@crate::crosswalk), [y](enum@crate::klr::Dtype), [z](#keys), \
                        [w](crate::declare!), [v](macro@crate::crosswalk#the-suffix-rule)\n";
        let expected = "[`lower`](https://docs.rs/enum-crosswalk/latest/crosswalk/fn.lower.html), \
                        [`klr`](https://docs.rs/enum-crosswalk/latest/crosswalk/klr/index.html), \
                        [x](https://docs.rs/enum-crosswalk/latest/crosswalk/attr.crosswalk.html), \
                        [y](https://docs.rs/enum-crosswalk/latest/crosswalk/klr/enum.Dtype.html), \
                        [z](#keys), \
                        [w](https://docs.rs/enum-crosswalk/latest/crosswalk/macro.declare.html), \
                        [v](https://docs.rs/enum-crosswalk/latest/crosswalk/attr.crosswalk.html#the-suffix-rule)\n";
        assert_eq!(convert(markdown, 1), Ok(expected.to_owned()));
    }

    #[test]
    fn a_link_without_a_kind_is_refused() {
        assert!(convert("[`Error`](crate::Error)\n", 1).is_err());
    }

    #[test]
    fn regions_are_replaced_and_the_rest_kept() {
        let readme =
            "# title\n<!-- include a.md at level 2 -->\nstale\n<!-- end include -->\nown text\n";
        let assembled = assemble(readme, |file| {
            assert_eq!(file, "a.md");
            "# Part\nbody\n".to_owned()
        });
        assert_eq!(
            assembled,
            Ok("# title\n<!-- include a.md at level 2 -->\n## Part\nbody\n<!-- end include -->\nown text\n"
                .to_owned())
        );
    }

    #[test]
    fn an_unclosed_region_is_an_error() {
        let readme = "<!-- include a.md at level 2 -->\nbody\n";
        assert!(assemble(readme, |_| String::new()).is_err());
    }
}
