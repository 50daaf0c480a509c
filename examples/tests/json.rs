//! The hand-written JSON writer: escaping, layout, and that a whole dump parses.

use crosswalk_examples::cli;
use crosswalk_examples::json::{Json, quote};

#[test]
fn quote_escapes_what_rfc_8259_requires() {
    assert_eq!(quote("plain"), r#""plain""#);
    assert_eq!(quote(r#"say "hi""#), r#""say \"hi\"""#);
    assert_eq!(quote(r"back\slash"), r#""back\\slash""#);
    assert_eq!(quote("a\nb\rc\td"), r#""a\nb\rc\td""#);
    assert_eq!(quote("\u{8}\u{c}"), r#""\b\f""#);
    assert_eq!(quote("\u{0}\u{1f}"), r#""\u0000\u001f""#);
    assert_eq!(quote("→ é /"), "\"→ é /\"");
}

#[test]
fn scalar_only_containers_stay_on_one_line() {
    let value = Json::object([
        ("name", Json::string("x")),
        ("list", Json::Array(vec![Json::Number(1), Json::Number(2)])),
        ("empty", Json::Array(Vec::new())),
        ("nested", Json::object([("none", Json::Null)])),
    ]);
    assert_eq!(
        value.pretty(),
        "{\n  \"name\": \"x\",\n  \"list\": [1, 2],\n  \"empty\": [],\n  \"nested\": {\"none\": null}\n}\n"
    );
}

#[test]
fn or_null_writes_null_for_none() {
    assert_eq!(Json::or_null(None::<u64>, Json::Number), Json::Null);
    assert_eq!(Json::or_null(Some(7), Json::Number), Json::Number(7));
}

#[test]
fn the_dump_is_well_formed_json() {
    let output = cli::run(&["dump", "--format", "json"]);
    let mut parser = Parser {
        text: output.stdout.as_bytes(),
        at: 0,
    };
    parser.value();
    parser.skip_space();
    assert_eq!(
        parser.at,
        parser.text.len(),
        "trailing text after the value"
    );
}

/// A strict recognizer for the JSON grammar, so the test needs no parser dependency. It panics at
/// the first byte that does not fit.
struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> u8 {
        *self
            .text
            .get(self.at)
            .unwrap_or_else(|| panic!("unexpected end at {}", self.at))
    }

    fn expect(&mut self, byte: u8) {
        assert_eq!(
            self.peek(),
            byte,
            "expected {:?} at {}",
            char::from(byte),
            self.at
        );
        self.at += 1;
    }

    fn skip_space(&mut self) {
        while self
            .text
            .get(self.at)
            .is_some_and(|byte| b" \t\n\r".contains(byte))
        {
            self.at += 1;
        }
    }

    fn value(&mut self) {
        self.skip_space();
        match self.peek() {
            b'{' => self.sequence(b'}', |parser| {
                parser.skip_space();
                parser.string();
                parser.skip_space();
                parser.expect(b':');
                parser.value();
            }),
            b'[' => self.sequence(b']', Self::value),
            b'"' => self.string(),
            b'0'..=b'9' | b'-' => self.number(),
            _ => {
                for word in ["null", "true", "false"] {
                    if self.text[self.at..].starts_with(word.as_bytes()) {
                        self.at += word.len();
                        return;
                    }
                }
                panic!("no JSON value at {}", self.at);
            }
        }
    }

    fn sequence(&mut self, close: u8, item: impl Fn(&mut Self)) {
        self.at += 1;
        self.skip_space();
        if self.peek() == close {
            self.at += 1;
            return;
        }
        loop {
            item(self);
            self.skip_space();
            if self.peek() == close {
                self.at += 1;
                return;
            }
            self.expect(b',');
        }
    }

    fn string(&mut self) {
        self.expect(b'"');
        loop {
            match self.peek() {
                b'"' => {
                    self.at += 1;
                    return;
                }
                b'\\' => {
                    self.at += 1;
                    match self.peek() {
                        b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => self.at += 1,
                        b'u' => {
                            let digits = &self.text[self.at + 1..self.at + 5];
                            assert!(digits.iter().all(u8::is_ascii_hexdigit), "bad \\u");
                            self.at += 5;
                        }
                        other => panic!("bad escape {:?} at {}", char::from(other), self.at),
                    }
                }
                control if control < 0x20 => panic!("raw control byte at {}", self.at),
                _ => self.at += 1,
            }
        }
    }

    fn number(&mut self) {
        if self.peek() == b'-' {
            self.at += 1;
        }
        let start = self.at;
        while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let digits = &self.text[start..self.at];
        assert!(!digits.is_empty(), "number without digits at {start}");
        assert!(
            digits == b"0" || digits[0] != b'0',
            "leading zero at {start}"
        );
    }
}
