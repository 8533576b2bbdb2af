import Foundation
import ScrollSim
import Testing

// Fifteen screens written the way the best-known SwiftUI tutorials write
// them: the landmarks app (a list filtered to favourites, a detail with a
// circular image over a header, a category home of horizontal rows, a badge
// drawn with paths, an animated hike graph and a profile editor), the daily
// scrum app (scrum cards, a scrum's detail, its editor and the meeting
// timer) and the classic beginner projects (a bill splitter, a flag quiz, an
// expense tracker, a grid of space missions and an animations playground);
// only the import differs.

// MARK: - Landmarks model

private struct TutLandmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var isFeatured: Bool
    var category: Category

    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    private var imageName: String
    var image: Image {
        Image(imageName)
    }
    var featureImage: Image? {
        isFeatured ? Image(imageName + "_feature") : nil
    }
}

private let tutLandmarkJSON = """
[
  {"id": 1001, "name": "Granite Falls", "park": "Cedar Ridge National Park", "state": "Oregon",
   "description": "A cold ribbon of water drops over three granite steps into a fern-lined pool.",
   "isFavorite": true, "isFeatured": true, "category": "Rivers", "imageName": "granitefalls"},
  {"id": 1002, "name": "Mirror Lake", "park": "Alder Basin State Park", "state": "Montana",
   "description": "A still alpine lake that doubles the peaks around it on windless mornings.",
   "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "mirrorlake"},
  {"id": 1003, "name": "Summit Dome", "park": "High Sierra Wilderness", "state": "California",
   "description": "A bare dome of rock with a long switchback trail and a wide view from the top.",
   "isFavorite": true, "isFeatured": false, "category": "Mountains", "imageName": "summitdome"},
  {"id": 1004, "name": "Copper Canyon", "park": "Red Mesa Monument", "state": "Arizona",
   "description": "A slot canyon whose walls glow orange at noon.",
   "isFavorite": false, "isFeatured": false, "category": "Rivers", "imageName": "coppercanyon"},
  {"id": 1005, "name": "Blue Hollow", "park": "Pine Hollow Recreation Area", "state": "Maine",
   "description": "A quiet pond ringed with birches, reachable only by canoe.",
   "isFavorite": true, "isFeatured": false, "category": "Lakes", "imageName": "bluehollow"},
  {"id": 1006, "name": "Eagle Peak", "park": "Northern Cascades Park", "state": "Washington",
   "description": "The tallest point of the range, snow-capped most of the year.",
   "isFavorite": false, "isFeatured": false, "category": "Mountains", "imageName": "eaglepeak"}
]
"""

private func tutLoad<T: Decodable>(_ json: String) -> T {
    do {
        let decoder = JSONDecoder()
        return try decoder.decode(T.self, from: Data(json.utf8))
    } catch {
        fatalError("Couldn't parse data as \(T.self):\n\(error)")
    }
}

private struct TutHike: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var distance: Double
    var difficulty: Int
    var observations: [Observation]

    var distanceText: String {
        "\(distance.formatted(.number.precision(.fractionLength(1)))) km"
    }

    struct Observation: Codable, Hashable {
        var distanceFromStart: Double
        var elevation: Range<Double>
        var pace: Range<Double>
        var heartRate: Range<Double>
    }
}

private func tutMakeHike(id: Int, name: String, distance: Double) -> TutHike {
    var observations: [TutHike.Observation] = []
    for step in 0..<24 {
        let x = Double(step)
        let base = 300 + 120 * sin(x / 4) + 4 * x
        observations.append(TutHike.Observation(
            distanceFromStart: distance * x / 23,
            elevation: base..<(base + 20 + Double(step % 5) * 6),
            pace: (240 + 10 * cos(x / 3))..<(260 + 12 * cos(x / 3) + 5),
            heartRate: (90 + x * 2)..<(110 + x * 2.5)
        ))
    }
    return TutHike(id: id, name: name, distance: distance, difficulty: 3, observations: observations)
}

private struct TutProfile {
    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter
    var goalDate = Date(timeIntervalSince1970: 1_717_243_200)

    static let `default` = TutProfile(username: "a_hiker")

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        var id: String { rawValue }
    }
}

@Observable
private final class TutModelData {
    var landmarks: [TutLandmark] = tutLoad(tutLandmarkJSON)
    var hikes: [TutHike] = [
        tutMakeHike(id: 1, name: "Lonesome Ridge Trail", distance: 4.8),
        tutMakeHike(id: 2, name: "Lakeshore Loop", distance: 6.2),
    ]
    var profile = TutProfile.default

    var features: [TutLandmark] {
        landmarks.filter { $0.isFeatured }
    }

    var categories: [String: [TutLandmark]] {
        Dictionary(
            grouping: landmarks,
            by: { $0.category.rawValue }
        )
    }
}

// MARK: - 1. Landmark list with a favourites filter

private struct TutLandmarkRow: View {
    var landmark: TutLandmark

    var body: some View {
        HStack {
            landmark.image
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

private struct TutLandmarkList: View {
    @Environment(TutModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [TutLandmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }

                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        TutLandmarkDetail(landmark: landmark)
                    } label: {
                        TutLandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

private struct TutLandmarkListScreen: View {
    @State private var modelData = TutModelData()

    var body: some View {
        TutLandmarkList()
            .environment(modelData)
    }
}

// MARK: - 2. Landmark detail with a circular image over the header

private struct TutCircleImage: View {
    var image: Image

    var body: some View {
        image
            .resizable()
            .scaledToFill()
            .frame(width: 250, height: 250)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

private struct TutFavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

private struct TutHeaderView: View {
    var body: some View {
        LinearGradient(
            colors: [.teal, .green.opacity(0.6)],
            startPoint: .top,
            endPoint: .bottom
        )
    }
}

private struct TutLandmarkDetail: View {
    @Environment(TutModelData.self) var modelData
    var landmark: TutLandmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            TutHeaderView()
                .frame(height: 300)

            TutCircleImage(image: landmark.image)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    TutFavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct TutLandmarkDetailScreen: View {
    @State private var modelData = TutModelData()

    var body: some View {
        NavigationStack {
            TutLandmarkDetail(landmark: modelData.landmarks[0])
        }
        .environment(modelData)
    }
}

// MARK: - 3. Category home with horizontal rows

private struct TutCategoryItem: View {
    var landmark: TutLandmark

    var body: some View {
        VStack(alignment: .leading) {
            landmark.image
                .renderingMode(.original)
                .resizable()
                .frame(width: 155, height: 155)
                .cornerRadius(5)
            Text(landmark.name)
                .foregroundStyle(.primary)
                .font(.caption)
        }
        .padding(.leading, 15)
    }
}

private struct TutCategoryRow: View {
    var categoryName: String
    var items: [TutLandmark]

    var body: some View {
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        NavigationLink {
                            TutLandmarkDetail(landmark: landmark)
                        } label: {
                            TutCategoryItem(landmark: landmark)
                        }
                    }
                }
            }
            .frame(height: 185)
        }
    }
}

private struct TutCategoryHome: View {
    @Environment(TutModelData.self) var modelData
    @State private var showingProfile = false

    var body: some View {
        NavigationSplitView {
            List {
                modelData.features[0].image
                    .resizable()
                    .scaledToFill()
                    .frame(height: 200)
                    .clipped()
                    .listRowInsets(EdgeInsets())

                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    TutCategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
            .toolbar {
                Button {
                    showingProfile.toggle()
                } label: {
                    Label("User Profile", systemImage: "person.crop.circle")
                }
            }
            .sheet(isPresented: $showingProfile) {
                TutProfileHost()
                    .environment(modelData)
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

private struct TutCategoryHomeScreen: View {
    @State private var modelData = TutModelData()

    var body: some View {
        TutCategoryHome()
            .environment(modelData)
    }
}

// MARK: - 4. Badge drawn with paths

private struct TutHexagonParameters {
    struct Segment {
        let line: CGPoint
        let curve: CGPoint
        let control: CGPoint
    }

    static let adjustment: CGFloat = 0.085

    /// Six rounded corners of a hexagon in the unit square, starting at the
    /// top edge and going anticlockwise.
    static let segments: [Segment] = {
        let corners: [CGPoint] = [
            CGPoint(x: 0.50, y: 0.00),
            CGPoint(x: 0.00, y: 0.25 + adjustment),
            CGPoint(x: 0.00, y: 0.75 - adjustment),
            CGPoint(x: 0.50, y: 1.00),
            CGPoint(x: 1.00, y: 0.75 - adjustment),
            CGPoint(x: 1.00, y: 0.25 + adjustment),
        ]
        return corners.indices.map { index in
            let corner = corners[index]
            let previous = corners[(index + corners.count - 1) % corners.count]
            let next = corners[(index + 1) % corners.count]
            func toward(_ point: CGPoint, _ amount: CGFloat) -> CGPoint {
                CGPoint(x: corner.x + (point.x - corner.x) * amount,
                        y: corner.y + (point.y - corner.y) * amount)
            }
            return Segment(line: toward(previous, 0.2), curve: toward(next, 0.2), control: corner)
        }
    }()
}

private struct TutBadgeBackground: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                var width: CGFloat = min(geometry.size.width, geometry.size.height)
                let height = width
                let xScale: CGFloat = 0.832
                let xOffset = (width * (1.0 - xScale)) / 2.0
                width *= xScale
                let start = TutHexagonParameters.segments.last!.curve
                path.move(
                    to: CGPoint(
                        x: width * start.x + xOffset,
                        y: height * start.y
                    )
                )

                TutHexagonParameters.segments.forEach { segment in
                    path.addLine(
                        to: CGPoint(
                            x: width * segment.line.x + xOffset,
                            y: height * segment.line.y
                        )
                    )

                    path.addQuadCurve(
                        to: CGPoint(
                            x: width * segment.curve.x + xOffset,
                            y: height * segment.curve.y
                        ),
                        control: CGPoint(
                            x: width * segment.control.x + xOffset,
                            y: height * segment.control.y
                        )
                    )
                }
            }
            .fill(.linearGradient(
                Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                startPoint: UnitPoint(x: 0.5, y: 0),
                endPoint: UnitPoint(x: 0.5, y: 0.6)
            ))
        }
        .aspectRatio(1, contentMode: .fit)
    }

    static let gradientStart = Color(red: 120.0 / 255, green: 200.0 / 255, blue: 239.0 / 255)
    static let gradientEnd = Color(red: 120.0 / 255, green: 239.0 / 255, blue: 170.0 / 255)
}

private struct TutBadgeSymbol: View {
    static let symbolColor = Color(red: 60.0 / 255, green: 110.0 / 255, blue: 80.0 / 255)

    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.size.width, geometry.size.height)
                let height = width * 0.75
                let spacing = width * 0.030
                let middle = width * 0.5
                let topWidth = width * 0.226
                let topHeight = height * 0.488

                path.addLines([
                    CGPoint(x: middle, y: spacing),
                    CGPoint(x: middle - topWidth, y: topHeight - spacing),
                    CGPoint(x: middle, y: topHeight / 2 + spacing),
                    CGPoint(x: middle + topWidth, y: topHeight - spacing),
                    CGPoint(x: middle, y: spacing),
                ])

                path.move(to: CGPoint(x: middle, y: topHeight / 2 + spacing * 3))
                path.addLines([
                    CGPoint(x: middle - topWidth, y: topHeight + spacing),
                    CGPoint(x: spacing, y: height - spacing),
                    CGPoint(x: width - spacing, y: height - spacing),
                    CGPoint(x: middle + topWidth, y: topHeight + spacing),
                    CGPoint(x: middle, y: topHeight / 2 + spacing * 3),
                ])
            }
            .fill(Self.symbolColor)
        }
    }
}

private struct TutRotatedBadgeSymbol: View {
    let angle: Angle

