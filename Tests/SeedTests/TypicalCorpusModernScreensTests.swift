import Foundation
import ScrollSim
import Testing

// Fifteen screens written the way an iOS 17 app writes them today, around
// scroll views, cards, grids, animation and gestures (a hero card gallery,
// a cover-flow carousel, a paged onboarding, a gauge dashboard, a like
// button, a chip flow layout, a responsive profile, a photo strip, an empty
// inbox, a shipment timeline, an editor with an inspector, a step counter, a
// ring drawn on a canvas, a sticky segmented header and a snapping calendar
// strip); only the import differs.

// MARK: - 1. Hero card gallery with matchedGeometryEffect

private struct ModDestination: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let symbol: String
    let color: Color
}

private let modDestinations: [ModDestination] = [
    ModDestination(id: 0, name: "Kyoto", country: "Japan", symbol: "building.columns", color: .red),
    ModDestination(id: 1, name: "Reykjavík", country: "Iceland", symbol: "snowflake", color: .blue),
    ModDestination(id: 2, name: "Marrakesh", country: "Morocco", symbol: "sun.max", color: .orange),
    ModDestination(id: 3, name: "Lisbon", country: "Portugal", symbol: "tram", color: .yellow),
    ModDestination(id: 4, name: "Queenstown", country: "New Zealand", symbol: "mountain.2", color: .green),
    ModDestination(id: 5, name: "Havana", country: "Cuba", symbol: "car", color: .teal),
]

private struct ModHeroCard: View {
    let destination: ModDestination
    let namespace: Namespace.ID

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(destination.color.gradient)
                .matchedGeometryEffect(id: "card-\(destination.id)", in: namespace)
            Image(systemName: destination.symbol)
                .font(.system(size: 44))
                .foregroundStyle(.white.opacity(0.9))
                .matchedGeometryEffect(id: "symbol-\(destination.id)", in: namespace)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 2) {
                Text(destination.name)
                    .font(.headline)
                    .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace)
                Text(destination.country)
                    .font(.caption)
            }
            .foregroundStyle(.white)
            .padding(12)
        }
    }
}

private struct ModHeroDetail: View {
    let destination: ModDestination
    let namespace: Namespace.ID
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack(alignment: .topTrailing) {
                Rectangle()
                    .fill(destination.color.gradient)
                    .matchedGeometryEffect(id: "card-\(destination.id)", in: namespace)
                Image(systemName: destination.symbol)
                    .font(.system(size: 80))
                    .foregroundStyle(.white)
                    .matchedGeometryEffect(id: "symbol-\(destination.id)", in: namespace)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                Button(action: close) {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title)
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.white)
                }
                .padding()
                .padding(.top, 40)
            }
            .frame(height: 320)

            VStack(alignment: .leading, spacing: 8) {
                Text(destination.name)
                    .font(.largeTitle.bold())
                    .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace)
                Text(destination.country)
                    .font(.title3)
                    .foregroundStyle(.secondary)
                Text("Wander the old streets, eat where the locals eat and watch the sun go down from the best viewpoint in town.")
                    .font(.body)
            }
            .padding()

            Spacer()
        }
        .background(.background)
        .ignoresSafeArea(edges: .top)
    }
}

private struct ModHeroGalleryScreen: View {
    @Namespace private var hero
    @State private var selected: ModDestination?

    private let columns = [
        GridItem(.flexible(), spacing: 12),
        GridItem(.flexible(), spacing: 12),
    ]

    var body: some View {
        ZStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Discover")
                        .font(.largeTitle.bold())
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(modDestinations) { destination in
                            if selected?.id == destination.id {
                                Color.clear
                                    .frame(height: 180)
                            } else {
                                ModHeroCard(destination: destination, namespace: hero)
                                    .frame(height: 180)
                                    .contentShape(RoundedRectangle(cornerRadius: 20))
                                    .onTapGesture {
                                        withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                                            selected = destination
                                        }
                                    }
                            }
                        }
                    }
                }
                .padding(.horizontal)
            }

            if let selected {
                ModHeroDetail(destination: selected, namespace: hero) {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                        self.selected = nil
                    }
                }
                .zIndex(1)
            }
        }
    }
}

// MARK: - 2. Cover-flow carousel with scrollTransition

private struct ModAlbum: Identifiable {
    let id: Int
    let title: String
    let artist: String
    let color: Color
}

private let modAlbums: [ModAlbum] = [
    ModAlbum(id: 0, title: "Night Drive", artist: "The Lanterns", color: .indigo),
    ModAlbum(id: 1, title: "Coastlines", artist: "Mara Vell", color: .cyan),
    ModAlbum(id: 2, title: "Paper Moons", artist: "Orbit Club", color: .pink),
    ModAlbum(id: 3, title: "Slow Bloom", artist: "Fennel", color: .green),
    ModAlbum(id: 4, title: "Static", artist: "Low Tide", color: .orange),
    ModAlbum(id: 5, title: "Afterglow", artist: "Sundial", color: .purple),
]

private struct ModAlbumCover: View {
    let album: ModAlbum

    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(album.color.gradient)
            .overlay {
                Image(systemName: "music.note")
                    .font(.system(size: 56))
                    .foregroundStyle(.white.opacity(0.8))
            }
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading) {
                    Text(album.title).font(.headline)
                    Text(album.artist).font(.caption)
                }
                .foregroundStyle(.white)
                .padding(10)
            }
            .frame(width: 190, height: 190)
            .shadow(color: .black.opacity(0.25), radius: 8, y: 4)
    }
}

private struct ModCoverFlowScreen: View {
    @State private var current: Int? = 0

    private var currentAlbum: ModAlbum? {
        modAlbums.first { $0.id == current }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Recently Played")
                    .font(.title2.bold())
                    .padding(.horizontal)

                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(modAlbums) { album in
                            ModAlbumCover(album: album)
                                .scrollTransition(axis: .horizontal) { content, phase in
                                    content
                                        .rotation3DEffect(.degrees(phase.value * -45), axis: (x: 0, y: 1, z: 0))
                                        .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                        .opacity(phase.isIdentity ? 1 : 0.6)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $current)
                .scrollIndicators(.hidden)
                .scrollClipDisabled()
                .contentMargins(.horizontal, 100, for: .scrollContent)
                .frame(height: 220)

                if let currentAlbum {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(currentAlbum.title)
                            .font(.title3.weight(.semibold))
                        Text(currentAlbum.artist)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.horizontal)
                    .frame(maxWidth: .infinity)
                }

                Spacer()
            }
            .navigationTitle("Music")
        }
    }
}

