//! Why the tournament refused a command: one sentence for the TD, saying what is wrong and what
//! is allowed. A refused command changes nothing. The refusal keeps its data and the typed
//! reason of the layer that refused, and is worded in the TD's language only when shown.

use super::RebuildError;
use super::reports::ReportRefusal;
use crate::betting::{Phase, ReplayError};
use crate::clock::ClockError;
use crate::floor::{FloorError, PlayerId, TableNo};
use crate::house::HouseRulesError;
use crate::rules::RulingError;
use crate::rules::penalties::PenaltyError;
use crate::standings::deal::DealError;
use crate::structure::Diagnostic;
use crate::text::{Lang, Say, amount_fr, because, group_digits};

/// A refused command: what is wrong, with its data, worded in the TD's language when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    Clock(ClockError),
    Floor(FloorError),
    Hand(ReplayError),
    Structure(StructureRefusal),
    HouseRules(HouseRulesError),
    AlreadyCreated,
    NoSuchPlayer(PlayerId),
    NotInPlay {
        name: String,
    },
    StillInPlay {
        name: String,
    },
    EmptyName,
    EmptyTournamentName,
    /// A name holding a line break, a tab, another control character or a text-direction mark:
    /// invisible on screen, it would make two names look alike or scramble a list or an export.
    NameHasHiddenCharacters,
    /// A name longer than a clock's line or a seat card can show.
    NameTooLong {
        length: usize,
        max: usize,
    },
    RegistrationClosed {
        level: u32,
        until: u32,
    },
    NoLateRegistration,
    NotOffered {
        what: BuyIn,
    },
    PurchaseClosed {
        what: BuyIn,
        until: u32,
        level: u32,
    },
    PurchaseLimit {
        name: String,
        what: BuyIn,
        max: u32,
    },
    RebuyStackTooBig {
        name: String,
        chips: u64,
        limit: u64,
    },
    AddOnNotYet {
        at: u32,
        level: u32,
    },
    NobodyToSeat,
    AlreadyDrawn,
    NoSuchTable(TableNo),
    BadTableNumber(u32),
    NoPendingInstruction,
    NoBusts,
    /// The elimination would leave nobody in: the winner cannot be knocked out.
    NoWinnerLeft {
        left: u32,
    },
    /// A chip count of zero: the player is out, which is an elimination.
    NoChipsLeft {
        name: String,
    },
    /// A purchase whose chips would overflow the count of chips in play.
    TooManyChips {
        in_play: u64,
        stack: u64,
    },
    /// A command whose money (what the cashier collected, fees, bounties, the prize pool, the
    /// prizes) would add up to more than Riffle can count: refused, never wrapped or capped.
    MoneyOverflow,
    /// A chip count above every chip in play: no stack can hold it.
    ChipsAboveInPlay {
        name: String,
        chips: u64,
        in_play: u64,
    },
    ListedTwice {
        name: String,
    },
    StartingStacksNeeded,
    NotAtTable {
        name: String,
        table: TableNo,
        seat: u8,
    },
    /// The logged hand stopped short of awarding every pot; the phase says where it stands.
    HandNotFinished(Phase),
    HandSeats {
        name: String,
        given: u64,
        table: TableNo,
    },
    EmptyAnnouncement,
    NothingToUndo,
    NothingToRedo,
    BadGap(u8),
    Ruling(RulingError),
    ChoiceNeeded(usize),
    Penalty(PenaltyError),
    NoHandToRedeal(TableNo),
    Deal(DealError),
    DealAlreadyMade,
    DealNeedsTwo,
    /// A deal must include every player left.
    DealMisses {
        name: String,
    },
    /// A knocker still in, not out on the same hand, named once.
    BadKnocker {
        knocker: String,
        busted: String,
    },
    /// The players left have all won seats.
    SatelliteOver {
        seats: u32,
    },
    Report(ReportRefusal),
    PayoutsInTheMoney,
    PayoutsOutOfOrder {
        place: usize,
    },
    PayoutsNotSumming {
        total: u64,
        pool: u64,
    },
}

/// A purchase beyond the first buy-in that an event may offer, or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuyIn {
    ReEntry,
    Rebuy,
    AddOn,
}