    var body: some View {
        TutBadgeSymbol()
            .padding(-60)
            .rotationEffect(angle, anchor: .bottom)
    }
}

private struct TutBadge: View {
    var badgeSymbols: some View {
        ForEach(0..<8) { index in
            TutRotatedBadgeSymbol(
                angle: Angle(degrees: Double(index) / Double(8)) * 360.0
            )
        }
        .opacity(0.5)
    }

    var body: some View {
        ZStack {
            TutBadgeBackground()

            GeometryReader { geometry in
                badgeSymbols
                    .scaleEffect(1.0 / 4.0, anchor: .top)
                    .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
            }
        }
        .scaledToFit()
    }
}

// MARK: - 5. Hike graph with a ripple animation

private extension Animation {
    static func ripple(index: Int) -> Animation {
        Animation.spring(dampingFraction: 0.5)
            .speed(2)
            .delay(0.03 * Double(index))
    }
}

private func tutRangeOfRanges<C: Collection>(_ ranges: C) -> Range<Double>
    where C.Element == Range<Double> {
    guard !ranges.isEmpty else { return 0..<0 }
    let low = ranges.lazy.map { $0.lowerBound }.min()!
    let high = ranges.lazy.map { $0.upperBound }.max()!
    return low..<high
}

private func tutMagnitude(of range: Range<Double>) -> Double {
    range.upperBound - range.lowerBound
}

private struct TutGraphCapsule: View, Equatable {
    var index: Int
    var color: Color
    var height: CGFloat
    var range: Range<Double>
    var overallRange: Range<Double>

    var heightRatio: CGFloat {
        max(CGFloat(tutMagnitude(of: range) / tutMagnitude(of: overallRange)), 0.15)
    }

    var offsetRatio: CGFloat {
        CGFloat((range.lowerBound - overallRange.lowerBound) / tutMagnitude(of: overallRange))
    }

    var body: some View {
        Capsule()
            .fill(color)
            .frame(height: height * heightRatio)
            .offset(x: 0, y: height * -offsetRatio)
    }
}

private struct TutHikeGraph: View {
    var hike: TutHike
    var path: KeyPath<TutHike.Observation, Range<Double>>

    var color: Color {
        switch path {
        case \.elevation:
            return .gray
        case \.heartRate:
            return Color(hue: 0, saturation: 0.5, brightness: 0.7)
        case \.pace:
            return Color(hue: 0.7, saturation: 0.4, brightness: 0.7)
        default:
            return .black
        }
    }

    var body: some View {
        let data = hike.observations
        let overallRange = tutRangeOfRanges(data.lazy.map { $0[keyPath: path] })
        let maxMagnitude = data.map { tutMagnitude(of: $0[keyPath: path]) }.max()!
        let heightRatio = 1 - CGFloat(maxMagnitude / tutMagnitude(of: overallRange))

        return GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
                ForEach(Array(data.enumerated()), id: \.offset) { index, observation in
                    TutGraphCapsule(
                        index: index,
                        color: color,
                        height: proxy.size.height,
                        range: observation[keyPath: path],
                        overallRange: overallRange
                    )
                    .animation(.ripple(index: index), value: path)
                }
                .offset(x: 0, y: proxy.size.height * heightRatio)
            }
        }
    }
}

private struct TutHikeDetail: View {
    let hike: TutHike
    @State var dataToShow: KeyPath<TutHike.Observation, Range<Double>> = \TutHike.Observation.elevation

    var buttons: [(String, KeyPath<TutHike.Observation, Range<Double>>)] = [
        ("Elevation", \TutHike.Observation.elevation),
        ("Heart Rate", \TutHike.Observation.heartRate),
        ("Pace", \TutHike.Observation.pace),
    ]

    var body: some View {
        VStack {
            TutHikeGraph(hike: hike, path: dataToShow)
                .frame(height: 200)

            HStack(spacing: 25) {
                ForEach(buttons, id: \.0) { value in
                    Button {
                        dataToShow = value.1
                    } label: {
                        Text(value.0)
                            .font(.system(size: 15))
                            .foregroundStyle(value.1 == dataToShow
                                ? Color.gray
                                : Color.accentColor)
                            .animation(nil, value: dataToShow)
                    }
                }
            }
        }
    }
}

private extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }
}

private struct TutHikeView: View {
    var hike: TutHike
    @State private var showDetail = false

    var body: some View {
        VStack {
            HStack {
                TutHikeGraph(hike: hike, path: \.elevation)
                    .frame(width: 50, height: 30)

                VStack(alignment: .leading) {
                    Text(hike.name)
                        .font(.headline)
                    Text(hike.distanceText)
                }

                Spacer()

                Button {
                    withAnimation {
                        showDetail.toggle()
                    }
                } label: {
                    Label("Graph", systemImage: "chevron.right.circle")
                        .labelStyle(.iconOnly)
                        .imageScale(.large)
                        .rotationEffect(.degrees(showDetail ? 90 : 0))
                        .scaleEffect(showDetail ? 1.5 : 1)
                        .padding()
                }
            }

            if showDetail {
                TutHikeDetail(hike: hike)
                    .transition(.moveAndFade)
            }
        }
    }
}

private struct TutHikeScreen: View {
    @State private var modelData = TutModelData()

    var body: some View {
        VStack {
            TutHikeView(hike: modelData.hikes[0])
                .padding()
            Spacer()
        }
    }
}

