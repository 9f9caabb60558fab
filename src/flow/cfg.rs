//! The control-flow graph of a kernel, on petgraph.
//!
//! Blocks start at the first instruction, at every label, and after every instruction that ends
//! a block (branches, `s_endpgm`, `s_setpc_b64`). A conditional branch has two successors (the
//! target, then the fall-through); `s_branch` one; `s_endpgm` none. An indirect jump
//! (`s_setpc_b64`) has no known successor and marks the CFG as incomplete.

use super::insts::Code;
use super::FlowError;
use crate::isa::Isa;
use petgraph::graph::{DiGraph, NodeIndex};
use std::ops::Range;

/// Index of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

impl BlockId {
    pub fn node(self) -> NodeIndex {
        NodeIndex::new(self.0 as usize)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A basic block: a range of instruction indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub insts: Range<usize>,
    /// The label the block starts at, if any.
    pub label: Option<String>,
}

/// Why an edge exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Taken,
    FallThrough,
}

#[derive(Clone, Debug)]
pub struct Cfg {
    pub blocks: Vec<Block>,
    /// Node `i` is block `i`.
    pub graph: DiGraph<(), Edge>,
    /// Block of each instruction.
    pub block_of: Vec<BlockId>,
    /// True when an indirect jump leaves the graph without known successors.
    pub has_indirect: bool,
}

impl Cfg {
    pub fn entry(&self) -> BlockId {
        BlockId(0)
    }

    pub fn successors(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        let mut v: Vec<BlockId> = self
            .graph
            .neighbors(b.node())
            .map(|n| BlockId(n.index() as u32))
            .collect();
        v.sort();
        v.dedup();
        v.into_iter()
    }

    pub fn predecessors(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        let mut v: Vec<BlockId> = self
            .graph
            .neighbors_directed(b.node(), petgraph::Direction::Incoming)
            .map(|n| BlockId(n.index() as u32))
            .collect();
        v.sort();
        v.dedup();
        v.into_iter()
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> {
        (0..self.blocks.len() as u32).map(BlockId)
    }
}

/// Builds the CFG. A branch to a label outside the kernel is an error.
pub fn build(
    code: &Code,
    isa: &Isa,
    file: &str,
    line_of: impl Fn(usize) -> u32,
) -> Result<Cfg, FlowError> {
    let n = code.insts.len();
    let mut starts = vec![false; n + 1];
    starts[0] = true;
    for &i in code.labels.values() {
        starts[i] = true;
    }
    for (i, inst) in code.insts.iter().enumerate() {
        if isa.info(inst.op).ends_block {
            starts[i + 1] = true;
        }
    }
    let mut blocks = Vec::new();
    let mut block_of = vec![BlockId(0); n];
    let mut label_at: Vec<Option<String>> = vec![None; n + 1];
    let mut names: Vec<(&String, &usize)> = code.labels.iter().collect();
    names.sort();
    for (name, &i) in names {
        label_at[i].get_or_insert_with(|| name.clone());
    }
    let mut start = 0;
    for i in 1..=n {
        if starts[i] || i == n {
            if start < i {
                let id = BlockId(blocks.len() as u32);
                block_of[start..i].fill(id);
                blocks.push(Block {
                    insts: start..i,
                    label: label_at[start].clone(),
                });
            }
            start = i;
        }
    }
    let mut graph = DiGraph::with_capacity(blocks.len(), blocks.len() * 2);
    for _ in &blocks {
        graph.add_node(());
    }
    let block_starting = |i: usize| -> Option<BlockId> {
        if i < n {
            Some(block_of[i])
        } else {
            None
        }
    };
    let mut has_indirect = false;
    for (b, block) in blocks.iter().enumerate() {
        let last = block.insts.end - 1;
        let inst = &code.insts[last];
        let info = isa.info(inst.op);
        let from = NodeIndex::new(b);
        let fall = block_starting(block.insts.end);
        if info.is_branch {
            match inst.target.as_deref() {
                // `s_setpc_b64` and friends: a register target we cannot follow.
                None => has_indirect = true,
                Some(label) => match code.labels.get(label) {
                    Some(&t) => {
                        if let Some(tb) = block_starting(t) {
                            graph.add_edge(from, tb.node(), Edge::Taken);
                        }
                    }
                    None => {
                        return Err(FlowError::UnknownLabel {
                            file: file.to_string(),
                            line: line_of(inst.line),
                            label: label.to_string(),
                        })
                    }
                },
            }
            if info.is_conditional {
                if let Some(f) = fall {
                    graph.add_edge(from, f.node(), Edge::FallThrough);
                }
            }
        } else if !info.ends_block {
            if let Some(f) = fall {
                graph.add_edge(from, f.node(), Edge::FallThrough);
            }
        }
        // A block ender that is not a branch (s_endpgm, s_trap) has no successor.
    }
    Ok(Cfg {
        blocks,
        graph,
        block_of,
        has_indirect,
    })
}
