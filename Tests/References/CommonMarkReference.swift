import Foundation

/// cmark-gfm as GitHub's own Python binding (`cmarkgfm` on PyPI) renders Markdown, for the
/// CommonMark tests: the same extensions and options as kept's `MarkdownTree`, then kept's
/// documented passes (Sources/Kept/Formats/Output/MarkdownHTML.swift: raw HTML as text, addresses
/// that run code unlinked, headings moved down, control characters out, lazy images) written
/// again in Python over the tree cmarkgfm's C library builds (through ctypes: its Python API
/// has no tree). `HangulEmphasis` is not written again: no spec example holds Hangul.
public enum CommonMarkReference {
    public struct Rendering: Decodable, Sendable {
        /// cmark-gfm's HTML after kept's passes, without `CMARK_OPT_UNSAFE`.
        public let html: String
        /// The words a browser shows of cmark-gfm's rendering with `CMARK_OPT_UNSAFE` (raw
        /// HTML passed through), white space collapsed.
        public let visible: String
        /// The words a browser shows of kept's HTML, read by the same parser.
        public let keptVisible: String?
    }

    private struct Request: Encodable {
        let markdown: [String]
        let kept: [String?]
        let topHeadingLevel: Int
    }

    /// Renders every text in one Python process.
    public static func render(_ markdown: [String], kept: [String?], topHeadingLevel: Int = 4) throws -> [Rendering] {
        try ReferencePython.json(script, Request(markdown: markdown, kept: kept, topHeadingLevel: topHeadingLevel), as: [Rendering].self)
    }

    /// Whether every character `visible` shows appears in `kept`, in order, white space aside
    /// (kept shows raw HTML as text, so it shows more: `[a](<b>c)` where cmark shows `[a](c)`).
    public static func keepsEveryCharacter(of visible: String, in kept: String) -> Bool {
        var rest = kept.unicodeScalars.filter { !$0.properties.isWhitespace }.makeIterator()
        for scalar in visible.unicodeScalars where !scalar.properties.isWhitespace {
            while true {
                guard let next = rest.next() else { return false }
                if next == scalar { break }
            }
        }
        return true
    }