// MARK: - 6. Profile host with an edit button and an editor

private struct TutHikeBadge: View {
    var name: String

    var body: some View {
        VStack(alignment: .center) {
            TutBadge()
                .frame(width: 300, height: 300)
                .scaleEffect(1.0 / 3.0)
                .frame(width: 100, height: 100)
            Text(name)
                .font(.caption)
                .accessibilityLabel("Badge for \(name).")
        }
    }
}

private struct TutProfileSummary: View {
    @Environment(TutModelData.self) var modelData
    var profile: TutProfile

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(profile.username)
                    .bold()
                    .font(.title)

                Text("Notifications: \(profile.prefersNotifications ? "On" : "Off" )")
                Text("Seasonal Photos: \(profile.seasonalPhoto.rawValue)")
                Text("Goal Date: ") + Text(profile.goalDate, style: .date)

                Divider()

                VStack(alignment: .leading) {
                    Text("Completed Badges")
                        .font(.headline)

                    ScrollView(.horizontal) {
                        HStack {
                            TutHikeBadge(name: "First Hike")
                            TutHikeBadge(name: "Earth Day")
                                .hueRotation(Angle(degrees: 90))
                            TutHikeBadge(name: "Tenth Hike")
                                .grayscale(0.5)
                                .hueRotation(Angle(degrees: 45))
                        }
                        .padding(.bottom)
                    }
                }

                Divider()

                VStack(alignment: .leading) {
                    Text("Recent Hikes")
                        .font(.headline)

                    TutHikeView(hike: modelData.hikes[0])
                }
            }
        }
    }
}

private struct TutProfileEditor: View {
    @Binding var profile: TutProfile

    var dateRange: ClosedRange<Date> {
        let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
        let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
        return min...max
    }

    var body: some View {
        Form {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }

            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications")
            }

            Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                ForEach(TutProfile.Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }

            DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
                Text("Goal Date")
            }
        }
    }
}

private struct TutProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(TutModelData.self) var modelData
    @State private var draftProfile = TutProfile.default

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                if editMode?.wrappedValue == .active {
                    Button("Cancel", role: .cancel) {
                        draftProfile = modelData.profile
                        editMode?.animation().wrappedValue = .inactive
                    }
                }
                Spacer()
                EditButton()
            }

            if editMode?.wrappedValue == .inactive {
                TutProfileSummary(profile: modelData.profile)
            } else {
                TutProfileEditor(profile: $draftProfile)
                    .onAppear {
                        draftProfile = modelData.profile
                    }
                    .onDisappear {
                        modelData.profile = draftProfile
                    }
            }
        }
        .padding()
    }
}

private struct TutProfileScreen: View {
    @State private var modelData = TutModelData()

    var body: some View {
        TutProfileHost()
            .environment(modelData)
    }
}

// MARK: - Scrum model

private enum TutTheme: String, CaseIterable, Identifiable, Codable {
    case bubblegum
    case buttercup
    case indigo
    case lavender
    case magenta
    case navy
    case orange
    case oxblood
    case periwinkle
    case poppy
    case purple
    case seafoam
    case sky
    case tan
    case teal
    case yellow

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan, .teal, .yellow:
            return .black
        case .indigo, .magenta, .navy, .oxblood, .purple:
            return .white
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return Color(red: 0.93, green: 0.51, blue: 0.72)
        case .buttercup: return Color(red: 1.00, green: 0.89, blue: 0.55)
        case .indigo: return Color(red: 0.21, green: 0.00, blue: 0.50)
        case .lavender: return Color(red: 0.81, green: 0.78, blue: 1.00)
        case .magenta: return Color(red: 0.65, green: 0.11, blue: 0.46)
        case .navy: return Color(red: 0.00, green: 0.08, blue: 0.26)
        case .orange: return Color(red: 1.00, green: 0.54, blue: 0.26)
        case .oxblood: return Color(red: 0.29, green: 0.02, blue: 0.02)
        case .periwinkle: return Color(red: 0.53, green: 0.55, blue: 1.00)
        case .poppy: return Color(red: 1.00, green: 0.36, blue: 0.36)
        case .purple: return Color(red: 0.57, green: 0.29, blue: 0.82)
        case .seafoam: return Color(red: 0.80, green: 0.93, blue: 0.92)
        case .sky: return Color(red: 0.43, green: 0.67, blue: 1.00)
        case .tan: return Color(red: 0.78, green: 0.63, blue: 0.49)
        case .teal: return Color(red: 0.13, green: 0.65, blue: 0.73)
        case .yellow: return Color(red: 1.00, green: 0.92, blue: 0.31)
        }
    }

    var name: String {
        rawValue.capitalized
    }

    var id: String {
        name
    }
}

private struct TutHistory: Identifiable {
    let id: UUID
    let date: Date
    var attendees: [TutDailyScrum.Attendee]

    init(id: UUID = UUID(), date: Date = Date(), attendees: [TutDailyScrum.Attendee]) {
        self.id = id
        self.date = date
        self.attendees = attendees
    }
}

private struct TutDailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get {
            Double(lengthInMinutes)
        }
        set {
            lengthInMinutes = Int(newValue)
        }
    }
    var theme: TutTheme
    var history: [TutHistory] = []

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: TutTheme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

extension TutDailyScrum {
    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static var emptyScrum: TutDailyScrum {
        TutDailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
    }

    static let sampleData: [TutDailyScrum] = [
        TutDailyScrum(title: "Design",
                      attendees: ["Cathy", "Daisy", "Simon", "Jonathan"],
                      lengthInMinutes: 10,
                      theme: .yellow),
        TutDailyScrum(title: "App Dev",
                      attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"],
                      lengthInMinutes: 5,
                      theme: .orange),
        TutDailyScrum(title: "Web Dev",
                      attendees: ["Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah"],
                      lengthInMinutes: 5,
                      theme: .poppy),
    ]
}

// MARK: - 7. Scrum cards with a custom label style

private struct TutTrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private extension LabelStyle where Self == TutTrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

private struct TutCardView: View {
    let scrum: TutDailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                    .accessibilityLabel("\(scrum.attendees.count) attendees")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
                    .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(scrum.theme.accentColor)
    }
}

private struct TutScrumsView: View {
    @Binding var scrums: [TutDailyScrum]
    @State private var isPresentingNewScrumView = false

    var body: some View {
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: TutDetailView(scrum: $scrum)) {
                    TutCardView(scrum: scrum)
                }
                .listRowBackground(scrum.theme.mainColor)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button(action: {
                    isPresentingNewScrumView = true
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
        .sheet(isPresented: $isPresentingNewScrumView) {
            TutNewScrumSheet(scrums: $scrums, isPresentingNewScrumView: $isPresentingNewScrumView)
        }
    }
}

private struct TutNewScrumSheet: View {
    @State private var newScrum = TutDailyScrum.emptyScrum
    @Binding var scrums: [TutDailyScrum]
    @Binding var isPresentingNewScrumView: Bool

    var body: some View {
        NavigationStack {
            TutDetailEditView(scrum: $newScrum)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Dismiss") {
                            isPresentingNewScrumView = false
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            scrums.append(newScrum)
                            isPresentingNewScrumView = false
                        }
                    }
                }
        }
    }
}

private struct TutScrumsScreen: View {
    @State private var scrums = TutDailyScrum.sampleData

    var body: some View {
        TutScrumsView(scrums: $scrums)
    }
}

// MARK: - 8. Scrum detail with sections

private struct TutHistoryView: View {
    let history: TutHistory

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Divider()
                    .padding(.bottom)
                Text("Attendees")
                    .font(.headline)
                Text(history.attendees.map { $0.name }.joined(separator: ", "))
            }
        }
        .navigationTitle(Text(history.date, style: .date))
        .padding()
    }
}

private struct TutDetailView: View {
    @Binding var scrum: TutDailyScrum
    @State private var editingScrum = TutDailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                NavigationLink(destination: TutMeetingView(scrum: $scrum)) {
                    Label("Start Meeting", systemImage: "timer")
                        .font(.headline)
                        .foregroundColor(.accentColor)
                }
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(scrum.theme.name)
                        .padding(4)
                        .foregroundColor(scrum.theme.accentColor)
                        .background(scrum.theme.mainColor)
                        .cornerRadius(4)
                }
                .accessibilityElement(children: .combine)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Label(attendee.name, systemImage: "person")
                }
            }
            Section(header: Text("History")) {
                if scrum.history.isEmpty {
                    Label("No meetings yet", systemImage: "calendar.badge.exclamationmark")
                }
                ForEach(scrum.history) { history in
                    NavigationLink(destination: TutHistoryView(history: history)) {
                        HStack {
                            Image(systemName: "calendar")
                            Text(history.date, style: .date)
                        }
                    }
                }
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                TutDetailEditView(scrum: $editingScrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                            }
                        }
                    }
            }
        }
    }
}

