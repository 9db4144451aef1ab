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

    /// Masking shifts (`&<<`, `&>>`) compile to one rotate; Swift's `<<` checks its count.
    @inline(__always)
    private static func rotate(_ x: UInt32, _ count: UInt32) -> UInt32 { (x &<< count) | (x &>> (32 &- count)) }

    @inline(__always)
    private static func compress(_ block: UnsafeRawPointer, _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32),
                                 _ w: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)) }
        for i in 16..<80 { w[i] = rotate(w[i &- 3] ^ w[i &- 8] ^ w[i &- 14] ^ w[i &- 16], 1) }
        var (a, b, c, d, e) = state
        @inline(__always) func round(_ f: UInt32, _ k: UInt32, _ word: UInt32) {
            let t = rotate(a, 5) &+ f &+ e &+ k &+ word
            e = d; d = c; c = rotate(b, 30); b = a; a = t
        }
        for i in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, w[i]) }
        for i in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, w[i]) }
        for i in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, w[i]) }
        for i in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, w[i]) }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }
}
