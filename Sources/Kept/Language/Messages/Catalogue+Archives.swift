extension Catalogue {
    /// Archives kept opens (Anki packages, Day One zips): not a zip, damaged, too large.
    static let archives: Table = [
        "archive.notAZip": [
            .english: "{file} is not a zip package (an Anki .apkg or .colpkg and a Day One export are zips); export it again from the program that made it",
            .korean: "{file|은} zip 패키지가 아닙니다(Anki의 .apkg·.colpkg와 Day One 내보내기는 zip 파일입니다). 만든 프로그램에서 다시 내보내세요",
        ],
        "archive.damaged": [
            .english: "{file} is a damaged zip package: its list of members cannot be read; export it again",
            .korean: "{file|은} 손상된 zip 패키지입니다. 안에 든 파일 목록을 읽을 수 없으니 다시 내보내세요",
        ],
        "archive.damagedMember": [
            .english: "{file} is a damaged zip package: its member {member} cannot be unpacked; export it again",
            .korean: "{file|은} 손상된 zip 패키지입니다. 안에 든 {member|을} 풀 수 없으니 다시 내보내세요",
        ],
        "archive.memberTooLarge": [
            .english: "{file} is too large to unpack: its member {member} unpacks to {size}, over the limit of {limit} for a package of this size; give --large to unpack it anyway",
            .korean: "{file|은} 너무 커서 풀지 않았습니다. 안에 든 {member|은} 풀면 {size}인데, 이만한 크기의 패키지는 파일 하나에 {limit}까지만 풉니다. 그래도 풀려면 --large를 주세요",
        ],
        "archive.totalTooLarge": [
            .english: "{file} is too large to unpack: its members unpack to {size} in all, over the limit of {limit} for a package of this size; give --large to unpack it anyway",
            .korean: "{file|은} 너무 커서 풀지 않았습니다. 안에 든 파일을 모두 풀면 {size}인데, 이만한 크기의 패키지는 모두 합쳐 {limit}까지만 풉니다. 그래도 풀려면 --large를 주세요",
        ],
        "archive.moreThanListed": [
            .english: "{file} is damaged or hostile: its member {member} is listed as {listed} but unpacks to more, so unpacking stopped there (nothing of it is kept); export it again",
            .korean: "{file|은} 손상되었거나 악의적으로 만들어진 패키지입니다. 안에 든 {member|은} 목록에 적힌 크기가 {listed}인데 그보다 더 많이 풀려 나와서 그 자리에서 멈췄습니다(풀어 놓은 것은 지웠습니다). 다시 내보내세요",
        ],
    ]
}