private struct TutDetailScreen: View {
    @State private var scrum = TutDailyScrum.sampleData[0]

    var body: some View {
        NavigationStack {
            TutDetailView(scrum: $scrum)
        }
    }
}

// MARK: - 9. Scrum editor with a slider and attendees

private struct TutThemeView: View {
    let theme: TutTheme

    var body: some View {
        Text(theme.name)
            .padding(4)
            .frame(maxWidth: .infinity)
            .background(theme.mainColor)
            .foregroundColor(theme.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

private struct TutThemePicker: View {
    @Binding var selection: TutTheme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(TutTheme.allCases) { theme in
                TutThemeView(theme: theme)
                    .tag(theme)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

private struct TutDetailEditView: View {
    @Binding var scrum: TutDailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    .accessibilityValue("\(scrum.lengthInMinutes) minutes")
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                        .accessibilityHidden(true)
                }
                TutThemePicker(selection: $scrum.theme)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = TutDailyScrum.Attendee(name: newAttendeeName)
                            scrum.attendees.append(attendee)
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

private struct TutDetailEditScreen: View {
    @State private var scrum = TutDailyScrum.sampleData[0]

    var body: some View {
        NavigationStack {
            TutDetailEditView(scrum: $scrum)
        }
    }
}

// MARK: - 10. Meeting timer

@MainActor
private final class TutScrumTimer: ObservableObject {
    struct Speaker: Identifiable {
        let name: String
        var isCompleted: Bool
        let id = UUID()
    }

    @Published var activeSpeaker = ""
    @Published var secondsElapsed = 0
    @Published var secondsRemaining = 0
    private(set) var speakers: [Speaker] = []

    private(set) var lengthInMinutes: Int
    var speakerChangedAction: (() -> Void)?

    private weak var timer: Timer?
    private var timerStopped = false
    private var frequency: TimeInterval { 1.0 }
    private var lengthInSeconds: Int { lengthInMinutes * 60 }
    private var secondsPerSpeaker: Int {
        (lengthInMinutes * 60) / max(speakers.count, 1)
    }
    private var secondsElapsedForSpeaker: Int = 0
    private var speakerIndex: Int = 0
    private var speakerText: String {
        "Speaker \(speakerIndex + 1): " + speakers[speakerIndex].name
    }
    private var startDate: Date?

    init(lengthInMinutes: Int = 0, attendees: [TutDailyScrum.Attendee] = []) {
        self.lengthInMinutes = lengthInMinutes
        self.speakers = attendees.speakers
        secondsRemaining = lengthInSeconds
        activeSpeaker = speakerText
    }

    func startScrum() {
        timer = Timer.scheduledTimer(withTimeInterval: frequency, repeats: true) { [weak self] _ in
            self?.update()
        }
        timer?.tolerance = 0.1
        changeToSpeaker(at: 0)
    }

    func stopScrum() {
        timer?.invalidate()
        timerStopped = true
    }

    nonisolated func skipSpeaker() {
        Task { @MainActor in
            changeToSpeaker(at: speakerIndex + 1)
        }
    }

    private func changeToSpeaker(at index: Int) {
        if index > 0 {
            let previousSpeakerIndex = index - 1
            speakers[previousSpeakerIndex].isCompleted = true
        }
        secondsElapsedForSpeaker = 0
        guard index < speakers.count else { return }
        speakerIndex = index
        activeSpeaker = speakerText

        secondsElapsed = index * secondsPerSpeaker
        secondsRemaining = lengthInSeconds - secondsElapsed
        startDate = Date()
    }

    nonisolated private func update() {
        Task { @MainActor in
            guard let startDate, !timerStopped else { return }
            let secondsElapsed = Int(Date().timeIntervalSince1970 - startDate.timeIntervalSince1970)
            secondsElapsedForSpeaker = secondsElapsed
            self.secondsElapsed = secondsPerSpeaker * speakerIndex + secondsElapsedForSpeaker
            guard secondsElapsed <= secondsPerSpeaker else { return }
            secondsRemaining = max(lengthInSeconds - self.secondsElapsed, 0)

            if secondsElapsedForSpeaker >= secondsPerSpeaker {
                changeToSpeaker(at: speakerIndex + 1)
                speakerChangedAction?()
            }
        }
    }

    func reset(lengthInMinutes: Int, attendees: [TutDailyScrum.Attendee]) {
        self.lengthInMinutes = lengthInMinutes
        self.speakers = attendees.speakers
        secondsRemaining = lengthInSeconds
        activeSpeaker = speakerText
    }
}

extension Array where Element == TutDailyScrum.Attendee {
    fileprivate var speakers: [TutScrumTimer.Speaker] {
        if isEmpty {
            return [TutScrumTimer.Speaker(name: "Speaker 1", isCompleted: false)]
        } else {
            return map { TutScrumTimer.Speaker(name: $0.name, isCompleted: false) }
        }
    }
}

private struct TutScrumProgressViewStyle: ProgressViewStyle {
    var theme: TutTheme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(theme.accentColor)
                .frame(height: 20.0)
            ProgressView(configuration)
                .tint(theme.mainColor)
                .frame(height: 12.0)
                .padding(.horizontal)
        }
    }
}

private struct TutMeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let theme: TutTheme

    private var totalSeconds: Int {
        secondsElapsed + secondsRemaining
    }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int {
        secondsRemaining / 60
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .progressViewStyle(TutScrumProgressViewStyle(theme: theme))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

private struct TutSpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double {
        360.0 / Double(totalSpeakers)
    }
    private var startAngle: Angle {
        Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0)
    }
    private var endAngle: Angle {
        Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0)
    }

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

private struct TutMeetingTimerView: View {
    let speakers: [TutScrumTimer.Speaker]
    let theme: TutTheme

    private var currentSpeaker: String {
        speakers.first(where: { !$0.isCompleted })?.name ?? "Someone"
    }

    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 24)
            .overlay {
                VStack {
                    Text(currentSpeaker)
                        .font(.title)
                    Text("is speaking")
                }
                .accessibilityElement(children: .combine)
                .foregroundStyle(theme.accentColor)
            }
            .overlay {
                ForEach(speakers) { speaker in
                    if speaker.isCompleted, let index = speakers.firstIndex(where: { $0.id == speaker.id }) {
                        TutSpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(theme.mainColor, lineWidth: 12)
                    }
                }
            }
            .padding(.horizontal)
    }
}

private struct TutMeetingFooterView: View {
    let speakers: [TutScrumTimer.Speaker]
    var skipAction: () -> Void

    private var speakerNumber: Int? {
        guard let index = speakers.firstIndex(where: { !$0.isCompleted }) else { return nil }
        return index + 1
    }
    private var isLastSpeaker: Bool {
        return speakers.dropLast().allSatisfy { $0.isCompleted }
    }
    private var speakerText: String {
        guard let speakerNumber = speakerNumber else { return "No more speakers" }
        return "Speaker \(speakerNumber) of \(speakers.count)"
    }

    var body: some View {
        VStack {
            HStack {
                if isLastSpeaker {
                    Text("Last Speaker")
                } else {
                    Text(speakerText)
                    Spacer()
                    Button(action: skipAction) {
                        Image(systemName: "forward.fill")
                    }
                    .accessibilityLabel("Next speaker")
                }
            }
        }
        .padding([.bottom, .horizontal])
    }
}

private struct TutMeetingView: View {
    @Binding var scrum: TutDailyScrum
    @StateObject var scrumTimer = TutScrumTimer()

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16.0)
                .fill(scrum.theme.mainColor)
            VStack {
                TutMeetingHeaderView(secondsElapsed: scrumTimer.secondsElapsed,
                                     secondsRemaining: scrumTimer.secondsRemaining,
                                     theme: scrum.theme)
                TutMeetingTimerView(speakers: scrumTimer.speakers, theme: scrum.theme)
                TutMeetingFooterView(speakers: scrumTimer.speakers, skipAction: scrumTimer.skipSpeaker)
            }
        }
        .padding()
        .foregroundColor(scrum.theme.accentColor)
        .onAppear {
            startScrum()
        }
        .onDisappear {
            endScrum()
        }
        .navigationBarTitleDisplayMode(.inline)
    }

    private func startScrum() {
        scrumTimer.reset(lengthInMinutes: scrum.lengthInMinutes, attendees: scrum.attendees)
        scrumTimer.startScrum()
    }

    private func endScrum() {
        scrumTimer.stopScrum()
        let newHistory = TutHistory(attendees: scrum.attendees)
        scrum.history.insert(newHistory, at: 0)
    }
}

