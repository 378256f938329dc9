//! The answer to one fact, edited with the input its kind calls for: big Yes and No buttons, a
//! button per alternative, seat buttons, a number field, a list built up one item at a time. The
//! TD's input becomes the value the catalogue's `Case::set_fact` takes, and a given answer is
//! read back in words for the list of answers so far.

use crate::i18n::Texts;
use crate::theme;
use chrono::{DateTime, Local, NaiveDate, NaiveTime, TimeZone, Utc};
use egui::{Button, RichText, TextEdit, Ui, vec2};
use riffle_rules::disputes::{Alternative, FactKind, Field, Holds};
use riffle_text::Lang;
use riffle_text::Words;
use riffle_text::parse_whole_number;
use serde_json::{Map, Value, json};
use std::cell::Cell;

/// The highest seat number a table has (the catalogue's one-table copy has ten seats).
const SEATS: u8 = 10;

/// What the inputs need from around them.
pub(super) struct Env<'a> {
    pub w: &'static Words,
    pub t: &'static Texts,
    pub lang: Lang,
    /// The chips in play at the current level, offered as buttons when chips are listed.
    pub denominations: &'a [riffle_core::Chips],
    /// The TD's day, for a time typed as hh:mm.
    pub today: NaiveDate,
    pub now: DateTime<Utc>,
    /// The first text field drawn takes the keyboard focus (a question just asked).
    pub focus: Cell<bool>,
    /// The question being asked, which names the fields that answer it.
    pub question: Cell<Option<egui::Id>>,
}

/// An answer being edited: the shape of its kind, with what the TD typed or picked so far.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Input {
    Bool(Option<bool>),
    /// A number as typed: counts, chips, seconds, tables, and seats inside a record.
    Number(String),
    /// A seat picked with the seat buttons.
    Seat(Option<u8>),
    /// A time of day as typed, hh:mm or hh:mm:ss, the TD's local time.
    Time(String),
    OneOf {
        picked: Option<usize>,
        /// The inputs of what the picked alternative carries.
        holds: Vec<Input>,
    },
    Record(Vec<Input>),
    List {
        items: Vec<Value>,
        draft: Box<Input>,
    },
    Optional {
        none: bool,
        inner: Box<Input>,
    },
}

impl Input {
    /// An input for `kind`, filled in with `value` when there is one (an answer being changed,
    /// or a fact the tournament already knows). Inside a record or a list (`nested`), a yes or
    /// no starts unticked and a seat is typed.
    pub fn new(kind: &FactKind, value: Option<&Value>, nested: bool) -> Input {
        let value = value.filter(|v| !v.is_null());
        match kind {
            FactKind::YesNo => {
                let given = value.and_then(Value::as_bool);
                Input::Bool(given.or((nested).then_some(false)))
            }
            FactKind::Seat if !nested => Input::Seat(
                value
                    .and_then(Value::as_u64)
                    .and_then(|n| u8::try_from(n).ok()),
            ),
            FactKind::Count
            | FactKind::Chips
            | FactKind::Seconds
            | FactKind::Seat
            | FactKind::Table => Input::Number(
                value
                    .and_then(Value::as_u64)
                    .map(|n| n.to_string())
                    .unwrap_or_default(),
            ),
            FactKind::Time => Input::Time(
                value
                    .and_then(|v| serde_json::from_value::<DateTime<Utc>>(v.clone()).ok())
                    .map(|at| at.with_timezone(&Local).format("%H:%M:%S").to_string())
                    .unwrap_or_default(),
            ),
            FactKind::OneOf(alternatives) => {
                let found = value.and_then(|v| kind.alternative_of(v));
                let picked = found.and_then(|(alternative, _)| {
                    alternatives
                        .iter()
                        .position(|a| a.variant == alternative.variant)
                });
                let holds = match (picked, found) {
                    (Some(at), Some((_, inner))) => holds_inputs(&alternatives[at], Some(inner)),
                    _ => Vec::new(),
                };
                Input::OneOf { picked, holds }
            }
            FactKind::Record(fields) => Input::Record(
                fields
                    .iter()
                    .map(|f| Input::new(&f.kind, value.and_then(|v| v.get(f.name)), true))
                    .collect(),
            ),
            FactKind::ListOf(item) => Input::List {
                items: value.and_then(Value::as_array).cloned().unwrap_or_default(),
                draft: Box::new(Input::new(item, None, true)),
            },
            FactKind::Optional(inner) => Input::Optional {
                none: value.is_none(),
                inner: Box::new(Input::new(inner, value, true)),
            },
        }
    }

