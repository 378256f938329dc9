//! Where each value of a RON file sits, so that a problem found after parsing (a blind that
//! decreases, a payout row that does not add up) can be reported at its line and column.
//!
//! ron reports positions for syntax errors only; once a file is deserialised the positions are
//! gone. This is a small, tolerant scanner of RON's syntax that records the start of every value
//! by its path (`levels[4].small_blind`). It never fails: on text it does not understand it stops
//! and keeps what it found, which is enough to place most problems, and a problem it cannot place
//! is still reported, without a position.

use super::Location;

/// One step of a path into the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Field(String),
    Index(usize),
}

impl Seg {
    pub(crate) fn field(name: &str) -> Seg {
        Seg::Field(name.to_string())
    }
}

/// A value of the document: where it starts (for a struct field, where its name starts), where
/// it ends (unknown if the scan stopped inside it) and, for `Name(...)` values such as
/// `Level(...)`, the name.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub path: Vec<Seg>,
    pub start: Location,
    pub end: Option<Location>,
    pub name: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct SourceMap {
    nodes: Vec<Node>,
}

impl SourceMap {
    pub(crate) fn scan(text: &str) -> SourceMap {
        let chars: Vec<char> = text.chars().collect();
        let mut scanner = Scanner {
            chars: &chars,
            at: 0,
            line: 1,
            column: 1,
            nodes: Vec::new(),
        };
        scanner.document();
        SourceMap {
            nodes: scanner.nodes,
        }
    }

    /// Where the value at `path` starts; if the file does not write it (a default), where its
    /// nearest written parent starts.
    pub(crate) fn locate(&self, path: &[Seg]) -> Option<Location> {
        (0..=path.len())
            .rev()
            .find_map(|len| self.node(&path[..len]).map(|node| node.start))
    }

    pub(crate) fn node(&self, path: &[Seg]) -> Option<&Node> {
        self.nodes.iter().find(|node| node.path == path)
    }

    /// The element of the list at `list` that holds `location`, with its index.
    pub(crate) fn element_at(&self, list: &[Seg], location: Location) -> Option<(usize, &Node)> {
        self.nodes
            .iter()
            .filter(|node| node.path.len() == list.len() + 1 && node.path.starts_with(list))
            .filter(|node| node.start <= location && node.end.is_none_or(|end| location <= end))
            .filter_map(|node| match node.path.last() {
                Some(Seg::Index(i)) => Some((*i, node)),
                _ => None,
            })
            .max_by_key(|(i, _)| *i)
    }
}

/// Deeper than any structure needs, shallow enough to never exhaust the stack.
const MAX_DEPTH: usize = 64;

struct Scanner<'a> {
    chars: &'a [char],
    at: usize,
    line: usize,
    column: usize,
    nodes: Vec<Node>,
}

/// The scanner met something it does not understand; it stops there.
struct Stop;

type Scan = Result<(), Stop>;

