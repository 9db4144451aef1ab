/// SHA-1 (FIPS 180-4) of a byte buffer, for the checksum that ends git's index file.
///
/// libgit2 hashes with collision detection (SHA1DC, about 31 instructions a byte): reading and
/// writing the 1.2 MB index of a 10,000-entry store cost `kept new` 80 M instructions in
/// hashing alone. A checksum against torn writes needs no collision detection (git 2.47
/// hashes its index with its fast SHA-1 for that reason). swift-crypto has one, but this module
/// sits below the domain and depends on libgit2 only.
enum SHA1 {
    static func hash(_ data: UnsafeRawBufferPointer) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        let whole = data.count / 64
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { words in
            if let base = data.baseAddress {
                for block in 0..<whole { compress(base + block * 64, &state, words) }
            }
            // The tail, the 0x80 marker, zeros and the length in bits (big-endian) fill one or
            // two last blocks.
            var tail = [UInt8](data[(whole * 64)...])
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bits = UInt64(data.count) &* 8
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
            tail.withUnsafeBytes { buffer in
                for block in 0..<(buffer.count / 64) { compress(buffer.baseAddress! + block * 64, &state, words) }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            digest.append(contentsOf: [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                                       UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)])
        }
        return digest
    }

    @inline(__always)
    private static func compress(_ block: UnsafeRawPointer, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32),
                                 _ w: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
        for i in 16..<80 {
            let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
            w[i] = (x << 1) | (x >> 31)
        }
        var (a, b, c, d, e) = state
        for i in 0..<80 {
            let f: UInt32, k: UInt32
            switch i {
            case 0..<20: f = (b & c) | (~b & d); k = 0x5A82_7999
            case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
            case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1B_BCDC
            default: f = b ^ c ^ d; k = 0xCA62_C1D6
            }
            let t = ((a << 5) | (a >> 27)) &+ f &+ e &+ k &+ w[i]
            e = d; d = c; c = (b << 30) | (b >> 2); b = a; a = t
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }
}
