//! `gfxopt estimate`: predicted time, cycles and bottleneck of a launch (a model; see
//! `crate::timing` and docs/timing-model.md).

use super::run_cmd::{parse_bytes, Format};
use super::Failure;
use crate::harness::runner::{check_memory, find_kernel, load_module};
use crate::harness::spec::LaunchSpec;
use crate::timing::{self, device::Device, Estimate, Options};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct EstimateArgs {
    /// The .s file holding the kernel.
    pub file: PathBuf,
    /// The launch spec (TOML; see docs/launch-spec.md).
    #[arg(long)]
    pub spec: PathBuf,
    /// Kernel to estimate, instead of the spec's `kernel`.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Device: a built-in name (rx7900xtx, mi300x) or a device TOML file (docs/timing-model.md).
    /// Default: the 7900 XTX for gfx1100, the MI300X for gfx942.
    #[arg(long)]
    pub device: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Work-groups emulated for the trace (spread over the grid).
    #[arg(long, default_value_t = 2)]
    pub samples: u32,
    /// Rounds of resident work-groups simulated on one CU before scaling linearly.
    #[arg(long, default_value_t = 4)]
    pub rounds: u32,
    /// Bytes the spec's buffers may need (suffixes K, M, G).
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes, default_value = "4G")]
    pub max_memory: u64,
}

pub fn run(a: EstimateArgs) -> Result<(), Failure> {
    let spec = LaunchSpec::from_file(&a.spec).map_err(Failure::input)?;
    let module = load_module(&a.file).map_err(Failure::input)?;
    let kernel = find_kernel(&module, &spec, a.kernel.as_deref()).map_err(Failure::input)?;
    check_memory(&spec, Some(a.max_memory)).map_err(Failure::input)?;
    let target = module
        .target
        .ok_or_else(|| Failure::input(module.no_target_error("")))?;
    let dev = match &a.device {
        Some(d) => Device::resolve(d).map_err(Failure::usage)?,
        None => Device::for_target(target),
    };
    let opts = Options {
        samples: a.samples,
        max_rounds: a.rounds,
    };
    let est = timing::estimate(&module, &kernel, &spec, &dev, &opts).map_err(Failure::input)?;
    match a.format {
        Format::Json => {
            let v = serde_json::json!({ "kernels": [est] });
            super::print_json(&v)
        }
        Format::Text => super::outln(&render(&est)),
    }
}

fn render(e: &Estimate) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(s, "{} on {} (a model, not a measurement)", e.name, e.device);
    let _ = write!(s, "  time        {:.4} ms", e.time_s * 1e3);
    if e.error_band > 0.0 {
        let _ = write!(
            s,
            " +-{:.0}% (the model's error band on its validation table)",
            100.0 * e.error_band
        );
    }
    if let (Some(w), Some(u)) = (e.work_per_s, &e.work_unit) {
        let _ = write!(s, "   ({:.2} T{u})", w / 1e12);
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "  cycles      {:.0}", e.cycles);
    let _ = writeln!(s, "  bottleneck  {}", e.bottleneck);
    let o = &e.occupancy;
    let _ = writeln!(
        s,
        "  occupancy   {} waves/SIMD ({} groups of {} waves per {}; limited by {}; {} VGPRs allow {})",
        o.waves_per_simd,
        o.groups_per_unit,
        e.waves_per_group,
        if o.cus_per_unit == 2 { "WGP" } else { "CU" },
        o.limiter,
        e.vgprs,
        o.waves_by_vgprs
    );
    let u = &e.utilization;
    let _ = writeln!(
        s,
        "  busy        VALU {:.0}% (bank conflicts {:.0}% of it), LDS {:.0}%, VMEM {:.0}%",
        100.0 * u.valu,
        100.0 * u.valu_bank_share,
        100.0 * u.lds,
        100.0 * u.vmem
    );
    let mut st: Vec<_> = e.stalls.iter().filter(|(_, v)| **v >= 0.005).collect();
    st.sort_by(|a, b| b.1.total_cmp(a.1));
    let parts: Vec<String> = st
        .iter()
        .map(|(k, v)| format!("{k} {:.0}%", 100.0 * *v))
        .collect();
    let _ = writeln!(s, "  wave time   {}", parts.join(", "));
    let _ = writeln!(
        s,
        "  simulated   {} of {} groups on one unit ({} groups, {} traced), DRAM bound {:.4} ms",
        e.groups_simulated,
        e.groups_per_unit,
        e.groups,
        e.groups_traced,
        e.dram_time_s * 1e3
    );
    if !e.loops.is_empty() {
        let _ = writeln!(
            s,
            "  loops       {:<28} {:>5} {:>10} {:>12} {:>8} {:>8} {:>6}  bottleneck",
            "header", "depth", "iter/wave", "cycles/iter", "inst/it", "valu/it", "share"
        );
        for l in &e.loops {
            let _ = writeln!(
                s,
                "              {:<28} {:>5} {:>10.1} {:>12.1} {:>8.1} {:>8.1} {:>5.0}%  {}",
                l.header,
                l.depth,
                l.iterations,
                l.cycles_per_iteration,
                l.instructions_per_iteration,
                l.valu_cycles_per_iteration,
                100.0 * l.share,
                l.bottleneck
            );
        }
    }
    s.trim_end().to_string()
}
