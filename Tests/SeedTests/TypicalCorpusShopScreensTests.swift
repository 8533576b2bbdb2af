import Foundation
import Testing
import ScrollSim

// A blind corpus of fifteen everyday screens (shop, player, weather,
// agenda, recipe, search, inbox, login, stats, board, cards, photos),
// written the way app code writes them with SwiftUI; only the import
// differs.

// MARK: - 1. Product grid with filters and a cart badge

struct StoreProduct: Identifiable, Hashable {
    let id: Int
    var name: String
    var price: Double
    var category: String
    var symbol: String
}

@Observable
final class ShopCart {
    var lines: [ShopCartLine] = []
    var count: Int { lines.reduce(0) { $0 + $1.quantity } }
    var total: Double { lines.reduce(0) { $0 + $1.product.price * Double($1.quantity) } }

    func add(_ product: StoreProduct) {
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(ShopCartLine(product: product, quantity: 1))
        }
    }
}

struct ShopCartLine: Identifiable {
    var id: Int { product.id }
    let product: StoreProduct
    var quantity: Int
}

let shopCatalog: [StoreProduct] = [
    StoreProduct(id: 1, name: "Runner", price: 89.99, category: "Shoes", symbol: "shoe"),
    StoreProduct(id: 2, name: "Hoodie", price: 59.00, category: "Tops", symbol: "tshirt"),
    StoreProduct(id: 3, name: "Cap", price: 19.50, category: "Hats", symbol: "hat.cap"),
    StoreProduct(id: 4, name: "Trail", price: 119.00, category: "Shoes", symbol: "shoe.2"),
    StoreProduct(id: 5, name: "Tee", price: 25.00, category: "Tops", symbol: "tshirt.fill"),
    StoreProduct(id: 6, name: "Beanie", price: 22.00, category: "Hats", symbol: "snowflake"),
]

struct ShopGridView: View {
    @State private var cart = ShopCart()
    @State private var selectedCategory: String? = nil
    let categories = ["Shoes", "Tops", "Hats"]

    private var filtered: [StoreProduct] {
        guard let selectedCategory else { return shopCatalog }
        return shopCatalog.filter { $0.category == selectedCategory }
    }

    private let columns = [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(categories, id: \.self) { category in
                            Button {
                                selectedCategory = selectedCategory == category ? nil : category
                            } label: {
                                Text(category)
                                    .font(.subheadline.weight(.medium))
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 8)
                                    .background(selectedCategory == category ? Color.accentColor : Color(.systemGray6))
                                    .foregroundStyle(selectedCategory == category ? .white : .primary)
                                    .clipShape(Capsule())
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.horizontal)
                }
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(filtered) { product in
                        VStack(alignment: .leading, spacing: 6) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color(.secondarySystemBackground))
                                .aspectRatio(1, contentMode: .fit)
                                .overlay {
                                    Image(systemName: product.symbol)
                                        .font(.largeTitle)
                                        .foregroundStyle(.secondary)
                                }
                            Text(product.name)
                                .font(.headline)
                                .lineLimit(1)
                            Text(product.price, format: .currency(code: "USD"))
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Button("Add") { cart.add(product) }
                                .buttonStyle(.borderedProminent)
                                .controlSize(.small)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Shop")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ZStack(alignment: .topTrailing) {
                        Image(systemName: "cart")
                            .font(.title3)
                        if cart.count > 0 {
                            Text("\(cart.count)")
                                .font(.caption2.bold())
                                .foregroundStyle(.white)
                                .padding(4)
                                .background(Circle().fill(.red))
                                .offset(x: 8, y: -8)
                        }
                    }
                }
            }
        }
    }
}

// MARK: - 2. Product detail: image carousel, size chips, bottom button

