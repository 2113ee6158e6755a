import ScaffoldSpec

// The project a module is generated into: where its files go (layouts), the existing Package.swift
// that scaffold adds targets to, and what an Xcode project says about its folders.