// MARK: - 3. Paged onboarding with phaseAnimator

private struct ModOnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

private let modOnboardingPages: [ModOnboardingPage] = [
    ModOnboardingPage(id: 0, symbol: "sparkles", title: "Welcome",
                      message: "A calmer way to plan your week.", tint: .purple),
    ModOnboardingPage(id: 1, symbol: "calendar", title: "Plan ahead",
                      message: "See everything coming up at a glance.", tint: .orange),
    ModOnboardingPage(id: 2, symbol: "bell.badge", title: "Never miss a thing",
                      message: "Gentle reminders, right on time.", tint: .green),
]

private struct ModOnboardingPageView: View {
    let page: ModOnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: page.symbol)
                .font(.system(size: 72, weight: .semibold))
                .foregroundStyle(page.tint)
                .phaseAnimator([false, true]) { content, phase in
                    content
                        .scaleEffect(phase ? 1.1 : 1)
                        .offset(y: phase ? -6 : 0)
                } animation: { _ in
                    .easeInOut(duration: 1.2)
                }
            Text(page.title)
                .font(.title.bold())
            Text(page.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 40)
            Spacer()
        }
    }
}

private struct ModOnboardingScreen: View {
    @State private var page: Int? = 0
    @State private var finished = false
    private let pages = modOnboardingPages

    private var isLastPage: Bool { page == pages.count - 1 }

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        ModOnboardingPageView(page: page)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .scrollIndicators(.never)
            .scrollBounceBehavior(.basedOnSize)

            HStack(spacing: 8) {
                ForEach(pages) { item in
                    Capsule()
                        .fill(item.id == page ? Color.accentColor : Color.secondary.opacity(0.3))
                        .frame(width: item.id == page ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: page)
            .padding(.vertical, 16)

            Button {
                if isLastPage {
                    finished = true
                } else {
                    withAnimation { page = (page ?? 0) + 1 }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
        .fullScreenCover(isPresented: $finished) {
            ContentUnavailableView("You're all set", systemImage: "checkmark.circle.fill",
                                   description: Text("Enjoy the app."))
        }
    }
}

// MARK: - 4. Dashboard of gauges with an @Observable model in the environment

@Observable
private final class ModHealthModel {
    var heartRate = 72.0
    var battery = 0.64
    var temperature = 21.5
    var storageUsed = 96.0
    var storageTotal = 128.0

    func refresh() {
        heartRate = 88
        battery = 0.5
        temperature = 23
    }
}

private struct ModTile<Content: View>: View {
    let title: String
    let symbol: String
    let tint: Color
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            content
                .frame(maxWidth: .infinity)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

private struct ModHeartTile: View {
    @Environment(ModHealthModel.self) private var model

    var body: some View {
        ModTile(title: "Heart", symbol: "heart.fill", tint: .red) {
            Gauge(value: model.heartRate, in: 40...180) {
                Text("BPM")
            } currentValueLabel: {
                Text(model.heartRate, format: .number.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .yellow, .red]))
        }
    }
}

private struct ModBatteryTile: View {
    @Environment(ModHealthModel.self) private var model

    var body: some View {
        ModTile(title: "Battery", symbol: "battery.75", tint: .green) {
            Gauge(value: model.battery) {
                Text("Battery")
            } currentValueLabel: {
                Text(model.battery, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
        }
    }
}

private struct ModTemperatureTile: View {
    @Environment(ModHealthModel.self) private var model

    var body: some View {
        ModTile(title: "Room", symbol: "thermometer.medium", tint: .orange) {
            Gauge(value: model.temperature, in: 10...30) {
                Text("Temperature")
            } currentValueLabel: {
                Text("\(model.temperature, specifier: "%.1f")°")
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("30")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(.orange)
        }
    }
}

private struct ModStorageTile: View {
    @Environment(ModHealthModel.self) private var model

    var body: some View {
        ModTile(title: "Storage", symbol: "internaldrive", tint: .blue) {
            Gauge(value: model.storageUsed, in: 0...model.storageTotal) {
                Text("Used")
            } currentValueLabel: {
                Text("\(Int(model.storageUsed)) of \(Int(model.storageTotal)) GB")
            }
            .gaugeStyle(.linearCapacity)
        }
    }
}

private struct ModDashboardScreen: View {
    @State private var model = ModHealthModel()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                    ModHeartTile()
                    ModBatteryTile()
                    ModTemperatureTile()
                }
                ModStorageTile()
                    .padding(.top, 16)
            }
            .contentMargins(16, for: .scrollContent)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Dashboard")
            .toolbar {
                Button("Refresh", systemImage: "arrow.clockwise") {
                    withAnimation { model.refresh() }
                }
            }
        }
        .environment(model)
    }
}

// MARK: - 5. Like button with a symbol effect and a rolling counter

private struct ModLikeScreen: View {
    @State private var isLiked = false
    @State private var likes = 128
    @State private var isBookmarked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.orange.gradient)
                .aspectRatio(4 / 3, contentMode: .fit)
                .overlay {
                    Image(systemName: "photo")
                        .font(.system(size: 48))
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .topLeading) {
                    Label("Live", systemImage: "dot.radiowaves.left.and.right")
                        .font(.caption.bold())
                        .symbolEffect(.pulse)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(12)
                }

            HStack(spacing: 20) {
                Button {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                } label: {
                    HStack(spacing: 6) {
                        Image(systemName: isLiked ? "heart.fill" : "heart")
                            .foregroundStyle(isLiked ? Color.red : Color.primary)
                            .symbolEffect(.bounce, value: isLiked)
                        Text(likes, format: .number)
                            .contentTransition(.numericText(value: Double(likes)))
                            .monospacedDigit()
                    }
                }
                .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
                .animation(.snappy, value: likes)

                Button {
                } label: {
                    Label("Comment", systemImage: "bubble.right")
                }
                .labelStyle(.iconOnly)

                Spacer()

                Button {
                    isBookmarked.toggle()
                } label: {
                    Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                        .contentTransition(.symbolEffect(.replace))
                }
                .sensoryFeedback(.selection, trigger: isBookmarked)
            }
            .font(.title3)
            .buttonStyle(.plain)

            Text("Golden hour at the pier")
                .font(.headline)
            Text("Posted 2 hours ago")
                .font(.caption)
                .foregroundStyle(.secondary)

            Spacer()
        }
        .padding()
    }
}

