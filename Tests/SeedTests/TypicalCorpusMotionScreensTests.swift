import Foundation
import ScrollSim
import Testing

// Fifteen everyday screens about motion written the way app code writes them
// with SwiftUI (paged onboarding, matched geometry, symbol effects, scrolling
// to an id, paging carousels, parallax and sticky headers, a hand-built
// bottom sheet, a zoomable image viewer, spinners, phase and keyframe
// animators, a chat input bar, a progress ring, a toast and a quantity
// control); only the import differs.

// MARK: - 1. Onboarding with a paged TabView

private struct MotionOnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let subtitle: String
    let tint: Color
}

private let motionOnboardingPages: [MotionOnboardingPage] = [
    MotionOnboardingPage(id: 0, symbol: "sparkles", title: "Welcome",
                         subtitle: "Everything you need, in one place.", tint: .purple),
    MotionOnboardingPage(id: 1, symbol: "bell.badge", title: "Stay in the loop",
                         subtitle: "Get notified when something changes.", tint: .orange),
    MotionOnboardingPage(id: 2, symbol: "lock.shield", title: "Private by design",
                         subtitle: "Your data stays on your device.", tint: .green),
]

private struct MotionOnboardingPageView: View {
    let page: MotionOnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: page.symbol)
                .font(.system(size: 80))
                .foregroundStyle(page.tint)
                .frame(width: 160, height: 160)
                .background(page.tint.opacity(0.15), in: Circle())
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.subtitle)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            Spacer()
            Spacer()
        }
    }
}

private struct MotionOnboardingScreen: View {
    @State private var selection = 0
    @State private var finished = false
    private let pages = motionOnboardingPages

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button("Skip") {
                    withAnimation { selection = pages.count - 1 }
                }
                .opacity(selection == pages.count - 1 ? 0 : 1)
            }
            .padding(.horizontal)
            .frame(height: 44)

            TabView(selection: $selection) {
                ForEach(pages) { page in
                    MotionOnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if selection < pages.count - 1 {
                    withAnimation(.easeInOut) { selection += 1 }
                } else {
                    finished = true
                }
            } label: {
                Text(selection < pages.count - 1 ? "Next" : "Get Started")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
        .overlay {
            if finished {
                Color.white
                    .overlay(Text("All set!").font(.title))
                    .transition(.opacity)
            }
        }
        .animation(.default, value: finished)
    }
}

// MARK: - 2. Expanding card with matchedGeometryEffect

private struct MotionArticle: Identifiable, Equatable {
    let id: Int
    let title: String
    let summary: String
    let color: Color
}

private struct MotionCardExpandScreen: View {
    @Namespace private var namespace
    @State private var selected: MotionArticle?
    private let articles: [MotionArticle] = [
        MotionArticle(id: 1, title: "Mountains", summary: "A weekend in the Alps.", color: .blue),
        MotionArticle(id: 2, title: "Desert", summary: "Sand, stars and silence.", color: .orange),
        MotionArticle(id: 3, title: "Forest", summary: "Walking among giants.", color: .green),
    ]

    var body: some View {
        ZStack {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(articles) { article in
                        if selected != article {
                            card(article)
                                .frame(height: 180)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                                        selected = article
                                    }
                                }
                        } else {
                            Color.clear.frame(height: 180)
                        }
                    }
                }
                .padding()
            }

            if let selected {
                VStack(alignment: .leading, spacing: 16) {
                    card(selected)
                        .frame(height: 320)
                    Text(selected.summary)
                        .font(.body)
                        .padding(.horizontal)
                    Spacer()
                }
                .background(Color(.systemBackground))
                .overlay(alignment: .topTrailing) {
                    Button {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                            self.selected = nil
                        }
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                            .foregroundStyle(.white)
                    }
                    .padding()
                }
                .ignoresSafeArea(edges: .top)
                .zIndex(1)
            }
        }
    }

    private func card(_ article: MotionArticle) -> some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(article.color.gradient)
                .matchedGeometryEffect(id: "background-\(article.id)", in: namespace)
            Text(article.title)
                .font(.title.bold())
                .foregroundStyle(.white)
                .padding()
                .matchedGeometryEffect(id: "title-\(article.id)", in: namespace)
        }
    }
}

// MARK: - 3. Like button with a symbol bounce and a rolling counter

private struct MotionLikeButton: View {
    @Binding var isLiked: Bool
    @Binding var count: Int

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .primary)
                    .scaleEffect(isLiked ? 1.2 : 1.0)
                    .symbolEffect(.bounce, value: isLiked)
                Text("\(count)")
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(count)))
            }
            .font(.title3)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.gray.opacity(0.15)))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
    }
}

private struct MotionLikeScreen: View {
    @State private var isLiked = false
    @State private var likes = 41
    @State private var bookmarked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.indigo.gradient)
                .frame(height: 240)
                .onTapGesture(count: 2) {
                    withAnimation(.spring) {
                        if !isLiked {
                            isLiked = true
                            likes += 1
                        }
                    }
                }
            HStack {
                MotionLikeButton(isLiked: $isLiked, count: $likes)
                Spacer()
                Button {
                    bookmarked.toggle()
                } label: {
                    Image(systemName: bookmarked ? "bookmark.fill" : "bookmark")
                        .contentTransition(.symbolEffect(.replace))
                        .font(.title3)
                }
            }
            Text("Sunset over the bay")
                .font(.headline)
            Spacer()
        }
        .padding()
    }
}

// MARK: - 4. ScrollViewReader jumping to an item

private struct MotionChapter: Identifiable {
    let id: Int
    var title: String { "Chapter \(id)" }
}

private struct MotionScrollToScreen: View {
    private let chapters = (1...40).map(MotionChapter.init(id:))
    @State private var target = 20

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 12) {
                    Button("Top") {
                        withAnimation { proxy.scrollTo(1, anchor: .top) }
                    }
                    Button("Middle") {
                        withAnimation { proxy.scrollTo(target, anchor: .center) }
                    }
                    Button("End") {
                        withAnimation(.easeInOut(duration: 0.4)) {
                            proxy.scrollTo(chapters.last!.id, anchor: .bottom)
                        }
                    }
                    Spacer()
                    Stepper("\(target)", value: $target, in: 1...40)
                        .fixedSize()
                }
                .buttonStyle(.bordered)
                .padding()

                Divider()

                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(chapters) { chapter in
                            HStack {
                                Text(chapter.title)
                                Spacer()
                                if chapter.id == target {
                                    Image(systemName: "star.fill")
                                        .foregroundStyle(.yellow)
                                }
                            }
                            .padding(.horizontal)
                            .frame(height: 60)
                            .background(chapter.id.isMultiple(of: 2) ? Color.gray.opacity(0.08) : Color.clear)
                            .id(chapter.id)
                        }
                    }
                }
            }
        }
    }
}

// MARK: - 5. Paging carousel with view-aligned scroll targets

private struct MotionSlide: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color
}

