import Foundation
import ScrollSim
import Testing

// Lifestyle screens written the way app code writes them with SwiftUI for
// iOS 17; only the import differs: a weather forecast, a music player, a
// banking home, activity rings, a recipe, a news reader, a travel search, a
// habit tracker, podcast episodes with a mini player, a meditation timer, a
// wallet of stacked cards, a stock chart, flashcards, a restaurant menu with
// pinned category headers and a cinema seat picker.

// MARK: - 1. Weather

private struct LifHourForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

private struct LifDayForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let low: Int
    let high: Int
}

private let lifHours: [LifHourForecast] = (0..<24).map { i in
    LifHourForecast(hour: i == 0 ? "Now" : "\(i)",
                    symbol: i < 6 || i > 19 ? "moon.stars.fill" : "sun.max.fill",
                    temperature: 12 + (i % 8))
}

private let lifDays: [LifDayForecast] = [
    LifDayForecast(day: "Today", symbol: "sun.max.fill", low: 11, high: 21),
    LifDayForecast(day: "Thu", symbol: "cloud.sun.fill", low: 12, high: 19),
    LifDayForecast(day: "Fri", symbol: "cloud.rain.fill", low: 9, high: 15),
    LifDayForecast(day: "Sat", symbol: "cloud.fill", low: 10, high: 17),
    LifDayForecast(day: "Sun", symbol: "sun.max.fill", low: 13, high: 23),
    LifDayForecast(day: "Mon", symbol: "cloud.bolt.rain.fill", low: 8, high: 14),
    LifDayForecast(day: "Tue", symbol: "cloud.sun.fill", low: 10, high: 18),
    LifDayForecast(day: "Wed", symbol: "sun.max.fill", low: 12, high: 22),
    LifDayForecast(day: "Thu", symbol: "cloud.drizzle.fill", low: 11, high: 16),
    LifDayForecast(day: "Fri", symbol: "sun.max.fill", low: 14, high: 24),
]

private struct LifTemperatureBar: View {
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
                Capsule()
                    .fill(.white.opacity(0.2))
                Capsule()
                    .fill(LinearGradient(colors: [.green, .yellow, .orange],
                                         startPoint: .leading, endPoint: .trailing))
                    .frame(width: width)
                    .offset(x: start)
            }
        }
        .frame(height: 4)
    }
}

private struct LifWeatherScreen: View {
    private var weekLow: Int { lifDays.map(\.low).min() ?? 0 }
    private var weekHigh: Int { lifDays.map(\.high).max() ?? 0 }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(spacing: 4) {
                    Text("Cupertino")
                        .font(.largeTitle)
                    Text("19°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Mostly Sunny")
                        .font(.title3)
                    Text("H:21°  L:11°")
                        .font(.headline)
                }
                .padding(.top, 40)

                VStack(alignment: .leading, spacing: 8) {
                    Text("Sunny conditions will continue all day.")
                        .font(.footnote)
                    Divider()
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 20) {
                            ForEach(lifHours) { hour in
                                VStack(spacing: 10) {
                                    Text(hour.hour)
                                        .font(.footnote.weight(.semibold))
                                    Image(systemName: hour.symbol)
                                        .symbolRenderingMode(.multicolor)
                                        .font(.title3)
                                        .frame(height: 28)
                                    Text("\(hour.temperature)°")
                                        .font(.title3.weight(.medium))
                                }
                            }
                        }
                    }
                }
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))

                VStack(alignment: .leading, spacing: 0) {
                    Label("10-DAY FORECAST", systemImage: "calendar")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .padding(.bottom, 8)
                    ForEach(lifDays) { day in
                        Divider()
                        HStack(spacing: 12) {
                            Text(day.day)
                                .font(.title3.weight(.medium))
                                .frame(width: 60, alignment: .leading)
                            Image(systemName: day.symbol)
                                .symbolRenderingMode(.multicolor)
                                .frame(width: 30)
                            Text("\(day.low)°")
                                .foregroundStyle(.secondary)
                                .frame(width: 36, alignment: .trailing)
                            LifTemperatureBar(low: day.low, high: day.high,
                                              weekLow: weekLow, weekHigh: weekHigh)
                            Text("\(day.high)°")
                                .frame(width: 36, alignment: .trailing)
                        }
                        .font(.title3)
                        .padding(.vertical, 10)
                    }
                }
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
            .padding(.horizontal)
            .foregroundStyle(.white)
        }
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

// MARK: - 2. Music now playing

private struct LifNowPlayingScreen: View {
    @State private var progress: Double = 72
    @State private var isPlaying = true
    @State private var volume: Double = 0.6
    private let duration: Double = 215

