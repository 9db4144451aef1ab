extension Catalogue {
    /// Entries' ids (`EntryID`): what calendars and reviews know an entry by.
    static let entryIDs: Table = [
        "check.sharedEntryID": [
            .english: "{paths} share the id `{id}`, so a calendar shows them as one event: empty it in all but one with `kept set ENTRY id=` (kept then knows each by its path)",
            .korean: "{paths|이} 같은 id(`{id}`)를 써서 캘린더에 일정 하나로 보입니다: 하나만 남기고 나머지는 `kept set 항목 id=`로 id를 비우세요(그러면 kept가 경로로 구별합니다)",
        ],
    ]
}
