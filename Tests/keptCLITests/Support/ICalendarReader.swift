import Foundation

/// Reads an iCalendar file with a standard parser, Python's `icalendar` (Debian
/// python3-icalendar, installed by `make deps` and `.ci/run`), and returns each VEVENT's
/// properties as text: uid, summary, description, start, end (ISO dates), stamp, categories.
enum ICalendarReader {
    static let python = "/usr/bin/python3"

    static func events(in file: URL) throws -> [[String: String]] {
        let script = """
            import json, sys
            try:
                import icalendar
            except ImportError:
                sys.exit("python3-icalendar is missing: run `make deps` (apt-get install python3-icalendar)")
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            assert cal.name == 'VCALENDAR', cal.name
            events = []
            for e in cal.walk('VEVENT'):
                events.append({
                    'uid': str(e['UID']), 'summary': str(e['SUMMARY']),
                    'description': str(e.get('DESCRIPTION', '')),
                    'start': e.decoded('DTSTART').isoformat(), 'end': e.decoded('DTEND').isoformat(),
                    'stamp': e.decoded('DTSTAMP').isoformat(),
                    'categories': ','.join(str(c) for c in e['CATEGORIES'].cats) if 'CATEGORIES' in e else '',
                })
            print(json.dumps(events, ensure_ascii=False))
            """
        let result = try KeptProcess.run(URL(fileURLWithPath: python), ["-c", script, file.path],
                                         env: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        guard result.status == 0 else {
            throw SupportError("icalendar could not read \(file.path):\n\(result)")
        }
        guard let events = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]] else {
            throw SupportError("unexpected output from the icalendar reader:\n\(result)")
        }
        return events
    }
}
