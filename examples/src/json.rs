//! Just enough JSON to write a dump, so the example needs no serializer dependency.

use std::fmt::Write as _;

/// A JSON value. Object members keep their insertion order, so dumps diff cleanly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    /// `null`
    Null,
    /// A non-negative integer: every number this program writes is an ordinal or a base.
    Number(u64),
    /// A string, escaped on output.
    String(String),
    /// `[…]`
    Array(Vec<Json>),
    /// `{…}`, members in order.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// An object from `(key, value)` pairs, spelled briefly at the call site.
    pub fn object<const N: usize>(members: [(&str, Json); N]) -> Self {
        Self::Object(
            members
                .into_iter()
                .map(|(key, value)| (key.to_owned(), value))
                .collect(),
        )
    }

    /// A string value.
    pub fn string(text: &str) -> Self {
        Self::String(text.to_owned())
    }

    /// `Some` as the value, `None` as `null`.
    pub fn or_null<T>(value: Option<T>, to_json: impl FnOnce(T) -> Json) -> Self {
        value.map_or(Self::Null, to_json)
    }

    fn is_scalar(&self) -> bool {
        !matches!(self, Self::Array(_) | Self::Object(_))
    }

    /// Indented output, except that an array or object holding only scalars stays on one line:
    /// a dump row or a table image is then one line, which keeps a 30-row crosswalk readable.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.push('\n');
        out
    }

    fn write(&self, out: &mut String, depth: usize) {
        match self {
            Self::Null => out.push_str("null"),
            Self::Number(number) => {
                let _ = write!(out, "{number}");
            }
            Self::String(text) => out.push_str(&quote(text)),
            Self::Array(items) => {
                let flat = items.iter().all(Self::is_scalar);
                write_sequence(out, depth, ('[', ']'), flat, items, |out, item, depth| {
                    item.write(out, depth);
                });
            }
            Self::Object(members) => {
                let flat = members.iter().all(|(_, value)| value.is_scalar());
                write_sequence(
                    out,
                    depth,
                    ('{', '}'),
                    flat,
                    members,
                    |out, (key, value), depth| {
                        out.push_str(&quote(key));
                        out.push_str(": ");
                        value.write(out, depth);
                    },
                );
            }
        }
    }
}

fn write_sequence<T>(
    out: &mut String,
    depth: usize,
    (open, close): (char, char),
    flat: bool,
    items: &[T],
    write_item: impl Fn(&mut String, &T, usize),
) {
    out.push(open);
    if items.is_empty() {
        out.push(close);
        return;
    }
    for (index, item) in items.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        if flat {
            if index > 0 {
                out.push(' ');
            }
        } else {
            newline(out, depth + 1);
        }
        write_item(out, item, depth + 1);
    }
    if !flat {
        newline(out, depth);
    }
    out.push(close);
}

fn newline(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth {
        out.push_str("  ");
    }
}

/// `text` as a JSON string literal: quotes, backslashes and control characters escaped
/// (RFC 8259 §7); everything else, non-ASCII included, written as is since the output is UTF-8.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            control if u32::from(control) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(control));
            }
            other => out.push(other),
        }
    }
    out.push('"');
    out
}
