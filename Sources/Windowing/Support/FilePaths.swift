#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// File paths as strings, and the few questions the resource lookups ask the file system, with the
/// C library.
///
/// The app's resources are looked up before the first frame (Info.plist, the launch storyboard's
/// nib, named images). Through Foundation's `URL` and `FileManager` those lookups cost about
/// 1.4 M instructions: each `URL` step parses and percent-decodes its string again, and the first
/// uses instantiate generic types and scan every protocol-conformance record in the executable.
/// The paths here are plain `/`-separated strings, which is what the lookups need.
enum FilePaths {
    /// `path` with `component` appended after one `/`.
    static func appending(_ component: String, to path: String) -> String {
        path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// The last component of `path`, trailing slashes ignored ("/" for the root).
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        let last = trimmed[trimmed.index(after: slash)...]
        return last.isEmpty ? "/" : String(last)
    }

    /// The folder holding `path`: "/" for a file at the root, "." for a bare name.
    static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> Substring {
        var trimmed = path[...]
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed
    }

    /// The names in the folder at `path` (without "." and ".."), in the order the file system
    /// lists them; nil when it cannot be listed.
    static func entries(ofFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` names a folder, following symbolic links.
    static func isFolder(_ path: String) -> Bool { kind(of: path) == S_IFDIR }

    /// Whether `path` names anything the process may see, following symbolic links.
    static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// Whether the process may read the file at `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    private static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Where the symbolic link at `path` points; nil when it is not one or cannot be read.
    static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base, bytes.count - 1)
        }
        // A full buffer may be a cut path; PATH_MAX is the longest a path may be.
        guard count > 0, count < buffer.count - 1 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
