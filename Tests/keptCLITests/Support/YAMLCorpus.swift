/// Front matter as people write it by hand (and as other tools write it), for comparing
/// what kept reads with PyYAML's `safe_load`: block scalars with every chomping, flow maps
/// and lists, anchors and merge keys, comments, a BOM, CRLF line ends, the `...` end marker,
/// explicit tags, numbers in YAML 1.1's forms, nested maps.
enum YAMLCorpus {
    /// File name (no extension) and whole text.
    static let files: [(name: String, text: String)] = [
        ("plain", "---\ntitle: 첫눈\ndate: 2026-11-22\ntags: [walk, 겨울]\nnote: \"a, b\"\n---\nbody\n"),
        ("block-literal", "---\ntitle: poem\ntext: |\n  line one\n  line two\n\n---\n"),
        ("block-literal-strip", "---\ntext: |-\n  one\n  two\n\n\nafter: x\n---\n"),
        ("block-literal-keep", "---\ntext: |+\n  one\n\n\nafter: x\n---\n"),
        ("block-folded", "---\ntext: >\n  folded\n  lines\n\n  new paragraph\n    more indented\n  back\nafter: 1\n---\n"),
        ("block-folded-strip-keep", "---\na: >-\n  x\n  y\n\nb: >+\n  x\n\nc: |2\n    two spaces kept\n---\n"),
        ("flow-map", "---\nplace: {name: 광화문, lat: 37.57, lon: 126.97}\nempty: {}\nnested: {a: {b: [1, 2, {c: d}]}}\n---\n"),
        ("flow-list", "---\ntags: [a, 'b c', \"d, e\", 1, 1.5, true, null, ~, 2026-01-02]\nempty: []\nmulti: [a,\n  b,\n  c]\n---\n"),
        ("block-list", "---\ntags:\n  - a\n  - b: 1\n    c: 2\n  -\n  - - x\n    - y\nlist2:\n- one\n- two\n---\n"),
        ("nested", "---\nweather:\n  sky: clear\n  temp: -2\n  wind:\n    speed: 3.5\n    dir: NW\nperson:\n  name: 김\n---\n"),
        ("anchors", "---\nbase: &b {x: 1, y: two}\ncopy: *b\nlist: &l [1, 2]\nagain: *l\nscalar: &s hello\necho: *s\n---\n"),
        ("merge-one", "---\ndefaults: &d\n  kind: fridge\n  shelf: 2\nitem:\n  <<: *d\n  shelf: 3\n  name: milk\n---\n"),
        ("merge-list", "---\na: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nm:\n  <<: [*a, *b]\n  z: 3\n---\n"),
        ("merge-top", "---\nd: &d {category: 반찬, quantity: 2}\n<<: *d\ntitle: 김치\nquantity: 5\n---\n"),
        ("merge-nested", "---\nbase: &base {a: 1}\nmid: &mid\n  <<: *base\n  b: 2\ntop:\n  <<: *mid\n  c: 3\n---\n"),
        ("comments", "---\n# a comment line\ntitle: x # trailing comment\nurl: http://a.b/#frag\nhash: a#b\n  # indented comment\nlast: 1 #c\n---\n"),
        ("bom", "\u{FEFF}---\ntitle: with a BOM\nn: 1\n---\nbody\n"),
        ("crlf", "---\r\ntitle: crlf\r\nn: 010\r\ntext: |\r\n  a\r\n  b\r\nlist: [a, b]\r\n---\r\nbody\r\n"),
        ("dots-end", "---\ntitle: ended with dots\nn: 1\n...\nbody\n"),
        ("tags-explicit", "---\nk: !!null ''\ns: !!str 1\ni: !!int \"3\"\nf: !!float \"1\"\nb: !!bool \"yes\"\nt: !!timestamp \"2026-01-02\"\nq: !!str yes\nm: !!map {a: 1}\nl: !!seq [1]\nh: !!int \"0x1F\"\n---\n"),
        ("tags-nonspecific", "---\na: ! 12\nb: ! \"12\"\nc: !!str\n---\n"),
        ("numbers-int", "---\noct: 010\nhex: 0x1F\nhexneg: -0x1f\nbin: 0b101\nsex: 1:20\nsex2: 190:20:30\nunder: 1_000\nplus: +1\nzero: 0\nnegzero: -0\nbig: 123456789012345678901234567890\nzeros: 00\n---\n"),
        ("numbers-float", "---\nhalf: .5\nneghalf: -.5\nplushalf: +.5\ndot: 1.\nexp: 1.0e+3\nexpnosign: 1.0e3\nbare: 1e3\nunder: 1_000.5\nsex: 1:20.5\nneg: -2.50\nfrac: 0.10\n---\n"),
        ("bools", "---\na: yes\nb: No\nc: ON\nd: off\ne: True\nf: FALSE\ng: y\nh: n\ni: yEs\nj: Y\n---\n"),
        ("nulls", "---\na: null\nb: Null\nc: NULL\nd: ~\ne:\nf: nULL\ng: ''\nh: \"\"\n---\n"),
        ("dates", "---\nd: 2026-11-22\ndt: 2026-11-22T09:14:00+09:00\nz: 2026-11-22T09:14:00Z\nspace: 2026-11-22 09:14:00\nfrac: 2001-12-14t21:59:43.10-05:00\nshort: 2026-1-2 3:04:05\nnotdate: 2026-1-2\nnosec: 2026-11-22T09:14\n---\n"),
        ("quoted", "---\nsingle: 'it''s'\ndouble: \"a\\tb\\u00e9\\n\"\nesc: \"\\x41\\u0042\\U00000043\"\nfold: \"a\n  b\"\nplainmulti: a\n  b\n  c\n---\n"),
        ("feff-inside", "---\na: x\u{FEFF}y\nb: \"\u{FEFF}z\"\nc: 'w\u{FEFF}'\n---\n"),
        ("hangul", "---\n제목: 김치찌개\n재료: [김치, 돼지고기, 두부]\n메모: \"맵다: 아주\"\n분량: 2\n---\n"),
        ("keys-odd", "---\n\"quoted key\": 1\n'single': 2\nkey with spaces: 3\nkey.dot: 4\n---\n"),
        ("long-plain", "---\ntext: this is a long plain scalar\n  that goes on over\n\n  several lines with a blank\n---\n"),
        ("indent-list-in-map", "---\nitems:\n- name: a\n  qty: 1\n- name: b\n  qty: 2\n---\n"),
        ("empty-values", "---\na:\nb: []\nc: {}\nd: ''\n---\n"),
        ("document-start-marker-content", "---\ntitle: x\nnote: --- not a marker\n---\n"),
        ("trailing-spaces", "---   \ntitle: spaces after the marker  \n---  \n"),
        ("complex-flow", "---\nm: {a: [1, {b: c}], d: \"e, f\", 'g': h}\nl: [[1, 2], [3], []]\n---\n"),
        ("explicit-key", "---\n? title\n: x\n---\n"),
        ("anchor-merge-flow", "---\nbase: &b {color: red}\ncar: {<<: *b, wheels: 4}\n---\n"),
        ("value-with-equals", "---\nexpr: a = b\nlt: <b>\n---\n"),
    ]

