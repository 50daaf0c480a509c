//! The xxd layout on inputs the five images do not exercise.

use crosswalk_examples::xxd::dump;

#[test]
fn empty_input_prints_nothing() {
    assert_eq!(dump(&[]), "");
}

#[test]
fn odd_length_lines_keep_the_ascii_column() {
    // `printf hello | xxd`
    assert_eq!(
        dump(b"hello"),
        "00000000: 6865 6c6c 6f                             hello\n"
    );
}

#[test]
fn only_printable_ascii_shows_as_itself() {
    // `printf 'A\x7f~ \x80' | xxd`
    assert_eq!(
        dump(b"A\x7f~ \x80"),
        "00000000: 417f 7e20 80                             A.~ .\n"
    );
}

#[test]
fn offsets_count_bytes_in_hex() {
    // `xxd` of the bytes 0x00 through 0x20: the last line's one character is a space.
    let bytes: Vec<u8> = (0..=0x20).collect();
    assert_eq!(
        dump(&bytes),
        "\
00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................
00000010: 1011 1213 1415 1617 1819 1a1b 1c1d 1e1f  ................
00000020: 20                                       \x20\n"
    );
}
