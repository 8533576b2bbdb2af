import Foundation
import ScrollSim
import Testing

// MARK: - 1. Swipe card deck

private struct GstProfile: Identifiable, Equatable {
    let id: Int
    let name: String
    let age: Int
    let bio: String
    let color: Color
}

private struct GstSwipeDeckScreen: View {
    @State private var profiles: [GstProfile] = [
        GstProfile(id: 1, name: "Ava", age: 27, bio: "Climber, coffee snob", color: .pink),
        GstProfile(id: 2, name: "Ben", age: 31, bio: "Runs on trails and tacos", color: .orange),
        GstProfile(id: 3, name: "Cleo", age: 25, bio: "Bakes sourdough at 5am", color: .purple),
        GstProfile(id: 4, name: "Dev", age: 29, bio: "Synths and sci-fi", color: .teal),
    ]
    @State private var liked: [String] = []
    @State private var passed: [String] = []

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ZStack {
                    if profiles.isEmpty {
                        ContentUnavailableView(
                            "No more profiles",
                            systemImage: "person.crop.circle.badge.questionmark",
                            description: Text("Check back later.")
                        )
                    }
                    ForEach(profiles.reversed()) { profile in
                        GstSwipeCard(profile: profile) { didLike in
                            record(profile, liked: didLike)
                        }
                    }
                }
                .frame(height: 440)
                .padding(.horizontal)

                HStack(spacing: 40) {
                    Button {
                        if let top = profiles.first { record(top, liked: false) }
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title.bold())
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(.background).shadow(radius: 4))
                    }
                    .tint(.red)
                    .accessibilityLabel("Pass")

                    Button {
                        if let top = profiles.first { record(top, liked: true) }
                    } label: {
                        Image(systemName: "heart.fill")
                            .font(.title.bold())
                            .frame(width: 64, height: 64)
                            .background(Circle().fill(.background).shadow(radius: 4))
                    }
                    .tint(.green)
                    .accessibilityLabel("Like")
                }
                .disabled(profiles.isEmpty)

                Text("Liked \(liked.count) · Passed \(passed.count)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
            }
            .navigationTitle("Discover")
        }
    }

    private func record(_ profile: GstProfile, liked didLike: Bool) {
        withAnimation(.spring) {
            profiles.removeAll { $0.id == profile.id }
        }
        if didLike { liked.append(profile.name) } else { passed.append(profile.name) }
    }
}

private struct GstSwipeCard: View {
    let profile: GstProfile
    var onSwipe: (Bool) -> Void
    @State private var offset: CGSize = .zero
    private let threshold: CGFloat = 120

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(profile.color.gradient)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("\(profile.name), \(profile.age)")
                        .font(.largeTitle.bold())
                    Text(profile.bio)
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(20)
            }
            .overlay(alignment: .topLeading) {
                Text("LIKE")
                    .font(.title.weight(.heavy))
                    .foregroundStyle(.green)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 4))
                    .rotationEffect(.degrees(-15))
                    .opacity(Double(max(0, offset.width) / threshold))
                    .padding(24)
            }
            .overlay(alignment: .topTrailing) {
                Text("NOPE")
                    .font(.title.weight(.heavy))
                    .foregroundStyle(.red)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.red, lineWidth: 4))
                    .rotationEffect(.degrees(15))
                    .opacity(Double(max(0, -offset.width) / threshold))
                    .padding(24)
            }
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
            .offset(offset)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > threshold {
                            let didLike = value.translation.width > 0
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                                offset = CGSize(width: didLike ? 600 : -600, height: value.translation.height)
                            } completion: {
                                onSwipe(didLike)
                            }
                        } else {
                            withAnimation(.spring) {
                                offset = .zero
                            }
                        }
                    }
            )
    }
}

// MARK: - 2. Drag-to-reorder grid

private struct GstTile: Identifiable, Equatable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

private struct GstReorderGridScreen: View {
    @State private var tiles: [GstTile] = GstReorderGridScreen.defaultTiles
    @State private var draggingID: Int?
    @GestureState private var dragOffset: CGSize = .zero

    private let spacing: CGFloat = 12
    private let tileHeight: CGFloat = 100
    private let columnCount = 3

