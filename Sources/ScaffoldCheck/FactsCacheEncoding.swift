import Foundation
import ScaffoldManifest
import ScaffoldProject

// The payloads of the facts cache's entries (`FactsCache`): each starts with its own tag, so none is read as another.

// MARK: Encoding of the facts

extension FileFacts.Extraction {
    /// `0, facts`, or `1, line, column` (too deep) or `2, line, column` (too slow). Facts: a table of the file's distinct strings, then declarations, referenced
    /// names, references, imports, extensions and ignore comments, strings as indices into the table.
    func encode(_ writer: inout ByteWriter) {
        switch self {
        case .tooDeep(let line, let column):
            writer.byte(1)
            writer.varint(UInt64(line))
            writer.varint(UInt64(column))
        case .tooSlow(let line, let column):
            writer.byte(2)
            writer.varint(UInt64(line))
            writer.varint(UInt64(column))
        case .facts(let facts):
            writer.byte(0)
            var table: [String: Int] = [:]
            var strings: [String] = []
            func index(_ string: String) -> UInt64 {
                if let known = table[string] { return UInt64(known) }
                table[string] = strings.count
                strings.append(string)
                return UInt64(strings.count - 1)
            }
            var body = ByteWriter()
            body.varint(UInt64(facts.declarations.count))
            for item in facts.declarations {
                body.varint(index(item.name))
                body.varint(index(item.kind.rawValue))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
                body.byte(item.isFilePrivate ? 1 : 0)
                body.varint(UInt64(item.parameters.count))
                for parameter in item.parameters { body.varint(index(parameter)) }
                body.varint(UInt64(item.inherits.count))
                for name in item.inherits { body.varint(index(name)) }
                body.varint(UInt64(item.aliased.count))
                for name in item.aliased { body.varint(index(name)) }
            }
            body.varint(UInt64(facts.referencedNames.count))
            for item in facts.referencedNames {
                body.varint(item.context.map { index($0) + 1 } ?? 0)
                body.varint(index(item.name))
            }
            body.varint(UInt64(facts.references.count))
            for item in facts.references {
                body.varint(UInt64(item.name))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
            }
            body.varint(UInt64(facts.imports.count))
            for item in facts.imports {
                body.varint(index(item.module))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
                body.byte(item.isExported ? 1 : 0)
            }
            body.varint(UInt64(facts.extensions.count))
            for item in facts.extensions {
                body.varint(index(item.name))
                body.varint(UInt64(item.inherits.count))
                for name in item.inherits { body.varint(index(name)) }
            }
            body.varint(UInt64(facts.ignores.count))
            for (line, ignore) in facts.ignores.sorted(by: { $0.key < $1.key }) {
                body.varint(UInt64(line))
                body.varint(UInt64(ignore.column))
                body.varint(UInt64(ignore.rules.count))
                for rule in ignore.rules { body.varint(index(rule)) }
                body.varint(ignore.reason.map { index($0) + 1 } ?? 0)
                body.byte(ignore.standsAlone ? 1 : 0)
            }
            writer.varint(UInt64(strings.count))
            for string in strings { writer.string(string) }
            writer.bytes += body.bytes
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileFacts.Extraction {
        switch try reader.byte() {
        case 1:
            return .tooDeep(line: try reader.count(), column: try reader.count())
        case 2:
            return .tooSlow(line: try reader.count(), column: try reader.count())
        case 0:
            let stringCount = try reader.count()
            var strings: [String] = []
            strings.reserveCapacity(min(stringCount, reader.remaining))
            for _ in 0..<stringCount { strings.append(try reader.string()) }
            func string() throws(ByteReader.Malformed) -> String {
                let index = try reader.count()
                guard index < strings.count else { throw ByteReader.Malformed() }
                return strings[index]
            }
            func count() throws(ByteReader.Malformed) -> Int {
                let count = try reader.count()
                // Every item takes at least a byte: a larger count is damage, not a reason to allocate.
                guard count <= reader.remaining else { throw ByteReader.Malformed() }
                return count
            }
            var facts = FileFacts()
            let declarationCount = try count()
            facts.declarations.reserveCapacity(declarationCount)
            for _ in 0..<declarationCount {
                let name = try string()
                guard let kind = TypeKind(rawValue: try string()) else { throw ByteReader.Malformed() }
                var declaration = FileFacts.Declaration(name: name, kind: kind, line: try reader.count(), column: try reader.count())
                switch try reader.byte() {
                case 0: break
                case 1: declaration.isFilePrivate = true
                default: throw ByteReader.Malformed()
                }
                for _ in 0..<(try count()) { declaration.parameters.append(try string()) }
                for _ in 0..<(try count()) { declaration.inherits.append(try string()) }
                for _ in 0..<(try count()) { declaration.aliased.append(try string()) }
                facts.declarations.append(declaration)
            }
            let nameCount = try count()
            facts.referencedNames.reserveCapacity(nameCount)
            for _ in 0..<nameCount {
                let context = try reader.count()
                guard context <= strings.count else { throw ByteReader.Malformed() }
                facts.referencedNames.append(FileFacts.ReferencedName(context: context == 0 ? nil : strings[context - 1], name: try string()))
            }
            let referenceCount = try count()
            facts.references.reserveCapacity(referenceCount)
            for _ in 0..<referenceCount {
                let name = try reader.count()
                guard name < nameCount else { throw ByteReader.Malformed() }
                facts.references.append(FileFacts.Reference(name: name, line: try reader.count(), column: try reader.count()))
            }
            for _ in 0..<(try count()) {
                var item = FileFacts.Import(module: try string(), line: try reader.count(), column: try reader.count())
                switch try reader.byte() {
                case 0: break
                case 1: item.isExported = true
                default: throw ByteReader.Malformed()
                }
                facts.imports.append(item)
            }
            for _ in 0..<(try count()) {
                var item = FileFacts.Extension(name: try string())
                for _ in 0..<(try count()) { item.inherits.append(try string()) }
                facts.extensions.append(item)
            }
            for _ in 0..<(try count()) {
                let line = try reader.count()
                let column = try reader.count()
                var rules: [String] = []
                for _ in 0..<(try count()) { rules.append(try string()) }
                let reason = try reader.count()
                guard reason <= strings.count else { throw ByteReader.Malformed() }
                let standsAlone = try reader.byte()
                guard standsAlone <= 1 else { throw ByteReader.Malformed() }
                facts.ignores[line] = IgnoreComment(
                    rules: rules, reason: reason == 0 ? nil : strings[reason - 1], column: column, standsAlone: standsAlone == 1)
            }
            guard reader.remaining == 0 else { throw ByteReader.Malformed() }
            return .facts(facts)
        default:
            throw ByteReader.Malformed()
        }
    }
}

// MARK: Encoding of manifest outlines

extension Manifest.Outline {
    /// `2` (no extraction starts so), module, architecture, spec, root, layout, then each file's path and layer,
    /// layers as indices into a table of the distinct ones. An absent spec or layout is a `0`, a present one `1, text`.
    func encode(_ writer: inout ByteWriter) {
        writer.byte(2)
        writer.string(module)
        writer.string(architecture)
        writer.optionalString(spec)
        writer.string(root)
        writer.optionalString(layout)
        var layers: [String] = []
        var table: [String: Int] = [:]
        for file in files where table[file.layer] == nil {
            table[file.layer] = layers.count
            layers.append(file.layer)
        }
        writer.varint(UInt64(layers.count))
        for layer in layers { writer.string(layer) }
        writer.varint(UInt64(files.count))
        for file in files {
            writer.string(file.path)
            writer.varint(UInt64(table[file.layer]!))
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> Manifest.Outline {
        guard try reader.byte() == 2 else { throw ByteReader.Malformed() }
        let module = try reader.string()
        let architecture = try reader.string()
        let spec = try reader.optionalString()
        let root = try reader.string()
        let layout = try reader.optionalString()
        let layerCount = try reader.count()
        guard layerCount <= reader.remaining else { throw ByteReader.Malformed() }
        var layers: [String] = []
        for _ in 0..<layerCount { layers.append(try reader.string()) }
        let fileCount = try reader.count()
        guard fileCount <= reader.remaining else { throw ByteReader.Malformed() }
        var files: [Manifest.Outline.File] = []
        files.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let path = try reader.string()
            let layer = try reader.count()
            guard layer < layers.count else { throw ByteReader.Malformed() }
            files.append(Manifest.Outline.File(path: path, layer: layers[layer]))
        }
        guard reader.remaining == 0 else { throw ByteReader.Malformed() }
        var outline = Manifest.Outline(module: module, architecture: architecture, spec: spec, root: root, files: files)
        outline.layout = layout
        return outline
    }
}

// MARK: Encoding of Package.swift declarations

extension PackageModules.Declarations {
    /// `3` (neither an extraction nor an outline starts so), the name, each target (name, kind, path, sources,
    /// exclude, dependencies: `0, name` for a target, `1, name, package` for a product), then the products by name.
    func encode(_ writer: inout ByteWriter) {
        writer.byte(3)
        writer.optionalString(name)
        writer.varint(UInt64(targets.count))
        for target in targets {
            writer.string(target.name)
            writer.string(target.kind.rawValue)
            writer.optionalString(target.path)
            if let sources = target.sources {
                writer.byte(1)
                writer.stringList(sources)
            } else {
                writer.byte(0)
            }
            writer.stringList(target.exclude)
            writer.varint(UInt64(target.dependencies.count))
            for dependency in target.dependencies {
                switch dependency {
                case .target(let name):
                    writer.byte(0)
                    writer.string(name)
                case .product(let name, let package):
                    writer.byte(1)
                    writer.string(name)
                    writer.string(package)
                }
            }
        }
        writer.varint(UInt64(products.count))
        for (product, targets) in products.sorted(by: { $0.key < $1.key }) {
            writer.string(product)
            writer.stringList(targets)
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> PackageModules.Declarations {
        guard try reader.byte() == 3 else { throw ByteReader.Malformed() }
        func count() throws(ByteReader.Malformed) -> Int {
            let count = try reader.count()
            guard count <= reader.remaining else { throw ByteReader.Malformed() }
            return count
        }
        func strings() throws(ByteReader.Malformed) -> [String] {
            var values: [String] = []
            for _ in 0..<(try count()) { values.append(try reader.string()) }
            return values
        }
        let name = try reader.optionalString()
        var targets: [PackageTarget] = []
        for _ in 0..<(try count()) {
            let name = try reader.string()
            guard let kind = PackageTarget.Kind(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
            let path = try reader.optionalString()
            let sources: [String]?
            switch try reader.byte() {
            case 0: sources = nil
            case 1: sources = try strings()
            default: throw ByteReader.Malformed()
            }
            let exclude = try strings()
            var dependencies: [TargetDependency] = []
            for _ in 0..<(try count()) {
                switch try reader.byte() {
                case 0: dependencies.append(.target(try reader.string()))
                case 1: dependencies.append(.product(name: try reader.string(), package: try reader.string()))
                default: throw ByteReader.Malformed()
                }
            }
            targets.append(PackageTarget(name: name, kind: kind, path: path, sources: sources, exclude: exclude, dependencies: dependencies))
        }
        var products: [String: [String]] = [:]
        for _ in 0..<(try count()) { products[try reader.string()] = try strings() }
        guard reader.remaining == 0 else { throw ByteReader.Malformed() }
        return PackageModules.Declarations(name: name, targets: targets, products: products)
    }
}
