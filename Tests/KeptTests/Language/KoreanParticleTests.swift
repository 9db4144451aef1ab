import Foundation
import Testing
@testable import Kept

/// Korean particles take the form the word before them calls for: 라면을 but 우유를.
struct KoreanParticleTests {
    func attach(_ particle: String, _ word: String) -> String { KoreanParticle.attach(particle, to: word) }

    @Test func hangulByItsFinalConsonant() {
        #expect(attach("을", "라면") == "라면을")
        #expect(attach("을", "우유") == "우유를")
        #expect(attach("를", "라면") == "라면을")  // written either way
        #expect(attach("이", "계란") == "계란이")
        #expect(attach("가", "사과") == "사과가")
        #expect(attach("은", "첫눈") == "첫눈은")
        #expect(attach("는", "김치") == "김치는")
        #expect(attach("과", "밥") == "밥과")
        #expect(attach("와", "국수") == "국수와")
        #expect(attach("이에요", "책") == "책이에요")
        #expect(attach("이에요", "사과") == "사과예요")
        #expect(attach("아", "민정") == "민정아")
        #expect(attach("아", "지수") == "지수야")
        #expect(attach("이랑", "빵") == "빵이랑")
        #expect(attach("이랑", "우유") == "우유랑")
        #expect(attach("이나", "떡") == "떡이나")
        #expect(attach("이라는", "일기") == "일기라는")
        #expect(attach("이라는", "카드") == "카드라는")
        #expect(attach("이라는", "냉장고") == "냉장고라는")
        #expect(attach("이라는", "보관함") == "보관함이라는")
        #expect(attach("을", "값") == "값을")  // a double final
        #expect(attach("을", "ㄱ") == "ㄱ을")  // 기역
        #expect(attach("을", "라면".decomposedStringWithCanonicalMapping) == "라면".decomposedStringWithCanonicalMapping + "을")
        #expect(attach("을", "우유".decomposedStringWithCanonicalMapping) == "우유".decomposedStringWithCanonicalMapping + "를")
    }

    @Test func rieulTakesRo() {
        #expect(attach("으로", "서울") == "서울로")
        #expect(attach("으로", "부산") == "부산으로")
        #expect(attach("으로", "바다") == "바다로")
        #expect(attach("로", "집") == "집으로")
        #expect(attach("으로는", "연필") == "연필로는")
        #expect(attach("으로는", "책") == "책으로는")
        #expect(attach("을", "서울") == "서울을")  // ㄹ is a consonant for every other particle
        #expect(attach("이", "물") == "물이")
        #expect(attach("으로", "7") == "7로")  // 칠
        #expect(attach("으로", "html") == "html로")  // 엘
    }

    @Test func digitsAsTheNumberIsRead() {
        #expect(attach("을", "1") == "1을")  // 일
        #expect(attach("을", "2") == "2를")  // 이
        #expect(attach("을", "3") == "3을")  // 삼
        #expect(attach("을", "4") == "4를")  // 사
        #expect(attach("을", "6") == "6을")  // 육
        #expect(attach("을", "9") == "9를")  // 구
        #expect(attach("을", "10") == "10을")  // 십
        #expect(attach("를", "12") == "12를")  // 십이
        #expect(attach("을", "100") == "100을")  // 백
        #expect(attach("을", "1000") == "1000을")  // 천
        #expect(attach("을", "10000") == "10000을")  // 만
        #expect(attach("을", "1,000") == "1,000을")  // 천
        #expect(attach("을", "1000000000000") == "1000000000000를")  // 조
        #expect(attach("을", "0") == "0을")  // 영
        #expect(attach("을", "1.5") == "1.5를")  // 일 점 오
        #expect(attach("을", "2.0") == "2.0을")  // 이 점 영
        #expect(attach("이", "12%") == "12%가")  // 퍼센트
        #expect(attach("으로", "1") == "1로")
        #expect(attach("으로", "3") == "3으로")
        #expect(attach("으로", "2") == "2로")
        #expect(attach("이", "2026-11-30") == "2026-11-30이")  // 삼십
    }