    static let defaultTiles: [GstTile] = [
        GstTile(id: 0, title: "Mail", symbol: "envelope.fill", color: .blue),
        GstTile(id: 1, title: "Photos", symbol: "photo.fill", color: .orange),
        GstTile(id: 2, title: "Music", symbol: "music.note", color: .pink),
        GstTile(id: 3, title: "Maps", symbol: "map.fill", color: .green),
        GstTile(id: 4, title: "Notes", symbol: "note.text", color: .yellow),
        GstTile(id: 5, title: "Clock", symbol: "clock.fill", color: .gray),
        GstTile(id: 6, title: "Wallet", symbol: "wallet.pass.fill", color: .black),
        GstTile(id: 7, title: "Health", symbol: "heart.fill", color: .red),
        GstTile(id: 8, title: "Books", symbol: "book.fill", color: .brown),
    ]

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                let columnWidth = (proxy.size.width - 32 - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount)
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columnCount), spacing: spacing) {
                        ForEach(tiles) { tile in
                            tileView(tile)
                                .offset(draggingID == tile.id ? dragOffset : .zero)
                                .scaleEffect(draggingID == tile.id ? 1.1 : 1)
                                .zIndex(draggingID == tile.id ? 1 : 0)
                                .gesture(
                                    DragGesture()
                                        .updating($dragOffset) { value, state, _ in
                                            state = value.translation
                                        }
                                        .onChanged { _ in
                                            if draggingID == nil { draggingID = tile.id }
                                        }
                                        .onEnded { value in
                                            move(tile, by: value.translation, columnWidth: columnWidth)
                                            draggingID = nil
                                        }
                                )
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Home Screen")
            .toolbar {
                Button("Reset") {
                    withAnimation { tiles = Self.defaultTiles }
                }
            }
        }
    }

    private func tileView(_ tile: GstTile) -> some View {
        VStack(spacing: 8) {
            Image(systemName: tile.symbol)
                .font(.title)
            Text(tile.title)
                .font(.caption.weight(.semibold))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity)
        .frame(height: tileHeight)
        .background(tile.color.gradient, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }

    private func move(_ tile: GstTile, by translation: CGSize, columnWidth: CGFloat) {
        guard let from = tiles.firstIndex(of: tile) else { return }
        let dx = Int((translation.width / (columnWidth + spacing)).rounded())
        let dy = Int((translation.height / (tileHeight + spacing)).rounded())
        let to = min(max(from + dy * columnCount + dx, 0), tiles.count - 1)
        guard to != from else { return }
        withAnimation(.spring(response: 0.3)) {
            tiles.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }
}

// MARK: - 3. Freehand drawing canvas

private struct GstStroke: Identifiable {
    let id = UUID()
    var points: [CGPoint]
    var color: Color
    var width: CGFloat
}

private struct GstDrawingScreen: View {
    @State private var strokes: [GstStroke] = []
    @State private var current: GstStroke?
    @State private var color: Color = .blue
    @State private var lineWidth: CGFloat = 6
    private let palette: [Color] = [.black, .blue, .red, .green, .orange]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ZStack {
                    Color.white
                    ForEach(strokes) { stroke in
                        path(for: stroke.points)
                            .stroke(stroke.color, style: StrokeStyle(lineWidth: stroke.width, lineCap: .round, lineJoin: .round))
                    }
                    if let current {
                        path(for: current.points)
                            .stroke(current.color, style: StrokeStyle(lineWidth: current.width, lineCap: .round, lineJoin: .round))
                    }
                }
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .local)
                        .onChanged { value in
                            if current == nil {
                                current = GstStroke(points: [value.startLocation], color: color, width: lineWidth)
                            }
                            current?.points.append(value.location)
                        }
                        .onEnded { _ in
                            if let current { strokes.append(current) }
                            current = nil
                        }
                )
                .clipped()

                Divider()

                HStack(spacing: 12) {
                    ForEach(palette, id: \.self) { swatch in
                        Circle()
                            .fill(swatch)
                            .frame(width: 28, height: 28)
                            .overlay(Circle().stroke(Color.primary, lineWidth: swatch == color ? 2 : 0).padding(-4))
                            .onTapGesture { color = swatch }
                    }
                    Slider(value: $lineWidth, in: 1...20)
                }
                .padding()
            }
            .navigationTitle("Sketch")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        _ = strokes.popLast()
                    } label: {
                        Image(systemName: "arrow.uturn.backward")
                    }
                    .disabled(strokes.isEmpty)

                    Button(role: .destructive) {
                        strokes.removeAll()
                    } label: {
                        Image(systemName: "trash")
                    }
                    .disabled(strokes.isEmpty)
                }
            }
        }
    }

    private func path(for points: [CGPoint]) -> Path {
        Path { path in
            guard let first = points.first else { return }
            path.move(to: first)
            path.addLines(points)
        }
    }
}

// MARK: - 4. Canvas chart

private struct GstSale: Identifiable {
    var id: String { month }
    let month: String
    let amount: Double
}

private struct GstCanvasChartScreen: View {
    @State private var showLine = false
    let sales: [GstSale] = [
        GstSale(month: "Jan", amount: 120),
        GstSale(month: "Feb", amount: 90),
        GstSale(month: "Mar", amount: 160),
        GstSale(month: "Apr", amount: 200),
        GstSale(month: "May", amount: 140),
        GstSale(month: "Jun", amount: 180),
    ]

