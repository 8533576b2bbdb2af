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


// MARK: - Tests

/// The screens above on an iPhone 14 (390 × 844, safe area 47 / 34) with the
/// fake measurer (8 pt per character, 16 pt lines at 17 pt, both scaled with
/// the font size). A large-title navigation bar puts content at 143 (47 +
/// 44 + 52), an inline one at 91; SF Symbols are 11.978 pt at 17 pt.
@MainActor
@Suite struct TypicalCorpusGestureScreensTests {
    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    func tapAndSettle(_ app: TestApp, _ point: CGPoint) throws {
        app.tap(point)
        try app.pumpAndSettle()
    }

    func doubleTap(_ app: TestApp, _ point: CGPoint) throws {
        app.tap(point)
        app.pump(4.0 / 60)
        app.tap(point)
        try app.pumpAndSettle()
    }

    func near(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func paths(_ app: TestApp) -> [PathDrawing] {
        app.app.graph.drawList().commands.compactMap { if case .path(let p) = $0 { return p }; return nil }
    }

    /// The bounding box of a drawn path's points.
    func bounds(_ p: PathDrawing) -> CGRect {
        let points = p.subpaths.flatMap { $0 }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The lines of text drawn (a canvas's `draw(_:at:anchor:)` included).
    func drawnText(_ app: TestApp) -> [TextLine] {
        app.app.graph.drawList().commands.flatMap { command -> [TextLine] in
            if case .text(let lines, _, _) = command { return lines }
            return []
        }
    }

    func transforms(_ app: TestApp) -> [DrawTransform] {
        app.app.graph.drawList().commands.compactMap { if case .beginTransform(let t) = $0 { return t }; return nil }
    }

    /// A finger held down at `start`, moved to `end` in ten frames, held
    /// still for 0.1 s (so it lifts at rest) and lifted.
    func slowDrag(_ app: TestApp, from start: CGPoint, to end: CGPoint) {
        app.send(.pointerDown(start))
        for i in 1...10 {
            app.pump(1.0 / 60)
            let f = CGFloat(i) / 10
            app.send(.pointerMove(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
        }
        app.pump(0.1)
        app.send(.pointerUp(end))
    }
}

extension TypicalCorpusGestureScreensTests {
    /// The deck (440 tall, 16 in) starts under the large title at 143; the
    /// top card is the first profile, drawn last. Its name (largeTitle
    /// bold: 7 × 8 × 2 = 112 by 32) and bio (subheadline, 15 tall) 4 apart,
    /// padded 20 from the card's bottom leading corner. The two 64 pt
    /// buttons, 40 apart, centred 24 below; the counts 24 below them. The
    /// Like button removes the top card; a drag past 120 flies the card
    /// out and removes it when the spring completes; a drag of 60 springs back.
    @Test func aSwipeCardDeck() throws {
        let app = try settledApp(GstSwipeDeckScreen())
        #expect(frames(app, "RoundedRectangle").filter { $0.height == 440 } == Array(repeating: CGRect(x: 16, y: 143, width: 358, height: 440), count: 4))
        #expect(textFrame(app, "Ava, 27") == CGRect(x: 36, y: 512, width: 112, height: 32))
        #expect(textFrame(app, "Climber, coffee snob") == CGRect(x: 36, y: 548, width: 142, height: 15))
        #expect(frames(app, "Circle") == [CGRect(x: 111, y: 607, width: 64, height: 64), CGRect(x: 215, y: 607, width: 64, height: 64)])
        // footnote: 18 × 8 × 13 / 17 = 110.1 → 111.
        #expect(textFrame(app, "Liked 0 · Passed 0") == CGRect(x: 139.5, y: 695, width: 111, height: 13))

        try tapAndSettle(app, CGPoint(x: 247, y: 639))
        #expect(textFrame(app, "Ava, 27") == nil)
        #expect(textFrame(app, "Liked 1 · Passed 0") != nil)
        #expect(frames(app, "RoundedRectangle").filter { $0.height == 440 }.count == 3)

        // Held 60 to the right: the top card follows the finger, turned 3°.
        app.send(.pointerDown(CGPoint(x: 195, y: 400)))
        for i in 1...6 {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195 + 10 * CGFloat(i), y: 400)))
        }
        app.pump(1.0 / 60)
        #expect(textFrame(app, "Ben, 31") == CGRect(x: 96, y: 512, width: 112, height: 32))
        #expect(transforms(app).contains { abs($0.rotation - 3 * .pi / 180) < 1e-9 })
        app.send(.pointerUp(CGPoint(x: 255, y: 400)))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ben, 31") == CGRect(x: 36, y: 512, width: 112, height: 32))

        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 345, y: 420))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ben, 31") == nil)
        #expect(textFrame(app, "Liked 2 · Passed 0") != nil)
        app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Cleo, 25") == nil)
        #expect(textFrame(app, "Liked 2 · Passed 1") != nil)
        #expect(textFrame(app, "Dev, 29") == CGRect(x: 36, y: 512, width: 112, height: 32))
    }

