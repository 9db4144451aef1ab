import Foundation

/// The built-in kinds' fields by the Korean words people call them (`docs/korean.md`):
/// `--sort 제목` is answered "did you mean `title`?". Files keep the English names, which
/// every machine and tool reads alike.
enum FieldAliases {
    static let english: [String: String] = [
        "제목": "title", "날짜": "date", "태그": "tags", "기분": "mood", "날씨": "weather",
        "장소": "location", "위치": "location", "분류": "category", "만든 날": "created",
        "만든날": "created", "산 날": "purchased", "산날": "purchased", "구입일": "purchased",
        "유통기한": "expires", "수량": "quantity", "단위": "unit", "상태": "status",
    ]
}
