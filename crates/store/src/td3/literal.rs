//! A reader of the object literal a TD3 save is written in: `{ key: value, ... }`, arrays,
//! strings, numbers, `true`/`false`/`null`, `new Name({...})` or `new Name([...])`, and
//! `Map.from([[key, value], ...])`. Only values are read, never code: anything else is refused
//! with its line and column and what was expected there.

/// Where a value starts in the file, counted from 1 as an editor shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

/// A value of the save, with where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub at: Place,
    pub kind: Kind,
}

/// The kinds of value the format holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Value>),
    /// Fields in the order written.
    Object(Vec<(String, Value)>),
    /// `new Name(value)`: a typed object (or list, as `PerPlayerRake([0])`).
    New(String, Box<Value>),
    /// `Map.from([[key, value], ...])`.
    Map(Vec<(Value, Value)>),
}

/// What the reader expected where the file went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A value: a string, number, object, list, `new`, `Map.from`, true, false or null.
    Value,
    /// A field name.
    Key,
    /// The colon after a field name.
    Colon,
    /// A comma or the closing brace of an object.
    CommaOrBrace,
    /// A comma or the closing bracket of a list.
    CommaOrBracket,
    /// An opening parenthesis after `new Name` or `Map.from`.
    OpenParen,
    /// The closing parenthesis of `new Name(...)` or `Map.from(...)`.
    CloseParen,
    /// The closing quote of a string.
    EndOfString,
    /// A `[key, value]` pair in `Map.from`.
    Pair,
    /// Nothing more after the save's value.
    End,
}

/// Where the literal went wrong and what was expected there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub at: Place,
    pub expected: Expected,
}

/// Deep enough for any save (they nest about twenty deep) and shallow enough never to
/// exhaust the stack on a file made to.
const MAX_DEPTH: usize = 200;

/// Reads the whole text as one value.
pub fn read(text: &str) -> Result<Value, SyntaxError> {
    read_bytes(text.as_bytes()).map(|read| read.value)
}

/// A value read from bytes, with the texts that were not UTF-8.
#[derive(Clone, Debug, PartialEq)]
pub struct Read {
    pub value: Value,
    /// Each text that was not UTF-8, read as Latin-1 (as TD3 3.4 wrote on Windows), and where
    /// it starts: one bad byte damages that text alone.
    pub latin1: Vec<(Place, String)>,
}

/// Reads the whole file as one value, each text decoded on its own: UTF-8, or Latin-1 when it
/// is not. Linear in the file's size.
pub fn read_bytes(bytes: &[u8]) -> Result<Read, SyntaxError> {
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let mut reader = Reader {
        text: bytes,
        pos: 0,
        line: 1,
        line_start: 0,
        counted: (0, 0),
        latin1: Vec::new(),
    };
    reader.skip_space();
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.pos < reader.text.len() {
        return Err(reader.fail(Expected::End));
    }
    Ok(Read {
        value,
        latin1: reader.latin1,
    })
}

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
    /// A position on the current line and its column less one, so that placing each value
    /// counts only the characters since the last one placed (a long line stays linear).
    counted: (usize, usize),
    latin1: Vec<(Place, String)>,
}

