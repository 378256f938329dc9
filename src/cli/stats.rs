//! `riffle stats`: how many hands of each category a deck holds.

use super::CliResult;
use clap::{Args, ValueEnum};
use riffle_core::cards::{CardError, DeckKind, Evaluator, HandRules};
use riffle_text::amount_en;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Deck size: 52, or a short deck of 48, 44, 40, 36 or 32 cards.
    #[arg(long, value_name = "N", default_value = "52", value_parser = parse_deck)]
    deck: DeckKind,
    /// Cards per hand; the best five count.
    #[arg(long, value_name = "K", default_value = "5", value_parser = parse_hand_size)]
    cards: usize,
    /// Ace-low straight; by default on with 52 cards and off with short decks (seed 003).
    #[arg(long, value_name = "on|off")]
    wheel: Option<Switch>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Switch {
    On,
    Off,
}

fn parse_deck(text: &str) -> Result<DeckKind, CardError> {
    let size = text
        .parse()
        .map_err(|_| CardError::DeckSize { size: u32::MAX })
        .and_then(DeckKind::from_size);
    size.map_err(|_| CardError::DeckSizeText {
        text: text.to_string(),
    })
}

fn parse_hand_size(text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(k @ 5..=7) => Ok(k),
        _ => Err(format!("hands have 5, 6 or 7 cards, not {text}")),
    }
}

pub fn run(args: &StatsArgs) -> CliResult {
    let mut rules = HandRules::for_deck(args.deck);
    if let Some(wheel) = args.wheel {
        rules.wheel = matches!(wheel, Switch::On);
    }
    let evaluator = Evaluator::new(rules);
    let counts = evaluator.count_all_hands(args.cards)?;
    let by_category = evaluator.by_category(&counts);
    let total: u64 = counts.iter().sum();
    if args.json {
        let categories: serde_json::Map<String, serde_json::Value> = by_category
            .iter()
            .map(|(c, n)| (c.key().to_string(), (*n).into()))
            .collect();
        let out = serde_json::json!({
            "deck": args.deck.size(),
            "cards": args.cards,
            "wheel": rules.wheel,
            "total": total,
            "categories": categories,
        });
        out!("{out}");
    } else {
        out!(
            "{}-card deck, best five of {} cards, wheel {}",
            args.deck.size(),
            args.cards,
            if rules.wheel { "on" } else { "off" }
        );
        out!("{:<18} {:>13} {:>11}", "Category", "Hands", "Share");
        for (category, n) in by_category {
            let share = 100.0 * n as f64 / total as f64;
            out!(
                "{:<18} {:>13} {:>10.4}%",
                category.name(),
                amount_en(n),
                share
            );
        }
        out!("{:<18} {:>13} {:>10.4}%", "Total", amount_en(total), 100.0);
    }
    Ok(ExitCode::SUCCESS)
}