    private var total: Double { sales.reduce(0) { $0 + $1.amount } }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Picker("Style", selection: $showLine) {
                    Text("Bars").tag(false)
                    Text("Line").tag(true)
                }
                .pickerStyle(.segmented)

                Canvas { context, size in
                    let plot = CGRect(x: 36, y: 12, width: size.width - 44, height: size.height - 36)
                    let maxValue = sales.map(\.amount).max() ?? 1
                    let slot = plot.width / CGFloat(sales.count)

                    for step in 0...4 {
                        let value = maxValue * Double(step) / 4
                        let y = plot.maxY - plot.height * CGFloat(step) / 4
                        var grid = Path()
                        grid.move(to: CGPoint(x: plot.minX, y: y))
                        grid.addLine(to: CGPoint(x: plot.maxX, y: y))
                        context.stroke(grid, with: .color(.gray.opacity(0.3)), style: StrokeStyle(lineWidth: 0.5, dash: [4, 4]))
                        context.draw(
                            Text(value, format: .number.precision(.fractionLength(0))).font(.caption2),
                            at: CGPoint(x: plot.minX - 6, y: y),
                            anchor: .trailing
                        )
                    }

                    var axes = Path()
                    axes.move(to: CGPoint(x: plot.minX, y: plot.minY))
                    axes.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
                    axes.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
                    context.stroke(axes, with: .color(.secondary), lineWidth: 1)

                    if showLine {
                        var line = Path()
                        for (index, sale) in sales.enumerated() {
                            let point = CGPoint(
                                x: plot.minX + slot * (CGFloat(index) + 0.5),
                                y: plot.maxY - plot.height * sale.amount / maxValue
                            )
                            if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
                            context.fill(Path(ellipseIn: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6)), with: .color(.accentColor))
                        }
                        context.stroke(line, with: .color(.accentColor), lineWidth: 2)
                    } else {
                        for (index, sale) in sales.enumerated() {
                            let height = plot.height * sale.amount / maxValue
                            let bar = CGRect(x: plot.minX + slot * CGFloat(index) + slot * 0.2, y: plot.maxY - height, width: slot * 0.6, height: height)
                            context.fill(Path(roundedRect: bar, cornerRadius: 3), with: .color(.blue))
                        }
                    }

                    for (index, sale) in sales.enumerated() {
                        context.draw(
                            Text(sale.month).font(.caption2).foregroundColor(.secondary),
                            at: CGPoint(x: plot.minX + slot * (CGFloat(index) + 0.5), y: plot.maxY + 4),
                            anchor: .top
                        )
                    }
                }
                .frame(height: 240)

                LabeledContent("Total", value: total, format: .currency(code: "USD"))
                LabeledContent("Best month", value: sales.max { $0.amount < $1.amount }?.month ?? "–")
                Spacer()
            }
            .padding()
            .navigationTitle("Sales")
        }
    }
}

// MARK: - 5. Custom shapes

private struct GstStar: Shape {
    var points: Int = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        for index in 0..<(points * 2) {
            let angle = Double(index) * .pi / Double(points) - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + CGFloat(cos(angle)) * radius, y: center.y + CGFloat(sin(angle)) * radius)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

private struct GstWave: Shape {
    var phase: Double
    var amplitude: CGFloat
    var frequency: Double = 2

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let relative = Double(x / rect.width)
            let y = rect.midY + CGFloat(sin(relative * 2 * .pi * frequency + phase)) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct GstShapesScreen: View {
    @State private var phase = 0.0
    @State private var progress: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                GroupBox("Stars") {
                    HStack(spacing: 16) {
                        GstStar()
                            .fill(.yellow)
                            .frame(width: 60, height: 60)
                        GstStar(points: 6)
                            .stroke(.orange, lineWidth: 3)
                            .frame(width: 60, height: 60)
                        GstStar(points: 8, innerRatio: 0.7)
                            .fill(.pink.gradient)
                            .overlay(GstStar(points: 8, innerRatio: 0.7).stroke(.black, lineWidth: 1))
                            .frame(width: 60, height: 60)
                    }
                    .frame(maxWidth: .infinity)
                }

                GroupBox("Trim") {
                    VStack(spacing: 12) {
                        GstStar()
                            .trim(from: 0, to: progress)
                            .stroke(.purple, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                            .frame(width: 120, height: 120)
                        Button(progress < 1 ? "Draw" : "Erase") {
                            withAnimation(.easeInOut(duration: 1.2)) {
                                progress = progress < 1 ? 1 : 0
                            }
                        }
                        .buttonStyle(.bordered)
                    }
                    .frame(maxWidth: .infinity)
                }

                GroupBox("Wave") {
                    ZStack {
                        GstWave(phase: phase, amplitude: 12)
                            .fill(.blue.opacity(0.5))
                        GstWave(phase: phase + .pi / 2, amplitude: 8, frequency: 3)
                            .fill(.cyan.opacity(0.4))
                    }
                    .frame(height: 80)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        }
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
    }
}

// MARK: - 6. Photo viewer

private struct GstPhotoViewerScreen: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var lastOffset: CGSize = .zero

