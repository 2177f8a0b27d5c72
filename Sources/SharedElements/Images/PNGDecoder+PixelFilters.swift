// MARK: - Unfiltering whole pixels at once
//
// Sub, Average and Paeth depend on the pixel to the left, so a row is a chain of pixels; but the
// channels of one pixel are independent, so each step works on a pixel's bytes as lanes of one
// vector. Three-byte pixels are read four bytes at a time (the fourth is the next pixel's first,
// read before it is overwritten) and the row's last pixel is written bytewise, so nothing past
// the row changes.

extension PNGDecoder {
    @inline(__always)
    static func load4(_ p: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func store4(_ v: SIMD4<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func store3(_ v: SIMD4<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = v[0]; p[1] = v[1]; p[2] = v[2]
    }

    /// The Paeth predictor of each lane.
    @inline(__always)
    static func paeth(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<Int16> {
        // b - c does not depend on the left pixel: only `left` waits for the step before.
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    /// ``paeth(_:_:_:)-(SIMD4<Int16>,_,_)`` on four pixels at once.
    @inline(__always)
    static func paeth(_ a: SIMD16<Int16>, _ b: SIMD16<Int16>, _ c: SIMD16<Int16>) -> SIMD16<Int16> {
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    @inline(__always)
    static func magnitude(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    /// ``paeth(_:_:_:)-(SIMD4<Int16>,_,_)`` on two pixels at once.
    @inline(__always)
    static func paeth(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>, _ c: SIMD8<Int16>) -> SIMD8<Int16> {
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    @inline(__always)
    static func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    @inline(__always)
    static func magnitude(_ v: SIMD8<Int16>) -> SIMD8<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    static func sub4(_ cur: UnsafeMutablePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt8>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            a = load4(cur + i) &+ a
            store4(a, cur + i)
            i &+= 4
        }
    }

    static func sub3(_ cur: UnsafeMutablePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt8>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            a = x &+ a
            store4(a, cur + i)
            x = next
            i &+= 3
        }
        while true {
            a = x &+ a
            store3(a, cur + i)
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }

    @inline(__always)
    static func load3(_ p: UnsafePointer<UInt8>) -> SIMD4<UInt8> { SIMD4(p[0], p[1], p[2], 0) }

    static func average4(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt16>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            let b = SIMD4<UInt16>(truncatingIfNeeded: load4(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ load4(cur + i)
            store4(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            i &+= 4
        }
    }

    static func average3(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt16>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            let b = SIMD4<UInt16>(truncatingIfNeeded: load4(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ x
            store4(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            x = next
            i &+= 3
        }
        while true {
            let b = SIMD4<UInt16>(truncatingIfNeeded: load3(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ x
            store3(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }

    /// Paeth for 4-byte pixels, the left and upper-left pixels kept in registers.
    static func paeth4(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            let b = SIMD4<Int16>(truncatingIfNeeded: load4(prev + i))
            // Added as 16-bit lanes and masked: the left pixel for the next step never goes
            // through bytes, which keeps conversions off the chain from pixel to pixel.
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: load4(cur + i))) & 0xFF
            store4(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            i &+= 4
        }
    }

    /// Paeth for 3-byte pixels, as ``paeth4(_:_:count:)``.
    static func paeth3(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            let b = SIMD4<Int16>(truncatingIfNeeded: load4(prev + i))
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: x)) & 0xFF
            store4(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            x = next
            i &+= 3
        }
        while true {
            let b = SIMD4<Int16>(truncatingIfNeeded: load3(prev + i))
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: x)) & 0xFF
            store3(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }
}
