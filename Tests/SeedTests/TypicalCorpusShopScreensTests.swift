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

// MARK: - Tests

/// iPhone 14 (390 × 844, safe area 47 / 34), fake measurer (16 pt lines at
/// 17 pt, 8 pt a character, both scaled with the font: 15 pt subheadline →
/// 15 pt lines, 12 pt caption → 12, 13 pt footnote → 13, 22 pt title2 → 21,
/// 28 pt title → 27, 34 pt largeTitle → 32; frames rounded out to the 1×
/// pixel grid), 1×. A large navigation title puts content at 47 + 44 + 52 =
/// 143, an inline one at 91; an inset-grouped section starts 35 below, its
/// header (footnote) 7 above its first row; a row is max(44, content + 22).
@MainActor
@Suite struct TypicalCorpusShopScreensTests {
    func app<V: View>(_ view: V) throws -> TestApp { try settledApp(view) }

    /// The row separators drawn, top to bottom.
    func separators(_ app: TestApp) -> [CGRect] {
        let color = ListMetrics.separator(in: .light)
        return app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .fillRect(let r, color) = command, r.height == 1 { return r }
            return nil
        }.sorted { $0.minY < $1.minY }
    }

    /// The chips (subheadline, 15 tall, padded 14 × 8) open the scroll view
    /// at 143, their text at 16 + 14 across and 143 + 8 down; the grid
    /// follows the chip row (31) after the scroll view's 8 pt spacing and
    /// its own 16 pt padding: 143 + 31 + 8 + 16 = 198. Two flexible columns
    /// share 390 − 32 − 16: 171 each, the square tile 171 tall, the name 6
    /// below it. Tapping a chip filters; "Add" fills the cart badge.
    @Test func aProductGridWithFiltersAndACartBadge() throws {
        let app = try app(ShopGridView())
        #expect(textFrame(app, "Shoes") == CGRect(x: 30, y: 151, width: 36, height: 15))
        let tiles = frames(app, "RoundedRectangle")
        #expect(tiles.first == CGRect(x: 16, y: 198, width: 171, height: 171))
        #expect(tiles.contains(CGRect(x: 203, y: 198, width: 171, height: 171)))
        #expect(textFrame(app, "Runner") == CGRect(x: 16, y: 375, width: 48, height: 16))
        #expect(textFrame(app, "Hoodie") == CGRect(x: 203, y: 375, width: 48, height: 16))
        #expect(!app.isVisible(.text("1")))
        try app.tap(.text("Hats"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Runner") == nil)
        #expect(textFrame(app, "Cap") == CGRect(x: 16, y: 375, width: 24, height: 16))
        #expect(textFrame(app, "Beanie") == CGRect(x: 203, y: 375, width: 48, height: 16))
        app.tap(CGPoint(x: 40, y: 433))
        app.tap(CGPoint(x: 227, y: 433))
        try app.pumpAndSettle()
        // The badge: caption2 bold (11 pt: 16 × 11 / 17 → 11 tall, one 5.2 pt digit → 6).
        #expect(textFrame(app, "2")?.size == CGSize(width: 6, height: 11))
    }

    /// Inline bar: the pager (320) from 91, the title (title bold, 27) 16
    /// below it at 427; the bottom inset holds the prominent button: 16 +
    /// 14 + 14 of label and 7 + 7 of bordered padding, 58 tall, on the safe
    /// area's bottom (810 − 58 = 752). It is disabled until a size is picked.
    @Test func aProductDetailWithACarouselAndSizeChips() throws {
        let app = try app(NavigationStack { ShopProductDetailView(product: shopCatalog[0]) })
        #expect(frames(app, "TabView").first == CGRect(x: 0, y: 91, width: 390, height: 320))
        #expect(textFrame(app, "Runner") == CGRect(x: 16, y: 427, width: 80, height: 27))
        #expect(textFrame(app, "Add to cart") == CGRect(x: 151, y: 773, width: 88, height: 16))
        try app.tap(.text("Add to cart"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Added") == nil)
        try app.tap(.text("M"))
        try app.tap(.text("Add to cart"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Added") == CGRect(x: 175, y: 773, width: 40, height: 16))
        // Swiping the pager shows the second image.
        app.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 60, y: 250))
        try app.pumpAndSettle()
        #expect(frames(app, "Rectangle").contains(CGRect(x: 0, y: 91, width: 390, height: 320)))
    }

    /// Inset-grouped rows from 143 + 35: the 44 pt thumbnail makes each row
    /// 66; the stepper's 94 × 32 control ends 20 in from the card (x 260),
    /// centred on the row. The total row is 35 below the first section's
    /// three rows (178 + 198 + 35 = 411), its 16 pt text centred in 44.
    @Test func aCartWithQuantityStepperAndATotal() throws {
        let app = try app(ShopCartView())
        let controls = frames(app, "StepperControl")
        #expect(controls == [CGRect(x: 260, y: 195, width: 94, height: 32), CGRect(x: 260, y: 261, width: 94, height: 32),
                             CGRect(x: 260, y: 327, width: 94, height: 32)])
        #expect(textFrame(app, "Total") == CGRect(x: 36, y: 425, width: 40, height: 16))
        // The separators start under the names (36 + 44 + 12), not at the thumbnails.
        #expect(separators(app) == [CGRect(x: 92, y: 243, width: 282, height: 1), CGRect(x: 92, y: 309, width: 282, height: 1)])
        // Formatted as on a US iPhone, whatever the machine's locale.
        #expect(textFrame(app, "$227.49")?.minY == 425)
        // + on the hoodie (2 → 3) adds 59.
        app.tap(CGPoint(x: 330, y: 277))
        try app.pumpAndSettle()
        #expect(textFrame(app, "3") != nil)
        #expect(textFrame(app, "$286.49")?.maxX == 354)
    }

    /// A form: the "CONTACT" header (footnote, uppercased) at 143 + 35, its
    /// first row 7 below (198), the field's 16 pt line centred in 44 (212).
    /// "Place order" is disabled until the fields are valid.
    @Test func aCheckoutForm() throws {
        let app = try app(ShopCheckoutView())
        #expect(textFrame(app, "CONTACT") == CGRect(x: 36, y: 178, width: 43, height: 13))
        #expect(textFrame(app, "Full name") == CGRect(x: 36, y: 212, width: 72, height: 16))
        #expect(textFrame(app, "Email")?.minY == 256)
        try app.tap(.text("Place order"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Order placed") == nil)
        for (field, text) in [("Full name", "Ada"), ("Email", "ada@example.com"), ("Address", "1 Main St"), ("ZIP", "94103")] {
            try app.tap(.text(field))
            app.type(text)
        }
        try app.pumpAndSettle()
        try app.tap(.text("Place order"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Order placed") != nil)
        #expect(textFrame(app, "Thanks, Ada!") != nil)
    }

    /// Plain rows from 143: 16 + 15 + 22 = 53 each (no gap between the
    /// title and the artist, two texts) plus the separator, the title at
    /// 143 + 11. Tapping a track shows the mini player in the bottom
    /// inset: 44 pt art padded 8, on the safe area's bottom (810 − 60).
    @Test func aLibraryWithAMiniPlayerAndANowPlayingSheet() throws {
        let app = try app(PlayerLibraryView())
        #expect(textFrame(app, "Morning Light") == CGRect(x: 16, y: 154, width: 104, height: 16))
        #expect(textFrame(app, "Night Drive") == CGRect(x: 16, y: 143 + 53 + 11, width: 88, height: 16))
        try app.tap(.text("Night Drive"))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").contains(CGRect(x: 16, y: 758, width: 44, height: 44)))
        // The mini player's title: subheadline semibold (15 tall) centred on the art.
        let titles = app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Night Drive" }.map(\.frame)
        #expect(titles.contains(CGRect(x: 72, y: 772.5, width: 78, height: 15)))
        app.tap(CGPoint(x: 200, y: 780))
        try app.pumpAndSettle()
        #expect(textFrame(app, "0:00") != nil)
        #expect(textFrame(app, "-3:07") != nil)
    }

    /// Each day row: the name in 60, the symbol in 30, the low in 36
    /// (trailing), the bar, the high in 36, 8 apart inside 16 + 16 of
    /// padding: the bar is 358 − 32 − 60 − 30 − 72 − 32 = 132 wide at 182;
    /// today's 12–22° of the week's 9–24° fills 10 / 15 of it (88) from
    /// 3 / 15 (26.4). Each divider is recoloured white at 30 %.
    @Test func aWeatherDashboard() throws {
        let app = try app(WeatherDashboardView())
        #expect(textFrame(app, "Lisbon") == CGRect(x: 147, y: 87, width: 96, height: 32))
        #expect(textFrame(app, "Today")?.minX == 32)
        let capsules = frames(app, "Capsule")
        #expect(capsules.first.map { $0.minX == 182 && $0.width == 132 && $0.height == 5 } == true)
        #expect(same(capsules.dropFirst().first, CGRect(x: 208.4, y: capsules[0].minY, width: 88, height: 5)))
        let dividers = frames(app, "Divider")
        #expect(dividers.count == 6)
        #expect(dividers.allSatisfy { $0.minX == 32 && $0.width == 326 && $0.height == 1 })
        let white = Color.white.opacity(0.3)
        let overlays = app.app.graph.drawList().commands.filter { command in
            if case .fillRect(let r, let c) = command { return c == white && dividers.contains(r) }
            return false
        }
        #expect(overlays.count == 6)
    }

    /// Sections 35 apart with their headers 7 above; each event row is 16 +
    /// 2 + 15 = 33 of text, padded 2 + 2 and 11 + 11 (59), the 4 pt bar as
    /// tall as the text beside it (the row lays its content out with the
    /// 33 it measured, so the shape is proposed 33).
    @Test func anAgendaGroupedByDay() throws {
        let app = try app(AgendaView())
        #expect(textFrame(app, "MONDAY, MAR 4") == CGRect(x: 36, y: 178, width: 80, height: 13))
        #expect(textFrame(app, "Standup") == CGRect(x: 52, y: 211, width: 56, height: 16))
        #expect(textFrame(app, "09:00 – 09:15") == CGRect(x: 52, y: 229, width: 92, height: 15))
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 36, y: 211, width: 4, height: 33))
        // Three rows of 59 from 198: the next header 35 + 13 + 7 later.
        #expect(textFrame(app, "TUESDAY, MAR 5")?.minY == CGFloat(198 + 3 * 59 + 35))
    }

    /// The header reader is 300 tall from the window's top (the scroll view
    /// ignores the top safe area); the title (largeTitle bold, 32) sits 16
    /// above its bottom. Each bullet (a 6 pt symbol, 6 × 1443 / 2048 =
    /// 4.228 square) stands on its line's first baseline, 12.766 below the
    /// line's top. Pulling down stretches the header.
    @Test func aRecipeWithAStretchyHeader() throws {
        let app = try app(RecipeDetailView())
        #expect(frames(app, "GeometryReader").first == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(textFrame(app, "Lemon Herb Chicken") == CGRect(x: 16, y: 252, width: 288, height: 32))
        let line = try #require(textFrame(app, "2 chicken breasts"))
        let bullet = try #require(app.app.graph.inspect().first { $0.kind == "Image" && $0.text == "circle.fill" }).frame
        let side: CGFloat = 6 * 1443 / 2048
        #expect(abs(bullet.height - side) < 0.001)
        #expect(abs(bullet.maxY - (line.minY + 16 * 1950 / 2444)) < 0.001)
        app.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 500), duration: 0.5)
        // The header grows by the pull and is moved back up to the window's top.
        let header = try #require(frames(app, "Rectangle").first)
        #expect(header.height > 300 && header.minY == 0)
    }

    /// Large title, then the search field (36 + 16 below the title, 52 in
    /// all: content at 195); the "Recent" header 35 below. Typing shows the
    /// matches instead; submitting remembers the term.
    @Test func aSearchScreenWithRecentSearches() throws {
        let app = try app(SearchScreenView())
        #expect(textFrame(app, "RECENT") == CGRect(x: 36, y: 230, width: 37, height: 13))
        #expect(textFrame(app, "running shoes")?.minY == 264)
        try app.tap(.text("Products, brands and more"))
        app.type("ba")
        try app.pumpAndSettle()
        #expect(textFrame(app, "running shoes") == nil)
        #expect(textFrame(app, "Backpack") != nil)
        #expect(textFrame(app, "Yoga mat") == nil)
        try app.tap(.text("Backpack"))
        try app.pumpAndSettle()
        #expect(app.app.graph.inspect().all { $0.kind == "Text" && $0.text == "Backpack" }.count >= 1)
    }

    /// Plain rows from 143: the 10 pt dot 6 below the row's top inset, the
    /// title (headline, 16) at 143 + 11, the time (caption, 12) centred on
    /// it; each row 16 + 4 + 15 + 22 = 57. A trailing swipe deletes.
    @Test func aNotificationsInboxWithSwipeActions() throws {
        let app = try app(NotificationsInboxView())
        #expect(frames(app, "Circle").prefix(3) == [CGRect(x: 16, y: 160, width: 10, height: 10),
                                                   CGRect(x: 16, y: 217, width: 10, height: 10),
                                                   CGRect(x: 16, y: 274, width: 10, height: 10)])
        #expect(textFrame(app, "Order shipped") == CGRect(x: 36, y: 154, width: 104, height: 16))
        #expect(textFrame(app, "2m") == CGRect(x: 362, y: 156, width: 12, height: 12))
        // The separators start under the titles (the first text), not at the dot.
        #expect(separators(app).prefix(3) == [CGRect(x: 36, y: 199, width: 354, height: 1), CGRect(x: 36, y: 256, width: 354, height: 1),
                                              CGRect(x: 36, y: 313, width: 354, height: 1)])
        try app.tap(.text("Mark all read"))
        try app.pumpAndSettle()
        let blue = Color.blue
        let dots = app.app.graph.drawList().commands.filter { if case .fillEllipse(_, blue) = $0 { return true }; return false }
        #expect(dots.isEmpty)
        app.fling(from: CGPoint(x: 300, y: 170), to: CGPoint(x: 40, y: 170), speed: 2000)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Order shipped") == nil)
        #expect(textFrame(app, "Price drop")?.minY == 154)
    }

    /// The email field is focused on appear; submitting an invalid address
    /// shows the error; a valid form signs in.
    @Test func aLoginWithValidationAndFocus() throws {
        let app = try app(LoginView())
        // The fields: 24 + 16 in, 390 − 2 × 40 wide.
        #expect(frames(app, "TextField").first.map { $0.minX == 40 && $0.width == 310 } == true)
        #expect(frames(app, "SecureField").first.map { $0.minX == 40 && $0.width == 310 } == true)
        app.type("ada")
        try app.pumpAndSettle()
        #expect(textFrame(app, "ada") != nil)
        app.key(.enter)
        try app.pumpAndSettle()
        // Focus moved to the password; submitting there validates the email.
        app.type("secret")
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Enter a valid email address.") != nil)
        try app.tap(.text("ada"))
        app.type("@example.com")
        let password = try #require(frames(app, "SecureField").first)
        app.tap(CGPoint(x: 195, y: password.midY))
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Password must be at least 8 characters.") != nil)
        // Return unfocused the field (setting the focus to the field that has
        // it changes nothing, as on iOS): tap it again.
        let moved = try #require(frames(app, "SecureField").first)
        app.tap(CGPoint(x: 195, y: moved.midY))
        app.type("12")
        app.key(.enter)
        try app.pumpAndSettle()
        #expect(textFrame(app, "Signed in") != nil)
        #expect(textFrame(app, "Password must be at least 8 characters.") == nil)
    }

    /// The ring (200) at 143 + 16 + 16 = 175, centred; the seven bars share
    /// 326 − 6 × 12 (36.286 each), 150 × minutes / 90 tall, standing on the
    /// 6 pt gap above their 12 pt labels. The ring's trim animates on appear.
    @Test func aWorkoutStatsScreen() throws {
        let app = TestApp(WorkoutStatsView(), measurer: fakeMeasurer())
        #expect(frames(app, "Circle").first == CGRect(x: 95, y: 175, width: 200, height: 200))
        try app.pumpAndSettle()
        let bars = frames(app, "RoundedRectangle").dropFirst().prefix(7)
        let width: CGFloat = (326 - 6 * 12) / 7
        let heights: [CGFloat] = [30, 45, 0, 60, 20, 90, 15].map { 150 * $0 / 90 }
        #expect(bars.count == 7)
        for (i, bar) in bars.enumerated() {
            #expect(same(bar, CGRect(x: 32 + CGFloat(i) * (width + 12), y: 605 - heights[i], width: width, height: heights[i])))
        }
        #expect(textFrame(app, "260") != nil)
    }

    /// Columns 280 wide, 16 apart from 16 in, padded 12: the titles at 28,
    /// 324, 620, 91 + 16 + 12 down; each column fills the scroll view's
    /// height less the padding (719 − 32). Tapping a card moves it on.
    @Test func aKanbanBoard() throws {
        let app = try app(KanbanBoardView())
        #expect(textFrame(app, "To Do") == CGRect(x: 28, y: 119, width: 40, height: 16))
        #expect(textFrame(app, "In Progress") == CGRect(x: 324, y: 119, width: 88, height: 16))
        #expect(textFrame(app, "Done")?.minX == 620)
        let inner = frames(app, "ScrollView").dropFirst()
        #expect(inner.first == CGRect(x: 28, y: 145, width: 256, height: 782 - 145))
        #expect(textFrame(app, "Write onboarding copy") == CGRect(x: 40, y: 157, width: 149, height: 15))
        try app.tap(.text("Fix login crash"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Fix login crash")?.minX == CGFloat(324 + 12))
    }

    /// The collapsed card (16 + 180 + 8 + 21 + 8 + 15 + 16 = 264) centred in
    /// the safe area at 47 + (763 − 264) / 2; a tap expands it (the image
    /// from the window's top, 300 tall; the title 12 below) with a spring.
    @Test func anExpandingCard() throws {
        let app = try app(ExpandingCardView())
        #expect(frames(app, "RoundedRectangle").prefix(2) == [CGRect(x: 16, y: 296.5, width: 358, height: 264),
                                                             CGRect(x: 32, y: 312.5, width: 326, height: 180)])
        #expect(textFrame(app, "Summer Collection") == CGRect(x: 32, y: 500.5, width: 176, height: 21))
        try app.tap(.text("Summer Collection"))
        try app.pumpAndSettle()
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(textFrame(app, "Summer Collection") == CGRect(x: 16, y: 312, width: 272, height: 32))
    }

    /// The 4:3 photo fits the full window (390 × 292.5, centred at 422); a
    /// double tap zooms to 2 about its centre, another back to 1.
    @Test func aPhotoViewerWithDoubleTapZoom() async throws {
        let app = TestApp(PhotoViewerView(), measurer: fakeMeasurer())
        #expect(frames(app, "Rectangle").last == CGRect(x: 0, y: 275.75, width: 390, height: 292.5))
        func scale() -> CGSize? {
            app.app.graph.drawList().commands.compactMap { if case .beginTransform(let t) = $0 { return t.scale }; return nil }.first
        }
        #expect(scale() == nil || scale() == CGSize(width: 1, height: 1))
        await app.tap(CGPoint(x: 195, y: 422))
        await app.pump(4.0 / 60)
        await app.tap(CGPoint(x: 195, y: 422))
        _ = try await app.pumpAndSettle()
        #expect(scale() == CGSize(width: 2, height: 2))
        await app.tap(CGPoint(x: 195, y: 422))
        await app.pump(4.0 / 60)
        await app.tap(CGPoint(x: 195, y: 422))
        _ = try await app.pumpAndSettle()
        #expect(scale() == nil || scale() == CGSize(width: 1, height: 1))
    }

    /// `HStack(alignment: .firstTextBaseline)`: a 28 pt title (a 16 × 28 / 17
    /// pt line, its baseline 1950 / 2444 of that down) beside a caption (a
    /// 16 × 12 / 17 pt line) puts the caption the difference of the two
    /// baselines lower; `.lastTextBaseline` lines up two lines of body text
    /// (the second's baseline at 16 + 12.766) with one caption line; a view
    /// without text stands on the baseline.
    @Test func textBaselinesAlignAcrossStacks() throws {
        let app = try app(VStack(spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Price").font(.title)
                Text("per month").font(.caption)
                Rectangle().fill(.red).frame(width: 10, height: 4)
            }
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("one two").frame(width: 40)
                VStack { Text("small").font(.caption) }.padding(.top, 3)
            }
        })
        let title = try #require(textFrame(app, "Price"))
        let caption = try #require(textFrame(app, "per month"))
        let baseline = { (size: CGFloat) in 16 * size / 17 * 1950 / 2444 }
        let b28 = baseline(28), b12 = baseline(12), b16 = baseline(17)
        #expect(abs(caption.minY - (title.minY + b28 - b12)) < 0.001)
        let bar = try #require(frames(app, "Rectangle").first)
        #expect(abs(bar.maxY - (title.minY + b28)) < 0.001)
        let two = try #require(textFrame(app, "one two"))
        let small = try #require(textFrame(app, "small"))
        #expect(two.height == 32)
        #expect(abs(small.minY + b12 - (two.minY + 16 + b16)) < 0.001)
    }

    /// `overlay(_:in:)` fills the shape over the view at the view's size.
    @Test func aShapeStyleOverlayInAShape() throws {
        let app = try app(Rectangle().fill(.blue).frame(width: 60, height: 40).overlay(.black.opacity(0.3), in: Circle()))
        let black = Color.black.opacity(0.3)
        let frame = try #require(frames(app, "Rectangle").first)
        let fills = app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .fillEllipse(let r, black) = command { return r }
            return nil
        }
        #expect(frame == CGRect(x: 165, y: 408.5, width: 60, height: 40))
        #expect(fills == [CGRect(x: 175, y: 408.5, width: 40, height: 40)])
    }
}
