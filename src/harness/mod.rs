//! Launch specs, input generation and before/after comparison.

pub mod bench;
pub mod compare;
pub mod facts;
pub mod hip;
pub mod inputs;
pub mod npy;
pub mod reference;
pub mod runner;
pub mod spec;
pub mod spec_init;
pub mod verify;
