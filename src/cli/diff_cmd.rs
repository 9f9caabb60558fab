//! `gfxopt diff`: the before/after report of two `.s` files.

use super::parse_cmd::parse_target;
use super::Failure;
use crate::asm::{parse_module_bytes, Module, Target};
use crate::harness::spec::LaunchSpec;
use crate::io::{input_name, read_input, write_output};
use crate::report::diff::{build, render, Format};
use crate::timing::{compare::compare_modules, device::Device, Options};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FormatArg {
    Text,
    Md,
    Html,
    Json,
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Format {
        match f {
            FormatArg::Text => Format::Text,
            FormatArg::Md => Format::Markdown,
            FormatArg::Html => Format::Html,
            FormatArg::Json => Format::Json,
        }
    }
}

#[derive(clap::Args, Debug)]
pub struct DiffArgs {
    /// The original .s file (`-` for standard input).
    pub before: PathBuf,
    /// The rewritten .s file (`-` for standard input).
    pub after: PathBuf,
    /// Only this kernel.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Output format; default: from the extension of -o (.html, .md, .json), else text.
    #[arg(long, value_enum)]
    pub format: Option<FormatArg>,
    /// Write the report here (atomically) instead of standard output.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Target for files without `.amdgcn_target`.
    #[arg(long, value_parser = parse_target)]
    pub target: Option<Target>,
    /// Also show the timing model's predicted before/after time and speedup of this launch
    /// (a launch spec TOML; see `gfxopt estimate`).
    #[arg(long)]
    pub spec: Option<PathBuf>,
    /// Device of the timing model (built-in name or TOML file); default: the target's.
    #[arg(long, requires = "spec")]
    pub device: Option<String>,
}

fn load(path: &Path, target: Option<Target>) -> Result<Module, Failure> {
    let name = input_name(path);
    let bytes = read_input(path).map_err(Failure::input)?;
    parse_module_bytes(&name, &bytes, target).map_err(Failure::input)
}

/// Colour for text on standard output: a terminal, and `NO_COLOR` unset or empty.
fn stdout_color() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

pub fn run(a: DiffArgs) -> Result<(), Failure> {
    if a.before == Path::new("-") && a.after == Path::new("-") {
        return Err(Failure::usage("only one of BEFORE and AFTER can be `-`"));
    }
    let before = load(&a.before, a.target)?;
    let after = load(&a.after, a.target)?;
    let mut report =
        build(&before, &after, a.kernel.as_deref(), &[], None).map_err(Failure::input)?;
    if let Some(spec_path) = &a.spec {
        let spec = LaunchSpec::from_file(spec_path).map_err(Failure::input)?;
        let dev = match &a.device {
            Some(d) => Device::resolve(d).map_err(Failure::usage)?,
            None => Device::for_target(report.target),
        };
        let (name, model) = compare_modules(
            &before,
            &after,
            a.kernel.as_deref(),
            &spec,
            &spec_path.display().to_string(),
            &dev,
            &Options::default(),
        )
        .map_err(Failure::input)?;
        if let Some(k) = report.kernels.iter_mut().find(|k| k.name == name) {
            k.model = Some(model);
        }
    }
    let out = a.output.unwrap_or_else(|| PathBuf::from("-"));
    let format = a
        .format
        .map_or_else(|| Format::from_path(&out), Format::from);
    let color = out == Path::new("-") && stdout_color();
    let text = render(&report, format, color).map_err(Failure::input)?;
    write_output(&out, text.as_bytes()).map_err(Failure::input)
}