private struct MotionCarouselScreen: View {
    private let slides: [MotionSlide] = [
        MotionSlide(id: 0, title: "Summer Sale", color: .pink),
        MotionSlide(id: 1, title: "New Arrivals", color: .teal),
        MotionSlide(id: 2, title: "Best Sellers", color: .orange),
        MotionSlide(id: 3, title: "Gift Ideas", color: .purple),
        MotionSlide(id: 4, title: "Clearance", color: .mint),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.horizontal)

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(slides) { slide in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(slide.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(slide.title)
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                                    .padding(20)
                            }
                            .containerRelativeFrame(.horizontal)
                            .frame(height: 200)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)

            HStack(spacing: 8) {
                ForEach(slides) { slide in
                    Circle()
                        .fill(slide.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture {
                            withAnimation { currentID = slide.id }
                        }
                }
            }
            .frame(maxWidth: .infinity)

            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - 6. Parallax header

private struct MotionParallaxScreen: View {
    private let headerHeight: CGFloat = 300

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .global).minY
                    LinearGradient(colors: [.blue, .purple],
                                   startPoint: .topLeading, endPoint: .bottomTrailing)
                        .overlay(alignment: .bottomLeading) {
                            Text("Lake Tahoe")
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .frame(width: proxy.size.width,
                               height: headerHeight + max(0, minY))
                        .offset(y: minY > 0 ? -minY : -minY / 2)
                }
                .frame(height: headerHeight)
                .clipped()

                VStack(alignment: .leading, spacing: 12) {
                    Text("About")
                        .font(.title2.bold())
                    ForEach(0..<12) { i in
                        Text("Paragraph \(i + 1): Crystal-clear water surrounded by mountains.")
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.systemBackground))
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 7. Sticky header with safeAreaInset(edge: .top)

private enum MotionFeedFilter: String, CaseIterable, Identifiable {
    case all = "All", photos = "Photos", videos = "Videos"
    var id: Self { self }
}

private struct MotionStickyHeaderScreen: View {
    @State private var filter: MotionFeedFilter = .all
    private var items: [String] {
        (1...30).map { "\(filter.rawValue) item \($0)" }
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(items, id: \.self) { item in
                    HStack {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.gray.opacity(0.3))
                            .frame(width: 56, height: 56)
                        Text(item)
                        Spacer()
                    }
                    .padding(.horizontal)
                }
            }
            .padding(.vertical)
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            VStack(spacing: 8) {
                Text("Library")
                    .font(.headline)
                Picker("Filter", selection: $filter) {
                    ForEach(MotionFeedFilter.allCases) { filter in
                        Text(filter.rawValue).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
            }
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity)
            .background(.ultraThinMaterial)
        }
    }
}

// MARK: - 8. Hand-built draggable bottom sheet

private enum MotionSheetDetent: CaseIterable {
    case collapsed, half, expanded

    func offset(in height: CGFloat) -> CGFloat {
        switch self {
        case .collapsed: return height - 120
        case .half: return height * 0.5
        case .expanded: return 80
        }
    }
}

private struct MotionBottomSheetScreen: View {
    @State private var detent: MotionSheetDetent = .collapsed
    @GestureState private var dragOffset: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            let height = geometry.size.height
            ZStack(alignment: .top) {
                LinearGradient(colors: [.green.opacity(0.4), .blue.opacity(0.4)],
                               startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
                    .overlay(Text("Map").font(.largeTitle).foregroundStyle(.secondary))

                VStack(spacing: 12) {
                    Capsule()
                        .fill(Color.secondary)
                        .frame(width: 36, height: 5)
                        .padding(.top, 8)
                    Text("Nearby places")
                        .font(.headline)
                    ForEach(1...8, id: \.self) { i in
                        HStack {
                            Image(systemName: "mappin.circle.fill")
                                .foregroundStyle(.red)
                            Text("Place \(i)")
                            Spacer()
                            Text("\(i * 150) m")
                                .foregroundStyle(.secondary)
                        }
                        .padding(.horizontal)
                    }
                    Spacer()
                }
                .frame(maxWidth: .infinity)
                .frame(height: height)
                .background(.regularMaterial,
                            in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .offset(y: max(80, detent.offset(in: height) + dragOffset))
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation.height
                        }
                        .onEnded { value in
                            let current = detent.offset(in: height) + value.predictedEndTranslation.height
                            let nearest = MotionSheetDetent.allCases.min {
                                abs($0.offset(in: height) - current) < abs($1.offset(in: height) - current)
                            } ?? .collapsed
                            withAnimation(.interactiveSpring(response: 0.35, dampingFraction: 0.85)) {
                                detent = nearest
                            }
                        }
                )
                .animation(.interactiveSpring(), value: dragOffset)
            }
        }
    }
}

// MARK: - 9. Zoomable image viewer with swipe to dismiss

private struct MotionImageViewerScreen: View {
    @State private var isPresented = false
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var offset: CGSize = .zero

    private var dismissProgress: Double {
        min(1, Double(abs(offset.height) / 300))
    }

    var body: some View {
        ZStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                ForEach(0..<9) { i in
                    Rectangle()
                        .fill(Color(hue: Double(i) / 9, saturation: 0.5, brightness: 0.9))
                        .aspectRatio(1, contentMode: .fit)
                        .onTapGesture {
                            withAnimation(.easeOut(duration: 0.25)) { isPresented = true }
                        }
                }
            }
            .frame(maxHeight: .infinity, alignment: .top)

            if isPresented {
                Color.black
                    .opacity(1 - dismissProgress)
                    .ignoresSafeArea()
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.orange)
                    .aspectRatio(4 / 3, contentMode: .fit)
                    .scaleEffect(scale)
                    .offset(offset)
                    .gesture(
                        MagnifyGesture()
                            .onChanged { value in
                                scale = max(1, lastScale * value.magnification)
                            }
                            .onEnded { _ in
                                lastScale = scale
                            }
                            .simultaneously(with:
                                DragGesture()
                                    .onChanged { value in
                                        offset = value.translation
                                    }
                                    .onEnded { value in
                                        if scale <= 1 && abs(value.translation.height) > 120 {
                                            withAnimation(.easeOut(duration: 0.2)) {
                                                isPresented = false
                                            }
                                        }
                                        withAnimation(.spring) { offset = .zero }
                                    }
                            )
                    )
                    .onTapGesture(count: 2) {
                        withAnimation(.spring) {
                            scale = scale > 1 ? 1 : 2
                            lastScale = scale
                        }
                    }
                    .transition(.opacity)
            }
        }
    }
}

// MARK: - 10. Loading spinner

private struct MotionSpinner: View {
    @State private var isRotating = false
    var lineWidth: CGFloat = 6

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(
                AngularGradient(colors: [.blue.opacity(0), .blue], center: .center),
                style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
            )
            .rotationEffect(.degrees(isRotating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
            .onAppear { isRotating = true }
    }
}

private struct MotionPulsingDots: View {
    @State private var animating = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 10, height: 10)
                    .scaleEffect(animating ? 1 : 0.5)
                    .opacity(animating ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever()
                            .delay(Double(index) * 0.2),
                        value: animating
                    )
            }
        }
        .onAppear { animating = true }
    }
}

