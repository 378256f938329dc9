//! Pictures of a test window for a person to look at: the last frame's shapes painted on the
//! processor (no graphics card here) and written as a PNG into the folder `RIFFLE_SHOTS` names.
//! The window keeps the textures egui sends it (the font atlas) for the painting.

use egui::epaint::{ClippedPrimitive, Primitive};
use egui::{Color32, ColorImage, Id, TextureId, TexturesDelta};
use egui_kittest::TestRenderer;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

type Kept = Arc<Mutex<HashMap<TextureId, ColorImage>>>;

/// Keeps the textures egui sets, as a graphics card would.
pub struct TextureKeeper(pub Kept);

impl TestRenderer for TextureKeeper {
    fn handle_delta(&mut self, delta: &mut TexturesDelta) {
        let mut kept = self.0.lock().unwrap();
        for (id, deltas) in std::mem::take(&mut delta.set) {
            for delta in deltas {
                let egui::ImageData::Color(image) = &delta.image;
                let Some([x, y]) = delta.pos else {
                    kept.insert(id, (**image).clone());
                    continue;
                };
                let Some(whole) = kept.get_mut(&id) else {
                    continue;
                };
                for row in 0..image.size[1] {
                    for col in 0..image.size[0] {
                        let at = (y + row) * whole.size[0] + x + col;
                        whole.pixels[at] = image.pixels[row * image.size[0] + col];
                    }
                }
            }
        }
        for id in std::mem::take(&mut delta.free) {
            kept.remove(&id);
        }
    }
}

fn key() -> Id {
    Id::unique("riffle test textures")
}

/// A keeper for a harness about to be built, and what to give [`remember`] once it is.
pub fn keeper() -> (TextureKeeper, Kept) {
    let kept = Kept::default();
    (TextureKeeper(kept.clone()), kept)
}

/// Lets [`picture`] find the textures of the window whose context is `ctx`.
pub fn remember(ctx: &egui::Context, kept: Kept) {
    ctx.data_mut(|data| data.insert_temp(key(), kept));
}

fn channels(c: Color32) -> [f32; 4] {
    let [r, g, b, a] = c.to_array();
    [r, g, b, a].map(|v| f32::from(v) / 255.0)
}

/// Paints the window's last frame and writes it as `RIFFLE_SHOTS/<name>.png`: the file's path,
/// or `None` when no folder is asked for.
pub fn picture(
    harness: &egui_kittest::Harness<'_, riffle_ui::app::App>,
    name: &str,
) -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("RIFFLE_SHOTS")?);
    let kept: Kept = harness.ctx.data(|data| data.get_temp(key()))?;
    let textures = kept.lock().unwrap();
    let ppp = harness.ctx.pixels_per_point();
    let screen = harness.ctx.content_rect();
    let (w, h) = (
        (screen.width() * ppp).round() as usize,
        (screen.height() * ppp).round() as usize,
    );
    let mut pixels = vec![[0.0f32, 0.0, 0.0, 1.0]; w * h];
    let primitives: Vec<ClippedPrimitive> =
        harness.ctx.tessellate(harness.output().shapes.clone(), ppp);
    for ClippedPrimitive {
        clip_rect,
        primitive,
    } in primitives
    {
        let Primitive::Mesh(mesh) = primitive else {
            continue;
        };
        let texture = textures.get(&mesh.texture_id);
        let clip = [
            (clip_rect.min.x * ppp).max(0.0) as usize,
            (clip_rect.min.y * ppp).max(0.0) as usize,
            ((clip_rect.max.x * ppp).ceil() as usize).min(w),
            ((clip_rect.max.y * ppp).ceil() as usize).min(h),
        ];
        for triangle in mesh.indices.chunks_exact(3) {
            let v = [0, 1, 2].map(|i| mesh.vertices[triangle[i] as usize]);
            let p = v.map(|v| (v.pos.x * ppp, v.pos.y * ppp));
            let edge = |a: (f32, f32), b: (f32, f32), c: (f32, f32)| {
                (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
            };
            let area = edge(p[0], p[1], p[2]);
            if area.abs() < 1e-6 {
                continue;
            }
            let xs = p.map(|p| p.0);
            let ys = p.map(|p| p.1);
            let x0 = (xs.iter().copied().fold(f32::MAX, f32::min).floor().max(0.0) as usize)
                .max(clip[0]);
            let y0 = (ys.iter().copied().fold(f32::MAX, f32::min).floor().max(0.0) as usize)
                .max(clip[1]);
            let x1 =
                (xs.iter().copied().fold(f32::MIN, f32::max).ceil().max(0.0) as usize).min(clip[2]);
            let y1 =
                (ys.iter().copied().fold(f32::MIN, f32::max).ceil().max(0.0) as usize).min(clip[3]);
            let colours = v.map(|v| channels(v.color));
            for y in y0..y1 {
                for x in x0..x1 {
                    let at = (x as f32 + 0.5, y as f32 + 0.5);
                    let weights = [
                        edge(p[1], p[2], at) / area,
                        edge(p[2], p[0], at) / area,
                        edge(p[0], p[1], at) / area,
                    ];
                    if weights.iter().any(|&wt| wt < -1e-4) {
                        continue;
                    }
                    let mut src = [0.0f32; 4];
                    for (i, weight) in weights.iter().enumerate() {
                        for c in 0..4 {
                            src[c] += colours[i][c] * weight;
                        }
                    }
                    if let Some(texture) = texture {
                        let u: f32 = (0..3).map(|i| v[i].uv.x * weights[i]).sum();
                        let t: f32 = (0..3).map(|i| v[i].uv.y * weights[i]).sum();
                        let tx = ((u * texture.size[0] as f32) as usize).min(texture.size[0] - 1);
                        let ty = ((t * texture.size[1] as f32) as usize).min(texture.size[1] - 1);
                        let texel = channels(texture.pixels[ty * texture.size[0] + tx]);
                        for c in 0..4 {
                            src[c] *= texel[c];
                        }
                    }
                    let dst = &mut pixels[y * w + x];
                    for c in 0..4 {
                        dst[c] = src[c] + dst[c] * (1.0 - src[3]);
                    }
                }
            }
        }
    }
    let bytes: Vec<u8> = pixels
        .iter()
        .flat_map(|p| [p[0], p[1], p[2], 1.0].map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8))
        .collect();
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("{name}.png"));
    let file = std::io::BufWriter::new(std::fs::File::create(&path).ok()?);
    let mut encoder = png::Encoder::new(file, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().ok()?;
    writer.write_image_data(&bytes).ok()?;
    Some(path)
}