struct ShopProductDetailView: View {
    let product: StoreProduct
    @State private var selectedImage = 0
    @State private var selectedSize: String?
    @State private var addedToCart = false
    let sizes = ["XS", "S", "M", "L", "XL"]
    let imageColors: [Color] = [.orange, .teal, .indigo]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                TabView(selection: $selectedImage) {
                    ForEach(imageColors.indices, id: \.self) { index in
                        Rectangle()
                            .fill(imageColors[index].gradient)
                            .overlay(Image(systemName: product.symbol).font(.system(size: 80)))
                            .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .frame(height: 320)

                VStack(alignment: .leading, spacing: 8) {
                    Text(product.name)
                        .font(.title.bold())
                    Text(product.price, format: .currency(code: "USD"))
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                Text("Size")
                    .font(.headline)
                    .padding(.horizontal)
                HStack(spacing: 10) {
                    ForEach(sizes, id: \.self) { size in
                        Text(size)
                            .font(.callout.weight(.semibold))
                            .frame(width: 48, height: 40)
                            .background(
                                RoundedRectangle(cornerRadius: 8)
                                    .stroke(selectedSize == size ? Color.primary : Color.gray.opacity(0.4), lineWidth: selectedSize == size ? 2 : 1)
                            )
                            .contentShape(Rectangle())
                            .onTapGesture { selectedSize = size }
                    }
                }
                .padding(.horizontal)

                Text("Lightweight and breathable, made for everyday wear. Machine washable.")
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {
                addedToCart = true
            } label: {
                Text(addedToCart ? "Added" : "Add to cart")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
            }
            .buttonStyle(.borderedProminent)
            .disabled(selectedSize == nil)
            .padding(.horizontal)
            .padding(.top, 8)
            .background(.bar)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

// MARK: - 3. Cart with quantity steppers and a total

struct ShopCartView: View {
    @State private var lines: [ShopCartLine] = [
        ShopCartLine(product: shopCatalog[0], quantity: 1),
        ShopCartLine(product: shopCatalog[1], quantity: 2),
        ShopCartLine(product: shopCatalog[2], quantity: 1),
    ]

    private var total: Double {
        lines.reduce(0) { $0 + $1.product.price * Double($1.quantity) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($lines) { $line in
                        HStack(spacing: 12) {
                            Image(systemName: line.product.symbol)
                                .frame(width: 44, height: 44)
                                .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 8))
                            VStack(alignment: .leading) {
                                Text(line.product.name)
                                Text(line.product.price, format: .currency(code: "USD"))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Stepper("\(line.quantity)", value: $line.quantity, in: 1...10)
                                .fixedSize()
                        }
                    }
                    .onDelete { offsets in
                        lines.remove(atOffsets: offsets)
                    }
                }
                Section {
                    HStack {
                        Text("Total")
                            .font(.headline)
                        Spacer()
                        Text(total, format: .currency(code: "USD"))
                            .font(.headline)
                            .monospacedDigit()
                    }
                }
            }
            .navigationTitle("Cart")
            .toolbar { EditButton() }
        }
    }
}

// MARK: - 4. Checkout form

struct ShopCheckoutView: View {
    enum Shipping: String, CaseIterable, Identifiable {
        case standard = "Standard"
        case express = "Express"
        var id: Self { self }
    }

    @State private var fullName = ""
    @State private var email = ""
    @State private var address = ""
    @State private var city = ""
    @State private var zip = ""
    @State private var shipping: Shipping = .standard
    @State private var saveCard = true
    @State private var showConfirmation = false

    private var isValid: Bool {
        !fullName.isEmpty && email.contains("@") && !address.isEmpty && zip.count == 5
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Contact") {
                    TextField("Full name", text: $fullName)
                        .textContentType(.name)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }
                Section("Shipping address") {
                    TextField("Address", text: $address)
                    TextField("City", text: $city)
                    TextField("ZIP", text: $zip)
                        .keyboardType(.numberPad)
                }
                Section {
                    Picker("Delivery", selection: $shipping) {
                        ForEach(Shipping.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Save card for later", isOn: $saveCard)
                } header: {
                    Text("Options")
                } footer: {
                    Text("Express delivery arrives in 1–2 business days.")
                }
                Section {
                    Button("Place order") {
                        showConfirmation = true
                    }
                    .frame(maxWidth: .infinity)
                    .disabled(!isValid)
                }
            }
            .navigationTitle("Checkout")
            .alert("Order placed", isPresented: $showConfirmation) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Thanks, \(fullName)!")
            }
        }
    }
}

// MARK: - 5. Music player: list with a mini-player bar, now-playing sheet

struct PlayerTrack: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var artist: String
    var duration: Double
}

struct PlayerLibraryView: View {
    let tracks = [
        PlayerTrack(title: "Morning Light", artist: "Aurora Bay", duration: 214),
        PlayerTrack(title: "Night Drive", artist: "Neon Coast", duration: 187),
        PlayerTrack(title: "Paper Boats", artist: "The Folds", duration: 242),
        PlayerTrack(title: "Slow Tide", artist: "Aurora Bay", duration: 305),
    ]
    @State private var current: PlayerTrack?
    @State private var isPlaying = false
    @State private var showNowPlaying = false