impl BuyIn {
    /// "1 add-on", "2 rebuys".
    fn count_en(self, n: u32) -> String {
        let word = match self {
            BuyIn::ReEntry => "re-entry",
            BuyIn::Rebuy => "rebuy",
            BuyIn::AddOn => "add-on",
        };
        let plural = if n == 1 { "" } else { "s" };
        format!("{n} {word}{plural}")
    }

    /// "1 recave", "2 recaves": French keeps 0 and 1 singular.
    fn count_fr(self, n: u32) -> String {
        let word = match self {
            BuyIn::ReEntry => "ré-entrée",
            BuyIn::Rebuy => "recave",
            BuyIn::AddOn => "add-on",
        };
        let plural = if n <= 1 { "" } else { "s" };
        format!("{n} {word}{plural}")
    }
}

/// Why a blind structure cannot be used for this event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StructureRefusal {
    /// Once the clock has run, the TD adjusts the clock rather than the structure.
    ClockStarted,
    NotShipped {
        name: String,
        shipped: Vec<String>,
    },
    /// A script names a file that the command line reads before the tournament exists.
    FileNotRead {
        path: String,
    },
    /// A structure written in a script could not be written back as a file to be checked; the
    /// detail is the RON writer's own.
    Unwritable {
        detail: String,
    },
    /// The structure's checks refused it: every error found, in file order.
    Rejected(Vec<Diagnostic>),
    NoLevel,
    /// The new event's floor settings do not hold under its house rules.
    Rebuild(RebuildError),
}

crate::wraps!(RuleError: Clock(ClockError), Floor(FloorError), Hand(ReplayError), Structure(StructureRefusal), Deal(DealError), Report(ReportRefusal));

