//! A hex dump laid out exactly as plain `xxd` prints one, so a table image can be diffed
//! against `xxd -s <addr> -l <len> libwalrus.so` output byte for byte.

use std::fmt::Write as _;

const BYTES_PER_LINE: usize = 16;
const BYTES_PER_GROUP: usize = 2;

/// `xxd`'s default format: an 8-digit offset, 16 bytes as 8 two-byte groups, then the bytes as
/// ASCII. A short last line is padded so its ASCII column lines up with the full lines above.
pub fn dump(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (line, chunk) in bytes.chunks(BYTES_PER_LINE).enumerate() {
        let _ = write!(out, "{:08x}:", line * BYTES_PER_LINE);
        for slot in 0..BYTES_PER_LINE {
            if slot % BYTES_PER_GROUP == 0 {
                out.push(' ');
            }
            match chunk.get(slot) {
                Some(byte) => {
                    let _ = write!(out, "{byte:02x}");
                }
                None => out.push_str("  "),
            }
        }
        out.push_str("  ");
        out.extend(chunk.iter().map(|&byte| printable(byte)));
        out.push('\n');
    }
    out
}

/// xxd shows only printable ASCII (space through `~`) as itself.
fn printable(byte: u8) -> char {
    if byte == b' ' || byte.is_ascii_graphic() {
        char::from(byte)
    } else {
        '.'
    }
}