impl Scanner<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn location(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    fn eat(&mut self, expected: char) -> Scan {
        if self.peek() == Some(expected) {
            self.bump();
            Ok(())
        } else {
            Err(Stop)
        }
    }

    fn skip_blank(&mut self) {
        loop {
            match (self.peek(), self.peek_at(1)) {
                (Some(c), _) if c.is_whitespace() => {
                    self.bump();
                }
                (Some('/'), Some('/')) => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                }
                (Some('/'), Some('*')) => {
                    self.bump();
                    self.bump();
                    let mut depth = 1usize;
                    while depth > 0 {
                        match (self.bump(), self.peek()) {
                            (None, _) => return,
                            (Some('*'), Some('/')) => {
                                self.bump();
                                depth -= 1;
                            }
                            (Some('/'), Some('*')) => {
                                self.bump();
                                depth += 1;
                            }
                            _ => {}
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn document(&mut self) {
        self.skip_blank();
        while self.peek() == Some('#') && self.peek_at(1) == Some('!') {
            // `#![enable(...)]`: skip to the closing bracket.
            while let Some(c) = self.bump() {
                if c == ']' {
                    break;
                }
            }
            self.skip_blank();
        }
        // Whatever was recorded before a stop is kept.
        let _ = self.value(Vec::new(), None, 0);
    }

    fn value(&mut self, path: Vec<Seg>, start: Option<Location>, depth: usize) -> Scan {
        if depth > MAX_DEPTH {
            return Err(Stop);
        }
        self.skip_blank();
        let node = self.nodes.len();
        self.nodes.push(Node {
            path: path.clone(),
            start: start.unwrap_or_else(|| self.location()),
            end: None,
            name: None,
        });
        self.value_body(path, node, depth)?;
        let end = self.location();
        if let Some(recorded) = self.nodes.get_mut(node) {
            recorded.end = Some(end);
        }
        Ok(())
    }

    fn value_body(&mut self, path: Vec<Seg>, node: usize, depth: usize) -> Scan {
        match self.peek() {
            Some('(') => {
                self.bump();
                self.parenthesised(path, depth)
            }
            Some('[') => {
                self.bump();
                self.elements(path, ']', depth)
            }
            Some('{') => {
                self.bump();
                self.map(path, depth)
            }
            Some('"') => self.string(),
            Some('\'') => self.char_literal(),
            Some('r') if matches!(self.peek_at(1), Some('"' | '#')) && !self.is_raw_ident() => {
                self.bump();
                self.raw_string()
            }
            Some('b') if matches!(self.peek_at(1), Some('"')) => {
                self.bump();
                self.string()
            }
            Some('b') if matches!(self.peek_at(1), Some('\'')) => {
                self.bump();
                self.char_literal()
            }
            Some(c) if is_ident_start(c) => {
                let name = self.ident()?;
                if let Some(recorded) = self.nodes.get_mut(node) {
                    recorded.name = Some(name);
                }
                self.skip_blank();
                if self.peek() == Some('(') {
                    self.bump();
                    self.parenthesised(path, depth)
                } else {
                    Ok(())
                }
            }
            Some(_) => self.atom(),
            None => Err(Stop),
        }
    }

    fn is_raw_ident(&self) -> bool {
        self.peek_at(1) == Some('#') && self.peek_at(2).is_some_and(is_ident_start)
    }

    fn ident(&mut self) -> Result<String, Stop> {
        if self.peek() == Some('r') && self.is_raw_ident() {
            self.bump();
            self.bump();
        }
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|&c| is_ident_char(c)) {
            name.push(c);
            self.bump();
        }
        if name.is_empty() { Err(Stop) } else { Ok(name) }
    }

    /// After `(`: struct fields (`name: value`) or tuple elements, up to `)`.
    fn parenthesised(&mut self, path: Vec<Seg>, depth: usize) -> Scan {
        self.skip_blank();
        if self.starts_field() {
            self.fields(path, depth)
        } else {
            self.elements(path, ')', depth)
        }
    }

    fn starts_field(&self) -> bool {
        // Look ahead with a second cursor on the same text.
        let mut ahead = Scanner {
            chars: self.chars,
            at: self.at,
            line: self.line,
            column: self.column,
            nodes: Vec::new(),
        };
        if !ahead.peek().is_some_and(is_ident_start) || ahead.ident().is_err() {
            return false;
        }
        ahead.skip_blank();
        ahead.peek() == Some(':') && ahead.peek_at(1) != Some(':')
    }

    fn fields(&mut self, path: Vec<Seg>, depth: usize) -> Scan {
        loop {
            self.skip_blank();
            if self.peek() == Some(')') {
                self.bump();
                return Ok(());
            }
            let start = self.location();
            let name = self.ident()?;
            self.skip_blank();
            self.eat(':')?;
            let mut child = path.clone();
            child.push(Seg::Field(name));
            self.value(child, Some(start), depth + 1)?;
            self.skip_blank();
            match self.bump() {
                Some(',') => {}
                Some(')') => return Ok(()),
                _ => return Err(Stop),
            }
        }
    }

    fn elements(&mut self, path: Vec<Seg>, close: char, depth: usize) -> Scan {
        let mut index = 0;
        loop {
            self.skip_blank();
            if self.peek() == Some(close) {
                self.bump();
                return Ok(());
            }
            let mut child = path.clone();
            child.push(Seg::Index(index));
            self.value(child, None, depth + 1)?;
            index += 1;
            self.skip_blank();
            match self.bump() {
                Some(',') => {}
                Some(c) if c == close => return Ok(()),
                _ => return Err(Stop),
            }
        }
    }

    /// `{ key: value, ... }`: values are indexed by their position.
    fn map(&mut self, path: Vec<Seg>, depth: usize) -> Scan {
        let mut index = 0;
        loop {
            self.skip_blank();
            if self.peek() == Some('}') {
                self.bump();
                return Ok(());
            }
            self.value(Vec::new(), None, depth + 1)?;
            self.nodes.pop();
            self.skip_blank();
            self.eat(':')?;
            let mut child = path.clone();
            child.push(Seg::Index(index));
            self.value(child, None, depth + 1)?;
            index += 1;
            self.skip_blank();
            match self.bump() {
                Some(',') => {}
                Some('}') => return Ok(()),
                _ => return Err(Stop),
            }
        }
    }

    fn string(&mut self) -> Scan {
        self.eat('"')?;
        loop {
            match self.bump() {
                None => return Err(Stop),
                Some('\\') => {
                    self.bump();
                }
                Some('"') => return Ok(()),
                Some(_) => {}
            }
        }
    }

    fn raw_string(&mut self) -> Scan {
        let mut hashes = 0;
        while self.peek() == Some('#') {
            self.bump();
            hashes += 1;
        }
        self.eat('"')?;
        loop {
            match self.bump() {
                None => return Err(Stop),
                Some('"') => {
                    let mut closing = 0;
                    while closing < hashes && self.peek() == Some('#') {
                        self.bump();
                        closing += 1;
                    }
                    if closing == hashes {
                        return Ok(());
                    }
                }
                Some(_) => {}
            }
        }
    }

    fn char_literal(&mut self) -> Scan {
        self.eat('\'')?;
        if self.bump() == Some('\\') {
            // An escape: `\n`, `\'`, `\u{..}`; read to the closing quote.
            self.bump();
        }
        while let Some(c) = self.bump() {
            if c == '\'' {
                return Ok(());
            }
        }
        Err(Stop)
    }

    /// Numbers and anything else up to the next separator.
    fn atom(&mut self) -> Scan {
        let begin = self.at;
        while self
            .peek()
            .is_some_and(|c| c.is_alphanumeric() || matches!(c, '+' | '-' | '.' | '_'))
        {
            self.bump();
        }
        if self.at == begin { Err(Stop) } else { Ok(()) }
    }
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize) -> Option<Location> {
        Some(Location { line, column })
    }

    #[test]
    fn fields_are_placed_at_their_name_and_elements_at_their_start() {
        let text = "(\n  name: \"x\", // a comment\n  levels: [\n    Level(small_blind: 25, big_blind: 50),\n    /* a break */ Break(minutes: 10),\n  ],\n)";
        let map = SourceMap::scan(text);
        assert_eq!(map.locate(&[Seg::field("name")]), at(2, 3));
        let level = [Seg::field("levels"), Seg::Index(0), Seg::field("big_blind")];
        assert_eq!(map.locate(&level), at(4, 28));
        let brk = [Seg::field("levels"), Seg::Index(1)];
        assert_eq!(map.locate(&brk), at(5, 19));
        assert_eq!(
            map.node(&brk).and_then(|n| n.name.as_deref()),
            Some("Break")
        );
        // A field not written falls back to its parent.
        let ante = [Seg::field("levels"), Seg::Index(0), Seg::field("ante")];
        assert_eq!(map.locate(&ante), at(4, 5));
    }

    #[test]
    fn the_element_holding_a_position_is_the_last_one_starting_before_it() {
        let text = "(levels: [Level(a: 1), Level(b: 2), Level(c: 3)])";
        let map = SourceMap::scan(text);
        let (index, node) = map
            .element_at(
                &[Seg::field("levels")],
                Location {
                    line: 1,
                    column: 30,
                },
            )
            .unwrap();
        assert_eq!(index, 1);
        assert_eq!(node.name.as_deref(), Some("Level"));
        let after = Location {
            line: 1,
            column: 50,
        };
        assert!(map.element_at(&[Seg::field("levels")], after).is_none());
    }

    #[test]
    fn garbage_stops_the_scan_without_losing_what_came_before() {
        let map = SourceMap::scan("(name: \"x\", levels: [Level(a: 1), @@@");
        assert!(map.node(&[Seg::field("name")]).is_some());
        assert!(map.node(&[Seg::field("levels"), Seg::Index(0)]).is_some());
        for text in [
            "",
            "(",
            "\"",
            "r#\"",
            "/*",
            "((((((((",
            "'",
            "#![",
            "(a: b: c)",
        ] {
            SourceMap::scan(text);
        }
    }
}
