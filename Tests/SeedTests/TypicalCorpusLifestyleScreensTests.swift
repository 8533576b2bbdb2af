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

// MARK: - Tests

// iPhone 14 (390 × 844, safe area 47 / 34), fake measurer (16 pt lines at
// 17 pt, 8 pt a character, both scaled with the font and rounded up to the
// 1× grid: 34 pt large title 16 × 32, 28 pt title 13.2 × 27, 22 pt title2
// 10.4 × 21, 20 pt title3 9.4 × 19, 16 pt callout 7.5 × 16, 15 pt
// subheadline 7.06 × 15, 13 pt footnote 6.1 × 13, 12 pt caption 5.6 × 12,
// 11 pt caption2 5.2 × 11), 1×. A large title puts content at 47 + 96 =
// 143, an inline one at 47 + 44 = 91.
@MainActor
@Suite struct TypicalCorpusLifestyleScreensTests {
    func tapAndSettle(_ app: TestApp, _ point: CGPoint) throws {
        app.tap(point)
        try app.pumpAndSettle()
    }

    /// No bar: the content from 47. The header, padded 40 at the top:
    /// "Cupertino" (9 × 16 = 144 × 32) centred at 87, "19°" at 96 pt (3 ×
    /// 45.2 → 136 × 90.4 → 91) 4 below, "Mostly Sunny" (12 × 9.4 → 113 ×
    /// 19) 4 below that. The hourly card 16 below the header (273), padded
    /// 16: the footnote, 8, the divider (310), 8, the strip (319): columns
    /// as wide as "12°" (3 × 9.4 → 29), 20 apart, "Now" (19) centred. The
    /// 10-day card 16 below the 142 pt card (431), padded 16: the caption,
    /// 8, a divider (467) and a 10 + 19 + 10 pt row per day. In a row, 12
    /// apart: the day in 60, the symbol in 30, the low in 36, the bar with
    /// the rest (326 − 168 − 48 = 116 at 194), the high in 36 (trailing:
    /// "21°" at 358 − 29). Over the week's 8°…24°, today's 11°…21° bar
    /// starts 3/16 of 116 in and is 10/16 of it.
    @Test func aWeatherForecast() throws {
        let app = try settledApp(LifWeatherScreen())
        #expect(textFrame(app, "Cupertino") == CGRect(x: 123, y: 87, width: 144, height: 32))
        #expect(textFrame(app, "19°") == CGRect(x: 127, y: 123, width: 136, height: 91))
        #expect(textFrame(app, "Mostly Sunny") == CGRect(x: 138.5, y: 218, width: 113, height: 19))
        #expect(textFrame(app, "Now") == CGRect(x: 37, y: 319, width: 19, height: 13))
        #expect(textFrame(app, "12°") == CGRect(x: 32, y: 380, width: 29, height: 19))
        #expect(textFrame(app, "13°")?.minX == 81)
        let dividers = frames(app, "Divider")
        #expect(dividers.prefix(3) == [CGRect(x: 32, y: 310, width: 326, height: 1),
                                       CGRect(x: 32, y: 467, width: 326, height: 1),
                                       CGRect(x: 32, y: 507, width: 326, height: 1)])
        #expect(textFrame(app, "Today") == CGRect(x: 32, y: 478, width: 48, height: 19))
        #expect(textFrame(app, "21°") == CGRect(x: 329, y: 478, width: 29, height: 19))
        #expect(frames(app, "LifTemperatureBar").first == CGRect(x: 194, y: 485.5, width: 116, height: 4))
        let capsules = frames(app, "Capsule")
        #expect(capsules.contains(CGRect(x: 194 + 21.75, y: 485.5, width: 72.5, height: 4)))
        // Thursday 12°…19°: 4/16 and 7/16 of 116, a row (40) lower.
        #expect(capsules.contains(CGRect(x: 194 + 29, y: 525.5, width: 50.75, height: 4)))
    }

    /// No bar: the column (24 pt margins, 342 wide) fills the 763 pt safe
    /// area. Besides the artwork and the spacer it holds 8 + 5 (grabber),
    /// 21 + 4 + 19 (titles), 28 + 6 + 12 (scrubber), 60 (transport), 28
    /// (volume) and six 24 pt gaps: 335. The spacer is served last (its 8
    /// set aside), so the square artwork, padded 8 at the sides, is offered
    /// 342 × 420 and is 326 square at x 32, 24 below the grabber (84). The
    /// titles 24 below it (434), the scrubber (342 × 28) 24 below them (502)
    /// with its times (caption) 6 under it. The play button (60) is centred
    /// 24 lower (572), the others 50 from it; forward adds 30 s: 1:42, 1:53
    /// left.
    @Test func aNowPlayingScreen() throws {
        let app = try settledApp(LifNowPlayingScreen())
        let art: CGFloat = 342 - 16
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 32, y: 84, width: art, height: art))
        let titles: CGFloat = 84 + art + 24, scrubber = titles + 21 + 4 + 19 + 24, times = scrubber + 28 + 6
        #expect(textFrame(app, "Midnight City") == CGRect(x: 24, y: titles, width: 135, height: 21))
        #expect(textFrame(app, "M83") == CGRect(x: 24, y: titles + 25, width: 29, height: 19))
        #expect(frames(app, "Slider").first == CGRect(x: 24, y: scrubber, width: 342, height: 28))
        #expect(textFrame(app, "1:12") == CGRect(x: 24, y: times, width: 23, height: 12))
        #expect(textFrame(app, "-2:23") == CGRect(x: 337, y: times, width: 29, height: 12))
        let buttons = frames(app, "Button")
        let play = CGRect(x: 165, y: times + 12 + 24, width: 60, height: 60)
        #expect(buttons.contains(play))
        let forward = try #require(buttons.first { $0.minX == play.maxX + 50 })
        try tapAndSettle(app, CGPoint(x: forward.midX, y: forward.midY))
        #expect(textFrame(app, "1:42") == CGRect(x: 24, y: times, width: 23, height: 12))
        #expect(textFrame(app, "-1:53") == CGRect(x: 337, y: times, width: 29, height: 12))
    }

    /// An inset-grouped list under a large title: the first section 35
    /// below 143. The balance card has no insets: the card's full 358 at
    /// 16, padded 20: "Total balance" (13 × 7.06 → 92 × 15), 12, the
    /// balance (34 pt rounded, 10 × 16 = 160 × 32), 12, the footnote: 124
    /// tall. The quick actions row (11 + 70 + 11) splits 318 into four
    /// flexible frames of (318 − 3 × 8) / 4 = 73.5, the captions centred.
    /// A transaction row: the symbol (28 pt title: 28 × 1443/2048), 12, the
    /// names (16 + 2 + 12), the amount at the trailing inset (354), centred:
    /// 30 + 22 = 52 tall, under a header 35 + 13 + 7 below the actions.
    /// The eye hides the balance: six bullets, 96 wide.
    @Test func aBankingHome() throws {
        let app = try settledApp(LifBankingScreen())
        #expect(frames(app, "RoundedRectangle").contains(CGRect(x: 16, y: 178, width: 358, height: 124)))
        #expect(textFrame(app, "Total balance") == CGRect(x: 36, y: 198, width: 92, height: 15))
        #expect(textFrame(app, "$12,480.55") == CGRect(x: 36, y: 225, width: 160, height: 32))
        #expect(frames(app, "LifQuickAction") == [36, 117.5, 199, 280.5].map { CGRect(x: $0, y: 313, width: 73.5, height: 70) })
        #expect(textFrame(app, "Send") == CGRect(x: 61.25, y: 371, width: 23, height: 12))
        let rows = frames(app, "ListRow")
        #expect(rows.prefix(3) == [CGRect(x: 0, y: 143, width: 390, height: 159),
                                   CGRect(x: 0, y: 302, width: 390, height: 92),
                                   CGRect(x: 0, y: 449, width: 390, height: 52)])
        #expect(same(textFrame(app, "Blue Bottle"), CGRect(x: 36 + symbol(28) + 12, y: 460, width: 88, height: 16)))
        #expect(textFrame(app, "-$4.50") == CGRect(x: 306, y: 467, width: 48, height: 16))
        let eye = try #require(frame(app, "Image", "eye"))
        try tapAndSettle(app, CGPoint(x: eye.midX, y: eye.midY))
        #expect(textFrame(app, "••••••") == CGRect(x: 36, y: 225, width: 96, height: 32))
        #expect(textFrame(app, "$12,480.55") == nil)
    }

    /// Large title: content at 143, padded 16. The rings, padded 16 on top,
    /// are concentric, 220 centred at (390 − 220) / 2 = 85, then 164 and 108
    /// 28 further in each. The grid 24 below (419): two flexible columns of
    /// (358 − 8) / 2 = 175; a tile is 16 + 15 + 4 + 27 + 16 = 78, rows 12
    /// apart; "468" (title bold, 3 × 13.2 → 40 × 27).
    @Test func activityRingsAndStats() throws {
        let app = try settledApp(LifActivityScreen())
        #expect(frames(app, "LifRing") == [CGRect(x: 85, y: 175, width: 220, height: 220),
                                           CGRect(x: 113, y: 203, width: 164, height: 164),
                                           CGRect(x: 141, y: 231, width: 108, height: 108)])
        let tiles = frames(app, "LifStatTile")
        #expect(tiles == [419, 509, 599].flatMap { y in [16, 199].map { CGRect(x: $0, y: y, width: 175, height: 78) } })
        #expect(textFrame(app, "Move") == CGRect(x: 32, y: 435, width: 29, height: 15))
        #expect(textFrame(app, "468") == CGRect(x: 32, y: 454, width: 40, height: 27))
    }

    /// The scroll view ignores the top safe area: the 280 pt hero from 0,
    /// its title (19 × 16 = 304 × 32) and subtitle padded 16 from its
    /// bottom leading corner. The ingredients 20 below (300): the title2
    /// heading (11 × 10.4 → 114 × 21), 12, rows of 16 every 28: the circle
    /// (20 pt: 20 × 1443/2048), 8, the name; the amount at the trailing
    /// edge. A tap checks one. The steps 20 below the last row (481): the
    /// heading, 16, the 28 pt number and the text 12 after it, offered 318
    /// (82 characters in lines of 39: 3 lines, 304 wide).
    @Test func aRecipeWithAChecklist() throws {
        let app = try settledApp(LifRecipeScreen())
        #expect(frames(app, "Rectangle").first == CGRect(x: 0, y: 0, width: 390, height: 280))
        #expect(textFrame(app, "Spaghetti Carbonara") == CGRect(x: 16, y: 213, width: 304, height: 32))
        #expect(textFrame(app, "Italian · 25 min · Serves 4") == CGRect(x: 16, y: 249, width: 191, height: 15))
        #expect(textFrame(app, "Ingredients") == CGRect(x: 16, y: 300, width: 114, height: 21))
        #expect(same(textFrame(app, "Spaghetti"), CGRect(x: 16 + symbol(20) + 8, y: 333, width: 72, height: 16)))
        #expect(textFrame(app, "400 g") == CGRect(x: 334, y: 333, width: 40, height: 16))
        #expect(textFrame(app, "Guanciale")?.minY == 361)
        #expect(textFrame(app, "Steps") == CGRect(x: 16, y: 481, width: 52, height: 21))
        let first = "Bring a large pot of salted water to a boil and cook the spaghetti until al dente."
        #expect(textFrame(app, first) == CGRect(x: 56, y: 518, width: 304, height: 48))
        #expect(frames(app, "Image", "checkmark.circle.fill").isEmpty)
        try tapAndSettle(app, CGPoint(x: 200, y: 369))
        let checks = frames(app, "Image", "checkmark.circle.fill")
        #expect(checks.count == 1)
        #expect(same(checks.first, CGRect(x: 16, y: 361 + (16 - symbol(20)) / 2, width: symbol(20), height: symbol(20))))
    }

    /// A plain list under a large title. The chips row has no side insets
    /// and 8 above and below: the chips (15 + 16 tall, the subheadline
    /// label plus 14 each side: "Top" 3 × 7.06 → 22, 50 wide) from 16, 8
    /// apart; 47 pt row. An article row: the label fills the content less
    /// the chevron (358 − 8 − 14 × 1443/2048), padded 4: the 80 pt
    /// thumbnail at its trailing edge; the text column, served after it and
    /// before the spacer, gets the 236 left less the spacer's 8: the
    /// headline wraps to two lines of at most 28 characters ("New chips
    /// promise a leap in", 216), so the column (12 + 6 + 32 + 6 + 12 = 68)
    /// is shorter than the thumbnail and the row is 80 + 8 + 22 = 110 tall
    /// (the next, a longer headline in three lines, 114). "Tech" keeps one
    /// article.
    @Test func aNewsReaderWithChips() throws {
        let app = try settledApp(LifNewsScreen())
        #expect(frames(app, "Capsule").prefix(2) == [CGRect(x: 16, y: 151, width: 50, height: 31),
                                                     CGRect(x: 74, y: 151, width: 64, height: 31)])
        #expect(textFrame(app, "Top") == CGRect(x: 30, y: 159, width: 22, height: 15))
        #expect(frames(app, "ListRow").prefix(3) == [CGRect(x: 0, y: 143, width: 390, height: 47),
                                                     CGRect(x: 0, y: 190, width: 390, height: 110),
                                                     CGRect(x: 0, y: 300, width: 390, height: 114)])
        #expect(textFrame(app, "THE VERGE") == CGRect(x: 16, y: 205, width: 51, height: 12))
        #expect(textFrame(app, "New chips promise a leap in battery life for laptops") == CGRect(x: 16, y: 223, width: 216, height: 32))
        #expect(textFrame(app, "5 min ago") == CGRect(x: 16, y: 223 + 32 + 6, width: 51, height: 12))
        let thumbnail = try #require(frames(app, "RoundedRectangle").first)
        #expect(same(thumbnail, CGRect(x: 16 + 358 - 8 - symbol(14) - 80, y: 205, width: 80, height: 80)))
        try app.tap(.text("Tech"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "REUTERS") == nil)
        #expect(textFrame(app, "THE VERGE") == CGRect(x: 16, y: 205, width: 51, height: 12))
    }

    /// A form under a large title: a section's header 35 below the last
    /// row, its rows 7 below it. The text field row is 44; a date picker
    /// row 28 + 22 with its pill (118 × 28) at the trailing inset; a stepper
    /// row 32 + 22 with its 94 pt control there (260); + adds a guest. The
    /// search button's section has no header: its row (44) 35 below the
    /// last stepper's, the 30 pt button across the card (insets 0), centred.
    /// Search adds a results section under it: its header 35 below.
    @Test func aTravelSearchForm() throws {
        let app = try settledApp(LifTravelSearchScreen())
        #expect(textFrame(app, "WHERE") == CGRect(x: 36, y: 178, width: 31, height: 13))
        #expect(textFrame(app, "Lisbon") == CGRect(x: 36, y: 212, width: 48, height: 16))
        #expect(frames(app, "DatePickerPill") == [CGRect(x: 236, y: 308, width: 118, height: 28),
                                                  CGRect(x: 236, y: 358, width: 118, height: 28)])
        #expect(textFrame(app, "Check-in") == CGRect(x: 36, y: 314, width: 64, height: 16))
        #expect(textFrame(app, "GUESTS") == CGRect(x: 36, y: 432, width: 37, height: 13))
        #expect(textFrame(app, "Adults: 2") == CGRect(x: 36, y: 471, width: 72, height: 16))
        #expect(frames(app, "RoundedRectangle").contains(CGRect(x: 260, y: 463, width: 94, height: 32)))
        try tapAndSettle(app, CGPoint(x: 260 + 94 * 0.75, y: 479))
        #expect(textFrame(app, "Adults: 3") == CGRect(x: 36, y: 471, width: 72, height: 16))
        let search = try #require(frames(app, "Button").last)
        #expect(search == CGRect(x: 16, y: 614 + 35 + 7, width: 358, height: 30))
        try tapAndSettle(app, CGPoint(x: search.midX, y: search.midY))
        #expect(textFrame(app, "3 RESULTS") == CGRect(x: 36, y: 614 + 35 + 44 + 35, width: 56, height: 13))
    }

    /// A grid in a scroll view under a large title, padded 16: the first
    /// column as wide as "Meditate" (8 × 7.06 → 57), seven 30 pt columns, 8
    /// apart: 323; the scroll view is as wide as its 355 pt content and
    /// centred (17.5). The day row is as tall as the empty text's line
    /// (16), rows 14 apart; the circles from 33.5 + 57 + 8, 38 apart. The
    /// total (footnote, 23 × 6.1 → 141) below the padded grid by the text
    /// gap above its 16 × 13 / 17 line (4.473), centred; a tap marks
    /// Friday's reading.
    @Test func aHabitWeekGrid() throws {
        let app = try settledApp(LifHabitScreen())
        #expect(frames(app, "ScrollView").first == CGRect(x: 17.5, y: 143, width: 355, height: 667))
        #expect(frames(app, "Grid").first == CGRect(x: 33.5, y: 159, width: 323, height: 236))
        #expect(textFrame(app, "M") == CGRect(x: 110.5, y: 161, width: 6, height: 12))
        #expect(textFrame(app, "Read") == CGRect(x: 33.5, y: 196.5, width: 29, height: 15))
        let circles = frames(app, "Circle")
        #expect(circles.count == 2 * 35)
        #expect(circles.first == CGRect(x: 98.5, y: 189, width: 30, height: 30))
        #expect(circles[2 * 7] == CGRect(x: 98.5, y: 233, width: 30, height: 30))
        // The grid's bottom (159 + 236) and padding (16), then the gap above
        // a footnote line (a non-text view above text).
        #expect(same(textFrame(app, "14 of 35 done this week"),
                     CGRect(x: 124.5, y: 159 + 236 + 16 + TextGap.above(16 * 13 / 17), width: 141, height: 13)))
        try tapAndSettle(app, CGPoint(x: 98.5 + 4 * 38 + 15, y: 204))
        #expect(textFrame(app, "15 of 35 done this week") != nil)
    }

    /// A plain list under a large title with the mini player inset at the
    /// bottom (no spacing): 8 + 44 + 8 tall on the bottom safe area (750),
    /// its material reaching the window's bottom; the list stops at it. A
    /// row: the headline (33 × 8 = 264), 6, the caption row (12): 34 + 22;
    /// in the caption row the play symbol keeps the body size (17 pt).
    /// The bar: 44 pt art, 12, the titles, then two title2 symbols; the
    /// titles are offered what the art, the symbols, four 12 pt gaps and
    /// the spacer's 8 (served last) leave: 227, the title (233) truncated to
    /// 31 characters and the ellipsis (32 × 7.06 → 226). A tap on a row
    /// plays it in the bar.
    @Test func podcastEpisodesWithAMiniPlayer() throws {
        let app = try settledApp(LifPodcastScreen())
        #expect(frames(app, "ScrollView").first == CGRect(x: 0, y: 143, width: 390, height: 607))
        #expect(frames(app, "ListRow").prefix(2) == [CGRect(x: 0, y: 143, width: 390, height: 56),
                                                     CGRect(x: 0, y: 199, width: 390, height: 56)])
        #expect(textFrame(app, "Episode 1: Conversations on craft") == CGRect(x: 16, y: 154, width: 264, height: 16))
        #expect(same(frames(app, "ProgressView").first, CGRect(x: 16 + symbol(17) + 8 + 34 + 8, y: 180, width: 60, height: 4)))
        #expect(frames(app, "LifMiniPlayer") == [CGRect(x: 0, y: 750, width: 390, height: 60)])
        #expect(frames(app, "Rectangle").contains(CGRect(x: 0, y: 750, width: 390, height: 94)))
        let titles = frames(app, "Text", "Episode 1: Conversations on craft")
        #expect(titles.last == CGRect(x: 72, y: 765.5, width: 226, height: 15))
        #expect(textFrame(app, "The Maker Hour") == CGRect(x: 72, y: 782.5, width: 80, height: 12))
        #expect(frame(app, "Image", "pause.fill") == nil)
        try app.tap(.text("Episode 3: Conversations on craft"))
        try app.pumpAndSettle()
        #expect(frames(app, "Text", "Episode 3: Conversations on craft").last == CGRect(x: 72, y: 765.5, width: 226, height: 15))
        #expect(frame(app, "Image", "pause.fill") != nil)
    }

    /// No bar: the column (32 + 40 + 280 + 40 + 84 + 40 + 32 = 548) centred
    /// in the safe area (47 + 107.5). The 280 pt ring centred at 55; in it
    /// "05:00" (56 pt: 5 × 26.4 → 132 × 53) with "Paused" (callout) right
    /// under it (no gap between two texts), the pair (69) centred on it.
    /// The buttons (64 and 84, 32 apart) centred 40 below, the
    /// segmented picker (32) padded 40. "10 min" resets the countdown;
    /// play counts down on the clock's timer, a second a firing.
    @Test func aMeditationCountdown() throws {
        let app = try settledApp(LifMeditationScreen())
        #expect(textFrame(app, "Breathe") == CGRect(x: 139, y: 154.5, width: 112, height: 32))
        #expect(frames(app, "Circle").first == CGRect(x: 55, y: 226.5, width: 280, height: 280))
        // 226.5 + (280 - 69) / 2; "Paused" at 332 + 53.
        #expect(textFrame(app, "05:00") == CGRect(x: 129, y: 332, width: 132, height: 53))
        #expect(textFrame(app, "Paused") == CGRect(x: 172, y: 385, width: 46, height: 16))
        let buttons = frames(app, "Button")
        #expect(buttons.prefix(2) == [CGRect(x: 105, y: 556.5, width: 64, height: 64),
                                      CGRect(x: 201, y: 546.5, width: 84, height: 84)])
        #expect(frames(app, "SegmentedControl").first == CGRect(x: 40, y: 670.5, width: 310, height: 32))
        try tapAndSettle(app, CGPoint(x: 40 + 310 / 2, y: 686.5))
        #expect(textFrame(app, "10:00") == CGRect(x: 129, y: 332, width: 132, height: 53))
        // The timer fires 1, 2, 3 s after the screen was built.
        try #require(app.time < 1)
        app.tap(CGPoint(x: 243, y: 588.5))
        app.pump(3.05 - app.time)
        #expect(textFrame(app, "09:57") != nil)
        #expect(textFrame(app, "Focus on your breath") != nil)
    }

    /// Large title, padded 16: the cards (200 tall, 358 wide) stacked in a
    /// ZStack 60 apart from 159. Tapping Mastercard brings it to the top
    /// (159) and stacks the others 240 below it, 20 apart, in order.
    @Test func aWalletOfStackedCards() throws {
        let app = try settledApp(LifWalletScreen())
        #expect(frames(app, "LifCardView") == [159, 219, 279, 339].map { CGRect(x: 16, y: $0, width: 358, height: 200) })
        #expect(textFrame(app, "•••• 1024") == CGRect(x: 36, y: 320, width: 85, height: 19))
        try app.tap(.text("Mastercard"))
        try app.pumpAndSettle()
        #expect(frames(app, "LifCardView") == [399, 419, 159, 439].map { CGRect(x: 16, y: $0, width: 358, height: 200) })
        #expect(textFrame(app, "Mastercard") == CGRect(x: 36, y: 179, width: 80, height: 16))
    }

    /// Inline bar: content at 91, padded 16. The price (40 pt: 7 × 18.8 →
    /// 132 × 37.6 → 38) 4 below the subheadline; the chart (220) 16 below
    /// the change row; the segmented picker (32) 16 below; the grid 16
    /// below: columns as wide as their widest cell ("Open" 29, "187.20" 43,
    /// "Mkt Cap" 50, "2.95T" 36), 24 apart; each divider 10 below a row,
    /// the next row 10 below it.
    @Test func aStockChart() throws {
        let app = try settledApp(LifStockScreen())
        #expect(textFrame(app, "Apple Inc.") == CGRect(x: 16, y: 107, width: 71, height: 15))
        #expect(textFrame(app, "$189.84") == CGRect(x: 16, y: 126, width: 132, height: 38))
        #expect(frames(app, "Shape").first == CGRect(x: 16, y: 199, width: 358, height: 220))
        #expect(frames(app, "SegmentedControl").first == CGRect(x: 16, y: 435, width: 358, height: 32))
        #expect(textFrame(app, "Open") == CGRect(x: 16, y: 483, width: 29, height: 15))
        #expect(textFrame(app, "187.20") == CGRect(x: 69, y: 483, width: 43, height: 15))
        #expect(textFrame(app, "Mkt Cap") == CGRect(x: 136, y: 483, width: 50, height: 15))
        #expect(textFrame(app, "2.95T") == CGRect(x: 210, y: 483, width: 36, height: 15))
        #expect(frames(app, "Divider") == [CGRect(x: 16, y: 508, width: 230, height: 1),
                                           CGRect(x: 16, y: 544, width: 230, height: 1)])
        #expect(textFrame(app, "High") == CGRect(x: 16, y: 519, width: 29, height: 15))
    }

    /// No bar, padded 16 on top (63): the counts (headline), 32, the deck
    /// (260) with the 320 × 220 cards centred (131), 32, the labels (403).
    /// A tap flips the top card to its back; a drag of 200 to the right
    /// (past 120) counts it known and removes it.
    @Test func flashcardsFlipAndSwipe() throws {
        let app = try settledApp(LifFlashcardsScreen())
        #expect(textFrame(app, "4 left") == CGRect(x: 16, y: 63, width: 48, height: 16))
        #expect(textFrame(app, "Known: 0") == CGRect(x: 310, y: 63, width: 64, height: 16))
        #expect(frames(app, "LifFlashcardView") == Array(repeating: CGRect(x: 35, y: 131, width: 320, height: 220), count: 4))
        #expect(textFrame(app, "Hola") == CGRect(x: 168.5, y: 227.5, width: 53, height: 27))
        #expect(textFrame(app, "Again")?.minY == 403)
        try tapAndSettle(app, CGPoint(x: 195, y: 300))
        #expect(textFrame(app, "Hello") == CGRect(x: 162, y: 227.5, width: 66, height: 27))
        app.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 395, y: 300))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Hello") == nil)
        #expect(textFrame(app, "3 left") != nil && textFrame(app, "Known: 1") != nil)
        #expect(frames(app, "LifFlashcardView").count == 3)
    }

    /// Inline bar: the category bar at 91 (16 + 10 + 10), its underline
    /// (2) under the selected chip, a divider (127), then the menu's scroll
    /// view. Each category is a section (its `.id` keeps it one) with the
    /// stack's spacing 0: the header (title3 bold, 19 + 16 = 35), then
    /// dishes padded 12 (16 + 4 + 15 + 24 = 59: the detail is offered what
    /// the price (36) and the spacer's 8 leave, 298, and keeps one line)
    /// and their dividers. Four notches (212 pt) on, the header stays pinned at the
    /// top of the menu.
    @Test func aRestaurantMenuWithPinnedHeaders() throws {
        let app = try settledApp(LifMenuScreen())
        #expect(textFrame(app, "Starters") == CGRect(x: 16, y: 101, width: 64, height: 16))
        #expect(frames(app, "Rectangle").contains(CGRect(x: 16, y: 125, width: 64, height: 2)))
        #expect(frames(app, "ScrollView").last == CGRect(x: 0, y: 128, width: 390, height: 682))
        let header = try #require(frames(app, "Text", "Starters").last)
        #expect(header == CGRect(x: 16, y: 136, width: 76, height: 19))
        #expect(textFrame(app, "Starter 1") == CGRect(x: 16, y: 175, width: 72, height: 16))
        #expect(textFrame(app, "€8.50") == CGRect(x: 338, y: 175, width: 36, height: 15))
        #expect(frames(app, "Text", "Seasonal ingredients, house sauce").first == CGRect(x: 16, y: 195, width: 233, height: 15))
        #expect(frames(app, "Divider").prefix(3) == [CGRect(x: 0, y: 127, width: 390, height: 1),
                                                     CGRect(x: 16, y: 163 + 59, width: 374, height: 1),
                                                     CGRect(x: 16, y: 163 + 2 * 59 + 1, width: 374, height: 1)])
        app.wheel(-4, at: CGPoint(x: 195, y: 500))
        app.pump(1.0 / 60)
        #expect(frames(app, "Text", "Starters").last == header)
        let starter4: CGFloat = 175 + 3 * 60 - 212
        #expect(textFrame(app, "Starter 4")?.minY == starter4)
        try tapAndSettle(app, CGPoint(x: 220 + 32, y: 109))
        #expect(frames(app, "Rectangle").contains(CGRect(x: 220, y: 125, width: 64, height: 2)))
    }

    /// Inline bar, the summary bar inset at the bottom: 16 + 31 + 16 (the
    /// headline's 16 right on the subheadline's 15, no gap between two
    /// texts) on the bottom safe area (747), its material to the window's
    /// bottom; the
    /// scroll view stops 8 above it. Padded 16: the 278 pt screen line, 6,
    /// "SCREEN" (caption2, 6 × 5.2 → 32), 24, the seat grid: ten 26 pt
    /// columns 6 apart (314) centred in 358 (38), rows 26 + 8. A tap on a
    /// free seat selects it; a taken one does nothing.
    @Test func aCinemaSeatPicker() throws {
        let app = try settledApp(LifSeatPickerScreen())
        #expect(frames(app, "ScrollView").first == CGRect(x: 0, y: 91, width: 390, height: 747 - 8 - 91))
        #expect(frames(app, "Capsule").first == CGRect(x: 56, y: 107, width: 278, height: 4))
        #expect(textFrame(app, "SCREEN") == CGRect(x: 179, y: 117, width: 32, height: 11))
        let seats = frames(app, "RoundedRectangle").filter { $0.width == 26 }
        #expect(seats.count == 80)
        #expect(seats.first == CGRect(x: 38, y: 152, width: 26, height: 26))
        #expect(seats.last == CGRect(x: 38 + 9 * 32, y: 152 + 7 * 34, width: 26, height: 26))
        #expect(frames(app, "Rectangle").contains(CGRect(x: 0, y: 747, width: 390, height: 844 - 747)))
        #expect(textFrame(app, "0 seats") == CGRect(x: 16, y: 747 + 16, width: 56, height: 16))
        #expect(textFrame(app, "$0.00") == CGRect(x: 16, y: 763 + 16, width: 36, height: 15))
        // The button's 16 pt label centred on the 31 pt column: 763 + 7.5.
        #expect(textFrame(app, "Checkout") == CGRect(x: 298, y: 770.5, width: 64, height: 16))
        try tapAndSettle(app, CGPoint(x: 51, y: 165))
        #expect(textFrame(app, "1 seats") != nil && textFrame(app, "$12.50") != nil)
        try tapAndSettle(app, CGPoint(x: 38 + 4 * 32 + 13, y: 152 + 2 * 34 + 13))
        #expect(textFrame(app, "1 seats") != nil)
    }
}
