//! Dominators and natural loops.
//!
//! A back edge is an edge `latch → header` where the header dominates the latch. The natural loop
//! of a header is the header plus every block that reaches one of its latches without passing
//! through the header. Loops sharing a header are one loop. Nesting follows containment.

use super::cfg::{BlockId, Cfg};
use petgraph::algo::dominators::{simple_fast, Dominators};
use petgraph::graph::NodeIndex;
use std::collections::BTreeSet;

/// The suffix of the labels of a loop copy that runs only when a run-time check fails
/// (`sgpr-addr` versioning): statistics say how much of the code is such a copy.
pub const FALLBACK_SUFFIX: &str = "_orig_addr";

/// Index of a loop in `Loops::loops`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LoopId(pub u32);

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: BlockId,
    pub latches: Vec<BlockId>,
    /// Every block of the loop, nested loops included, sorted.
    pub blocks: Vec<BlockId>,
    /// Blocks outside the loop that an edge from inside reaches.
    pub exits: Vec<BlockId>,
    /// The unique outside predecessor of the header, when there is exactly one.
    pub preheader: Option<BlockId>,
    /// 1 for an outermost loop.
    pub depth: u32,
    pub parent: Option<LoopId>,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.blocks.binary_search(&b).is_ok()
    }
}

/// Dominator tree and loops of a CFG.
pub struct Loops {
    pub loops: Vec<Loop>,
    dominators: Option<Dominators<NodeIndex>>,
}

impl Loops {
    /// True if `a` dominates `b`.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match &self.dominators {
            Some(d) => d
                .dominators(b.node())
                .is_some_and(|mut it| it.any(|n| n == a.node())),
            None => false,
        }
    }

    /// The innermost loop containing a block.
    pub fn innermost(&self, b: BlockId) -> Option<LoopId> {
        self.loops
            .iter()
            .enumerate()
            .filter(|(_, l)| l.contains(b))
            .max_by_key(|(_, l)| l.depth)
            .map(|(i, _)| LoopId(i as u32))
    }

    pub fn get(&self, id: LoopId) -> &Loop {
        &self.loops[id.0 as usize]
    }

    /// Loops nested (at any depth) inside `id`.
    pub fn nested_in(&self, id: LoopId) -> impl Iterator<Item = LoopId> + '_ {
        let outer = self.get(id);
        self.loops
            .iter()
            .enumerate()
            .filter(move |(i, l)| {
                *i != id.0 as usize && l.depth > outer.depth && outer.contains(l.header)
            })
            .map(|(i, _)| LoopId(i as u32))
    }
}

/// Finds the loops of a CFG.
pub fn find(cfg: &Cfg) -> Loops {
    if cfg.blocks.is_empty() {
        return Loops {
            loops: Vec::new(),
            dominators: None,
        };
    }
    let dom = simple_fast(&cfg.graph, cfg.entry().node());
    let dominates = |a: BlockId, b: BlockId| {
        dom.dominators(b.node())
            .is_some_and(|mut it| it.any(|n| n == a.node()))
    };
    let mut by_header: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
    for b in cfg.block_ids() {
        for s in cfg.successors(b) {
            if dominates(s, b) {
                match by_header.iter_mut().find(|(h, _)| *h == s) {
                    Some((_, latches)) => latches.push(b),
                    None => by_header.push((s, vec![b])),
                }
            }
        }
    }
    let mut loops: Vec<Loop> = by_header
        .into_iter()
        .map(|(header, latches)| {
            let mut body: BTreeSet<BlockId> = BTreeSet::new();
            body.insert(header);
            let mut work: Vec<BlockId> = latches.clone();
            while let Some(b) = work.pop() {
                if body.insert(b) {
                    work.extend(cfg.predecessors(b));
                }
            }
            let blocks: Vec<BlockId> = body.into_iter().collect();
            let mut exits: Vec<BlockId> = blocks
                .iter()
                .flat_map(|&b| cfg.successors(b))
                .filter(|s| blocks.binary_search(s).is_err())
                .collect();
            exits.sort();
            exits.dedup();
            let outside_preds: Vec<BlockId> = cfg
                .predecessors(header)
                .filter(|p| blocks.binary_search(p).is_err())
                .collect();
            Loop {
                header,
                latches,
                preheader: (outside_preds.len() == 1).then(|| outside_preds[0]),
                blocks,
                exits,
                depth: 1,
                parent: None,
            }
        })
        .collect();
    loops.sort_by_key(|l| l.header);
    // Parent: the smallest other loop that contains this loop's header and is larger.
    let n = loops.len();
    for i in 0..n {
        let parent = (0..n)
            .filter(|&j| {
                j != i
                    && loops[j].contains(loops[i].header)
                    && loops[j].blocks.len() > loops[i].blocks.len()
            })
            .min_by_key(|&j| loops[j].blocks.len());
        loops[i].parent = parent.map(|j| LoopId(j as u32));
    }
    for i in 0..n {
        let mut depth = 1;
        let mut p = loops[i].parent;
        while let Some(LoopId(j)) = p {
            depth += 1;
            p = loops[j as usize].parent;
        }
        loops[i].depth = depth;
    }
    Loops {
        loops,
        dominators: Some(dom),
    }
}