    /// The answer as the catalogue takes it, once complete.
    pub fn value(&self, kind: &FactKind, env: &Env) -> Option<Value> {
        match (self, kind) {
            (Input::Bool(answer), _) => answer.map(Value::Bool),
            (Input::Seat(seat), _) => seat.map(|s| json!(s)),
            (Input::Number(text), FactKind::Seat) => parse_whole_number(text)
                .filter(|n| (1..=u64::from(SEATS)).contains(n))
                .map(|n| json!(n)),
            (Input::Number(text), _) => parse_whole_number(text).map(|n| json!(n)),
            (Input::Time(text), _) => {
                let at = parse_time(text, env.today)?;
                serde_json::to_value(at).ok()
            }
            (Input::OneOf { picked, holds }, FactKind::OneOf(alternatives)) => {
                let alternative = alternatives.get((*picked)?)?;
                match alternative.holds {
                    Holds::Nothing => Some(json!(alternative.variant)),
                    Holds::Value(inner) => {
                        let value = holds.first()?.value(inner, env)?;
                        Some(json!({ alternative.variant: value }))
                    }
                    Holds::Fields(fields) => {
                        let record = record_value(fields, holds, env)?;
                        Some(json!({ alternative.variant: record }))
                    }
                }
            }
            (Input::Record(inputs), FactKind::Record(fields)) => record_value(fields, inputs, env),
            (Input::List { items, .. }, _) => Some(Value::Array(items.clone())),
            (Input::Optional { none: true, .. }, _) => Some(Value::Null),
            (Input::Optional { inner, .. }, FactKind::Optional(kind)) => inner.value(kind, env),
            _ => None,
        }
    }

    /// Draws the input for the question being asked. A click on Yes or No, an alternative or a
    /// seat only selects it (the question then waits for Next or Enter, so a stray click never
    /// moves on, nor answers a question the TD has not read); returns true on Enter in a field.
    pub fn ask(&mut self, ui: &mut Ui, kind: &FactKind, env: &Env) -> bool {
        match (&mut *self, kind) {
            (Input::Bool(answer), FactKind::YesNo) => {
                let (yes, no) = (env.w.text("yes"), env.w.text("no"));
                big_pair(ui, answer, yes, no);
                false
            }
            (Input::Seat(seat), _) => {
                seat_buttons(ui, seat, theme::space::BUTTON_LARGE);
                false
            }
            (Input::OneOf { picked, holds }, FactKind::OneOf(alternatives)) => {
                let mut done = false;
                for (at, alternative) in alternatives.iter().enumerate() {
                    let selected = *picked == Some(at);
                    let text = RichText::new(alternative.label(env.lang)).size(theme::size::ANSWER);
                    let button = Button::selectable(selected, text).wrap().min_size(vec2(
                        ui.available_width().min(theme::space::QUESTION_WIDTH),
                        theme::space::BUTTON_TOUCH,
                    ));
                    if ui.add(button).clicked() && !selected {
                        *picked = Some(at);
                        *holds = holds_inputs(alternative, None);
                    }
                    if selected && alternative.holds != Holds::Nothing {
                        ui.indent(alternative.variant, |ui| {
                            done |= holds_ui(ui, alternative, holds, env);
                        });
                    }
                }
                done
            }
            (Input::List { items, draft }, FactKind::ListOf(item)) => {
                list_ui(ui, items, draft, item, env, theme::size::ANSWER)
            }
            _ => self.nested(ui, kind, env, ""),
        }
    }