    private func timeString(_ seconds: Double) -> String {
        let s = Int(seconds)
        return String(format: "%d:%02d", s / 60, s % 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(.secondary)
                .frame(width: 36, height: 5)
                .padding(.top, 8)

            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading,
                                     endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 80))
                        .foregroundStyle(.white.opacity(0.8))
                }
                .shadow(radius: 20, y: 10)
                .scaleEffect(isPlaying ? 1 : 0.85)
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: isPlaying)
                .padding(.horizontal, 8)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Midnight City")
                        .font(.title2.bold())
                    Text("M83")
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "ellipsis.circle.fill")
                        .font(.title)
                        .symbolRenderingMode(.hierarchical)
                }
            }

            VStack(spacing: 6) {
                Slider(value: $progress, in: 0...duration)
                    .tint(.primary)
                HStack {
                    Text(timeString(progress))
                    Spacer()
                    Text("-" + timeString(duration - progress))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 50) {
                Button {
                    progress = 0
                } label: {
                    Image(systemName: "backward.fill")
                        .font(.largeTitle)
                }
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 50))
                        .frame(width: 60, height: 60)
                }
                Button {
                    progress = min(progress + 30, duration)
                } label: {
                    Image(systemName: "forward.fill")
                        .font(.largeTitle)
                }
            }
            .foregroundStyle(.primary)

            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)

            Spacer()
        }
        .padding(.horizontal, 24)
    }
}

// MARK: - 3. Banking home

private struct LifTransaction: Identifiable {
    let id = UUID()
    let merchant: String
    let category: String
    let amount: Decimal
    let date: Date
}

private let lifReferenceDate = Date(timeIntervalSince1970: 1_700_000_000)

private let lifTransactions: [LifTransaction] = [
    LifTransaction(merchant: "Blue Bottle", category: "Coffee", amount: -4.5,
                   date: lifReferenceDate),
    LifTransaction(merchant: "Whole Foods", category: "Groceries", amount: -62.18,
                   date: lifReferenceDate.addingTimeInterval(-3_600)),
    LifTransaction(merchant: "Salary", category: "Income", amount: 3_200,
                   date: lifReferenceDate.addingTimeInterval(-86_400)),
    LifTransaction(merchant: "Netflix", category: "Subscriptions", amount: -15.49,
                   date: lifReferenceDate.addingTimeInterval(-86_400 - 7_200)),
    LifTransaction(merchant: "Shell", category: "Transport", amount: -48.0,
                   date: lifReferenceDate.addingTimeInterval(-2 * 86_400)),
    LifTransaction(merchant: "Amazon", category: "Shopping", amount: -23.99,
                   date: lifReferenceDate.addingTimeInterval(-2 * 86_400 - 600)),
    LifTransaction(merchant: "Uber", category: "Transport", amount: -12.3,
                   date: lifReferenceDate.addingTimeInterval(-3 * 86_400)),
]

private struct LifQuickAction: View {
    let title: String
    let systemImage: String

    var body: some View {
        Button {
        } label: {
            VStack(spacing: 6) {
                Image(systemName: systemImage)
                    .font(.title2)
                    .frame(width: 52, height: 52)
                    .background(Color.accentColor.opacity(0.12), in: Circle())
                Text(title)
                    .font(.caption)
                    .foregroundStyle(.primary)
            }
        }
        .buttonStyle(.plain)
        .frame(maxWidth: .infinity)
    }
}

private struct LifBankingScreen: View {
    @State private var balanceHidden = false

    private var groups: [(day: Date, items: [LifTransaction])] {
        let calendar = Calendar.current
        let grouped = Dictionary(grouping: lifTransactions) { calendar.startOfDay(for: $0.date) }
        return grouped.keys.sorted(by: >).map { ($0, grouped[$0]!) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 12) {
                        HStack {
                            Text("Total balance")
                                .font(.subheadline)
                                .foregroundStyle(.white.opacity(0.8))
                            Spacer()
                            Button {
                                balanceHidden.toggle()
                            } label: {
                                Image(systemName: balanceHidden ? "eye.slash" : "eye")
                            }
                            .buttonStyle(.plain)
                            .foregroundStyle(.white)
                        }
                        Text(balanceHidden ? "••••••" : "$12,480.55")
                            .font(.system(size: 34, weight: .bold, design: .rounded))
                            .foregroundStyle(.white)
                        Text("**** 4821")
                            .font(.footnote.monospaced())
                            .foregroundStyle(.white.opacity(0.7))
                    }
                    .padding(20)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(
                        LinearGradient(colors: [.indigo, .blue], startPoint: .topLeading,
                                       endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 20, style: .continuous)
                    )
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)

