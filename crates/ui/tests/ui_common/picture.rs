//! Pictures of the test window without a graphics card: the textures egui uploads are kept as
//! the harness hands them over, and the frame's shapes are tessellated and filled triangle by
//! triangle in software, then written as a PNG to look at.

use egui::epaint::{ClippedPrimitive, Primitive};
use egui::mutex::Mutex;
use egui::{Color32, TextureId, TexturesDelta};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// One texture as uploaded: width, height and its pixels row by row (premultiplied).
struct Texture {
    size: [usize; 2],
    pixels: Vec<Color32>,
}

/// The textures egui has uploaded so far, shared between the harness and the test.
#[derive(Clone, Default)]
pub struct Textures(Arc<Mutex<HashMap<TextureId, Texture>>>);

impl egui_kittest::TestRenderer for Textures {
    fn handle_delta(&mut self, delta: &mut TexturesDelta) {
        let mut textures = self.0.lock();
        for (id, patches) in &delta.set {
            for patch in patches {
                let egui::ImageData::Color(image) = &patch.image;
                match patch.pos {
                    None => {
                        textures.insert(
                            *id,
                            Texture {
                                size: image.size,
                                pixels: image.pixels.clone(),
                            },
                        );
                    }
                    Some([x0, y0]) => {
                        let Some(texture) = textures.get_mut(id) else {
                            continue;
                        };
                        for y in 0..image.size[1] {
                            for x in 0..image.size[0] {
                                let (tx, ty) = (x0 + x, y0 + y);
                                if tx < texture.size[0] && ty < texture.size[1] {
                                    texture.pixels[ty * texture.size[0] + tx] =
                                        image.pixels[y * image.size[0] + x];
                                }
                            }
                        }
                    }
                }
            }
        }
        for id in &delta.free {
            textures.remove(id);
        }
        delta.clear();
    }
}

/// A frame in pixels, row by row, premultiplied.
pub struct Frame {
    pub width: usize,
    pub height: usize,
    pixels: Vec<[f32; 4]>,
}

impl Textures {
    /// The last frame the harness drew, in pixels.
    pub fn frame<S>(&self, harness: &egui_kittest::Harness<'_, S>) -> Frame {
        let output = harness.output();
        let ppp = output.pixels_per_point;
        let screen = harness.ctx.content_rect();
        let width = (screen.width() * ppp).round() as usize;
        let height = (screen.height() * ppp).round() as usize;
        let mut frame = Frame {
            width,
            height,
            pixels: vec![[0.0; 4]; width * height],
        };
        let primitives = harness.ctx.tessellate(output.shapes.clone(), ppp);
        let textures = self.0.lock();
        for ClippedPrimitive {
            clip_rect,
            primitive,
        } in primitives
        {
            let Primitive::Mesh(mesh) = primitive else {
                continue;
            };
            let Some(texture) = textures.get(&mesh.texture_id) else {
                continue;
            };
            let clip = [
                (clip_rect.min.x * ppp).round().max(0.0) as usize,
                (clip_rect.min.y * ppp).round().max(0.0) as usize,
                ((clip_rect.max.x * ppp).round().max(0.0) as usize).min(width),
                ((clip_rect.max.y * ppp).round().max(0.0) as usize).min(height),
            ];
            for triangle in mesh.indices.chunks_exact(3) {
                let v = [0, 1, 2].map(|i| &mesh.vertices[triangle[i] as usize]);
                frame.fill(v, ppp, clip, texture);
            }
        }
        frame
    }
}