    var body: some View {
        let magnify = MagnifyGesture()
            .onChanged { value in
                scale = min(max(lastScale * value.magnification, 1), 5)
            }
            .onEnded { _ in
                lastScale = scale
                if scale == 1 {
                    withAnimation(.spring) {
                        offset = .zero
                        lastOffset = .zero
                    }
                }
            }
        let pan = DragGesture()
            .onChanged { value in
                guard scale > 1 else { return }
                offset = CGSize(
                    width: lastOffset.width + value.translation.width,
                    height: lastOffset.height + value.translation.height
                )
            }
            .onEnded { _ in
                lastOffset = offset
            }

        NavigationStack {
            GeometryReader { proxy in
                Image(systemName: "mountain.2.fill")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.white)
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .scaleEffect(scale)
                    .offset(offset)
                    .contentShape(Rectangle())
                    .onTapGesture(count: 2) {
                        withAnimation(.spring) {
                            if scale > 1 {
                                scale = 1
                                offset = .zero
                            } else {
                                scale = 2
                            }
                            lastScale = scale
                            lastOffset = offset
                        }
                    }
                    .gesture(magnify.simultaneously(with: pan))
            }
            .background(Color.black)
            .navigationTitle("IMG_0042")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Text("\(Int(scale * 100))%")
                        .monospacedDigit()
                }
            }
        }
    }
}

// MARK: - 7. Long press and context menu

private struct GstNoteCard: Identifiable {
    let id: Int
    var title: String
    var color: Color
    var position: CGPoint
}

private enum GstDragState {
    case inactive
    case pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
        if case .dragging(let translation) = self { return translation }
        return .zero
    }

    var isActive: Bool {
        if case .inactive = self { return false }
        return true
    }

    var isDragging: Bool {
        if case .dragging = self { return true }
        return false
    }
}

private struct GstPinboardScreen: View {
    @State private var cards: [GstNoteCard] = [
        GstNoteCard(id: 1, title: "Groceries", color: .orange, position: CGPoint(x: 100, y: 100)),
        GstNoteCard(id: 2, title: "Ideas", color: .blue, position: CGPoint(x: 260, y: 180)),
        GstNoteCard(id: 3, title: "Call mum", color: .green, position: CGPoint(x: 140, y: 300)),
    ]
    @State private var archived: [String] = ["Taxes", "Trip plan", "Gift list"]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ZStack {
                    ForEach($cards) { $card in
                        GstDraggableCard(card: $card)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow.opacity(0.08))

                Divider()
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        ForEach(archived, id: \.self) { title in
                            Text(title)
                                .padding(.horizontal, 14)
                                .padding(.vertical, 8)
                                .background(.thinMaterial, in: Capsule())
                                .contextMenu {
                                    Button("Restore", systemImage: "arrow.uturn.up") {
                                        restore(title)
                                    }
                                    Button("Delete", systemImage: "trash", role: .destructive) {
                                        archived.removeAll { $0 == title }
                                    }
                                } preview: {
                                    Text(title)
                                        .font(.title.bold())
                                        .frame(width: 240, height: 160)
                                        .background(Color.yellow.opacity(0.3))
                                }
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Pinboard")
        }
    }

    private func restore(_ title: String) {
        archived.removeAll { $0 == title }
        let id = (cards.map(\.id).max() ?? 0) + 1
        cards.append(GstNoteCard(id: id, title: title, color: .purple, position: CGPoint(x: 200, y: 200)))
    }
}

private struct GstDraggableCard: View {
    @Binding var card: GstNoteCard
    @GestureState private var dragState = GstDragState.inactive

    var body: some View {
        let pickUp = LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                card.position.x += drag.translation.width
                card.position.y += drag.translation.height
            }

        RoundedRectangle(cornerRadius: 12)
            .fill(card.color)
            .frame(width: 140, height: 100)
            .overlay(Text(card.title).font(.headline).foregroundStyle(.white))
            .scaleEffect(dragState.isActive ? 1.08 : 1)
            .shadow(radius: dragState.isDragging ? 12 : 2)
            .position(
                x: card.position.x + dragState.translation.width,
                y: card.position.y + dragState.translation.height
            )
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: dragState.isActive)
            .gesture(pickUp)
    }
}