impl Reader<'_> {
    fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column_at(self.pos),
        }
    }

    /// The column of `pos` on the current line: characters, not bytes, as an editor counts.
    fn column_at(&self, pos: usize) -> usize {
        let (from, before) = if self.counted.0 >= self.line_start && self.counted.0 <= pos {
            self.counted
        } else {
            (self.line_start, 0)
        };
        let chars = self.text[from..pos]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        before + chars + 1
    }

    /// Places a value and remembers the count, so the next one starts from here.
    fn place_value(&mut self) -> Place {
        let at = self.place();
        self.counted = (self.pos, at.column - 1);
        at
    }

    fn fail(&self, expected: Expected) -> SyntaxError {
        SyntaxError {
            at: self.place(),
            expected,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn bump(&mut self) {
        if self.peek() == Some(b'\n') {
            self.line += 1;
            self.line_start = self.pos + 1;
        }
        self.pos += 1;
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_ascii_whitespace() {
                self.bump();
            } else {
                break;
            }
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> String {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' {
                self.pos += 1;
            } else {
                break;
            }
        }
        // Only ASCII bytes were taken.
        self.text[start..self.pos]
            .iter()
            .map(|&b| char::from(b))
            .collect()
    }

    fn value(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        if depth > MAX_DEPTH {
            return Err(self.fail(Expected::Value));
        }
        let at = self.place_value();
        let kind = match self.peek() {
            Some(b'"') | Some(b'\'') => Kind::Text(self.string()?),
            Some(b'{') => self.object(depth)?,
            Some(b'[') => Kind::List(self.list(depth)?),
            Some(c) if c == b'-' || c.is_ascii_digit() => self.number()?,
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.pos;
                let word = self.word();
                match word.as_str() {
                    "true" => Kind::Bool(true),
                    "false" => Kind::Bool(false),
                    "null" | "undefined" => Kind::Null,
                    "new" => self.new_object(depth)?,
                    "Map.from" => self.map(depth)?,
                    _ => {
                        self.pos = start;
                        return Err(self.fail(Expected::Value));
                    }
                }
            }
            _ => return Err(self.fail(Expected::Value)),
        };
        Ok(Value { at, kind })
    }

    fn string(&mut self) -> Result<String, SyntaxError> {
        let at = self.place();
        let quote = self.peek().unwrap_or(b'"');
        self.bump();
        let mut out: Vec<u8> = Vec::new();
        loop {
            let start = self.pos;
            while let Some(c) = self.peek() {
                if c == quote || c == b'\\' || c == b'\n' {
                    break;
                }
                self.pos += 1;
            }
            out.extend_from_slice(&self.text[start..self.pos]);
            match self.peek() {
                Some(c) if c == quote => {
                    self.bump();
                    return Ok(self.decoded(out, at));
                }
                Some(b'\\') => {
                    self.bump();
                    let escaped = self
                        .peek()
                        .ok_or_else(|| self.fail(Expected::EndOfString))?;
                    self.bump();
                    let mut push = |c: char| {
                        let mut buffer = [0u8; 4];
                        out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
                    };
                    match escaped {
                        b'n' => push('\n'),
                        b't' => push('\t'),
                        b'r' => push('\r'),
                        b'b' => push('\u{8}'),
                        b'f' => push('\u{c}'),
                        b'u' => {
                            let code = self
                                .text
                                .get(self.pos..self.pos + 4)
                                .and_then(|hex| std::str::from_utf8(hex).ok())
                                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                                .ok_or_else(|| self.fail(Expected::EndOfString))?;
                            self.pos += 4;
                            push(char::from_u32(code).unwrap_or('\u{fffd}'));
                        }
                        // `\"`, `\\`, `\/` and any other escaped byte stand for themselves.
                        other => out.push(other),
                    }
                }
                _ => return Err(self.fail(Expected::EndOfString)),
            }
        }
    }

    /// A text's bytes as UTF-8, or as Latin-1 when they are not, noted with where it starts.
    fn decoded(&mut self, bytes: Vec<u8>, at: Place) -> String {
        match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => {
                let text: String = error.into_bytes().iter().map(|&b| char::from(b)).collect();
                self.latin1.push((at, text.clone()));
                text
            }
        }
    }

    fn number(&mut self) -> Result<Kind, SyntaxError> {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c.is_ascii_digit() || matches!(c, b'-' | b'+' | b'.' | b'e' | b'E') {
                self.pos += 1;
            } else {
                break;
            }
        }
        let digits = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
        match digits.parse::<f64>() {
            Ok(n) if n.is_finite() => Ok(Kind::Number(n)),
            _ => {
                self.pos = start;
                Err(self.fail(Expected::Value))
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Kind, SyntaxError> {
        self.bump();
        let mut fields = Vec::new();
        self.skip_space();
        if self.eat(b'}') {
            return Ok(Kind::Object(fields));
        }
        loop {
            self.skip_space();
            let key = match self.peek() {
                Some(b'"') | Some(b'\'') => self.string()?,
                Some(c) if c.is_ascii_alphabetic() || c == b'_' || c == b'$' => self.word(),
                _ => return Err(self.fail(Expected::Key)),
            };
            self.skip_space();
            if !self.eat(b':') {
                return Err(self.fail(Expected::Colon));
            }
            self.skip_space();
            let value = self.value(depth + 1)?;
            fields.push((key, value));
            self.skip_space();
            if self.eat(b',') {
                self.skip_space();
                if self.eat(b'}') {
                    return Ok(Kind::Object(fields));
                }
                continue;
            }
            if self.eat(b'}') {
                return Ok(Kind::Object(fields));
            }
            return Err(self.fail(Expected::CommaOrBrace));
        }
    }

    fn list(&mut self, depth: usize) -> Result<Vec<Value>, SyntaxError> {
        self.bump();
        let mut items = Vec::new();
        self.skip_space();
        if self.eat(b']') {
            return Ok(items);
        }
        loop {
            self.skip_space();
            items.push(self.value(depth + 1)?);
            self.skip_space();
            if self.eat(b',') {
                self.skip_space();
                if self.eat(b']') {
                    return Ok(items);
                }
                continue;
            }
            if self.eat(b']') {
                return Ok(items);
            }
            return Err(self.fail(Expected::CommaOrBracket));
        }
    }

    fn new_object(&mut self, depth: usize) -> Result<Kind, SyntaxError> {
        self.skip_space();
        let name = self.word();
        if name.is_empty() {
            return Err(self.fail(Expected::Key));
        }
        self.skip_space();
        if !self.eat(b'(') {
            return Err(self.fail(Expected::OpenParen));
        }
        self.skip_space();
        let inner = self.value(depth + 1)?;
        self.skip_space();
        if !self.eat(b')') {
            return Err(self.fail(Expected::CloseParen));
        }
        Ok(Kind::New(name, Box::new(inner)))
    }

    fn map(&mut self, depth: usize) -> Result<Kind, SyntaxError> {
        self.skip_space();
        if !self.eat(b'(') {
            return Err(self.fail(Expected::OpenParen));
        }
        self.skip_space();
        let at = self.place();
        if self.peek() != Some(b'[') {
            return Err(self.fail(Expected::Value));
        }
        let items = self.list(depth + 1)?;
        let mut pairs = Vec::with_capacity(items.len());
        for item in items {
            match item.kind {
                Kind::List(pair) if pair.len() == 2 => {
                    let mut pair = pair.into_iter();
                    if let (Some(key), Some(value)) = (pair.next(), pair.next()) {
                        pairs.push((key, value));
                    }
                }
                _ => {
                    return Err(SyntaxError {
                        at: if item.at == Place::default() {
                            at
                        } else {
                            item.at
                        },
                        expected: Expected::Pair,
                    });
                }
            }
        }
        self.skip_space();
        if !self.eat(b')') {
            return Err(self.fail(Expected::CloseParen));
        }
        Ok(Kind::Map(pairs))
    }
}

impl Value {
    /// The fields of an object, looking through `new Name(...)`.
    pub fn fields(&self) -> Option<&[(String, Value)]> {
        match &self.kind {
            Kind::Object(fields) => Some(fields),
            Kind::New(_, inner) => inner.fields(),
            _ => None,
        }
    }

    /// A field of an object, if the object has it.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.fields()?
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value)
    }

    /// The items of a list, looking through `new Name([...])`.
    pub fn items(&self) -> Option<&[Value]> {
        match &self.kind {
            Kind::List(items) => Some(items),
            Kind::New(_, inner) => inner.items(),
            _ => None,
        }
    }

    /// The type name of `new Name(...)`.
    pub fn type_name(&self) -> Option<&str> {
        match &self.kind {
            Kind::New(name, _) => Some(name),
            _ => None,
        }
    }

    pub fn text(&self) -> Option<&str> {
        match &self.kind {
            Kind::Text(text) => Some(text),
            _ => None,
        }
    }

    pub fn number(&self) -> Option<f64> {
        match &self.kind {
            Kind::Number(n) => Some(*n),
            _ => None,
        }
    }

    pub fn boolean(&self) -> Option<bool> {
        match &self.kind {
            Kind::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_shapes_a_save_is_made_of() {
        let value = read(
            "{ V: \"3.7.2\", T: new T({A: [1, -2.5, true, null], M: Map.from([[\"k\", new P([0])]]), S: \"a\\\"b\\u00e9\"}) }",
        )
        .unwrap();
        assert_eq!(value.get("V").and_then(Value::text), Some("3.7.2"));
        let t = value.get("T").unwrap();
        assert_eq!(t.type_name(), Some("T"));
        assert_eq!(t.get("A").unwrap().items().unwrap().len(), 4);
        assert_eq!(t.get("S").and_then(Value::text), Some("a\"bé"));
        match &t.get("M").unwrap().kind {
            Kind::Map(pairs) => assert_eq!(pairs[0].1.items().unwrap().len(), 1),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_damaged_literal_is_placed_by_line_and_column() {
        let err = read("{ V: \"3.7.2\",\n  T: new T({A: 1 B: 2}) }").unwrap_err();
        assert_eq!(
            err,
            SyntaxError {
                at: Place {
                    line: 2,
                    column: 18
                },
                expected: Expected::CommaOrBrace
            }
        );
        let err = read("{ V: \"3.7").unwrap_err();
        assert_eq!(err.expected, Expected::EndOfString);
        let err = read("{ V: alert(1) }").unwrap_err();
        assert_eq!(err.expected, Expected::Value);
        assert_eq!(err.at, Place { line: 1, column: 6 });
    }

    #[test]
    fn a_file_nested_past_reason_is_refused_not_overflowed() {
        let deep = "[".repeat(10_000);
        assert_eq!(read(&deep).unwrap_err().expected, Expected::Value);
    }
}