                    HStack {
                        LifQuickAction(title: "Send", systemImage: "arrow.up.right")
                        LifQuickAction(title: "Request", systemImage: "arrow.down.left")
                        LifQuickAction(title: "Top up", systemImage: "plus")
                        LifQuickAction(title: "More", systemImage: "ellipsis")
                    }
                    .listRowBackground(Color.clear)
                }

                ForEach(groups, id: \.day) { group in
                    Section {
                        ForEach(group.items) { transaction in
                            HStack(spacing: 12) {
                                Image(systemName: transaction.amount > 0
                                      ? "arrow.down.circle.fill" : "cart.circle.fill")
                                    .font(.title)
                                    .foregroundStyle(transaction.amount > 0 ? .green : .orange)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(transaction.merchant)
                                        .font(.body)
                                    Text(transaction.category)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                Text(transaction.amount, format: .currency(code: "USD"))
                                    .font(.body.monospacedDigit())
                                    .foregroundStyle(transaction.amount > 0 ? .green : .primary)
                            }
                        }
                    } header: {
                        Text(group.day, format: .dateTime.weekday(.wide).day().month())
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "bell")
                    }
                }
            }
        }
    }
}

// MARK: - 4. Activity rings

private struct LifRing: View {
    let progress: Double
    let color: Color
    let lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

private struct LifStatTile: View {
    let title: String
    let value: String
    let unit: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(value)
                    .font(.title.bold())
                    .foregroundStyle(color)
                Text(unit)
                    .font(.subheadline.bold())
                    .foregroundStyle(color)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

private struct LifActivityScreen: View {
    @State private var move = 0.78
    @State private var exercise = 0.54
    @State private var stand = 0.91

    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    ZStack {
                        LifRing(progress: move, color: .red, lineWidth: 24)
                            .frame(width: 220, height: 220)
                        LifRing(progress: exercise, color: .green, lineWidth: 24)
                            .frame(width: 164, height: 164)
                        LifRing(progress: stand, color: .cyan, lineWidth: 24)
                            .frame(width: 108, height: 108)
                    }
                    .padding(.top)

                    LazyVGrid(columns: columns, spacing: 12) {
                        LifStatTile(title: "Move", value: "468", unit: "CAL", color: .red)
                        LifStatTile(title: "Exercise", value: "16", unit: "MIN", color: .green)
                        LifStatTile(title: "Stand", value: "11", unit: "HRS", color: .cyan)
                        LifStatTile(title: "Steps", value: "8,204", unit: "", color: .primary)
                        LifStatTile(title: "Distance", value: "5.9", unit: "KM", color: .primary)
                        LifStatTile(title: "Flights", value: "7", unit: "FLOORS", color: .primary)
                    }
                }
                .padding()
            }
            .navigationTitle("Activity")
        }
    }
}

// MARK: - 5. Recipe detail

private struct LifIngredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: String
    var isChecked = false
}

private struct LifRecipeScreen: View {
    @State private var ingredients: [LifIngredient] = [
        LifIngredient(name: "Spaghetti", amount: "400 g"),
        LifIngredient(name: "Guanciale", amount: "150 g"),
        LifIngredient(name: "Egg yolks", amount: "4"),
        LifIngredient(name: "Pecorino Romano", amount: "60 g"),
        LifIngredient(name: "Black pepper", amount: "to taste"),
    ]
    private let steps = [
        "Bring a large pot of salted water to a boil and cook the spaghetti until al dente.",
        "Meanwhile, cut the guanciale into strips and render it in a dry pan until crisp.",
        "Whisk the yolks with the grated pecorino and plenty of black pepper.",
        "Toss the pasta with the guanciale off the heat, then stir in the egg mixture with a splash of pasta water.",
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Rectangle()
                    .fill(.orange.gradient)
                    .frame(height: 280)
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Spaghetti Carbonara")
                                .font(.largeTitle.bold())
                            Text("Italian · 25 min · Serves 4")
                                .font(.subheadline)
                        }
                        .foregroundStyle(.white)
                        .padding()
                    }

                VStack(alignment: .leading, spacing: 12) {
                    Text("Ingredients")
                        .font(.title2.bold())
                    ForEach($ingredients) { $ingredient in
                        Button {
                            ingredient.isChecked.toggle()
                        } label: {
                            HStack {
                                Image(systemName: ingredient.isChecked
                                      ? "checkmark.circle.fill" : "circle")
                                    .foregroundStyle(ingredient.isChecked ? .green : .secondary)
                                    .font(.title3)
                                Text(ingredient.name)
                                    .strikethrough(ingredient.isChecked)
                                    .foregroundStyle(ingredient.isChecked ? .secondary : .primary)
                                Spacer()
                                Text(ingredient.amount)
                                    .foregroundStyle(.secondary)
                            }
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 16) {
                    Text("Steps")
                        .font(.title2.bold())
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundStyle(.white)
                                .frame(width: 28, height: 28)
                                .background(Circle().fill(.orange))
                            Text(step)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .padding(.bottom, 32)
        }
        .ignoresSafeArea(edges: .top)
    }
}

