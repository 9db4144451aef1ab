/// A value written on the command line or in the store's settings that kept cannot take,
/// as it was written; the message says what kept takes instead.
package enum InvalidValue: Equatable, Sendable {
    /// A reminder's hours of the day (`--between`), not a span like `09:00-22:00`.
    case daySpan(String)
    /// A reminder's interval, not from `5m` to `1d`.
    case reminderInterval(String)
    /// A week start setting (`key` in the settings file), not monday or sunday.
    case weekStart(key: String, value: String)
    /// A month, not `YYYY-MM`.
    case month(String)
    /// A fridge item's quantity below 0.
    case negativeQuantity(Double)
    /// Text given as a quantity that is no number (`600g`, `두 개`).
    case notAQuantity(String)
    /// A quantity with more decimals than kept writes (`0.0004` would be written `0`).
    case quantityTooFine(String)
    /// A quantity past `FridgeQuantity.largest`, which the file could not hold as a plain number.
    case quantityTooLarge(String)
    /// A quantity to consume that is not above 0.
    case consumedQuantity(Double)
    /// A line for today's diary with nothing in it.
    case diaryLineEmpty
    /// A line for today's diary past `DiaryLine.largest` bytes.
    case diaryLineTooLong(bytes: Int)
    /// A line for today's diary holding a control character (`code`, on its `line`).
    case diaryLineControl(line: Int, code: String)
    /// Bytes for today's diary that are not UTF-8 (the first bad `byte` at `offset`).
    case diaryLineNotUTF8(offset: Int, byte: String)
    /// `fridge.soon` in the settings, not a number of days.
    case fridgeSoon(String)
    /// A time-of-day setting (`fridge.remind.at`) that is not `HH:MM`.
    case clockTime(key: String, value: String)

    package var message: Message {
        switch self {
        case let .daySpan(text):
            return Message(.errorReminderTimerNotASpanOfTheDay, ["between": text])
        case let .reminderInterval(text):
            return Message(.errorReminderTimerNotAnInterval, ["text": text])
        case let .weekStart(key, value):
            return Message(.configWeekStart, ["file": StoreConfig.relativePath, "key": key, "value": value])
        case let .month(text):
            return Message(.errorExpiryCalendarNotAMonth, ["text": text])
        case let .negativeQuantity(quantity):
            return Message(.errorNewFridgeItemNegativeQuantity, ["Quantity": Quantity.text(quantity)])
        case let .notAQuantity(text):
            return Message(.fridgeQuantityNotANumber, ["text": text])
        case let .quantityTooFine(text):
            return Message(.fridgeQuantityTooFine, ["text": text])
        case let .quantityTooLarge(text):
            return Message(.fridgeQuantityTooLarge, ["text": text, "limit": Quantity.text(FridgeQuantity.largest)])
        case let .consumedQuantity(quantity):
            return Message(.errorFridgeConsumeNothing, ["Quantity": Quantity.text(quantity)])
        case .diaryLineEmpty:
            return Message(.diaryLineEmpty)
        case let .diaryLineTooLong(bytes):
            return Message(.diaryLineTooLong, ["bytes": String(bytes), "limit": String(DiaryLine.largest)])
        case let .diaryLineControl(line, code):
            return Message(.diaryLineControl, ["line": String(line), "code": code])
        case let .diaryLineNotUTF8(offset, byte):
            return Message(.diaryLineNotUTF8, ["offset": String(offset), "byte": byte])
        case let .fridgeSoon(text):
            return Message(.errorFridgeBadSoonSetting, ["relativePath": StoreConfig.relativePath, "text": text])
        case let .clockTime(key, value):
            return Message(.pushNotAClockTime, ["file": StoreConfig.relativePath, "key": key, "value": value])
        }
    }
}