    static let script = #"""
import ctypes, json, sys, re, html.parser, os
import cmarkgfm._cmark as _c
lib = ctypes.CDLL(_c.__file__)
P = ctypes.c_void_p
def fn(name, res, *args):
    f = getattr(lib, name); f.restype = res; f.argtypes = list(args); return f
core_reg = fn('cmark_gfm_core_extensions_ensure_registered', None)
parser_new = fn('cmark_parser_new', P, ctypes.c_int)
find_ext = fn('cmark_find_syntax_extension', P, ctypes.c_char_p)
attach = fn('cmark_parser_attach_syntax_extension', ctypes.c_int, P, P)
feed = fn('cmark_parser_feed', None, P, ctypes.c_char_p, ctypes.c_size_t)
finish = fn('cmark_parser_finish', P, P)
exts_of = fn('cmark_parser_get_syntax_extensions', P, P)
render = fn('cmark_render_html', P, P, ctypes.c_int, P)
parser_free = fn('cmark_parser_free', None, P)
node_free = fn('cmark_node_free', None, P)
node_new = fn('cmark_node_new', P, ctypes.c_int)
first_child = fn('cmark_node_first_child', P, P)
nxt = fn('cmark_node_next', P, P)
get_type = fn('cmark_node_get_type', ctypes.c_int, P)
get_literal = fn('cmark_node_get_literal', ctypes.c_char_p, P)
set_literal = fn('cmark_node_set_literal', ctypes.c_int, P, ctypes.c_char_p)
get_url = fn('cmark_node_get_url', ctypes.c_char_p, P)
get_title = fn('cmark_node_get_title', ctypes.c_char_p, P)
set_title = fn('cmark_node_set_title', ctypes.c_int, P, ctypes.c_char_p)
get_level = fn('cmark_node_get_heading_level', ctypes.c_int, P)
set_level = fn('cmark_node_set_heading_level', ctypes.c_int, P, ctypes.c_int)
insert_before = fn('cmark_node_insert_before', ctypes.c_int, P, P)
append_child = fn('cmark_node_append_child', ctypes.c_int, P, P)
unlink = fn('cmark_node_unlink', None, P)
libc = ctypes.CDLL(None); libc.free.argtypes = [P]

BLOCK, INLINE = 0x8000, 0xC000
HTML_BLOCK, PARAGRAPH, HEADING, CODE_BLOCK = BLOCK | 6, BLOCK | 8, BLOCK | 9, BLOCK | 5
TEXT, SOFTBREAK, CODE, HTML_INLINE, LINK, IMAGE = INLINE | 1, INLINE | 2, INLINE | 4, INLINE | 5, INLINE | 9, INLINE | 10
OPT_UNSAFE, OPT_DOUBLE_TILDE = 1 << 17, 1 << 14
EXTENSIONS = [b'table', b'strikethrough', b'autolink', b'tasklist', b'tagfilter']
core_reg()

def nodes(root):
    out, stack = [], [root]
    while stack:
        n = stack.pop(); out.append(n)
        kids, c = [], first_child(n)
        while c: kids.append(c); c = nxt(c)
        stack.extend(reversed(kids))
    return out

def text(s):
    t = node_new(TEXT); set_literal(t, s); return t

CONTROL = re.compile(rb'[\x00-\x08\x0b-\x1f\x7f]')
def scheme(url):
    u = re.sub(r'[\t\n\r]', '', url).lstrip(''.join(chr(i) for i in range(33)))
    m = re.match(r'([^:/?#]*):', u)
    return m.group(1).lower() if m else None

consolidate = fn('cmark_consolidate_text_nodes', None, P)
WIKI = re.compile(rb'\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]')
def wiki_words(lit):
    out, pos = b'', 0
    for m in WIKI.finditer(lit):
        before = lit[pos:m.start()]
        out += before
        pos = m.end()
        if (out + b'').endswith(b'!'): out += m.group(0); continue
        target = m.group(1).strip(b' \t')
        words = (m.group(2) or b'').strip(b' \t')
        out += words or target
    return out + lit[pos:]

def kept_passes(root, top):
    """kept's documented passes (Sources/Kept/Formats/Output/MarkdownHTML.swift), written again here."""
    # A wiki link (`[[note|words]]`, not `![[embed]]`) shows its words (Sources/Kept/Formats/Markdown/WikiLink.swift);
    # no note is on the page here, so no link.
    consolidate(root)
    for n in nodes(root):
        if get_type(n) == TEXT:
            lit = get_literal(n) or b''
            if b'[[' in lit:
                shown = wiki_words(lit)
                if shown != lit: set_literal(n, shown)
    for n in nodes(root):
        t = get_type(n)
        if t == HTML_BLOCK:
            lines = (get_literal(n) or b'').split(b'\n')
            while lines and lines[-1] == b'': lines.pop()
            p = node_new(PARAGRAPH)
            for i, line in enumerate(lines):
                if i: append_child(p, node_new(SOFTBREAK))
                append_child(p, text(CONTROL.sub(b'', line)))
            insert_before(n, p); unlink(n); node_free(n)
        elif t == HTML_INLINE:
            insert_before(n, text(CONTROL.sub(b'', get_literal(n) or b''))); unlink(n); node_free(n)
        elif t in (LINK, IMAGE):
            url = (get_url(n) or b'').decode()
            title = get_title(n) or b''
            if CONTROL.search(title) or b'\t' in title or b'\n' in title: set_title(n, re.sub(rb'[\x00-\x1f\x7f]', b'', title))
            s = scheme(url)
            if s is not None:
                ok = (s in ('http', 'https') or url.lstrip(' ').lower().startswith('data:image/')) if t == IMAGE \
                    else s in ('http', 'https', 'mailto', 'tel')
                if not ok:
                    c = first_child(n)
                    while c:
                        after = nxt(c); insert_before(n, c); c = after
                    unlink(n); node_free(n)
        elif t == HEADING:
            set_level(n, min(6, get_level(n) + top - 1))
        elif t in (TEXT, CODE, CODE_BLOCK):
            lit = get_literal(n)
            if lit and CONTROL.search(lit): set_literal(n, CONTROL.sub(b'', lit))

def rendered(markdown, unsafe, top):
    p = parser_new(OPT_DOUBLE_TILDE)
    for name in EXTENSIONS: attach(p, find_ext(name))
    data = markdown.encode(); feed(p, data, len(data))
    root = finish(p)
    if not unsafe: kept_passes(root, top)
    out = render(root, OPT_DOUBLE_TILDE | (OPT_UNSAFE if unsafe else 0), exts_of(p))
    result = ctypes.string_at(out).decode(); libc.free(out)
    node_free(root); parser_free(p)
    if not unsafe: result = re.sub(r'(<img [^>]*?) />', r'\1 loading="lazy" />', result)
    return result

class Visible(html.parser.HTMLParser):
    def __init__(self): super().__init__(convert_charrefs=True); self.parts = []
    def handle_data(self, d): self.parts.append(d)
def visible(h):
    v = Visible(); v.feed(h); v.close(); return ' '.join(''.join(v.parts).split())

request = json.load(sys.stdin)
top = request.get('topHeadingLevel', 4)
json.dump([{'html': rendered(m, False, top), 'visible': visible(rendered(m, True, top)),
            'keptVisible': visible(k) if k is not None else None}
           for m, k in zip(request['markdown'], request.get('kept') or [None] * len(request['markdown']))], sys.stdout)
"""#
}
