extension Catalogue {
    /// Links inside the store: what is refused, named and never followed.
    static let trustLinks: Table = [
        "links.throughLink": [
            .english: "goes through the symbolic link {path} → {target}; kept follows no link inside the store, so nothing was read or written through it: replace the link with the real folder or file",
            .korean: "심볼릭 링크 {path} → {target|을} 거칩니다. kept는 보관함 안의 링크를 따라가지 않으므로 이 링크를 거쳐서는 아무것도 읽지도 쓰지도 않았습니다: 링크를 실제 폴더나 파일로 바꾸세요",
        ],
        "links.cannotOpenStore": [
            .english: "cannot open the store folder: {reason}",
            .korean: "보관함 폴더를 열 수 없습니다: {reason}",
        ],
        "links.check.insideLink": [
            .english: "{path}: a symbolic link to {target}, inside the store; kept follows no link in the store, so it neither reads nor writes through it: replace it with the real folder or file",
            .korean: "{path}: 보관함 안의 {target|을} 가리키는 심볼릭 링크입니다. kept는 보관함 안의 링크를 따라가지 않으므로 이 링크를 거쳐 읽지도 쓰지도 않습니다: 실제 폴더나 파일로 바꾸세요",
        ],
        "links.check.temporaryFilesStay.one": [
            .english: "{count} temporary file of a kept that is gone ({files}); no kept command removes it (it lies beside entries and no change was interrupted): delete it",
            .korean: "이미 끝난 kept 프로세스가 남긴 임시 파일 {count}개({files}). 항목 옆에 있고 중단된 변경도 없으므로 어떤 kept 명령도 이 파일을 지우지 않습니다: 직접 지우세요",
        ],
        "links.check.temporaryFilesStay.other": [
            .english: "{count} temporary files of a kept that is gone ({files}); no kept command removes them (they lie beside entries and no change was interrupted): delete them",
            .korean: "이미 끝난 kept 프로세스가 남긴 임시 파일 {count}개({files}). 항목 옆에 있고 중단된 변경도 없으므로 어떤 kept 명령도 이 파일들을 지우지 않습니다: 직접 지우세요",
        ],
    ]
}
