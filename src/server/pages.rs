//! The pages, plain HTML, CSS and JavaScript compiled into the binary: no build step, no CDN,
//! nothing fetched from outside the venue. Each page reads only the public API (and, once
//! signed in, sends commands), so a page can show nothing the API does not give it.

use axum::http::header;
use axum::response::{IntoResponse, Response};

fn page(html: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        html,
    )
        .into_response()
}

/// `/`: the players' clock.
pub async fn clock() -> Response {
    page(include_str!("pages/clock.html"))
}