// MARK: - 8. Rating and custom slider

private struct GstRatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .font(.title2)
                    .foregroundStyle(index <= rating ? .yellow : .gray)
                    .onTapGesture {
                        rating = index == rating ? 0 : index
                    }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) of \(maximum) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating = min(rating + 1, maximum)
            case .decrement: rating = max(rating - 1, 0)
            @unknown default: break
            }
        }
    }
}

private struct GstCustomSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...1
    private let knob: CGFloat = 28

    var body: some View {
        GeometryReader { geo in
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            let track = geo.size.width - knob
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(.systemGray5))
                    .frame(height: 6)
                Capsule()
                    .fill(.tint)
                    .frame(width: track * fraction + knob / 2, height: 6)
                Circle()
                    .fill(.white)
                    .shadow(radius: 2)
                    .frame(width: knob, height: knob)
                    .offset(x: track * fraction)
            }
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let x = min(max(drag.location.x - knob / 2, 0), track)
                        value = range.lowerBound + Double(x / track) * (range.upperBound - range.lowerBound)
                    }
            )
        }
        .frame(height: knob)
    }
}

private struct GstReviewScreen: View {
    @State private var rating = 3
    @State private var spiciness = 0.4
    @State private var comment = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Your rating") {
                    GstRatingView(rating: $rating)
                    Text(rating == 0 ? "Not rated" : "\(rating) star\(rating == 1 ? "" : "s")")
                        .foregroundStyle(.secondary)
                }
                Section {
                    GstCustomSlider(value: $spiciness)
                    LabeledContent("Spiciness", value: spiciness, format: .percent.precision(.fractionLength(0)))
                } header: {
                    Text("How spicy was it?")
                } footer: {
                    Text("Drag anywhere on the track.")
                }
                Section("Comment") {
                    TextField("Optional", text: $comment, axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            .navigationTitle("Review")
        }
    }
}

// MARK: - 9. Habit calendar

private struct GstHabitCalendarScreen: View {
    var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()
    var month: Date = Date(timeIntervalSince1970: 1_709_251_200) // 1 March 2024
    var today = 20
    @State private var completed: Set<Int> = [3, 4, 12, 13, 15, 16, 17, 18, 19, 20]

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 8), count: 7)

    private var daysInMonth: Int {
        calendar.range(of: .day, in: .month, for: month)?.count ?? 30
    }

    private var leadingBlanks: Int {
        (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    }

    private var streak: Int {
        var count = 0
        var day = today
        while completed.contains(day) {
            count += 1
            day -= 1
        }
        return count
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Current streak")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text("\(streak) days")
                            .font(.largeTitle.bold())
                            .contentTransition(.numericText())
                    }
                    Spacer()
                    Image(systemName: "flame.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(streak > 0 ? .orange : .gray)
                }
                .padding()
                .background(.orange.opacity(0.1), in: RoundedRectangle(cornerRadius: 16))

                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(Array(calendar.veryShortWeekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                        Text(symbol)
                            .font(.caption.bold())
                            .foregroundStyle(.secondary)
                    }
                    ForEach(0..<leadingBlanks, id: \.self) { _ in
                        Color.clear.frame(height: 40)
                    }
                    ForEach(1...daysInMonth, id: \.self) { day in
                        GstDayCell(day: day, isDone: completed.contains(day), isToday: day == today)
                            .onTapGesture {
                                guard day <= today else { return }
                                withAnimation(.snappy) {
                                    if completed.contains(day) { completed.remove(day) } else { completed.insert(day) }
                                }
                            }
                            .opacity(day > today ? 0.35 : 1)
                    }
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Meditate")
        }
    }
}

private struct GstDayCell: View {
    let day: Int
    let isDone: Bool
    let isToday: Bool

    var body: some View {
        Text("\(day)")
            .font(.callout.weight(isToday ? .bold : .regular))
            .frame(maxWidth: .infinity)
            .frame(height: 40)
            .foregroundStyle(isDone ? .white : .primary)
            .background {
                Circle()
                    .fill(isDone ? Color.orange : Color.clear)
                    .overlay(Circle().strokeBorder(isToday ? Color.orange : .clear, lineWidth: 2))
            }
    }
}

// MARK: - 10. Tic-tac-toe

private enum GstPlayer: String {
    case x = "X"
    case o = "O"

    var next: GstPlayer { self == .x ? .o : .x }
    var color: Color { self == .x ? .blue : .red }
}

private struct GstTicTacToeScreen: View {
    @State private var board: [GstPlayer?] = Array(repeating: nil, count: 9)
    @State private var current: GstPlayer = .x
    @State private var winningLine: [Int] = []
    @State private var scores: [GstPlayer: Int] = [:]