// MARK: - 6. Tag chips in a custom flow layout

private struct ModFlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews: subviews, maxWidth: proposal.width ?? .infinity)
        let height = rows.last.map { $0.y + $0.height } ?? 0
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(subviews: subviews, maxWidth: bounds.width)
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y),
                                      anchor: .topLeading,
                                      proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private func arrange(subviews: Subviews, maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > maxWidth, !current.indices.isEmpty {
                rows.append(current)
                current = Row(indices: [index], y: current.y + current.height + lineSpacing,
                              width: size.width, height: size.height)
            } else {
                current.indices.append(index)
                current.width = needed
                current.height = max(current.height, size.height)
            }
        }
        if !current.indices.isEmpty {
            rows.append(current)
        }
        return rows
    }
}

private struct ModChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                if isSelected {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                }
                Text(title)
            }
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(isSelected ? Color.white : Color.primary)
            .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.15), in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

private struct ModTagPickerScreen: View {
    @State private var selected: Set<String> = ["Swift", "Design"]

    private let tags = [
        "Swift", "SwiftUI", "Design", "Accessibility", "Animation", "Testing",
        "Performance", "Concurrency", "Widgets", "Maps", "Health", "Music",
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Pick the topics you care about.")
                        .foregroundStyle(.secondary)
                    ModFlowLayout(spacing: 8, lineSpacing: 10) {
                        ForEach(tags, id: \.self) { tag in
                            ModChip(title: tag, isSelected: selected.contains(tag)) {
                                withAnimation(.snappy) {
                                    if selected.contains(tag) {
                                        selected.remove(tag)
                                    } else {
                                        selected.insert(tag)
                                    }
                                }
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Topics")
            .safeAreaInset(edge: .bottom) {
                Button("Continue with \(selected.count) topics") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .disabled(selected.isEmpty)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.bar)
            }
        }
    }
}

// MARK: - 7. Responsive profile switching layouts with AnyLayout

private struct ModStat: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value)
                .font(.title3.bold())
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(minWidth: 72)
        .padding(.vertical, 8)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
    }
}

private struct ModProfileScreen: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var isFollowing = false

    var body: some View {
        let layout = sizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 24))
            : AnyLayout(VStackLayout(spacing: 16))

        ScrollView {
            layout {
                VStack(spacing: 8) {
                    Circle()
                        .fill(.indigo.gradient)
                        .frame(width: 96, height: 96)
                        .overlay {
                            Text("JA")
                                .font(.title.bold())
                                .foregroundStyle(.white)
                        }
                    Text("Jordan Avery")
                        .font(.title2.bold())
                    Text("Product designer · Lisbon")
                        .foregroundStyle(.secondary)
                }

                VStack(spacing: 12) {
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 12) { stats }
                        VStack(spacing: 8) { stats }
                    }
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 12) { actions }
                        VStack(spacing: 8) { actions }
                    }
                }
            }
            .padding()
            .animation(.default, value: sizeClass)
        }
    }

    @ViewBuilder private var stats: some View {
        ModStat(value: "1.2K", label: "Posts")
        ModStat(value: "48K", label: "Followers")
        ModStat(value: "310", label: "Following")
    }

    @ViewBuilder private var actions: some View {
        Button(isFollowing ? "Following" : "Follow") {
            isFollowing.toggle()
        }
        .buttonStyle(.borderedProminent)
        Button("Message") {}
            .buttonStyle(.bordered)
    }
}

// MARK: - 8. Photo strip with containerRelativeFrame

private struct ModPhoto: Identifiable {
    let id: Int
    var hue: Double { Double(id) / 12 }
}

private struct ModPhotoTile: View {
    let photo: ModPhoto

    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(Color(hue: photo.hue, saturation: 0.5, brightness: 0.9))
            .overlay {
                Image(systemName: "photo")
                    .font(.title)
                    .foregroundStyle(.white.opacity(0.8))
                    .visualEffect { content, proxy in
                        content.offset(x: -proxy.frame(in: .scrollView).minX / 10)
                    }
            }
    }
}

private struct ModPhotoStripScreen: View {
    private let featured = (0..<6).map { ModPhoto(id: $0) }
    private let recent = (6..<18).map { ModPhoto(id: $0) }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Featured")
                            .font(.title2.bold())
                            .padding(.horizontal)
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 10) {
                                ForEach(featured) { photo in
                                    ModPhotoTile(photo: photo)
                                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                                        .frame(height: 160)
                                }
                            }
                            .scrollTargetLayout()
                        }
                        .scrollTargetBehavior(.viewAligned)
                        .safeAreaPadding(.horizontal, 16)
                        .scrollIndicators(.hidden)
                    }

                    VStack(alignment: .leading, spacing: 8) {
                        Text("Recent")
                            .font(.title2.bold())
                            .padding(.horizontal)
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 8) {
                                ForEach(recent) { photo in
                                    ModPhotoTile(photo: photo)
                                        .containerRelativeFrame(.horizontal, count: 4, spacing: 8)
                                        .aspectRatio(1, contentMode: .fit)
                                }
                            }
                        }
                        .contentMargins(.horizontal, 16, for: .scrollContent)
                        .scrollClipDisabled()
                        .scrollIndicators(.hidden)
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Photos")
        }
    }
}

// MARK: - 9. Inbox with empty states

private struct ModMessage: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    var isRead: Bool
}

private let modSampleMessages: [ModMessage] = [
    ModMessage(id: 0, sender: "Ava", subject: "Lunch on Friday?", isRead: false),
    ModMessage(id: 1, sender: "Ben", subject: "Quarterly report", isRead: true),
    ModMessage(id: 2, sender: "Chloe", subject: "Photos from the trip", isRead: false),
    ModMessage(id: 3, sender: "Dev Team", subject: "Release notes 2.4", isRead: true),
]

private enum ModMailFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case unread = "Unread"
    var id: Self { self }
}

private struct ModMessageRow: View {
    let message: ModMessage

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(message.isRead ? Color.clear : Color.blue)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                Text(message.sender)
                    .font(.headline)
                Text(message.subject)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

private struct ModInboxScreen: View {
    @State private var messages: [ModMessage] = []
    @State private var searchText = ""
    @State private var filter: ModMailFilter = .all

    private var filtered: [ModMessage] {
        messages
            .filter { filter == .all || !$0.isRead }
            .filter {
                searchText.isEmpty
                    || $0.subject.localizedCaseInsensitiveContains(searchText)
                    || $0.sender.localizedCaseInsensitiveContains(searchText)
            }
    }

