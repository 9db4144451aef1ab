extension Catalogue {
    /// Notifications on the phone (Web Push): what they say, what the hub and the command line
    /// say of sending them, and the phone's settings page.
    static let push: Table = [
        "push.card.body": [.english: "{category} · tap to see the answer", .korean: "{category} · 눌러서 답을 확인하세요"],
        "push.list.separator": [.english: ", ", .korean: ", "],
        "push.fridge.more": [.english: "{count} more", .korean: "그 외 {count}개"],
        "push.fridge.title.one": [.english: "Fridge: {count} item expires soon", .korean: "냉장고: 유통기한 임박 {count}개"],
        "push.fridge.title.other": [.english: "Fridge: {count} items expire soon", .korean: "냉장고: 유통기한 임박 {count}개"],
        "push.test.title": [.english: "kept: a test notification", .korean: "kept 테스트 알림"],
        "push.test.body": [.english: "Notifications reach this phone. Tap to open the settings.", .korean: "이 휴대폰으로 알림이 옵니다. 누르면 설정이 열립니다."],
        "push.delivered": [.english: "sent to {device} ({id})", .korean: "{device}({id})에 보냈습니다"],
        "push.dropped": [
            .english: "{device} ({id}) is no longer subscribed at its push service ({status}): its subscription was dropped",
            .korean: "{device}({id}): 푸시 서비스에서 구독이 끝나 목록에서 지웠습니다(응답 {status})",
        ],
        "push.refusedEndpoint": [
            .english: "{device} ({id}): its push service is not one this machine allows; nothing was sent",
            .korean: "{device}({id}): 이 컴퓨터가 허용하지 않는 푸시 서비스라 아무것도 보내지 않았습니다",
        ],
        "push.outcomesJoined": [.english: "{first}; {rest}", .korean: "{first}; {rest}"],
        "push.failed": [.english: "not sent to {device} ({id}): {reason}", .korean: "{device}({id})에 보내지 못했습니다: {reason}"],
        "push.noAnswer": [.english: "the push service did not answer", .korean: "푸시 서비스가 응답하지 않았습니다"],
        "push.serviceBusy": [.english: "the push service is busy (it answered {status})", .korean: "푸시 서비스가 지금 바쁩니다(응답 {status})"],
        "push.serviceRefused": [.english: "the push service refused it (it answered {status})", .korean: "푸시 서비스가 받지 않았습니다(응답 {status})"],
        "push.unreachable": [.english: "the push service could not be reached: {reason}", .korean: "푸시 서비스에 연결하지 못했습니다: {reason}"],
        "push.serviceAsksToWait": [
            .english: "{reason}, and asks to wait {seconds} s before trying again: longer than kept waits",
            .korean: "{reason}. {seconds}초 뒤에 다시 보내라고 하지만 kept는 그렇게 오래 기다리지 않습니다",
        ],
        "push.subscription.tooLarge": [.english: "that is too large for a push subscription (at most 4 KiB)", .korean: "푸시 구독 정보로는 너무 큽니다(최대 4KiB)"],
        "push.subscription.notJSON": [
            .english: "that is not a push subscription: send PushSubscription.toJSON() (endpoint and keys p256dh and auth) as JSON",
            .korean: "푸시 구독 정보가 아닙니다: PushSubscription.toJSON()의 결과(endpoint와 keys의 p256dh, auth)를 JSON으로 보내세요",
        ],
        "push.subscription.endpointRefused": [
            .english: "{endpoint} is not a push service kept contacts: only Google's, Mozilla's, Apple's and Microsoft's over https, or an origin this machine's own config lists under {setting}",
            .korean: "kept가 연결하지 않는 푸시 서비스입니다({endpoint}): https로 된 Google, Mozilla, Apple, Microsoft의 푸시 서비스나 이 컴퓨터의 설정 파일 {setting}에 적힌 주소만 허용합니다",
        ],
        "push.subscription.badKeys": [
            .english: "the subscription's keys cannot seal a message: p256dh must be a P-256 public key and auth 16 bytes, both base64url",
            .korean: "구독 정보의 키로는 메시지를 암호화할 수 없습니다: p256dh는 P-256 공개 키, auth는 16바이트여야 하며 둘 다 base64url로 씁니다",
        ],
        "push.serviceNotAnOrigin": [
            .english: "`{value}` under {setting} is not an origin: write https://HOST or https://HOST:PORT, with nothing after it",
            .korean: "{setting}의 `{value}`{|은} 오리진이 아닙니다: https://HOST나 https://HOST:PORT처럼 뒤에 아무것도 붙이지 말고 쓰세요",
        ],
        "push.notAClockTime": [
            .english: "{file}: {key} is `{value}`: write a time of day as HH:MM (08:00)",
            .korean: "{file}: {key}의 값 `{value}`{|은} 시각이 아닙니다: 08:00처럼 HH:MM으로 쓰세요",
        ],
        "push.sentCards": [.english: "pushed a card ({title}): {outcomes}", .korean: "카드 알림({title}): {outcomes}"],
        "push.sentFridge": [.english: "pushed the fridge's warning: {outcomes}", .korean: "냉장고 알림: {outcomes}"],
        "cli.push.nobodySubscribed": [
            .english: "no phone that may read {kind} is subscribed to notifications: on the phone, open kept serve's Settings and tap Turn on notifications",
            .korean: "{kind|을} 볼 수 있는 휴대폰 중 알림을 구독한 기기가 없습니다: 휴대폰에서 kept serve의 설정을 열고 ‘알림 켜기’를 누르세요",
        ],
        "cli.push.pushOrNotify": [.english: "give --push or --notify, not both", .korean: "--push와 --notify 중 하나만 쓰세요"],
        "cli.serve.pushServices": [
            .english: "notifications: this machine also allows the push services {origins} ({setting} in {path})",
            .korean: "알림: 이 컴퓨터는 푸시 서비스 {origins}도 허용합니다({path}의 {setting})",
        ],
        "cli.serve.pushed": [.english: "kept serve: {what}", .korean: "kept serve: {what}"],
        "option.remind.push": [
            .english: "Send one reminder now to the phones subscribed to notifications on kept serve (a card; the fridge's items expiring soon too, unless --category is given)",
            .korean: "kept serve에서 알림을 구독한 휴대폰에 지금 알림을 보냅니다(카드 한 장, 그리고 --category가 없으면 유통기한이 다가오는 물건도)",
        ],
        "option.fridgeExpiring.push": [
            .english: "Send the list to the phones subscribed to notifications on kept serve, as the daily warning does",
            .korean: "매일 오는 알림처럼, 이 목록을 kept serve에서 알림을 구독한 휴대폰에 보냅니다",
        ],
        "web.page.settings": [.english: "Settings", .korean: "설정"],
        "web.page.notificationsTitle": [.english: "Notifications", .korean: "알림"],
        "web.page.notificationsText": [
            .english: "kept can send this phone a card to recall at the times you chose, and the fridge's items expiring soon each morning. Tapping a notification opens the card or the fridge.",
            .korean: "정해 둔 간격마다 복습할 카드를, 매일 아침 유통기한이 다가오는 물건을 이 휴대폰으로 알려 줍니다. 알림을 누르면 그 카드나 냉장고가 열립니다.",
        ],
        "web.page.notificationsOn": [.english: "Turn on notifications", .korean: "알림 켜기"],
        "web.page.notificationsOff": [.english: "Turn off notifications on this phone", .korean: "이 휴대폰의 알림 끄기"],
        "web.page.notificationsTest": [.english: "Send a test notification", .korean: "테스트 알림 보내기"],
        "web.page.notificationsThisOn": [.english: "This phone receives notifications.", .korean: "이 휴대폰은 알림을 받고 있습니다."],
        "web.page.notificationsThisOff": [.english: "This phone receives no notifications.", .korean: "이 휴대폰은 알림을 받지 않습니다."],
        "web.page.notificationsDevices": [.english: "Subscribed devices", .korean: "알림을 받는 기기"],
        "web.page.notificationsNone": [.english: "No device is subscribed yet.", .korean: "아직 알림을 받는 기기가 없습니다."],
        "web.page.notificationsDenied": [
            .english: "The browser blocks notifications for this site: allow them in the site's settings (the lock beside the address), then tap again.",
            .korean: "브라우저가 이 사이트의 알림을 막고 있습니다: 주소창 옆 자물쇠를 눌러 사이트 설정에서 알림을 허용한 뒤 다시 누르세요.",
        ],
        "web.page.notificationsUnsupported": [
            .english: "This browser cannot receive notifications here. On an iPhone or iPad (iOS 16.4 or later), add kept to the home screen first (Share → Add to Home Screen) and open it from there.",
            .korean: "이 브라우저에서는 알림을 받을 수 없습니다. iPhone이나 iPad(iOS 16.4 이상)에서는 먼저 kept를 홈 화면에 추가하고(공유 → 홈 화면에 추가) 홈 화면의 아이콘으로 여세요.",
        ],
        "web.page.notificationsFailed": [
            .english: "Could not subscribe: the browser's push service could not be reached. Check the connection and tap again.",
            .korean: "구독하지 못했습니다: 브라우저의 푸시 서비스에 연결할 수 없습니다. 연결을 확인하고 다시 누르세요.",
        ],
        "web.page.notificationsCards": [.english: "Cards", .korean: "카드"],
        "push.page.notificationsCardsEvery": [.english: "every {every}, {between}", .korean: "{between}, {every}마다"],
        "push.page.notificationsCardsOff": [.english: "off: choose an interval below", .korean: "꺼짐: 아래에서 간격을 정하고 저장하세요"],
        "web.page.notificationsFridge": [.english: "Fridge", .korean: "냉장고"],
        "push.page.notificationsFridgeAt": [.english: "every day at {at}, items expiring within {soon} days", .korean: "매일 {at}, 유통기한이 {soon}일 안에 끝나거나 지난 물건"],
        "push.page.notificationsHours": [.english: "{n} h", .korean: "{n}시간"],
        "push.page.notificationsMinutes": [.english: "{n} min", .korean: "{n}분"],
        "push.page.notificationsAllDay": [.english: "all day", .korean: "하루 종일"],
        "web.page.notificationsEvery": [.english: "Remind of a card every", .korean: "카드 알림 간격(예: 30m, 2h)"],
        "web.page.notificationsBetween": [.english: "Between", .korean: "알림 받을 시간"],
        "web.page.notificationsSave": [.english: "Save the schedule", .korean: "알림 시간 저장"],
        "push.page.notificationsSent": [.english: "Sent: {outcomes}", .korean: "테스트 알림: {outcomes}"],
        "push.page.notificationsNotSubscribed": [
            .english: "This phone is not subscribed: tap Turn on notifications first.",
            .korean: "이 휴대폰은 알림을 구독하지 않았습니다: 먼저 ‘알림 켜기’를 누르세요.",
        ],
        "web.page.notificationsThisDevice": [.english: "this phone", .korean: "이 휴대폰"],
    ]
}
