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