    var body: some View {
        NavigationStack {
            Group {
                if messages.isEmpty {
                    ContentUnavailableView {
                        Label("No Mail", systemImage: "tray")
                    } description: {
                        Text("New messages you receive will appear here.")
                    } actions: {
                        Button("Load Sample Messages") {
                            messages = modSampleMessages
                        }
                        .buttonStyle(.borderedProminent)
                    }
                } else if filtered.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                } else {
                    List {
                        ForEach(filtered) { message in
                            ModMessageRow(message: message)
                                .swipeActions(edge: .leading) {
                                    Button {
                                        if let index = messages.firstIndex(where: { $0.id == message.id }) {
                                            messages[index].isRead.toggle()
                                        }
                                    } label: {
                                        Label("Read", systemImage: "envelope.open")
                                    }
                                    .tint(.blue)
                                }
                        }
                        .onDelete { offsets in
                            messages.remove(atOffsets: offsets)
                        }
                    }
                    .listStyle(.plain)
                }
            }
            .navigationTitle("Inbox")
            .searchable(text: $searchText, prompt: "Search mail")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Filter", selection: $filter) {
                            ForEach(ModMailFilter.allCases) { filter in
                                Text(filter.rawValue).tag(filter)
                            }
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }
}

// MARK: - 10. Shipment timeline with a keyframe animator

private struct ModShipmentEvent: Identifiable {
    let id: Int
    let title: String
    let detail: String
    let time: String
    let symbol: String
    let done: Bool
}

private let modShipmentEvents: [ModShipmentEvent] = [
    ModShipmentEvent(id: 0, title: "Order placed", detail: "We received your order.", time: "Mon 9:12",
                     symbol: "cart", done: true),
    ModShipmentEvent(id: 1, title: "Packed", detail: "Your parcel is ready to go.", time: "Mon 15:40",
                     symbol: "shippingbox", done: true),
    ModShipmentEvent(id: 2, title: "On the way", detail: "Left the Lisbon depot.", time: "Tue 7:05",
                     symbol: "box.truck", done: true),
    ModShipmentEvent(id: 3, title: "Out for delivery", detail: "Arriving today.", time: "—",
                     symbol: "figure.walk", done: false),
    ModShipmentEvent(id: 4, title: "Delivered", detail: "Left at the front door.", time: "—",
                     symbol: "house", done: false),
]

private struct ModTruckValues {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rotation: Angle = .zero
    var scale: CGFloat = 1
}

private struct ModTruckBanner: View {
    let trigger: Int

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.blue.opacity(0.12))
            Image(systemName: "box.truck.fill")
                .font(.system(size: 40))
                .foregroundStyle(.blue)
                .keyframeAnimator(initialValue: ModTruckValues(), trigger: trigger) { content, value in
                    content
                        .rotationEffect(value.rotation)
                        .scaleEffect(value.scale)
                        .offset(x: value.x, y: value.y)
                } keyframes: { _ in
                    KeyframeTrack(\.x) {
                        LinearKeyframe(-120, duration: 0.01)
                        SpringKeyframe(0, duration: 0.8, spring: .bouncy)
                    }
                    KeyframeTrack(\.y) {
                        CubicKeyframe(-12, duration: 0.2)
                        CubicKeyframe(0, duration: 0.2)
                    }
                    KeyframeTrack(\.rotation) {
                        CubicKeyframe(.degrees(-8), duration: 0.2)
                        CubicKeyframe(.zero, duration: 0.3)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.4)
                        SpringKeyframe(1.15, duration: 0.2)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                }
        }
        .frame(height: 120)
    }
}

private struct ModTimelineRow: View {
    let event: ModShipmentEvent
    let isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(spacing: 0) {
                Image(systemName: event.symbol)
                    .font(.footnote.bold())
                    .foregroundStyle(.white)
                    .frame(width: 28, height: 28)
                    .background(event.done ? Color.green : Color.gray.opacity(0.4), in: Circle())
                if !isLast {
                    Rectangle()
                        .fill(event.done ? Color.green : Color.gray.opacity(0.3))
                        .frame(width: 2)
                        .frame(minHeight: 32)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.subheadline.weight(.semibold))
                Text(event.detail)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Text(event.time)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            .padding(.bottom, 16)
            Spacer(minLength: 0)
        }
    }
}

private struct ModTimelineScreen: View {
    @State private var trigger = 0
    private let events = modShipmentEvents

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ModTruckBanner(trigger: trigger)
                        .padding(.bottom, 20)
                    ForEach(Array(events.enumerated()), id: \.element.id) { index, event in
                        ModTimelineRow(event: event, isLast: index == events.count - 1)
                    }
                }
                .padding()
            }
            .navigationTitle("Order #4821")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Replay") { trigger += 1 }
            }
        }
    }
}

// MARK: - 11. Editor with a settings inspector (@Bindable)

private enum ModShapeKind: String, CaseIterable, Identifiable {
    case square, rounded, circle
    var id: Self { self }
}

@Observable
private final class ModCanvasSettings {
    var strokeWidth: Double = 4
    var color: Color = .blue
    var shape: ModShapeKind = .rounded
    var cornerRadius: Double = 24
    var showGrid = true
}

private struct ModCanvasPreview: View {
    let settings: ModCanvasSettings

