//! The house-rule presets: one typed option per conflict between the French tournament rules
//! (seed 004) and the TDA 2024 rules, both presets read from one shipped file, and a tournament's
//! overrides listed in words.

use riffle_core::house::*;
use riffle_core::house::{HouseRules, HouseRulesChoice, Presets};

const SHIPPED: &str = include_str!("../../../../assets/house_rules.ron");

#[test]
fn the_shipped_file_holds_the_two_presets_default_first() {
    let names: Vec<&str> = Presets::builtin().names().collect();
    assert_eq!(names, ["TDA-2024", "Seed-FR"]);
    assert_eq!(HouseRules::default(), HouseRules::tda_2024());
    assert_eq!(
        HouseRules::preset("TDA-2024").unwrap(),
        HouseRules::tda_2024()
    );
    assert_eq!(
        HouseRules::preset("Seed-FR").unwrap(),
        HouseRules::seed_fr()
    );
    assert_eq!(Presets::parse(SHIPPED).unwrap(), *Presets::builtin());
}

#[test]
fn every_option_in_the_shipped_file_has_a_comment_citing_its_rule() {
    let lines: Vec<&str> = SHIPPED.lines().map(str::trim).collect();
    let mut options = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some((name, value)) = line.split_once(':') else {
            continue;
        };
        let is_option = !line.starts_with("//")
            && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            && !value.trim().is_empty()
            && value.trim() != "(";
        if is_option {
            options += 1;
            let comment: String = lines[..i]
                .iter()
                .rev()
                .take_while(|l| l.starts_with("//"))
                .copied()
                .collect();
            assert!(
                (comment.contains("Row") || comment.contains("Not a conflict row"))
                    && ["rule", "RP-", "Seed 00"]
                        .iter()
                        .any(|s| comment.contains(s)),
                "option `{line}` has no comment citing its conflict row and rule"
            );
        }
    }
    assert_eq!(
        options,
        2 * 26,
        "22 option lines for the conflict rows in each preset (row 3 needs none, row 22 has \
         two), the penalty ladder, what it counts, the penalty pace and the button dealt two \
         consecutive cards (TDA 35B)"
    );
}