// MARK: - 6. News reader

private struct LifArticle: Identifiable {
    let id = UUID()
    let category: String
    let source: String
    let title: String
    let minutesAgo: Int
}

private let lifCategories = ["Top", "World", "Business", "Tech", "Science", "Sports", "Culture"]

private let lifArticles: [LifArticle] = [
    LifArticle(category: "Tech", source: "The Verge",
               title: "New chips promise a leap in battery life for laptops", minutesAgo: 5),
    LifArticle(category: "World", source: "Reuters",
               title: "Leaders meet to discuss climate targets ahead of summit", minutesAgo: 18),
    LifArticle(category: "Business", source: "Bloomberg",
               title: "Markets rally as inflation cools", minutesAgo: 42),
    LifArticle(category: "Science", source: "Nature",
               title: "Astronomers spot water vapour on a distant exoplanet", minutesAgo: 65),
    LifArticle(category: "Sports", source: "ESPN",
               title: "Underdogs clinch the title in overtime thriller", minutesAgo: 90),
    LifArticle(category: "Culture", source: "The Atlantic",
               title: "Why everyone is suddenly reading long novels again", minutesAgo: 130),
]

private struct LifArticleRow: View {
    let article: LifArticle

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Text(article.source.uppercased())
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.red)
                Text(article.title)
                    .font(.headline)
                    .lineLimit(3)
                Text("\(article.minutesAgo) min ago")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.gray.opacity(0.3))
                .frame(width: 80, height: 80)
                .overlay {
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                }
        }
        .padding(.vertical, 4)
    }
}

private struct LifNewsScreen: View {
    @State private var selectedCategory = "Top"

    private var filtered: [LifArticle] {
        selectedCategory == "Top" ? lifArticles
            : lifArticles.filter { $0.category == selectedCategory }
    }

