//! Naming a kernel the way people do. Real HIP kernels are C++: the file has
//! `_Z7sgemm64PKfS0_Pfiff`, people write `sgemm64` or `sgemm64(float const*, ...)`. A query
//! matches a kernel by its symbol, its metadata name, its full demangled signature, or its
//! demangled name without the parameter list (with or without namespaces and template
//! arguments). More than one match is an error that lists them: overloads and template
//! instances share a base name.

use super::Kernel;

/// The demangled form of a symbol (itself when it is not a C++ name).
pub fn demangle(symbol: &str) -> String {
    demangle_with(symbol, cpp_demangle::DemangleOptions::default())
}

fn demangle_with(symbol: &str, opts: cpp_demangle::DemangleOptions) -> String {
    cpp_demangle::Symbol::new(symbol)
        .ok()
        .and_then(|s| s.demangle(&opts).ok())
        .unwrap_or_else(|| symbol.to_string())
}

/// The names a kernel answers to, most specific first.
fn aliases(k: &Kernel) -> Vec<String> {
    let mut out = vec![k.name.clone()];
    if let Some(m) = &k.metadata {
        out.push(m.name.clone());
    }
    let full = demangle(&k.name);
    if full != k.name {
        // A template instance's signature starts with its return type
        // (`void ns::sgemm<8>(float const*, int)`); people write it with or without.
        let with_return = full;
        let full = demangle_with(
            &k.name,
            cpp_demangle::DemangleOptions::new().no_return_type(),
        );
        // `ns::sgemm<8>(float const*, int)` -> `ns::sgemm<8>`, `sgemm<8>`, `ns::sgemm`, `sgemm`.
        let base = full.split('(').next().unwrap_or(&full).trim().to_string();
        let no_template = strip_templates(&base);
        let last = |s: &str| s.rsplit("::").next().unwrap_or(s).to_string();
        out.extend([
            full.clone(),
            base.clone(),
            last(&base),
            no_template.clone(),
            last(&no_template),
            with_return,
        ]);
    }
    out.dedup();
    out
}

/// `a::b<c<d>>::f<e>` -> `a::b::f`.
fn strip_templates(s: &str) -> String {
    let mut depth = 0;
    s.chars()
        .filter(|&c| {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => return depth == 0,
            }
            false
        })
        .collect()
}

/// The shortest name people would write that selects `k` among `all`: its demangled name
/// without the argument list (`gemm_regtile<4, 8>`), else its signature (overloads), else the
/// symbol.
pub fn preferred_name(all: &[Kernel], k: &Kernel) -> String {
    let full = demangle_with(
        &k.name,
        cpp_demangle::DemangleOptions::new().no_return_type(),
    );
    let base = full.split('(').next().unwrap_or(&full).trim().to_string();
    [base, full]
        .into_iter()
        .find(|q| select(all, q).is_ok_and(|hit| hit.name == k.name))
        .unwrap_or_else(|| k.name.clone())
}

/// Why no single kernel answers to a query.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SelectError {
    #[error("no kernel `{query}` (the file has: {available})")]
    None { query: String, available: String },
    #[error("`{query}` names {} kernels: {}; give the symbol or the full signature", .candidates.len(), .candidates.join("; "))]
    Ambiguous {
        query: String,
        candidates: Vec<String>,
    },
}

/// The one kernel of `all` that `query` names (see the module doc).
pub fn select<'k>(all: &'k [Kernel], query: &str) -> Result<&'k Kernel, SelectError> {
    if let Some(k) = all.iter().find(|k| k.name == query) {
        return Ok(k);
    }
    // The most specific kind of match wins: a full signature over a base name.
    for rank in 0..8 {
        let hits: Vec<&Kernel> = all
            .iter()
            .filter(|k| aliases(k).get(rank).is_some_and(|a| a == query))
            .collect();
        match hits.as_slice() {
            [] => continue,
            [one] => return Ok(one),
            many => {
                return Err(SelectError::Ambiguous {
                    query: query.to_string(),
                    candidates: many
                        .iter()
                        .map(|k| format!("{} ({})", demangle(&k.name), k.name))
                        .collect(),
                })
            }
        }
    }
    // Any alias at all (ranks differ between kernels).
    let hits: Vec<&Kernel> = all
        .iter()
        .filter(|k| aliases(k).iter().any(|a| a == query))
        .collect();
    match hits.as_slice() {
        [one] => Ok(one),
        [] => Err(SelectError::None {
            query: query.to_string(),
            available: if all.is_empty() {
                "none".into()
            } else {
                all.iter()
                    .map(|k| {
                        let d = demangle(&k.name);
                        if d == k.name {
                            k.name.clone()
                        } else {
                            format!("{} = {d}", k.name)
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            },
        }),
        many => Err(SelectError::Ambiguous {
            query: query.to_string(),
            candidates: many
                .iter()
                .map(|k| format!("{} ({})", demangle(&k.name), k.name))
                .collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangles_and_strips() {
        assert_eq!(
            demangle("_Z7sgemm64PKfS0_Pfiff"),
            "sgemm64(float const*, float const*, float*, int, float, float)"
        );
        assert_eq!(demangle("vector_add"), "vector_add");
        assert_eq!(strip_templates("ns::f<a<b>>::g<3>"), "ns::f::g");
    }
}
