//! Renderers for what the analyses compute: `gfxopt analyze` text and the CFG in Graphviz dot.
//! Nothing here computes statistics; it formats `flow::stats`.

pub mod analysis;
pub mod diff;
pub mod html;
pub mod text;