    var body: some View {
        NavigationStack {
            List {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(lifCategories, id: \.self) { category in
                            Button(category) {
                                withAnimation {
                                    selectedCategory = category
                                }
                            }
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .background(selectedCategory == category ? Color.primary : Color(.systemGray6),
                                        in: Capsule())
                            .foregroundStyle(selectedCategory == category
                                             ? Color(.systemBackground) : .primary)
                        }
                    }
                    .padding(.horizontal)
                }
                .listRowInsets(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
                .listRowSeparator(.hidden)

                ForEach(filtered) { article in
                    NavigationLink(value: article.title) {
                        LifArticleRow(article: article)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("News")
            .navigationDestination(for: String.self) { title in
                ScrollView {
                    Text(title)
                        .font(.title.bold())
                        .padding()
                }
            }
        }
    }
}

// MARK: - 7. Travel booking search

private struct LifHotel: Identifiable {
    let id = UUID()
    let name: String
    let rating: Double
    let pricePerNight: Int
}

private struct LifTravelSearchScreen: View {
    @State private var destination = "Lisbon"
    @State private var checkIn = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var checkOut = Date(timeIntervalSince1970: 1_700_000_000 + 3 * 86_400)
    @State private var adults = 2
    @State private var children = 0
    @State private var rooms = 1
    @State private var results: [LifHotel] = []

    var body: some View {
        NavigationStack {
            Form {
                Section("Where") {
                    TextField("Destination", text: $destination)
                        .textInputAutocapitalization(.words)
                }
                Section("When") {
                    DatePicker("Check-in", selection: $checkIn, displayedComponents: .date)
                    DatePicker("Check-out", selection: $checkOut, in: checkIn...,
                               displayedComponents: .date)
                }
                Section("Guests") {
                    Stepper("Adults: \(adults)", value: $adults, in: 1...10)
                    Stepper("Children: \(children)", value: $children, in: 0...10)
                    Stepper(value: $rooms, in: 1...5) {
                        Text("Rooms: \(rooms)")
                    }
                }
                Section {
                    Button {
                        results = [
                            LifHotel(name: "Hotel Avenida", rating: 4.6, pricePerNight: 180),
                            LifHotel(name: "Alfama Suites", rating: 4.3, pricePerNight: 135),
                            LifHotel(name: "Casa do Rio", rating: 4.8, pricePerNight: 240),
                        ]
                    } label: {
                        Text("Search")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }
                if !results.isEmpty {
                    Section("\(results.count) results") {
                        ForEach(results) { hotel in
                            HStack {
                                VStack(alignment: .leading) {
                                    Text(hotel.name)
                                        .font(.headline)
                                    Label(String(format: "%.1f", hotel.rating), systemImage: "star.fill")
                                        .font(.caption)
                                        .foregroundStyle(.orange)
                                }
                                Spacer()
                                Text("$\(hotel.pricePerNight)")
                                    .font(.title3.bold())
                                + Text(" /night")
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Find a stay")
        }
    }
}

// MARK: - 8. Habit tracker

private struct LifHabit: Identifiable {
    let id = UUID()
    var name: String
    var color: Color
    var done: [Bool]
}

private struct LifHabitScreen: View {
    @State private var habits: [LifHabit] = [
        LifHabit(name: "Read", color: .blue, done: [true, true, false, true, false, false, false]),
        LifHabit(name: "Workout", color: .red, done: [false, true, false, true, true, false, false]),
        LifHabit(name: "Meditate", color: .purple, done: [true, true, true, true, false, false, false]),
        LifHabit(name: "Water", color: .cyan, done: [true, false, true, false, true, false, false]),
        LifHabit(name: "Journal", color: .orange, done: [false, false, true, false, false, false, false]),
    ]
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        NavigationStack {
            ScrollView {
                Grid(horizontalSpacing: 8, verticalSpacing: 14) {
                    GridRow {
                        Text("")
                            .gridColumnAlignment(.leading)
                        ForEach(weekdays.indices, id: \.self) { i in
                            Text(weekdays[i])
                                .font(.caption.bold())
                                .foregroundStyle(.secondary)
                        }
                    }
                    ForEach($habits) { $habit in
                        GridRow {
                            Text(habit.name)
                                .font(.subheadline)
                                .lineLimit(1)
                            ForEach(0..<7, id: \.self) { day in
                                Circle()
                                    .fill(habit.done[day] ? habit.color : Color.clear)
                                    .overlay(
                                        Circle().strokeBorder(habit.color, lineWidth: 2)
                                    )
                                    .frame(width: 30, height: 30)
                                    .onTapGesture {
                                        habit.done[day].toggle()
                                    }
                            }
                        }
                    }
                }
                .padding()

                let total = habits.reduce(0) { $0 + $1.done.filter { $0 }.count }
                Text("\(total) of \(habits.count * 7) done this week")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Habits")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    habits.append(LifHabit(name: "New habit", color: .green,
                                           done: Array(repeating: false, count: 7)))
                }
            }
        }
    }
}

// MARK: - 9. Podcast episodes with a mini player

private struct LifEpisode: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let show: String
    let minutes: Int
    let progress: Double
}

private let lifEpisodes: [LifEpisode] = (1...15).map { i in
    LifEpisode(title: "Episode \(i): Conversations on craft", show: "The Maker Hour",
               minutes: 30 + i * 3, progress: i % 3 == 0 ? 0 : Double(i % 5) / 5)
}

private struct LifMiniPlayer: View {
    let episode: LifEpisode
    @Binding var isPlaying: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.teal.gradient)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(episode.show)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title2)
            }
            Button {
            } label: {
                Image(systemName: "goforward.30")
                    .font(.title2)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.regularMaterial)
        .overlay(alignment: .top) {
            Divider()
        }
    }
}

private struct LifPodcastScreen: View {
    @State private var current: LifEpisode? = lifEpisodes.first
    @State private var isPlaying = false

