//! The HTML rendering of a [`DiffReport`]: one self-contained page (inline CSS, inline SVG, a
//! small inline script, no external resource of any kind) that a browser opens from disk.
//!
//! Per kernel: the statistics table, the emulator verdict and the pass log, the side-by-side
//! ISA diff (changed words highlighted, unchanged stretches folded behind a button), the
//! register pressure along the kernel (live VGPRs per instruction, before and after, hot loops
//! shaded), and the VGPR bank picture of the hot loop before and after (gfx1100: per VALU
//! instruction and bank, register-file reads, operand-cache reads and writes, as seed 001
//! tabulates them in "Kernel 6"). Every piece of text from the input is escaped.
//!
//! Without JavaScript everything is readable except that folded stretches stay folded. The
//! script marks `<body data-gfxopt-ready="1">` once it ran, which the browser test checks;
//! opening the page as `report.html#expand-all` unfolds everything.

use super::diff::{BankPicture, Chunk, DiffReport, DiffRow, KernelReport, Side, Tag, Verdict};
use similar::{capture_diff_slices, Algorithm, DiffOp};
use std::fmt::Write;

/// Escapes text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

/// An element id for a kernel name (ASCII letters, digits, `-`, `_` only).
fn anchor(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("k-{s}")
}

const STYLE: &str = r#"
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#ffffff;--panel:#f6f8fa;
--del:#ffebe9;--delhl:#ffb8b0;--ins:#dafbe1;--inshl:#9be9a8;--hunk:#ddf4ff;
--rd:#f08c3a;--cf:#d1242f;--ca:#4fbf6b;--wr:#4f8fe6;--before:#6e7781;--after:#e5700b}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--fg);background:var(--bg)}
header{padding:16px 28px;border-bottom:1px solid var(--line);background:var(--panel)}
header h1{margin:0 0 4px;font-size:20px}
header p{margin:0;color:var(--muted)}
code,.code,td.t,.banks td.i{font-family:ui-monospace,SFMono-Regular,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px}
nav{padding:8px 28px;border-bottom:1px solid var(--line)}
nav a{margin-right:18px;color:#0969da;text-decoration:none}
nav a:hover{text-decoration:underline}
section.kernel{padding:8px 28px 28px;border-bottom:4px solid var(--panel)}
h2{font-size:18px;margin:18px 0 10px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
h3{font-size:15px;margin:22px 0 8px}
h2 code{font-size:inherit}
.badge{font-size:12px;font-weight:600;padding:2px 8px;border-radius:10px;border:1px solid}
.badge.ok{color:#1a7f37;border-color:#1a7f37;background:#dafbe1}
.badge.bad{color:#d1242f;border-color:#d1242f;background:#ffebe9}
.badge.info{color:var(--muted);border-color:var(--line);background:var(--panel)}
.cols{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:24px;align-items:start}
table{border-collapse:collapse}
table.stats td,table.stats th{padding:3px 10px;border-bottom:1px solid var(--line)}
table.stats th{text-align:left;background:var(--panel);font-weight:600}
table.stats td.n{text-align:right;font-variant-numeric:tabular-nums}
table.stats td.better{color:#1a7f37;font-weight:600}
table.stats td.worse{color:#d1242f;font-weight:600}
ul.passes{margin:4px 0;padding-left:18px}
ul.passes li{margin:2px 0}
.refused{color:#9a6700}
.muted{color:var(--muted)}
.diffbar{display:flex;gap:12px;align-items:center;margin-bottom:6px}
button{font:inherit;font-size:12px;padding:2px 10px;border:1px solid var(--line);border-radius:6px;background:var(--panel);cursor:pointer}
button:hover{background:#eaeef2}
table.diff{width:100%;table-layout:fixed;border:1px solid var(--line)}
table.diff col.ln{width:52px}
table.diff td{padding:0 6px;vertical-align:top}
table.diff td.ln{text-align:right;color:var(--muted);background:var(--panel);user-select:none;font-family:ui-monospace,monospace;font-size:11.5px}
table.diff td.t{white-space:pre-wrap;word-break:break-all;tab-size:4}
table.diff td.del{background:var(--del)}
table.diff td.ins{background:var(--ins)}
table.diff td.del mark{background:var(--delhl);color:inherit;border-radius:2px}
table.diff td.ins mark{background:var(--inshl);color:inherit;border-radius:2px}
table.diff td.none{background:repeating-linear-gradient(135deg,#f6f8fa 0 6px,#eef1f4 6px 12px)}
table.diff tr.hunk td{background:var(--hunk);color:var(--muted);font-family:ui-monospace,monospace;font-size:12px;padding:2px 8px}
table.diff tr.fold td{background:var(--panel);text-align:center;padding:2px}
table.diff tr.fold button{border:none;background:none;color:#0969da}
svg.pressure{width:100%;max-width:900px;height:auto;border:1px solid var(--line);background:#fff}
svg text{font:12px system-ui,sans-serif;fill:var(--muted)}
.bankwrap{max-height:560px;overflow:auto;border:1px solid var(--line)}
table.banks{width:100%}
table.banks th{position:sticky;top:0;background:var(--panel);font-weight:600;padding:3px 6px;border-bottom:1px solid var(--line);text-align:center}
table.banks td{padding:1px 4px;border-bottom:1px solid #eef1f4;text-align:center;white-space:nowrap}
table.banks td.b{width:52px}
table.banks td.i{text-align:left;color:var(--fg);white-space:normal;font-size:11.5px;line-height:1.3}
table.banks td.x{font-variant-numeric:tabular-nums}
table.banks td.x.hot{color:#d1242f;font-weight:700}
table.banks td.conflict{background:#ffd8d3}
table.banks tr.illegal td.i{color:#d1242f}
.acc{display:inline-block;min-width:18px;padding:0 3px;margin:1px;border-radius:3px;color:#fff;font:600 11px ui-monospace,monospace}
.acc.R{background:var(--rd)}.acc.C{background:var(--ca)}.acc.W{background:var(--wr)}
.legend{display:flex;gap:14px;flex-wrap:wrap;align-items:center;color:var(--muted);font-size:12.5px;margin:4px 0 8px}
.sw{display:inline-block;width:18px;height:4px;vertical-align:middle;margin-right:4px}
"#;

const SCRIPT: &str = r#"
(function () {
  function setFold(btn, open) {
    var body = btn.closest('tbody').nextElementSibling;
    body.hidden = !open;
    btn.textContent = open ? btn.getAttribute('data-open') : btn.getAttribute('data-closed');
  }
  document.querySelectorAll('button.fold').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var body = btn.closest('tbody').nextElementSibling;
      setFold(btn, body.hidden);
    });
  });
  document.querySelectorAll('button.foldall').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var open = btn.getAttribute('data-state') !== 'open';
      var table = document.getElementById(btn.getAttribute('data-table'));
      table.querySelectorAll('button.fold').forEach(function (b) { setFold(b, open); });
      btn.setAttribute('data-state', open ? 'open' : 'closed');
      btn.textContent = open ? 'fold unchanged lines' : 'show all lines';
    });
  });
  // A link to `report.html#expand-all` opens every fold.
  if (location.hash === '#expand-all') {
    document.querySelectorAll('button.foldall').forEach(function (b) { b.click(); });
  }
  document.body.setAttribute('data-gfxopt-ready', '1');
})();
"#;

/// The report as one self-contained HTML page.
pub fn render_html(r: &DiffReport) -> String {
    let mut o = String::with_capacity(64 * 1024);
    let title = format!("gfxopt diff: {} → {}", r.before_name, r.after_name);
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(&title)
    );
    let _ = writeln!(
        o,
        "<header><h1>gfxopt diff</h1><p><code>{}</code> → <code>{}</code> · {} · {} kernel{}</p></header>",
        escape(&r.before_name),
        escape(&r.after_name),
        r.target.name(),
        r.kernels.len(),
        if r.kernels.len() == 1 { "" } else { "s" }
    );
    if r.kernels.len() > 1 {
        o.push_str("<nav>");
        for k in &r.kernels {
            let (d, i) = k.changed_lines();
            let _ = write!(
                o,
                "<a href=\"#{}\">{}</a><span class=\"muted\">−{d} +{i}</span> ",
                anchor(&k.name),
                escape(&k.name)
            );
        }
        o.push_str("</nav>\n");
    }
    for (n, k) in r.kernels.iter().enumerate() {
        kernel_html(&mut o, k, n);
    }
    let _ = write!(o, "<script>{SCRIPT}</script>\n</body>\n</html>\n");
    o
}

fn kernel_html(o: &mut String, k: &KernelReport, n: usize) {
    let _ = write!(
        o,
        "<section class=\"kernel\" id=\"{}\">\n<h2><code>{}</code>",
        anchor(&k.name),
        escape(&k.name)
    );
    match (&k.before, &k.after) {
        (None, _) => o.push_str("<span class=\"badge info\">only in after</span>"),
        (_, None) => o.push_str("<span class=\"badge info\">only in before</span>"),
        _ => {}
    }
    if let Some(v) = &k.verify {
        if v.equal {
            let _ = write!(
                o,
                "<span class=\"badge ok\" title=\"{}\">emulator: equal bit for bit</span>",
                escape(&v.spec)
            );
        } else {
            let _ = write!(
                o,
                "<span class=\"badge bad\" title=\"{}\">emulator: outputs differ</span>",
                escape(&v.spec)
            );
        }
    }
    o.push_str("</h2>\n<div class=\"cols\">\n<div>\n");
    stats_html(o, k);
    o.push_str("</div>\n<div>\n");
    log_html(o, k);
    pressure_html(o, k);
    o.push_str("</div>\n</div>\n");
    diff_html(o, k, n);
    banks_html(o, k);
    o.push_str("</section>\n");
}

fn stats_html(o: &mut String, k: &KernelReport) {
    o.push_str(
        "<table class=\"stats\"><thead><tr><th>statistic</th><th>before</th><th>after</th><th>change</th></tr></thead><tbody>\n",
    );
    for row in k.stat_rows() {
        let class = match row.verdict() {
            Verdict::Better => "n better",
            Verdict::Worse => "n worse",
            Verdict::Same => "n",
        };
        let _ = writeln!(
            o,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"{class}\">{}</td></tr>",
            escape(row.name),
            escape(&row.before_text()),
            escape(&row.after_text()),
            escape(&row.change())
        );
    }
    o.push_str("</tbody></table>\n");
}

/// The timing model's prediction, labelled as one.
fn model_html(o: &mut String, k: &KernelReport) {
    let Some(m) = &k.model else {
        return;
    };
    let _ = write!(
        o,
        "<h3>Timing model</h3>\n<p><em>A prediction of gfxopt's timing model (device <code>{}</code>, launch <code>{}</code>), not a measurement.</em></p>\n<table class=\"stats\"><thead><tr><th></th><th>before</th><th>after</th></tr></thead><tbody>\n",
        escape(&m.device),
        escape(&m.spec)
    );
    let _ = writeln!(
        o,
        "<tr><td>predicted time</td><td class=\"n\">{:.4} ms</td><td class=\"n\">{:.4} ms</td></tr>",
        m.before.time_s * 1e3,
        m.after.time_s * 1e3
    );
    let _ = writeln!(
        o,
        "<tr><td>waves per SIMD</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
        m.before.waves_per_simd, m.after.waves_per_simd
    );
    let _ = writeln!(
        o,
        "<tr><td>bottleneck</td><td>{}</td><td>{}</td></tr>",
        escape(&m.before.bottleneck),
        escape(&m.after.bottleneck)
    );
    let class = if m.speedup >= 1.0 {
        "n better"
    } else {
        "n worse"
    };
    let _ = writeln!(
        o,
        "<tr><td>predicted speedup (model)</td><td></td><td class=\"{class}\">{:.3}x</td></tr>\n</tbody></table>",
        m.speedup
    );
}

fn log_html(o: &mut String, k: &KernelReport) {
    if let Some(v) = &k.verify {
        o.push_str("<h3>Emulator</h3>\n<p>");
        if v.equal {
            let _ = write!(
                o,
                "Outputs equal bit for bit on <code>{}</code>.",
                escape(&v.spec)
            );
        } else {
            let _ = write!(
                o,
                "<strong>Outputs differ</strong> on <code>{}</code>: {}",
                escape(&v.spec),
                escape(v.first_difference.as_deref().unwrap_or("outputs differ"))
            );
        }
        o.push_str("</p>\n");
    }
    model_html(o, k);
    o.push_str("<h3>Passes</h3>\n");
    if k.passes.is_empty() {
        o.push_str(
            "<p class=\"muted\">No pass log (a plain <code>gfxopt diff</code> of two files).</p>\n",
        );
        return;
    }
    o.push_str("<ul class=\"passes\">\n");
    for e in &k.passes {
        let _ = write!(o, "<li><code>{}</code>", escape(&e.pass));
        if e.changed.is_empty() && e.refused.is_empty() {
            o.push_str(" <span class=\"muted\">no change</span>");
        }
        o.push_str("<ul>");
        for c in &e.changed {
            let _ = write!(o, "<li>{}</li>", escape(c));
        }
        for (scope, why) in &e.refused {
            let _ = write!(
                o,
                "<li class=\"refused\">refused <code>{}</code>: {}</li>",
                escape(scope),
                escape(why)
            );
        }
        for a in &e.assumptions {
            let _ = write!(o, "<li class=\"muted\">assumed: {}</li>", escape(a));
        }
        o.push_str("</ul></li>\n");
    }
    o.push_str("</ul>\n");
}

/// Splits a line into words (identifier-like runs) and single other characters.
fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word = false;
    for (i, c) in s.char_indices() {
        let w = c.is_alphanumeric() || c == '_' || c == '.';
        if in_word && w {
            continue;
        }
        if i > start {
            out.push(&s[start..i]);
        }
        start = i;
        in_word = w;
        if !w {
            out.push(&s[i..i + c.len_utf8()]);
            start = i + c.len_utf8();
            in_word = false;
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

/// Both lines escaped, with the words that differ in `<mark>`.
fn word_diff(old: &str, new: &str) -> (String, String) {
    let a = tokens(old);
    let b = tokens(new);
    let (mut lo, mut ln) = (String::new(), String::new());
    let put = |out: &mut String, toks: &[&str], marked: bool| {
        let text: String = toks.concat();
        if marked && !text.trim().is_empty() {
            let _ = write!(out, "<mark>{}</mark>", escape(&text));
        } else {
            out.push_str(&escape(&text));
        }
    };
    for op in capture_diff_slices(Algorithm::Myers, &a, &b) {
        match op {
            DiffOp::Equal {
                old_index,
                new_index,
                len,
            } => {
                put(&mut lo, &a[old_index..old_index + len], false);
                put(&mut ln, &b[new_index..new_index + len], false);
            }
            DiffOp::Delete {
                old_index, old_len, ..
            } => put(&mut lo, &a[old_index..old_index + old_len], true),
            DiffOp::Insert {
                new_index, new_len, ..
            } => put(&mut ln, &b[new_index..new_index + new_len], true),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                put(&mut lo, &a[old_index..old_index + old_len], true);
                put(&mut ln, &b[new_index..new_index + new_len], true);
            }
        }
    }
    (lo, ln)
}

fn num(n: Option<u32>) -> String {
    n.map_or(String::new(), |n| n.to_string())
}

/// One side-by-side row of a change; `None` leaves that side empty.
fn diff_row(o: &mut String, left: Option<(&DiffRow, &str)>, right: Option<(&DiffRow, &str)>) {
    o.push_str("<tr>");
    for (cell, class, right_side) in [(left, "del", false), (right, "ins", true)] {
        match cell {
            Some((row, html)) => {
                let n = if right_side { row.new } else { row.old };
                let _ = write!(
                    o,
                    "<td class=\"ln\">{}</td><td class=\"t {class}\">{html}</td>",
                    num(n)
                );
            }
            None => o.push_str("<td class=\"ln none\"></td><td class=\"t none\"></td>"),
        }
    }
    o.push_str("</tr>\n");
}

/// Rows `rows` of the diff, side by side: a run of deletions and insertions is paired line by
/// line, changed words highlighted.
fn diff_rows(o: &mut String, all: &[DiffRow], rows: std::ops::Range<usize>) {
    let slice = &all[rows];
    let mut i = 0;
    while i < slice.len() {
        if slice[i].tag == Tag::Equal {
            let r = &slice[i];
            let t = escape(&r.text);
            o.push_str("<tr>");
            let _ = write!(
                o,
                "<td class=\"ln\">{}</td><td class=\"t\">{t}</td><td class=\"ln\">{}</td><td class=\"t\">{t}</td>",
                num(r.old),
                num(r.new)
            );
            o.push_str("</tr>\n");
            i += 1;
            continue;
        }
        let start = i;
        while i < slice.len() && slice[i].tag != Tag::Equal {
            i += 1;
        }
        let dels: Vec<&DiffRow> = slice[start..i]
            .iter()
            .filter(|r| r.tag == Tag::Delete)
            .collect();
        let inss: Vec<&DiffRow> = slice[start..i]
            .iter()
            .filter(|r| r.tag == Tag::Insert)
            .collect();
        for (d, a) in pair_lines(&dels, &inss) {
            match (d, a) {
                (Some(d), Some(a)) => {
                    let (hd, ha) = word_diff(&d.text, &a.text);
                    diff_row(o, Some((d, &hd)), Some((a, &ha)));
                }
                (Some(d), None) => diff_row(o, Some((d, &escape(&d.text))), None),
                (None, Some(a)) => diff_row(o, None, Some((a, &escape(&a.text)))),
                (None, None) => {}
            }
        }
    }
}

/// Lines of a change paired for display: a monotone alignment maximising the summed
/// similarity of paired lines (pairs need a word similarity of at least 0.5), so that a
/// VOPD pair sits next to the single instruction it came from. Large runs pair by position.
fn pair_lines<'a>(
    dels: &[&'a DiffRow],
    inss: &[&'a DiffRow],
) -> Vec<(Option<&'a DiffRow>, Option<&'a DiffRow>)> {
    let (n, m) = (dels.len(), inss.len());
    if n == 0 || m == 0 || n * m > 40_000 {
        return (0..n.max(m))
            .map(|j| (dels.get(j).copied(), inss.get(j).copied()))
            .collect();
    }
    // Similarity: the share of (non-blank) tokens the two lines have in common, as a multiset,
    // rounded so that near ties go to the earliest partner; below 0.5 lines do not pair.
    let sorted = |r: &DiffRow| {
        let mut t: Vec<String> = tokens(&r.text)
            .into_iter()
            .filter(|t| !t.trim().is_empty())
            .map(str::to_string)
            .collect();
        t.sort_unstable();
        t
    };
    let dt: Vec<Vec<String>> = dels.iter().map(|r| sorted(r)).collect();
    let it: Vec<Vec<String>> = inss.iter().map(|r| sorted(r)).collect();
    let common = |a: &[String], b: &[String]| {
        let (mut x, mut y, mut c) = (0, 0, 0);
        while x < a.len() && y < b.len() {
            match a[x].cmp(&b[y]) {
                std::cmp::Ordering::Less => x += 1,
                std::cmp::Ordering::Greater => y += 1,
                std::cmp::Ordering::Equal => {
                    c += 1;
                    x += 1;
                    y += 1;
                }
            }
        }
        c
    };
    let mut simm = vec![f64::NEG_INFINITY; n * m];
    for i in 0..n {
        for j in 0..m {
            let total = dt[i].len() + it[j].len();
            if total == 0 {
                continue;
            }
            let r = 2.0 * common(&dt[i], &it[j]) as f64 / total as f64;
            let r = (r * 10.0).round() / 10.0;
            if r >= 0.5 {
                simm[i * m + j] = r;
            }
        }
    }
    let sim = |i: usize, j: usize| simm[i * m + j];
    // best[i][j]: best alignment of dels[i..] and inss[j..]; walking it from the front pairs
    // a line with the earliest equally good partner (a VOPD pair with its X half).
    let mut best = vec![vec![0.0f64; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            let pair = best[i + 1][j + 1] + sim(i, j);
            best[i][j] = best[i + 1][j].max(best[i][j + 1]).max(pair);
        }
    }
    let mut out = Vec::with_capacity(n.max(m));
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m {
            let pair = best[i + 1][j + 1] + sim(i, j);
            if pair.is_finite() && best[i][j] == pair {
                out.push((Some(dels[i]), Some(inss[j])));
                i += 1;
                j += 1;
                continue;
            }
        }
        if i < n && (j == m || best[i][j] == best[i + 1][j]) {
            out.push((Some(dels[i]), None));
            i += 1;
        } else {
            out.push((None, Some(inss[j])));
            j += 1;
        }
    }
    // Unpaired deletions next to unpaired insertions share rows, as positional diffs show them.
    let mut merged = Vec::with_capacity(out.len());
    let mut k = 0;
    while k < out.len() {
        let start = k;
        while k < out.len() && out[k].0.is_some() && out[k].1.is_none() {
            k += 1;
        }
        let d_end = k;
        while k < out.len() && out[k].0.is_none() && out[k].1.is_some() {
            k += 1;
        }
        if k == start {
            merged.push(out[k]);
            k += 1;
            continue;
        }
        let ds = &out[start..d_end];
        let is = &out[d_end..k];
        for t in 0..ds.len().max(is.len()) {
            merged.push((ds.get(t).and_then(|p| p.0), is.get(t).and_then(|p| p.1)));
        }
    }
    merged
}

fn diff_html(o: &mut String, k: &KernelReport, n: usize) {
    let (del, ins) = k.changed_lines();
    o.push_str("<h3>ISA diff</h3>\n");
    let table = format!("diff-{n}");
    let _ = writeln!(
        o,
        "<div class=\"diffbar\"><span class=\"muted\">{del} line{} removed, {ins} added; {} lines of context; blocks aligned by label</span>\
         <button type=\"button\" class=\"foldall\" data-table=\"{table}\">show all lines</button></div>",
        if del == 1 { "" } else { "s" },
        super::diff::CONTEXT
    );
    let _ = writeln!(
        o,
        "<table class=\"diff\" id=\"{table}\"><colgroup><col class=\"ln\"><col><col class=\"ln\"><col></colgroup>"
    );
    for chunk in k.chunks() {
        match chunk {
            Chunk::Shown { rows, header } => {
                let _ = writeln!(
                    o,
                    "<tbody><tr class=\"hunk\"><td colspan=\"4\">{}</td></tr>",
                    escape(&header)
                );
                diff_rows(o, &k.diff, rows);
                o.push_str("</tbody>\n");
            }
            Chunk::Folded { rows } => {
                let count = rows.len();
                let closed = format!(
                    "▸ … {count} unchanged line{} …",
                    if count == 1 { "" } else { "s" }
                );
                let open = format!(
                    "▾ hide {count} unchanged line{}",
                    if count == 1 { "" } else { "s" }
                );
                let _ = write!(
                    o,
                    "<tbody class=\"foldbar\"><tr class=\"fold\"><td colspan=\"4\"><button type=\"button\" class=\"fold\" data-closed=\"{}\" data-open=\"{}\">{}</button></td></tr></tbody>\n<tbody class=\"folded\" hidden>\n",
                    escape(&closed),
                    escape(&open),
                    escape(&closed)
                );
                diff_rows(o, &k.diff, rows);
                o.push_str("</tbody>\n");
            }
        }
    }
    o.push_str("</table>\n");
}

/// Live VGPRs per instruction, before (grey) and after (orange), hot loops shaded.
fn pressure_html(o: &mut String, k: &KernelReport) {
    let sides: Vec<(&str, &Side, &str)> = [
        ("before", k.before.as_ref(), "var(--before)"),
        ("after", k.after.as_ref(), "var(--after)"),
    ]
    .into_iter()
    .filter_map(|(n, s, c)| s.map(|s| (n, s, c)))
    .collect();
    let len = sides
        .iter()
        .map(|s| s.1.live_vgprs.len())
        .max()
        .unwrap_or(0);
    if len == 0 {
        return;
    }
    let maxv = sides
        .iter()
        .flat_map(|s| s.1.live_vgprs.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    // Round the axis up to a multiple of 16 registers.
    let top = maxv.div_ceil(16) * 16;
    let (w, h, ml, mr, mt, mb) = (700.0f64, 260.0f64, 44.0, 12.0, 12.0, 30.0);
    let pw = w - ml - mr;
    let ph = h - mt - mb;
    let x = |i: usize| ml + pw * i as f64 / (len.saturating_sub(1).max(1)) as f64;
    let y = |v: u16| mt + ph * (1.0 - v as f64 / top as f64);
    o.push_str("<h3>Register pressure</h3>\n<div class=\"legend\">");
    for (name, s, color) in &sides {
        let _ = write!(
            o,
            "<span><span class=\"sw\" style=\"background:{color}\"></span>{name}: peak {} live VGPRs, {} allocated</span>",
            s.stats.max_live_vgprs, s.stats.vgprs
        );
    }
    o.push_str("<span class=\"muted\">shaded: hot loop</span></div>\n");
    let _ = writeln!(
        o,
        "<svg class=\"pressure\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"live VGPRs per instruction\">"
    );
    for (_, s, color) in &sides {
        if let Some((a, b)) = s.hot_loop_span {
            let _ = writeln!(
                o,
                "<rect x=\"{:.1}\" y=\"{mt}\" width=\"{:.1}\" height=\"{ph}\" fill=\"{color}\" opacity=\"0.10\"/>",
                x(a),
                (x(b) - x(a)).max(1.0)
            );
        }
    }
    for t in 0..=4u16 {
        let v = top / 4 * t;
        let yy = y(v);
        let _ = writeln!(
            o,
            "<line x1=\"{ml}\" x2=\"{:.1}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#d1d9e0\" stroke-width=\"1\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{v}</text>",
            w - mr,
            ml - 6.0,
            yy + 4.0
        );
    }
    for t in 0..=5usize {
        let i = (len.saturating_sub(1)) * t / 5;
        let _ = writeln!(
            o,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{i}</text>",
            x(i),
            h - mb + 16.0
        );
    }
    let _ = writeln!(
        o,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">instruction</text>",
        w - mr,
        h - 2.0
    );
    let _ = writeln!(
        o,
        "<text x=\"12\" y=\"{:.1}\" transform=\"rotate(-90 12 {:.1})\" text-anchor=\"middle\">live VGPRs</text>",
        mt + ph / 2.0,
        mt + ph / 2.0
    );
    for (_, s, color) in &sides {
        let mut pts = String::with_capacity(s.live_vgprs.len() * 12);
        for (i, &v) in s.live_vgprs.iter().enumerate() {
            let _ = write!(pts, "{:.1},{:.1} ", x(i), y(v));
        }
        let _ = writeln!(
            o,
            "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"1.5\" stroke-linejoin=\"round\" points=\"{}\"/>",
            pts.trim_end()
        );
    }
    o.push_str("</svg>\n");
}

fn bank_table(o: &mut String, label: &str, p: &BankPicture) {
    let conflicts: u32 = p.lines.iter().map(|l| l.conflicts).sum();
    let _ = writeln!(
        o,
        "<div><p><strong>{label}</strong> · hot loop <code>{}</code> · {} VALU instructions · {conflicts} extra read cycle{}</p>",
        escape(&p.header),
        p.lines.len(),
        if conflicts == 1 { "" } else { "s" }
    );
    o.push_str("<div class=\"bankwrap\"><table class=\"banks\"><thead><tr><th>#</th><th>bank 0</th><th>bank 1</th><th>bank 2</th><th>bank 3</th><th title=\"extra register-file read cycles\">+cyc</th><th>instruction</th></tr></thead><tbody>\n");
    for (i, l) in p.lines.iter().enumerate() {
        let mut title = l.seed_row();
        for why in &l.illegal {
            title.push_str("; illegal VOPD: ");
            title.push_str(why);
        }
        let _ = write!(
            o,
            "<tr{} title=\"{}\"><td class=\"x\">{i}</td>",
            if l.illegal.is_empty() {
                ""
            } else {
                " class=\"illegal\""
            },
            escape(&title)
        );
        for b in 0..4u8 {
            let (r, c, w) = l.bank_counts(b);
            let class = if r >= 2 { "b conflict" } else { "b" };
            let _ = write!(o, "<td class=\"{class}\">");
            for _ in 0..r {
                o.push_str("<span class=\"acc R\">R</span>");
            }
            for _ in 0..c {
                o.push_str("<span class=\"acc C\">C</span>");
            }
            for _ in 0..w {
                o.push_str("<span class=\"acc W\">W</span>");
            }
            o.push_str("</td>");
        }
        let _ = writeln!(
            o,
            "<td class=\"x{}\">{}</td><td class=\"i\">{}{}</td></tr>",
            if l.conflicts > 0 { " hot" } else { "" },
            l.conflicts,
            if l.illegal.is_empty() { "" } else { "⚠ " },
            // A VOPD pair on two lines: X, then `:: Y`.
            escape(&l.text).replacen(" :: ", "<br>:: ", 1)
        );
    }
    o.push_str("</tbody></table></div></div>\n");
}

fn banks_html(o: &mut String, k: &KernelReport) {
    let b = k.before.as_ref().and_then(|s| s.banks.as_ref());
    let a = k.after.as_ref().and_then(|s| s.banks.as_ref());
    if b.is_none() && a.is_none() {
        return;
    }
    o.push_str("<h3>VGPR banks of the hot loop</h3>\n<div class=\"legend\">\
        <span><span class=\"acc R\">R</span> register-file read</span>\
        <span><span class=\"acc C\">C</span> operand-cache read (read by the previous VALU instruction)</span>\
        <span><span class=\"acc W\">W</span> write (next cycle)</span>\
        <span><span class=\"acc R\" style=\"background:#d1242f\">&nbsp;</span> cell: two or more reads of one bank (extra cycles)</span>\
        <span class=\"muted\">hover a row for the seed's DSTX SRC0X SRC1X :: DSTY … notation</span></div>\n<div class=\"cols\">\n");
    for (label, p) in [("before", b), ("after", a)] {
        match p {
            Some(p) => bank_table(o, label, p),
            None => {
                let _ = writeln!(
                    o,
                    "<div><p><strong>{label}</strong> · no hot loop</p></div>"
                );
            }
        }
    }
    o.push_str("</div>\n");
}
