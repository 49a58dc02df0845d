// One of the strings every JSON storage holds once, by which readers recognise keys and values without a String.

/// One of ``JSONStorageBuilder/commonStrings`` (`$value`, `colorSpace`, the color space names,
/// ...), which every storage holds once and every equal key or string value points at.
///
/// A reader looking for such a key or value compares what a member or value holds with one of
/// these (``JSONObject/Members/commonKey(at:)``, ``JSONValue/commonString``), one comparison of
/// two integers, instead of making a `String` of each key and value it reads.
package struct CommonString: Hashable, Sendable {
    /// Its text entry's offset, the same in every storage.
    @usableFromInline let offset: Int

    /// Whether the two are the same common string, inlined where it is compared (a reader compares
    /// every key it reads with a few of these).
    @inlinable
    package static func == (lhs: CommonString, rhs: CommonString) -> Bool {
        lhs.offset == rhs.offset
    }

    /// The common string equal to `string`, or `nil` when `string` is not one of them.
    package init?(_ string: String) {
        guard let offset = JSONStorageBuilder.commonOffset(of: string) else { return nil }
        self.offset = offset
    }

    /// The common string whose entry is at text `offset`, if the entry is one.
    @inline(__always)
    init?(textOffset offset: Int) {
        guard offset < JSONStorageBuilder.commonText.count else { return nil }
        self.offset = offset
    }

    /// A number for this string, below ``numberLimit`` and different for each common string: for
    /// tables indexed by common strings.
    @inlinable
    package var number: Int { offset }

    /// The bound of every common string's ``number``.
    package static var numberLimit: Int { JSONStorageBuilder.commonText.count }

    /// The string itself.
    package var string: String {
        JSONStorageBuilder.commonString(at: offset)!
    }
}
