//! A French TD reads every refusal in French: refusals travel typed from the layer that refused
//! to the notice strip, and are worded in the TD's language only when the strip is drawn.
//!
//! The first test triggers a refusal through the keys of a real tournament; the second puts one
//! refusal of every kind the tournament gives on the strip of a French window.

use crate::ui_common;

use chrono::{DateTime, Utc};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::betting::{Phase, ReplayError, SetupError};
use riffle_core::clock::ClockError;
use riffle_core::floor::{FloorError, PlayerId, TableNo};
use riffle_core::house::HouseRulesError;
use riffle_core::standings::deal::DealError;
use riffle_rules::RulingError;
use riffle_rules::penalties::PenaltyError;
use riffle_store::session::{Session, SessionError};
use riffle_text::{Lang, Say};
use riffle_tournament::{
    BuyIn, Command, DisplayState, RuleError, Setup, StructureRefusal, StructureSource, Tournament,
};
use riffle_ui::app::{App, Config};
use riffle_ui::backend::{Backend, Refusal};
use riffle_ui::shared::Preferences;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use ui_common::{level_7_running, t0};

fn french() -> Preferences {
    Preferences {
        lang: Lang::Fr,
        ..Preferences::default()
    }
}

fn window(backend: Box<dyn Backend>) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        preferences: french(),
        ..Config::default()
    };
    let app = App::new(Some(backend), config);
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

/// The strip's text for a refusal, as a French TD reads it.
fn strip(refusal: &impl Say) -> String {
    format!("Refusé\u{a0}: {}", refusal.say(Lang::Fr))
}

#[test]
fn a_refused_redo_reads_in_french_on_the_strip_of_a_real_tournament() {
    let folder = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Tournoi du samedi".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let session = Session::create(&folder.path().join("event"), &setup, t0()).unwrap();
    let mut harness = window(Box::new(riffle_ui::backend::WriterBackend::new(session)));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    let refused = SessionError::Rule(RuleError::NothingToRedo);
    assert_eq!(harness.state().refusal(), Some(refused.say(Lang::Fr)));
    assert_ne!(refused.say(Lang::Fr), refused.say(Lang::En));
    harness.get_by_label(&strip(&refused));
}

/// Refuses every command with the next refusal of its list, and shows level 7 running, so the
/// clock key sends a command to refuse.
struct Refusing {
    refusals: Vec<RuleError>,
    next: Arc<AtomicUsize>,
}

impl Backend for Refusing {
    fn tournament(&self) -> Option<&Tournament> {
        None
    }

    fn display(&self, _now: DateTime<Utc>) -> Option<DisplayState> {
        Some(level_7_running())
    }

    fn execute(
        &mut self,
        _command: &Command,
        _now: DateTime<Utc>,
    ) -> Result<riffle_ui::backend::Outcome, Refusal> {
        let at = self.next.fetch_add(1, Ordering::SeqCst);
        Err(Box::new(self.refusals[at].clone()))
    }
}

