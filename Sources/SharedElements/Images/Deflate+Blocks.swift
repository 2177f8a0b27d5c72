// MARK: - Writing blocks

extension Deflate {
    /// The code-length alphabet's order in a dynamic block header.
    static let codeLengthOrder = Inflate.codeLengthOrder

    /// Writes the pending symbols (covering input bytes `blockStart..<rawEnd`) as one block, in
    /// whichever of dynamic Huffman, fixed Huffman or stored form is smallest.
    mutating func flushBlock(rawEnd: Int, final: Bool) {
        litFreq[256] = 1
        var litLengths = [UInt8](repeating: 0, count: 288)
        var distLengths = [UInt8](repeating: 0, count: 32)
        litLengths.withUnsafeMutableBufferPointer { HuffmanEncoder.lengths(litFreq, count: 286, limit: 15, into: $0.baseAddress.unsafelyUnwrapped) }
        distLengths.withUnsafeMutableBufferPointer { HuffmanEncoder.lengths(distFreq, count: 30, limit: 15, into: $0.baseAddress.unsafelyUnwrapped) }
        // The header: literal/length then distance code lengths, run-length coded with 16, 17, 18.
        var nlit = 286
        while nlit > 257 && litLengths[nlit - 1] == 0 { nlit -= 1 }
        var ndist = 30
        while ndist > 1 && distLengths[ndist - 1] == 0 { ndist -= 1 }
        let all = Array(litLengths[0..<nlit]) + Array(distLengths[0..<ndist])
        let runs = Deflate.runLengths(all)
        var clFreq = [UInt32](repeating: 0, count: 19)
        for (sym, _) in runs { clFreq[Int(sym)] += 1 }
        var clLengths = [UInt8](repeating: 0, count: 19)
        clFreq.withUnsafeMutableBufferPointer { f in
            clLengths.withUnsafeMutableBufferPointer { HuffmanEncoder.lengths(f.baseAddress.unsafelyUnwrapped, count: 19, limit: 7, into: $0.baseAddress.unsafelyUnwrapped) }
        }
        var nclen = 19
        while nclen > 4 && clLengths[Deflate.codeLengthOrder[nclen - 1]] == 0 { nclen -= 1 }

        // Costs in bits.
        var extraBits = 0
        var dynamicBits = 14 + 3 * nclen
        for (sym, _) in runs { dynamicBits += Int(clLengths[Int(sym)]) + (sym == 16 ? 2 : sym == 17 ? 3 : sym == 18 ? 7 : 0) }
        var fixedBits = 0
        for s in 0..<286 where litFreq[s] != 0 {
            dynamicBits += Int(litFreq[s]) * Int(litLengths[s])
            fixedBits += Int(litFreq[s]) * Int(DeflateTables.fixedLiteralLengths[s])
            if s >= 257 { extraBits += Int(litFreq[s]) * Int(Inflate.lengthExtra[s - 257]) }
        }
        for s in 0..<30 where distFreq[s] != 0 {
            dynamicBits += Int(distFreq[s]) * Int(distLengths[s])
            fixedBits += Int(distFreq[s]) * 5
            extraBits += Int(distFreq[s]) * Int(Inflate.distanceExtra[s])
        }
        dynamicBits += extraBits
        fixedBits += extraBits
        let rawCount = rawEnd - blockStart
        let storedBits = rawCount * 8 + 40 * max(1, (rawCount + 65534) / 65535)

        writer.reserve(min(dynamicBits, fixedBits, storedBits) / 8 + 64)
        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(final: final, rawEnd: rawEnd)
        } else if fixedBits <= dynamicBits {
            writer.write(final ? 1 : 0, 1)
            writer.write(1, 2)
            writeSymbols(DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths)
        } else {
            writer.write(final ? 1 : 0, 1)
            writer.write(2, 2)
            writer.write(UInt32(nlit - 257), 5)
            writer.write(UInt32(ndist - 1), 5)
            writer.write(UInt32(nclen - 4), 4)
            for i in 0..<nclen { writer.write(UInt32(clLengths[Deflate.codeLengthOrder[i]]), 3) }
            var clCodes = [UInt16](repeating: 0, count: 19)
            clLengths.withUnsafeBufferPointer { l in
                clCodes.withUnsafeMutableBufferPointer { HuffmanEncoder.codes(l.baseAddress.unsafelyUnwrapped, count: 19, into: $0.baseAddress.unsafelyUnwrapped) }
            }
            for (sym, extra) in runs {
                writer.write(UInt32(clCodes[Int(sym)]), Int(clLengths[Int(sym)]))
                switch sym {
                case 16: writer.write(UInt32(extra), 2)
                case 17: writer.write(UInt32(extra), 3)
                case 18: writer.write(UInt32(extra), 7)
                default: break
                }
            }
            writeSymbols(litLengths, distLengths)
        }
        symbolCount = 0
        litFreq.update(repeating: 0, count: 288)
        distFreq.update(repeating: 0, count: 32)
        blockStart = rawEnd
    }

    /// Code-length symbols for a header: (symbol, extra-bits value) pairs.
    static func runLengths(_ lengths: [UInt8]) -> [(UInt8, UInt8)] {
        var out: [(UInt8, UInt8)] = []
        var i = 0
        while i < lengths.count {
            let v = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == v { run += 1 }
            i += run
            if v == 0 {
                while run >= 11 { let r = min(run, 138); out.append((18, UInt8(r - 11))); run -= r }
                if run >= 3 { out.append((17, UInt8(run - 3))); run = 0 }
            } else {
                out.append((v, 0))
                run -= 1
                while run >= 3 { let r = min(run, 6); out.append((16, UInt8(r - 3))); run -= r }
            }
            for _ in 0..<run { out.append((v, 0)) }
        }
        return out
    }

    private mutating func writeStored(final: Bool, rawEnd: Int) {
        var start = blockStart
        repeat {
            let n = min(65535, rawEnd - start)
            let last = start + n == rawEnd
            writer.write(final && last ? 1 : 0, 1)
            writer.write(0, 2)
            writer.alignToByte()
            writer.write(UInt32(n), 16)
            writer.write(UInt32(n ^ 0xFFFF), 16)
            writer.alignToByte()
            writer.append(data + start, count: n)
            start += n
        } while start < rawEnd
    }

    /// Writes the pending symbols with the given code lengths, then the end-of-block code.
    private mutating func writeSymbols(_ litLengths: [UInt8], _ distLengths: [UInt8]) {
        var litCodes = [UInt16](repeating: 0, count: 288)
        var distCodes = [UInt16](repeating: 0, count: 32)
        litLengths.withUnsafeBufferPointer { l in
            litCodes.withUnsafeMutableBufferPointer { HuffmanEncoder.codes(l.baseAddress.unsafelyUnwrapped, count: l.count, into: $0.baseAddress.unsafelyUnwrapped) }
        }
        distLengths.withUnsafeBufferPointer { l in
            distCodes.withUnsafeMutableBufferPointer { HuffmanEncoder.codes(l.baseAddress.unsafelyUnwrapped, count: l.count, into: $0.baseAddress.unsafelyUnwrapped) }
        }
        // Codes and lengths packed per symbol: code | length << 16.
        var lit = [UInt32](repeating: 0, count: 286)
        for s in 0..<286 { lit[s] = UInt32(litCodes[s]) | UInt32(litLengths[s]) << 16 }
        var dist = [UInt32](repeating: 0, count: 30)
        for s in 0..<30 { dist[s] = UInt32(distCodes[s]) | UInt32(distLengths[s]) << 16 }
        lit.withUnsafeBufferPointer { litBuf in
            dist.withUnsafeBufferPointer { distBuf in
                DeflateTables.lengthSymbol.withUnsafeBufferPointer { lsBuf in
                    DeflateTables.distanceTable.withUnsafeBufferPointer { dtBuf in
                        Inflate.lengthBase.withUnsafeBufferPointer { lbBuf in
                            Inflate.distanceBase.withUnsafeBufferPointer { dbBuf in
                                writeSymbols(litBuf.baseAddress.unsafelyUnwrapped, distBuf.baseAddress.unsafelyUnwrapped, lsBuf.baseAddress.unsafelyUnwrapped, dtBuf.baseAddress.unsafelyUnwrapped,
                                             lbBuf.baseAddress.unsafelyUnwrapped, dbBuf.baseAddress.unsafelyUnwrapped)
                            }
                        }
                    }
                }
            }
        }
    }

    private mutating func writeSymbols(
        _ lit: UnsafePointer<UInt32>, _ dist: UnsafePointer<UInt32>, _ lengthSymbol: UnsafePointer<UInt8>,
        _ distanceTable: UnsafePointer<UInt8>, _ lengthBase: UnsafePointer<UInt16>, _ distanceBase: UnsafePointer<UInt16>
    ) {
        for i in 0..<symbolCount {
            let s = symbols[i]
            if s < 256 {
                let e = lit[Int(s)]
                writer.write(e & 0xFFFF, Int(e >> 16))
                continue
            }
            let length = Int(s >> 16), distance = Int(s & 0xFFFF)
            let ls = Int(lengthSymbol[length - 3])
            let le = lit[257 + ls]
            writer.write(le & 0xFFFF, Int(le >> 16))
            let lx = Int(Inflate.lengthExtraBits(ls))
            if lx > 0 { writer.write(UInt32(length - Int(lengthBase[ls])), lx) }
            let d = distance - 1
            let ds = Int(d < 256 ? distanceTable[d] : distanceTable[256 + (d >> 7)])
            let de = dist[ds]
            writer.write(de & 0xFFFF, Int(de >> 16))
            let dx = ds < 4 ? 0 : (ds - 2) >> 1
            if dx > 0 { writer.write(UInt32(distance - Int(distanceBase[ds])), dx) }
        }
        let e = lit[256]
        writer.write(e & 0xFFFF, Int(e >> 16))
    }
}

extension Inflate {
    /// Extra bits of length symbol index `s` (0...28) without a table look-up.
    @inline(__always)
    static func lengthExtraBits(_ s: Int) -> Int {
        s < 8 || s == 28 ? 0 : (s - 4) >> 2
    }
}
