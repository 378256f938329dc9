//! Layout files of the players' screen: every shipped layout loads, and a layout an organiser
//! got wrong is refused whole with its line, its column and what is allowed.

use riffle_core::layout::{
    self, Figure, ImageFault, LayoutProblem, LayoutRejected, SHIPPED, least_text, load,
};
use riffle_text::{Lang, Say};

fn no_images(_: &str) -> Result<(), ImageFault> {
    Err(ImageFault::Missing)
}

fn refused(text: &str) -> LayoutRejected {
    load(text, "lobby.ron", &no_images).expect_err("the layout should be refused")
}

/// A one-page layout around the regions given.
fn with_regions(regions: &str) -> String {
    format!(
        "Layout(\n    name: \"Lobby\",\n    grid: (columns: 8, rows: 8),\n    pages: [(regions: [\n{regions}\n    ])],\n)"
    )
}

#[test]
fn every_shipped_layout_loads_and_the_default_is_among_them() {
    for (name, text) in SHIPPED {
        let loaded = load(text, name, &no_images);
        assert!(loaded.is_ok(), "{name}: {}", loaded.unwrap_err());
    }
    assert!(
        SHIPPED
            .iter()
            .any(|(name, _)| *name == layout::DEFAULT_LAYOUT)
    );
}

#[test]
fn the_least_text_is_a_thirty_second_of_the_height_of_a_1080p_tv_seen_from_5_m() {
    let least = least_text();
    assert!((2.9..3.1).contains(&least), "{least}");
    assert!(least * 1080.0 / 100.0 > 31.0);
}

#[test]
fn an_unknown_figure_is_placed_and_the_closest_figure_suggested() {
    let text = with_regions("        (figure: Clok, at: (1, 1), span: (8, 4)),");
    let rejected = refused(&text);
    let error = &rejected.errors[0];
    assert_eq!(error.location.map(|l| (l.line, l.column)), Some((5, 18)));
    let said = rejected.to_string();
    assert!(said.contains("lobby.ron:5:18"), "{said}");
    assert!(said.contains("did you mean `Clock`?"), "{said}");
    assert!(
        said.contains("`PrizePool`") && said.contains("`Image`"),
        "{said}"
    );
}

#[test]
fn an_unknown_field_and_colour_suggest_what_is_allowed() {
    let field = refused(&with_regions(
        "        (figure: Clock, at: (1, 1), span: (8, 4), color: Gold),",
    ));
    assert!(
        field.to_string().contains("did you mean `colour`?"),
        "{field}"
    );
    let colour = refused(&with_regions(
        "        (figure: Clock, at: (1, 1), span: (8, 4), colour: Golden),",
    ));
    assert!(
        colour.to_string().contains("did you mean `Gold`?"),
        "{colour}"
    );
}

#[test]
fn overlapping_regions_are_refused_at_the_second_one() {
    let rejected = refused(&with_regions(
        "        (figure: Clock, at: (1, 1), span: (8, 4)),\n        (figure: PlayersLeft, at: (3, 4), span: (2, 2)),",
    ));
    assert_eq!(rejected.errors.len(), 1, "{rejected}");
    let error = &rejected.errors[0];
    assert!(matches!(
        error.problem,
        LayoutProblem::Overlap {
            page: 0,
            region: 1,
            other: 0
        }
    ));
    assert_eq!(error.location.map(|l| l.line), Some(6));
    assert!(
        rejected
            .to_string()
            .contains("region 2 covers cells of region 1")
    );
}

#[test]
fn a_region_outside_the_grid_is_refused() {
    let rejected = refused(&with_regions(
        "        (figure: Clock, at: (5, 1), span: (8, 4)),",
    ));
    assert!(matches!(
        rejected.errors[0].problem,
        LayoutProblem::OutsideGrid { .. }
    ));
}