    private static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    private var winner: GstPlayer? { winningLine.first.flatMap { board[$0] } }
    private var isDraw: Bool { winner == nil && board.allSatisfy { $0 != nil } }

    private var status: String {
        if let winner { return "\(winner.rawValue) wins!" }
        if isDraw { return "It's a draw" }
        return "\(current.rawValue)'s turn"
    }

    var body: some View {
        VStack(spacing: 24) {
            Text(status)
                .font(.title2.bold())
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                ForEach(0..<3) { row in
                    GridRow {
                        ForEach(0..<3) { column in
                            let index = row * 3 + column
                            GstCell(mark: board[index], highlighted: winningLine.contains(index))
                                .onTapGesture { play(index) }
                        }
                    }
                }
            }
            .padding(8)
            .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))

            HStack {
                Text("X: \(scores[.x, default: 0])")
                Spacer()
                Text("O: \(scores[.o, default: 0])")
            }
            .font(.headline)
            .monospacedDigit()

            Button("New Game") {
                withAnimation {
                    board = Array(repeating: nil, count: 9)
                    winningLine = []
                    current = .x
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    private func play(_ index: Int) {
        guard board[index] == nil, winner == nil else { return }
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
            board[index] = current
        }
        if let line = Self.lines.first(where: { line in line.allSatisfy { board[$0] == current } }) {
            winningLine = line
            scores[current, default: 0] += 1
        } else {
            current = current.next
        }
    }
}

private struct GstCell: View {
    let mark: GstPlayer?
    let highlighted: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(highlighted ? Color.yellow.opacity(0.4) : Color(.systemBackground))
            if let mark {
                Text(mark.rawValue)
                    .font(.system(size: 56, weight: .bold, design: .rounded))
                    .foregroundStyle(mark.color)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(maxWidth: .infinity)
    }
}

// MARK: - 11. Stopwatch

private struct GstLap: Identifiable {
    let id: Int
    let split: TimeInterval
}

private struct GstStopwatchScreen: View {
    @State private var startDate: Date?
    @State private var accumulated: TimeInterval = 0
    @State private var laps: [GstLap] = []

    private var isRunning: Bool { startDate != nil }

    private func elapsed(at date: Date) -> TimeInterval {
        accumulated + (startDate.map { date.timeIntervalSince($0) } ?? 0)
    }

