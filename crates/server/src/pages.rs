//! The pages, plain HTML, CSS and JavaScript compiled into the binary: no build step, no CDN,
//! nothing fetched from outside the venue. Each page reads only the JSON API (and, once signed
//! in, sends commands), so a page can show nothing the API does not give it. The language is
//! the browser's: French when it asks for French, English otherwise.

use axum::http::header;
use axum::response::{IntoResponse, Response};

fn file(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// `/`: the players' clock, counted down in the browser from the server's level end.
pub async fn clock() -> Response {
    file(HTML, include_str!("pages/clock.html"))
}

/// `/seats`: a player finds their table and seat by name.
pub async fn seats() -> Response {
    file(HTML, include_str!("pages/seats.html"))
}

/// `/dealer`: a table's dealer reports hands, busts and calls.
pub async fn dealer() -> Response {
    file(HTML, include_str!("pages/dealer.html"))
}

/// `/floor`: calls to answer, busts to confirm, moves to carry out, chip counts.
pub async fn floor() -> Response {
    file(HTML, include_str!("pages/floor.html"))
}

pub async fn common_script() -> Response {
    file(JS, include_str!("pages/common.js"))
}

pub async fn sign_in_script() -> Response {
    file(JS, include_str!("pages/signin.js"))
}

pub async fn style() -> Response {
    file("text/css; charset=utf-8", include_str!("pages/style.css"))
}
