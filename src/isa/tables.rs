//! The two types of the compiled tables' fields that replaced owned ones: a form's
//! [`OpInfo`](super::OpInfo) used to hold `String`s and `Vec`s built from the TOML at run time;
//! it now points into static data. [`Name`] and [`List`] keep the ways callers used those
//! fields (`name.as_str()`, `name == "..."`, `for r in &info.implicit_defs`, `.iter()`,
//! slicing) working unchanged.

use std::fmt;
use std::ops::Deref;

/// A name in the compiled tables (a printed mnemonic, a VOPD component), used like a `String`.
/// Not `Copy`, as the `String` it replaced was not: code written for that (`name.clone()`)
/// stays lint-clean.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(pub &'static str);

impl Name {
    pub fn as_str(&self) -> &'static str {
        self.0
    }
}

impl Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.0
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        self.0 == other
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        *self == other.0
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, other: &Name) -> bool {
        self == other.0
    }
}

/// A list in the compiled tables, used like the `Vec` it replaced.
/// Not `Copy`, like the `Vec` it replaced.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct List<T: 'static>(pub &'static [T]);

impl<T> List<T> {
    pub fn as_slice(&self) -> &'static [T] {
        self.0
    }
}

impl<T> Deref for List<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.0
    }
}

impl<'a, T> IntoIterator for &'a List<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: fmt::Debug> fmt::Debug for List<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl<T: PartialEq> PartialEq<Vec<T>> for List<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.0 == other.as_slice()
    }
}

impl<T: PartialEq> PartialEq<[T]> for List<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.0 == other
    }
}

impl<T: PartialEq, const N: usize> PartialEq<[T; N]> for List<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        self.0 == other.as_slice()
    }
}

impl<T: PartialEq> PartialEq<&[T]> for List<T> {
    fn eq(&self, other: &&[T]) -> bool {
        self.0 == *other
    }
}