impl Say for RuleError {
    fn say(&self, lang: Lang) -> String {
        match self {
            RuleError::Clock(error) => error.say(lang),
            RuleError::Floor(error) => error.say(lang),
            RuleError::Report(error) => error.say(lang),
            RuleError::Hand(error) => because(
                lang,
                "the logged hand is not legal play",
                "la main enregistrée ne suit pas les règles du jeu",
                error,
            ),
            RuleError::Structure(refusal) => refusal.say(lang),
            RuleError::HouseRules(error) => error.say(lang),
            RuleError::Deal(error) => error.say(lang),
            RuleError::DealAlreadyMade => match lang {
                Lang::En => "a deal was already agreed in this event; undo it to agree another"
                    .to_string(),
                Lang::Fr => "un accord a déjà été conclu dans ce tournoi\u{a0}; annulez-le pour \
                             en conclure un autre"
                    .to_string(),
            },
            RuleError::DealNeedsTwo => match lang {
                Lang::En => "a deal is made among at least two players left".to_string(),
                Lang::Fr => "un accord se conclut entre au moins deux joueurs restants".to_string(),
            },
            RuleError::BadKnocker { knocker, busted } => match lang {
                Lang::En => format!(
                    "{knocker} cannot be named as knocking {busted} out: a bounty goes to players \
                     still in, not out on the same hand, each named once"
                ),
                Lang::Fr => format!(
                    "{knocker} ne peut pas être désigné comme ayant éliminé {busted}\u{a0}: une \
                     prime va aux joueurs encore en lice, pas éliminés sur la même main, chacun \
                     nommé une fois"
                ),
            },
            RuleError::PayoutsInTheMoney => match lang {
                Lang::En => "the prizes are set before the money; once a player is paid they no \
                             longer change"
                    .to_string(),
                Lang::Fr => "les prix se fixent avant les places payées\u{a0}; une fois un joueur \
                             payé, ils ne changent plus"
                    .to_string(),
            },
            RuleError::PayoutsOutOfOrder { place } => match lang {
                Lang::En => format!(
                    "place {place} would pay more than place {}: list the prizes first place \
                     first, each at most the one before",
                    place - 1
                ),
                Lang::Fr => format!(
                    "la place {place} paierait plus que la place {}\u{a0}: donnez les prix de la \
                     première place à la dernière, chacun au plus égal au précédent",
                    place - 1
                ),
            },
            RuleError::PayoutsNotSumming { total, pool } => match lang {
                Lang::En => format!(
                    "the prizes add up to {}, not the prize pool of {} (and pay at most one place \
                     per entry)",
                    crate::text::amount_en(*total),
                    crate::text::amount_en(*pool)
                ),
                Lang::Fr => format!(
                    "les prix font {}, pas la cagnotte de {} (et paient au plus une place par \
                     entrée)",
                    amount_fr(*total),
                    amount_fr(*pool)
                ),
            },
            RuleError::SatelliteOver { seats } => match lang {
                Lang::En => format!(
                    "the satellite is over: the players left are no more than its {seats} seats, \
                     and each has won one; nobody else can be eliminated"
                ),
                Lang::Fr => format!(
                    "le satellite est terminé\u{a0}: les joueurs restants ne sont pas plus nombreux \
                     que ses {seats} places qualificatives, et chacun en a gagné une\u{a0}; plus \
                     personne ne peut être éliminé"
                ),
            },
            RuleError::DealMisses { name } => match lang {
                Lang::En => format!(
                    "{name} is still in and is not in the deal; a deal gives an amount to every \
                     player left"
                ),
                Lang::Fr => format!(
                    "{name} est toujours en lice et n'est pas dans l'accord\u{a0}; un accord donne \
                     un montant à chaque joueur restant"
                ),
            },
            RuleError::AlreadyCreated => match lang {
                Lang::En => "this tournament already exists; create a new one in another folder"
                    .to_string(),
                Lang::Fr => "ce tournoi existe déjà\u{a0}; créez-en un nouveau dans un autre dossier"
                    .to_string(),
            },
            RuleError::NoSuchPlayer(player) => match lang {
                Lang::En => {
                    format!("there is no {player}; players are numbered from 0 in order of entry")
                }
                Lang::Fr => format!(
                    "il n'y a pas de joueur {}\u{a0}; les joueurs sont numérotés à partir de 0, \
                     dans l'ordre des inscriptions",
                    player.0
                ),
            },
            RuleError::NotInPlay { name } => match lang {
                Lang::En => {
                    format!("{name} is out of the tournament; only players still in can do that")
                }
                Lang::Fr => format!(
                    "{name} est éliminé du tournoi\u{a0}; seul un joueur encore en lice peut le faire"
                ),
            },
            RuleError::StillInPlay { name } => match lang {
                Lang::En => format!(
                    "{name} is still in the tournament; only a busted player can re-enter"
                ),
                Lang::Fr => format!(
                    "{name} est toujours en lice\u{a0}; seul un joueur éliminé peut faire une ré-entrée"
                ),
            },
            RuleError::EmptyName => match lang {
                Lang::En => "a player's name cannot be empty".to_string(),
                Lang::Fr => "le nom d'un joueur ne peut pas être vide".to_string(),
            },
            RuleError::EmptyTournamentName => match lang {
                Lang::En => "the tournament needs a name; type one, e.g. Friday Deepstack"
                    .to_string(),
                Lang::Fr => {
                    "le tournoi doit avoir un nom\u{a0}; tapez-en un, par exemple Deepstack du \
                     vendredi"
                        .to_string()
                }
            },
            RuleError::NameHasHiddenCharacters => match lang {
                Lang::En => "a name cannot hold line breaks, tabs or other invisible characters \
                             (control or text-direction marks); type it on one line with letters, \
                             digits, spaces and punctuation"
                    .to_string(),
                Lang::Fr => "un nom ne peut pas contenir de retour à la ligne, de tabulation ni \
                             d'autre caractère invisible (de contrôle ou de sens du texte)\u{a0}; \
                             tapez-le sur une ligne avec des lettres, des chiffres, des espaces et \
                             de la ponctuation"
                    .to_string(),
            },
            RuleError::NameTooLong { length, max } => match lang {
                Lang::En => format!(
                    "this name has {length} characters; a name has at most {max}, so it fits on \
                     the clock and the seat cards"
                ),
                Lang::Fr => format!(
                    "ce nom a {length} caractères\u{a0}; un nom en a au plus {max}, pour tenir \
                     sur l'horloge et les cartes de place"
                ),
            },
            RuleError::RegistrationClosed { level, until } => match lang {
                Lang::En => format!(
                    "registration closed when level {level} started; late registration ran until level {until}"
                ),
                Lang::Fr => format!(
                    "les inscriptions ont fermé au début du niveau {level}\u{a0}; les inscriptions \
                     tardives étaient ouvertes jusqu'au niveau {until}"
                ),
            },
            RuleError::NoLateRegistration => match lang {
                Lang::En => "registration closed when the clock started; this event has no late registration"
                    .to_string(),
                Lang::Fr => "les inscriptions ont fermé au démarrage de l'horloge\u{a0}; ce tournoi \
                             n'a pas d'inscriptions tardives"
                    .to_string(),
            },
            RuleError::NotOffered { what } => match (lang, what) {
                (Lang::En, BuyIn::ReEntry) => "this event has no re-entry".to_string(),
                (Lang::En, BuyIn::Rebuy) => "this event has no rebuy".to_string(),
                (Lang::En, BuyIn::AddOn) => "this event has no add-on".to_string(),
                (Lang::Fr, BuyIn::ReEntry) => "ce tournoi n'a pas de ré-entrée".to_string(),
                (Lang::Fr, BuyIn::Rebuy) => "ce tournoi n'a pas de recave".to_string(),
                (Lang::Fr, BuyIn::AddOn) => "ce tournoi n'a pas d'add-on".to_string(),
            },
            RuleError::PurchaseClosed { what, until, level } => match lang {
                Lang::En => {
                    let what = match what {
                        BuyIn::ReEntry => "re-entry",
                        BuyIn::Rebuy => "rebuys",
                        BuyIn::AddOn => "the add-on",
                    };
                    format!("{what} closed after level {until}; the clock is at level {level}")
                }
                Lang::Fr => {
                    let what = match what {
                        BuyIn::ReEntry => "les ré-entrées sont closes",
                        BuyIn::Rebuy => "les recaves sont closes",
                        BuyIn::AddOn => "l'add-on est clos",
                    };
                    format!(
                        "{what} depuis la fin du niveau {until}\u{a0}; l'horloge est au niveau {level}"
                    )
                }
            },
            RuleError::PurchaseLimit { name, what, max } => match lang {
                Lang::En => format!(
                    "{name} has reached the limit of {} a player",
                    what.count_en(*max)
                ),
                Lang::Fr => format!(
                    "{name} a atteint la limite de {} par joueur",
                    what.count_fr(*max)
                ),
            },
            RuleError::RebuyStackTooBig { name, chips, limit } => match lang {
                Lang::En => {
                    format!("{name} has {chips} chips; a rebuy is allowed with at most {limit}")
                }
                Lang::Fr => format!(
                    "{name} a {} jetons\u{a0}; la recave n'est permise qu'à {} jetons ou moins",
                    amount_fr(*chips),
                    amount_fr(*limit)
                ),
            },
            RuleError::AddOnNotYet { at, level } => match lang {
                Lang::En => format!(
                    "the add-on is offered at the end of level {at}; the clock is at level {level}"
                ),
                Lang::Fr => format!(
                    "l'add-on est proposé à la fin du niveau {at}\u{a0}; l'horloge est au niveau {level}"
                ),
            },
            RuleError::NobodyToSeat => match lang {
                Lang::En => "nobody is registered yet; register players before drawing seats"
                    .to_string(),
                Lang::Fr => "personne n'est encore inscrit\u{a0}; inscrivez des joueurs avant le \
                             tirage des places"
                    .to_string(),
            },
            RuleError::AlreadyDrawn => match lang {
                Lang::En => "the seats are already drawn; later players are seated as they register"
                    .to_string(),
                Lang::Fr => "le tirage des places est déjà fait\u{a0}; les joueurs suivants sont \
                             placés à leur inscription"
                    .to_string(),
            },
            RuleError::NoSuchTable(table) => match lang {
                Lang::En => format!("table {table} is not in play"),
                Lang::Fr => format!("la table {} n'est pas en jeu", table.0),
            },
            RuleError::BadTableNumber(number) => match lang {
                Lang::En => format!(
                    "table numbers must be 1 or more and each table opened once; {number} is not"
                ),
                Lang::Fr => format!(
                    "un numéro de table vaut 1 ou plus et chaque table n'est ouverte qu'une fois\u{a0}; \
                     {number} ne convient pas"
                ),
            },
            RuleError::NoPendingInstruction => match lang {
                Lang::En => "the floor has no pending instruction to carry out".to_string(),
                Lang::Fr => "aucune consigne de placement n'est en attente".to_string(),
            },
            RuleError::NoBusts => match lang {
                Lang::En => "name at least one player who busted".to_string(),
                Lang::Fr => "indiquez au moins un joueur éliminé".to_string(),
            },
            RuleError::NoWinnerLeft { left } => match (lang, left) {
                (Lang::En, 0 | 1) => {
                    "only the winner is left, and the winner cannot be knocked out".to_string()
                }
                (Lang::En, _) => format!(
                    "all {left} players left are listed; at least one must stay in to win"
                ),
                (Lang::Fr, 0 | 1) => {
                    "seul le vainqueur reste en lice, et le vainqueur ne peut pas être éliminé"
                        .to_string()
                }
                (Lang::Fr, _) => format!(
                    "les {left} joueurs en lice sont tous listés\u{a0}; au moins un doit rester \
                     pour gagner"
                ),
            },
            RuleError::TooManyChips { in_play, stack } => match lang {
                Lang::En => format!(
                    "{} more chips on top of the {} in play is more than Riffle can count; check \
                     the structure's stacks",
                    group_digits(*stack, lang),
                    group_digits(*in_play, lang)
                ),
                Lang::Fr => format!(
                    "{} jetons de plus en plus des {} en jeu, c'est plus que Riffle ne peut \
                     compter\u{a0}; vérifiez les tapis de la structure",
                    group_digits(*stack, lang),
                    group_digits(*in_play, lang)
                ),
            },
            RuleError::MoneyOverflow => match lang {
                Lang::En => format!(
                    "the money would add up to more than Riffle can count ({} at most); check the \
                     structure's prices and the amounts typed",
                    group_digits(u64::MAX, lang)
                ),
                Lang::Fr => format!(
                    "les sommes d'argent dépasseraient ce que Riffle peut compter ({} au \
                     plus)\u{a0}; vérifiez les prix de la structure et les montants saisis",
                    group_digits(u64::MAX, lang)
                ),
            },
            RuleError::NoChipsLeft { name } => match lang {
                Lang::En => format!(
                    "{name} cannot have 0 chips and stay in; record the elimination instead"
                ),
                Lang::Fr => format!(
                    "{name} ne peut pas rester en lice avec 0 jeton\u{a0}; enregistrez plutôt \
                     l'élimination"
                ),
            },
            RuleError::ChipsAboveInPlay {
                name,
                chips,
                in_play,
            } => match lang {
                Lang::En => format!(
                    "{} chips for {name} is more than all the chips in play ({}); check the count",
                    group_digits(*chips, lang),
                    group_digits(*in_play, lang)
                ),
                Lang::Fr => format!(
                    "{} jetons pour {name}, c'est plus que tous les jetons en jeu ({})\u{a0}; \
                     vérifiez le compte",
                    group_digits(*chips, lang),
                    group_digits(*in_play, lang)
                ),
            },
            RuleError::ListedTwice { name } => match lang {
                Lang::En => format!("{name} is listed twice"),
                Lang::Fr => format!("{name} figure deux fois dans la liste"),
            },
            RuleError::StartingStacksNeeded => match lang {
                Lang::En => "several players busted on the same hand: give each one's chips at the start of the hand, so the bigger stack places higher"
                    .to_string(),
                Lang::Fr => "plusieurs joueurs sont éliminés sur la même main\u{a0}: indiquez le \
                             tapis de chacun au début de la main, le plus gros tapis est classé \
                             devant"
                    .to_string(),
            },
            RuleError::NotAtTable { name, table, seat } => match lang {
                Lang::En => {
                    format!("{name} is not seated at table {table}; the hand lists seat {seat}")
                }
                Lang::Fr => format!(
                    "{name} n'est pas assis à la table {}\u{a0}; la main indique le siège {seat}",
                    table.0
                ),
            },
            RuleError::HandNotFinished(phase) => because(
                lang,
                "the logged hand is not finished",
                "la main enregistrée n'est pas terminée",
                phase,
            ),
            RuleError::HandSeats { name, given, table } => match lang {
                Lang::En => format!(
                    "the logged hand gives {name} {given} chips at the start, but the hand's players must be those seated at table {table}"
                ),
                Lang::Fr => format!(
                    "la main enregistrée donne {} jetons à {name} au début, mais les joueurs de \
                     la main doivent être ceux assis à la table {}",
                    amount_fr(*given),
                    table.0
                ),
            },
            RuleError::EmptyAnnouncement => match lang {
                Lang::En => "an announcement cannot be empty; clear it instead".to_string(),
                Lang::Fr => "une annonce ne peut pas être vide\u{a0}; effacez-la plutôt".to_string(),
            },
            RuleError::NothingToUndo => match lang {
                Lang::En => "there is nothing to undo".to_string(),
                Lang::Fr => "il n'y a rien à annuler".to_string(),
            },
            RuleError::NothingToRedo => match lang {
                Lang::En => "there is nothing to redo: redo puts back an undone command only if nothing was done since"
                    .to_string(),
                Lang::Fr => "il n'y a rien à rétablir\u{a0}: rétablir remet une commande annulée \
                             seulement si rien n'a été fait depuis"
                    .to_string(),
            },
            RuleError::BadGap(gap) => match lang {
                Lang::En => format!("the gap must be at least 1 player, not {gap}"),
                Lang::Fr => format!("l'écart doit être d'au moins 1 joueur, pas {gap}"),
            },
            RuleError::Ruling(error) => error.say(lang),
            RuleError::ChoiceNeeded(count) => match lang {
                Lang::En => format!(
                    "the rules leave this to the TD: pick one of the {count} outcomes offered, with the reason for the choice"
                ),
                Lang::Fr => format!(
                    "le règlement laisse la décision au TD\u{a0}: choisissez l'une des {count} \
                     issues proposées, avec la raison de ce choix"
                ),
            },
            RuleError::Penalty(error) => error.say(lang),
            RuleError::NoHandToRedeal(table) => match lang {
                Lang::En => {
                    format!("no hand has been dealt at {table} yet, so there is nothing to re-deal")
                }
                Lang::Fr => format!(
                    "aucune main n'a encore été distribuée à la table {}, il n'y a donc rien à \
                     redistribuer",
                    table.0
                ),
            },
        }
    }
}