private struct MotionSpinnerScreen: View {
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 40) {
            if isLoading {
                MotionSpinner()
                    .frame(width: 60, height: 60)
                Text("Loading…")
                    .foregroundStyle(.secondary)
                MotionPulsingDots()
            } else {
                Label("Done", systemImage: "checkmark.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.green)
            }
            Button(isLoading ? "Cancel" : "Reload") {
                isLoading.toggle()
            }
            .buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .task {
            try? await Task.sleep(for: .seconds(3))
            isLoading = false
        }
    }
}

// MARK: - 11. Phase and keyframe animators

private enum MotionPulsePhase: CaseIterable {
    case idle, grow, settle

    var scale: CGFloat {
        switch self {
        case .idle: 1
        case .grow: 1.3
        case .settle: 0.95
        }
    }

    var opacity: Double {
        self == .grow ? 0.7 : 1
    }
}

private struct MotionJumpValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var rotation = Angle.zero
}

private struct MotionAnimatorScreen: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 48) {
            Image(systemName: "bell.fill")
                .font(.system(size: 48))
                .foregroundStyle(.orange)
                .phaseAnimator(MotionPulsePhase.allCases, trigger: taps) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .opacity(phase.opacity)
                } animation: { phase in
                    switch phase {
                    case .idle: .spring(duration: 0.3)
                    case .grow: .easeOut(duration: 0.2)
                    case .settle: .bouncy
                    }
                }

            Text("🏀")
                .font(.system(size: 64))
                .keyframeAnimator(initialValue: MotionJumpValues(), trigger: taps) { content, value in
                    content
                        .rotationEffect(value.rotation)
                        .scaleEffect(value.scale)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.verticalOffset) {
                        SpringKeyframe(-120, duration: 0.4, spring: .bouncy)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.1, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.5)
                    }
                    KeyframeTrack(\.rotation) {
                        LinearKeyframe(.degrees(180), duration: 0.7)
                    }
                }

            Text("Pulsing")
                .phaseAnimator([false, true]) { content, highlighted in
                    content.foregroundStyle(highlighted ? .red : .primary)
                }

            Button("Animate") { taps += 1 }
                .buttonStyle(.borderedProminent)
        }
    }
}

// MARK: - 12. Chat with an input bar pinned with safeAreaInset(edge: .bottom)

private struct MotionChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

@Observable
private final class MotionChatModel {
    var messages: [MotionChatMessage] = [
        MotionChatMessage(text: "Hey! Are we still on for tonight?", isMine: false),
        MotionChatMessage(text: "Yes, 7pm works.", isMine: true),
        MotionChatMessage(text: "Great, see you there.", isMine: false),
    ]

    func send(_ text: String) {
        messages.append(MotionChatMessage(text: text, isMine: true))
    }
}

private struct MotionChatBubble: View {
    let message: MotionChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.secondarySystemBackground),
                            in: RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

private struct MotionChatScreen: View {
    @State private var model = MotionChatModel()
    @State private var draft = ""
    @FocusState private var inputFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(model.messages) { message in
                            MotionChatBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: model.messages) { _, messages in
                    if let last = messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .focused($inputFocused)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Color(.secondarySystemBackground), in: Capsule())
                    Button {
                        model.send(draft)
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 32))
                    }
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Alex")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 13. Animated progress ring

private struct MotionProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 20
    var color: Color = .green

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.8), value: progress)
            VStack(spacing: 4) {
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
                Text("of daily goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

private struct MotionProgressRingScreen: View {
    @State private var steps = 3_000
    private let goal = 10_000

    private var progress: Double {
        min(1, Double(steps) / Double(goal))
    }

    var body: some View {
        VStack(spacing: 32) {
            MotionProgressRing(progress: progress)
                .frame(width: 220, height: 220)
                .padding(.top, 40)

            Text("\(steps.formatted()) steps")
                .font(.title3)

            HStack(spacing: 16) {
                Button("+1,000") {
                    withAnimation { steps += 1_000 }
                }
                Button("Reset", role: .destructive) {
                    withAnimation { steps = 0 }
                }
            }
            .buttonStyle(.bordered)

            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

// MARK: - 14. Toast banner that hides itself

private struct MotionToast: Equatable {
    enum Style { case success, error }
    let id = UUID()
    let message: String
    let style: Style

    var symbol: String { style == .success ? "checkmark.circle.fill" : "xmark.octagon.fill" }
    var tint: Color { style == .success ? .green : .red }
}

private struct MotionToastView: View {
    let toast: MotionToast

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: toast.symbol)
                .foregroundStyle(toast.tint)
            Text(toast.message)
                .font(.subheadline.weight(.medium))
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
        .padding(.horizontal)
    }
}

private struct MotionToastScreen: View {
    @State private var toast: MotionToast?

    var body: some View {
        NavigationStack {
            List {
                Button("Save draft") {
                    toast = MotionToast(message: "Draft saved", style: .success)
                }
                Button("Upload photo") {
                    toast = MotionToast(message: "Upload failed", style: .error)
                }
            }
            .navigationTitle("Toasts")
        }
        .overlay(alignment: .top) {
            if let toast {
                MotionToastView(toast: toast)
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .onTapGesture { self.toast = nil }
                    .id(toast.id)
            }
        }
        .animation(.spring(duration: 0.35), value: toast)
        .task(id: toast) {
            guard toast != nil else { return }
            try? await Task.sleep(for: .seconds(2))
            guard !Task.isCancelled else { return }
            toast = nil
        }
    }
}

// MARK: - 15. Quantity control with sensoryFeedback

private struct MotionCartItem: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    var quantity: Int
}

private struct MotionQuantityControl: View {
    @Binding var quantity: Int
    var range: ClosedRange<Int> = 0...10

    var body: some View {
        HStack(spacing: 0) {
            Button {
                quantity -= 1
            } label: {
                Image(systemName: "minus")
                    .frame(width: 32, height: 32)
            }
            .disabled(quantity <= range.lowerBound)

            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 28)
                .contentTransition(.numericText(value: Double(quantity)))
                .animation(.snappy, value: quantity)

            Button {
                quantity += 1
            } label: {
                Image(systemName: "plus")
                    .frame(width: 32, height: 32)
            }
            .disabled(quantity >= range.upperBound)
        }
        .buttonStyle(.borderless)
        .background(Capsule().stroke(Color.secondary.opacity(0.4)))
        .sensoryFeedback(trigger: quantity) { oldValue, newValue in
            newValue > oldValue ? .increase : .decrease
        }
    }
}

private struct MotionQuantityScreen: View {
    @State private var items: [MotionCartItem] = [
        MotionCartItem(id: 1, name: "Espresso beans", price: 12.5, quantity: 1),
        MotionCartItem(id: 2, name: "Oat milk", price: 3.2, quantity: 2),
        MotionCartItem(id: 3, name: "Croissant", price: 2.75, quantity: 0),
    ]
    @State private var checkedOut = false

    private var total: Decimal {
        items.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($items) { $item in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(item.name)
                                Text(item.price, format: .currency(code: "USD"))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            MotionQuantityControl(quantity: $item.quantity)
                        }
                    }
                }
                Section {
                    LabeledContent("Total") {
                        Text(total, format: .currency(code: "USD"))
                            .bold()
                    }
                    Button("Check out") { checkedOut = true }
                        .disabled(total == 0)
                        .sensoryFeedback(.success, trigger: checkedOut)
                }
            }
            .navigationTitle("Cart")
        }
    }
}