    var body: some View {
        NavigationStack {
            List(tracks) { track in
                Button {
                    current = track
                    isPlaying = true
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(track.title)
                                .foregroundStyle(.primary)
                            Text(track.artist)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if current == track {
                            Image(systemName: "waveform")
                                .foregroundStyle(.tint)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Library")
            .safeAreaInset(edge: .bottom) {
                if let current {
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(.pink.gradient)
                            .frame(width: 44, height: 44)
                        Text(current.title)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(1)
                        Spacer()
                        Button {
                            isPlaying.toggle()
                        } label: {
                            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                                .font(.title2)
                        }
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .background(.ultraThinMaterial)
                    .onTapGesture { showNowPlaying = true }
                }
            }
            .sheet(isPresented: $showNowPlaying) {
                if let current {
                    PlayerNowPlayingView(track: current, isPlaying: $isPlaying)
                }
            }
        }
    }
}

struct PlayerNowPlayingView: View {
    let track: PlayerTrack
    @Binding var isPlaying: Bool
    @State private var position: Double = 0
    @State private var volume: Double = 0.6
    @Environment(\.dismiss) private var dismiss

    private func timeString(_ seconds: Double) -> String {
        let s = Int(seconds)
        return String(format: "%d:%02d", s / 60, s % 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(.secondary)
                .frame(width: 40, height: 5)
                .padding(.top, 8)
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .shadow(radius: 10)
                .padding(.horizontal, 32)
            VStack(spacing: 4) {
                Text(track.title)
                    .font(.title2.bold())
                Text(track.artist)
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: 4) {
                Slider(value: $position, in: 0...track.duration)
                HStack {
                    Text(timeString(position))
                    Spacer()
                    Text("-" + timeString(track.duration - position))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            .padding(.horizontal)
            HStack(spacing: 40) {
                Button { position = max(0, position - 15) } label: {
                    Image(systemName: "gobackward.15")
                }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                }
                Button { position = min(track.duration, position + 15) } label: {
                    Image(systemName: "goforward.15")
                }
            }
            .font(.title)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal)
            Spacer()
        }
        .presentationDragIndicator(.hidden)
    }
}

// MARK: - 6. Weather dashboard

struct WeatherHour: Identifiable {
    let id: Int
    var hour: String
    var symbol: String
    var temperature: Int
}

struct WeatherDay: Identifiable {
    let id: Int
    var name: String
    var symbol: String
    var low: Int
    var high: Int
}

struct WeatherDashboardView: View {
    let hours: [WeatherHour] = (0..<12).map { i in
        WeatherHour(id: i, hour: i == 0 ? "Now" : "\((9 + i) % 24)", symbol: i % 3 == 0 ? "sun.max.fill" : "cloud.sun.fill", temperature: 18 + i % 5)
    }
    let days: [WeatherDay] = [
        WeatherDay(id: 0, name: "Today", symbol: "sun.max.fill", low: 12, high: 22),
        WeatherDay(id: 1, name: "Wed", symbol: "cloud.rain.fill", low: 10, high: 17),
        WeatherDay(id: 2, name: "Thu", symbol: "cloud.fill", low: 9, high: 15),
        WeatherDay(id: 3, name: "Fri", symbol: "sun.max.fill", low: 13, high: 24),
        WeatherDay(id: 4, name: "Sat", symbol: "cloud.sun.fill", low: 14, high: 21),
    ]
    private let weekLow = 9
    private let weekHigh = 24

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(spacing: 2) {
                    Text("Lisbon")
                        .font(.largeTitle)
                    Text("21°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Mostly Sunny")
                        .font(.title3)
                    Text("H:24°  L:12°")
                        .font(.headline)
                }
                .foregroundStyle(.white)
                .padding(.top, 40)

                VStack(alignment: .leading, spacing: 8) {
                    Label("HOURLY FORECAST", systemImage: "clock")
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.7))
                    Divider().overlay(.white.opacity(0.3))
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 20) {
                            ForEach(hours) { hour in
                                VStack(spacing: 8) {
                                    Text(hour.hour)
                                        .font(.subheadline)
                                    Image(systemName: hour.symbol)
                                        .symbolRenderingMode(.multicolor)
                                        .frame(height: 24)
                                    Text("\(hour.temperature)°")
                                        .font(.headline)
                                }
                            }
                        }
                    }
                }
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))

                VStack(alignment: .leading, spacing: 0) {
                    Label("5-DAY FORECAST", systemImage: "calendar")
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.7))
                        .padding(.bottom, 8)
                    ForEach(days) { day in
                        Divider().overlay(.white.opacity(0.3))
                        HStack {
                            Text(day.name)
                                .frame(width: 60, alignment: .leading)
                            Image(systemName: day.symbol)
                                .frame(width: 30)
                            Text("\(day.low)°")
                                .foregroundStyle(.white.opacity(0.6))
                                .frame(width: 36, alignment: .trailing)
                            WeatherTemperatureBar(low: day.low, high: day.high, weekLow: weekLow, weekHigh: weekHigh)
                                .frame(height: 5)
                            Text("\(day.high)°")
                                .frame(width: 36, alignment: .trailing)
                        }
                        .font(.body.weight(.medium))
                        .padding(.vertical, 10)
                    }
                }
                .foregroundStyle(.white)
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
            .padding(.horizontal)
        }
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

