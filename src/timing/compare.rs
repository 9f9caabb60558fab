//! The model's before/after figures of one kernel: what `gfxopt diff --spec` and the HTML
//! report show next to the static statistics. Both sides are estimated with the same launch
//! spec, device and sampling, so their ratio is the model's predicted speedup.

use super::{device::Device, estimate, Estimate, Options, TimingError};
use crate::asm::Module;
use crate::harness::runner::find_kernel;
use crate::harness::spec::LaunchSpec;
use crate::kernel::Kernel;
use serde::Serialize;

/// One side of the comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ModelSide {
    pub time_s: f64,
    pub cycles: f64,
    pub bottleneck: String,
    pub waves_per_simd: u32,
}

impl From<&Estimate> for ModelSide {
    fn from(e: &Estimate) -> ModelSide {
        ModelSide {
            time_s: e.time_s,
            cycles: e.cycles,
            bottleneck: e.bottleneck.clone(),
            waves_per_simd: e.occupancy.waves_per_simd,
        }
    }
}

/// Predicted times of one launch before and after a rewrite.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ModelComparison {
    /// The launch spec (as the user named it) and the device.
    pub spec: String,
    pub device: String,
    pub before: ModelSide,
    pub after: ModelSide,
    /// `before.time_s / after.time_s`: above 1 means the model predicts a speedup.
    pub speedup: f64,
    /// Always true: a prediction of the timing model, not a measurement.
    pub model: bool,
    /// The device's error band, and whether the predicted change is inside it (the model
    /// cannot tell it from no change).
    pub error_band: f64,
    pub within_band: bool,
}

/// Estimates `kb` of `before` and `ka` of `after` with the same launch.
pub fn compare(
    before: (&Module, &Kernel),
    after: (&Module, &Kernel),
    spec: &LaunchSpec,
    spec_name: &str,
    dev: &Device,
    opts: &Options,
) -> Result<ModelComparison, TimingError> {
    let b = estimate(before.0, before.1, spec, dev, opts)?;
    let a = estimate(after.0, after.1, spec, dev, opts)?;
    Ok(ModelComparison {
        spec: spec_name.to_string(),
        device: dev.name.clone(),
        speedup: b.time_s / a.time_s,
        before: ModelSide::from(&b),
        after: ModelSide::from(&a),
        model: true,
        error_band: dev.error_band,
        within_band: dev.within_band(a.time_s / b.time_s),
    })
}

/// The spec's kernel (or `kernel`) in both files, estimated: (its name in `after`, figures).
pub fn compare_modules(
    before: &Module,
    after: &Module,
    kernel: Option<&str>,
    spec: &LaunchSpec,
    spec_name: &str,
    dev: &Device,
    opts: &Options,
) -> Result<(String, ModelComparison), TimingError> {
    let kb = find_kernel(before, spec, kernel)?;
    let ka = find_kernel(after, spec, kernel)?;
    let c = compare((before, &kb), (after, &ka), spec, spec_name, dev, opts)?;
    Ok((ka.name, c))
}

impl ModelComparison {
    /// The figures in one phrase: `4.1232 ms -> 3.6409 ms, predicted speedup 1.132x`.
    pub fn summary(&self) -> String {
        let band = if self.error_band <= 0.0 {
            String::new()
        } else if self.within_band {
            format!(
                " (inside the model's +-{:.0}% error band: not a decision the model can make)",
                100.0 * self.error_band
            )
        } else {
            format!(" (model error band +-{:.0}%)", 100.0 * self.error_band)
        };
        format!(
            "{:.4} ms -> {:.4} ms, predicted speedup {:.3}x{band}",
            self.before.time_s * 1e3,
            self.after.time_s * 1e3,
            self.speedup
        )
    }
}