// MARK: - Tests

// iPhone 14 (390 × 844, safe area 47 / 34), fake measurer (16 pt lines at
// 17 pt, 8 pt a character, both scaled with the font and rounded out to the
// 1× pixel grid: 15 pt subheadline → 15, 12 pt caption → 12, 20 pt title3 →
// 19, 22 pt title2 → 21, 28 pt title → 27, 34 pt largeTitle → 32), 1×; an SF
// symbol stands in as an 11.978 pt square at 17 pt, scaled with the font.

@MainActor
@Suite struct TypicalCorpusMotionScreensTests {
    func images(_ app: TestApp) -> [String] {
        app.app.graph.inspect().all { $0.kind == "Image" }.compactMap(\.text)
    }

    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    func tapAndSettle(_ app: TestApp, _ point: CGPoint) throws {
        app.tap(point)
        try app.pumpAndSettle()
    }

    func transforms(_ app: TestApp) -> [DrawTransform] {
        app.app.graph.drawList().commands.compactMap { if case .beginTransform(let t) = $0 { return t }; return nil }
    }

    func clips(_ app: TestApp) -> [CGRect] {
        app.app.graph.drawList().commands.compactMap { if case .pushClip(let r, _) = $0 { return r }; return nil }
    }

    func near(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func imageFrame(_ app: TestApp, _ name: String) throws -> CGRect {
        try #require(app.app.graph.inspect().first { $0.kind == "Image" && $0.text == name }).frame
    }
}

extension TypicalCorpusMotionScreensTests {
    /// The 44 pt header ("Skip" trailing, 16 in, at 47 + 14); the button
    /// (the 50 pt label padded 7 by `.borderedProminent`: 64) 16 above the
    /// safe area's bottom (730); the pager fills 91 … 730. A page's stack
    /// is as wide as its widest child ("Everything you need, in one place."
    /// 272 + 2 × 32) and centred; its three spacers share 639 − 208 − 5 ×
    /// 24: the title (largeTitle bold: 7 × 8 × 2 = 112 by 32) at 91 +
    /// 103.67 + 24 + 160 + 24. Three 7 pt dots 9 apart centred in the 26 pt
    /// band at the pager's bottom. Next pages on; Get Started shows the
    /// overlay; Skip jumps to the last page.
    @Test func aPagedOnboarding() throws {
        let app = try settledApp(MotionOnboardingScreen())
        #expect(textFrame(app, "Skip") == CGRect(x: 342, y: 61, width: 32, height: 16))
        #expect(textFrame(app, "Next") == CGRect(x: 179, y: 754, width: 32, height: 16))
        let spacer = (639 - 208 - 5 * 24) / 3.0
        #expect(near(textFrame(app, "Welcome"), CGRect(x: 139, y: 91 + spacer + 24 + 160 + 24, width: 112, height: 32)))
        #expect(near(frames(app, "Circle").first, CGRect(x: 115, y: 91 + spacer + 24, width: 160, height: 160)))
        let dots = frames(app, "Circle").filter { $0.width == 7 }
        #expect(dots == [CGRect(x: 175.5, y: 713.5, width: 7, height: 7), CGRect(x: 191.5, y: 713.5, width: 7, height: 7),
                         CGRect(x: 207.5, y: 713.5, width: 7, height: 7)])
        try tapAndSettle(app, "Next")
        #expect(app.scroll.offset.x == 390)
        // "Stay in the loop": 16 × 16 = 256 wide, centred.
        #expect(textFrame(app, "Stay in the loop")?.minX == 67)
        try tapAndSettle(app, "Next")
        #expect(textFrame(app, "Private by design")?.minX == 59)
        #expect(textFrame(app, "Next") == nil)
        #expect(textFrame(app, "Get Started") == CGRect(x: 151, y: 754, width: 88, height: 16))
        // A swipe back to the second page moves the selection with it.
        app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == 390)
        #expect(textFrame(app, "Next") != nil)
        try tapAndSettle(app, "Skip")
        #expect(app.scroll.offset.x == 780)
        try tapAndSettle(app, "Get Started")
        // title: 8 × 8 × 28 / 17 = 105.4 → 106 by 27, centred in the safe area.
        #expect(textFrame(app, "All set!") == CGRect(x: 142, y: 415, width: 106, height: 27))
    }

    /// Cards 180 tall, 16 apart, 16 in; the title (title bold, 27 tall) 16
    /// from the card's bottom leading corner. A tap shows the card 320 tall
    /// from the window's top (the detail ignores the top safe area), its
    /// summary 16 below; the list keeps the card's place with a clear view.
    /// The close button (title: a 19.7 pt symbol) is padded 16 into the
    /// top trailing corner; a tap on it brings the card back.
    @Test func anExpandingCard() throws {
        let app = try settledApp(MotionCardExpandScreen())
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 63, width: 358, height: 180),
                                                   CGRect(x: 16, y: 259, width: 358, height: 180),
                                                   CGRect(x: 16, y: 455, width: 358, height: 180)])
        // "Mountains": 9 × 8 × 28 / 17 = 118.6 → 119.
        #expect(textFrame(app, "Mountains") == CGRect(x: 32, y: 200, width: 119, height: 27))
        #expect(textFrame(app, "Desert") == CGRect(x: 32, y: 396, width: 80, height: 27))
        try tapAndSettle(app, "Desert")
        #expect(frames(app, "RoundedRectangle").contains(CGRect(x: 0, y: 0, width: 390, height: 320)))
        #expect(frames(app, "RoundedRectangle").count == 3)
        #expect(textFrame(app, "Desert") == CGRect(x: 16, y: 277, width: 80, height: 27))
        #expect(textFrame(app, "Sand, stars and silence.") == CGRect(x: 16, y: 336, width: 192, height: 16))
        let close = try imageFrame(app, "xmark.circle.fill")
        #expect(near(close, CGRect(x: 374 - symbol(28), y: 16, width: symbol(28), height: symbol(28))))
        // It lies under the status bar, which takes the touch: the tap does not close the card.
        try tapAndSettle(app, CGPoint(x: close.midX, y: close.midY))
        #expect(textFrame(app, "Sand, stars and silence.") != nil)
        #expect(textFrame(app, "Desert") == CGRect(x: 16, y: 277, width: 80, height: 27))
    }

    /// Padded 16: the 240 pt picture, 12, the like row: the capsule holds
    /// the title3 heart (14.09) and the count ("41": 19 by 19) 6 apart,
    /// padded 16 and 10 (71.09 × 39). A tap likes: "42", a filled heart
    /// scaled 1.2 about its centre; a second tap unlikes. A double tap on
    /// the picture likes once and only once.
    @Test func aLikeButtonWithARollingCounter() throws {
        let app = try settledApp(MotionLikeScreen())
        let heart = symbol(20)
        #expect(near(frames(app, "Capsule").first, CGRect(x: 16, y: 315, width: 16 + heart + 6 + 19 + 16, height: 39)))
        #expect(near(textFrame(app, "41"), CGRect(x: 32 + heart + 6, y: 325, width: 19, height: 19)))
        #expect(textFrame(app, "Sunset over the bay") == CGRect(x: 16, y: 366, width: 152, height: 16))
        #expect(!transforms(app).contains { $0.scale != CGSize(width: 1, height: 1) })
        try tapAndSettle(app, "41")
        #expect(textFrame(app, "42") != nil)
        #expect(images(app).contains("heart.fill"))
        let centre = CGPoint(x: 32 + heart / 2, y: 325 + 19 / 2.0)
        #expect(transforms(app).contains { $0.scale == CGSize(width: 1.2, height: 1.2) && abs($0.anchor.x - centre.x) < 1e-6 && abs($0.anchor.y - centre.y) < 1e-6 })
        try tapAndSettle(app, "42")
        #expect(textFrame(app, "41") != nil)
        #expect(images(app).contains("heart"))
        let picture = CGPoint(x: 195, y: 183)
        for _ in 0..<2 {
            app.tap(picture)
            app.pump(4.0 / 60)
            app.tap(picture)
            try app.pumpAndSettle()
        }
        #expect(textFrame(app, "42") != nil)
        #expect(images(app).contains("heart.fill"))
        let bookmark = try imageFrame(app, "bookmark")
        try tapAndSettle(app, CGPoint(x: bookmark.midX, y: bookmark.midY))
        #expect(images(app).contains("bookmark.fill"))
    }

    /// The toolbar row: three bordered buttons (padded 12 and 7), a spacer
    /// and the stepper (its ideal width: "20", 8, the 8 pt spacer, 8, the
    /// 94 pt control) 12 apart in 358. The stack serves its spacer last, so
    /// the buttons and the stepper share 358 − 48 − 8 = 302: each button
    /// takes its ideal width ("Top": 24 + 24) and one 16 pt line (30 tall),
    /// the row is as tall as the 32 pt stepper, "Top" 1 + 7 below the row's
    /// top (63). The divider is 16 under the row (111); the chapters (60 pt
    /// rows) scroll below it (112 … 810, 698 tall). scrollTo puts a row at
    /// the anchor of the visible region.
    @Test func scrollingToAChapter() throws {
        let app = try settledApp(MotionScrollToScreen())
        #expect(textFrame(app, "Top") == CGRect(x: 28, y: 63 + 1 + 7, width: 24, height: 16))
        #expect(frames(app, "Divider") == [CGRect(x: 0, y: 63 + 32 + 16, width: 390, height: 1)])
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 112, width: 390, height: 698)])
        #expect(textFrame(app, "Chapter 1") == CGRect(x: 16, y: 112 + 22, width: 72, height: 16))
        try tapAndSettle(app, "Middle")
        // Chapter 20's row (1140 … 1200 in the content) centred in 112 … 810.
        let centre: CGFloat = 112 + 698 / 2
        #expect(app.scroll.offset.y == CGFloat(1170 - 349))
        #expect(textFrame(app, "Chapter 20")?.minY == centre - 8)
        try tapAndSettle(app, "End")
        #expect(app.scroll.offset.y == CGFloat(2400 - 698))
        #expect(textFrame(app, "Chapter 40")?.minY == CGFloat(810 - 22 - 16))
        try tapAndSettle(app, "Top")
        #expect(app.scroll.offset.y == 0)
        #expect(textFrame(app, "Chapter 1")?.minY == 134)
        try tapAndSettle(app, "+")
        #expect(textFrame(app, "21") != nil)
        try tapAndSettle(app, "Middle")
        #expect(textFrame(app, "Chapter 21")?.minY == centre - 8)
        let star = try imageFrame(app, "star.fill")
        #expect(abs(star.midY - centre) < 1e-6 && star.maxX == 374)
    }

    /// "Featured" (title2 bold: 83 × 21) 16 below the safe area's top; the
    /// lazy row takes the whole thickness it is offered: the stack's 747
    /// less 21, 8, 3 × 16 and the spacer's 8 (served last): 662, its 200 pt
    /// cards centred in it (331). Each card is the container's width less the 24 pt
    /// content margins (342), 12 apart. The five 8 pt dots, 8 apart, are
    /// centred 16 below. The card a scroll reveals in part is drawn with
    /// its scroll transition (opacity 0.6, 0.9 tall) as far as it is hidden
    /// (the `.interactive` configuration); a drag rests on the
    /// next card and moves the filled dot; a tap on a dot scrolls to its card.
    @Test func aViewAlignedCarousel() throws {
        let app = try settledApp(MotionCarouselScreen())
        #expect(textFrame(app, "Featured") == CGRect(x: 16, y: 63, width: 83, height: 21))
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 100, width: 390, height: 747 - 21 - 8 - 48 - 8)])
        let cardY: CGFloat = 100 + (662 - 200) / 2
        #expect(frames(app, "RoundedRectangle").prefix(2) == [CGRect(x: 24, y: cardY, width: 342, height: 200),
                                                              CGRect(x: 378, y: cardY, width: 342, height: 200)])
        // "Summer Sale": 11 × 8 × 28 / 17 = 144.9 → 145, padded 20.
        #expect(textFrame(app, "Summer Sale") == CGRect(x: 44, y: cardY + 200 - 20 - 27, width: 145, height: 27))
        let dots = frames(app, "Circle")
        #expect(dots.map(\.minX) == [159, 175, 191, 207, 223] && dots.allSatisfy { $0.minY == 762 + 16 && $0.width == 8 })
        func dotColours() -> [Color] {
            app.app.graph.drawList().commands.compactMap { if case .fillEllipse(let r, let c) = $0, r.minY == 778 { return c }; return nil }
        }
        #expect(dotColours().first == .primary && dotColours().dropFirst().allSatisfy { $0 != .primary })
        // `.interactive`: 12 of its 342 pt show, so the effect is 12/342 of the way back to identity.
        let shown: CGFloat = 12 / 342
        #expect(transforms(app).contains { abs($0.scale.height - (0.9 + 0.1 * shown)) < 1e-9 && $0.scale.width == 1 && $0.anchor == CGPoint(x: 549, y: cardY + 100) })
        #expect(app.app.graph.drawList().commands.contains { if case .beginGroup(let g) = $0 { return g.bounds == CGRect(x: 378, y: cardY, width: 342, height: 200) && abs(g.opacity - (0.6 + 0.4 * Double(shown))) < 1e-9 }; return false })
        #expect(!transforms(app).contains { $0.anchor == CGPoint(x: 195, y: cardY + 100) && $0.scale != CGSize(width: 1, height: 1) })
        app.drag(from: CGPoint(x: 300, y: cardY + 100), to: CGPoint(x: 200, y: cardY + 100))
        try app.pumpAndSettle()
        #expect(app.scroll.offset.x == CGFloat(354 - 24))
        #expect(textFrame(app, "New Arrivals")?.minX == 44)
        #expect(dotColours().firstIndex(of: .primary) == 1)
        try tapAndSettle(app, CGPoint(x: 211, y: 782))
        #expect(textFrame(app, "Gift Ideas")?.minX == 44)
        #expect(dotColours().firstIndex(of: .primary) == 3)
    }

    /// The scroll view ignores the top safe area: it starts at y 0 with the
    /// 300 pt header; "Lake Tahoe" (largeTitle bold, 160 × 32) padded 16
    /// from its bottom. The column hugs its widest paragraph ("Paragraph 10:
    /// … surrounded": 44 × 8 = 352). Scrolled 100, the header moves at half
    /// speed (offset 50) inside its clip; pulled down 100, it grows to 400
    /// and stays at the top of its reader, whose clip still cuts it at 300.
    @Test func aParallaxHeader() throws {
        let app = try settledApp(MotionParallaxScreen())
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 0, width: 390, height: 810)])
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(textFrame(app, "Lake Tahoe") == CGRect(x: 16, y: 252, width: 160, height: 32))
        #expect(textFrame(app, "About") == CGRect(x: 16, y: 316, width: 52, height: 21))
        #expect(textFrame(app, "Paragraph 1: Crystal-clear water surrounded by mountains.") == CGRect(x: 16, y: 349, width: 344, height: 32))
        #expect(textFrame(app, "Paragraph 2: Crystal-clear water surrounded by mountains.")?.minY == CGFloat(349 + 44))
        #expect(frames(app, "VStack").last?.width == 352)
        // The content is 881 tall: the range ends at 881 + 34 − 844 = 71.
        #expect(app.scroll.maxOffset.y == 71)
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: 60), animated: false, at: app.time)
        app.pump(1.0 / 60)
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: -30, width: 390, height: 300))
        #expect(textFrame(app, "Lake Tahoe")?.minY == 222)
        #expect(textFrame(app, "About")?.minY == 256)
        #expect(clips(app).contains(CGRect(x: 0, y: -60, width: 390, height: 300)))
        app.app.scrollController!.setContentOffset(.zero, animated: false, at: app.time)
        app.pump(1.0 / 60)
        // Held 150 down: the content follows the rubber band.
        app.send(.pointerDown(CGPoint(x: 195, y: 400)))
        for i in 1...10 {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195, y: 400 + 15 * CGFloat(i))))
        }
        app.pump(1.0 / 60)
        let pulled = -app.scroll.offset.y
        #expect(pulled > 0 && pulled < 150)
        #expect(near(frames(app, "Rectangle").first, CGRect(x: 0, y: 0, width: 390, height: 300 + pulled)))
        #expect(near(textFrame(app, "Lake Tahoe"), CGRect(x: 16, y: 252 + pulled, width: 160, height: 32)))
        #expect(clips(app).contains { near($0, CGRect(x: 0, y: pulled, width: 390, height: 300)) })
        app.send(.pointerUp(CGPoint(x: 195, y: 550)))
        try app.pumpAndSettle()
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: 0, width: 390, height: 300))
    }

    /// The header band (headline 16, 8, the 32 pt segmented control, padded
    /// 8: 72) sits on the safe area's top; the scroll view below it (119 …
    /// 810) reaches under it and the status bar (its viewport is the whole
    /// window, its content inset 119 and 34). Rows of 56, 12 apart, from
    /// 119 + 16. A segment tap changes the rows.
    @Test func aStickyHeaderInTheSafeArea() throws {
        let app = try settledApp(MotionStickyHeaderScreen())
        #expect(textFrame(app, "Library") == CGRect(x: 167, y: 55, width: 56, height: 16))
        #expect(frames(app, "SegmentedControl") == [CGRect(x: 16, y: 79, width: 358, height: 32)])
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 119, width: 390, height: 691)])
        #expect(app.scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.scroll.inset.top == 119 && app.scroll.inset.bottom == 34)
        #expect(textFrame(app, "All item 1") == CGRect(x: 80, y: 155, width: 80, height: 16))
        #expect(textFrame(app, "All item 2")?.minY == CGFloat(155 + 68))
        app.app.scrollController!.setContentOffset(CGPoint(x: 0, y: -119 + 300), animated: false, at: app.time)
        app.pump(1.0 / 60)
        // Row 5 (at 135 + 4 × 68 − 300 = 107) is drawn under the band, which is drawn over it.
        #expect(textFrame(app, "All item 5")?.minY == 127)
        try tapAndSettle(app, "Photos")
        #expect(textFrame(app, "All item 5") == nil)
        #expect(textFrame(app, "Photos item 5") != nil)
    }

    /// The reader is the safe area (763 tall): collapsed, the sheet's top is
    /// 120 above its bottom (47 + 643 = 690); the grabber 8 below, the title
    /// 12 below it (715), the rows 28 apart from 743. The sheet follows the
    /// finger while dragged; on release it snaps to the detent nearest the
    /// predicted end: half (the sheet at 47 + 381.5), then expanded (80).
    @Test func aHandBuiltBottomSheet() throws {
        let app = try settledApp(MotionBottomSheetScreen())
        #expect(frames(app, "Capsule") == [CGRect(x: 177, y: 698, width: 36, height: 5)])
        #expect(textFrame(app, "Nearby places") == CGRect(x: 143, y: 715, width: 104, height: 16))
        #expect(textFrame(app, "Place 2") == CGRect(x: 16 + symbol(17) + 8, y: 771, width: 56, height: 16))
        #expect(textFrame(app, "Map") == CGRect(x: 171, y: 412.5, width: 48, height: 32))
        // Held 100 up: the sheet is 100 higher.
        app.send(.pointerDown(CGPoint(x: 195, y: 720)))
        for i in 1...10 {
            app.pump(1.0 / 60)
            app.send(.pointerMove(CGPoint(x: 195, y: 720 - 10 * CGFloat(i))))
        }
        app.pump(1)
        #expect(frames(app, "Capsule").first?.minY == 598)
        app.send(.pointerUp(CGPoint(x: 195, y: 620)))
        try app.pumpAndSettle()
        // 100 up and no speed at the lift: 543 is nearer 643 than 381.5.
        #expect(frames(app, "Capsule").first?.minY == 698)
        app.drag(from: CGPoint(x: 195, y: 720), to: CGPoint(x: 195, y: 520), duration: 1)
        try app.pumpAndSettle()
        #expect(frames(app, "Capsule").first?.minY == CGFloat(47 + 381.5 + 8))
        app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 190), duration: 1)
        try app.pumpAndSettle()
        #expect(frames(app, "Capsule").first?.minY == CGFloat(47 + 80 + 8))
        #expect(textFrame(app, "Nearby places")?.minY == CGFloat(47 + 80 + 25))
    }
}