    var body: some View {
        NavigationStack {
            List(lifEpisodes) { episode in
                Button {
                    current = episode
                    isPlaying = true
                } label: {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(episode.title)
                            .font(.headline)
                            .foregroundStyle(.primary)
                        HStack {
                            Image(systemName: "play.circle.fill")
                                .foregroundStyle(.tint)
                            Text("\(episode.minutes) min")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            if episode.progress > 0 {
                                ProgressView(value: episode.progress)
                                    .frame(width: 60)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Episodes")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                if let current {
                    LifMiniPlayer(episode: current, isPlaying: $isPlaying)
                }
            }
        }
    }
}

// MARK: - 10. Meditation timer

private struct LifMeditationScreen: View {
    @State private var total: TimeInterval = 300
    @State private var remaining: TimeInterval = 300
    @State private var isRunning = false
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var fraction: Double { remaining / total }

    var body: some View {
        VStack(spacing: 40) {
            Text("Breathe")
                .font(.largeTitle.weight(.light))

            ZStack {
                Circle()
                    .stroke(Color.mint.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(Color.mint, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack {
                    Text(String(format: "%02d:%02d", Int(remaining) / 60, Int(remaining) % 60))
                        .font(.system(size: 56, weight: .thin, design: .rounded))
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    Text(isRunning ? "Focus on your breath" : "Paused")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 280, height: 280)

            HStack(spacing: 32) {
                Button {
                    withAnimation {
                        remaining = total
                        isRunning = false
                    }
                } label: {
                    Image(systemName: "arrow.counterclockwise")
                        .font(.title2)
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color(.secondarySystemBackground)))
                }
                Button {
                    isRunning.toggle()
                } label: {
                    Image(systemName: isRunning ? "pause.fill" : "play.fill")
                        .font(.title)
                        .foregroundStyle(.white)
                        .frame(width: 84, height: 84)
                        .background(Circle().fill(Color.mint))
                }
            }

            Picker("Length", selection: $total) {
                Text("5 min").tag(TimeInterval(300))
                Text("10 min").tag(TimeInterval(600))
                Text("20 min").tag(TimeInterval(1200))
            }
            .pickerStyle(.segmented)
            .padding(.horizontal, 40)
            .onChange(of: total) { _, newValue in
                remaining = newValue
                isRunning = false
            }
        }
        .onReceive(timer) { _ in
            guard isRunning, remaining > 0 else { return }
            withAnimation(.linear(duration: 1)) {
                remaining -= 1
            }
            if remaining == 0 {
                isRunning = false
            }
        }
    }
}

// MARK: - 11. Wallet

private struct LifCard: Identifiable {
    let id = UUID()
    let name: String
    let number: String
    let colors: [Color]
}

private let lifCards: [LifCard] = [
    LifCard(name: "Apple Card", number: "•••• 1024", colors: [.white, .gray]),
    LifCard(name: "Visa Platinum", number: "•••• 4821", colors: [.blue, .indigo]),
    LifCard(name: "Mastercard", number: "•••• 7730", colors: [.orange, .red]),
    LifCard(name: "Transit", number: "•••• 0042", colors: [.green, .teal]),
]

private struct LifCardView: View {
    let card: LifCard

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(card.name)
                    .font(.headline)
                Spacer()
                Image(systemName: "wave.3.right")
            }
            Spacer()
            Text(card.number)
                .font(.title3.monospaced())
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(height: 200)
        .background(
            LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous)
        )
        .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }
}

private struct LifWalletScreen: View {
    @State private var expanded: LifCard.ID?
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            ScrollView {
                ZStack(alignment: .top) {
                    ForEach(Array(lifCards.enumerated()), id: \.element.id) { index, card in
                        LifCardView(card: card)
                            .offset(y: offset(for: index, card: card))
                            .zIndex(expanded == card.id ? 10 : Double(index))
                            .onTapGesture {
                                withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                                    expanded = expanded == card.id ? nil : card.id
                                }
                            }
                    }
                }
                .frame(height: expanded == nil ? 200 + CGFloat(lifCards.count - 1) * 60 : 520,
                       alignment: .top)
                .padding()
            }
            .navigationTitle("Wallet")
        }
    }

    private func offset(for index: Int, card: LifCard) -> CGFloat {
        guard let expanded else { return CGFloat(index) * 60 }
        if card.id == expanded { return 0 }
        let expandedIndex = lifCards.firstIndex { $0.id == expanded } ?? 0
        let rank = index < expandedIndex ? index : index - 1
        return 240 + CGFloat(rank) * 20
    }
}

// MARK: - 12. Stock detail

private enum LifRange: String, CaseIterable, Identifiable {
    case day = "1D", week = "1W", month = "1M", year = "1Y", all = "All"
    var id: Self { self }
}

private struct LifLineChart: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let minValue = values.min(), let maxValue = values.max() else {
            return path
        }
        let span = max(maxValue - minValue, 0.0001)
        let stepX = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let x = rect.minX + CGFloat(index) * stepX
            let y = rect.maxY - CGFloat((value - minValue) / span) * rect.height
            if index == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}

private struct LifStockScreen: View {
    @State private var range: LifRange = .day

