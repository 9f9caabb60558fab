//! Text and Markdown renderings of a [`DiffReport`].
//!
//! Text is for a terminal (ANSI colours when the caller asks: removed lines red, added green,
//! hunk headers cyan, folds dim, improvements green and regressions red in the table) or a log
//! file (plain). Markdown is for a pull request: a table per kernel and a ```` ```diff ```` block
//! that GitHub colours.

use super::diff::{Chunk, DiffReport, KernelReport, StatRow, Tag, Verdict};
use std::fmt::Write;

const RED: &str = "\x1b[31m";
const GREEN: &str = "\x1b[32m";
const CYAN: &str = "\x1b[36m";
const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

struct Paint(bool);

impl Paint {
    fn wrap(&self, code: &str, s: &str) -> String {
        if self.0 {
            format!("{code}{s}{RESET}")
        } else {
            s.to_string()
        }
    }
}

fn verdict_color(v: Verdict) -> &'static str {
    match v {
        Verdict::Better => GREEN,
        Verdict::Worse => RED,
        Verdict::Same => "",
    }
}

fn fold_text(n: usize) -> String {
    format!("… {n} unchanged line{} …", if n == 1 { "" } else { "s" })
}

/// The report as plain or coloured text.
pub fn render_text(r: &DiffReport, color: bool) -> String {
    let p = Paint(color);
    let mut o = String::new();
    let _ = writeln!(
        o,
        "{}",
        p.wrap(
            BOLD,
            &format!(
                "gfxopt diff: {} -> {} ({})",
                r.before_name,
                r.after_name,
                r.target.name()
            )
        )
    );
    for k in &r.kernels {
        o.push('\n');
        kernel_text(&mut o, k, &p);
    }
    o
}

fn kernel_text(o: &mut String, k: &KernelReport, p: &Paint) {
    let presence = match (&k.before, &k.after) {
        (None, _) => " (only in after)",
        (_, None) => " (only in before)",
        _ => "",
    };
    let _ = writeln!(
        o,
        "{}",
        p.wrap(BOLD, &format!("kernel {}{presence}", k.name))
    );
    let rows = k.stat_rows();
    let w = rows.iter().map(|r| r.name.len()).max().unwrap_or(0);
    let _ = writeln!(
        o,
        "  {:<w$}  {:>10}  {:>10}  {:>9}",
        "statistic", "before", "after", "change"
    );
    for row in &rows {
        let change = format!("{:>9}", row.change());
        let change = match verdict_color(row.verdict()) {
            "" => change,
            c => p.wrap(c, &change),
        };
        let _ = writeln!(
            o,
            "  {:<w$}  {:>10}  {:>10}  {change}",
            row.name,
            row.before_text(),
            row.after_text()
        );
    }
    if let Some(v) = &k.verify {
        let line = if v.equal {
            p.wrap(GREEN, "equal bit for bit")
        } else {
            p.wrap(
                RED,
                &format!(
                    "DIFFERENT: {}",
                    v.first_difference.as_deref().unwrap_or("outputs differ")
                ),
            )
        };
        let _ = writeln!(o, "  verify ({}): {line}", v.spec);
    }
    if let Some(m) = &k.model {
        let _ = writeln!(
            o,
            "  timing model ({}, {}; a prediction, not a measurement): {}",
            m.device,
            m.spec,
            m.summary()
        );
        let _ = writeln!(o, "    bottleneck before: {}", m.before.bottleneck);
        let _ = writeln!(o, "    bottleneck after:  {}", m.after.bottleneck);
    }
    if !k.passes.is_empty() {
        let _ = writeln!(o, "  passes:");
        for e in &k.passes {
            let status = if e.changed.is_empty() {
                "no change"
            } else {
                "changed"
            };
            let _ = writeln!(o, "    {} ({status})", e.pass);
            for c in &e.changed {
                let _ = writeln!(o, "      {} {c}", p.wrap(GREEN, "changed:"));
            }
            for (scope, why) in &e.refused {
                let _ = writeln!(o, "      {} {scope}: {why}", p.wrap(RED, "refused:"));
            }
            for a in &e.assumptions {
                let _ = writeln!(o, "      assumed: {a}");
            }
        }
    }
    let (del, ins) = k.changed_lines();
    if del + ins == 0 {
        let _ = writeln!(o, "  the code is unchanged");
        return;
    }
    let _ = writeln!(o, "  ISA diff: {del} line(s) removed, {ins} added");
    for chunk in k.chunks() {
        match chunk {
            Chunk::Folded { rows } => {
                let _ = writeln!(o, "{}", p.wrap(DIM, &fold_text(rows.len())));
            }
            Chunk::Shown { rows, header } => {
                let _ = writeln!(o, "{}", p.wrap(CYAN, &header));
                for row in &k.diff[rows] {
                    let (mark, c) = match row.tag {
                        Tag::Equal => (' ', ""),
                        Tag::Delete => ('-', RED),
                        Tag::Insert => ('+', GREEN),
                    };
                    let line = format!("{mark}{}", row.text);
                    let _ = writeln!(o, "{}", if c.is_empty() { line } else { p.wrap(c, &line) });
                }
            }
        }
    }
}

