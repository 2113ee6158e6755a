# Two commands for a fresh clone (see README):
#   make demo   builds scaffold and generates the example module as a package in demo/NewsList
#   make test   builds everything and runs the test suite (which compiles and tests generated modules)

SWIFT ?= swift
# make install [PREFIX=/usr/local] [CONFIGURATION=release]
PREFIX ?= /usr/local
CONFIGURATION ?= release

.PHONY: build demo test lint format bench fuzz mutate mutate-sample typecheck-ui clean install uninstall

build:
	$(SWIFT) build

demo: build
	rm -rf demo
	$(SWIFT) run scaffold new Specs/NewsList.yaml --output demo --package
	cd demo/NewsList && $(SWIFT) test

# The suite, then a capped mutation sample (about a minute), so that the mutation tool keeps working end to end.
test: build
	$(SWIFT) test
	$(MAKE) mutate-sample

# The toolchain's own formatter (swift format, Swift 6+), configured by .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests/ScaffoldTests Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests/ScaffoldTests Package.swift

# Generated and mutated specs through every template set; SECONDS=600 make fuzz for longer, BUILD=1 to compile them.
fuzz:
	$(SWIFT) run -c release scaffold-fuzz --seconds $${SECONDS:-60} $${BUILD:+--build}

# How many statement deletions in the generated owner files the generated tests catch (docs/mutation.md): the
# example and edge specs in every architecture, every 4th mutant per file (about 30 minutes; SAMPLE=1 for all of
# them, ARGS='--spec Timeline --verbose' to narrow). mutate-sample is a capped sample of about a minute.
mutate:
	$(SWIFT) run scaffold-mutate --edge --sample $${SAMPLE:-4} $(ARGS)

mutate-sample:
	$(SWIFT) run scaffold-mutate --spec SignIn --limit 4 --timeout 5 --jobs 2 $(ARGS)

# The generated package's view code against the SwiftUI/UIKit signature stubs in Stubs/: make typecheck-ui PKG=demo/NewsList
typecheck-ui:
	@test -n "$(PKG)" || { echo "usage: make typecheck-ui PKG=<generated package folder>"; exit 64; }
	scripts/typecheck-ui "$(PKG)"

# Generation per module, regen over 100 modules, then check against SwiftParser alone and cold against warm
# (cached) on 25 generated modules and on hand-written code (swift-syntax's sources from .build/checkouts, with and
# without many violations). Each step's output is kept in .build/bench-output/, and scripts/bench-report writes it
# all to docs/benchmarks.md, the one page that holds measured figures: commit it with what it measures.
BENCH_OUTPUT = $(CURDIR)/.build/bench-output

bench:
	$(SWIFT) build -c release --product scaffold
	$(SWIFT) build -c release --product scaffold-bench
	rm -rf "$(BENCH_OUTPUT)"
	@# From the repository root: scaffold-bench reads Specs/ and runs the release scaffold beside it.
	bin="$$($(SWIFT) build -c release --show-bin-path)" && scripts/bench-report run "$(BENCH_OUTPUT)/scaffold-bench.txt" "$$bin/scaffold-bench"
	rm -rf .build/bench-corpus && scripts/scale-corpus 25 .build/bench-corpus
	$(SWIFT) build -c release --product scaffold-check-bench
	@# Run directly, not through `swift run` (a process keeps the peak memory of what it was exec'd from), and from
	@# the corpus's folder, as a user checks a project from its root: from here, a check without scaffold.yml would
	@# also walk this repository for Package.swift files.
	bin="$$($(SWIFT) build -c release --show-bin-path)" && cd .build/bench-corpus/Modules && \
		"$(CURDIR)/scripts/bench-report" run "$(BENCH_OUTPUT)/check-bench.txt" "$$bin/scaffold-check-bench" --runs 11 .
	scripts/bench-report hand-written .build/checkouts/swift-syntax .build/bench-hand-written
	bin="$$($(SWIFT) build -c release --show-bin-path)" && cd .build/bench-hand-written && \
		"$(CURDIR)/scripts/bench-report" run "$(BENCH_OUTPUT)/check-bench-hand-written.txt" "$$bin/scaffold-check-bench" --runs 11 . && \
		"$(CURDIR)/scripts/bench-report" run "$(BENCH_OUTPUT)/check-bench-violations.txt" "$$bin/scaffold-check-bench" --runs 11 \
			--only cache --config violations.yml --format json .
	SWIFT="$(SWIFT)" scripts/bench-report write "$(BENCH_OUTPUT)" docs/benchmarks.md

# The binary, the built-in template sets beside it (share/scaffold/templates, found from the executable),
# the schemas, and shell completions where bash, zsh and fish look for them: see scripts/install.
install:
	$(SWIFT) build -c $(CONFIGURATION) --product scaffold
	scripts/install "$(PREFIX)" "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/scaffold"

uninstall:
	rm -rf "$(PREFIX)/bin/scaffold" "$(PREFIX)/share/scaffold" "$(PREFIX)/share/bash-completion/completions/scaffold" \
		"$(PREFIX)/share/zsh/site-functions/_scaffold" "$(PREFIX)/share/fish/vendor_completions.d/scaffold.fish"

clean:
	rm -rf .build demo
