extension Catalogue {
    /// Dates in words: month and weekday names, whole dates, relative dates, calendars.
    static let dates: Table = [
        "date.day": [.english: "{weekday}, {day} {month} {year}", .korean: "{year}년 {month} {day}일 {weekday}"],
        "date.month": [.english: "{month} {year}", .korean: "{year}년 {month}"],
        "date.yearsAgo.one": [.english: "1 year ago", .korean: "1년 전"],
        "date.yearsAgo.other": [.english: "{count} years ago", .korean: "{count}년 전"],
        "month.1": [.english: "January", .korean: "1월"],
        "month.2": [.english: "February", .korean: "2월"],
        "month.3": [.english: "March", .korean: "3월"],
        "month.4": [.english: "April", .korean: "4월"],
        "month.5": [.english: "May", .korean: "5월"],
        "month.6": [.english: "June", .korean: "6월"],
        "month.7": [.english: "July", .korean: "7월"],
        "month.8": [.english: "August", .korean: "8월"],
        "month.9": [.english: "September", .korean: "9월"],
        "month.10": [.english: "October", .korean: "10월"],
        "month.11": [.english: "November", .korean: "11월"],
        "month.12": [.english: "December", .korean: "12월"],
        // ISO numbering: 1 = Monday … 7 = Sunday.
        "weekday.1": [.english: "Monday", .korean: "월요일"],
        "weekday.2": [.english: "Tuesday", .korean: "화요일"],
        "weekday.3": [.english: "Wednesday", .korean: "수요일"],
        "weekday.4": [.english: "Thursday", .korean: "목요일"],
        "weekday.5": [.english: "Friday", .korean: "금요일"],
        "weekday.6": [.english: "Saturday", .korean: "토요일"],
        "weekday.7": [.english: "Sunday", .korean: "일요일"],
        // Two columns wide, as a day number is in a calendar grid.
        "weekday.short.1": [.english: "Mo", .korean: "월"],
        "weekday.short.2": [.english: "Tu", .korean: "화"],
        "weekday.short.3": [.english: "We", .korean: "수"],
        "weekday.short.4": [.english: "Th", .korean: "목"],
        "weekday.short.5": [.english: "Fr", .korean: "금"],
        "weekday.short.6": [.english: "Sa", .korean: "토"],
        "weekday.short.7": [.english: "Su", .korean: "일"],
    ]
}