impl Say for StructureRefusal {
    fn say(&self, lang: Lang) -> String {
        match self {
            StructureRefusal::ClockStarted => match lang {
                Lang::En => "the structure can only be changed before the clock starts; adjust the clock (add time, jump to a level) instead"
                    .to_string(),
                Lang::Fr => "la structure ne se change qu'avant le démarrage de l'horloge\u{a0}; \
                             ajustez plutôt l'horloge (ajouter du temps, passer à un niveau)"
                    .to_string(),
            },
            StructureRefusal::NotShipped { name, shipped } => match lang {
                Lang::En => format!(
                    "no shipped structure is called '{name}'; the shipped ones are {}",
                    shipped.join(", ")
                ),
                Lang::Fr => format!(
                    "aucune structure fournie ne s'appelle «\u{a0}{name}\u{a0}»\u{a0}; les \
                     structures fournies sont {}",
                    shipped.join(", ")
                ),
            },
            StructureRefusal::FileNotRead { path } => match lang {
                Lang::En => format!(
                    "the structure file {path} must be read before the tournament is created"
                ),
                Lang::Fr => format!(
                    "le fichier de structure {path} doit être lu avant la création du tournoi"
                ),
            },
            StructureRefusal::Unwritable { detail } => match lang {
                Lang::En => detail.clone(),
                Lang::Fr => format!(
                    "la structure écrite dans le script ne peut pas être relue comme un fichier\u{a0}: {detail}"
                ),
            },
            StructureRefusal::Rejected(errors) => {
                let separator = match lang {
                    Lang::En => "; ",
                    Lang::Fr => "\u{a0}; ",
                };
                errors
                    .iter()
                    .map(|error| error.say(lang))
                    .collect::<Vec<_>>()
                    .join(separator)
            }
            StructureRefusal::NoLevel => match lang {
                Lang::En => "the structure has no level to play".to_string(),
                Lang::Fr => "la structure n'a aucun niveau à jouer".to_string(),
            },
            StructureRefusal::Rebuild(error) => error.say(lang),
        }
    }
}

