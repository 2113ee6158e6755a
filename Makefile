# Two commands for a fresh clone (see README):
#   make demo   builds scaffold and generates the example module as a package in demo/NewsList
#   make test   builds everything and runs the test suite (which compiles and tests generated modules)

SWIFT ?= swift

.PHONY: build demo test lint format bench fuzz typecheck-ui clean

build:
	$(SWIFT) build

demo: build
	rm -rf demo
	$(SWIFT) run scaffold new Specs/NewsList.yaml --output demo --package
	cd demo/NewsList && $(SWIFT) test

test: build
	$(SWIFT) test

# The toolchain's own formatter (swift format, Swift 6+), configured by .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests/ScaffoldTests Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests/ScaffoldTests Package.swift

# Generated and mutated specs through every template set; SECONDS=600 make fuzz for longer, BUILD=1 to compile them.
fuzz:
	$(SWIFT) run -c release scaffold-fuzz --seconds $${SECONDS:-60} $${BUILD:+--build}

# The generated package's view code against the SwiftUI/UIKit signature stubs in Stubs/: make typecheck-ui PKG=demo/NewsList
typecheck-ui:
	@test -n "$(PKG)" || { echo "usage: make typecheck-ui PKG=<generated package folder>"; exit 64; }
	scripts/typecheck-ui "$(PKG)"

bench:
	$(SWIFT) run -c release scaffold-bench

clean:
	rm -rf .build demo