struct WeatherTemperatureBar: View {
    let low: Int
    let high: Int
    let weekLow: Int
    let weekHigh: Int

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(weekHigh - weekLow)
            let start = CGFloat(low - weekLow) / span * proxy.size.width
            let width = CGFloat(high - low) / span * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(.white.opacity(0.2))
                Capsule()
                    .fill(LinearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: width)
                    .offset(x: start)
            }
        }
    }
}

// MARK: - 7. Calendar agenda grouped by day

struct AgendaEvent: Identifiable {
    let id = UUID()
    var title: String
    var day: Int
    var start: String
    var end: String
    var color: Color
}

struct AgendaView: View {
    let events: [AgendaEvent] = [
        AgendaEvent(title: "Standup", day: 1, start: "09:00", end: "09:15", color: .blue),
        AgendaEvent(title: "Design review", day: 1, start: "11:00", end: "12:00", color: .purple),
        AgendaEvent(title: "Lunch with Sam", day: 1, start: "12:30", end: "13:30", color: .orange),
        AgendaEvent(title: "Dentist", day: 2, start: "08:30", end: "09:30", color: .red),
        AgendaEvent(title: "1:1", day: 2, start: "15:00", end: "15:30", color: .blue),
        AgendaEvent(title: "Yoga", day: 4, start: "18:00", end: "19:00", color: .green),
    ]
    let dayNames = [1: "Monday, Mar 4", 2: "Tuesday, Mar 5", 4: "Thursday, Mar 7"]

