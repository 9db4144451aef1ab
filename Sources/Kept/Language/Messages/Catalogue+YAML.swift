extension Catalogue {
    /// Front-matter problems of YAML's less common parts (merge keys).
    static let yaml: Table = [
        "problem.mergeNotMapping": [.english: "a merge key `<<` must be followed by a mapping (`<<: *defaults`) or a list of mappings (`<<: [*a, *b]`); YAML readers refuse anything else: fix or remove the `<<` line", .korean: "병합 키 `<<` 뒤에는 맵(`<<: *defaults`)이나 맵의 목록(`<<: [*a, *b]`)이 와야 합니다. 그 밖의 값은 다른 YAML 도구들도 거부합니다: `<<` 줄을 고치거나 지우세요"],
    ]
}
