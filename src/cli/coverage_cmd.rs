//! `gfxopt emu-coverage`: which opcodes of a conformance corpus the emulator runs, per family.

use super::Failure;
use crate::asm::Target;
use crate::emu::coverage::measure;
use std::io::Write;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct CoverageArgs {
    /// Corpus files (tests/conformance/gfx1100.txt, gfx942.txt: one instruction a line under
    /// `# family:` headers); the target is read from the file name.
    #[arg(required = true)]
    pub corpus: Vec<PathBuf>,
    /// List the mnemonics that do not run, with the reason.
    #[arg(long)]
    pub missing: bool,
}

pub fn run(a: CoverageArgs) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    for path in &a.corpus {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let target = if name.contains("gfx942") {
            Target::Gfx942
        } else if name.contains("gfx1100") {
            Target::Gfx1100
        } else {
            return Err(Failure::usage(format!(
                "{}: cannot tell the target from the file name (gfx1100 or gfx942)",
                path.display()
            )));
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
        let cov = measure(target, &text);
        writeln!(out, "{} ({}):", path.display(), target.name()).map_err(Failure::input)?;
        for f in &cov.families {
            writeln!(
                out,
                "  {:<12} {:>4} / {:<4} {:>5.1}%",
                f.name,
                f.implemented,
                f.total,
                100.0 * f.implemented as f64 / f.total.max(1) as f64
            )
            .map_err(Failure::input)?;
            if a.missing {
                for (m, why) in &f.missing {
                    writeln!(out, "      {m}: {why}").map_err(Failure::input)?;
                }
            }
        }
        writeln!(
            out,
            "  {:<12} {:>4} / {:<4} {:>5.1}%   ({} lines left out: operand not modelled)",
            "total",
            cov.implemented,
            cov.total,
            100.0 * cov.implemented as f64 / cov.total.max(1) as f64,
            cov.operand_gaps
        )
        .map_err(Failure::input)?;
        writeln!(
            out,
            "  {:<12} {:>4} / {:<4} {:>5.1}%   (without the graphics-only {})",
            "compute",
            cov.compute_implemented,
            cov.compute_total,
            100.0 * cov.compute_implemented as f64 / cov.compute_total.max(1) as f64,
            crate::emu::coverage::GRAPHICS_FAMILIES.join(", ")
        )
        .map_err(Failure::input)?;
    }
    Ok(())
}
