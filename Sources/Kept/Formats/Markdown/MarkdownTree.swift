internal import CCmarkGFM
import Foundation

/// A Markdown text as cmark-gfm (GitHub's CommonMark, Debian's libcmark-gfm) reads it, with
/// the extensions people write on GitHub: tables, ~~strikethrough~~, bare web addresses as
/// links, task lists, and the tag filter. The only file that calls cmark: it parses, hands
/// out the nodes, renders HTML and frees the tree.
///
/// `~` alone strikes nothing (`CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE`): Korean writes ranges
/// as `10~20도`, and two of them on a line would strike the words between.
final class MarkdownTree {
    static let options = CMARK_OPT_DEFAULT | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
    static let extensions = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Registration is not thread-safe in cmark; a Swift global initialiser runs once.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    private let parser: OpaquePointer
    let root: MarkdownNode
    /// Nodes taken out of the tree, freed with it: a pass may still hold them (or their
    /// children) in the list `nodes()` gave it.
    private var removed: [OpaquePointer] = []

    init(_ markdown: String) {
        _ = Self.registered
        let parser = cmark_parser_new(Self.options)!
        for name in Self.extensions {
            if let found = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, found) }
        }
        var text = markdown
        self.parser = parser
        root = Self.parsing.withLock {
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            return MarkdownNode(cmark_parser_finish(parser))
        }
    }

    /// One parse at a time in the process: cmark-gfm 0.29.0.gfm.6 adds the extensions' inline
    /// characters (`~`, `|`…) to a table shared by every parser when it parses inlines, and takes
    /// them out again when done, so a parse on another thread (the index reads entries on
    /// several) could miss a strikethrough or keep a table's pipes. Parsing is microseconds.
    private static let parsing = NSLock()

    deinit {
        removed.forEach(cmark_node_free)
        cmark_node_free(root.pointer)
        cmark_parser_free(parser)
    }

    /// The tree as HTML, without `CMARK_OPT_UNSAFE`: raw HTML left in it would be omitted and
    /// `javascript:`, `vbscript:`, `file:` and non-picture `data:` addresses emptied.
    func html() -> String {
        guard let rendered = cmark_render_html(root.pointer, Self.options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Every node, parents before children, in reading order: collected first, so a pass can
    /// change the tree while it goes through them.
    func nodes() -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        func visit(_ node: MarkdownNode) {
            found.append(node)
            var child = node.firstChild
            while let current = child {
                visit(current)
                child = current.next
            }
        }
        visit(root)
        return found
    }

    /// Takes `node` (and what it still holds) out of the tree.
    func remove(_ node: MarkdownNode) {
        cmark_node_unlink(node.pointer)
        removed.append(node.pointer)
    }

    /// Puts `node`'s children where it is, then removes it.
    func unwrap(_ node: MarkdownNode) {
        for child in node.children { node.insertBefore(child) }
        remove(node)
    }

    /// Adjacent text nodes joined into one (cmark leaves each delimiter and escape apart).
    func joinText() { cmark_consolidate_text_nodes(root.pointer) }
}

/// What a node is.
enum MarkdownKind: Equatable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading, thematicBreak
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
    case table, tableRow, tableCell, strikethrough, other
}

/// One node of a `MarkdownTree`, valid while the tree is. Nodes made here must be put into
/// the tree (the tree frees what it holds); take nodes out with `MarkdownTree.remove`.
struct MarkdownNode {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    init(_ kind: MarkdownKind) {
        let type: cmark_node_type
        switch kind {
        case .paragraph: type = CMARK_NODE_PARAGRAPH
        case .emphasis: type = CMARK_NODE_EMPH
        case .strong: type = CMARK_NODE_STRONG
        case .image: type = CMARK_NODE_IMAGE
        case .customInline: type = CMARK_NODE_CUSTOM_INLINE
        case .softBreak: type = CMARK_NODE_SOFTBREAK
        case .lineBreak: type = CMARK_NODE_LINEBREAK
        default: type = CMARK_NODE_TEXT
        }
        pointer = cmark_node_new(type)
    }

    static func text(_ literal: String) -> MarkdownNode {
        let node = MarkdownNode(.text)
        node.literal = literal
        return node
    }

    private struct ExtensionTypes: @unchecked Sendable {
        let table = kept_cmark_node_table(), row = kept_cmark_node_table_row()
        let cell = kept_cmark_node_table_cell(), strikethrough = kept_cmark_node_strikethrough()
    }
    private static let extensionTypes: ExtensionTypes = {
        cmark_gfm_core_extensions_ensure_registered()
        return ExtensionTypes()
    }()

    var kind: MarkdownKind {
        let type = cmark_node_get_type(pointer)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default:
            let types = Self.extensionTypes
            if type == types.table { return .table }
            if type == types.row { return .tableRow }
            if type == types.cell { return .tableCell }
            if type == types.strikethrough { return .strikethrough }
            return .other
        }
    }

    var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }
    var firstChild: MarkdownNode? { cmark_node_first_child(pointer).map(MarkdownNode.init) }
    var next: MarkdownNode? { cmark_node_next(pointer).map(MarkdownNode.init) }
    var previous: MarkdownNode? { cmark_node_previous(pointer).map(MarkdownNode.init) }

    var children: [MarkdownNode] {
        var found: [MarkdownNode] = []
        var child = firstChild
        while let current = child {
            found.append(current)
            child = current.next
        }
        return found
    }

    /// A text's, code's or raw HTML's characters.
    var literal: String? {
        get { cmark_node_get_literal(pointer).map { String(cString: $0) } }
        nonmutating set { _ = cmark_node_set_literal(pointer, newValue) }
    }

    var url: String {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { _ = cmark_node_set_url(pointer, newValue) }
    }

    var title: String {
        get { cmark_node_get_title(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { _ = cmark_node_set_title(pointer, newValue) }
    }

    var headingLevel: Int {
        get { Int(cmark_node_get_heading_level(pointer)) }
        nonmutating set { _ = cmark_node_set_heading_level(pointer, Int32(newValue)) }
    }

    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }

    /// Whether an item is a task (`- [ ]`), and whether it is done (`- [x]`).
    var task: Bool? {
        guard let name = cmark_node_get_type_string(pointer), strcmp(name, "tasklist") == 0 else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(pointer)
    }

    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
    /// Source columns an inline node spans (cmark keeps them for text it reads).
    var columnSpan: Int { Int(cmark_node_get_end_column(pointer)) - Int(cmark_node_get_start_column(pointer)) + 1 }

    /// HTML a custom inline node writes before and after its children, as it is.
    func setCustomHTML(before: String, after: String) {
        cmark_node_set_on_enter(pointer, before)
        cmark_node_set_on_exit(pointer, after)
    }

    /// Puts `sibling` (taken from where it was) just before this node.
    func insertBefore(_ sibling: MarkdownNode) { cmark_node_insert_before(pointer, sibling.pointer) }
    func append(_ child: MarkdownNode) { cmark_node_append_child(pointer, child.pointer) }
}