    private var grouped: [(day: Int, events: [AgendaEvent])] {
        Dictionary(grouping: events, by: \.day)
            .sorted { $0.key < $1.key }
            .map { (day: $0.key, events: $0.value) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.day) { group in
                    Section {
                        ForEach(group.events) { event in
                            HStack(spacing: 12) {
                                RoundedRectangle(cornerRadius: 2)
                                    .fill(event.color)
                                    .frame(width: 4)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(event.title)
                                        .font(.body.weight(.semibold))
                                    Text("\(event.start) – \(event.end)")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                            }
                            .padding(.vertical, 2)
                        }
                    } header: {
                        Text(dayNames[group.day] ?? "")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Agenda")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

// MARK: - 8. Recipe detail with a stretchy parallax header

struct RecipeDetailView: View {
    let title = "Lemon Herb Chicken"
    let ingredients = ["2 chicken breasts", "1 lemon", "2 tbsp olive oil", "3 garlic cloves", "Fresh thyme"]
    let steps = [
        "Marinate the chicken in lemon juice, oil and garlic for 30 minutes.",
        "Heat a pan over medium-high heat.",
        "Cook 6 minutes per side until golden.",
        "Rest for 5 minutes, then slice and serve with thyme.",
    ]
    private let headerHeight: CGFloat = 300

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .global).minY
                    LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)
                        .overlay(alignment: .bottomLeading) {
                            Text(title)
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .frame(width: proxy.size.width, height: headerHeight + max(0, minY))
                        .offset(y: minY > 0 ? -minY : -minY / 3)
                        .clipped()
                }
                .frame(height: headerHeight)

                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 24) {
                        Label("35 min", systemImage: "clock")
                        Label("2 servings", systemImage: "person.2")
                        Label("Easy", systemImage: "flame")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Text("Ingredients")
                        .font(.title2.bold())
                    ForEach(ingredients, id: \.self) { item in
                        HStack(alignment: .firstTextBaseline) {
                            Image(systemName: "circle.fill")
                                .font(.system(size: 6))
                            Text(item)
                        }
                    }

                    Text("Steps")
                        .font(.title2.bold())
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .frame(width: 28, height: 28)
                                .background(Circle().fill(Color.orange.opacity(0.2)))
                            Text(step)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
                .padding()
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 9. Search with suggestions and recent searches

struct SearchScreenView: View {
    @State private var query = ""
    @State private var recent = ["running shoes", "rain jacket", "yoga mat"]
    let allItems = ["Backpack", "Bike helmet", "Running shoes", "Rain jacket", "Water bottle", "Yoga mat", "Tent", "Trail socks"]

    private var results: [String] {
        allItems.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if query.isEmpty {
                    Section {
                        ForEach(recent, id: \.self) { term in
                            Button {
                                query = term
                            } label: {
                                Label(term, systemImage: "clock.arrow.circlepath")
                            }
                            .foregroundStyle(.primary)
                        }
                    } header: {
                        HStack {
                            Text("Recent")
                            Spacer()
                            Button("Clear") { recent.removeAll() }
                                .font(.footnote)
                        }
                    }
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    ForEach(results, id: \.self) { item in
                        NavigationLink(item, value: item)
                    }
                }
            }
            .navigationTitle("Search")
            .navigationDestination(for: String.self) { item in
                Text(item)
                    .font(.largeTitle)
                    .navigationTitle(item)
            }
            .searchable(text: $query, prompt: "Products, brands and more")
            .searchSuggestions {
                ForEach(allItems.filter { $0.lowercased().hasPrefix(query.lowercased()) && !query.isEmpty }, id: \.self) { suggestion in
                    Text(suggestion).searchCompletion(suggestion)
                }
            }
            .onSubmit(of: .search) {
                if !query.isEmpty && !recent.contains(query) {
                    recent.insert(query, at: 0)
                }
            }
        }
    }
}

// MARK: - 10. Notifications inbox with swipe actions and unread dots

struct InboxNotification: Identifiable {
    let id: Int
    var title: String
    var body: String
    var time: String
    var isUnread: Bool
}

struct NotificationsInboxView: View {
    @State private var items: [InboxNotification] = [
        InboxNotification(id: 1, title: "Order shipped", body: "Your Runner shoes are on the way.", time: "2m", isUnread: true),
        InboxNotification(id: 2, title: "Price drop", body: "The Trail is now 20% off.", time: "1h", isUnread: true),
        InboxNotification(id: 3, title: "New follower", body: "Sam started following you.", time: "3h", isUnread: false),
        InboxNotification(id: 4, title: "Weekly digest", body: "Here's what you missed this week.", time: "1d", isUnread: false),
    ]

    private var unreadCount: Int { items.filter(\.isUnread).count }

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    HStack(alignment: .top, spacing: 10) {
                        Circle()
                            .fill(item.isUnread ? Color.blue : Color.clear)
                            .frame(width: 10, height: 10)
                            .padding(.top, 6)
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Text(item.title)
                                    .font(.headline)
                                Spacer()
                                Text(item.time)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Text(item.body)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            items.removeAll { $0.id == item.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            item.isUnread.toggle()
                        } label: {
                            Label(item.isUnread ? "Read" : "Unread", systemImage: item.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .tint(.blue)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Mark all read") {
                        for index in items.indices { items[index].isUnread = false }
                    }
                    .disabled(unreadCount == 0)
                }
            }
            .overlay {
                if items.isEmpty {
                    ContentUnavailableView("No Notifications", systemImage: "bell.slash", description: Text("You're all caught up."))
                }
            }
        }
    }
}

// MARK: - 11. Login with validation, SecureField and focus