    var body: some View {
        VStack(spacing: 24) {
            TimelineView(.periodic(from: .now, by: 0.01)) { context in
                Text(Self.format(elapsed(at: context.date)))
                    .font(.system(size: 64, weight: .thin))
                    .monospacedDigit()
            }
            .frame(height: 120)

            HStack {
                Button(isRunning ? "Lap" : "Reset") {
                    if isRunning {
                        let total = elapsed(at: .now)
                        let previous = laps.reduce(0) { $0 + $1.split }
                        laps.append(GstLap(id: laps.count + 1, split: total - previous))
                    } else {
                        accumulated = 0
                        laps.removeAll()
                    }
                }
                .buttonStyle(GstRoundButtonStyle(color: .gray))
                .disabled(!isRunning && accumulated == 0)

                Spacer()

                Button(isRunning ? "Stop" : "Start") {
                    if let startDate {
                        accumulated += Date.now.timeIntervalSince(startDate)
                        self.startDate = nil
                    } else {
                        startDate = .now
                    }
                }
                .buttonStyle(GstRoundButtonStyle(color: isRunning ? .red : .green))
            }
            .padding(.horizontal, 24)

            List {
                ForEach(laps.reversed()) { lap in
                    HStack {
                        Text("Lap \(lap.id)")
                        Spacer()
                        Text(Self.format(lap.split))
                            .monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding(.top)
    }

    static func format(_ interval: TimeInterval) -> String {
        let centiseconds = Int((interval * 100).rounded(.down))
        return String(format: "%02d:%02d.%02d", centiseconds / 6000, (centiseconds / 100) % 60, centiseconds % 100)
    }
}

private struct GstRoundButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(color)
            .frame(width: 84, height: 84)
            .background(Circle().fill(color.opacity(configuration.isPressed ? 0.5 : 0.25)))
            .overlay(Circle().stroke(color.opacity(0.4), lineWidth: 2).padding(3))
    }
}

// MARK: - 12. Dial

private struct GstKnob: View {
    @Binding var value: Double
    private let startAngle = -135.0
    private let sweep = 270.0
    private let tickCount = 28

    var body: some View {
        GeometryReader { proxy in
            let size = min(proxy.size.width, proxy.size.height)
            let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
            ZStack {
                ForEach(0..<tickCount, id: \.self) { tick in
                    let fraction = Double(tick) / Double(tickCount - 1)
                    Capsule()
                        .fill(fraction <= value ? Color.accentColor : Color.gray.opacity(0.4))
                        .frame(width: 3, height: tick % 9 == 0 ? 14 : 8)
                        .offset(y: -size / 2 + 10)
                        .rotationEffect(.degrees(startAngle + sweep * fraction))
                }
                Circle()
                    .fill(.background)
                    .shadow(radius: 4)
                    .frame(width: size * 0.65, height: size * 0.65)
                    .overlay(alignment: .top) {
                        Capsule()
                            .fill(.orange)
                            .frame(width: 4, height: size * 0.12)
                            .padding(.top, 8)
                    }
                    .rotationEffect(.degrees(startAngle + sweep * value))
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Circle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let dx = drag.location.x - center.x
                        let dy = drag.location.y - center.y
                        var degrees = Double(atan2(dy, dx)) * 180 / .pi + 90
                        if degrees > 180 { degrees -= 360 }
                        let clamped = min(max(degrees, startAngle), startAngle + sweep)
                        value = (clamped - startAngle) / sweep
                    }
            )
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

private struct GstThermostatScreen: View {
    @State private var level = 0.5
    private let range = 10.0...30.0

    private var temperature: Double { range.lowerBound + (range.upperBound - range.lowerBound) * level }

    var body: some View {
        NavigationStack {
            VStack(spacing: 32) {
                GstKnob(value: $level)
                    .frame(width: 260)
                    .overlay {
                        VStack(spacing: 2) {
                            Text(temperature, format: .number.precision(.fractionLength(1)))
                                .font(.system(size: 44, weight: .semibold, design: .rounded))
                                .monospacedDigit()
                            Text("°C")
                                .font(.headline)
                                .foregroundStyle(.secondary)
                        }
                        .allowsHitTesting(false)
                    }
                HStack(spacing: 24) {
                    Button("Eco") { withAnimation { level = 0.25 } }
                    Button("Comfort") { withAnimation { level = 0.55 } }
                    Button("Boost") { withAnimation { level = 1 } }
                }
                .buttonStyle(.bordered)
            }
            .navigationTitle("Living Room")
        }
    }
}

// MARK: - 13. Inbox with refresh and swipe actions

private struct GstMail: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var preview: String
    var isUnread: Bool
    var isFlagged = false
}

@MainActor @Observable
private final class GstInboxModel {
    var mails: [GstMail] = [
        GstMail(id: 1, sender: "Apple", subject: "Your receipt", preview: "Thanks for your purchase of…", isUnread: true),
        GstMail(id: 2, sender: "Mia", subject: "Dinner Friday?", preview: "Are you free on Friday night…", isUnread: true),
        GstMail(id: 3, sender: "GitHub", subject: "[repo] New issue", preview: "A new issue was opened by…", isUnread: false),
        GstMail(id: 4, sender: "Bank", subject: "Statement ready", preview: "Your monthly statement is…", isUnread: false),
    ]
    var refreshCount = 0

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        refreshCount += 1
        mails.insert(GstMail(id: 100 + refreshCount, sender: "Newsletter", subject: "Issue #\(refreshCount)", preview: "This week in Swift…", isUnread: true), at: 0)
    }

    func delete(_ mail: GstMail) { mails.removeAll { $0.id == mail.id } }

    func toggleRead(_ mail: GstMail) {
        guard let index = mails.firstIndex(of: mail) else { return }
        mails[index].isUnread.toggle()
    }

    func toggleFlag(_ mail: GstMail) {
        guard let index = mails.firstIndex(of: mail) else { return }
        mails[index].isFlagged.toggle()
    }
}

private struct GstInboxScreen: View {
    @State private var model = GstInboxModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.mails) { mail in
                    GstMailRow(mail: mail)
                        .swipeActions(edge: .leading) {
                            Button {
                                model.toggleRead(mail)
                            } label: {
                                Label(mail.isUnread ? "Read" : "Unread", systemImage: mail.isUnread ? "envelope.open" : "envelope.badge")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                model.delete(mail)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                model.toggleFlag(mail)
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                }
            }
            .listStyle(.plain)
            .refreshable {
                await model.refresh()
            }
            .navigationTitle("Inbox")
            .overlay {
                if model.mails.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray")
                }
            }
        }
    }
}

private struct GstMailRow: View {
    let mail: GstMail

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(mail.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(mail.sender).font(.headline)
                    Spacer()
                    if mail.isFlagged {
                        Image(systemName: "flag.fill").foregroundStyle(.orange)
                    }
                }
                Text(mail.subject).font(.subheadline)
                Text(mail.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

// MARK: - 14. Swatch picker

private struct GstSwatch: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let color: Color
}

private struct GstSwatchPickerScreen: View {
    @Namespace private var ringNamespace
    @State private var selected = "Blue"
    @State private var custom: Color = .mint

