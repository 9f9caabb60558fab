//! Module variables: the `__device__` globals of a file (`.type x,@object` with a label and
//! data directives in `.data`, `.bss` or `.rodata`), which kernels reach through
//! `s_getpc_b64` and `x@rel32@lo/hi` operands, as they reach called functions.
//!
//! Each object becomes a region of global memory at a fixed address from [`DATA_BASE`] (256-byte
//! aligned, in file order), filled from its initializer (`.byte` / `.short` / `.long` / `.quad`
//! and their aliases, `.zero`, `.fill`), padded to its `.size`. The launch maps them once, so
//! every work-group sees the same variable, as on the device. An initializer that names another
//! symbol (a pointer to a global: a relocation the loader would apply) is not modelled: a kernel
//! referencing such an object stops at decode, naming it.

use crate::asm::{LineKind, Module};

/// Address of the first module variable: apart from the buffers (`FIRST_BASE`), LDS and
/// private apertures.
pub const DATA_BASE: u64 = 0x0000_0800_0000_0000;

/// Alignment of each object's address.
const ALIGN: u64 = 256;

/// One module variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataObject {
    pub name: String,
    pub addr: u64,
    /// Its initial bytes, or why they cannot be known.
    pub bytes: Result<Vec<u8>, String>,
}

impl DataObject {
    /// The name of its memory region (distinct from any spec buffer's name).
    pub fn region_name(&self) -> String {
        format!("<global {}>", self.name)
    }
}

/// The module variables of `module`, in file order, with their addresses.
pub fn data_objects(module: &Module) -> Vec<DataObject> {
    let objects: Vec<&str> = module
        .lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Directive(d) if d.name == ".type" => {
                let (name, kind) = d.args.split_once(',')?;
                (kind.trim() == "@object").then_some(name.trim())
            }
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    let mut addr = DATA_BASE;
    for (i, line) in module.lines.iter().enumerate() {
        let LineKind::Label(name) = &line.kind else {
            continue;
        };
        if !objects.contains(&name.as_str()) {
            continue;
        }
        let bytes = initializer(module, i + 1, name);
        let len = bytes.as_ref().map_or(0, |b| b.len() as u64);
        out.push(DataObject {
            name: name.to_string(),
            addr,
            bytes,
        });
        addr = (addr + len.max(1)).next_multiple_of(ALIGN);
    }
    out
}

/// The bytes of the object whose data starts at line `from`: data directives up to the next
/// label, section change or its `.size`.
fn initializer(module: &Module, from: usize, name: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let mut size = None;
    for line in &module.lines[from..] {
        let d = match &line.kind {
            LineKind::Directive(d) => d,
            LineKind::Label(_) | LineKind::Instruction(_) => break,
            _ => continue,
        };
        let args = d.args.as_str();
        match d.name.as_str() {
            ".byte" => push_ints(&mut bytes, args, 1, name)?,
            ".short" | ".value" | ".2byte" | ".hword" => push_ints(&mut bytes, args, 2, name)?,
            ".long" | ".int" | ".4byte" | ".word" => push_ints(&mut bytes, args, 4, name)?,
            ".quad" | ".8byte" | ".dword" => push_ints(&mut bytes, args, 8, name)?,
            ".zero" | ".skip" | ".space" => {
                let mut it = args.split(',').map(str::trim);
                let n = int(it.next().unwrap_or("0"), name)?;
                let v = it.next().map_or(Ok(0), |v| int(v, name))?;
                bytes.extend(std::iter::repeat_n(v as u8, n.max(0) as usize));
            }
            ".fill" => {
                let f: Vec<&str> = args.split(',').map(str::trim).collect();
                let count = int(f.first().copied().unwrap_or("0"), name)?.max(0) as usize;
                let unit = f.get(1).map_or(Ok(1), |v| int(v, name))?.clamp(1, 8) as usize;
                let v = f.get(2).map_or(Ok(0), |v| int(v, name))?;
                for _ in 0..count {
                    bytes.extend_from_slice(&v.to_le_bytes()[..unit]);
                }
            }
            ".size" => {
                if let Some((sym, n)) = args.split_once(',') {
                    if sym.trim() == name {
                        size = Some(int(n.trim(), name)?.max(0) as usize);
                        break;
                    }
                }
            }
            ".section" | ".text" | ".data" | ".bss" => break,
            _ => {}
        }
    }
    if let Some(n) = size {
        bytes.resize(n, 0);
    }
    Ok(bytes)
}

fn push_ints(out: &mut Vec<u8>, args: &str, width: usize, name: &str) -> Result<(), String> {
    for v in args.split(',') {
        let x = int(v.trim(), name)?;
        out.extend_from_slice(&x.to_le_bytes()[..width]);
    }
    Ok(())
}

fn int(text: &str, name: &str) -> Result<i64, String> {
    crate::asm::parse_int_text(text).ok_or_else(|| {
        format!(
            "the initializer of `{name}` holds `{text}`, not a number (a relocation the loader \
             would apply is not modelled)"
        )
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn objects_get_their_bytes_and_addresses() {
        let text = "\t.type\tretired,@object\n\t.section\t.bss,\"aw\",@nobits\n\t.globl\tretired\n\
                    \t.p2align\t2, 0x0\nretired:\n\t.long\t0\n\t.size\tretired, 4\n\n\
                    \t.type\ttable,@object\n\t.data\ntable:\n\t.short\t1, -2\n\t.zero\t3\n\t.byte\t0x7f\n\
                    \t.size\ttable, 12\n\t.type\tptr,@object\nptr:\n\t.quad\ttable\n\t.size\tptr, 8\n";
        let m = crate::asm::parse_module("t.s", text, None).unwrap();
        let objs = data_objects(&m);
        assert_eq!(objs.len(), 3);
        assert_eq!(objs[0].name, "retired");
        assert_eq!(objs[0].addr, DATA_BASE);
        assert_eq!(objs[0].bytes, Ok(vec![0, 0, 0, 0]));
        assert_eq!(objs[1].addr, DATA_BASE + 256);
        assert_eq!(
            objs[1].bytes,
            Ok(vec![1, 0, 0xfe, 0xff, 0, 0, 0, 0x7f, 0, 0, 0, 0])
        );
        assert!(objs[2].bytes.as_ref().unwrap_err().contains("table"));
    }
}