    /// Draws the input inside a record, a list or an alternative: compact, with its label.
    /// Returns true on Enter in a field.
    fn nested(&mut self, ui: &mut Ui, kind: &FactKind, env: &Env, label: &str) -> bool {
        match (self, kind) {
            (Input::Bool(answer), _) => {
                let mut ticked = answer.unwrap_or(false);
                ui.checkbox(&mut ticked, label);
                *answer = Some(ticked);
                false
            }
            (Input::Seat(seat), _) => {
                if !label.is_empty() {
                    ui.label(label);
                }
                seat_buttons(ui, seat, theme::space::BUTTON_LOW);
                false
            }
            (Input::Number(text), kind) => {
                let width = if matches!(kind, FactKind::Seat | FactKind::Count | FactKind::Table) {
                    theme::space::FIELD_XS
                } else {
                    theme::space::FIELD_L
                };
                number_field(ui, text, kind, label, width, env)
            }
            (Input::Time(text), _) => time_field(ui, text, label, env),
            (Input::OneOf { picked, holds }, FactKind::OneOf(alternatives)) => {
                if !label.is_empty() {
                    ui.label(label);
                }
                let mut done = false;
                ui.horizontal_wrapped(|ui| {
                    for (at, alternative) in alternatives.iter().enumerate() {
                        let selected = *picked == Some(at);
                        if ui
                            .add(Button::selectable(selected, alternative.label(env.lang)))
                            .clicked()
                            && !selected
                        {
                            *picked = Some(at);
                            *holds = holds_inputs(alternative, None);
                        }
                    }
                });
                if let Some(alternative) = picked.and_then(|at| alternatives.get(at))
                    && alternative.holds != Holds::Nothing
                {
                    ui.indent(alternative.variant, |ui| {
                        done = holds_ui(ui, alternative, holds, env);
                    });
                }
                done
            }
            (Input::Record(inputs), FactKind::Record(fields)) => {
                let mut done = false;
                ui.horizontal_wrapped(|ui| {
                    for (input, field) in inputs.iter_mut().zip(fields.iter()) {
                        done |= input.nested(ui, &field.kind, env, field.label(env.lang));
                        ui.add_space(theme::space::ITEM_GAP);
                    }
                });
                done
            }
            (Input::List { items, draft }, FactKind::ListOf(item)) => {
                if !label.is_empty() {
                    ui.label(label);
                }
                list_ui(ui, items, draft, item, env, theme::size::BODY)
            }
            (Input::Optional { none, inner }, FactKind::Optional(kind)) => {
                ui.label(label);
                ui.checkbox(none, env.w.text("none"));
                if !*none {
                    inner.nested(ui, kind, env, "")
                } else {
                    false
                }
            }
            _ => false,
        }
    }
}

/// The inputs for what an alternative carries.
fn holds_inputs(alternative: &Alternative, value: Option<&Value>) -> Vec<Input> {
    match alternative.holds {
        Holds::Nothing => Vec::new(),
        Holds::Value(kind) => vec![Input::new(kind, value, true)],
        Holds::Fields(fields) => fields
            .iter()
            .map(|f| Input::new(&f.kind, value.and_then(|v| v.get(f.name)), true))
            .collect(),
    }
}

fn holds_ui(ui: &mut Ui, alternative: &Alternative, holds: &mut [Input], env: &Env) -> bool {
    match alternative.holds {
        Holds::Nothing => false,
        Holds::Value(kind) => holds
            .first_mut()
            .is_some_and(|input| input.nested(ui, kind, env, "")),
        Holds::Fields(fields) => {
            let mut done = false;
            ui.horizontal_wrapped(|ui| {
                for (input, field) in holds.iter_mut().zip(fields.iter()) {
                    done |= input.nested(ui, &field.kind, env, field.label(env.lang));
                }
            });
            done
        }
    }
}

fn record_value(fields: &[Field], inputs: &[Input], env: &Env) -> Option<Value> {
    let mut map = Map::new();
    for (field, input) in fields.iter().zip(inputs) {
        map.insert(field.name.to_string(), input.value(&field.kind, env)?);
    }
    (map.len() == fields.len()).then_some(Value::Object(map))
}

