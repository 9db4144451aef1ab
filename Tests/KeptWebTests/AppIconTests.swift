import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ReferenceTools
import Testing
@testable import KeptWeb

/// The web app can be installed from the phone's browser: its manifest names bitmaps of the sizes
/// Chromium asks for (192 and 512 pixels) besides the SVG, one of them maskable, and each address
/// answers with a PNG of the size the manifest states, to anyone (they hold nothing of the store).
@Suite("kept serve: the app's icons")
struct AppIconTests {
    struct Icon: Decodable { let src: String; let sizes: String; let type: String; let purpose: String? }
    struct Manifest: Decodable { let icons: [Icon] }

    @Test func theManifestListsPNGsThatAreWhatItSays() async throws {
        let lab = try WebLab()
        let served = try await lab.app.test(.router) { client -> [(Icon, [UInt8])] in
            let manifest = try await client.execute(uri: "/manifest.webmanifest", method: .get) { response in
                #expect(response.status == .ok)
                return try JSONDecoder().decode(Manifest.self, from: Data(buffer: response.body))
            }
            let pngs = manifest.icons.filter { $0.type == "image/png" }
            #expect(Set(pngs.map(\.sizes)) == ["192x192", "512x512"])
            #expect(pngs.contains { $0.purpose?.split(separator: " ").contains("maskable") == true })
            #expect(pngs.contains { $0.sizes == "192x192" && $0.purpose?.split(separator: " ").contains("any") != false })
            #expect(pngs.contains { $0.sizes == "512x512" && $0.purpose?.split(separator: " ").contains("any") != false })
            #expect(manifest.icons.contains { $0.src == "/static/icon.svg" })
            var served: [(Icon, [UInt8])] = []
            for icon in pngs {
                // No cookie: open, as the SVG is.
                let bytes = try await client.execute(uri: icon.src, method: .get) { response in
                    #expect(response.status == .ok, "\(icon.src)")
                    #expect(response.headers[.contentType] == "image/png")
                    #expect(response.headers[.cacheControl] == "max-age=3600")
                    return Array(buffer: response.body)
                }
                served.append((icon, bytes))
            }
            return served
        }
        #expect(served.count == 3)
        for (icon, bytes) in served {
            // The header as the PNG specification lays it out: the signature, then IHDR's width
            // and height as big-endian 32-bit numbers.
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(icon.src)")
            let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect("\(number(16))x\(number(20))" == icon.sizes, "\(icon.src)")
        }
        // And a decoder reads every pixel: Pillow's `verify` checks the chunks' CRCs, `load` inflates
        // the image data.
        guard ReferencePython.available else { return }
        for (icon, bytes) in served {
            let script = """
            import io, sys
            from PIL import Image
            data = sys.stdin.buffer.read()
            Image.open(io.BytesIO(data)).verify()
            image = Image.open(io.BytesIO(data)); image.load()
            print(image.format, "%dx%d" % image.size, image.mode)
            """
            let answer = String(decoding: try ReferencePython.run(script, input: Data(bytes)), as: UTF8.self)
            #expect(answer.hasPrefix("PNG \(icon.sizes) RGB"), "\(icon.src): \(answer)")
        }
    }

    /// A maskable icon is cut to a circle of 80 % of its side: the background must reach every
    /// corner (no transparent rounding), or the launcher shows it as a hole.
    @Test func theMaskableIconFillsItsSquare() throws {
        #expect(!AppIcons.svg.isEmpty && AppShell.icon == AppIcons.svg)
        guard ReferencePython.available else { return }
        let script = """
        import io, sys
        from PIL import Image
        image = Image.open(io.BytesIO(sys.stdin.buffer.read())).convert("RGBA")
        w, h = image.size
        print(" ".join(str(image.getpixel(p)[3]) for p in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]))
        """
        let corners = String(decoding: try ReferencePython.run(script, input: Data(AppIcons.maskable512)), as: UTF8.self)
        #expect(corners.trimmingCharacters(in: .whitespacesAndNewlines) == "255 255 255 255")
    }
}
