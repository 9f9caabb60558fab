# gfxopt: the two everyday commands.
#
#   make demo    run gfxopt on a bundled sample (SGEMM, gfx1100)
#   make test    install what the tests need (LLVM 19 from Debian) and run the whole suite
#   make lint    rustfmt and clippy, as CI runs them
#   make bench   parser throughput and memory versus llvm-mc
#   make corpus  the real-world corpus table (LLVM's tests via llc-19/22, MC lines, corpus/, samples/)
#   make sizes   every pass-table launch rewritten and verified at other sizes than its spec's

CARGO ?= cargo
SAMPLE ?= samples/sgemm_ldsopt/kernel.gfx1100.s

.PHONY: demo test deps lint bench corpus sizes

demo:
	$(CARGO) build --release
	mkdir -p build/demo
	./target/release/gfxopt optimize $(SAMPLE) --passes vopd,unroll \
		--verify samples/sgemm_ldsopt/n256.toml --report build/demo/report.html -o build/demo/kernel.opt.s
	./target/release/gfxopt diff $(SAMPLE) build/demo/kernel.opt.s | head -40
	@echo "report: build/demo/report.html"

deps:
	./scripts/install-deps.sh

test: deps
	$(CARGO) test

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

bench:
	$(CARGO) bench --bench parse

# CORPUS_EVERY=1 takes all 2634 LLVM codegen tests (about half an hour); CI takes every 8th.
CORPUS_EVERY ?= 8
corpus:
	$(CARGO) build --release
	CORPUS_EVERY=$(CORPUS_EVERY) GFXOPT=$${CARGO_TARGET_DIR:-$(CURDIR)/target}/release/gfxopt ./scripts/corpus.sh \
		--assemble --passes --verify --emulate

# A rewrite exact at its spec's size and wrong at another fails here (scripts/size-sweep.py).
SIZE_JOBS ?= 2
sizes:
	$(CARGO) build --release
	python3 ./scripts/size-sweep.py --jobs $(SIZE_JOBS) --gfxopt $${CARGO_TARGET_DIR:-$(CURDIR)/target}/release/gfxopt
