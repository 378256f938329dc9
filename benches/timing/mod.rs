//! Timing shared by the benches that time whole runs of a task.

use std::time::Instant;

/// The median wall time of `runs` runs of `f`, in seconds: one slow run on a shared machine
/// does not move it.
pub fn median_seconds(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}