crate::worded!(RuleError, StructureRefusal);

#[cfg(test)]
mod wording {
    use super::*;
    use crate::betting::{HandError, SetupError};

    /// The checks of a structure file that refuses it.
    fn diagnostics() -> Vec<Diagnostic> {
        crate::structure::load("(", "broken.ron")
            .expect_err("an unfinished file is refused")
            .errors
    }

    /// One refusal of every kind (every structure refusal and every purchase too), checked by
    /// `listed` so that a new kind must be added here.
    fn every_variant() -> Vec<RuleError> {
        let table = TableNo(3);
        let mut errors = vec![
            RuleError::Clock(ClockError::NotStarted),
            RuleError::Floor(FloorError::NoPlayers),
            RuleError::Hand(ReplayError::Setup(SetupError::ZeroBigBlind)),
            RuleError::HouseRules(HouseRulesError::NoPreset),
            RuleError::AlreadyCreated,
            RuleError::NoSuchPlayer(PlayerId(12)),
            RuleError::NotInPlay {
                name: "Zoé".into()
            },
            RuleError::StillInPlay {
                name: "Zoé".into()
            },
            RuleError::EmptyName,
            RuleError::EmptyTournamentName,
            RuleError::NameHasHiddenCharacters,
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
            RuleError::AlreadyDrawn,
            RuleError::NoSuchTable(table),
            RuleError::BadTableNumber(0),
            RuleError::NoPendingInstruction,
            RuleError::NoBusts,
            RuleError::NoWinnerLeft { left: 1 },
            RuleError::NoWinnerLeft { left: 2 },
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
            RuleError::EmptyAnnouncement,
            RuleError::NothingToUndo,
            RuleError::NothingToRedo,
            RuleError::BadGap(0),
            RuleError::Ruling(RulingError::NoReason),
            RuleError::ChoiceNeeded(3),
            RuleError::Penalty(PenaltyError::ZeroLength),
            RuleError::NoHandToRedeal(table),
            RuleError::Deal(DealError::NoPlayers),
            RuleError::DealAlreadyMade,
            RuleError::DealNeedsTwo,
            RuleError::DealMisses {
                name: "Zoé".into()
            },
            RuleError::Report(ReportRefusal::NoReason),
            RuleError::BadKnocker {
                knocker: "Zoé".into(),
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
        for what in [BuyIn::ReEntry, BuyIn::Rebuy, BuyIn::AddOn] {
            listed_buy_in(what);
            errors.push(RuleError::NotOffered { what });
            errors.push(RuleError::PurchaseClosed {
                what,
                until: 6,
                level: 8,
            });
            for max in [1, 2] {
                errors.push(RuleError::PurchaseLimit {
                    name: "Zoé".into(),
                    what,
                    max,
                });
            }
        }
        for refusal in every_structure_refusal() {
            errors.push(RuleError::Structure(refusal));
        }
        errors
    }

    fn every_structure_refusal() -> Vec<StructureRefusal> {
        vec![
            StructureRefusal::ClockStarted,
            StructureRefusal::NotShipped {
                name: "turbo".into(),
                shipped: vec!["deepstack".into(), "hyper".into()],
            },
            StructureRefusal::FileNotRead {
                path: "levels.ron".into(),
            },
            StructureRefusal::Unwritable {
                detail: "the level has no field".into(),
            },
            StructureRefusal::Rejected(diagnostics()),
            StructureRefusal::NoLevel,
            StructureRefusal::Rebuild(RebuildError::Floor(FloorError::SeatCount { seats: 11 })),
        ]
    }

    fn listed_buy_in(what: BuyIn) {
        match what {
            BuyIn::ReEntry | BuyIn::Rebuy | BuyIn::AddOn => {}
        }
    }

    fn listed(error: &RuleError) {
        match error {
            RuleError::Clock(_)
            | RuleError::Floor(_)
            | RuleError::Hand(_)
            | RuleError::Structure(
                StructureRefusal::ClockStarted
                | StructureRefusal::NotShipped { .. }
                | StructureRefusal::FileNotRead { .. }
                | StructureRefusal::Unwritable { .. }
                | StructureRefusal::Rejected(_)
                | StructureRefusal::NoLevel
                | StructureRefusal::Rebuild(_),
            )
            | RuleError::HouseRules(_)
            | RuleError::AlreadyCreated
            | RuleError::NoSuchPlayer(_)
            | RuleError::NotInPlay { .. }
            | RuleError::StillInPlay { .. }
            | RuleError::EmptyName
            | RuleError::EmptyTournamentName
            | RuleError::NameHasHiddenCharacters
            | RuleError::NameTooLong { .. }
            | RuleError::RegistrationClosed { .. }
            | RuleError::NoLateRegistration
            | RuleError::NotOffered { .. }
            | RuleError::PurchaseClosed { .. }
            | RuleError::PurchaseLimit { .. }
            | RuleError::RebuyStackTooBig { .. }
            | RuleError::AddOnNotYet { .. }
            | RuleError::NobodyToSeat
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
            | RuleError::SatelliteOver { .. }
            | RuleError::Report(_)
            | RuleError::PayoutsInTheMoney
            | RuleError::PayoutsOutOfOrder { .. }
            | RuleError::PayoutsNotSumming { .. } => {}
        }
    }

    /// The wording of a refusal that another layer gave, when the tournament only passes it on.
    fn passed_on(error: &RuleError, lang: Lang) -> Option<String> {
        match error {
            RuleError::Clock(inner) => Some(inner.say(lang)),
            RuleError::Floor(inner) => Some(inner.say(lang)),
            RuleError::HouseRules(inner) => Some(inner.say(lang)),
            RuleError::Ruling(inner) => Some(inner.say(lang)),
            RuleError::Penalty(inner) => Some(inner.say(lang)),
            RuleError::Deal(inner) => Some(inner.say(lang)),
            RuleError::Report(inner) => Some(inner.say(lang)),
            RuleError::Structure(StructureRefusal::Rejected(found)) => Some(
                found
                    .iter()
                    .map(|d| d.say(lang))
                    .collect::<Vec<_>>()
                    .join(if lang == Lang::En { "; " } else { "\u{a0}; " }),
            ),
            RuleError::Structure(StructureRefusal::Rebuild(inner)) => Some(inner.say(lang)),
            _ => None,
        }
    }

    #[test]
    fn every_tournament_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            let (en, fr) = (error.say(Lang::En), error.say(Lang::Fr));
            assert_eq!(en, error.to_string());
            assert!(!fr.is_empty(), "{en}");
            if passed_on(&error, Lang::En).is_none() {
                assert_ne!(fr, en);
            }
        }
    }