#[test]
fn a_missing_or_unreadable_image_is_refused_and_one_beside_the_layout_shown() {
    let text = with_regions("        (figure: Image(\"logo.png\"), at: (1, 1), span: (8, 2)),");
    let missing = refused(&text);
    assert!(missing.to_string().contains("lobby.ron:5:10"), "{missing}");
    assert!(
        missing
            .to_string()
            .contains("`logo.png` is not beside the layout")
    );
    let unreadable = load(&text, "lobby.ron", &|_| Err(ImageFault::Unreadable)).unwrap_err();
    assert!(
        unreadable.to_string().contains("only PNG pictures"),
        "{unreadable}"
    );
    let asked = std::cell::RefCell::new(Vec::new());
    let shown = load(&text, "lobby.ron", &|name| {
        asked.borrow_mut().push(name.to_string());
        Ok(())
    });
    assert!(shown.is_ok());
    assert_eq!(asked.into_inner(), ["logo.png"]);
    let outside = refused(&with_regions(
        "        (figure: Image(\"../logo.png\"), at: (1, 1), span: (8, 2)),",
    ));
    assert!(matches!(
        outside.errors[0].problem,
        LayoutProblem::ImageNotBeside { .. }
    ));
}

#[test]
fn text_too_small_for_5_m_is_refused_with_the_least_allowed() {
    let written = refused(&with_regions(
        "        (figure: Text(\"Welcome\"), at: (1, 1), span: (8, 2), size: 2),",
    ));
    let error = &written.errors[0];
    assert_eq!(error.location.map(|l| (l.line, l.column)), Some((5, 61)));
    assert!(
        written.to_string().contains("allowed: 3.0% or more"),
        "{written}"
    );
    // A figure with a caption in one row of 16 gets a caption of under 3% of the height.
    let text = "Layout(name: \"Dense\", grid: (columns: 8, rows: 16), pages: [(regions: [\n(figure: PlayersLeft, at: (1, 1)),\n])])";
    let squeezed = refused(text);
    assert!(matches!(
        squeezed.errors[0].problem,
        LayoutProblem::TooSmall { .. }
    ));
}

#[test]
fn several_pages_each_need_their_seconds() {
    let text = "Layout(name: \"Two\", grid: (columns: 2, rows: 2), pages: [\n(seconds: 10, regions: [(figure: Clock, at: (1, 1), span: (2, 2))]),\n(regions: [(figure: Payouts, at: (1, 1), span: (2, 2))]),\n])";
    let rejected = refused(text);
    assert!(matches!(
        rejected.errors[0].problem,
        LayoutProblem::NoSeconds { page: 1 }
    ));
    let fixed = text.replace(
        "(regions: [(figure: Payouts",
        "(seconds: 5, regions: [(figure: Payouts",
    );
    let layout = load(&fixed, "two.ron", &no_images).unwrap();
    assert_eq!(layout::page_at(&layout, 0), (0, Some(10_000)));
    assert_eq!(layout::page_at(&layout, 12_000), (1, Some(3_000)));
    assert_eq!(layout::page_at(&layout, 15_000), (0, Some(10_000)));
}

#[test]
fn a_refusal_reads_in_french() {
    let rejected = refused(&with_regions(
        "        (figure: Clok, at: (1, 1), span: (8, 4)),",
    ));
    let said = rejected.say(Lang::Fr);
    assert!(
        said.starts_with("lobby.ron a été refusé\u{a0}: lobby.ron, ligne 5, colonne 18"),
        "{said}"
    );
    assert!(said.contains("vouliez-vous dire `Clock`\u{a0}?"), "{said}");
}

#[test]
fn every_region_of_a_shipped_layout_is_inside_its_screen() {
    for (name, text) in SHIPPED {
        let layout = load(text, name, &no_images).unwrap();
        for page in &layout.pages {
            for region in &page.regions {
                let [left, top, width, height] = layout::frame(region, layout.grid);
                assert!(
                    left + width <= 1.0 + 1e-6 && top + height <= 1.0 + 1e-6,
                    "{name}"
                );
                assert!(
                    !matches!(region.figure, Figure::Image(_)),
                    "{name} needs no file"
                );
            }
        }
    }
}