/// One refusal of every kind the tournament gives; the match below fails to compile when a
/// kind is added without being listed here.
fn every_refusal() -> Vec<RuleError> {
    let table = TableNo(3);
    let mut refusals = vec![
        RuleError::Clock(ClockError::NotStarted),
        RuleError::Floor(FloorError::NoPlayers),
        RuleError::Hand(ReplayError::Setup(SetupError::ZeroBigBlind)),
        RuleError::Structure(StructureRefusal::ClockStarted),
        RuleError::HouseRules(HouseRulesError::NoPreset),
        RuleError::AlreadyCreated,
        RuleError::NoSuchPlayer(PlayerId(12)),
        RuleError::NotInPlay {
            name: "Zoé".into()
        },
        RuleError::StillInPlay {
            name: "Zoé".into()
        },
        RuleError::Withdrawn {
            name: "Zoé".into()
        },
        RuleError::UnregisterAfterDraw {
            name: "Zoé".into()
        },
        RuleError::UnregisterCarried {
            name: "Zoé".into()
        },
        RuleError::EmptyName,
        RuleError::EmptyTournamentName,
        RuleError::BadCurrency {
            typed: "euros".into(),
        },
        RuleError::NameHasHiddenCharacters,
        RuleError::NameWithoutLetter,
        RuleError::NameTooLong {
            length: 71,
            max: 64,
        },
        RuleError::RegistrationClosed { level: 7, until: 6 },
        RuleError::NoLateRegistration,
        RuleError::RebuyStackTooBig {
            name: "Zoé".into(),
            chips: 25_000,
            limit: 20_000,
        },
        RuleError::AddOnNotYet { at: 6, level: 3 },
        RuleError::NobodyToSeat,
        RuleError::BadCapacity { seats: 1 },
        RuleError::NoAlternate,
        RuleError::DayNotEnded,
        RuleError::DayAlreadyEnded,
        RuleError::BagNumberMissing,
        RuleError::NothingBagged {
            name: "Zoé".into()
        },
        RuleError::CarryIntoStartedEvent,
        RuleError::NoFlightSurvivor,
        RuleError::NoSeatFree {
            in_play: 153,
            seats: 153,
        },
        RuleError::NoSuchAlternate {
            alternate: 4,
            listed: 3,
        },
        RuleError::AlreadyDrawn,
        RuleError::NoSuchTable(table),
        RuleError::BadTableNumber(0),
        RuleError::NoPendingInstruction,
        RuleError::Layout(riffle_tournament::screen_layout::LayoutRefusal::BadName {
            name: "../salle".into(),
        }),
        RuleError::Layout(
            riffle_tournament::screen_layout::LayoutRefusal::AlreadyShown {
                name: "big-clock".into(),
            },
        ),
        RuleError::DealerBoard(riffle_tournament::dealer_board::BoardRefusal::AlreadyIn {
            name: "Zoé".into(),
        }),
        RuleError::EntryLimit(riffle_tournament::entry_limit::LimitRefusal::AllSold {
            limit: 20_000,
        }),
        RuleError::EntryLimit(
            riffle_tournament::entry_limit::LimitRefusal::AllSoldOrWaiting { limit: 300 },
        ),
        RuleError::EntryLimit(riffle_tournament::entry_limit::LimitRefusal::BelowSold {
            limit: 10,
            least: 1_250,
        }),
        RuleError::NoBusts,
        RuleError::NoWinnerLeft { left: 1 },
        RuleError::NoWinnerLeft { left: 4 },
        RuleError::TooManyChips {
            in_play: 18_000_000_000_000_000_000,
            stack: 1_000_000_000_000_000_000,
        },
        RuleError::MoneyOverflow,
        RuleError::NoChipsLeft {
            name: "Zoé".into()
        },
        RuleError::ChipsAboveInPlay {
            name: "Zoé".into(),
            chips: 1_000_000,
            in_play: 90_000,
        },
        RuleError::ListedTwice {
            name: "Zoé".into()
        },
        RuleError::StartingStacksNeeded,
        RuleError::NotAtTable {
            name: "Zoé".into(),
            table,
            seat: 4,
        },
        RuleError::HandNotFinished(Phase::Award),
        RuleError::HandSeats {
            name: "Zoé".into(),
            given: 12_500,
            table,
        },
        RuleError::NoPenaltyRunning {
            name: "Zoé".into()
        },
        RuleError::EmptyAnnouncement,
        RuleError::NothingToUndo,
        RuleError::NothingToRedo,
        RuleError::BadGap(0),
        RuleError::Ruling(RulingError::NoReason),
        RuleError::ChoiceNeeded(3),
        RuleError::Penalty(PenaltyError::ZeroLength),
        RuleError::NoHandToRedeal(table),
        RuleError::Deal(DealError::NotSumming {
            agreed: 12_000,
            expected: 10_000,
        }),
        RuleError::DealAlreadyMade,
        RuleError::DealNeedsTwo,
        RuleError::DealMisses {
            name: "Zoé".into()
        },
        RuleError::Report(riffle_tournament::reports::ReportRefusal::NoSuchReport(2)),
        RuleError::Repeat(
            riffle_tournament::repeats::RepeatRefusal::NothingToTakeBack {
                table: riffle_core::floor::TableNo(6),
            },
        ),
        RuleError::BadKnocker {
            knocker: "Zoé".into(),
            busted: "Léo".into(),
        },
        RuleError::NoHeadToClaim {
            name: "Zoé".into()
        },
        RuleError::NoKnockerNamed {
            busted: "Léo".into(),
        },
        RuleError::SatelliteOver { seats: 3 },
        RuleError::PayoutsInTheMoney,
        RuleError::PayoutsOutOfOrder { place: 2 },
        RuleError::PayoutsNotSumming {
            total: 900,
            pool: 1_000,
        },
    ];
    refusals.push(RuleError::NoSuchProfile {
        profile: "Early bird".into(),
        what: riffle_core::structure::Sold::Entry,
    });
    refusals.push(RuleError::ProfileNotSoldNow {
        profile: "Late".into(),
        from: Some(6),
        until: None,
        level: 2,
    });
    for what in [BuyIn::ReEntry, BuyIn::Rebuy, BuyIn::AddOn] {
        refusals.push(RuleError::NotOffered { what });
        refusals.push(RuleError::PurchaseClosed {
            what,
            until: 6,
            level: 8,
        });
        refusals.push(RuleError::PurchaseLimit {
            name: "Zoé".into(),
            what,
            max: 2,
        });
    }
    for refusal in &refusals {
        listed(refusal);
    }
    refusals
}