private struct TutMeetingScreen: View {
    @State private var scrum = TutDailyScrum.sampleData[0]

    var body: some View {
        NavigationStack {
            TutMeetingView(scrum: $scrum)
        }
    }
}

// MARK: - 11. Bill splitter

private struct TutWeSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople + 2)
        let tipSelection = Double(tipPercentage)

        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        let amountPerPerson = grandTotal / peopleCount

        return amountPerPerson
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2 ..< 100) {
                            Text("\($0) people")
                        }
                    }
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

// MARK: - 12. Flag quiz

private struct TutFlagImage: View {
    var country: String

    var body: some View {
        Image(country)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }
}

private struct TutGuessTheFlagView: View {
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US"].shuffled()
    @State private var correctAnswer = Int.random(in: 0...2)

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 400)
                .ignoresSafeArea()

            VStack {
                Spacer()

                Text("Guess the Flag")
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))

                        Text(countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            TutFlagImage(country: countries[number])
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Spacer()

                Text("Score: \(score)")
                    .foregroundStyle(.white)
                    .font(.title.bold())

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That’s the flag of \(countries[number])"
        }

        showingScore = true
    }

    func askQuestion() {
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
    }
}

// MARK: - 13. Expense tracker

private struct TutExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

private final class TutExpenses: ObservableObject {
    @Published var items = [TutExpenseItem]()

    init() {
        items = [
            TutExpenseItem(name: "Lunch", type: "Personal", amount: 8.5),
            TutExpenseItem(name: "Train ticket", type: "Business", amount: 42),
            TutExpenseItem(name: "Headphones", type: "Personal", amount: 149.99),
            TutExpenseItem(name: "Hotel", type: "Business", amount: 210),
        ]
    }
}

private struct TutExpenseRow: View {
    let item: TutExpenseItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                Text(item.type)
            }

            Spacer()

            Text(item.amount, format: .currency(code: "USD"))
                .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
        }
    }
}

private struct TutAddView: View {
    @ObservedObject var expenses: TutExpenses
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = TutExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    dismiss()
                }
            }
        }
    }
}

private struct TutExpensesView: View {
    @StateObject var expenses = TutExpenses()
    @State private var showingAddExpense = false

    var personalItems: [TutExpenseItem] {
        expenses.items.filter { $0.type == "Personal" }
    }

    var businessItems: [TutExpenseItem] {
        expenses.items.filter { $0.type == "Business" }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Personal") {
                    ForEach(personalItems) { item in
                        TutExpenseRow(item: item)
                    }
                    .onDelete(perform: removePersonalItems)
                }

                Section("Business") {
                    ForEach(businessItems) { item in
                        TutExpenseRow(item: item)
                    }
                    .onDelete(perform: removeBusinessItems)
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                TutAddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [TutExpenseItem]) {
        var objectsToDelete = IndexSet()

        for offset in offsets {
            let item = inputArray[offset]

            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }

        expenses.items.remove(atOffsets: objectsToDelete)
    }

    func removePersonalItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: personalItems)
    }

    func removeBusinessItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: businessItems)
    }
}

// MARK: - 14. Space missions grid

private struct TutAstronaut: Codable, Identifiable {
    let id: String
    let name: String
    let description: String
}

private struct TutMission: Codable, Identifiable {
    struct CrewRole: Codable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let description: String

    var displayName: String {
        "Apollo \(id)"
    }

    var image: String {
        "apollo\(id)"
    }

    var formattedLaunchDate: String {
        launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
    }
}

private let tutAstronautsJSON = """
{
  "grissom": {"id": "grissom", "name": "Virgil I. \\"Gus\\" Grissom", "description": "A test pilot and one of the first astronauts."},
  "white": {"id": "white", "name": "Edward H. White II", "description": "The first American to walk in space."},
  "chaffee": {"id": "chaffee", "name": "Roger B. Chaffee", "description": "A naval aviator selected in the third group."},
  "schirra": {"id": "schirra", "name": "Walter M. Schirra Jr.", "description": "Flew on three different spacecraft programmes."},
  "eisele": {"id": "eisele", "name": "Donn F. Eisele", "description": "Command module pilot of the first crewed flight of the programme."},
  "cunningham": {"id": "cunningham", "name": "R. Walter Cunningham", "description": "Lunar module pilot and physicist."},
  "borman": {"id": "borman", "name": "Frank F. Borman II", "description": "Commanded the first flight around the Moon."},
  "lovell": {"id": "lovell", "name": "James A. Lovell Jr.", "description": "Flew to the Moon twice."},
  "anders": {"id": "anders", "name": "William A. Anders", "description": "Took a famous photograph of the Earth rising."},
  "armstrong": {"id": "armstrong", "name": "Neil A. Armstrong", "description": "The first person to walk on the Moon."},
  "collins": {"id": "collins", "name": "Michael Collins", "description": "Orbited alone while his crewmates landed."},
  "aldrin": {"id": "aldrin", "name": "Edwin E. \\"Buzz\\" Aldrin Jr.", "description": "The second person to walk on the Moon."}
}
"""

private let tutMissionsJSON = """
[
  {"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}, {"name": "white", "role": "Senior Pilot"},
                     {"name": "chaffee", "role": "Pilot"}],
   "description": "The first crewed mission was planned for early 1967 but never flew."},
  {"id": 7, "launchDate": "1968-10-11",
   "crew": [{"name": "schirra", "role": "Commander"}, {"name": "eisele", "role": "Command Module Pilot"},
            {"name": "cunningham", "role": "Lunar Module Pilot"}],
   "description": "Eleven days in Earth orbit testing the command and service module."},
  {"id": 8, "launchDate": "1968-12-21",
   "crew": [{"name": "borman", "role": "Commander"}, {"name": "lovell", "role": "Command Module Pilot"},
            {"name": "anders", "role": "Lunar Module Pilot"}],
   "description": "The first crewed spacecraft to leave Earth orbit and circle the Moon."},
  {"id": 11, "launchDate": "1969-07-16",
   "crew": [{"name": "armstrong", "role": "Commander"}, {"name": "collins", "role": "Command Module Pilot"},
            {"name": "aldrin", "role": "Lunar Module Pilot"}],
   "description": "The first landing of people on the Moon."}
]
"""

private func tutDecode<T: Codable>(_ json: String) -> T {
    let decoder = JSONDecoder()
    let formatter = DateFormatter()
    formatter.dateFormat = "y-MM-dd"
    decoder.dateDecodingStrategy = .formatted(formatter)

    do {
        return try decoder.decode(T.self, from: Data(json.utf8))
    } catch {
        fatalError("Failed to decode: \(error)")
    }
}

fileprivate extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}

private struct TutAstronautView: View {
    let astronaut: TutAstronaut