struct LoginView: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var errorMessage: String?
    @State private var isLoggedIn = false
    @FocusState private var focusedField: Field?

    private var emailIsValid: Bool { email.contains("@") && email.contains(".") }
    private var canSubmit: Bool { emailIsValid && password.count >= 8 }

    private func submit() {
        guard emailIsValid else {
            errorMessage = "Enter a valid email address."
            focusedField = .email
            return
        }
        guard password.count >= 8 else {
            errorMessage = "Password must be at least 8 characters."
            focusedField = .password
            return
        }
        errorMessage = nil
        focusedField = nil
        isLoggedIn = true
    }

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "bag.fill")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text("Welcome back")
                .font(.largeTitle.bold())
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .onSubmit(submit)
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
            }
            if let errorMessage {
                Text(errorMessage)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Button(action: submit) {
                Text(isLoggedIn ? "Signed in" : "Sign in")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!canSubmit)
            Button("Forgot password?") {}
                .font(.footnote)
            Spacer()
            Spacer()
        }
        .padding(.horizontal, 24)
        .onAppear { focusedField = .email }
    }
}

// MARK: - 12. Workout stats: bar chart and ring progress

struct WorkoutDay: Identifiable {
    let id: Int
    var label: String
    var minutes: Double
}

struct WorkoutStatsView: View {
    let week: [WorkoutDay] = [
        WorkoutDay(id: 0, label: "M", minutes: 30),
        WorkoutDay(id: 1, label: "T", minutes: 45),
        WorkoutDay(id: 2, label: "W", minutes: 0),
        WorkoutDay(id: 3, label: "T", minutes: 60),
        WorkoutDay(id: 4, label: "F", minutes: 20),
        WorkoutDay(id: 5, label: "S", minutes: 90),
        WorkoutDay(id: 6, label: "S", minutes: 15),
    ]
    let goal: Double = 300
    @State private var animate = false

    private var total: Double { week.reduce(0) { $0 + $1.minutes } }
    private var maxMinutes: Double { week.map(\.minutes).max() ?? 1 }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    ZStack {
                        Circle()
                            .stroke(Color.green.opacity(0.2), lineWidth: 20)
                        Circle()
                            .trim(from: 0, to: animate ? min(total / goal, 1) : 0)
                            .stroke(Color.green, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        VStack {
                            Text("\(Int(total))")
                                .font(.system(size: 44, weight: .bold, design: .rounded))
                            Text("of \(Int(goal)) min")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .frame(width: 200, height: 200)
                    .padding(.top)

                    VStack(alignment: .leading, spacing: 12) {
                        Text("This week")
                            .font(.headline)
                        HStack(alignment: .bottom, spacing: 12) {
                            ForEach(week) { day in
                                VStack(spacing: 6) {
                                    Spacer(minLength: 0)
                                    RoundedRectangle(cornerRadius: 4)
                                        .fill(day.minutes == maxMinutes ? Color.green : Color.green.opacity(0.5))
                                        .frame(height: animate ? 150 * day.minutes / maxMinutes : 0)
                                    Text(day.label)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                .frame(maxWidth: .infinity)
                            }
                        }
                        .frame(height: 180)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    HStack {
                        VStack(alignment: .leading) {
                            Text("Active days").font(.caption).foregroundStyle(.secondary)
                            Text("\(week.filter { $0.minutes > 0 }.count)").font(.title.bold())
                        }
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text("Longest").font(.caption).foregroundStyle(.secondary)
                            Text("\(Int(maxMinutes)) min").font(.title.bold())
                        }
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                }
                .padding()
            }
            .navigationTitle("Activity")
            .onAppear {
                withAnimation(.easeOut(duration: 1)) {
                    animate = true
                }
            }
        }
    }
}

// MARK: - 13. Kanban board

struct KanbanCard: Identifiable {
    let id: Int
    var title: String
    var tag: String
}

struct KanbanColumn: Identifiable {
    let id: String
    var cards: [KanbanCard]
}

struct KanbanBoardView: View {
    @State private var columns: [KanbanColumn] = [
        KanbanColumn(id: "To Do", cards: [
            KanbanCard(id: 1, title: "Write onboarding copy", tag: "Design"),
            KanbanCard(id: 2, title: "Fix login crash", tag: "Bug"),
            KanbanCard(id: 3, title: "Add dark mode", tag: "Feature"),
        ]),
        KanbanColumn(id: "In Progress", cards: [
            KanbanCard(id: 4, title: "Checkout redesign", tag: "Design"),
        ]),
        KanbanColumn(id: "Done", cards: [
            KanbanCard(id: 5, title: "Push notifications", tag: "Feature"),
            KanbanCard(id: 6, title: "Crash on launch", tag: "Bug"),
        ]),
    ]