    /// Three flexible columns 12 apart in 358: 111.33 each; 100 pt tiles,
    /// 12 apart, from 143 + 16. A tile's symbol (title: 19.73) and title
    /// (caption semibold, 12 tall) 8 apart, centred. Dragging Mail one
    /// column right and one row down (123.33, 112) moves it to index 4,
    /// the tiles between shift back one place; Reset restores the order.
    @Test func dragToReorderTiles() throws {
        let app = try settledApp(GstReorderGridScreen())
        let w: CGFloat = (358 - 24) / 3
        func tile(_ i: Int) -> CGRect { CGRect(x: 16 + CGFloat(i % 3) * (w + 12), y: 159 + CGFloat(i / 3) * 112, width: w, height: 100) }
        #expect(zip(frames(app, "RoundedRectangle"), (0..<9).map(tile)).allSatisfy { near($0, $1) })
        let top = 159 + (100 - symbol(28) - 8 - 12) / 2
        #expect(near(textFrame(app, "Mail"), CGRect(x: 16 + (w - 23) / 2, y: top + symbol(28) + 8, width: 23, height: 12)))
        app.drag(from: CGPoint(x: 70, y: 200), to: CGPoint(x: 70 + w + 12, y: 312))
        try app.pumpAndSettle()
        func titleX(_ i: Int, _ width: CGFloat) -> CGFloat { tile(i).minX + (w - width) / 2 }
        #expect(near(textFrame(app, "Mail"), CGRect(x: titleX(4, 23), y: top + 112 + symbol(28) + 8, width: 23, height: 12)))
        #expect(abs((textFrame(app, "Photos")?.minX ?? 0) - titleX(0, 34)) < 1e-9)
        #expect(near(textFrame(app, "Notes"), CGRect(x: titleX(3, 29), y: top + 112 + symbol(28) + 8, width: 29, height: 12)))
        #expect(abs((textFrame(app, "Clock")?.minX ?? 0) - titleX(5, 29)) < 1e-9)
        try tapAndSettle(app, "Reset")
        #expect(abs((textFrame(app, "Mail")?.minX ?? 0) - titleX(0, 23)) < 1e-9)
        #expect(abs((textFrame(app, "Notes")?.minX ?? 0) - titleX(4, 29)) < 1e-9)
    }

