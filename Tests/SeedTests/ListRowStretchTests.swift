import Foundation
import Testing
import ScrollSim

/// A list row's content is measured with no height and laid out with the
/// height it measured, as a cell lays out its content in its bounds: a
/// colour bar or a vertical `Divider` beside text takes the text's height
/// instead of a shape's 10 pt default.
@MainActor
@Suite struct ListRowStretchTests {
    struct Agenda: View {
        var body: some View {
            List {
                HStack {
                    RoundedRectangle(cornerRadius: 2)
                        .fill(Color.blue)
                        .frame(width: 4)
                    VStack(alignment: .leading) {
                        Text("Standup")
                        Text("9:00 AM").font(.caption)
                    }
                }
                HStack {
                    Text("12 km")
                    Divider()
                    Text("54 min")
                }
                // Alone in its row, a colour has nothing to take a height from: 10 pt, centred in 44.
                Color.green
            }
        }
    }

    @Test func flexibleViewsTakeTheRowContentsHeight() throws {
        let app = try settledApp(Agenda())
        let title = try #require(textFrame(app, "Standup"))
        let time = try #require(textFrame(app, "9:00 AM"))
        // The bar spans the two lines: from the title's top to the time's bottom.
        let bar = try #require(frames(app, "RoundedRectangle").first)
        #expect(bar.width == 4)
        #expect(bar.minY == title.minY)
        #expect(bar.maxY == time.maxY)
        // The divider is as tall as the texts beside it.
        let distance = try #require(textFrame(app, "12 km"))
        let divider = try #require(frames(app, "Divider").first)
        #expect(divider.minY == distance.minY)
        #expect(divider.height == distance.height)
        let color = try #require(frames(app, "Rectangle").first { $0.width > 100 && $0.minY > divider.maxY && $0.height < 100 })
        #expect(color.height == 10)
    }
}
