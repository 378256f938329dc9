//! The players' screen layout on the TV page: `/layout.json` gives the layout a screen shows
//! (the one `?layout=` names, else the tournament's) with each region's place and text sizes
//! computed by the core, as the window computes them; `/layout/<name>/<picture>` gives its
//! pictures. The page (`layout.js`) draws it from the state the event stream pushes, so a
//! layout switched in the journal reaches every TV with the change itself.

use super::{Venue, lang_of};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use riffle_core::layout::{self, Figure, LayoutRejected};
use riffle_store::layouts::{self as store, LayoutError};
use riffle_text::Say;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;

#[derive(Deserialize)]
pub struct Asked {
    #[serde(default)]
    name: Option<String>,
}

/// How long a page of a list that does not fit stays, as on the window's players' screen.
const LIST_PAGE_SECONDS: u32 = 8;

/// `GET /layout.js`: draws a layout on the TV page.
pub async fn script() -> Response {
    super::pages::file(super::pages::JS, include_str!("pages/layout.js"))
}

/// `GET /layout.json?name=…`: the layout named, or the one the tournament shows.
pub async fn layout(
    State(venue): State<Arc<Venue>>,
    headers: HeaderMap,
    Query(asked): Query<Asked>,
) -> Response {
    let lang = lang_of(&headers);
    let (dir, shown) = venue.writer.read(|session| {
        (
            session.dir().to_path_buf(),
            session.tournament().layout().map(str::to_string),
        )
    });
    let name = (asked.name.filter(|n| !n.trim().is_empty()))
        .or(shown)
        .unwrap_or_else(|| layout::DEFAULT_LAYOUT.to_string());
    let found = tokio::task::spawn_blocking(move || store::find(Some(&dir), &name)).await;
    match found {
        Ok(Ok(file)) => Json(described(&file)).into_response(),
        Ok(Err(error)) => refused(&error.say(lang), &error),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

fn refused(said: &str, error: &LayoutError) -> Response {
    let status = match error {
        LayoutError::Unknown { .. } => StatusCode::NOT_FOUND,
        LayoutError::Rejected(LayoutRejected { .. }) | LayoutError::Unreadable(_) => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
    };
    (status, Json(json!({ "refusal": said }))).into_response()
}

/// The layout as the page draws it: every region with its frame (fractions of the screen),
/// its text sizes (percent of the screen's height) and its colours as RGB.
fn described(file: &store::LayoutFile) -> Value {
    let layout = &file.layout;
    let rgb = |c: layout::Colour| c.rgb().to_vec();
    let pages: Vec<Value> = (layout.pages.iter())
        .map(|page| {
            let regions: Vec<Value> = (page.regions.iter())
                .map(|region| {
                    let sizes = region.text(layout.grid);
                    let (kind, argument) = match &region.figure {
                        Figure::Image(name) => ("Image", Some(name.clone())),
                        Figure::Text(words) => ("Text", Some(words.clone())),
                        other => (<&str>::from(other), None),
                    };
                    json!({
                        "figure": kind,
                        "argument": argument,
                        "shape": region.figure.shape(),
                        "frame": layout::frame(region, layout.grid),
                        "value": sizes.value,
                        "caption": sizes.caption,
                        "align": region.align,
                        "colour": rgb(region.colour),
                        "font": region.font,
                        "fill": region.fill.map(rgb),
                    })
                })
                .collect();
            json!({ "seconds": page.seconds, "regions": regions })
        })
        .collect();
    json!({
        "name": file.name,
        "title": layout.name,
        "background": rgb(layout.background),
        "grey": rgb(layout::Colour::Grey),
        "red": rgb(layout::Colour::Red),
        "pages": pages,
        "line_height": layout::LINE_HEIGHT,
        "side_margin": layout::SIDE_MARGIN,
        "least_text": layout::least_text(),
        "list_page_seconds": LIST_PAGE_SECONDS,
    })
}

/// `GET /layout/<name>/<picture>`: a picture of a layout, as the file beside it holds it.
pub async fn picture(
    State(venue): State<Arc<Venue>>,
    Path((name, picture)): Path<(String, String)>,
) -> Response {
    let dir = venue.writer.read(|session| session.dir().to_path_buf());
    let found = tokio::task::spawn_blocking(move || {
        let file = store::find(Some(&dir), &name).ok()?;
        file.pictures.get(&picture).map(|p| p.png.clone())
    })
    .await;
    match found {
        Ok(Some(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            png,
        )
            .into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}