    var body: some View {
        ZStack {
            if settings.showGrid {
                Canvas { context, size in
                    var path = Path()
                    for x in stride(from: 0, through: size.width, by: 20) {
                        path.move(to: CGPoint(x: x, y: 0))
                        path.addLine(to: CGPoint(x: x, y: size.height))
                    }
                    for y in stride(from: 0, through: size.height, by: 20) {
                        path.move(to: CGPoint(x: 0, y: y))
                        path.addLine(to: CGPoint(x: size.width, y: y))
                    }
                    context.stroke(path, with: .color(.gray.opacity(0.2)), lineWidth: 0.5)
                }
            }
            Group {
                switch settings.shape {
                case .square:
                    Rectangle().stroke(settings.color, lineWidth: settings.strokeWidth)
                case .rounded:
                    RoundedRectangle(cornerRadius: settings.cornerRadius)
                        .stroke(settings.color, lineWidth: settings.strokeWidth)
                case .circle:
                    Circle().stroke(settings.color, lineWidth: settings.strokeWidth)
                }
            }
            .frame(width: 200, height: 200)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct ModInspectorForm: View {
    @Bindable var settings: ModCanvasSettings

    var body: some View {
        Form {
            Section("Stroke") {
                Slider(value: $settings.strokeWidth, in: 1...12, step: 1) {
                    Text("Width")
                }
                LabeledContent("Width", value: settings.strokeWidth, format: .number)
                ColorPicker("Color", selection: $settings.color)
            }
            Section("Shape") {
                Picker("Shape", selection: $settings.shape) {
                    ForEach(ModShapeKind.allCases) { kind in
                        Text(kind.rawValue.capitalized).tag(kind)
                    }
                }
                .pickerStyle(.segmented)
                Stepper("Corner radius: \(Int(settings.cornerRadius))",
                        value: $settings.cornerRadius, in: 0...40, step: 4)
                    .disabled(settings.shape != .rounded)
                Toggle("Show grid", isOn: $settings.showGrid)
            }
        }
    }
}

private struct ModInspectorScreen: View {
    @State private var settings = ModCanvasSettings()
    @State private var showInspector = false

    var body: some View {
        NavigationStack {
            ModCanvasPreview(settings: settings)
                .navigationTitle("Editor")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    Button {
                        showInspector.toggle()
                    } label: {
                        Label("Inspector", systemImage: "slider.horizontal.3")
                    }
                }
                .inspector(isPresented: $showInspector) {
                    ModInspectorForm(settings: settings)
                        .inspectorColumnWidth(min: 200, ideal: 280, max: 360)
                        .presentationDetents([.medium, .large])
                }
        }
    }
}

// MARK: - 12. Step counter with a numeric content transition

private struct ModStepCounterScreen: View {
    @State private var steps = 6_500
    @State private var goal = 10_000
    @State private var reachedGoal = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Today")
                .font(.headline)
                .foregroundStyle(.secondary)
            Text(steps, format: .number)
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText(countsDown: false))
                .monospacedDigit()
            Text("of \(goal.formatted()) steps")
                .foregroundStyle(.secondary)
            ProgressView(value: Double(min(steps, goal)), total: Double(goal))
                .tint(reachedGoal ? .green : .blue)
                .padding(.horizontal, 40)
            HStack(spacing: 16) {
                Button("−500") {
                    withAnimation { steps = max(0, steps - 500) }
                }
                Button("+500") {
                    withAnimation { steps += 500 }
                }
            }
            .buttonStyle(.bordered)
            Stepper("Goal: \(goal.formatted())", value: $goal, in: 1_000...30_000, step: 1_000)
                .padding(.horizontal, 40)
            if reachedGoal {
                Label("Goal reached!", systemImage: "trophy.fill")
                    .foregroundStyle(.orange)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .onChange(of: steps) { oldValue, newValue in
            withAnimation(.spring) {
                reachedGoal = newValue >= goal
            }
        }
        .onChange(of: goal, initial: true) {
            reachedGoal = steps >= goal
        }
        .sensoryFeedback(.success, trigger: reachedGoal) { oldValue, newValue in
            !oldValue && newValue
        }
    }
}

// MARK: - 13. Ring progress drawn with Canvas

private struct ModRingScreen: View {
    @State private var progress = 0.35

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Canvas { context, size in
                    let lineWidth: CGFloat = 20
                    let rect = CGRect(origin: .zero, size: size).insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
                    context.stroke(Path(ellipseIn: rect), with: .color(.gray.opacity(0.2)), lineWidth: lineWidth)
                    var arc = Path()
                    arc.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2),
                               radius: rect.width / 2,
                               startAngle: .degrees(-90),
                               endAngle: .degrees(-90 + 360 * progress),
                               clockwise: false)
                    context.stroke(arc,
                                   with: .linearGradient(Gradient(colors: [.mint, .blue]),
                                                         startPoint: .zero,
                                                         endPoint: CGPoint(x: size.width, y: size.height)),
                                   style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                }
                .frame(width: 220, height: 220)

                VStack(spacing: 4) {
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                        .font(.largeTitle.bold())
                        .contentTransition(.numericText(value: progress))
                    Text("Move")
                        .foregroundStyle(.secondary)
                }
            }

            Slider(value: $progress.animation(.easeInOut), in: 0...1)
                .padding(.horizontal, 32)

            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text("Updated \(context.date, style: .time)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

// MARK: - 14. Sticky segmented header with safeAreaInset

private enum ModFeedTab: String, CaseIterable, Identifiable {
    case forYou = "For You"
    case following = "Following"
    case trending = "Trending"
    var id: Self { self }
}

private struct ModFeedCard: View {
    let index: Int
    let tab: ModFeedTab

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(hue: Double(index % 10) / 10, saturation: 0.4, brightness: 0.95))
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text("\(tab.rawValue) post \(index + 1)")
                    .font(.headline)
                Text("A short summary of the post.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
    }
}

private struct ModStickyHeaderScreen: View {
    @State private var tab: ModFeedTab = .forYou
    @State private var scrolledID: Int?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(0..<20, id: \.self) { index in
                        ModFeedCard(index: index, tab: tab)
                    }
                }
                .scrollTargetLayout()
                .padding(.horizontal)
            }
            .scrollPosition(id: $scrolledID)
            .safeAreaInset(edge: .top, spacing: 0) {
                Picker("Feed", selection: $tab) {
                    ForEach(ModFeedTab.allCases) { tab in
                        Text(tab.rawValue).tag(tab)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .onChange(of: tab) {
                withAnimation { scrolledID = 0 }
            }
            .navigationTitle("Feed")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 15. Snapping calendar strip with scrollPosition(id:)

private struct ModDay: Identifiable, Hashable {
    let id: Int
    let date: Date
}

private let modCalendarEvents: [Int: [String]] = [
    10: ["Stand-up", "Design review", "Gym"],
    11: ["Dentist"],
    13: ["Team lunch", "1:1 with Sam"],
]

private struct ModDayCell: View {
    let day: ModDay
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 4) {
            Text(day.date, format: .dateTime.weekday(.abbreviated))
                .font(.caption)
                .foregroundStyle(isSelected ? Color.white : Color.secondary)
            Text(day.date, format: .dateTime.day())
                .font(.title3.bold())
        }
        .frame(width: 48, height: 64)
        .foregroundStyle(isSelected ? Color.white : Color.primary)
        .background(isSelected ? Color.accentColor : Color.clear,
                    in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

private struct ModCalendarStripScreen: View {
    private let days: [ModDay]
    @State private var selectedDay: Int? = 10

    init() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 12))!
        days = (0..<31).map { offset in
            ModDay(id: offset, date: calendar.date(byAdding: .day, value: offset, to: start)!)
        }
    }

    private var events: [String] {
        modCalendarEvents[selectedDay ?? -1] ?? []
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 8) {
                        ForEach(days) { day in
                            ModDayCell(day: day, isSelected: day.id == selectedDay)
                                .onTapGesture {
                                    withAnimation(.snappy) { selectedDay = day.id }
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $selectedDay, anchor: .center)
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollBounceBehavior(.basedOnSize)
                .frame(height: 80)

                Divider()

                if events.isEmpty {
                    ContentUnavailableView("No Events", systemImage: "calendar",
                                           description: Text("Nothing planned for this day."))
                } else {
                    List(events, id: \.self) { event in
                        Label(event, systemImage: "clock")
                    }
                    .listStyle(.plain)
                }
            }
            .navigationTitle("March")
            .toolbar {
                Button("Today") {
                    withAnimation { selectedDay = 10 }
                }
            }
        }
    }
}