/// One assertion per conflict row: the TDA value, then the seed 004 value.
#[test]
fn each_of_the_22_conflicts_is_an_option_with_both_presets() {
    let tda = HouseRules::tda_2024();
    let fr = HouseRules::seed_fr();
    // 1. Short all-ins reopening.
    assert_eq!(
        tda.betting.short_all_in_reopening,
        ShortAllInReopening::FullRaise
    );
    assert_eq!(
        fr.betting.short_all_in_reopening,
        ShortAllInReopening::BetDoubled
    );
    // 2. "Half the raise" reopens: limit only, off in no-limit and pot-limit.
    assert!(!tda.betting.half_bet_reopens_big_bet);
    assert!(!fr.betting.half_bet_reopens_big_bet);
    // 3. Post-flop click-back: no option, TDA 43A everywhere (see `BettingRules`).
    // 4. The clock: 60 s + 10 s by default; check (TDA) or dead (seed) with no bet to face.
    assert_eq!(
        tda.time.call_the_clock,
        CallTheClock {
            seconds: 60,
            countdown_seconds: 10,
            expiry_without_bet: ClockExpiry::Check
        }
    );
    assert_eq!(
        fr.time.call_the_clock,
        CallTheClock {
            seconds: 60,
            countdown_seconds: 10,
            expiry_without_bet: ClockExpiry::DeadHand
        }
    );
    // 5. Misdeal cutoff.
    assert_eq!(tda.dealing.misdeal_cutoff, MisdealCutoff::SubstantialAction);
    assert_eq!(
        fr.dealing.misdeal_cutoff,
        MisdealCutoff::TwoActedAfterBlinds
    );
    // 6. Extra card to the small blind.
    assert_eq!(
        tda.dealing.extra_card_to_small_blind,
        ExtraCardRule::Misdeal
    );
    assert_eq!(
        fr.dealing.extra_card_to_small_blind,
        ExtraCardRule::BecomesBurn
    );
    // 7. Exposed card of a blind or the dealer.
    assert_eq!(tda.dealing.exposed_card, ExposedCardRule::Tda);
    assert_eq!(
        fr.dealing.exposed_card,
        ExposedCardRule::ReshuffleForBlindsAndDealer
    );
    // 8. Premature turn.
    assert_eq!(
        tda.dealing.premature_turn,
        PrematureTurnRule::ReshuffleAndRedeal
    );
    assert_eq!(
        fr.dealing.premature_turn,
        PrematureTurnRule::NextCardBecomesTurn
    );
    // 9. Flop without a burn, four-card flop.
    assert_eq!(tda.dealing.burn_errors, BurnErrorRule::RandomScramble);
    assert_eq!(fr.dealing.burn_errors, BurnErrorRule::KeepKnownOrder);
    // 10. Undercall.
    assert_eq!(tda.betting.undercall, UndercallRule::Tda);
    assert_eq!(fr.betting.undercall, UndercallRule::AlwaysCompleted);
    // 11. Bet error found before the chips are gathered.
    assert_eq!(tda.betting.bet_error, BetErrorRule::CorrectForAllBettors);
    assert_eq!(fr.betting.bet_error, BetErrorRule::LaterPlayersMayChange);
    // 12. Out of turn when the action changed.
    assert_eq!(tda.betting.out_of_turn, OutOfTurnRule::AllOptions);
    assert_eq!(fr.betting.out_of_turn, OutOfTurnRule::RaiseOnlyAfterOwnBet);
    // 13. Skipped player.
    assert_eq!(tda.betting.skipped_player, SkippedPlayerRule::TdDecides);
    assert_eq!(
        fr.betting.skipped_player,
        SkippedPlayerRule::ThreeActedAfter
    );
    // 14. Table tap facing a bet.
    assert_eq!(tda.betting.table_tap_facing_bet, TableTap::Check);
    assert_eq!(fr.betting.table_tap_facing_bet, TableTap::Fold);
    // 15. Phone.
    assert!(!tda.conduct.phone_kills_hand);
    assert!(fr.conduct.phone_kills_hand);
    // 16. Bust-outs on the same hand.
    assert_eq!(
        tda.conduct.simultaneous_bust_outs,
        SimultaneousBustOuts::StartingStackWithHandForHandShare
    );
    assert_eq!(
        fr.conduct.simultaneous_bust_outs,
        SimultaneousBustOuts::StartingStack
    );
    // 17. Side-pot order: seed 004 itself awards the outermost pot first.
    assert_eq!(tda.betting.side_pot_order, SidePotOrder::OutermostFirst);
    assert_eq!(fr.betting.side_pot_order, SidePotOrder::OutermostFirst);
    // 18. Limit cap.
    assert_eq!(
        tda.betting.limit_cap,
        LimitCap {
            raises: 3,
            heads_up: CapHeadsUp::KeptUntilTwoLeftInEvent
        }
    );
    assert_eq!(
        fr.betting.limit_cap,
        LimitCap {
            raises: 3,
            heads_up: CapHeadsUp::LiftedInHeadsUpPots
        }
    );
    // 19. Pot-limit method.
    assert_eq!(tda.betting.pot_limit_method, PotLimitMethod::Standard);
    assert_eq!(fr.betting.pot_limit_method, PotLimitMethod::Paris);
    // 20. New player in the vacated seat left of the button.
    assert_eq!(tda.floor.new_player_in_vacated_seat, NewPlayerRule::DealtIn);
    assert_eq!(
        fr.floor.new_player_in_vacated_seat,
        NewPlayerRule::SitsOutOneHand
    );
    // 21. When disputes close.
    assert_eq!(
        tda.time.disputes_close,
        DisputesClose::NextHandOrSubstantialAction
    );
    assert_eq!(fr.time.disputes_close, DisputesClose::NextShuffle);
    // 22. When to balance: a 2-player gap under both, plus the TDA halt.
    assert_eq!(
        (tda.floor.balance_gap, tda.floor.halt_short_tables),
        (2, true)
    );
    assert_eq!(
        (fr.floor.balance_gap, fr.floor.halt_short_tables),
        (2, false)
    );
}

#[test]
fn an_unknown_preset_is_refused_with_the_known_names() {
    let error = HouseRules::preset("WSOP").unwrap_err();
    assert_eq!(
        error.to_string(),
        "there is no house-rules preset named \"WSOP\"; the presets are: TDA-2024, Seed-FR"
    );
}

fn house_file(name: &str, edit: impl Fn(String) -> String) -> String {
    let start = SHIPPED.find("\"TDA-2024\": (").unwrap();
    let end = SHIPPED.find("\"Seed-FR\": (").unwrap();
    let body = edit(SHIPPED[start..end].replacen("\"TDA-2024\"", &format!("\"{name}\""), 1));
    format!("{{\n{body}}}\n")
}

#[test]
fn a_house_adds_its_own_preset_from_a_file() {
    let text = house_file("Club du Lundi", |body| {
        body.replace(
            "seconds: 60, countdown_seconds: 10",
            "seconds: 25, countdown_seconds: 5",
        )
    });
    let presets = Presets::builtin().with_house_file(&text).unwrap();
    assert_eq!(
        presets.names().collect::<Vec<_>>(),
        ["TDA-2024", "Club du Lundi", "Seed-FR"]
    );
    let club = presets.get("Club du Lundi").unwrap();
    assert_eq!(club.time.call_the_clock.seconds, 25);
    assert_eq!(club.time.call_the_clock.countdown_seconds, 5);
}

#[test]
fn a_house_file_cannot_redefine_a_shipped_preset() {
    let text = house_file("Seed-FR", |body| body);
    assert_eq!(
        Presets::builtin().with_house_file(&text).unwrap_err(),
        HouseRulesError::ReservedName {
            name: "Seed-FR".into()
        }
    );
}

