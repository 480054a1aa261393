import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Counts the server-side resources (windows, GCs, pixmaps…) another client holds, through the
/// X-Resource extension, for leak tests: what a client forgot to free stays on the server.
///
/// libXRes is not installed here, so this speaks the few requests it needs itself over the
/// display's Unix socket (X11 protocol, little-endian): QueryExtension, XResQueryClients,
/// XResQueryClientResources and GetAtomName. Xvfb started by `XvfbServer` needs no authorization
/// for local clients.
public final class XResourceCounter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let socket: Int32
    private var extensionOpcode: UInt8 = 0

    /// Connects to `displayName` (":N") on its local socket and finds the X-Resource extension.
    public init(displayName: String) throws {
        guard displayName.hasPrefix(":"), let number = Int(displayName.dropFirst().split(separator: ".")[0]) else {
            throw Failure(description: "XResourceCounter: '\(displayName)' is not a local display name like ':1'")
        }
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "XResourceCounter: socket() failed, errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array("/tmp/.X11-unix/X\(number)".utf8CString)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.prefix(buffer.count - 1).enumerated() { buffer[index] = UInt8(bitPattern: byte) }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "XResourceCounter: cannot connect to \(displayName), errno \(errno)")
        }
        try setUp()
    }

    deinit { close(socket) }

    /// Resource counts by type name ("WINDOW", "GC", "PIXMAP", …) of the client that created `window`.
    public func resources(ofClientOwning window: UInt32) throws -> [String: Int] {
        // XResQueryClients: (resource base, mask) of every client.
        let clients = try reply(to: request(major: extensionOpcode, minor: 1, body: []))
        let clientCount = Int(clients.uint32(at: 8))
        var base: UInt32?
        for index in 0..<clientCount {
            let clientBase = clients.uint32(at: 32 + index * 8)
            let mask = clients.uint32(at: 36 + index * 8)
            if window & ~mask == clientBase { base = clientBase }
        }
        guard let base else {
            throw Failure(description: "XResourceCounter: no client owns window 0x\(String(window, radix: 16))")
        }
        // XResQueryClientResources: (type atom, count) pairs.
        let counts = try reply(to: request(major: extensionOpcode, minor: 2, body: Self.card32(base)))
        var result: [String: Int] = [:]
        for index in 0..<Int(counts.uint32(at: 8)) {
            let type = counts.uint32(at: 32 + index * 8)
            let count = counts.uint32(at: 36 + index * 8)
            result[try atomName(type)] = Int(count)
        }
        return result
    }

    // MARK: - Protocol

    private func setUp() throws {
        // Connection setup: little-endian, protocol 11.0, no authorization.
        try send([0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        let head = try read(8)
        guard head[0] == 1 else { throw Failure(description: "XResourceCounter: the server refused the connection") }
        _ = try read(Int(UInt16(head[6]) | UInt16(head[7]) << 8) * 4)
        let name = Array("X-Resource".utf8)
        let padded = name + [UInt8](repeating: 0, count: (4 - name.count % 4) % 4)
        // QueryExtension (98): name length, two unused bytes, the name.
        let query = try reply(
            to: request(major: 98, minor: 0, body: Self.card16(UInt16(name.count)) + [0, 0] + padded))
        guard query[8] == 1 else {
            throw Failure(description: "XResourceCounter: the server has no X-Resource extension")
        }
        extensionOpcode = query[9]
    }

    private func atomName(_ atom: UInt32) throws -> String {
        let answer = try reply(to: request(major: 17, minor: 0, body: Self.card32(atom)))
        let length = Int(UInt16(answer[8]) | UInt16(answer[9]) << 8)
        return String(decoding: answer[32..<(32 + length)], as: UTF8.self)
    }

    /// A request: opcode, the minor opcode (or an unused byte), its length in 4-byte units, the body.
    private func request(major: UInt8, minor: UInt8, body: [UInt8]) -> [UInt8] {
        [major, minor] + Self.card16(UInt16(1 + body.count / 4)) + body
    }

    /// Sends `request` and reads its reply; an X error is thrown.
    private func reply(to request: [UInt8]) throws -> [UInt8] {
        try send(request)
        let head = try read(32)
        guard head[0] == 1 else {
            throw Failure(description: "XResourceCounter: X error \(head[1]) for request \(request[0]).\(request[1])")
        }
        return head + (try read(Int(head.uint32(at: 4)) * 4))
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "XResourceCounter: write failed, errno \(errno)") }
            sent += count
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let got = bytes[received...].withUnsafeMutableBytes { Glibc.read(socket, $0.baseAddress, $0.count) }
            guard got > 0 else { throw Failure(description: "XResourceCounter: the server closed the connection") }
            received += got
        }
        return bytes
    }

    private static func card16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func card32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}

extension Array where Element == UInt8 {
    /// A little-endian CARD32 at `offset`.
    fileprivate func uint32(at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(self[offset + $1]) << (8 * UInt32($1)) }
    }
}