    @Test func latinLettersWhereTheReadingIsSure() {
        #expect(attach("을", "origin") == "origin을")  // 오리진
        #expect(attach("을", "main") == "main을")  // 메인
        #expect(attach("을", "git") == "git을")  // 깃
        #expect(attach("을", "FSRS") == "FSRS를")  // 에프에스알에스
        #expect(attach("을", "card") == "card를")  // 카드
        #expect(attach("이", "ok") == "ok가")  // 오케이
        #expect(attach("이", "OK") == "OK가")
        #expect(attach("을", "URL") == "URL을")  // 유알엘
        #expect(attach("으로", "URL") == "URL로")
        #expect(attach("을", "file") == "file을")  // 파일
        #expect(attach("을", "name") == "name을")  // 네임
        #expect(attach("은", "string") == "string은")  // 스트링
        #expect(attach("은", "folder") == "folder는")  // 폴더
        #expect(attach("은", "notes") == "notes는")  // 노츠
        #expect(attach("은", "vim") == "vim은")  // 빔
        #expect(attach("은", "nano") == "nano는")  // 나노
        #expect(attach("이", "web") == "web이")  // 웹
        #expect(attach("이", "app") == "app이")  // 앱
        #expect(attach("이", "sync") == "sync가")  // 싱크
        #expect(attach("이", "kept") == "kept가")  // 켑트
        #expect(attach("이", "X") == "X가")  // 엑스
        #expect(attach("이", "M") == "M이")  // 엠
        #expect(attach("을", "usb") == "usb를")  // 유에스비
        // Read two ways (에딧, 에디트): the neutral form.
        #expect(attach("을", "edit") == "edit을(를)")
        #expect(attach("이", "type") == "type이(가)")
        #expect(attach("으로", "edit") == "edit(으)로")
        #expect(attach("이에요", "edit") == "edit(이)에요")
    }

    @Test func mixedAndPunctuatedWords() {
        #expect(attach("을", "3장") == "3장을")
        #expect(attach("을", "카드 1장") == "카드 1장을")
        #expect(attach("을", "C#") == "C#을")  // 씨샵
        #expect(attach("을", "C++") == "C++를")  // 씨플러스플러스
        #expect(attach("을", "김치.md") == "김치.md를")  // 엠디
        #expect(attach("을", "김치.json") == "김치.json을")  // 제이슨
        #expect(attach("은", "`mood==평온함`") == "`mood==평온함`은")
        #expect(attach("은", "`라면`") == "`라면`은")
        #expect(attach("은", "'우유'") == "'우유'는")
        #expect(attach("은", "“첫눈”") == "“첫눈”은")
        #expect(attach("이", "kept(pid 7)") == "kept(pid 7)가")  // the word before the brackets
        #expect(attach("이", "(메모)") == "(메모)가")
        #expect(attach("을", "") == "을(를)")
        #expect(attach("을", "🍜") == "🍜을(를)")
        #expect(attach("을", "漢字") == "漢字을(를)")
    }

    @Test func fillingChoosesTheParticle() {
        #expect(Message.fill("{item|을} 샀습니다", ["item": "라면"]) == "라면을 샀습니다")
        #expect(Message.fill("{item|을} 샀습니다", ["item": "우유"]) == "우유를 샀습니다")
        #expect(Message.fill("`{name}`{|은} 안 됩니다", ["name": "mood==평온함"]) == "`mood==평온함`은 안 됩니다")
        #expect(Message.fill("`{name}`{|은} 안 됩니다", ["name": "x"]) == "`x`는 안 됩니다")
        #expect(Message.fill("{path}({type}){|을} 복사", ["path": "a.png", "type": "image/png"]) == "a.png(image/png)를 복사")
        // A name with no argument stays as it was written, as a plain placeholder does.
        #expect(Message.fill("{missing|을} {a}", ["a": "1"]) == "{missing|을} 1")
        #expect(Message.fill("{a|xyz} {|xyz} ${HOME:-x} {{t|u}}", ["a": "1"]) == "{a|xyz} {|xyz} ${HOME:-x} {{t|u}}")
        #expect(Message.placeholders(in: "{item|을} {count}개, `{name}`{|은}") == ["item", "count", "name"])
        #expect(Message.particles(in: "{item|을} {count}개, `{name}`{|은}") == ["을", "은"])
    }

    @Test func everyParticleIsKnownWrittenEitherWay() {
        for forms in KoreanParticle.all {
            #expect(KoreanParticle.isKnown(forms.afterConsonant) && KoreanParticle.isKnown(forms.afterVowel))
            #expect(KoreanParticle.byForm[forms.afterConsonant]?.afterVowel == forms.afterVowel, "\(forms.afterConsonant) is claimed twice")
            #expect(KoreanParticle.byForm[forms.afterVowel]?.afterConsonant == forms.afterConsonant, "\(forms.afterVowel) is claimed twice")
        }
        #expect(!KoreanParticle.isKnown("에"))
        #expect(!KoreanParticle.isKnown("의"))
    }
}