/// Two big buttons side by side; a click selects one.
fn big_pair(ui: &mut Ui, answer: &mut Option<bool>, yes: &str, no: &str) {
    ui.horizontal_wrapped(|ui| {
        for (value, text) in [(true, yes), (false, no)] {
            let button = Button::selectable(
                *answer == Some(value),
                RichText::new(text).size(theme::size::SECTION),
            )
            .min_size(vec2(theme::space::BUTTON_MEDIUM, theme::space::BUTTON_MAIN));
            if ui.add(button).clicked() {
                *answer = Some(value);
            }
        }
    });
}

/// A button per seat, 1 to 10; a click selects one.
fn seat_buttons(ui: &mut Ui, seat: &mut Option<u8>, size: f32) {
    ui.horizontal_wrapped(|ui| {
        for n in 1..=SEATS {
            let text = RichText::new(n.to_string()).size(size * 0.45);
            let button = Button::selectable(*seat == Some(n), text).min_size(vec2(size, size));
            if ui.add(button).on_hover_text(format!("S{n}")).clicked() {
                *seat = Some(n);
            }
        }
    });
}

/// A field for a whole number; says so in red when what is typed is not one. Returns true on
/// Enter.
fn number_field(
    ui: &mut Ui,
    text: &mut String,
    kind: &FactKind,
    label: &str,
    width: f32,
    env: &Env,
) -> bool {
    let mut done = false;
    ui.horizontal(|ui| {
        let label = (!label.is_empty()).then(|| ui.label(label));
        let edit = TextEdit::singleline(text)
            .desired_width(width)
            .font(egui::FontId::proportional(theme::size::TITLE));
        let mut response = ui.add(edit);
        if let Some(id) = label.map(|l| l.id).or_else(|| env.question.get()) {
            response = response.labelled_by(id);
        }
        if env.focus.take() {
            response.request_focus();
        }
        done = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let parsed = parse_whole_number(text);
        let seat_out_of_range = matches!(kind, FactKind::Seat)
            && parsed.is_some_and(|n| !(1..=u64::from(SEATS)).contains(&n));
        if !text.trim().is_empty() && (parsed.is_none() || seat_out_of_range) {
            let hint = if matches!(kind, FactKind::Seat) {
                env.w.text("seat_from_1_to_10")
            } else {
                env.w.text("whole_number")
            };
            ui.colored_label(ui.visuals().error_fg_color, hint);
        } else if let (Some(n), FactKind::Chips) = (parsed, kind)
            && n >= 1000
        {
            ui.weak(env.t.number(n));
        }
    });
    done
}

/// A time of day, hh:mm or hh:mm:ss, with a button for now.
fn time_field(ui: &mut Ui, text: &mut String, label: &str, env: &Env) -> bool {
    let mut done = false;
    ui.horizontal(|ui| {
        if !label.is_empty() {
            ui.label(label);
        }
        let edit = TextEdit::singleline(text)
            .hint_text(env.w.text("time_hint"))
            .desired_width(theme::space::FIELD_L)
            .font(egui::FontId::proportional(theme::size::PROMINENT));
        let mut response = ui.add(edit);
        if let Some(id) = env.question.get() {
            response = response.labelled_by(id);
        }
        if env.focus.take() {
            response.request_focus();
        }
        done = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(env.w.text("rulings_now")).clicked() {
            *text = env.now.with_timezone(&Local).format("%H:%M:%S").to_string();
        }
        if !text.trim().is_empty() && parse_time(text, env.today).is_none() {
            ui.colored_label(ui.visuals().error_fg_color, env.w.text("time_hint"));
        }
    });
    done
}