    private let swatches: [GstSwatch] = [
        GstSwatch(name: "Red", color: .red),
        GstSwatch(name: "Orange", color: .orange),
        GstSwatch(name: "Yellow", color: .yellow),
        GstSwatch(name: "Green", color: .green),
        GstSwatch(name: "Teal", color: .teal),
        GstSwatch(name: "Blue", color: .blue),
        GstSwatch(name: "Indigo", color: .indigo),
        GstSwatch(name: "Purple", color: .purple),
        GstSwatch(name: "Pink", color: .pink),
        GstSwatch(name: "Brown", color: .brown),
    ]
    private let columns = [GridItem(.adaptive(minimum: 44), spacing: 16)]

    private var selectedColor: Color {
        if selected == "Custom" { return custom }
        return swatches.first { $0.name == selected }?.color ?? .blue
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(selectedColor.gradient)
                        .frame(height: 120)
                        .overlay(Text(selected).font(.title2.bold()).foregroundStyle(.white))
                        .listRowInsets(EdgeInsets())
                }
                Section("Swatches") {
                    LazyVGrid(columns: columns, spacing: 16) {
                        ForEach(swatches) { swatch in
                            Circle()
                                .fill(swatch.color)
                                .frame(width: 36, height: 36)
                                .padding(4)
                                .background {
                                    if selected == swatch.name {
                                        Circle()
                                            .stroke(swatch.color, lineWidth: 3)
                                            .matchedGeometryEffect(id: "ring", in: ringNamespace)
                                    }
                                }
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                                        selected = swatch.name
                                    }
                                }
                                .accessibilityLabel(swatch.name)
                                .accessibilityAddTraits(selected == swatch.name ? .isSelected : [])
                        }
                    }
                    .padding(.vertical, 8)
                }
                Section("Custom") {
                    ColorPicker("Pick any colour", selection: $custom, supportsOpacity: false)
                    Button("Use custom colour") {
                        withAnimation { selected = "Custom" }
                    }
                    .disabled(selected == "Custom")
                }
            }
            .navigationTitle("Accent")
        }
    }
}

// MARK: - 15. Expanding mini player

private struct GstMiniPlayerScreen: View {
    @State private var expanded = false
    @State private var dragOffset: CGFloat = 0
    @State private var isPlaying = false
    private let collapsedHeight: CGFloat = 64

    var body: some View {
        GeometryReader { proxy in
            let fullHeight = proxy.size.height
            let collapsedY = fullHeight - collapsedHeight
            let baseY = expanded ? 0 : collapsedY
            let y = min(max(baseY + dragOffset, 0), collapsedY)
            ZStack(alignment: .top) {
                NavigationStack {
                    List(1...30, id: \.self) { number in
                        Text("Track \(number)")
                    }
                    .navigationTitle("Library")
                    .safeAreaInset(edge: .bottom) {
                        Color.clear.frame(height: collapsedHeight)
                    }
                }

                GstPlayerPanel(progress: 1 - y / collapsedY, isPlaying: $isPlaying, collapsedHeight: collapsedHeight)
                    .frame(height: fullHeight)
                    .offset(y: y)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                dragOffset = value.translation.height
                            }
                            .onEnded { value in
                                let predicted = baseY + value.predictedEndTranslation.height
                                withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                                    expanded = predicted < collapsedY / 2
                                    dragOffset = 0
                                }
                            }
                    )
                    .onTapGesture {
                        guard !expanded else { return }
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) { expanded = true }
                    }
            }
        }
    }
}

private struct GstPlayerPanel: View {
    var progress: CGFloat
    @Binding var isPlaying: Bool
    var collapsedHeight: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(.indigo.gradient)
                    .frame(width: 44, height: 44)
                Text("Midnight City")
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.title3)
                }
            }
            .padding(.horizontal)
            .frame(height: collapsedHeight)
            .opacity(1 - progress)

            VStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.indigo.gradient)
                    .aspectRatio(1, contentMode: .fit)
                    .padding(.horizontal, 32)
                VStack(spacing: 4) {
                    Text("Midnight City").font(.title2.bold())
                    Text("M83").foregroundStyle(.secondary)
                }
                HStack(spacing: 48) {
                    Image(systemName: "backward.fill")
                    Button {
                        isPlaying.toggle()
                    } label: {
                        Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                            .font(.system(size: 64))
                    }
                    Image(systemName: "forward.fill")
                }
                .font(.title)
                Spacer()
            }
            .opacity(progress)
        }
        .frame(maxWidth: .infinity)
        .background(.regularMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(radius: 8)
    }
}