#[test]
fn a_typo_in_a_house_file_is_reported_with_its_line_and_column() {
    let text = house_file("Club", |body| {
        body.replace("misdeal_cutoff:", "misdeal_cutof:")
    });
    let line = text
        .lines()
        .position(|l| l.contains("misdeal_cutof:"))
        .unwrap()
        + 1;
    let HouseRulesError::Parse(error) = Presets::parse(&text).unwrap_err() else {
        panic!("expected a parse error");
    };
    assert_eq!(error.line, line);
    assert_eq!(error.column, 13);
    assert!(error.message.contains("misdeal_cutof"), "{error}");
}

#[test]
fn a_bad_value_is_refused_naming_the_option_and_what_is_allowed() {
    let text = house_file("Club", |body| body.replace("seconds: 60", "seconds: 0"));
    let error = Presets::parse(&text).unwrap_err().to_string();
    assert_eq!(
        error,
        "in preset \"Club\": time.call_the_clock.seconds is 0; a player on the clock needs at \
         least 1 second to act"
    );
    let text = house_file("Club", |body| {
        body.replace("balance_gap: 2", "balance_gap: 1")
    });
    assert!(
        Presets::parse(&text)
            .unwrap_err()
            .to_string()
            .contains("floor.balance_gap is 1")
    );
    assert_eq!(Presets::parse("{}").unwrap_err(), HouseRulesError::NoPreset);
}

#[test]
fn a_tournament_lists_its_overrides_in_words() {
    let presets = Presets::builtin();
    let mut choice = HouseRulesChoice::from_preset(presets, "TDA-2024").unwrap();
    assert!(choice.differences(presets).unwrap().is_empty());
    choice.rules.time.call_the_clock.seconds = 25;
    choice.rules.time.call_the_clock.countdown_seconds = 5;
    let differences = choice.differences(presets).unwrap();
    let sentences: Vec<&str> = differences.iter().map(|d| d.sentence.en.as_str()).collect();
    assert_eq!(
        sentences,
        [
            "Time to act on the clock: 25 s instead of 60 s.",
            "Final countdown on the clock: 5 s instead of 10 s.",
        ]
    );
    assert_eq!(differences[0].option, "time.call_the_clock.seconds");
    assert_eq!(
        differences[0].sentence.fr,
        "Temps de réflexion à la pendule\u{a0}: 25 s au lieu de 60 s."
    );
}

#[test]
fn seed_fr_differs_from_the_tda_on_every_conflict_it_decides_otherwise() {
    let presets = Presets::builtin();
    let choice = HouseRulesChoice {
        preset: "TDA-2024".into(),
        rules: HouseRules::seed_fr(),
    };
    let options: Vec<String> = choice
        .differences(presets)
        .unwrap()
        .into_iter()
        .map(|d| d.option)
        .collect();
    assert_eq!(
        options,
        [
            "betting.short_all_in_reopening",
            "betting.pot_limit_method",
            "betting.limit_cap.heads_up",
            "betting.undercall",
            "betting.bet_error",
            "betting.out_of_turn",
            "betting.skipped_player",
            "betting.table_tap_facing_bet",
            "dealing.misdeal_cutoff",
            "dealing.extra_card_to_small_blind",
            "dealing.exposed_card",
            "dealing.premature_turn",
            "dealing.burn_errors",
            "dealing.button_consecutive_cards",
            "floor.halt_short_tables",
            "floor.new_player_in_vacated_seat",
            "time.call_the_clock.expiry_without_bet",
            "time.disputes_close",
            "conduct.phone_kills_hand",
            "conduct.simultaneous_bust_outs",
            "conduct.penalty_ladder",
        ]
    );
}

/// Guards against an option added to `HouseRules` but forgotten in the list of differences.
#[test]
fn every_option_is_covered_by_the_list_of_differences() {
    fn leaves(value: &serde_json::Value) -> usize {
        match value {
            serde_json::Value::Object(map) => map.values().map(leaves).sum(),
            _ => 1,
        }
    }
    let tda = HouseRules::tda_2024();
    let mut all = HouseRules::seed_fr();
    all.betting.half_bet_reopens_big_bet = true;
    all.betting.side_pot_order = SidePotOrder::MainFirst;
    all.betting.limit_cap.raises = 4;
    all.floor.balance_gap = 3;
    all.time.call_the_clock.seconds = 25;
    all.time.call_the_clock.countdown_seconds = 5;
    all.conduct.penalty_hands_per_hour = 45;
    all.conduct.penalty_ladder_counts = riffle_core::house::LadderCounts::PerFault;
    let count = differences(&tda, &all).len();
    assert_eq!(count, leaves(&serde_json::to_value(&tda).unwrap()));
}

#[test]
fn a_choice_is_saved_and_read_back() {
    let mut choice = HouseRulesChoice::default();
    choice.rules.conduct.phone_kills_hand = true;
    let text = ron::to_string(&choice).unwrap();
    assert_eq!(ron::from_str::<HouseRulesChoice>(&text).unwrap(), choice);
}