    var body: some View {
        ScrollView {
            VStack {
                Image(astronaut.id)
                    .resizable()
                    .scaledToFit()

                Text(astronaut.description)
                    .padding()
            }
        }
        .background(.darkBackground)
        .navigationTitle(astronaut.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct TutMissionView: View {
    struct CrewMember {
        let role: String
        let astronaut: TutAstronaut
    }

    let mission: TutMission
    let crew: [CrewMember]

    init(mission: TutMission, astronauts: [String: TutAstronaut]) {
        self.mission = mission

        self.crew = mission.crew.map { member in
            if let astronaut = astronauts[member.name] {
                return CrewMember(role: member.role, astronaut: astronaut)
            } else {
                fatalError("Missing \(member.name)")
            }
        }
    }

    var body: some View {
        ScrollView {
            VStack {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, axis in
                        width * 0.6
                    }
                    .padding(.top)

                VStack(alignment: .leading) {
                    Rectangle()
                        .frame(height: 2)
                        .foregroundStyle(.lightBackground)
                        .padding(.vertical)

                    Text("Mission Highlights")
                        .font(.title.bold())
                        .padding(.bottom, 5)

                    Text(mission.description)

                    Rectangle()
                        .frame(height: 2)
                        .foregroundStyle(.lightBackground)
                        .padding(.vertical)

                    Text("Crew")
                        .font(.title.bold())
                        .padding(.bottom, 5)
                }
                .padding(.horizontal)

                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(crew, id: \.role) { crewMember in
                            NavigationLink {
                                TutAstronautView(astronaut: crewMember.astronaut)
                            } label: {
                                HStack {
                                    Image(crewMember.astronaut.id)
                                        .resizable()
                                        .frame(width: 104, height: 72)
                                        .clipShape(.capsule)
                                        .overlay(
                                            Capsule()
                                                .strokeBorder(.white, lineWidth: 1)
                                        )

                                    VStack(alignment: .leading) {
                                        Text(crewMember.astronaut.name)
                                            .foregroundStyle(.white)
                                            .font(.headline)
                                        Text(crewMember.role)
                                            .foregroundStyle(.white.opacity(0.5))
                                    }
                                }
                                .padding(.horizontal)
                            }
                        }
                    }
                }
            }
            .padding(.bottom)
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .background(.darkBackground)
    }
}

private struct TutMoonshotView: View {
    let astronauts: [String: TutAstronaut] = tutDecode(tutAstronautsJSON)
    let missions: [TutMission] = tutDecode(tutMissionsJSON)

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            TutMissionView(mission: mission, astronauts: astronauts)
                        } label: {
                            VStack {
                                Image(mission.image)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()

                                VStack {
                                    Text(mission.displayName)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                    Text(mission.formattedLaunchDate)
                                        .font(.caption)
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(.rect(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        }
    }
}

// MARK: - 15. Animations playground

private struct TutAnimationsView: View {
    @State private var animationAmount = 0.0
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero
    @State private var lettersDrag = CGSize.zero

    let letters = Array("Hello SwiftUI")

    var body: some View {
        VStack(spacing: 40) {
            Button("Tap Me") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) {
                    animationAmount += 360
                }
            }
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .rotation3DEffect(.degrees(animationAmount), axis: (x: 0, y: 1, z: 0))

            Button("Tap Me") {
                enabled.toggle()
            }
            .frame(width: 200, height: 200)
            .background(enabled ? .blue : .red)
            .foregroundStyle(.white)
            .clipShape(.rect(cornerRadius: enabled ? 60 : 0))
            .animation(.spring(duration: 1, bounce: 0.6), value: enabled)

            LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 300, height: 200)
                .clipShape(.rect(cornerRadius: 10))
                .offset(dragAmount)
                .gesture(
                    DragGesture()
                        .onChanged { dragAmount = $0.translation }
                        .onEnded { _ in
                            withAnimation(.bouncy) {
                                dragAmount = .zero
                            }
                        }
                )

            HStack(spacing: 0) {
                ForEach(0..<letters.count, id: \.self) { num in
                    Text(String(letters[num]))
                        .padding(5)
                        .font(.title)
                        .background(enabled ? .blue : .red)
                        .offset(lettersDrag)
                        .animation(.linear.delay(Double(num) / 20), value: lettersDrag)
                }
            }
            .gesture(
                DragGesture()
                    .onChanged { lettersDrag = $0.translation }
                    .onEnded { _ in
                        lettersDrag = .zero
                        enabled.toggle()
                    }
            )
        }
    }
}

// MARK: - Tests

// iPhone 14 (390 × 844, safe area 47 / 34), fake measurer (16 pt lines at
// 17 pt, 8 pt a character, both scaled with the font and rounded out to the
// 1× pixel grid: 12 pt caption → 12 tall, 15 pt subheadline → 15, 22 pt
// title2 → 21, 28 pt title → 27, 34 pt largeTitle → 32), 1×; a symbol is a
// square 1443 / 2048 of the font's size (11.978 pt at 17 pt). An inset
// grouped list under a large title starts its first section at 47 + 44 + 52
// + 35 = 178, its row content at x 36 … 354 (a link row's chevron, 9.864 pt,
// ends there and the content 8 pt before it). Named images are not in the
// app's images unless a test gives them: 0 × 0, a resizable one takes its
// frame.

@MainActor
@Suite struct TypicalCorpusTutorialScreensTests {
    let chevron = NavigationRowMetrics.chevronSide

    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    func paths(_ app: TestApp) -> [PathDrawing] {
        app.app.graph.drawList().commands.compactMap { if case let .path(d) = $0 { return d } else { return nil } }
    }

