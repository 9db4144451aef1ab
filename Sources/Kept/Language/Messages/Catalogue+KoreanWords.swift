extension Catalogue {
    /// The Korean words for fields, statuses and kinds.
    static let koreanWords: Table = [
        "koreanWords.field.category": [.english: "category", .korean: "분류"],
        "koreanWords.field.created": [.english: "created", .korean: "만든 날"],
        "koreanWords.field.date": [.english: "date", .korean: "날짜"],
        "koreanWords.field.expires": [.english: "expires", .korean: "유통기한"],
        "koreanWords.field.location": [.english: "location", .korean: "장소"],
        "koreanWords.field.mood": [.english: "mood", .korean: "기분"],
        "koreanWords.field.purchased": [.english: "purchased", .korean: "산 날"],
        "koreanWords.field.quantity": [.english: "quantity", .korean: "수량"],
        "koreanWords.field.source": [.english: "source", .korean: "출처"],
        "koreanWords.field.status": [.english: "status", .korean: "상태"],
        "koreanWords.field.tags": [.english: "tags", .korean: "태그"],
        "koreanWords.field.title": [.english: "title", .korean: "제목"],
        "koreanWords.field.unit": [.english: "unit", .korean: "단위"],
        "koreanWords.field.weather": [.english: "weather", .korean: "날씨"],
        "koreanWords.ics.notReviewed": [.english: "new: not reviewed yet", .korean: "새 카드: 아직 복습하지 않음"],
        "koreanWords.ics.purchased": [.english: "purchased {date}", .korean: "산 날 {date}"],
        "koreanWords.ics.review": [.english: "Review: {title}", .korean: "복습: {title}"],
        "koreanWords.ics.reviewed": [
            .english: "reviewed {count}×, last {grade}, interval {days}d",
            .korean: "{count}번 복습, 마지막 평가 {grade}, 간격 {days}일",
        ],
        "koreanWords.kind.cards": [.english: "Cards", .korean: "카드"],
        "koreanWords.kind.diary": [.english: "Diary", .korean: "일기"],
        "koreanWords.kind.fridge": [.english: "Fridge", .korean: "냉장고"],
        "koreanWords.status.consumed": [.english: "consumed", .korean: "먹음"],
        "koreanWords.status.discarded": [.english: "discarded", .korean: "버림"],
        "koreanWords.status.stocked": [.english: "stocked", .korean: "보관 중"],
        "koreanWords.status.to-buy": [.english: "to-buy", .korean: "살 것"],
    ]
}
