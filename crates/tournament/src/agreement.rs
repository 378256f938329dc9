//! A deal is the players': each player left agrees to their own share, asked by name, before
//! the deal is recorded. A share the command does not mark agreed refuses the whole deal, so no
//! click, script line or request fixes the players' money for them.

use riffle_core::structure::Money;
use riffle_text::{Lang, Say, fill};

/// Why a deal was not recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgreementRefusal {
    /// `name` has not agreed to the share of `amount`.
    NotAgreed { name: String, amount: Money },
}

riffle_text::sentence_file!(fn words = "deal_agreement.ron");

impl Say for AgreementRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            AgreementRefusal::NotAgreed { name, amount } => fill!(
                w,
                "NotAgreed",
                name,
                amount = riffle_text::group_digits(*amount, lang)
            ),
        }
    }
}
riffle_text::worded!(AgreementRefusal);

#[cfg(test)]
mod wording {
    use super::*;

    #[test]
    fn a_deal_not_agreed_is_refused_in_both_languages() {
        let refusal = AgreementRefusal::NotAgreed {
            name: "Zoé".into(),
            amount: 12_500,
        };
        match &refusal {
            AgreementRefusal::NotAgreed { .. } => {}
        }
        riffle_text::assert_worded_in_both(&refusal);
        assert!(refusal.say(Lang::Fr).contains("12"), "{refusal}");
    }
}