extension TypicalCorpusMotionScreensTests {
    /// Adaptive columns of at least 100 with 2 pt gaps: three of (390 − 4)
    /// / 3 = 128.67, square, rows 2 apart. A tap shows the viewer: black
    /// over the whole window, the 4:3 photo fitted to the width (292.5
    /// tall) and centred in the safe area. A double tap zooms it to 2 about
    /// its centre and back; a slow drag of 60 springs back; one of 200 down
    /// closes the viewer (at a scale of 1); a pinch to 2 keeps it open
    /// through the same drag.
    @Test func aZoomableImageViewer() throws {
        let app = try settledApp(MotionImageViewerScreen())
        let side: CGFloat = (390 - 4) / 3
        let tiles = frames(app, "Rectangle")
        #expect(tiles.count == 9)
        #expect(near(tiles[4], CGRect(x: side + 2, y: 47 + side + 2, width: side, height: side)))
        try tapAndSettle(app, CGPoint(x: 60, y: 100))
        let photo = CGRect(x: 0, y: 47 + (763 - 292.5) / 2, width: 390, height: 292.5)
        #expect(frames(app, "RoundedRectangle") == [photo])
        #expect(app.app.graph.drawList().commands.contains { if case .fillRect(let r, let c) = $0 { return r == CGRect(x: 0, y: 0, width: 390, height: 844) && c == .black }; return false })
        let centre = CGPoint(x: photo.midX, y: photo.midY)
        app.tap(centre)
        app.pump(4.0 / 60)
        app.tap(centre)
        try app.pumpAndSettle()
        #expect(transforms(app).contains { $0.scale == CGSize(width: 2, height: 2) && $0.anchor == centre })
        app.tap(centre)
        app.pump(4.0 / 60)
        app.tap(centre)
        try app.pumpAndSettle()
        #expect(!transforms(app).contains { $0.scale != CGSize(width: 1, height: 1) })
        app.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 60), duration: 0.5)
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle") == [photo])
        app.pinch(at: centre, scale: 2)
        try app.pumpAndSettle()
        #expect(transforms(app).contains { $0.scale == CGSize(width: 2, height: 2) })
        app.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 200), duration: 0.5)
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle") == [photo])
        app.tap(centre)
        app.pump(4.0 / 60)
        app.tap(centre)
        try app.pumpAndSettle()
        app.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y + 200), duration: 0.5)
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").isEmpty)
        #expect(frames(app, "Rectangle").count == 9)
    }

    /// The column (60, 16, 10, 30 with 40 between) is centred in the safe
    /// area: 47 + (763 − 236) / 2. The arc turns at 360° a second, linearly,
    /// for ever, about its centre; after 3 s the task shows "Done".
    @Test func aSpinnerThatTurnsForEver() async throws {
        let app = TestApp(MotionSpinnerScreen(), measurer: fakeMeasurer())
        await app.pump(0.5)
        let top: CGFloat = 47 + (763 - 236) / 2
        #expect(frames(app, "Shape").first == CGRect(x: 165, y: top, width: 60, height: 60))
        #expect(textFrame(app, "Loading…") == CGRect(x: 163, y: top + 100, width: 64, height: 16))
        #expect(frames(app, "Circle").map(\.minX) == [172, 190, 208])
        #expect(textFrame(app, "Cancel") == CGRect(x: 171, y: top + 213, width: 48, height: 16))
        func angle() -> Double? {
            transforms(app).first { $0.anchor == CGPoint(x: 195, y: top + 30) && $0.scale == CGSize(width: 1, height: 1) }?.rotation
        }
        let a0 = try #require(angle())
        await app.pump(0.25)
        let a1 = try #require(angle())
        // A quarter turn later (mod a whole turn).
        let turned = (a1 - a0).truncatingRemainder(dividingBy: 2 * .pi)
        #expect(abs((turned < 0 ? turned + 2 * .pi : turned) - .pi / 2) < 1e-6)
        await app.pump(2.5)
        #expect(textFrame(app, "Done") != nil)
        #expect(textFrame(app, "Loading…") == nil)
        #expect(textFrame(app, "Reload") != nil)
    }

    /// The column (the 48 pt symbol 33.82, the 64 pt emoji 61 tall, the
    /// body text, the 30 pt button, 48 apart) centred in the safe area. A
    /// tap runs the keyframes: the ball turns linearly to 180° over 0.7 s
    /// (90° at 0.35 s) and keeps its last value; the bell runs its phases
    /// and comes back to a scale of 1.
    @Test func phaseAndKeyframeAnimators() throws {
        let app = TestApp(MotionAnimatorScreen(), measurer: fakeMeasurer())
        app.pump(0.5)
        let bell = symbol(48)
        let height = bell + 48 + 61 + 48 + 16 + 48 + 30
        let top = 47 + (763 - height) / 2
        #expect(near(textFrame(app, "🏀"), CGRect(x: 179.5, y: top + bell + 48, width: 31, height: 61)))
        #expect(near(textFrame(app, "Animate"), CGRect(x: 167, y: top + height - 30 + 7, width: 56, height: 16)))
        // The ball's rotation turns about its centre, which the outer offset moves with it.
        func ballRotation() -> Double? {
            transforms(app).first { $0.anchor.x == 195 && $0.rotation != 0 }?.rotation
        }
        #expect(ballRotation() == nil)
        try app.tap(.text("Animate"))
        // The lift runs in the first frame of the pump: 20 frames of the run later, 20/60 of 0.7 s of the turn.
        app.pump(0.35)
        #expect(abs((ballRotation() ?? 0) - .pi * (20.0 / 60) / 0.7) < 1e-9)
        app.pump(1.5)
        #expect(abs((ballRotation() ?? 0) - .pi) < 1e-9)
        // Back on the ground (the offset's last keyframe is 0), turned upside down; the scale's spring
        // keyframe is cut at its 0.5 s, a hair from 1, and the ball keeps that last value.
        #expect(transforms(app).contains { $0.anchor.x == 195 && abs($0.anchor.y - (top + bell + 48 + 30.5)) < 1e-3 && $0.rotation == .pi })
        #expect(transforms(app).contains { $0.anchor.x == 195 && $0.rotation == 0 && abs($0.scale.width - 1) < 0.01 })
        #expect(!transforms(app).contains { abs($0.anchor.y - (top + bell / 2)) < 1e-6 && $0.scale != CGSize(width: 1, height: 1) })
    }

    /// An inline bar (91). The input bar (the field padded 8 in a capsule,
    /// padded 8: 48) sits on the bottom safe area (762 … 810), the scroll
    /// view 8 above it. A bubble is offered 358 less the 60 pt spacer
    /// (served last, with no gap beside it) and its 2 × 14 padding: 270, so
    /// "Hey! Are we still on for tonight?" (264) keeps one line. The empty
    /// draft cannot be sent; a typed one appears trailing, the field
    /// empties.
    @Test func aChatWithAPinnedInputBar() throws {
        let app = try settledApp(MotionChatScreen())
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: 91, width: 390, height: 663)])
        #expect(textFrame(app, "Hey! Are we still on for tonight?") == CGRect(x: 30, y: 115, width: 264, height: 16))
        // Bubbles 16 + 2 × 8 = 32 tall, 8 apart.
        #expect(textFrame(app, "Yes, 7pm works.") == CGRect(x: 240, y: 115 + 40, width: 120, height: 16))
        #expect(textFrame(app, "Great, see you there.") == CGRect(x: 30, y: 115 + 80, width: 168, height: 16))
        let send = symbol(32)
        #expect(near(frames(app, "Capsule").first, CGRect(x: 16, y: 770, width: 358 - 8 - send, height: 32)))
        #expect(textFrame(app, "Message") == CGRect(x: 28, y: 778, width: 56, height: 16))
        let button = try imageFrame(app, "arrow.up.circle.fill")
        try tapAndSettle(app, CGPoint(x: button.midX, y: button.midY))
        #expect(app.app.graph.inspect().all { $0.kind == "MotionChatBubble" }.count == 3)
        try app.tap(.text("Message"))
        app.type("On my way")
        try tapAndSettle(app, CGPoint(x: button.midX, y: button.midY))
        // 107 + 3 × (32 + 8) = 227, padded 8.
        #expect(textFrame(app, "On my way") == CGRect(x: 288, y: 235, width: 72, height: 16))
        #expect(textFrame(app, "Message") == CGRect(x: 28, y: 778, width: 56, height: 16))
    }

    /// The 220 pt ring 40 below the safe area's top, centred (85); the
    /// percentage (40 pt rounded bold: 57 × 38) and the caption (12) 4
    /// apart centred in it. The arc is the circle's path from 3 o'clock,
    /// clockwise, to `progress` of the way round, stroked 20 wide with
    /// round caps and turned −90° about the ring's centre. "+1,000" moves it
    /// to 40 %, Reset to 0.
    @Test func anAnimatedProgressRing() throws {
        let app = try settledApp(MotionProgressRingScreen())
        #expect(frames(app, "Circle") == [CGRect(x: 85, y: 87, width: 220, height: 220)])
        #expect(textFrame(app, "30%") == CGRect(x: 166.5, y: 170, width: 57, height: 38))
        #expect(textFrame(app, "of daily goal") == CGRect(x: 158, y: 212, width: 74, height: 12))
        #expect(textFrame(app, "3,000 steps") == CGRect(x: 143, y: 339, width: 104, height: 19))
        #expect(textFrame(app, "+1,000") == CGRect(x: 131, y: 397, width: 48, height: 16))
        let centre = CGPoint(x: 195, y: 197)
        #expect(transforms(app).contains { $0.anchor == centre && abs($0.rotation + .pi / 2) < 1e-9 })
        func arcEnd() -> CGPoint? {
            app.app.graph.drawList().commands.compactMap { command -> CGPoint? in
                if case .path(let p) = command, p.stroke?.lineWidth == 20, p.stroke?.lineCap == .round { return p.subpaths.first?.last }
                return nil
            }.first
        }
        func point(_ fraction: Double) -> CGPoint {
            CGPoint(x: 195 + 110 * cos(2 * .pi * fraction), y: 197 + 110 * sin(2 * .pi * fraction))
        }
        // The stroked path is the flattened circle: its ends lie within 0.05 pt of the true arc's.
        func close(_ a: CGPoint?, _ b: CGPoint) -> Bool { a.map { hypot($0.x - b.x, $0.y - b.y) < 0.05 } ?? false }
        #expect(close(arcEnd(), point(0.3)))
        try tapAndSettle(app, "+1,000")
        #expect(textFrame(app, "40%") != nil)
        #expect(textFrame(app, "4,000 steps") != nil)
        #expect(close(arcEnd(), point(0.4)))
        try tapAndSettle(app, "Reset")
        #expect(textFrame(app, "0%") != nil)
        #expect(textFrame(app, "0 steps") != nil)
        #expect(arcEnd() == nil || close(arcEnd(), point(0)))
    }

    /// The toast is overlaid at the top of the safe area: the symbol (body
    /// size, 11.98) and the subheadline text (15 pt line) 12 apart, padded 16 and 12 (39
    /// tall), 16 in from the screen's edges. It hides itself 2 s after it
    /// appears; a new toast restarts the wait; a tap hides it at once.
    @Test func aToastThatHidesItself() async throws {
        let app = TestApp(MotionToastScreen(), measurer: fakeMeasurer())
        try await app.pumpAndSettle()
        #expect(textFrame(app, "Save draft") == CGRect(x: 36, y: 192, width: 80, height: 16))
        await app.tap(try app.center(of: .text("Save draft")))
        await app.pump(0.5)
        // "Draft saved": 11 × 8 × 15 / 17 = 77.6 → 78.
        #expect(near(textFrame(app, "Draft saved"), CGRect(x: 32 + symbol(17) + 12, y: 59, width: 78, height: 15)))
        #expect(frames(app, "RoundedRectangle").contains(CGRect(x: 16, y: 47, width: 358, height: 39)))
        await app.pump(1.2)
        await app.tap(try app.center(of: .text("Upload photo")))
        await app.pump(1.5)
        #expect(textFrame(app, "Draft saved") == nil)
        #expect(textFrame(app, "Upload failed") != nil)
        await app.pump(0.8)
        #expect(textFrame(app, "Upload failed") == nil)
        await app.tap(try app.center(of: .text("Save draft")))
        await app.pump(0.5)
        await app.tap(try app.center(of: .text("Draft saved")))
        await app.pump(0.5)
        #expect(textFrame(app, "Draft saved") == nil)
    }

    /// Rows in an inset-grouped list (content 20 in: 36 … 354). A row's
    /// HStack serves the 92 pt control first and its spacer last, so the
    /// name column is offered 318 − 16 − 8 − 92 = 202: "Espresso beans"
    /// (112) stays on one line. The name sits right on the price (no gap
    /// between two texts): 16 + 12 = 28, so the 32 pt control sets each
    /// row's height, 11 + 32 + 11 = 54, with the name column centred (2 pt
    /// down) and the controls' middle 27 into the row. Each change of a
    /// quantity plays `.increase` or `.decrease`; "−" at 0 is disabled; the
    /// total follows.
    @Test func aQuantityControlWithFeedback() throws {
        let app = try settledApp(MotionQuantityScreen())
        let row1: CGFloat = 143 + 35, row2 = row1 + 54, row3 = row2 + 54
        // The 28 pt name column 2 down in the 32 pt content, 11 into the row.
        #expect(textFrame(app, "Espresso beans") == CGRect(x: 36, y: row1 + 11 + 2, width: 112, height: 16))
        #expect(textFrame(app, "Oat milk") == CGRect(x: 36, y: row2 + 11 + 2, width: 64, height: 16))
        #expect(frames(app, "Capsule").prefix(2) == [CGRect(x: 262, y: row1 + 11, width: 92, height: 32), CGRect(x: 262, y: row2 + 11, width: 92, height: 32)])
        #expect(textFrame(app, "2") == CGRect(x: 304, y: row2 + 11 + 8, width: 8, height: 16))
        // The total's section 35 below the last row; its value centred in a 44 pt row.
        #expect(textFrame(app, "$18.90") == CGRect(x: 306, y: row3 + 54 + 35 + (44 - 16) / 2, width: 48, height: 16))
        func events() -> [String] { app.app.graph.sensoryFeedbackEvents.map(\.feedback.description) }
        let plus2 = CGPoint(x: 338, y: row2 + 27), minus2 = CGPoint(x: 278, y: row2 + 27)
        try tapAndSettle(app, plus2)
        #expect(textFrame(app, "3") != nil)
        #expect(textFrame(app, "$22.10") != nil)
        #expect(events() == ["increase"])
        try tapAndSettle(app, minus2)
        try tapAndSettle(app, minus2)
        #expect(events() == ["increase", "decrease", "decrease"])
        #expect(textFrame(app, "$15.70") != nil)
        // The croissant is at 0: its "−" is disabled.
        try tapAndSettle(app, CGPoint(x: 278, y: row3 + 27))
        #expect(events().count == 3)
        try tapAndSettle(app, "Check out")
        #expect(events().last == "success")
    }
}