    private func moveForward(_ card: KanbanCard, from columnIndex: Int) {
        guard columnIndex + 1 < columns.count else { return }
        columns[columnIndex].cards.removeAll { $0.id == card.id }
        columns[columnIndex + 1].cards.append(card)
    }

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack(alignment: .top, spacing: 16) {
                    ForEach(Array(columns.enumerated()), id: \.element.id) { index, column in
                        VStack(alignment: .leading, spacing: 10) {
                            HStack {
                                Text(column.id)
                                    .font(.headline)
                                Spacer()
                                Text("\(column.cards.count)")
                                    .font(.caption.bold())
                                    .padding(.horizontal, 8)
                                    .padding(.vertical, 2)
                                    .background(Capsule().fill(Color(.systemGray5)))
                            }
                            ScrollView {
                                LazyVStack(spacing: 10) {
                                    ForEach(column.cards) { card in
                                        VStack(alignment: .leading, spacing: 8) {
                                            Text(card.title)
                                                .font(.subheadline.weight(.semibold))
                                            Text(card.tag)
                                                .font(.caption2)
                                                .padding(.horizontal, 6)
                                                .padding(.vertical, 2)
                                                .background(.blue.opacity(0.15), in: Capsule())
                                        }
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                        .padding(12)
                                        .background(.background, in: RoundedRectangle(cornerRadius: 10))
                                        .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
                                        .onTapGesture { moveForward(card, from: index) }
                                    }
                                }
                            }
                        }
                        .padding(12)
                        .frame(width: 280)
                        .frame(maxHeight: .infinity, alignment: .top)
                        .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 14))
                    }
                }
                .padding()
            }
            .scrollTargetBehavior(.viewAligned)
            .navigationTitle("Board")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 14. Expanding card with matchedGeometryEffect

struct ExpandingCardView: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            if isExpanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 0)
                        .fill(.indigo.gradient)
                        .matchedGeometryEffect(id: "image", in: namespace)
                        .frame(height: 300)
                    Text("Summer Collection")
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title", in: namespace)
                        .padding(.horizontal)
                    Text("Light fabrics, bright colours and everything you need for warm days. Free shipping on orders over $50.")
                        .foregroundStyle(.secondary)
                        .padding(.horizontal)
                    Spacer()
                }
                .ignoresSafeArea(edges: .top)
                .overlay(alignment: .topTrailing) {
                    Button {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            isExpanded = false
                        }
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                            .foregroundStyle(.white)
                    }
                    .padding()
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.indigo.gradient)
                        .matchedGeometryEffect(id: "image", in: namespace)
                        .frame(height: 180)
                    Text("Summer Collection")
                        .font(.title2.bold())
                        .matchedGeometryEffect(id: "title", in: namespace)
                    Text("Tap to explore")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 20))
                .padding()
                .onTapGesture {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        isExpanded = true
                    }
                }
            }
        }
    }
}

// MARK: - 15. Photo viewer with pinch, drag and double-tap zoom

struct PhotoViewerView: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var lastOffset: CGSize = .zero

    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(LinearGradient(colors: [.mint, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(4 / 3, contentMode: .fit)
                .scaleEffect(scale)
                .offset(offset)
                .frame(width: proxy.size.width, height: proxy.size.height)
                .gesture(
                    MagnificationGesture()
                        .onChanged { value in
                            scale = min(max(lastScale * value, 1), 4)
                        }
                        .onEnded { _ in
                            lastScale = scale
                            if scale == 1 {
                                withAnimation { offset = .zero }
                                lastOffset = .zero
                            }
                        }
                        .simultaneously(with:
                            DragGesture()
                                .onChanged { value in
                                    guard scale > 1 else { return }
                                    offset = CGSize(width: lastOffset.width + value.translation.width,
                                                    height: lastOffset.height + value.translation.height)
                                }
                                .onEnded { _ in
                                    lastOffset = offset
                                }
                        )
                )
                .onTapGesture(count: 2) {
                    withAnimation(.spring()) {
                        if scale > 1 {
                            scale = 1
                            lastScale = 1
                            offset = .zero
                            lastOffset = .zero
                        } else {
                            scale = 2
                            lastScale = 2
                        }
                    }
                }
        }
        .background(Color.black)
        .ignoresSafeArea()
        .statusBarHidden()
    }
}