/// A cell of a Markdown table: `|` escaped, newlines flattened.
fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// A code fence longer than any backtick run in `body`.
fn fence_for(body: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for ch in body.chars() {
        if ch == '`' {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    "`".repeat((longest + 1).max(3))
}

/// The report as GitHub-flavoured Markdown.
pub fn render_markdown(r: &DiffReport) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "## gfxopt diff: `{}` → `{}` ({})\n",
        md_cell(&r.before_name),
        md_cell(&r.after_name),
        r.target.name()
    );
    for k in &r.kernels {
        let _ = writeln!(o, "### `{}`\n", md_cell(&k.name));
        if k.before.is_none() {
            let _ = writeln!(o, "_only in after_\n");
        } else if k.after.is_none() {
            let _ = writeln!(o, "_only in before_\n");
        }
        let _ = writeln!(o, "| statistic | before | after | change |");
        let _ = writeln!(o, "|---|---:|---:|---:|");
        for row in k.stat_rows() {
            let change = match row.verdict() {
                Verdict::Better => format!("**{}** ✅", row.change()),
                Verdict::Worse => format!("**{}** ⚠️", row.change()),
                Verdict::Same => row.change(),
            };
            let _ = writeln!(
                o,
                "| {} | {} | {} | {change} |",
                row.name,
                StatRow::value(row.before, row.percent),
                StatRow::value(row.after, row.percent)
            );
        }
        o.push('\n');
        if let Some(v) = &k.verify {
            if v.equal {
                let _ = writeln!(
                    o,
                    "**Emulator:** ✅ outputs equal bit for bit (`{}`)\n",
                    md_cell(&v.spec)
                );
            } else {
                let _ = writeln!(
                    o,
                    "**Emulator:** ❌ outputs differ (`{}`): {}\n",
                    md_cell(&v.spec),
                    md_cell(v.first_difference.as_deref().unwrap_or("outputs differ"))
                );
            }
        }
        if let Some(m) = &k.model {
            let _ = writeln!(
                o,
                "**Timing model** (`{}`, `{}`; a prediction, not a measurement): {}; bottleneck before: {}; after: {}\n",
                md_cell(&m.device),
                md_cell(&m.spec),
                m.summary(),
                md_cell(&m.before.bottleneck),
                md_cell(&m.after.bottleneck)
            );
        }
        if !k.passes.is_empty() {
            let _ = writeln!(o, "**Passes**\n");
            for e in &k.passes {
                let _ = writeln!(o, "- `{}`", md_cell(&e.pass));
                for c in &e.changed {
                    let _ = writeln!(o, "  - changed: {}", md_cell(c));
                }
                for (scope, why) in &e.refused {
                    let _ = writeln!(o, "  - refused `{}`: {}", md_cell(scope), md_cell(why));
                }
                for a in &e.assumptions {
                    let _ = writeln!(o, "  - assumed: {}", md_cell(a));
                }
            }
            o.push('\n');
        }
        let (del, ins) = k.changed_lines();
        if del + ins == 0 {
            let _ = writeln!(o, "The code is unchanged.\n");
            continue;
        }
        let mut body = String::new();
        for chunk in k.chunks() {
            match chunk {
                Chunk::Folded { rows } => {
                    let _ = writeln!(body, "{}", fold_text(rows.len()));
                }
                Chunk::Shown { rows, header } => {
                    let _ = writeln!(body, "{header}");
                    for row in &k.diff[rows] {
                        let mark = match row.tag {
                            Tag::Equal => ' ',
                            Tag::Delete => '-',
                            Tag::Insert => '+',
                        };
                        let _ = writeln!(body, "{mark}{}", row.text);
                    }
                }
            }
        }
        let fence = fence_for(&body);
        let _ = writeln!(
            o,
            "<details><summary>ISA diff: {del} line(s) removed, {ins} added</summary>\n\n{fence}diff\n{body}{fence}\n\n</details>\n"
        );
    }
    o
}
