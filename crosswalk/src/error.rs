//! The one error type every translator and decoder returns.

use core::fmt;

/// Why a translation or a decode failed.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ErrorKind {
    /// The ordinal falls in no cell of the crosswalk's table (past its end, below its base, or in
    /// a hole between discriminants) and the crosswalk's `on_oob` policy is `throw`.
    OutOfRange,
    /// The source variant is declared `#[reject]`: it has no counterpart in the target.
    Rejected,
    /// [`TryFrom<u32>`](core::convert::TryFrom) found no variant with that ordinal.
    UnknownOrdinal,
}

/// Where an error comes from: fixed at compile time, so an [`Error`] is two words.
///
/// Generated code builds these as promoted constants; users never need to.
#[doc(hidden)]
#[derive(Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ErrorSite {
    pub kind: ErrorKind,
    /// The enum whose ordinal failed, as `module::path::Enum`.
    pub enum_path: &'static str,
    /// The exact message declared by the user, or `None` for the generated one.
    pub message: Option<&'static str>,
    /// Whether the enum's ordinal type is signed: an [`Error`] keeps the ordinal's bits, and
    /// reads them back as `i64` when it is.
    pub signed: bool,
    /// Whether reaching this site is a bug rather than an input error (a variant declared
    /// `unreachable`): the translator panics with `message` instead of returning an error.
    pub panics: bool,
    /// Whether `message` is a template, `{ordinal}` standing for the ordinal and `{{`, `}}` for
    /// braces, filled in when shown. The macro fills in `{variant}` itself.
    pub formats: bool,
}

impl ErrorSite {
    /// Fills table slots that are never read; generated code needs a value there.
    #[doc(hidden)]
    pub const UNUSED: Self = Self {
        kind: ErrorKind::Rejected,
        enum_path: "",
        message: None,
        signed: false,
        panics: false,
        formats: false,
    };
}

/// A failed translation or decode: which enum, which ordinal, and the message.
///
/// `Display` prints the declared message exactly (`Unsupported dtype encountered`); where none was
/// declared, it prints one that names the enum and the ordinal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Error {
    /// Always `Some`. A reference alone would lend its null niche to `Result<T, Error>`'s tag,
    /// which then shares a slot with the ordinal; a caller's loop then tests the bound again
    /// after the table load (BENCHMARKS.md, section 6). The `Option` takes the niche, so
    /// `Result` has a tag of its own.
    site: Option<&'static ErrorSite>,
    /// The ordinal's bits, sign-extended from a signed ordinal type: every ordinal type up to 64
    /// bits is kept exactly, and the error stays two words.
    ordinal: u64,
}

impl Error {
    /// Built by generated code, through the private module; `ordinal` is `value as u64`.
    pub(crate) const fn at(site: &'static ErrorSite, ordinal: u64) -> Self {
        Self {
            site: Some(site),
            ordinal,
        }
    }

    /// Whether the error stands for a panic (see [`ErrorSite::panics`]).
    pub(crate) const fn panics(&self) -> bool {
        self.site().panics
    }

    /// The ordinal's bits, as kept.
    pub(crate) const fn raw_ordinal(&self) -> u64 {
        self.ordinal
    }