// MARK: - Tests

@MainActor struct TypicalCorpusModernScreensTests {
    @Test func everyScreenBuilds() throws {
        let screens: [AnyView] = [
            AnyView(ModHeroGalleryScreen()),
            AnyView(ModCoverFlowScreen()),
            AnyView(ModOnboardingScreen()),
            AnyView(ModDashboardScreen()),
            AnyView(ModLikeScreen()),
            AnyView(ModTagPickerScreen()),
            AnyView(ModProfileScreen()),
            AnyView(ModPhotoStripScreen()),
            AnyView(ModInboxScreen()),
            AnyView(ModTimelineScreen()),
            AnyView(ModInspectorScreen()),
            AnyView(ModStepCounterScreen()),
            AnyView(ModRingScreen()),
            AnyView(ModStickyHeaderScreen()),
            AnyView(ModCalendarStripScreen()),
        ]
        for screen in screens {
            let app = TestApp(screen, measurer: fakeMeasurer())
            #expect(!app.app.graph.inspect().all.isEmpty)
        }
    }
}

// iPhone 14 (390 × 844, safe area 47 / 34), the fake measurer (8 pt a
// character and 16 pt a line at 17 pt, scaled with the font size).
extension TypicalCorpusModernScreensTests {
    /// Frames running for a while, for screens that never settle (phase
    /// animators, repeating symbol effects, a periodic timeline).
    func running(_ view: some View) -> TestApp {
        let app = TestApp(view, measurer: fakeMeasurer())
        app.pump(1)
        return app
    }

    func texts(_ app: TestApp, _ text: String) -> [CGRect] { frames(app, "Text", text) }