    #[test]
    fn a_refusal_of_another_layer_keeps_that_layers_words_in_both_languages() {
        for error in every_variant() {
            for lang in [Lang::En, Lang::Fr] {
                if let Some(inner) = passed_on(&error, lang) {
                    assert_eq!(error.say(lang), inner);
                }
            }
        }
    }

    #[test]
    fn a_refused_hand_is_explained_in_one_language_from_start_to_end() {
        let error = RuleError::Hand(ReplayError::Step {
            step: 4,
            error: HandError::Folded { seat: 3 },
        });
        assert_eq!(
            error.to_string(),
            "the logged hand is not legal play: step 4 of the hand: seat 3 folded and has no hand"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "la main enregistrée ne suit pas les règles du jeu\u{a0}: étape 4 de la main\u{a0}: \
             le siège 3 s'est couché et n'a plus de main"
        );
    }

    #[test]
    fn purchase_limits_count_in_each_language() {
        let limit = |max| RuleError::PurchaseLimit {
            name: "Zoé".into(),
            what: BuyIn::Rebuy,
            max,
        };
        assert_eq!(
            limit(1).to_string(),
            "Zoé has reached the limit of 1 rebuy a player"
        );
        assert_eq!(
            limit(2).to_string(),
            "Zoé has reached the limit of 2 rebuys a player"
        );
        assert_eq!(
            limit(2).say(Lang::Fr),
            "Zoé a atteint la limite de 2 recaves par joueur"
        );
        assert_eq!(
            RuleError::RebuyStackTooBig {
                name: "Zoé".into(),
                chips: 25_000,
                limit: 20_000,
            }
            .say(Lang::Fr),
            "Zoé a 25\u{202f}000 jetons\u{a0}; la recave n'est permise qu'à 20\u{202f}000 jetons ou moins"
        );
    }
}
