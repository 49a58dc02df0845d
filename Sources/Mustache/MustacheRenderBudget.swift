/// How much work one render may do, growing with its data so that every template whose work is
/// linear in its data renders whatever the data's size, while work that multiplies (sections
/// over lists nested in one another, a partial including itself twice per level) still stops.
///
/// A render may enter sections and partials ``sectionLimit()`` times: at least
/// ``MustacheTemplate/maximumSectionsEntered``, and more for large data — each section or partial
/// tag of the template and of every partial linked so far may be entered once per value of the
/// context. A linear template enters each of its tags at most once per value, so it always
/// stays within. Output may grow to ``byteLimit()``: at least
/// ``MustacheTemplate/maximumOutputBytes``, and 1 KB per tag and value beyond.
///
/// The context's values are counted only when a render passes a minimum, so renders within the
/// minimums (nearly all of them) never walk their data for it.
struct MustacheRenderBudget {
    /// The data rendered, counted when a limit beyond the minimums is needed.
    private let context: TemplateValue
    /// How many values the context holds (every list element and map value, at every depth),
    /// once counted.
    private var countedValues: Int?
    private let minimumSections: Int
    private let minimumBytes: Int
    /// Section and partial tags of the template and of the partials linked so far.
    private var tags = 0
    /// Whether the limits are the minimums whatever the data (for tests of the limits).
    private let isFixed: Bool

    /// A budget for a render of `context`; with `fixedSections` or `fixedBytes`, that limit is
    /// fixed instead of growing.
    init(context: TemplateValue, fixedSections: Int? = nil, fixedBytes: Int? = nil) {
        self.context = context
        minimumSections = fixedSections ?? MustacheTemplate.maximumSectionsEntered
        minimumBytes = fixedBytes ?? MustacheTemplate.maximumOutputBytes
        isFixed = fixedSections != nil || fixedBytes != nil
    }

    /// Whether a render that has entered `entered` sections and partials may enter one more.
    mutating func allowsSection(after entered: Int) -> Bool {
        entered < minimumSections || entered < sectionLimit()
    }

    /// Whether a render may have written `bytes` bytes.
    mutating func allowsOutput(_ bytes: Int) -> Bool {
        bytes <= minimumBytes || bytes <= byteLimit()
    }

    /// How many sections and partials the render may enter in all.
    mutating func sectionLimit() -> Int {
        isFixed ? minimumSections : max(minimumSections, contextValues().multipliedReportingOverflow(by: tags).partialValue)
    }

    /// How many bytes the render may write.
    mutating func byteLimit() -> Int {
        guard !isFixed else { return minimumBytes }
        let (perTag, overflow) = contextValues().multipliedReportingOverflow(by: tags)
        let (bytes, overflowAgain) = perTag.multipliedReportingOverflow(by: 1024)
        return max(minimumBytes, overflow || overflowAgain ? Int.max : bytes)
    }

    private mutating func contextValues() -> Int {
        if let countedValues { return countedValues }
        let counted = Self.count(context)
        countedValues = counted
        return counted
    }

    /// Counts the section and partial tags of a program (the template, or a partial linked in).
    mutating func add(_ instructions: ArraySlice<MustacheProgram.Instruction>) {
        for instruction in instructions {
            switch instruction {
            case .section, .partial: tags += 1
            default: break
            }
        }
    }

    /// The values in `value`, itself included, counted without recursion. Pending lists and maps
    /// are kept as their arrays of values, so counting copies no value.
    private static func count(_ value: TemplateValue) -> Int {
        var total = 1
        var pending: [[TemplateValue]] = []
        func visit(_ value: TemplateValue) {
            switch value {
            case .list(let elements): if !elements.isEmpty { pending.append(elements) }
            case .map(let map): if !map.isEmpty { pending.append(map.values) }
            default: break
            }
        }
        visit(value)
        while let next = pending.popLast() {
            total += next.count
            for element in next { visit(element) }
        }
        return total
    }
}
