extension Catalogue {
    /// kept's certificate authority for this machine: what `kept serve` says of it, and how
    /// the pairing page tells a phone's user to install it.
    static let authority: Table = [
        "cli.serve.authorityMade": [
            .english: "made this machine's certificate authority, which can vouch only for {names}: {path}",
            .korean: "이 컴퓨터의 인증 기관을 만들었습니다. 이 인증 기관은 {names}만 보증할 수 있습니다: {path}",
        ],
        "cli.serve.authorityFingerprint": [
            .english: "certificate authority SHA-256 fingerprint: {fingerprint}\n(install it once on each phone from {path} on this server, as the pairing page says; the phone must show the same)",
            .korean: "인증 기관 SHA-256 지문: {fingerprint}\n(연결 페이지의 안내대로 휴대폰마다 이 서버의 {path}에서 한 번만 설치하세요. 휴대폰에 같은 지문이 나와야 합니다)",
        ],
        "web.page.authorityTitle": [.english: "Trust this server on the phone (once)", .korean: "이 휴대폰에서 이 서버 신뢰하기(한 번만)"],
        "web.page.authorityWhy": [
            .english: "A phone keeps pages for offline use and gets reminders only from a server it trusts. Install kept's certificate authority for this machine once: it can vouch for this server's names and addresses only, for no other site.",
            .korean: "휴대폰은 신뢰하는 서버의 페이지만 오프라인용으로 보관하고, 그런 서버에서만 알림을 받습니다. 이 컴퓨터의 kept 인증 기관을 한 번만 설치하세요. 이 인증 기관은 이 서버의 이름과 주소만 보증할 수 있고, 다른 사이트는 보증하지 못합니다.",
        ],
        "web.page.authorityDownload": [.english: "Download the certificate (kept-ca.crt)", .korean: "인증서 내려받기(kept-ca.crt)"],
        "web.page.authorityAndroid": [
            .english: "Android: Settings → Security → Encryption & credentials → Install a certificate → CA certificate, then pick kept-ca.crt (the menus' names vary by maker).",
            .korean: "Android: 설정 → 보안 → 암호화 및 사용자 인증 정보 → 인증서 설치 → CA 인증서를 차례로 누르고 kept-ca.crt를 고르세요(메뉴 이름은 제조사마다 조금씩 다릅니다).",
        ],
        "web.page.authorityIOS": [
            .english: "iPhone: open it in Safari and allow the profile, install it in Settings → General → VPN & Device Management, then turn on full trust for it in Settings → General → About → Certificate Trust Settings.",
            .korean: "iPhone: Safari에서 열어 프로파일 다운로드를 허용하고, 설정 → 일반 → VPN 및 기기 관리에서 설치한 다음, 설정 → 일반 → 정보 → 인증서 신뢰 설정에서 완전히 신뢰하도록 켜세요.",
        ],
        "web.page.authorityFingerprint": [
            .english: "Before you install it, check that the phone shows this SHA-256 fingerprint, the one kept serve printed:",
            .korean: "설치하기 전에 휴대폰에 나오는 SHA-256 지문이 kept serve가 출력한 아래 지문과 같은지 확인하세요:",
        ],
    ]
}
