/// SHA-256 as FIPS 180-4 defines it, for the handshake's HMAC.
///
/// Package access: the inspector and the `waypoint` command depend on nothing
/// but the toolchain, and Foundation on Linux has no CryptoKit. Checked against
/// the examples of FIPS 180-4 (and its NIST example values) in
/// `HandshakeTests`.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8))   // ba7816bf 8f01cfea …
/// ```
package struct SHA256 {
    /// The size of a digest, in bytes.
    package static let digestSize = 32
    /// The size of a block, in bytes.
    package static let blockSize = 64

    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes waiting for a full block.
    private var block: [UInt8] = []
    /// The length of the message so far, in bytes.
    private var length: UInt64 = 0

    package init() {
        block.reserveCapacity(Self.blockSize)
    }

    /// The digest of a message.
    ///
    /// - Parameter message: the message.
    /// - Returns: its 32-byte digest.
    package static func hash(_ message: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(message)
        return hasher.finalize()
    }

    /// Adds bytes to the message.
    ///
    /// - Parameter bytes: the next bytes of the message.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            block.append(byte)
            length &+= 1
            if block.count == Self.blockSize {
                compress()
                block.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Pads the message (a 1 bit, zeros, its length in bits as 64 bits big
    /// endian) and returns its digest.
    ///
    /// - Returns: the 32-byte digest.
    package consuming func finalize() -> [UInt8] {
        let bits = length &* 8
        block.append(0x80)
        if block.count > Self.blockSize - 8 {
            block += [UInt8](repeating: 0, count: Self.blockSize - block.count)
            compress()
            block.removeAll(keepingCapacity: true)
        }
        block += [UInt8](repeating: 0, count: Self.blockSize - 8 - block.count)
        for shift in stride(from: 56, through: 0, by: -8) {
            block.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        compress()
        return state.flatMap { word in
            [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word),
            ]
        }
    }

    /// Processes the 64 bytes of `block` (FIPS 180-4, 6.2.2).
    private mutating func compress() {
        var schedule = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            schedule[index] =
                UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
                | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
        }
        for index in 16..<64 {
            let low = schedule[index - 15]
            let high = schedule[index - 2]
            let sigma0 = rotate(low, 7) ^ rotate(low, 18) ^ (low >> 3)
            let sigma1 = rotate(high, 17) ^ rotate(high, 19) ^ (high >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for index in 0..<64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ Self.constants[index] &+ schedule[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    private func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
        (word >> count) | (word << (32 - count))
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first
    /// 64 primes (FIPS 180-4, 4.2.2).
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

/// HMAC-SHA-256 (RFC 2104, FIPS 198-1), checked against RFC 4231's test cases.
///
/// ```swift
/// HMAC.sha256(key: Array("key".utf8), message: Array("The quick brown fox jumps over the lazy dog".utf8))
/// // f7bc83f4 30538424 …
/// ```
package enum HMAC {
    /// The keyed hash of a message.
    ///
    /// - Parameters:
    ///   - key: the key; one longer than a block is hashed first.
    ///   - message: the message.
    /// - Returns: the 32-byte code.
    package static func sha256(key: [UInt8], message: some Sequence<UInt8>) -> [UInt8] {
        var key = key.count > SHA256.blockSize ? SHA256.hash(key) : key
        key += [UInt8](repeating: 0, count: SHA256.blockSize - key.count)
        var inner = SHA256()
        inner.update(key.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(key.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }
}