    /// Inline title: the white canvas fills 91 … 749 above the divider;
    /// the palette row (28 pt swatches 12 apart, the slider the rest of
    /// 358) is padded 16 above the safe area's bottom. A drag draws a blue
    /// 6 pt round-capped stroke through the finger's points; red draws red;
    /// undo removes the last stroke, the trash all of them.
    @Test func aFreehandDrawingCanvas() throws {
        let app = try settledApp(GstDrawingScreen())
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: 91, width: 390, height: 658))
        #expect(frames(app, "Divider") == [CGRect(x: 0, y: 749, width: 390, height: 1)])
        #expect(frames(app, "Slider") == [CGRect(x: 216, y: 766, width: 158, height: 28)])
        #expect(paths(app).isEmpty)
        app.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 400))
        try app.pumpAndSettle()
        let first = try #require(paths(app).first)
        #expect(first.color == .blue && first.stroke?.lineWidth == 6 && first.stroke?.lineCap == .round && first.stroke?.lineJoin == .round)
        // `move(to:)` then `addLines(_:)`, which starts a subpath of its own at its first point.
        #expect(first.subpaths.count == 2 && first.subpaths[0] == [CGPoint(x: 100, y: 300)])
        #expect(first.subpaths[1].first == CGPoint(x: 100, y: 300) && first.subpaths[1].last == CGPoint(x: 200, y: 400))
        try tapAndSettle(app, CGPoint(x: 110, y: 780))
        app.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 500))
        try app.pumpAndSettle()
        #expect(paths(app).map(\.color) == [.blue, .red])
        let undo = CGPoint(x: 342.04 + symbol(17) / 2, y: 69)
        try tapAndSettle(app, undo)
        #expect(paths(app).map(\.color) == [.blue])
        try tapAndSettle(app, CGPoint(x: 362.02 + symbol(17) / 2, y: 69))
        #expect(paths(app).isEmpty)
        // Both buttons are disabled now: another tap changes nothing.
        try tapAndSettle(app, undo)
        #expect(paths(app).isEmpty)
    }

    /// The segmented control (32 tall) at 143 + 16, the 240 pt canvas 16
    /// below; the plot inside it is inset 36, 12, 8 and 24 (314 × 204), six
    /// slots of 52.33. Bars fill 60 % of a slot, as tall as their share of
    /// the best month (Apr, 200: the whole plot); the value labels end 6 pt
    /// left of the axis, the months hang 4 below it. "Line" swaps the bars
    /// for a 2 pt line through the slots' centres and six 6 pt dots.
    @Test func aCanvasChart() throws {
        let app = try settledApp(GstCanvasChartScreen())
        #expect(frames(app, "Canvas") == [CGRect(x: 16, y: 207, width: 358, height: 240)])
        let plot = CGRect(x: 16 + 36, y: 207 + 12, width: 314, height: 204)
        let slot = plot.width / 6
        let bars = paths(app).filter { $0.stroke == nil && $0.color == .blue }.map(bounds)
        #expect(bars.count == 6)
        #expect(near(bars[3], CGRect(x: plot.minX + slot * 3.2, y: plot.minY, width: slot * 0.6, height: 204), 1e-3))
        #expect(near(bars[1], CGRect(x: plot.minX + slot * 1.2, y: plot.maxY - 204 * 90 / 200, width: slot * 0.6, height: 204 * 90 / 200), 1e-3))
        let texts = drawnText(app)
        let labels = ["0", "50", "100", "150", "200"].map { label in texts.first { $0.text == label } }
        #expect(labels.allSatisfy { $0.map { abs($0.origin.x + $0.width - (plot.minX - 6)) < 1e-3 } ?? false })
        let jan = try #require(texts.first { $0.text == "Jan" })
        #expect(abs(jan.origin.x + jan.width / 2 - (plot.minX + slot / 2)) < 1e-3 && jan.origin.y == plot.maxY + 4)
        #expect(textFrame(app, "$890.00") == CGRect(x: 318, y: 463, width: 56, height: 16))
        #expect(textFrame(app, "Apr") == CGRect(x: 350, y: 495, width: 24, height: 16))

        try tapAndSettle(app, "Line")
        #expect(!paths(app).contains { $0.stroke == nil && bounds($0).width > 6 })
        let line = try #require(paths(app).first { $0.stroke?.lineWidth == 2 })
        #expect(line.subpaths.count == 1 && line.subpaths[0].count == 6)
        #expect(line.subpaths[0][3] == CGPoint(x: plot.minX + slot * 3.5, y: plot.minY))
        let dots = paths(app).filter { $0.stroke == nil && abs(bounds($0).width - 6) < 1e-9 }.map(bounds)
        #expect(dots.count == 6 && near(dots[0], CGRect(x: plot.minX + slot / 2 - 3, y: plot.maxY - 204 * 120 / 200 - 3, width: 6, height: 6), 1e-3))
    }

    /// Group boxes (16 in, their label 16 in, the content 8 below it) from
    /// 47 + 16. The stars' row (three 60 pt shapes 16 apart) is centred in
    /// the box's 326: from 89; a star's first point is at the top of its
    /// frame. "Draw" trims the purple star from nothing to whole. The waves
    /// run their phase from 0 to 2π in 2 s for ever: at 0.5 s the first
    /// wave's crest (12 pt above the middle, downwards on screen) is at the
    /// left edge, at 1.5 s its trough.
    @Test func customShapes() throws {
        let app = TestApp(GstShapesScreen(), measurer: fakeMeasurer())
        app.pump(0.5)
        #expect(frames(app, "Shape").prefix(3) == [CGRect(x: 89, y: 103, width: 60, height: 60), CGRect(x: 165, y: 103, width: 60, height: 60),
                                                   CGRect(x: 241, y: 103, width: 60, height: 60)])
        let yellow = try #require(paths(app).first { $0.color == .yellow })
        #expect(yellow.subpaths[0].count == 10 && yellow.subpaths[0][0] == CGPoint(x: 119, y: 103) && yellow.closed == [true])
        #expect(!paths(app).contains { $0.color == .purple })
        let wave = CGRect(x: 32, y: 485, width: 326, height: 80)
        func crest() -> CGFloat? { paths(app).first { bounds($0).minX == wave.minX && $0.subpaths[0].count > 100 }?.subpaths[0][1].y }
        #expect(abs((crest() ?? 0) - (wave.midY + 12)) < 0.05)
        app.pump(1)
        #expect(abs((crest() ?? 0) - (wave.midY - 12)) < 0.05)
        app.tap(CGPoint(x: 195, y: 390))
        app.pump(1.5)
        #expect(textFrame(app, "Erase") != nil)
        let purple = try #require(paths(app).first { $0.color == .purple })
        // The whole five-pointed star in its 120 pt frame: its top point, its lower points 60 cos 36° below the centre.
        let r: CGFloat = 60
        #expect(purple.stroke?.lineWidth == 4 && near(bounds(purple), CGRect(x: 195 - r * sin(.pi * 2 / 5), y: 243, width: 2 * r * sin(.pi * 2 / 5), height: r + r * cos(.pi / 5)), 1e-6))
        #expect(purple.subpaths[0].first == CGPoint(x: 195, y: 243))
    }

    /// Inline title and a bottom bar: the reader fills 91 … 766; the square
    /// symbol is fitted to its width (390) and centred. A double tap zooms
    /// to 2 about the centre ("200%"), a pinch of 1.5 from there to 3; a
    /// drag then pans the photo by the finger's travel; a double tap resets.
    @Test func aPhotoViewer() throws {
        let app = try settledApp(GstPhotoViewerScreen())
        let photo = CGRect(x: 0, y: 233.5, width: 390, height: 390)
        #expect(frames(app, "Image") == [photo])
        #expect(textFrame(app, "100%") != nil)
        let centre = CGPoint(x: 195, y: 428.5)
        try doubleTap(app, centre)
        #expect(textFrame(app, "200%") != nil)
        #expect(transforms(app).contains { $0.scale == CGSize(width: 2, height: 2) && $0.anchor == centre })
        app.pinch(at: centre, scale: 1.5)
        try app.pumpAndSettle()
        #expect(textFrame(app, "300%") != nil)
        app.drag(from: centre, to: CGPoint(x: 255, y: 468.5))
        try app.pumpAndSettle()
        #expect(frames(app, "Image") == [photo.offsetBy(dx: 60, dy: 40)])
        try doubleTap(app, CGPoint(x: 255, y: 468.5))
        #expect(textFrame(app, "100%") != nil)
        #expect(frames(app, "Image") == [photo])
        // At a scale of 1 a drag does not pan.
        app.drag(from: centre, to: CGPoint(x: 255, y: 468.5))
        try app.pumpAndSettle()
        #expect(frames(app, "Image") == [photo])
    }

    /// The board fills 143 … 745 (its background 0 … 745); cards (140 × 100) are centred on their
    /// positions in it. A press held 0.4 s picks a card up (scaled 1.08),
    /// a drag then carries it and the lift leaves it there; a drag without
    /// the press does nothing. A 0.5 s press on an archived chip shows its
    /// preview (240 × 160) in its place, moved up so that the preview, 8
    /// pt and the two 44 pt actions end 8 above the safe area (810 − 8 −
    /// 256 = 546); Restore puts the note on the board at (200, 200).
    @Test func longPressToPickUpAndAContextMenuWithAPreview() throws {
        let app = try settledApp(GstPinboardScreen())
        // Its yellow (a colour value: the shape-style background) reaches up under the bar to the window's top.
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: 0, width: 390, height: 745))
        #expect(frames(app, "RoundedRectangle").prefix(3) == [CGRect(x: 30, y: 193, width: 140, height: 100), CGRect(x: 190, y: 273, width: 140, height: 100),
                                                              CGRect(x: 70, y: 393, width: 140, height: 100)])
        #expect(frames(app, "Capsule").first == CGRect(x: 16, y: 762, width: 68, height: 32))
        // A quick drag fails the long press: nothing moves.
        app.drag(from: CGPoint(x: 100, y: 243), to: CGPoint(x: 160, y: 303))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Groceries") == CGRect(x: 64, y: 235, width: 72, height: 16))
        app.send(.pointerDown(CGPoint(x: 100, y: 243)))
        app.pump(0.45)
        #expect(transforms(app).contains { $0.scale == CGSize(width: 1.08, height: 1.08) && $0.anchor == CGPoint(x: 100, y: 243) })
        for i in 1...6 {
            app.send(.pointerMove(CGPoint(x: 100 + 10 * CGFloat(i), y: 243 + 10 * CGFloat(i))))
            app.pump(1.0 / 60)
        }
        #expect(textFrame(app, "Groceries") == CGRect(x: 124, y: 295, width: 72, height: 16))
        app.send(.pointerUp(CGPoint(x: 160, y: 303)))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Groceries") == CGRect(x: 124, y: 295, width: 72, height: 16))
        #expect(!transforms(app).contains { $0.scale != CGSize(width: 1, height: 1) })

        app.send(.pointerDown(CGPoint(x: 50, y: 778)))
        app.pump(0.55)
        app.send(.pointerUp(CGPoint(x: 50, y: 778)))
        try app.pumpAndSettle()
        // The preview's "Taxes" (title bold: 66 × 27) centred in it; the list below.
        let previews = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Taxes" }.map(\.frame)
        #expect(previews.contains(CGRect(x: 103, y: 612.5, width: 66, height: 27)))
        #expect(textFrame(app, "Restore") == CGRect(x: 32, y: 714 + 14, width: 56, height: 16))
        #expect(abs((textFrame(app, "Delete")?.minY ?? 0) - 772) < 1e-9)
        try tapAndSettle(app, "Restore")
        #expect(textFrame(app, "Taxes") == CGRect(x: 180, y: 335, width: 40, height: 16))
        #expect(textFrame(app, "Trip plan")?.minX == 30)
    }

    /// An inset-grouped form under a large title: the stars (title2: 15.5
    /// pt symbols, 4 apart) in a 44 pt row from 143 + 35 + 13 + 7; the
    /// slider's 28 pt reader makes its row 50 tall: the track (6 tall)
    /// spans the row's 318, the fill reaches the knob's centre (0.4 of 290
    /// plus 14). A star tap rates, a second tap on the same star clears;
    /// a touch on the track moves the knob there at once.
    @Test func aRatingAndACustomSlider() throws {
        let app = try settledApp(GstReviewScreen())
        let star = symbol(22)
        #expect(zip(frames(app, "Image"), (0..<5).map { CGRect(x: 36 + CGFloat($0) * (star + 4), y: 198 + (44 - star) / 2, width: star, height: star) }).allSatisfy { near($0, $1) })
        #expect(app.app.graph.inspect().all { $0.kind == "Image" }.compactMap(\.text) == ["star.fill", "star.fill", "star.fill", "star", "star"])
        #expect(textFrame(app, "3 stars") == CGRect(x: 36, y: 256, width: 56, height: 16))
        #expect(frames(app, "Capsule") == [CGRect(x: 36, y: 363, width: 318, height: 6), CGRect(x: 36, y: 363, width: 130, height: 6)])
        #expect(frames(app, "Circle") == [CGRect(x: 152, y: 352, width: 28, height: 28)])
        #expect(textFrame(app, "40%") == CGRect(x: 330, y: 405, width: 24, height: 16))
        let fifth = CGPoint(x: 36 + 4 * (star + 4) + star / 2, y: 220)
        try tapAndSettle(app, fifth)
        #expect(textFrame(app, "5 stars") != nil)
        try tapAndSettle(app, fifth)
        #expect(textFrame(app, "Not rated") != nil)
        #expect(app.app.graph.inspect().all { $0.kind == "Image" }.compactMap(\.text) == Array(repeating: "star", count: 5))
        try tapAndSettle(app, CGPoint(x: 36 + 14 + 0.75 * 290, y: 366))
        #expect(textFrame(app, "75%") != nil)
        #expect(frames(app, "Circle") == [CGRect(x: 36 + 0.75 * 290, y: 352, width: 28, height: 28)])
        app.drag(from: CGPoint(x: 36 + 14 + 0.75 * 290, y: 366), to: CGPoint(x: 380, y: 366))
        try app.pumpAndSettle()
        #expect(textFrame(app, "100%") != nil)
    }

    /// The streak card from 159: "Current streak" (15) right above the
    /// count (32; no gap between two texts), padded 16: 79 tall.
    /// March 2024 starts on a Friday: five blank cells, then 31 days in
    /// seven flexible columns (358 less 6 × 8: 44.29 each), 40 pt rows 8
    /// apart under the weekday letters (caption bold, 12 tall) at 238 + 20.
    /// The streak counts back from the 20th: 15 … 20, 6 days. Marking the
    /// 14th joins it to the 12th and 13th: 9; clearing the 20th breaks it;
    /// future days do not toggle.
    @Test func aHabitCalendar() throws {
        let app = try settledApp(GstHabitCalendarScreen())
        #expect(textFrame(app, "6 days") == CGRect(x: 32, y: 159 + 16 + 15, width: 96, height: 32))
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 159, width: 358, height: 16 + 15 + 32 + 16)])
        let w: CGFloat = (358 - 48) / 7
        func cell(_ day: Int) -> CGRect {
            let i = day + 4
            return CGRect(x: 16 + CGFloat(i % 7) * (w + 8), y: 278 + CGFloat(i / 7) * 48, width: w, height: 40)
        }
        #expect(textFrame(app, "W")?.minY == 258)
        #expect(frames(app, "Rectangle").count == 5)
        #expect(near(textFrame(app, "1"), CGRect(x: cell(1).midX - 4, y: cell(1).minY + 12, width: 8, height: 16)))
        #expect(near(textFrame(app, "31"), CGRect(x: cell(31).midX - 8, y: cell(31).minY + 12, width: 16, height: 16)))
        func doneDays() -> Int {
            app.app.graph.drawList().commands.filter { if case .fillEllipse(_, let c) = $0 { return c == .orange }; return false }.count
        }
        #expect(doneDays() == 10)
        try tapAndSettle(app, CGPoint(x: cell(14).midX, y: cell(14).midY))
        #expect(textFrame(app, "9 days") != nil)
        #expect(doneDays() == 11)
        try tapAndSettle(app, CGPoint(x: cell(20).midX, y: cell(20).midY))
        #expect(textFrame(app, "0 days") != nil)
        try tapAndSettle(app, CGPoint(x: cell(25).midX, y: cell(25).midY))
        #expect(doneDays() == 10)
    }

    /// The column is centred in the safe area: 21 + 24 + 358 + 24 + 16 +
    /// 24 + 30 and 32 of padding in 763: from 47 + 117 + 16. Cells are
    /// (358 − 16 − 16) / 3 = 108.67 square, 8 apart, 8 in. X and O take
    /// turns; three in a row wins, scores, and stops play; New Game clears
    /// the board and keeps the score.
    @Test func ticTacToe() throws {
        let app = try settledApp(GstTicTacToeScreen())
        #expect(textFrame(app, "X's turn") == CGRect(x: 153.5, y: 180, width: 83, height: 21))
        let side: CGFloat = 326 / 3
        func cell(_ i: Int) -> CGRect { CGRect(x: 24 + CGFloat(i % 3) * (side + 8), y: 233 + CGFloat(i / 3) * (side + 8), width: side, height: side) }
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 225, width: 358, height: 358))
        #expect(zip(frames(app, "RoundedRectangle").dropFirst(), (0..<9).map(cell)).allSatisfy { near($0, $1) })
        for i in [0, 3, 1, 4] {
            try tapAndSettle(app, CGPoint(x: cell(i).midX, y: cell(i).midY))
        }
        #expect(textFrame(app, "X's turn") != nil)
        // 56 pt bold: 8 × 56 / 17 = 26.4 → 27 by 52.7 → 53, centred in the cell.
        #expect(near(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "O" }.first?.frame,
                     CGRect(x: cell(3).midX - 13.5, y: cell(3).midY - 26.5, width: 27, height: 53)))
        try tapAndSettle(app, CGPoint(x: cell(2).midX, y: cell(2).midY))
        #expect(textFrame(app, "X wins!") != nil)
        #expect(textFrame(app, "X: 1") == CGRect(x: 16, y: 607, width: 32, height: 16))
        let highlight = Color.yellow.opacity(0.4)
        let highlighted = app.app.graph.drawList().commands.filter {
            if case .fillRoundedRect(_, _, let c) = $0 { return c == highlight }; return false
        }
        #expect(highlighted.count == 3)
        try tapAndSettle(app, CGPoint(x: cell(8).midX, y: cell(8).midY))
        #expect(app.app.graph.inspect().all { $0.kind == "Text" && ($0.text == "X" || $0.text == "O") }.count == 5)
        try tapAndSettle(app, "New Game")
        #expect(textFrame(app, "X's turn") != nil)
        #expect(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "X" }.isEmpty)
        #expect(textFrame(app, "X: 1") != nil)
    }

    /// From the safe area's top, padded 16: the 120 pt timeline (the 64 pt
    /// thin time, 241 × 61, centred), 24, the 84 pt round buttons 24 in,
    /// 24, then the empty plain list fills the rest (315 … 810), as an
    /// empty list does on iOS. Reset starts disabled. Start runs the clock
    /// (the time changes from frame to frame); laps are listed newest
    /// first; Stop freezes the time; Reset clears it.
    /// (The screen reads `Date.now` from the machine while the timeline's
    /// dates are on the app's virtual clock, so the digits are not checked.)
    @Test func aStopwatch() throws {
        // The screen times with `Date()`, the machine's clock, and shows the
        // timeline's dates, the app's: the app clock starts a minute ahead, so
        // a slow machine's seconds spent before the start tap cannot make the
        // shown time negative (and stuck at its clamp).
        let app = TestApp(GstStopwatchScreen(), measurer: fakeMeasurer(), clockStart: Date().addingTimeInterval(60))
        app.pump(0.1)
        #expect(textFrame(app, "00:00.00") == CGRect(x: 74.5, y: 92.5, width: 241, height: 61))
        #expect(frames(app, "Circle").filter { $0.width == 84 } == [CGRect(x: 24, y: 207, width: 84, height: 84), CGRect(x: 282, y: 207, width: 84, height: 84)])
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 315, width: 390, height: 495)])
        app.tap(CGPoint(x: 66, y: 249))
        app.pump(0.1)
        #expect(textFrame(app, "Reset") != nil && textFrame(app, "Start") != nil)
        app.tap(CGPoint(x: 324, y: 249))
        app.pump(0.5)
        #expect(textFrame(app, "Lap") != nil && textFrame(app, "Stop") != nil)
        func time() -> String? { app.app.graph.inspect().first { $0.kind == "Text" && ($0.text?.contains(":") ?? false) }?.text }
        let before = time()
        app.pump(0.25)
        #expect(time() != before)
        app.tap(CGPoint(x: 66, y: 249))
        app.pump(0.2)
        app.tap(CGPoint(x: 66, y: 249))
        app.pump(0.2)
        #expect(textFrame(app, "Lap 2") == CGRect(x: 16, y: 315 + 14, width: 40, height: 16))
        #expect(abs((textFrame(app, "Lap 1")?.minY ?? 0) - (315 + 44 + 14)) < 1e-9)
        app.tap(CGPoint(x: 324, y: 249))
        app.pump(0.1)
        let stopped = time()
        app.pump(0.5)
        #expect(time() == stopped)
        #expect(textFrame(app, "Reset") != nil)
        app.tap(CGPoint(x: 66, y: 249))
        app.pump(0.1)
        #expect(textFrame(app, "00:00.00") != nil)
        #expect(textFrame(app, "Lap 1") == nil)
    }

    /// A 260 pt square knob centred with the buttons in the space under the
    /// large title (322 of 667: from 143 + 172.5); 28 ticks 3 pt wide, every
    /// ninth 14 tall, each 10 pt in from the rim before it is turned; the
    /// face 0.65 of it. A touch sets the angle from the centre (atan2, 0°
    /// at the top, clockwise), clamped to ±135°: at the right 90° (0.833:
    /// 26.7 °C), at the left −90° (13.3 °C). The presets set the level.
    @Test func aDialTurnedByDragging() throws {
        let app = try settledApp(GstThermostatScreen())
        let centre = CGPoint(x: 195, y: 315.5 + 130)
        let ticks = frames(app, "Capsule").filter { $0.width == 3 }
        #expect(ticks.count == 28 && ticks.filter { $0.height == 14 }.count == 4)
        #expect(ticks.first == CGRect(x: 193.5, y: centre.y - 120 - 7, width: 3, height: 14))
        #expect(frames(app, "Circle") == [CGRect(x: 110.5, y: centre.y - 84.5, width: 169, height: 169)])
        #expect(textFrame(app, "20.0") == CGRect(x: 153.5, y: 415.5, width: 83, height: 42))
        try tapAndSettle(app, CGPoint(x: centre.x + 115, y: centre.y))
        #expect(textFrame(app, "26.7") != nil)
        #expect(transforms(app).contains { $0.anchor == centre && abs($0.rotation - .pi / 2) < 1e-9 })
        try tapAndSettle(app, CGPoint(x: centre.x - 115, y: centre.y))
        #expect(textFrame(app, "13.3") != nil)
        try tapAndSettle(app, CGPoint(x: centre.x - 80, y: centre.y + 80))
        #expect(textFrame(app, "10.0") != nil)
        try tapAndSettle(app, "Boost")
        #expect(textFrame(app, "30.0") != nil)
    }

    /// A plain list under the large title: each row is its padded content
    /// (16 + 2 + 15 + 2 + 15, padded 4: 58) plus 11 above and below: 80.
    /// A full swipe to the left deletes; a short swipe to the right opens
    /// Read, and tapping it clears the unread dot; a pull past 100 pt runs
    /// the refresh, which puts a newsletter on top.
    @Test func anInboxWithSwipeActionsAndRefresh() async throws {
        let app = TestApp(GstInboxScreen(), measurer: fakeMeasurer())
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Apple") == CGRect(x: 36, y: 158, width: 40, height: 16))
        #expect(textFrame(app, "Mia")?.minY == 238)
        #expect(textFrame(app, "Bank")?.minY == 398)
        func blueDots() -> Int {
            app.app.graph.drawList().commands.filter { if case .fillEllipse(let r, let c) = $0 { return c == .blue && r.width == 10 }; return false }.count
        }
        #expect(blueDots() == 2)
        app.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 40, y: 250), duration: 0.3)
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Mia") == nil)
        #expect(textFrame(app, "GitHub")?.minY == 238)
        #expect(blueDots() == 1)
        // Open: the content rests 74 pt to the right (one action, its minimum width).
        app.drag(from: CGPoint(x: 100, y: 170), to: CGPoint(x: 200, y: 170), duration: 0.5)
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Apple") == CGRect(x: 36 + 74, y: 158, width: 40, height: 16))
        await app.tap(CGPoint(x: 37, y: 183))
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Apple") == CGRect(x: 36, y: 158, width: 40, height: 16))
        #expect(blueDots() == 0)
        app.send(.pointerDown(CGPoint(x: 195, y: 300)))
        for i in 1...20 {
            await app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195, y: 300 + 15 * CGFloat(i))))
        }
        await app.pump(0.3)
        app.send(.pointerUp(CGPoint(x: 195, y: 600)))
        let start = Date()
        while textFrame(app, "Newsletter") == nil && Date().timeIntervalSince(start) < 5 {
            await app.pump(1.0 / 60)
            try await Task.sleep(for: .milliseconds(10))
        }
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Newsletter") == CGRect(x: 36, y: 158, width: 80, height: 16))
        #expect(textFrame(app, "Issue #1") != nil)
        #expect(textFrame(app, "Apple")?.minY == 238)
    }

    /// Inset-grouped: the 120 pt preview spans the card (insets removed)
    /// from 143 + 35; adaptive columns of at least 44 with 16 between fit
    /// five in 318 (50.8 each), each 44 pt swatch centred in its column,
    /// rows 16 apart. The ring (44 pt) is the selected swatch's: Blue's,
    /// the sixth. A tap moves it to Red, gliding between the two places
    /// (the matched geometry effect); the custom colour takes it away.
    @Test func aSwatchPickerWithAMatchedRing() throws {
        let app = try settledApp(GstSwatchPickerScreen())
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 178, width: 358, height: 120)])
        #expect(textFrame(app, "Blue") == CGRect(x: 174, y: 227.5, width: 42, height: 21))
        let column: CGFloat = (318 - 64) / 5
        func swatch(_ i: Int) -> CGRect { CGRect(x: 36 + CGFloat(i % 5) * (column + 16) + (column - 44) / 2, y: 372 + CGFloat(i / 5) * 60, width: 44, height: 44) }
        func ring() -> [CGRect] { frames(app, "Circle").filter { $0.width == 44 } }
        #expect(ring().count == 1 && near(ring().first, swatch(5)))
        app.tap(CGPoint(x: swatch(0).midX, y: swatch(0).midY))
        app.pump(0.1)
        let moving = try #require(ring().first)
        #expect(moving.minY > swatch(0).minY && moving.minY < swatch(5).minY)
        try app.pumpAndSettle()
        #expect(ring().count == 1 && near(ring().first, swatch(0)))
        #expect(textFrame(app, "Red") != nil)
        try tapAndSettle(app, "Use custom colour")
        #expect(textFrame(app, "Custom") != nil)
        #expect(ring().isEmpty)
    }

    /// The reader is the safe area (763 tall): collapsed, the panel's top
    /// is 64 above its bottom (746); the mini bar's artwork padded 10, the
    /// play button at the trailing edge. A drag carries the panel; let go
    /// at rest it snaps to where it was predicted to end: 200 up stays
    /// collapsed (499 is nearer the bottom), 400 up expands it (the panel
    /// at 47); a quick flick down collapses it again. A tap on the bar
    /// expands it; the play button toggles.
    @Test func anExpandingMiniPlayer() throws {
        let app = try settledApp(GstMiniPlayerScreen())
        func panelTop() -> CGFloat? { frames(app, "RoundedRectangle").first { $0.width == 44 }.map { $0.minY - 10 } }
        #expect(panelTop() == 746)
        #expect(textFrame(app, "Midnight City") == CGRect(x: 72, y: 770.5, width: 92, height: 15))
        let play = try #require(app.app.graph.inspect().first { $0.kind == "Image" && $0.text == "play.fill" }).frame
        try tapAndSettle(app, CGPoint(x: play.midX, y: play.midY))
        #expect(app.app.graph.inspect().first { $0.kind == "Image" && $0.text == "pause.fill" } != nil)
        #expect(panelTop() == 746)
        slowDrag(app, from: CGPoint(x: 120, y: 778), to: CGPoint(x: 120, y: 578))
        try app.pumpAndSettle()
        #expect(panelTop() == 746)
        slowDrag(app, from: CGPoint(x: 120, y: 778), to: CGPoint(x: 120, y: 378))
        try app.pumpAndSettle()
        #expect(panelTop() == 47)
        app.fling(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 120, y: 460), speed: 1500)
        try app.pumpAndSettle()
        #expect(panelTop() == 746)
        try tapAndSettle(app, CGPoint(x: 120, y: 778))
        #expect(panelTop() == 47)
    }
}