    /// "Discover" (largeTitle bold, 34 pt: 8 × 8 × 2 = 128 by 32) at the top
    /// of the safe area, 16 in; the grid 16 below it, two columns of
    /// (358 − 12) / 2 = 173, cards 180 tall, 12 apart. A tap on a card shows
    /// its detail 320 tall from the window's top, the name (largeTitle bold)
    /// 16 under it; the close button brings the grid back.
    @Test func aHeroCardGallery() throws {
        let app = try settledApp(ModHeroGalleryScreen())
        #expect(textFrame(app, "Discover") == CGRect(x: 16, y: 47, width: 128, height: 32))
        #expect(Array(frames(app, "RoundedRectangle").prefix(3)) == [
            CGRect(x: 16, y: 95, width: 173, height: 180), CGRect(x: 201, y: 95, width: 173, height: 180),
            CGRect(x: 16, y: 287, width: 173, height: 180)])
        try app.tap(.text("Kyoto"))
        try app.pumpAndSettle()
        // The card's place in the grid keeps a clear view of its size.
        #expect(frames(app, "Rectangle").first == CGRect(x: 16, y: 95, width: 173, height: 180))
        #expect(frames(app, "Rectangle").last == CGRect(x: 0, y: 0, width: 390, height: 320))
        #expect(textFrame(app, "Kyoto") == CGRect(x: 16, y: 336, width: 80, height: 32))
        let close = try #require(frame(app, "Image", "xmark.circle.fill"))
        app.tap(CGPoint(x: close.midX, y: close.midY))
        try app.pumpAndSettle()
        #expect(frames(app, "Rectangle").isEmpty)
        #expect(textFrame(app, "Kyoto") == CGRect(x: 28, y: 233, width: 40, height: 16))
    }

    /// Under the large title bar (47 + 96 = 143) "Recently Played" (title2
    /// bold: 21 tall); the carousel 16 below, 220 tall, its 190 pt covers
    /// centred across it (y 143 + 21 + 16 + 15) from x 100 (the content
    /// margins), one after another. A drag of a cover's width to the left
    /// rests on the next: it is the album named under the carousel.
    @Test func aCoverFlowCarousel() throws {
        let app = try settledApp(ModCoverFlowScreen())
        #expect(textFrame(app, "Recently Played") == CGRect(x: 16, y: 143, width: 156, height: 21))
        #expect(Array(frames(app, "RoundedRectangle").prefix(2)) == [
            CGRect(x: 100, y: 195, width: 190, height: 190), CGRect(x: 290, y: 195, width: 190, height: 190)])
        #expect(texts(app, "Night Drive").count == 2)
        app.drag(from: CGPoint(x: 300, y: 290), to: CGPoint(x: 110, y: 290))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").first { $0.minX == 100 } == CGRect(x: 100, y: 195, width: 190, height: 190))
        #expect(texts(app, "Coastlines").count == 2)
        #expect(texts(app, "Night Drive").count == 1)
    }

    /// The button (headline padded 8, then 7 by `.borderedProminent`: 46
    /// tall) 8 above the safe area's bottom (756 … 802); the dots 16 above
    /// it, 8 tall, 20 + 8 + 8 wide and 8 apart, centred (from 169).
    /// Continue pages on: the second dot is the wide one and the last page
    /// says Get Started.
    @Test func aPagedOnboarding() throws {
        let app = running(ModOnboardingScreen())
        #expect(frames(app, "Capsule") == [
            CGRect(x: 169, y: 732, width: 20, height: 8), CGRect(x: 197, y: 732, width: 8, height: 8),
            CGRect(x: 213, y: 732, width: 8, height: 8), CGRect(x: 24, y: 756, width: 342, height: 46)])
        #expect(textFrame(app, "Continue") == CGRect(x: 163, y: 771, width: 64, height: 16))
        try app.tap(.text("Continue"))
        app.pump(1)
        #expect(Array(frames(app, "Capsule").prefix(3)) == [
            CGRect(x: 169, y: 732, width: 8, height: 8), CGRect(x: 185, y: 732, width: 20, height: 8),
            CGRect(x: 213, y: 732, width: 8, height: 8)])
        try app.tap(.text("Continue"))
        app.pump(1)
        #expect(textFrame(app, "Get Started") == CGRect(x: 151, y: 771, width: 88, height: 16))
    }

    /// The grid starts 16 below the large title bar (143 + 16); adaptive
    /// columns of at least 160 in 358 make two of (358 − 16) / 2 = 171;
    /// the rings (58) centred in the tiles' 139 pt content. The storage tile
    /// is the whole width, after the grid's 117 + 16 + 107, the stack's 8
    /// and its own 16. Refresh shows the new heart rate.
    @Test func aDashboardOfGauges() throws {
        // Once any view in the process has set an alignment guide, stacks
        // ask each child for guides; the scroll view answered by measuring
        // its whole content at the viewport's size, and this grid, measured
        // at a width it is never proposed, forgot its second row and kept
        // estimating it as tall as the first. The guide set first makes the
        // test hold whatever ran before.
        _ = TestApp(Text("x").alignmentGuide(.leading) { _ in 0 }, measurer: fakeMeasurer())
        let app = running(ModDashboardScreen())
        #expect(Array(frames(app, "RoundedRectangle").prefix(4)) == [
            CGRect(x: 16, y: 159, width: 171, height: 117), CGRect(x: 203, y: 159, width: 171, height: 117),
            CGRect(x: 16, y: 292, width: 171, height: 107), CGRect(x: 16, y: 423, width: 358, height: 103)])
        #expect(frames(app, "GaugeRing") == [CGRect(x: 72.5, y: 202, width: 58, height: 58),
                                            CGRect(x: 259.5, y: 202, width: 58, height: 58)])
        #expect(frame(app, "GaugeBar", nil).map { $0.width } == 107)
        let refresh = try #require(frame(app, "Image", "arrow.clockwise"))
        app.tap(CGPoint(x: refresh.midX, y: refresh.midY))
        app.pump(1)
        #expect(textFrame(app, "88") != nil)
        #expect(textFrame(app, "72") == nil)
    }

    /// The photo is the width less the padding, 358, by 358 × 3 / 4; the
    /// count (title3: 20 pt, 19 tall) after the heart. A tap on the count
    /// likes: 129 and a filled heart; the bookmark fills too.
    @Test func aLikeButtonWithARollingCounter() throws {
        let app = running(ModLikeScreen())
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 63, width: 358, height: 268.5))
        #expect(textFrame(app, "128")?.height == 19)
        try app.tap(.text("128"))
        app.pump(1)
        #expect(textFrame(app, "129") != nil)
        #expect(frame(app, "Image", "heart.fill") != nil)
        let bookmark = try #require(frame(app, "Image", "bookmark"))
        app.tap(CGPoint(x: bookmark.midX, y: bookmark.midY))
        app.pump(1)
        #expect(frame(app, "Image", "bookmark.fill") != nil)
    }

    /// Chips are their label padded 12 by 6 (subheadline: 15 pt lines), 8
    /// apart, rows 10 apart: "Swift" selected is 12 + 8.455 (the caption
    /// checkmark) + 4 + 36 + 12; "Accessibility" (116) does not fit after
    /// the first three (241.9 + 8 + 116 > 358) and starts the second row at
    /// 191 + 27 + 10. Selecting SwiftUI widens it by the checkmark and
    /// counts it in the button.
    @Test func aChipFlowLayout() throws {
        let app = try settledApp(ModTagPickerScreen())
        let chips = frames(app, "Capsule")
        #expect(same(chips.first, CGRect(x: 16, y: 191, width: 72.455078125, height: 27)))
        #expect(chips.dropFirst(3).first == CGRect(x: 16, y: 228, width: 116, height: 27))
        #expect(textFrame(app, "Continue with 2 topics") != nil)
        try app.tap(.text("SwiftUI"))
        try app.pumpAndSettle()
        #expect(same(frames(app, "Capsule").dropFirst().first, CGRect(x: 96.455078125, y: 191, width: 86.455078125, height: 27)))
        #expect(textFrame(app, "Continue with 3 topics") != nil)
    }

    /// Compact: one column, the 96 pt avatar centred 16 below the safe
    /// area, the three stats (72 wide, 12 apart: 240) centred in a row.
    /// Regular: the avatar's column and the stats side by side; the stats
    /// no longer fit in a row and stack, one above the other.
    @Test func aResponsiveProfile() throws {
        let app = try settledApp(ModProfileScreen())
        #expect(frame(app, "Circle") == CGRect(x: 147, y: 63, width: 96, height: 96))
        #expect(Array(frames(app, "RoundedRectangle").prefix(3)).map(\.minX) == [75, 159, 243])
        let regular = try settledApp(ModProfileScreen().environment(\.horizontalSizeClass, .regular))
        let stats = Array(frames(regular, "RoundedRectangle").prefix(3))
        #expect(Set(stats.map(\.minX)).count == 1)
        #expect(stats[1].minY == stats[0].maxY + 8)
        #expect((frame(regular, "Circle")?.maxX ?? .infinity) < stats[0].minX)
    }

    /// The featured strip's container is the width less the safe area
    /// padding (358): two of three columns 10 apart, (358 − 20) / 3 × 2 +
    /// 10 = 235.33 wide, from x 16; the recent strip's a quarter of 358
    /// less its spacing, (358 − 24) / 4 = 83.5, from its 16 pt margin.
    @Test func aPhotoStrip() throws {
        let app = try settledApp(ModPhotoStripScreen())
        let tiles = frames(app, "RoundedRectangle")
        #expect(same(tiles.first, CGRect(x: 16, y: 188, width: (358.0 - 20) / 3 * 2 + 10, height: 160)))
        #expect(same(tiles.dropFirst().first, CGRect(x: 16 + (358.0 - 20) / 3 * 2 + 20, y: 188, width: (358.0 - 20) / 3 * 2 + 10, height: 160)))
        #expect(tiles.first { $0.minY > 348 }.map { CGRect(x: $0.minX, y: 0, width: $0.width, height: 0) }
                == CGRect(x: 16, y: 0, width: 83.5, height: 0))
    }

    /// Empty: the placeholder's symbol, title, description and button;
    /// loading shows the four rows; a search that matches nothing shows
    /// the search placeholder with the text searched for.
    @Test func anEmptyStateInbox() throws {
        let app = try settledApp(ModInboxScreen())
        #expect(frame(app, "Image", "tray")?.size == CGSize(width: 48, height: 48))
        try app.tap(.text("Load Sample Messages"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ava") != nil && textFrame(app, "Dev Team") != nil)
        try app.tap(.text("Search mail"))
        app.type("zzz")
        try app.pumpAndSettle()
        #expect(textFrame(app, "No Results for \u{201C}zzz\u{201D}") != nil)
        #expect(textFrame(app, "Ava") == nil)
    }

    /// Under the inline bar (47 + 44) and the 16 pt padding the banner,
    /// 120 tall; 20 below it the first row. A row is as tall as its circle
    /// (28) and connector (at least 32), 60, unless its text is taller. The
    /// spacer after the text is served last, so the text column is offered
    /// the row's 358 less the circle, the gap and nothing more: the
    /// second's detail stays on one 13 pt line (column 15 + 2 + 13 + 2 + 11
    /// + 16 = 59), and the rows are 60 apart. Replay runs the truck's
    /// keyframes; their vertical track ends where it began.
    @Test func aShipmentTimeline() throws {
        let app = try settledApp(ModTimelineScreen())
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 107, width: 358, height: 120))
        #expect(Array(frames(app, "Circle").prefix(3)).map(\.minY) == [247, 307, 367])
        #expect(textFrame(app, "Your parcel is ready to go.")?.height == 13)
        try app.tap(.text("Replay"))
        try app.pumpAndSettle()
        // Back in the banner's middle across (its y keyframes end on 0).
        #expect(frame(app, "Image", "box.truck.fill")?.minY == 107 + 60 - symbol(40) / 2)
    }

    /// The canvas fills the page under the inline bar (91 … 810), the
    /// 200 pt shape centred in it; the toolbar button presents the
    /// inspector, a sheet at its medium detent on an iPhone.
    @Test func anEditorWithAnInspector() throws {
        let app = try settledApp(ModInspectorScreen())
        #expect(frame(app, "Canvas") == CGRect(x: 0, y: 91, width: 390, height: 719))
        #expect(frame(app, "RoundedRectangle") == CGRect(x: 95, y: 91 + (719.0 - 200) / 2, width: 200, height: 200))
        let button = try #require(frame(app, "Image", "slider.horizontal.3"))
        app.tap(CGPoint(x: button.midX, y: button.midY))
        try app.pumpAndSettle()
        #expect(frame(app, "Presented") == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(textFrame(app, "Show grid") != nil)
    }

    /// The count (64 pt bold: 5 × 8 × 64 / 17 = 150.6 → 151 by 61),
    /// centred; seven taps on +500 reach the goal and show the badge.
    @Test func aStepCounter() throws {
        let app = try settledApp(ModStepCounterScreen())
        #expect(textFrame(app, "6,500")?.size == CGSize(width: 151, height: 61))
        #expect(textFrame(app, "6,500")?.midX == 195)
        #expect(textFrame(app, "Goal reached!") == nil)
        for _ in 0..<7 {
            try app.tap(.text("+500"))
            try app.pumpAndSettle()
        }
        #expect(textFrame(app, "10,000") != nil)
        #expect(textFrame(app, "Goal reached!") != nil)
    }

    /// The 220 pt canvas centred; "35%" (largeTitle bold) in it. The
    /// slider (326 wide, its thumb 14 pt in at each end) moves 100 pt
    /// right: 100 / 298 of the range more, 0.686, shown as 69 %.
    @Test func aRingDrawnOnACanvas() throws {
        let app = running(ModRingScreen())
        #expect(frame(app, "Canvas")?.size == CGSize(width: 220, height: 220))
        #expect(frame(app, "Canvas")?.minX == 85)
        #expect(textFrame(app, "35%") != nil)
        let slider = try #require(frame(app, "Slider"))
        let thumb = slider.minX + 14 + 0.35 * (slider.width - 28)
        #expect(slider.width == 326)
        app.drag(from: CGPoint(x: thumb, y: slider.midY), to: CGPoint(x: thumb + 100, y: slider.midY))
        app.pump(1)
        #expect(textFrame(app, "69%") != nil)
    }

    /// The segmented picker in the top inset, under the inline bar: its
    /// bar fills from the window's top to 91 + 8 + 32 + 8 = 139; the first
    /// card (56 + 2 × 12 = 80 tall) right under it, the next 12 below.
    /// Choosing Trending retitles the cards; a card's text column (16 + 4 +
    /// one 15 pt summary line: the spacer beside it is served last) is
    /// centred on the 56 pt swatch.
    @Test func aStickySegmentedHeader() throws {
        let app = try settledApp(ModStickyHeaderScreen())
        #expect(frame(app, "Rectangle") == CGRect(x: 0, y: 0, width: 390, height: 139))
        #expect(Array(frames(app, "RoundedRectangle").prefix(4)).filter { $0.width == 358 }.map(\.minY) == [139, 231])
        try app.tap(.text("Trending"))
        try app.pumpAndSettle()
        let titleY: CGFloat = 139 + 12 + CGFloat(56 - (16 + 4 + 15)) / 2
        #expect(textFrame(app, "Trending post 1")?.minY == titleY)
    }

    /// Cells 48 wide, 8 apart, from the 16 pt margin; the selected day
    /// (the 11th, index 10) scrolled to the centre (171 … 219). A tap on
    /// the 12th selects and centres it and lists its event; the 13th has
    /// none.
    @Test func aSnappingCalendarStrip() throws {
        let app = try settledApp(ModCalendarStripScreen())
        let cell = { (day: String) -> CGRect? in
            guard let t = textFrame(app, day) else { return nil }
            return frames(app, "RoundedRectangle").first { $0.minX <= t.minX && $0.maxX >= t.maxX && $0.minY <= t.minY }
        }
        #expect(cell("11")?.minX == 171)
        #expect(textFrame(app, "Stand-up") != nil)
        try app.tap(.text("12"))
        try app.pumpAndSettle()
        #expect(cell("12")?.minX == 171)
        #expect(textFrame(app, "Dentist") != nil)
        try app.tap(.text("13"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "No Events") != nil)
    }
}