    private var values: [Double] {
        let count: Int
        switch range {
        case .day: count = 24
        case .week: count = 7
        case .month: count = 30
        case .year: count = 52
        case .all: count = 100
        }
        return (0..<count).map { i in
            let x = Double(i)
            let wave: Double = sin(x / 3) * 6
            return 180 + wave + x * 0.2
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Apple Inc.")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text("$189.84")
                            .font(.system(size: 40, weight: .semibold))
                        HStack(spacing: 4) {
                            Image(systemName: "arrowtriangle.up.fill")
                            Text("+2.31 (1.23%)")
                        }
                        .font(.subheadline.weight(.medium))
                        .foregroundStyle(.green)
                    }

                    LifLineChart(values: values)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                        .frame(height: 220)
                        .background(alignment: .bottom) {
                            LinearGradient(colors: [.green.opacity(0.25), .clear],
                                           startPoint: .top, endPoint: .bottom)
                                .frame(height: 220)
                        }

                    Picker("Range", selection: $range) {
                        ForEach(LifRange.allCases) { range in
                            Text(range.rawValue).tag(range)
                        }
                    }
                    .pickerStyle(.segmented)

                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 10) {
                        GridRow {
                            Text("Open").foregroundStyle(.secondary)
                            Text("187.20")
                            Text("Mkt Cap").foregroundStyle(.secondary)
                            Text("2.95T")
                        }
                        Divider()
                        GridRow {
                            Text("High").foregroundStyle(.secondary)
                            Text("190.32")
                            Text("P/E").foregroundStyle(.secondary)
                            Text("31.2")
                        }
                        Divider()
                        GridRow {
                            Text("Low").foregroundStyle(.secondary)
                            Text("186.90")
                            Text("Vol").foregroundStyle(.secondary)
                            Text("54.1M")
                        }
                    }
                    .font(.subheadline)
                }
                .padding()
            }
            .navigationTitle("AAPL")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 13. Flashcards

private struct LifFlashcard: Identifiable {
    let id = UUID()
    let front: String
    let back: String
}

private struct LifFlashcardView: View {
    let card: LifFlashcard
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(.background)
                .shadow(radius: 8)
            Text(isFlipped ? card.back : card.front)
                .font(.title.weight(.semibold))
                .multilineTextAlignment(.center)
                .padding(24)
                .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        }
        .frame(width: 320, height: 220)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.5)) {
                isFlipped.toggle()
            }
        }
    }
}

private struct LifFlashcardsScreen: View {
    @State private var cards: [LifFlashcard] = [
        LifFlashcard(front: "Hola", back: "Hello"),
        LifFlashcard(front: "Gracias", back: "Thank you"),
        LifFlashcard(front: "Perro", back: "Dog"),
        LifFlashcard(front: "Gato", back: "Cat"),
    ]
    @State private var dragOffset: CGSize = .zero
    @State private var known = 0

    var body: some View {
        VStack(spacing: 32) {
            HStack {
                Text("\(cards.count) left")
                Spacer()
                Text("Known: \(known)")
            }
            .font(.headline)
            .padding(.horizontal)

            ZStack {
                ForEach(cards.reversed()) { card in
                    let isTop = card.id == cards.first?.id
                    LifFlashcardView(card: card)
                        .offset(isTop ? dragOffset : .zero)
                        .rotationEffect(.degrees(isTop ? Double(dragOffset.width / 20) : 0))
                        .gesture(
                            isTop ? DragGesture()
                                .onChanged { value in
                                    dragOffset = value.translation
                                }
                                .onEnded { value in
                                    if abs(value.translation.width) > 120 {
                                        if value.translation.width > 0 { known += 1 }
                                        withAnimation {
                                            cards.removeFirst()
                                            dragOffset = .zero
                                        }
                                    } else {
                                        withAnimation(.spring()) {
                                            dragOffset = .zero
                                        }
                                    }
                                } : nil
                        )
                }
            }
            .frame(height: 260)

            if cards.isEmpty {
                ContentUnavailableView("All done", systemImage: "checkmark.seal",
                                       description: Text("You reviewed every card."))
            }

            HStack(spacing: 60) {
                Label("Again", systemImage: "arrow.uturn.left")
                    .foregroundStyle(.red)
                Label("Got it", systemImage: "checkmark")
                    .foregroundStyle(.green)
            }
            .font(.subheadline.weight(.semibold))
            Spacer()
        }
        .padding(.top)
    }
}

// MARK: - 14. Restaurant menu

private struct LifDish: Identifiable {
    let id = UUID()
    let name: String
    let detail: String
    let price: Double
}

private struct LifMenuCategory: Identifiable {
    let id: String
    let dishes: [LifDish]
}