    /// Rows of 50 pt images are 50 + 2 × 11 = 72 tall, the toggle's 31 +
    /// 22 = 53: the rows start at 178 + 53 = 231, the name 8 pt after the
    /// 50 pt image (x 94) and centred (231 + 11 + 17); a favourite's star
    /// ends 8 pt before the chevron. "Favorites only" keeps the three
    /// favourites; a row pushes the landmark's page.
    @Test func aLandmarkListFilteredToFavourites() throws {
        let app = try settledApp(TutLandmarkListScreen())
        #expect(textFrame(app, "Favorites only") == CGRect(x: 36, y: 178 + 18.5, width: 112, height: 16))
        #expect(frame(app, "Image", "granitefalls") == CGRect(x: 36, y: 242, width: 50, height: 50))
        #expect(textFrame(app, "Granite Falls") == CGRect(x: 94, y: 259, width: 104, height: 16))
        #expect(textFrame(app, "Eagle Peak") == CGRect(x: 94, y: 259 + 5 * 72, width: 80, height: 16))
        let starX: CGFloat = 354 - chevron - 8 - symbol(17)
        #expect(same(frame(app, "Image", "star.fill"), CGRect(x: starX, y: 259 + (16 - symbol(17)) / 2, width: symbol(17), height: symbol(17))))
        try app.tap(.kind("Switch"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Mirror Lake") == nil)
        let second: CGFloat = 259 + 72, third: CGFloat = 259 + 2 * 72
        #expect(textFrame(app, "Summit Dome")?.minY == second)
        #expect(textFrame(app, "Blue Hollow")?.minY == third)
        try tapAndSettle(app, "Blue Hollow")
        #expect(textFrame(app, "About Blue Hollow") != nil)
    }

    /// Inline bar: the scroll content from 91; the 300 pt header, 8, then
    /// the 250 pt circle moved up 130 (399 − 130 = 269) and taking 130 less;
    /// the padded column from 399 + 120 + 8 + 16 = 543: the title (13 × 8 ×
    /// 28 / 17 → 172 by 27) with the star 8 pt after it, centred; the park
    /// and state row (subheadline, a 16 × 15 / 17 line) 4.854 below, the
    /// text gap above it (the star is not text; title over text is 0), the
    /// state at the trailing edge, centred in the park; the park's text gap
    /// below it (7.782), a 1 pt divider, the text gap above "About …"
    /// (title2, a 16 × 22 / 17 line: 7.185). The star toggles the favourite.
    @Test func aLandmarkDetailWithACircleOverTheHeader() throws {
        let app = try settledApp(TutLandmarkDetailScreen())
        #expect(frame(app, "Circle") == CGRect(x: 70, y: 269, width: 250, height: 250))
        #expect(textFrame(app, "Granite Falls", ) == CGRect(x: 16, y: 543, width: 172, height: 27))
        #expect(same(frame(app, "Image", "star.fill"), CGRect(x: 196, y: 543 + (27 - symbol(17)) / 2, width: symbol(17), height: symbol(17))))
        let park = try #require(textFrame(app, "Cedar Ridge National Park"))
        let parkTop: CGFloat = 543 + 27 + TextGap.above(16 * 15 / 17)
        #expect(isClose(park.minY, parkTop))
        #expect(same(textFrame(app, "Oregon"), CGRect(x: 374 - 43, y: parkTop + (park.height - 15) / 2, width: 43, height: 15)))
        let about: CGFloat = parkTop + park.height + TextGap.below(16 * 15 / 17) + 1 + TextGap.above(16 * 22 / 17)
        #expect(same(textFrame(app, "About Granite Falls"), CGRect(x: 16, y: about, width: 197, height: 21)))
        try app.tap(.kind("Button"))
        try app.pumpAndSettle()
        #expect(frame(app, "Image", "star.fill") == nil)
        #expect(frame(app, "Image", "star") != nil)
    }

    /// The featured image is the first row (200 tall, no insets) under the
    /// large title (143 … 343); each category row's name is 15 pt in and 5
    /// down (31, 348), its 185 pt scroll view the name's text gap (8.553)
    /// below, the items (155, the caption's text gap above it (4.283 for a
    /// 16 × 12 / 17 line), 12: 171.283 tall, centred: 6.858 down) 15 + 155
    /// apart, with no chevrons: the links in a row's scroll view are
    /// buttons. Rows: 5 + 16 + 8.553 + 185 = 214.553 apart, keys sorted.
    @Test func aCategoryHomeOfHorizontalRows() throws {
        let app = try settledApp(TutCategoryHomeScreen())
        #expect(textFrame(app, "Lakes") == CGRect(x: 31, y: 348, width: 40, height: 16))
        let captionGap = TextGap.above(16 * 12 / 17)
        let items: CGFloat = 348 + 16 + TextGap.below() + (185 - (155 + captionGap + 12)) / 2
        #expect(same(frame(app, "Image", "mirrorlake"), CGRect(x: 31, y: items, width: 155, height: 155)))
        #expect(same(frame(app, "Image", "bluehollow"), CGRect(x: 31 + 170, y: items, width: 155, height: 155)))
        #expect(same(textFrame(app, "Mirror Lake"), CGRect(x: 31, y: items + 155 + captionGap, width: 63, height: 12)))
        let row: CGFloat = 5 + 16 + TextGap.below() + 185
        let mountains: CGFloat = 348 + row, rivers: CGFloat = 348 + 2 * row
        #expect(isClose(textFrame(app, "Mountains")?.minY ?? 0, mountains))
        #expect(isClose(textFrame(app, "Rivers")?.minY ?? 0, rivers))
        #expect(frame(app, "Image", "chevron.forward") == nil)
        try tapAndSettle(app, "Blue Hollow")
        #expect(textFrame(app, "About Blue Hollow") != nil)
    }

    /// The badge fits the safe area's width: 390 square, centred in 763
    /// (47 + 186.5). The hexagon's path starts at the last corner's end:
    /// (0.9, 0.268) of the unit square, x scaled by 0.832 and moved 390 ×
    /// 0.084 in: (324.792, 233.5 + 104.52).
    @Test func aBadgeDrawnWithPaths() throws {
        let app = try settledApp(TutBadge())
        let badge = try #require(frames(app, "Shape").first)
        #expect(badge == CGRect(x: 0, y: 233.5, width: 390, height: 390))
        let start = try #require(paths(app).first?.subpaths.first?.first)
        let x: CGFloat = 390 * 0.832 * 0.9 + 390 * (1 - 0.832) / 2
        let y: CGFloat = 233.5 + 390 * (0.25 + 0.085) * 0.8
        #expect(abs(start.x - x) < 1e-9 && abs(start.y - y) < 1e-9)
        #expect(paths(app).count == 9)
    }

    /// The row from 47 + 16: the graph 50 wide, the name (headline: the
    /// spacer is served last, so "Lonesome Ridge Trail" keeps one line,
    /// 160) 8 after it, right above the distance (no gap between two
    /// texts). The row is as tall as the button, a large-scale symbol
    /// (17 × 1443 / 2048 × 1.29) padded 16 (47.45), the column (32) centred
    /// on it. The button opens the detail under the row: the 200 pt graph
    /// the distance's text gap below it (8.553), the data buttons (15 pt
    /// text, a 16 × 15 / 17 line) 4.854 below that, the text gap above
    /// them.
    @Test func aHikeGraphThatOpens() throws {
        let app = try settledApp(TutHikeScreen())
        let row: CGFloat = symbol(17) * 1.29 + 32
        let name = try #require(textFrame(app, "Lonesome Ridge Trail"))
        #expect(same(name, CGRect(x: 74, y: 63 + (row - 32) / 2, width: 160, height: 16)))
        #expect(same(textFrame(app, "4.8 km"), CGRect(x: 74, y: name.minY + 16, width: 48, height: 16)))
        #expect(textFrame(app, "Elevation") == nil)
        try app.tap(.kind("Button"))
        try app.pumpAndSettle()
        let buttons: CGFloat = 63 + row + TextGap.below() + 200 + TextGap.above(16 * 15 / 17)
        #expect(abs((textFrame(app, "Elevation")?.minY ?? 0) - buttons) < 1e-6)
        #expect(abs((textFrame(app, "Pace")?.minY ?? 0) - buttons) < 1e-6)
        // The graph's 24 capsules are one row (the offset on the ForEach
        // moves each of them): spacing w / 120 of the graph's width w, each
        // capsule an equal share of the rest, (w − 23 w / 120) / 24.
        let graphTop: CGFloat = 63 + row + TextGap.below()
        let capsules = frames(app, "Capsule").filter { $0.minY >= graphTop - 1 && $0.maxY <= graphTop + 200 + 40 }
            .sorted { $0.minX < $1.minX }
        #expect(capsules.count == 24)
        if capsules.count == 24 {
            let w = capsules[23].maxX - capsules[0].minX
            let width: CGFloat = (w - 23 * w / 120) / 24
            #expect(capsules.allSatisfy { abs($0.width - width) < 0.01 })
            #expect(zip(capsules, capsules.dropFirst()).allSatisfy { abs($1.minX - $0.maxX - w / 120) < 0.01 })
        }
    }

    /// In a navigation stack (which, like iOS's hosting controller, gives
    /// an edit mode) the host shows the summary: "Edit" at the trailing
    /// edge (91 + 52 of the empty large title band + 16), the username (title bold, 7 × 8 × 28 / 17 → 93 by
    /// 27) 20 below, the notifications line 10 below that. Edit shows the
    /// editor with Cancel at the leading edge.
    @Test func aProfileHostWithAnEditor() throws {
        let app = try settledApp(NavigationStack { TutProfileScreen() })
        #expect(textFrame(app, "Edit") == CGRect(x: 342, y: 159, width: 32, height: 16))
        #expect(textFrame(app, "a_hiker") == CGRect(x: 16, y: 159 + 16 + 20, width: 93, height: 27))
        #expect(textFrame(app, "Notifications: On") == CGRect(x: 16, y: 195 + 27 + 10, width: 136, height: 16))
        try tapAndSettle(app, "Edit")
        #expect(textFrame(app, "Cancel")?.minX == 16)
        #expect(textFrame(app, "Username") != nil)
        #expect(textFrame(app, "Notifications: On") == nil)
    }

    /// Each card is padded 16 inside its row (content from 36 + 16 = 52):
    /// the headline, the spacer's 8 (no gaps beside a spacer), the caption
    /// row (12 tall): 16 + 8 + 12 + 32 = 68, a row of 90 from 178. The
    /// trailing label ends 16 before the chevron's 8 pt gap; the plus
    /// presents the new scrum sheet.
    @Test func scrumCardsWithATrailingIconLabel() throws {
        let app = try settledApp(TutScrumsScreen())
        #expect(textFrame(app, "Design") == CGRect(x: 52, y: 178 + 11 + 16, width: 48, height: 16))
        let appDev: CGFloat = 205 + 90, webDev: CGFloat = 205 + 2 * 90
        #expect(textFrame(app, "App Dev")?.minY == appDev)
        #expect(textFrame(app, "Web Dev")?.minY == webDev)
        let clockX: CGFloat = 354 - chevron - 8 - 16 - symbol(12)
        let captions: CGFloat = 205 + 16 + 8
        #expect(same(frames(app, "Image", "clock").first, CGRect(x: clockX, y: captions + (12 - symbol(12)) / 2, width: symbol(12), height: symbol(12))))
        #expect(same(textFrame(app, "10"), CGRect(x: clockX - 8 - 12, y: captions, width: 12, height: 12)))
        try tapAndSettle(app, "Design")
        #expect(textFrame(app, "Start Meeting") != nil)
    }

    /// Grouped sections: the header (footnote, 13) at 178, rows of 44 from
    /// 198; the theme row is the padded name (16 + 8) + 22 = 46; the next
    /// header 35 below. Edit presents the editor with Cancel and Done.
    @Test func aScrumDetailInSections() throws {
        let app = try settledApp(TutDetailScreen())
        #expect(textFrame(app, "MEETING INFO") == CGRect(x: 36, y: 178, width: 74, height: 13))
        #expect(same(textFrame(app, "Start Meeting"), CGRect(x: 36 + symbol(17) + 8, y: 212, width: 104, height: 16)))
        #expect(textFrame(app, "10 minutes") == CGRect(x: 354 - 80, y: 256, width: 80, height: 16))
        #expect(textFrame(app, "Yellow") == CGRect(x: 354 - 4 - 48, y: 286 + 11 + 4, width: 48, height: 16))
        let attendees: CGFloat = 332 + 35
        #expect(textFrame(app, "ATTENDEES")?.minY == attendees)
        #expect(same(textFrame(app, "Jonathan"), CGRect(x: 36 + symbol(17) + 8, y: 367 + 13 + 7 + 3 * 44 + 14, width: 64, height: 16)))
        try tapAndSettle(app, "Edit")
        #expect(textFrame(app, "Cancel") != nil)
        #expect(textFrame(app, "Done") != nil)
    }

    /// The slider shares its row with the 80 pt text: it is served after
    /// it and before the spacer, which keeps only its 8, with no gaps
    /// beside it: 318 − 8 − 80 = 230 wide. A typed name and the plus add an
    /// attendee row (44) above the field.
    @Test func aScrumEditorAddsAttendees() throws {
        let app = try settledApp(TutDetailEditScreen())
        #expect(frame(app, "Slider") == CGRect(x: 36, y: 253, width: 230, height: 28))
        #expect(textFrame(app, "10 minutes") == CGRect(x: 274, y: 259, width: 80, height: 16))
        #expect(frame(app, "TextField")?.minY == 212)
        let field = try #require(frames(app, "TextField").last)
        #expect(field.minY == 583)
        app.tap(CGPoint(x: field.midX, y: field.midY))
        try app.pumpAndSettle()
        app.type("Ann")
        try app.pumpAndSettle()
        app.tap(CGPoint(x: 348, y: 591))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ann") == CGRect(x: 36, y: 583, width: 24, height: 16))
        let moved: CGFloat = 583 + 44
        #expect(frames(app, "TextField").last?.minY == moved)
    }

    /// The meeting card fills the safe area below the inline bar, padded 16
    /// (107 … 794); the progress band 20 tall 16 inside it; the ring's
    /// frame takes what the header and footer leave: the band, the text
    /// gap above the captions (a 16 × 12 / 17 line, 12 tall), the text gap
    /// below them to the labels (16), the labels' text gap below them to
    /// the ring (the ring is not text); the ring ends the text gap above
    /// the footer's "Speaker 1 of 4" (16 pt line) at 762. Skipping the speaker
    /// (the task it starts runs) names the next one and draws an arc.
    @Test func aMeetingTimerWithArcs() async throws {
        let app = try settledApp(TutMeetingScreen())
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 107, width: 358, height: 687))
        #expect(frames(app, "RoundedRectangle").dropFirst().first == CGRect(x: 32, y: 123, width: 326, height: 20))
        let ring = try #require(frame(app, "Circle"))
        let caption: CGFloat = 16 * 12 / 17
        let ringTop: CGFloat = 123 + 20 + TextGap.above(caption) + 12 + TextGap.below(caption) + 16 + TextGap.below()
        #expect(same(ring, CGRect(x: 32, y: ringTop, width: 326, height: 762 - TextGap.above() - ringTop)))
        // The name and "is speaking" (27 + 0 + 16 = 43: no gap between two texts) centred on the ring.
        #expect(same(textFrame(app, "Cathy"), CGRect(x: 195 - 33, y: ring.midY - 21.5, width: 66, height: 27)))
        #expect(textFrame(app, "Speaker 1 of 4") == CGRect(x: 32, y: 762, width: 112, height: 16))
        #expect(frames(app, "Shape").isEmpty)
        await app.tap(CGPoint(x: 352, y: 770))
        for _ in 0..<5 { await Task.yield() }
        _ = try await app.pumpAndSettle()
        #expect(textFrame(app, "Speaker 2 of 4") != nil)
        #expect(textFrame(app, "Daisy") != nil)
        #expect(frames(app, "Shape") == [ring])
    }

