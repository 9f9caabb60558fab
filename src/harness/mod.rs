//! Launch specs, input generation and before/after comparison.

pub mod spec;
