extension Catalogue {
    /// Errors shared by the areas.
    static let errors: Table = [
        "error.ambiguous": [
            .english: "`{ref}` matches {count} entries; name one by its path:\n{candidates}",
            .korean: "`{ref}`에 맞는 항목이 {count}개입니다. 경로로 하나를 고르세요:\n{candidates}",
        ],
        "error.atLine": [
            .english: "{file}:{line}: {message}",
            .korean: "{file}:{line}: {message}",
        ],
        "error.entryProblem": [.english: "{path}:{line}:{column}: {problem}{excerpt}", .korean: "{path}:{line}:{column}: {problem}{excerpt}"],
        "error.entryTemplateRenderer.invalidMustache": [
            .english: "the template is not valid Mustache: {error}",
            .korean: "템플릿이 올바른 Mustache가 아닙니다: {error}",
        ],
        "error.entryTemplateRenderer.unclosedFrontMatter": [
            .english: "the template's front matter has no closing `---`",
            .korean: "템플릿의 머리말에 닫는 `---`가 없습니다",
        ],
        "error.fsrsWeights.invalid": [
            .english: "`{key}` must be 21 numbers separated by commas, each within FSRS's bounds (as `kept review --optimize` writes them); cards schedule with the default weights until it is fixed or removed",
            .korean: "`{key}`{|은} 쉼표로 구분한 수 21개여야 하고, 각 수는 FSRS가 허용하는 범위 안에 있어야 합니다(`kept review --optimize`가 적는 형식). 고치거나 지울 때까지는 기본 가중치로 카드 일정을 정합니다",
        ],
        "error.git": [
            .english: "{what}: {message} (libgit2 error {code}); your files are untouched, run `kept check` to see the store's state",
            .korean: "{what}: {message}(libgit2 오류 {code}). 파일은 그대로입니다. `kept check`로 보관함 상태를 보세요",
        ],
        "error.inFile": [
            .english: "{file}: {message}",
            .korean: "{file}: {message}",
        ],
        "error.invalidAssignment": [
            .english: "`{text}` is not a field assignment: write key=value, e.g. `quantity=2` or `tags=winter,walk`",
            .korean: "`{text}`{|은} 필드 지정이 아닙니다: key=value로 쓰세요. 예: `quantity=2`, `tags=winter,walk`",
        ],
        "error.location.bothOrNeither": [
            .english: "give both lat and lon, or neither; {how}",
            .korean: "lat과 lon을 둘 다 주거나 둘 다 빼세요. {how}",
        ],
        "error.location.howToWrite": [
            .english: "write it as `NAME LAT,LON` (e.g. `종로구 37.5735,126.9788`), `LAT,LON`, or just a name",
            .korean: "`이름 LAT,LON`(예: `종로구 37.5735,126.9788`), `LAT,LON`, 또는 이름만 쓰세요",
        ],
        "error.location.latitude": [
            .english: "latitude {value} is not between -90 and 90; {how}",
            .korean: "위도 {value|은} -90과 90 사이가 아닙니다. {how}",
        ],
        "error.location.longitude": [
            .english: "longitude {value} is not between -180 and 180; {how}",
            .korean: "경도 {value|은} -180과 180 사이가 아닙니다. {how}",
        ],
        "error.location.notDegrees": [
            .english: "`{key}: {value}` is not a number of degrees; {how}",
            .korean: "`{key}: {value}`{|은} 도 단위의 숫자가 아닙니다. {how}",
        ],
        "error.location.notMapping": [
            .english: "`{text}` is not a YAML mapping such as {name: 종로구, lat: 37.5735, lon: 126.9788}; {how}",
            .korean: "`{text}`{|은} {name: 종로구, lat: 37.5735, lon: 126.9788} 같은 YAML 매핑이 아닙니다. {how}",
        ],
        "error.location.notPlace": [
            .english: "it is not a place: write it as {name: 종로구, lat: 37.5735, lon: 126.9788} (lat and lon in degrees)",
            .korean: "장소가 아닙니다: {name: 종로구, lat: 37.5735, lon: 126.9788}처럼 쓰세요(lat과 lon은 도 단위)",
        ],
        "error.location.unknownKey": [
            .english: "`{key}` is not part of a location: use name, lat and lon",
            .korean: "`{key}`{|은} 위치의 일부가 아닙니다: name, lat, lon을 쓰세요",
        ],
        "error.move.cannotRetitle": [
            .english: "cannot retitle: {error}",
            .korean: "제목을 바꿀 수 없습니다: {error}",
        ],
        "error.needsTitle": [
            .english: "a {kind} entry needs a title: give one (`kept new {kind} \"Title\"`) or fill in `title:`",
            .korean: "{kind} 항목에는 제목이 필요합니다: 제목을 주거나(`kept new {kind} \"제목\"`) `title:`을 채우세요",
        ],
        "error.noMatch": [
            .english: "no entry matches `{ref}`: try `kept list` or `kept search {ref}`",
            .korean: "`{ref}`에 맞는 항목이 없습니다: `kept list`나 `kept search {ref}`{|을} 해 보세요",
        ],
        "error.place.notADistance": [
            .english: "`{text}` is not a distance: write e.g. `--within 5km` or `--within 500m`",
            .korean: "`{text}`{|은} 거리가 아닙니다: `--within 5km`나 `--within 500m`처럼 쓰세요",
        ],
        "error.place.notAPoint": [
            .english: "`{text}` is not a place: write latitude,longitude in degrees, e.g. `--near 37.5735,126.9788`",
            .korean: "`{text}`{|은} 장소가 아닙니다: 위도,경도를 도 단위로 쓰세요. 예: `--near 37.5735,126.9788`",
        ],
        "problem.badCharacter": [.english: "the front matter cannot be read: {problem}; remove that character", .korean: "머리말을 읽을 수 없습니다: {problem}. 그 문자를 지우세요"],
        "problem.belowZero": [.english: "`{key}: {value}` is below zero: write how many there are, 0 or more", .korean: "`{key}: {value}`{|은} 0보다 작습니다: 몇 개 있는지 0 이상으로 쓰세요"],
        "problem.cannotRead": [.english: "the file cannot be read; check its permissions", .korean: "파일을 읽을 수 없습니다. 권한을 확인하세요"],
        "problem.isValue": [.english: "the front matter is a single value, not `key: value` lines; write it as `title: …` lines", .korean: "머리말이 `key: value` 줄이 아니라 값 하나입니다. `title: …` 같은 줄로 쓰세요"],
        "problem.keyNotWord": [.english: "a front-matter key must be a plain word, not a list or a map", .korean: "머리말의 키는 목록이나 맵이 아니라 평범한 낱말이어야 합니다"],
        "problem.keyTwice": [.english: "the key `{key}` appears twice; keep one of them", .korean: "키 `{key}`{|이} 두 번 나옵니다. 하나만 남기세요"],
        "problem.noClosing": [.english: "the front matter opened here has no closing `---` line; add one after the last field", .korean: "여기서 연 머리말에 닫는 `---` 줄이 없습니다. 마지막 필드 다음에 넣으세요"],
        "problem.notDate": [.english: "`{key}: {value}` is not a date: write it as {example}", .korean: "`{key}: {value}`{|은} 날짜가 아닙니다: {example}처럼 쓰세요"],
        "problem.notNumber": [.english: "`{key}: {value}` is not a number: write it as 2 or 0.5", .korean: "`{key}: {value}`{|은} 숫자가 아닙니다: 2나 0.5처럼 쓰세요"],
        "problem.notUTF8": [.english: "the file is not UTF-8 text; convert it (e.g. `iconv -f EUC-KR -t UTF-8`), kept will not rewrite it as it is", .korean: "파일이 UTF-8 글이 아닙니다. 변환하세요(예: `iconv -f EUC-KR -t UTF-8`). kept는 그대로 다시 쓰지 않습니다"],
        "problem.notYAML": [.english: "the front matter is not valid YAML: {detail}", .korean: "머리말이 올바른 YAML이 아닙니다: {detail}"],
        "problem.tooDeep": [.english: "the front matter nests lists or maps more than 1,000 levels deep; kept does not read it: flatten it", .korean: "머리말의 목록이나 맵이 1,000단계보다 깊게 들어 있습니다. kept는 읽지 않습니다: 평평하게 고치세요"],
        "problem.tooManyPlainValues": [
            .english: "the front matter holds more than {limit} values; kept does not read one this long: move the values into the body, or split the entry",
            .korean: "머리말의 값이 {limit}개를 넘습니다. kept는 이렇게 긴 머리말을 읽지 않습니다: 값을 본문으로 옮기거나 항목을 나누세요",
        ],
        "problem.tooManyValues": [.english: "the front matter holds more than {limit} values once its YAML aliases (`*name`) are expanded (a \"billion laughs\"); kept does not read it: write the values out, without aliases repeating aliases", .korean: "머리말의 YAML 별칭(`*name`)을 펼치면 값이 {limit}개를 넘습니다(\"billion laughs\"). kept는 읽지 않습니다: 별칭을 되풀이하는 별칭 없이 값을 직접 쓰세요"],
        "problem.unreadable": [.english: "the front matter cannot be read: {error}", .korean: "머리말을 읽을 수 없습니다: {error}"],
    ]
}
