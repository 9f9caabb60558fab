//! The two handle types of the compiled tables' fields: [`Name`] and [`List`].
//!
//! A form's [`OpInfo`](super::OpInfo) once held `String`s and `Vec`s built from the TOML at run
//! time, then `&'static str` / `&'static [T]` into static data. Those pointers made every table
//! page a relocation target: in a position-independent executable the loader wrote ~1.3 MB of
//! table pages at every start (~310 copy-on-write page faults and as much private memory in
//! every command, issue 21). A handle is now plain integers, a range in one of the target's
//! pools (`generated/<target>.rs`: one string of names, one array per element type), so the
//! tables are read-only data the loader never touches, paged in only where a run reads them.
//!
//! [`Name`] and [`List`] keep the ways callers used the older fields (`name.as_str()`,
//! `name == "..."`, `for r in &info.implicit_defs`, `.iter()`, slicing) working unchanged.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::Deref;

use crate::asm::Target;

/// A name in the compiled tables (a printed mnemonic, a VOPD component, an LLVM opcode), used
/// like a `String`: the bytes `start..start + len` of its target's string pool.
/// Not `Copy`, as the `String` it replaced was not: code written for that (`name.clone()`)
/// stays lint-clean.
#[derive(Clone)]
pub struct Name {
    pool: Target,
    len: u16,
    start: u32,
}

impl Name {
    /// The name at `start..start + len` of `pool`'s string pool (the generator's constructor;
    /// [`Name::as_str`] checks the range).
    pub(super) const fn new(pool: Target, start: u32, len: u16) -> Name {
        Name { pool, len, start }
    }

    pub fn as_str(&self) -> &'static str {
        let start = self.start as usize;
        &super::generated::names(self.pool)[start..start + usize::from(self.len)]
    }
}

impl Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

// Equality, order and hash are the text's, as they were for the `&'static str`: the same name
// in two targets' pools (or twice in one) is one name.
impl PartialEq for Name {
    fn eq(&self, other: &Name) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Name {}

impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Name) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Name) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, other: &Name) -> bool {
        self == other.as_str()
    }
}

/// An element type of the compiled tables' lists: each target has one static array of them
/// (its pool), and a [`List`] is a range of it.
pub trait Pooled: Sized + 'static {
    /// The pool of `target`'s elements of this type.
    fn pool(target: Target) -> &'static [Self];
}

/// A list in the compiled tables, used like the `Vec` it replaced: the elements
/// `start..start + len` of its target's pool of `T`.
/// Not `Copy`, like the `Vec` it replaced.
pub struct List<T> {
    pool: Target,
    len: u16,
    start: u32,
    elements: PhantomData<fn() -> T>,
}

impl<T> List<T> {
    /// The elements at `start..start + len` of `pool`'s pool of `T` (the generator's
    /// constructor; [`List::as_slice`] checks the range).
    pub(super) const fn new(pool: Target, start: u32, len: u16) -> List<T> {
        List {
            pool,
            len,
            start,
            elements: PhantomData,
        }
    }
}

impl<T> Clone for List<T> {
    fn clone(&self) -> List<T> {
        List::new(self.pool, self.start, self.len)
    }
}

impl<T: Pooled> List<T> {
    pub fn as_slice(&self) -> &'static [T] {
        let start = self.start as usize;
        &T::pool(self.pool)[start..start + usize::from(self.len)]
    }
}

impl<T: Pooled> Deref for List<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<'a, T: Pooled> IntoIterator for &'a List<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<T: Pooled + fmt::Debug> fmt::Debug for List<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_slice(), f)
    }
}

// Equality and hash are the elements', as they were for the `&'static [T]`.
impl<T: Pooled + PartialEq> PartialEq for List<T> {
    fn eq(&self, other: &List<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Pooled + Eq> Eq for List<T> {}

impl<T: Pooled + Hash> Hash for List<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Pooled + PartialEq> PartialEq<Vec<T>> for List<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Pooled + PartialEq> PartialEq<[T]> for List<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: Pooled + PartialEq, const N: usize> PartialEq<[T; N]> for List<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Pooled + PartialEq> PartialEq<&[T]> for List<T> {
    fn eq(&self, other: &&[T]) -> bool {
        self.as_slice() == *other
    }
}