private let lifMenu: [LifMenuCategory] = ["Starters", "Mains", "Pizza", "Desserts", "Drinks"].map { name in
    LifMenuCategory(id: name, dishes: (1...5).map { i in
        LifDish(name: "\(name.dropLast()) \(i)", detail: "Seasonal ingredients, house sauce",
                price: Double(6 + i * 2) + 0.5)
    })
}

private struct LifMenuScreen: View {
    @State private var selected = "Starters"

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 20) {
                            ForEach(lifMenu) { category in
                                Button {
                                    selected = category.id
                                    withAnimation {
                                        proxy.scrollTo(category.id, anchor: .top)
                                    }
                                } label: {
                                    Text(category.id)
                                        .fontWeight(selected == category.id ? .bold : .regular)
                                        .foregroundStyle(selected == category.id ? .primary : .secondary)
                                        .padding(.vertical, 10)
                                        .overlay(alignment: .bottom) {
                                            if selected == category.id {
                                                Rectangle()
                                                    .frame(height: 2)
                                            }
                                        }
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                    Divider()

                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                            ForEach(lifMenu) { category in
                                Section {
                                    ForEach(category.dishes) { dish in
                                        HStack(alignment: .top) {
                                            VStack(alignment: .leading, spacing: 4) {
                                                Text(dish.name)
                                                    .font(.headline)
                                                Text(dish.detail)
                                                    .font(.subheadline)
                                                    .foregroundStyle(.secondary)
                                            }
                                            Spacer()
                                            Text(dish.price, format: .currency(code: "EUR"))
                                                .font(.subheadline.weight(.semibold))
                                        }
                                        .padding(.horizontal)
                                        .padding(.vertical, 12)
                                        Divider()
                                            .padding(.leading)
                                    }
                                } header: {
                                    Text(category.id)
                                        .font(.title3.bold())
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                        .padding(.horizontal)
                                        .padding(.vertical, 8)
                                        .background(.bar)
                                }
                                .id(category.id)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Trattoria")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: - 15. Cinema seat picker

private struct LifSeat: Hashable {
    let row: Int
    let number: Int
}

private struct LifSeatPickerScreen: View {
    @State private var selected: Set<LifSeat> = []
    private let rows = 8
    private let seatsPerRow = 10
    private let taken: Set<LifSeat> = [
        LifSeat(row: 2, number: 4), LifSeat(row: 2, number: 5), LifSeat(row: 4, number: 7),
        LifSeat(row: 5, number: 1), LifSeat(row: 6, number: 5), LifSeat(row: 6, number: 6),
    ]
    private let price = 12.5

    private func color(for seat: LifSeat) -> Color {
        if taken.contains(seat) { return Color(.systemGray4) }
        if selected.contains(seat) { return .accentColor }
        return Color(.systemGray6)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    VStack(spacing: 6) {
                        Capsule()
                            .fill(.secondary)
                            .frame(height: 4)
                            .padding(.horizontal, 40)
                        Text("SCREEN")
                            .font(.caption2.weight(.semibold))
                            .foregroundStyle(.secondary)
                    }

                    LazyVGrid(columns: Array(repeating: GridItem(.fixed(26), spacing: 6),
                                             count: seatsPerRow), spacing: 8) {
                        ForEach(0..<rows, id: \.self) { row in
                            ForEach(0..<seatsPerRow, id: \.self) { number in
                                let seat = LifSeat(row: row, number: number)
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(color(for: seat))
                                    .frame(height: 26)
                                    .onTapGesture {
                                        guard !taken.contains(seat) else { return }
                                        if selected.contains(seat) {
                                            selected.remove(seat)
                                        } else {
                                            selected.insert(seat)
                                        }
                                    }
                                    .accessibilityLabel("Row \(row + 1) seat \(number + 1)")
                            }
                        }
                    }

                    HStack(spacing: 16) {
                        Label("Available", systemImage: "square.fill")
                            .foregroundStyle(Color(.systemGray6))
                        Label("Taken", systemImage: "square.fill")
                            .foregroundStyle(Color(.systemGray4))
                        Label("Selected", systemImage: "square.fill")
                            .foregroundStyle(.tint)
                    }
                    .font(.caption)
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    VStack(alignment: .leading) {
                        Text("\(selected.count) seats")
                            .font(.headline)
                        Text(Double(selected.count) * price, format: .currency(code: "USD"))
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Checkout") {}
                        .buttonStyle(.borderedProminent)
                        .disabled(selected.isEmpty)
                }
                .padding()
                .background(.thinMaterial)
            }
            .navigationTitle("Choose seats")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@Suite struct TypicalCorpusLifestyleScreensTests {}