impl Frame {
    /// Fills one triangle, its colours and texture coordinates interpolated across it.
    fn fill(
        &mut self,
        v: [&egui::epaint::Vertex; 3],
        ppp: f32,
        clip: [usize; 4],
        texture: &Texture,
    ) {
        let p = v.map(|v| (v.pos.x * ppp, v.pos.y * ppp));
        let area = (p[1].0 - p[0].0) * (p[2].1 - p[0].1) - (p[2].0 - p[0].0) * (p[1].1 - p[0].1);
        if area.abs() < 1e-6 {
            return;
        }
        let min_x = (p
            .iter()
            .map(|q| q.0)
            .fold(f32::MAX, f32::min)
            .floor()
            .max(0.0) as usize)
            .max(clip[0]);
        let max_x = (p
            .iter()
            .map(|q| q.0)
            .fold(f32::MIN, f32::max)
            .ceil()
            .max(0.0) as usize)
            .min(clip[2]);
        let min_y = (p
            .iter()
            .map(|q| q.1)
            .fold(f32::MAX, f32::min)
            .floor()
            .max(0.0) as usize)
            .max(clip[1]);
        let max_y = (p
            .iter()
            .map(|q| q.1)
            .fold(f32::MIN, f32::max)
            .ceil()
            .max(0.0) as usize)
            .min(clip[3]);
        let colours = v.map(|v| v.color.to_array().map(|c| f32::from(c) / 255.0));
        for y in min_y..max_y {
            for x in min_x..max_x {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let edge = |a: (f32, f32), b: (f32, f32)| {
                    ((b.0 - a.0) * (py - a.1) - (b.1 - a.1) * (px - a.0)) / area
                };
                let w0 = edge(p[1], p[2]);
                let w1 = edge(p[2], p[0]);
                let w2 = edge(p[0], p[1]);
                if w0 < 0.0 || w1 < 0.0 || w2 < 0.0 {
                    continue;
                }
                let u = w0 * v[0].uv.x + w1 * v[1].uv.x + w2 * v[2].uv.x;
                let t = w0 * v[0].uv.y + w1 * v[1].uv.y + w2 * v[2].uv.y;
                let texel = sample(texture, u, t);
                let mut src = [0.0; 4];
                for (c, value) in src.iter_mut().enumerate() {
                    let shade = w0 * colours[0][c] + w1 * colours[1][c] + w2 * colours[2][c];
                    *value = shade * texel[c];
                }
                let dst = &mut self.pixels[y * self.width + x];
                for c in 0..4 {
                    dst[c] = src[c] + dst[c] * (1.0 - src[3]);
                }
            }
        }
    }

    /// Writes the frame as an opaque PNG.
    pub fn save(&self, path: &Path) {
        let file = std::fs::File::create(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let mut encoder = png::Encoder::new(
            std::io::BufWriter::new(file),
            self.width as u32,
            self.height as u32,
        );
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().expect("PNG header");
        let bytes: Vec<u8> = self
            .pixels
            .iter()
            .flat_map(|p| [p[0], p[1], p[2]].map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8))
            .collect();
        writer.write_image_data(&bytes).expect("PNG data");
    }
}

/// The texel at (u, v), interpolated between the four nearest.
fn sample(texture: &Texture, u: f32, v: f32) -> [f32; 4] {
    let [w, h] = texture.size;
    let x = (u * w as f32 - 0.5).clamp(0.0, (w - 1) as f32);
    let y = (v * h as f32 - 0.5).clamp(0.0, (h - 1) as f32);
    let (x0, y0) = (x.floor() as usize, y.floor() as usize);
    let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let at = |x: usize, y: usize| {
        texture.pixels[y * w + x]
            .to_array()
            .map(|c| f32::from(c) / 255.0)
    };
    let (a, b, c, d) = (at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1));
    let mut out = [0.0; 4];
    for i in 0..4 {
        let top = a[i] + (b[i] - a[i]) * fx;
        let bottom = c[i] + (d[i] - c[i]) * fx;
        out[i] = top + (bottom - top) * fy;
    }
    out
}

fn key() -> egui::Id {
    egui::Id::unique("riffle test textures")
}

/// Lets [`picture`] find the textures of the window whose context is `ctx`.
pub fn remember(ctx: &egui::Context, textures: Textures) {
    ctx.data_mut(|data| data.insert_temp(key(), textures));
}

/// Paints the window's last frame and writes it as `RIFFLE_SHOTS/<name>.png`, for a person to
/// look at: the file's path, or `None` when no folder is asked for.
pub fn picture<S>(
    harness: &egui_kittest::Harness<'_, S>,
    name: &str,
) -> Option<std::path::PathBuf> {
    let dir = std::path::PathBuf::from(std::env::var_os("RIFFLE_SHOTS")?);
    let textures: Textures = harness.ctx.data(|data| data.get_temp(key()))?;
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("{name}.png"));
    textures.frame(harness).save(&path);
    Some(path)
}