fn listed(refusal: &RuleError) {
    match refusal {
        RuleError::Clock(_)
        | RuleError::Floor(_)
        | RuleError::Hand(_)
        | RuleError::Structure(_)
        | RuleError::HouseRules(_)
        | RuleError::AlreadyCreated
        | RuleError::NoSuchPlayer(_)
        | RuleError::NotInPlay { .. }
        | RuleError::StillInPlay { .. }
        | RuleError::Withdrawn { .. }
        | RuleError::UnregisterAfterDraw { .. }
        | RuleError::UnregisterCarried { .. }
        | RuleError::EmptyName
        | RuleError::EmptyTournamentName
        | RuleError::BadCurrency { .. }
        | RuleError::NameHasHiddenCharacters
        | RuleError::NameWithoutLetter
        | RuleError::NameTooLong { .. }
        | RuleError::RegistrationClosed { .. }
        | RuleError::NoLateRegistration
        | RuleError::NotOffered { .. }
        | RuleError::PurchaseClosed { .. }
        | RuleError::NoSuchProfile { .. }
        | RuleError::ProfileNotSoldNow { .. }
        | RuleError::PurchaseLimit { .. }
        | RuleError::RebuyStackTooBig { .. }
        | RuleError::AddOnNotYet { .. }
        | RuleError::NobodyToSeat
        | RuleError::BadCapacity { .. }
        | RuleError::NoAlternate
        | RuleError::DayNotEnded
        | RuleError::DayAlreadyEnded
        | RuleError::BagNumberMissing
        | RuleError::NothingBagged { .. }
        | RuleError::CarryIntoStartedEvent
        | RuleError::NoFlightSurvivor
        | RuleError::NoSeatFree { .. }
        | RuleError::NoSuchAlternate { .. }
        | RuleError::AlreadyDrawn
        | RuleError::NoSuchTable(_)
        | RuleError::BadTableNumber(_)
        | RuleError::NoPendingInstruction
        | RuleError::NoBusts
        | RuleError::NoWinnerLeft { .. }
        | RuleError::TooManyChips { .. }
        | RuleError::MoneyOverflow
        | RuleError::NoChipsLeft { .. }
        | RuleError::ChipsAboveInPlay { .. }
        | RuleError::ListedTwice { .. }
        | RuleError::StartingStacksNeeded
        | RuleError::NotAtTable { .. }
        | RuleError::HandNotFinished(_)
        | RuleError::HandSeats { .. }
        | RuleError::NoPenaltyRunning { .. }
        | RuleError::EmptyAnnouncement
        | RuleError::NothingToUndo
        | RuleError::NothingToRedo
        | RuleError::BadGap(_)
        | RuleError::Ruling(_)
        | RuleError::ChoiceNeeded(_)
        | RuleError::Penalty(_)
        | RuleError::NoHandToRedeal(_)
        | RuleError::Deal(_)
        | RuleError::DealAlreadyMade
        | RuleError::DealNeedsTwo
        | RuleError::DealMisses { .. }
        | RuleError::BadKnocker { .. }
        | RuleError::NoHeadToClaim { .. }
        | RuleError::NoKnockerNamed { .. }
        | RuleError::SatelliteOver { .. }
        | RuleError::Report(_)
        | RuleError::Repeat(_)
        | RuleError::Count(_)
        | RuleError::Namesake(_)
        | RuleError::Layout(_)
        | RuleError::Reinstate(_)
        | RuleError::OneEntry(_)
        | RuleError::Agreement(_)
        | RuleError::Moves(_)
        | RuleError::DealerBoard(_)
        | RuleError::EntryLimit(_)
        | RuleError::PayoutsInTheMoney
        | RuleError::PayoutsOutOfOrder { .. }
        | RuleError::PayoutsNotSumming { .. } => {}
    }
}

#[test]
fn every_kind_of_refusal_reads_in_french_on_the_strip() {
    let refusals = every_refusal();
    let next = Arc::new(AtomicUsize::new(0));
    let mut harness = window(Box::new(Refusing {
        refusals: refusals.clone(),
        next: next.clone(),
    }));
    for refusal in &refusals {
        let (en, fr) = (refusal.say(Lang::En), refusal.say(Lang::Fr));
        assert_ne!(fr, en, "not translated: {en}");
        harness.key_press(egui::Key::Space);
        harness.run();
        assert_eq!(harness.state().refusal(), Some(fr), "{en}");
        harness.get_by_label(&strip(refusal));
    }
    assert_eq!(next.load(Ordering::SeqCst), refusals.len());
}