    /// Where the error comes from.
    pub(crate) const fn site(&self) -> &'static ErrorSite {
        match self.site {
            Some(site) => site,
            None => &ErrorSite::UNUSED,
        }
    }

    /// Why it failed.
    #[must_use]
    pub const fn kind(&self) -> ErrorKind {
        self.site().kind
    }

    /// The ordinal that failed, in the numbering of the enum named by [`Error::enum_path`]:
    /// exact for every ordinal type (`u32` without a repr, else the enum's `#[repr]`), negative
    /// ones included.
    #[must_use]
    #[allow(clippy::cast_possible_wrap)] // A signed ordinal's bits are read back as signed.
    pub const fn ordinal(&self) -> i128 {
        if self.site().signed {
            self.ordinal as i64 as i128
        } else {
            self.ordinal as i128
        }
    }

    /// The enum whose ordinal failed, as `module::path::Enum`.
    #[must_use]
    pub const fn enum_path(&self) -> &'static str {
        self.site().enum_path
    }

    /// The enum's own name: the last segment of [`Error::enum_path`].
    #[must_use]
    pub fn enum_name(&self) -> &'static str {
        let path = self.site().enum_path;
        path.rsplit("::").next().unwrap_or(path)
    }

    /// The message declared in the crosswalk (`throw("…")`, `reject("…")`), if one was: with
    /// `{variant}` filled in, but `{ordinal}` as written (`Display` fills it in).
    #[must_use]
    pub const fn declared_message(&self) -> Option<&'static str> {
        self.site().message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(message) = self.site().message {
            if !self.site().formats {
                return f.write_str(message);
            }
            let mut at = 0;
            while let Some((piece, next)) = next_piece(message, at) {
                match piece {
                    Piece::Text(text) => f.write_str(text)?,
                    Piece::Ordinal => write!(f, "{}", self.ordinal())?,
                }
                at = next;
            }
            return Ok(());
        }
        let (path, ordinal) = (self.site().enum_path, self.ordinal());
        match self.site().kind {
            ErrorKind::OutOfRange => write!(f, "unrecognized {path} ordinal {ordinal}"),
            ErrorKind::Rejected => {
                write!(f, "{path} ordinal {ordinal} is rejected by its crosswalk")
            }
            ErrorKind::UnknownOrdinal => write!(f, "no {path} variant has ordinal {ordinal}"),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("kind", &self.site().kind)
            .field("enum", &self.site().enum_path)
            .field("ordinal", &self.ordinal())
            .field("message", &format_args!("{self}"))
            .finish()
    }
}

impl core::error::Error for Error {}

/// A piece of a message template (see [`ErrorSite::formats`]).
pub(crate) enum Piece<'a> {
    Text(&'a str),
    Ordinal,
}

/// The piece of `template` that starts at byte `at`, and where the next one starts; `None` at the
/// end. Text runs up to the next brace; `{{` and `}}` are one brace of text. A `const fn`, so that
/// a panic can compose its message with it.
pub(crate) const fn next_piece(template: &str, at: usize) -> Option<(Piece<'_>, usize)> {
    let bytes = template.as_bytes();
    if at >= bytes.len() {
        return None;
    }
    let rest = bytes.split_at(at).1;
    if let [b'{' | b'}', second, ..] = rest {
        if *second == rest[0] {
            return Some((Piece::Text(text(template, at, at + 1)), at + 2));
        }
    }
    if let [b'{', b'o', b'r', b'd', b'i', b'n', b'a', b'l', b'}', ..] = rest {
        return Some((Piece::Ordinal, at + 9));
    }
    let mut end = at + 1;
    while end < bytes.len() && bytes[end] != b'{' && bytes[end] != b'}' {
        end += 1;
    }
    Some((Piece::Text(text(template, at, end)), end))
}

/// `template[start..end]`, split at ASCII braces, so always at a character boundary.
const fn text(template: &str, start: usize, end: usize) -> &str {
    let piece = template.as_bytes().split_at(end).0.split_at(start).1;
    match core::str::from_utf8(piece) {
        Ok(text) => text,
        Err(_) => "",
    }
}

/// A name that no variant of the enum carries (from [`FromStr`](core::str::FromStr)).
///
/// It cannot hold the rejected text without allocating; it lists the accepted names instead.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseNameError {
    enum_path: &'static str,
    names: &'static [&'static str],
}

impl ParseNameError {
    /// Built by generated code, through the private module.
    pub(crate) const fn for_enum(enum_path: &'static str, names: &'static [&'static str]) -> Self {
        Self { enum_path, names }
    }

    /// The enum that was being parsed, as `module::path::Enum`.
    #[must_use]
    pub const fn enum_path(&self) -> &'static str {
        self.enum_path
    }

    /// Every name the enum accepts, in declaration order.
    #[must_use]
    pub const fn expected(&self) -> &'static [&'static str] {
        self.names
    }
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} name; expected one of: ", self.enum_path)?;
        for (index, name) in self.names.iter().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

impl fmt::Debug for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseNameError")
            .field("enum", &self.enum_path)
            .field("expected", &self.names)
            .finish()
    }
}

impl core::error::Error for ParseNameError {}