    /// Files where kept deliberately reads otherwise than PyYAML (`docs/references.md`),
    /// each tested on its own.
    static let differences: [(name: String, text: String)] = [
        // PyYAML makes these keys True, 8, None, a date: kept keeps the key as written.
        ("keys-not-strings", "---\nyes: a\n010: b\nnull: c\n2026-01-02: d\n1.5: e\n---\n"),
        // JSON has no infinity or not-a-number: kept shows the text written.
        ("infinity", "---\ninf: .inf\nnan: .nan\nninf: -.Inf\npinf: +.INF\nNaN: .NaN\n---\n"),
        // PyYAML keeps the last of two equal keys; kept refuses the file.
        ("key-twice", "---\na: 1\na: 2\n---\n"),
        // PyYAML 6.0.4 lets a later merged mapping win for keys longer than one character.
        ("merge-order", "---\na: &a {long_key: a}\nb: &b {long_key: b}\nm:\n  <<: [*a, *b]\n---\n"),
        // PyYAML's safe_load has no constructor for `=`, nor for unknown tags.
        ("equals-value", "---\na: =\nb: !custom x\n---\n"),
        // A tab after `key:`: libyaml (and kept) read it as a separator, PyYAML's scanner fails.
        ("tab-after-colon", "---\na:\tx\nb: y\t\n---\n"),
    ]
}
