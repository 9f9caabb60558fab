# gfxopt: the two everyday commands.
#
#   make demo    run gfxopt on a bundled sample (SGEMM, gfx1100)
#   make test    install what the tests need (LLVM 19 from Debian) and run the whole suite
#   make lint    rustfmt and clippy, as CI runs them
#   make bench   parser throughput and memory versus llvm-mc

CARGO ?= cargo
SAMPLE ?= samples/sgemm_ldsopt/kernel.gfx1100.s

.PHONY: demo test deps lint bench

demo:
	$(CARGO) build --release
	./target/release/gfxopt parse $(SAMPLE) | cmp - $(SAMPLE) && echo "$(SAMPLE): parsed and printed back byte for byte"
	./target/release/gfxopt parse --canonical $(SAMPLE) | diff $(SAMPLE) - | head -20 || true

deps:
	./scripts/install-deps.sh

test: deps
	$(CARGO) test

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

bench:
	$(CARGO) bench --bench parse
