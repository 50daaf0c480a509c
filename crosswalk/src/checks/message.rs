//! The text of a check's compile error, built in const evaluation.

/// How much of the message a check can write; a longer one ends in `…`.
const CAPACITY: usize = 2048;

/// A message built at compile time: `const` code cannot allocate.
pub struct Message {
    bytes: [u8; CAPACITY],
    len: usize,
    truncated: bool,
}

impl Message {
    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; CAPACITY],
            len: 0,
            truncated: false,
        }
    }

    /// Whether the check found nothing to report.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether it ran out of room: nothing more can be written.
    pub(crate) const fn is_full(&self) -> bool {
        self.truncated
    }

    /// The text written, cut at the last whole character if it ran out of room.
    #[must_use]
    pub const fn as_str(&self) -> &str {
        let (written, _) = self.bytes.split_at(self.len);
        match core::str::from_utf8(written) {
            Ok(text) => text,
            Err(error) => match core::str::from_utf8(written.split_at(error.valid_up_to()).0) {
                Ok(text) => text,
                Err(_) => "",
            },
        }
    }

    pub(crate) const fn push(&mut self, text: &str) {
        const ELLIPSIS: &str = "…";
        let bytes = text.as_bytes();
        let mut index = 0;
        while index < bytes.len() {
            if self.len + ELLIPSIS.len() >= CAPACITY {
                if !self.truncated {
                    self.truncated = true;
                    let ellipsis = ELLIPSIS.as_bytes();
                    let mut at = 0;
                    while at < ellipsis.len() {
                        self.bytes[self.len] = ellipsis[at];
                        self.len += 1;
                        at += 1;
                    }
                }
                return;
            }
            self.bytes[self.len] = bytes[index];
            self.len += 1;
            index += 1;
        }
    }
}
