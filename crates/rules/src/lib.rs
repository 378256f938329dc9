//! The rules the app applies where sources disagree, the rulebook it cites, the dispute
//! catalogue and the penalty ladder.
//!
//! Everything here is pure: the embedded rule files are parsed from text compiled into the
//! binary, a house's own files are handed in as text by `store`, and rulings depend only on
//! the facts the TD gives.

pub mod coverage;
pub mod disputes;
pub mod penalties;
pub mod rulebook;

pub use disputes::{Case, Decision, Ruling, RulingError};
pub use penalties::{Fault, Penalty, Step, Suspension};
pub use rulebook::Rulebook;

/// A unit variant's name as serde writes it (`"ScrapOfPaper"`): the key of its words in the word
/// files, the same name a saved tournament uses. Empty for a value that is not a unit variant.
fn variant_key(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        _ => String::new(),
    }
}

/// What the tests of several modules share.
#[cfg(test)]
mod test_words {
    /// Checks that a word file's table has words for every variant of `T` and for nothing else: its
    /// keys are the variants' names as serde writes them, which serde lists for any enum.
    pub(crate) fn assert_every_variant_has_words<'de, T: serde::Deserialize<'de>>(
        table: &std::collections::BTreeMap<String, String>,
    ) {
        use serde::de::{self, Deserializer, Visitor};

        /// A deserializer that only notes the variants it is asked for.
        struct Probe<'a>(&'a mut &'static [&'static str]);

        impl<'de> Deserializer<'de> for Probe<'_> {
            type Error = de::value::Error;

            fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
                Err(de::Error::custom("not an enum"))
            }

            fn deserialize_enum<V: Visitor<'de>>(
                self,
                _: &'static str,
                variants: &'static [&'static str],
                _: V,
            ) -> Result<V::Value, Self::Error> {
                *self.0 = variants;
                Err(de::Error::custom("only the names were wanted"))
            }

            serde::forward_to_deserialize_any! {
                bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
                option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
                ignored_any
            }
        }

        let mut variants: &'static [&'static str] = &[];
        assert!(T::deserialize(Probe(&mut variants)).is_err());
        let mut names = variants.to_vec();
        names.sort_unstable();
        let keys: Vec<&str> = table.keys().map(String::as_str).collect();
        assert_eq!(keys, names, "the words for {}", std::any::type_name::<T>());
    }
}