/// A list built one item at a time: actions and seats by clicking, chips by clicking a
/// denomination or typing an amount, records by filling in a row and adding it.
fn list_ui(
    ui: &mut Ui,
    items: &mut Vec<Value>,
    draft: &mut Input,
    item: &FactKind,
    env: &Env,
    size: f32,
) -> bool {
    let mut done = false;
    match item {
        FactKind::OneOf(alternatives) if alternatives.iter().all(|a| a.holds == Holds::Nothing) => {
            ui.horizontal_wrapped(|ui| {
                for alternative in alternatives.iter() {
                    let text = RichText::new(alternative.label(env.lang)).size(size);
                    if ui
                        .add(
                            Button::new(text)
                                .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON)),
                        )
                        .clicked()
                    {
                        items.push(json!(alternative.variant));
                    }
                }
            });
        }
        FactKind::Seat => {
            ui.horizontal_wrapped(|ui| {
                for n in 1..=SEATS {
                    let at = items.iter().position(|v| v.as_u64() == Some(u64::from(n)));
                    let text = RichText::new(n.to_string()).size(size);
                    let button = Button::selectable(at.is_some(), text)
                        .min_size(egui::Vec2::splat(theme::space::BUTTON_TOUCH));
                    if ui.add(button).on_hover_text(format!("S{n}")).clicked() {
                        match at {
                            Some(at) => {
                                items.remove(at);
                            }
                            None => items.push(json!(n)),
                        }
                    }
                }
            });
        }
        _ => {
            ui.horizontal_wrapped(|ui| {
                if matches!(item, FactKind::Chips) {
                    for &chip in env.denominations {
                        let text = RichText::new(env.t.number(chip)).size(size);
                        if ui
                            .add(
                                Button::new(text).min_size(vec2(
                                    theme::space::BUTTON_TOUCH,
                                    theme::space::BUTTON,
                                )),
                            )
                            .clicked()
                        {
                            items.push(json!(chip));
                        }
                    }
                    ui.add_space(theme::space::GROUP_GAP);
                }
                let entered = draft.nested(ui, item, env, "");
                let value = draft.value(item, env);
                let add = ui.add_enabled(value.is_some(), Button::new(env.w.text("add")));
                if let Some(value) = value
                    && (add.clicked() || entered)
                {
                    items.push(value);
                    *draft = Input::new(item, None, true);
                }
            });
        }
    }
    // What the list holds so far, and the buttons to take items back.
    ui.horizontal_wrapped(|ui| {
        let text = if items.is_empty() {
            env.w.text("none_yet").to_string()
        } else {
            list_words(item, items, env)
        };
        ui.label(RichText::new(text).size(size).strong());
        if !items.is_empty() {
            if ui.button(env.w.text("remove_last")).clicked() {
                items.pop();
            }
            if ui.button(env.w.text("rulings_clear")).clicked() {
                items.clear();
            }
        }
    });
    if !matches!(item, FactKind::Record(_)) {
        return done;
    }
    // Records: one row each, removable one by one.
    let mut remove = None;
    for (at, value) in items.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(describe(item, value, env));
            if ui.small_button(env.w.text("remove")).clicked() {
                remove = Some(at);
            }
        });
    }
    if let Some(at) = remove {
        items.remove(at);
        done = false;
    }
    done
}

/// A list's items in words: chips added up, seats and actions in order, records one by one.
fn list_words(item: &FactKind, items: &[Value], env: &Env) -> String {
    let parts: Vec<String> = items.iter().map(|v| describe(item, v, env)).collect();
    match item {
        FactKind::Chips => {
            let total: u64 = items.iter().filter_map(Value::as_u64).sum();
            format!("{} = {}", parts.join(" + "), env.t.number(total))
        }
        FactKind::Record(_) => env.w.labelled(env.w.text("rows"), &items.len().to_string()),
        _ => parts.join(", "),
    }
}

/// A given answer in words, as the list of answers shows it: worded by the catalogue, the one
/// home the ruling's record and its export share, with times on the TD's clock.
pub(super) fn describe(kind: &FactKind, value: &Value, env: &Env) -> String {
    riffle_rules::disputes::answered::describe(kind, value, env.lang, &Local)
}

/// A time of day typed as hh:mm or hh:mm:ss, on the TD's `day`, in the TD's time zone.
fn parse_time(text: &str, day: NaiveDate) -> Option<DateTime<Utc>> {
    let text = text.trim();
    let time = NaiveTime::parse_from_str(text, "%H:%M:%S")
        .or_else(|_| NaiveTime::parse_from_str(text, "%H:%M"))
        .ok()?;
    let local = Local.from_local_datetime(&day.and_time(time)).earliest()?;
    Some(local.with_timezone(&Utc))
}