    /// The amount row from 178 + 14; the segmented control (32 tall, 318
    /// wide) in the tip section; five segments of 63.6 with the selected
    /// thumb inset 2 (the third: 36 + 127.2 + 2). A tap moves the thumb.
    @Test func aBillSplitterForm() throws {
        let app = try settledApp(TutWeSplitView())
        #expect(frames(app, "Text", "$0.00").first == CGRect(x: 36, y: 192, width: 40, height: 16))
        #expect(textFrame(app, "2 people") != nil)
        let thumbs = { frames(app, "RoundedRectangle").filter { $0.height == 28 } }
        #expect(same(thumbs().first, CGRect(x: 36 + 2 * 63.6 + 2, y: 334, width: 59.6, height: 28)))
        try tapAndSettle(app, "25%")
        #expect(same(thumbs().first, CGRect(x: 36 + 3 * 63.6 + 2, y: 334, width: 59.6, height: 28)))
    }

    /// With 200 × 100 flags the card is centred between the spacers; a tap
    /// on a flag shows the alert, and Continue asks again.
    @Test func aFlagQuizWithAnAlert() throws {
        let names = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US"]
        let images = FixedImages(Dictionary(uniqueKeysWithValues: names.map { ($0, [1: (200, 100)]) }))
        let app = TestApp(TutGuessTheFlagView(), measurer: fakeMeasurer(), images: images)
        try app.pumpAndSettle()
        let flags = app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame)
        #expect(flags.map(\.size) == Array(repeating: CGSize(width: 200, height: 100), count: 3))
        #expect(flags.map(\.minX) == [95, 95, 95])
        #expect(flags[1].minY - flags[0].minY == 115)
        #expect(textFrame(app, "Guess the Flag")?.size == CGSize(width: 224, height: 32))
        app.tap(CGPoint(x: flags[0].midX, y: flags[0].midY))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Continue") != nil)
        try tapAndSettle(app, "Continue")
        #expect(textFrame(app, "Continue") == nil)
    }

    /// Two-line rows (16 + 16 + 22 = 54: no gap between two texts) from
    /// 178 + 13 + 7 + 11; the amount at the trailing edge, centred. The plus presents the add
    /// sheet; Save appends a personal item and dismisses it.
    @Test func anExpenseListBySection() throws {
        let app = try settledApp(TutExpensesView())
        #expect(textFrame(app, "Lunch") == CGRect(x: 36, y: 209, width: 40, height: 16))
        let headphones: CGFloat = 209 + 54, business: CGFloat = 209 + 54 + 54 - 11 + 35
        #expect(textFrame(app, "Headphones")?.minY == headphones)
        // Centred on the 32 pt name column: 209 + 8.
        #expect(textFrame(app, "$8.50") == CGRect(x: 354 - 40, y: 217, width: 40, height: 16))
        #expect(textFrame(app, "BUSINESS")?.minY == business)
        let plus = try #require(frame(app, "Image", "plus"))
        app.tap(CGPoint(x: plus.midX, y: plus.midY))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Name") != nil)
        try tapAndSettle(app, "Save")
        #expect(textFrame(app, "Save") == nil)
        #expect(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Personal" }.count == 3)
    }

    /// Adaptive columns of at least 150 in 358: two of 175, 8 apart; a card
    /// is the padded image (132), 8, the name block (16 + 12 + 32, no gap
    /// between the two texts): 200 tall, rows 8 apart from 143. A card
    /// pushes its mission.
    @Test func aMissionGridThatPushes() throws {
        let app = try settledApp(TutMoonshotView())
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 143, width: 175, height: 200), CGRect(x: 199, y: 143, width: 175, height: 200),
                                                   CGRect(x: 16, y: 351, width: 175, height: 200), CGRect(x: 199, y: 351, width: 175, height: 200)])
        #expect(textFrame(app, "Apollo 1") == CGRect(x: 16 + 55.5, y: 299, width: 64, height: 16))
        // Right under the 16 pt name: no gap between two texts.
        let launchTop: CGFloat = 299 + 16
        #expect(textFrame(app, "N/A")?.minY == launchTop)
        try tapAndSettle(app, "Apollo 11")
        #expect(textFrame(app, "Mission Highlights") != nil)
        #expect(textFrame(app, "Neil A. Armstrong") != nil)
    }

    /// The column (116 + 200 + 200 + 37 + 3 × 40 = 673) centred in 763
    /// from 92: the first button's title 50 in, the second's centred in its
    /// 200 square, the letters (14 + 10 wide) in a row of 13 × 24 = 312
    /// from 39. The second button turns the letters' backgrounds blue.
    @Test func anAnimationsPlayground() throws {
        let app = try settledApp(TutAnimationsView())
        #expect(frames(app, "Text", "Tap Me") == [CGRect(x: 171, y: 142, width: 48, height: 16), CGRect(x: 171, y: 340, width: 48, height: 16)])
        #expect(textFrame(app, "H") == CGRect(x: 44, y: 733, width: 14, height: 27))
        #expect(textFrame(app, "I") == CGRect(x: 44 + 12 * 24, y: 733, width: 14, height: 27))
        func letterFills(_ color: Color) -> Int {
            app.app.graph.drawList().commands.filter {
                if case let .fillRect(rect, c) = $0 { return rect.height == 37 && c == color.resolved(in: .light) }
                return false
            }.count
        }
        #expect(letterFills(.red) == 13)
        app.tap(CGPoint(x: 195, y: 348))
        try app.pumpAndSettle()
        #expect(letterFills(.blue) == 13)
    }
}

