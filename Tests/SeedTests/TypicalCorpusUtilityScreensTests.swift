import Foundation
import ScrollSim
import Testing

// Twelve everyday utility screens written in the current iOS 17 and 18
// style, with @Observable models, NavigationStack, List and Form, lazy grids,
// sheets, toolbars and a full-screen cover: a weather screen (the current
// conditions, an hourly strip that scrolls sideways and a ten-day list with
// temperature range bars), a calculator keypad, a stopwatch with laps, a
// unit converter form, a spending dashboard with a bar chart drawn from
// rounded rectangles, a recipe with an ingredient checklist, a workout log
// with an add sheet, a kanban board whose columns scroll sideways, a month
// calendar grid, a quiz that marks each answer, a sign-up form that
// validates as you type and a photo grid that opens a full-screen viewer;
// only the import differs.

// MARK: - 1. Weather

private struct UtlHourForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

private struct UtlDayForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let low: Int
    let high: Int
}

private struct UtlTemperatureBar: View {
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
                    .fill(.black.opacity(0.15))
                Capsule()
                    .fill(LinearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: width)
                    .offset(x: start)
            }
        }
        .frame(height: 4)
    }
}

private struct UtlWeatherView: View {
    let hours: [UtlHourForecast] = [
        UtlHourForecast(hour: "Now", symbol: "sun.max.fill", temperature: 72),
        UtlHourForecast(hour: "1PM", symbol: "sun.max.fill", temperature: 74),
        UtlHourForecast(hour: "2PM", symbol: "cloud.sun.fill", temperature: 75),
        UtlHourForecast(hour: "3PM", symbol: "cloud.sun.fill", temperature: 76),
        UtlHourForecast(hour: "4PM", symbol: "cloud.fill", temperature: 74),
        UtlHourForecast(hour: "5PM", symbol: "cloud.fill", temperature: 71),
        UtlHourForecast(hour: "6PM", symbol: "sunset.fill", temperature: 68),
        UtlHourForecast(hour: "7PM", symbol: "moon.stars.fill", temperature: 65),
        UtlHourForecast(hour: "8PM", symbol: "moon.stars.fill", temperature: 63),
    ]

    let days: [UtlDayForecast] = [
        UtlDayForecast(day: "Today", symbol: "sun.max.fill", low: 61, high: 78),
        UtlDayForecast(day: "Tue", symbol: "cloud.sun.fill", low: 59, high: 74),
        UtlDayForecast(day: "Wed", symbol: "cloud.rain.fill", low: 55, high: 66),
        UtlDayForecast(day: "Thu", symbol: "cloud.bolt.rain.fill", low: 52, high: 63),
        UtlDayForecast(day: "Fri", symbol: "cloud.sun.fill", low: 54, high: 70),
        UtlDayForecast(day: "Sat", symbol: "sun.max.fill", low: 58, high: 77),
        UtlDayForecast(day: "Sun", symbol: "sun.max.fill", low: 60, high: 80),
        UtlDayForecast(day: "Mon", symbol: "cloud.fill", low: 57, high: 72),
        UtlDayForecast(day: "Tue", symbol: "cloud.drizzle.fill", low: 55, high: 68),
        UtlDayForecast(day: "Wed", symbol: "sun.max.fill", low: 56, high: 75),
    ]

    private var weekLow: Int { days.map(\.low).min() ?? 0 }
    private var weekHigh: Int { days.map(\.high).max() ?? 100 }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(spacing: 2) {
                    Text("Cupertino")
                        .font(.largeTitle)
                    Text("72°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Mostly Sunny")
                        .font(.title3)
                    Text("H:78°  L:61°")
                        .font(.headline)
                }
                .foregroundStyle(.white)
                .padding(.vertical, 24)

                VStack(alignment: .leading, spacing: 12) {
                    Label("Sunny conditions will continue all day.", systemImage: "clock")
                        .font(.footnote)
                    Divider()
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 24) {
                            ForEach(hours) { hour in
                                VStack(spacing: 10) {
                                    Text(hour.hour)
                                        .font(.subheadline.weight(.medium))
                                    Image(systemName: hour.symbol)
                                        .symbolRenderingMode(.multicolor)
                                        .font(.title2)
                                        .frame(height: 30)
                                    Text("\(hour.temperature)°")
                                        .font(.title3)
                                }
                            }
                        }
                    }
                }
                .foregroundStyle(.white)
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))

                VStack(alignment: .leading, spacing: 0) {
                    Label("10-DAY FORECAST", systemImage: "calendar")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(.bottom, 8)
                    ForEach(days) { day in
                        Divider()
                        HStack(spacing: 12) {
                            Text(day.day)
                                .frame(width: 56, alignment: .leading)
                            Image(systemName: day.symbol)
                                .symbolRenderingMode(.multicolor)
                                .frame(width: 28)
                            Text("\(day.low)°")
                                .foregroundStyle(.secondary)
                                .frame(width: 36, alignment: .trailing)
                            UtlTemperatureBar(low: day.low, high: day.high, weekLow: weekLow, weekHigh: weekHigh)
                            Text("\(day.high)°")
                                .frame(width: 36, alignment: .trailing)
                        }
                        .padding(.vertical, 12)
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

#Preview("Weather") {
    UtlWeatherView()
}

// MARK: - 2. Calculator

private enum UtlOperation: String {
    case add = "+"
    case subtract = "−"
    case multiply = "×"
    case divide = "÷"

    func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .add: lhs + rhs
        case .subtract: lhs - rhs
        case .multiply: lhs * rhs
        case .divide: rhs == 0 ? .nan : lhs / rhs
        }
    }
}

private enum UtlCalcKey: Hashable {
    case digit(Int)
    case decimal
    case operation(UtlOperation)
    case equals
    case clear
    case sign
    case percent

    var title: String {
        switch self {
        case .digit(let value): "\(value)"
        case .decimal: "."
        case .operation(let op): op.rawValue
        case .equals: "="
        case .clear: "AC"
        case .sign: "±"
        case .percent: "%"
        }
    }

    var background: Color {
        switch self {
        case .operation, .equals: .orange
        case .clear, .sign, .percent: Color(white: 0.65)
        default: Color(white: 0.2)
        }
    }

    var foreground: Color {
        switch self {
        case .clear, .sign, .percent: .black
        default: .white
        }
    }
}

@Observable
private final class UtlCalculator {
    var display = "0"
    private var accumulator: Double?
    private var pending: UtlOperation?
    private var startsNewNumber = true

    private var value: Double { Double(display) ?? 0 }

    func press(_ key: UtlCalcKey) {
        switch key {
        case .digit(let digit):
            if startsNewNumber || display == "0" {
                display = "\(digit)"
                startsNewNumber = false
            } else if display.count < 9 {
                display += "\(digit)"
            }
        case .decimal:
            if startsNewNumber {
                display = "0."
                startsNewNumber = false
            } else if !display.contains(".") {
                display += "."
            }
        case .operation(let op):
            commit()
            pending = op
        case .equals:
            commit()
            pending = nil
        case .clear:
            display = "0"
            accumulator = nil
            pending = nil
            startsNewNumber = true
        case .sign:
            show(-value)
        case .percent:
            show(value / 100)
        }
    }

    private func commit() {
        if let accumulator, let pending, !startsNewNumber {
            show(pending.apply(accumulator, value))
        }
        accumulator = value
        startsNewNumber = true
    }

    private func show(_ number: Double) {
        if number.isNaN || number.isInfinite {
            display = "Error"
        } else if number == number.rounded() && abs(number) < 1e9 {
            display = String(Int(number))
        } else {
            display = String(number)
        }
    }
}

private struct UtlCalculatorView: View {
    @State private var calculator = UtlCalculator()

    private let rows: [[UtlCalcKey]] = [
        [.clear, .sign, .percent, .operation(.divide)],
        [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
        [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
        [.digit(1), .digit(2), .digit(3), .operation(.add)],
        [.digit(0), .decimal, .equals],
    ]

    private let spacing: CGFloat = 12

    private func keySize(_ key: UtlCalcKey) -> CGSize {
        let side = (UIScreen.main.bounds.width - 5 * spacing) / 4
        if key == .digit(0) {
            return CGSize(width: side * 2 + spacing, height: side)
        }
        return CGSize(width: side, height: side)
    }

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack(spacing: spacing) {
                Spacer()
                Text(calculator.display)
                    .font(.system(size: 80, weight: .light))
                    .foregroundStyle(.white)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .padding(.horizontal, 24)
                ForEach(rows, id: \.self) { row in
                    HStack(spacing: spacing) {
                        ForEach(row, id: \.self) { key in
                            Button {
                                calculator.press(key)
                            } label: {
                                Text(key.title)
                                    .font(.system(size: 32, weight: .medium))
                                    .padding(.leading, key == .digit(0) ? 32 : 0)
                                    .frame(width: keySize(key).width, height: keySize(key).height,
                                           alignment: key == .digit(0) ? .leading : .center)
                                    .foregroundStyle(key.foreground)
                                    .background(key.background)
                                    .clipShape(Capsule())
                            }
                        }
                    }
                }
            }
            .padding(.bottom, 8)
        }
    }
}

#Preview("Calculator") {
    UtlCalculatorView()
}

// MARK: - 3. Stopwatch

@Observable
private final class UtlStopwatch {
    private(set) var isRunning = false
    private(set) var laps: [TimeInterval] = []
    private var startDate: Date?
    private var accumulated: TimeInterval = 0
    private var lapStart: TimeInterval = 0

    func elapsed(at date: Date = .now) -> TimeInterval {
        guard let startDate else { return accumulated }
        return accumulated + date.timeIntervalSince(startDate)
    }

    var hasTime: Bool { elapsed() > 0 }

    func start() {
        startDate = .now
        isRunning = true
    }

    func stop() {
        accumulated = elapsed()
        startDate = nil
        isRunning = false
    }

    func lap() {
        let now = elapsed()
        laps.append(now - lapStart)
        lapStart = now
    }

    func reset() {
        accumulated = 0
        lapStart = 0
        laps.removeAll()
    }

    static func format(_ interval: TimeInterval) -> String {
        let centiseconds = Int((interval * 100).rounded(.down))
        return String(format: "%02d:%02d.%02d", centiseconds / 6000, centiseconds / 100 % 60, centiseconds % 100)
    }
}

private struct UtlRoundButtonStyle: ButtonStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.medium))
            .foregroundStyle(color)
            .frame(width: 80, height: 80)
            .background(color.opacity(configuration.isPressed ? 0.4 : 0.2), in: Circle())
            .overlay(Circle().stroke(color.opacity(0.4), lineWidth: 2).padding(3))
    }
}

private struct UtlStopwatchView: View {
    @State private var stopwatch = UtlStopwatch()

    private var fastest: TimeInterval? { stopwatch.laps.count > 1 ? stopwatch.laps.min() : nil }
    private var slowest: TimeInterval? { stopwatch.laps.count > 1 ? stopwatch.laps.max() : nil }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                TimelineView(.periodic(from: .now, by: 0.01)) { context in
                    Text(UtlStopwatch.format(stopwatch.elapsed(at: context.date)))
                        .font(.system(size: 72, weight: .thin).monospacedDigit())
                }
                .frame(maxWidth: .infinity)
                .frame(height: 220)

                HStack {
                    if stopwatch.isRunning {
                        Button("Lap") { stopwatch.lap() }
                            .buttonStyle(UtlRoundButtonStyle(color: .gray))
                    } else {
                        Button("Reset") { stopwatch.reset() }
                            .buttonStyle(UtlRoundButtonStyle(color: .gray))
                            .disabled(!stopwatch.hasTime)
                    }
                    Spacer()
                    if stopwatch.isRunning {
                        Button("Stop") { stopwatch.stop() }
                            .buttonStyle(UtlRoundButtonStyle(color: .red))
                    } else {
                        Button("Start") { stopwatch.start() }
                            .buttonStyle(UtlRoundButtonStyle(color: .green))
                    }
                }
                .padding(.horizontal, 24)
                .padding(.bottom, 16)

                List {
                    ForEach(Array(stopwatch.laps.enumerated()).reversed(), id: \.offset) { index, lap in
                        HStack {
                            Text("Lap \(index + 1)")
                            Spacer()
                            Text(UtlStopwatch.format(lap))
                                .monospacedDigit()
                        }
                        .foregroundStyle(lap == fastest ? .green : lap == slowest ? .red : .primary)
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Stopwatch")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Stopwatch") {
    UtlStopwatchView()
}

// MARK: - 4. Unit converter

private enum UtlLengthUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, feet, miles

    var id: Self { self }

    var unit: UnitLength {
        switch self {
        case .meters: .meters
        case .kilometers: .kilometers
        case .feet: .feet
        case .miles: .miles
        }
    }
}

private struct UtlConverterView: View {
    @State private var amount = 10.0
    @State private var from: UtlLengthUnit = .kilometers
    @State private var to: UtlLengthUnit = .miles
    @FocusState private var amountFocused: Bool

    private var result: Double {
        Measurement(value: amount, unit: from.unit).converted(to: to.unit).value
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Amount") {
                    TextField("Value", value: $amount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                }

                Section("Units") {
                    Picker("From", selection: $from) {
                        ForEach(UtlLengthUnit.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    Picker("To", selection: $to) {
                        ForEach(UtlLengthUnit.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    Button {
                        withAnimation {
                            (from, to) = (to, from)
                        }
                    } label: {
                        Label("Swap Units", systemImage: "arrow.up.arrow.down")
                    }
                }

                Section("Result") {
                    LabeledContent(to.rawValue.capitalized) {
                        Text(result, format: .number.precision(.fractionLength(2)))
                            .font(.title3.monospacedDigit())
                            .contentTransition(.numericText())
                    }
                }
            }
            .navigationTitle("Converter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

#Preview("Converter") {
    UtlConverterView()
}

// MARK: - 5. Spending dashboard

private struct UtlSpendingDay: Identifiable {
    let id: String
    let amount: Double

    var label: String { id }
}

private struct UtlSpendingCategory: Identifiable {
    let id = UUID()
    let name: String
    let icon: String
    let color: Color
    let amount: Double
}

private struct UtlSpendingView: View {
    let week: [UtlSpendingDay] = [
        UtlSpendingDay(id: "Mon", amount: 42),
        UtlSpendingDay(id: "Tue", amount: 18),
        UtlSpendingDay(id: "Wed", amount: 65),
        UtlSpendingDay(id: "Thu", amount: 30),
        UtlSpendingDay(id: "Fri", amount: 80),
        UtlSpendingDay(id: "Sat", amount: 120),
        UtlSpendingDay(id: "Sun", amount: 25),
    ]

    let categories: [UtlSpendingCategory] = [
        UtlSpendingCategory(name: "Groceries", icon: "cart.fill", color: .green, amount: 146),
        UtlSpendingCategory(name: "Dining", icon: "fork.knife", color: .orange, amount: 98),
        UtlSpendingCategory(name: "Transport", icon: "car.fill", color: .blue, amount: 64),
        UtlSpendingCategory(name: "Entertainment", icon: "film.fill", color: .purple, amount: 72),
    ]

    @State private var selectedDay: String?

    private let chartHeight: CGFloat = 160

    private var total: Double { week.reduce(0) { $0 + $1.amount } }
    private var maxAmount: Double { week.map(\.amount).max() ?? 1 }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("This week")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(total, format: .currency(code: "USD"))
                            .font(.largeTitle.bold())
                    }

                    VStack(alignment: .leading, spacing: 12) {
                        if let selectedDay, let day = week.first(where: { $0.id == selectedDay }) {
                            Text("\(day.label): \(day.amount, format: .currency(code: "USD"))")
                                .font(.headline)
                        } else {
                            Text("Tap a bar for details")
                                .font(.headline)
                                .foregroundStyle(.secondary)
                        }

                        HStack(alignment: .bottom, spacing: 10) {
                            ForEach(week) { day in
                                VStack(spacing: 6) {
                                    RoundedRectangle(cornerRadius: 6)
                                        .fill(selectedDay == day.id ? Color.accentColor : Color.accentColor.opacity(0.35))
                                        .frame(height: chartHeight * day.amount / maxAmount)
                                    Text(day.label)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                .frame(maxWidth: .infinity)
                                .contentShape(Rectangle())
                                .onTapGesture {
                                    withAnimation(.snappy) {
                                        selectedDay = selectedDay == day.id ? nil : day.id
                                    }
                                }
                            }
                        }
                        .frame(height: chartHeight + 24, alignment: .bottom)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    Text("Categories")
                        .font(.title3.bold())

                    VStack(spacing: 12) {
                        ForEach(categories) { category in
                            HStack(spacing: 12) {
                                Image(systemName: category.icon)
                                    .foregroundStyle(category.color)
                                    .frame(width: 36, height: 36)
                                    .background(category.color.opacity(0.15), in: Circle())
                                Text(category.name)
                                Spacer()
                                Text(category.amount, format: .currency(code: "USD"))
                                    .fontWeight(.semibold)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Spending")
        }
    }
}

#Preview("Spending") {
    UtlSpendingView()
}

// MARK: - 6. Recipe detail

private struct UtlIngredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: String
    var isChecked = false
}

private struct UtlRecipeView: View {
    @State private var ingredients = [
        UtlIngredient(name: "Spaghetti", amount: "400 g"),
        UtlIngredient(name: "Lemons", amount: "2"),
        UtlIngredient(name: "Garlic cloves", amount: "3"),
        UtlIngredient(name: "Parmesan", amount: "60 g"),
        UtlIngredient(name: "Fresh basil", amount: "1 bunch"),
    ]

    private let steps = [
        "Boil the pasta in salted water until al dente.",
        "Fry the garlic gently in olive oil.",
        "Toss the pasta with lemon zest, juice and parmesan.",
        "Tear in the basil and serve at once.",
    ]

    private var checkedCount: Int { ingredients.filter(\.isChecked).count }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Image(systemName: "fork.knife")
                        .font(.system(size: 56))
                        .foregroundStyle(.white)
                        .frame(maxWidth: .infinity, minHeight: 180)
                        .background(.orange.gradient)
                        .listRowInsets(EdgeInsets())

                    VStack(alignment: .leading, spacing: 8) {
                        Text("Lemon Herb Pasta")
                            .font(.title.bold())
                        HStack(spacing: 16) {
                            Label("25 min", systemImage: "clock")
                            Label("4 servings", systemImage: "person.2")
                        }
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                }

                Section {
                    ForEach($ingredients) { $ingredient in
                        Button {
                            withAnimation {
                                ingredient.isChecked.toggle()
                            }
                        } label: {
                            HStack {
                                Image(systemName: ingredient.isChecked ? "checkmark.circle.fill" : "circle")
                                    .foregroundStyle(ingredient.isChecked ? .green : .secondary)
                                    .imageScale(.large)
                                Text(ingredient.name)
                                    .strikethrough(ingredient.isChecked)
                                    .foregroundStyle(ingredient.isChecked ? .secondary : .primary)
                                Spacer()
                                Text(ingredient.amount)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                } header: {
                    HStack {
                        Text("Ingredients")
                        Spacer()
                        Text("\(checkedCount) of \(ingredients.count)")
                    }
                }

                Section("Steps") {
                    ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundStyle(.orange)
                            Text(step)
                        }
                    }
                }
            }
            .navigationTitle("Recipe")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Reset") {
                        for index in ingredients.indices {
                            ingredients[index].isChecked = false
                        }
                    }
                    .disabled(checkedCount == 0)
                }
            }
        }
    }
}

#Preview("Recipe") {
    UtlRecipeView()
}

// MARK: - 7. Workout log

private struct UtlWorkoutEntry: Identifiable {
    let id = UUID()
    var exercise: String
    var sets: Int
    var reps: Int
    var weight: Double
}

@Observable
private final class UtlWorkoutLog {
    var entries: [UtlWorkoutEntry] = [
        UtlWorkoutEntry(exercise: "Bench Press", sets: 4, reps: 8, weight: 60),
        UtlWorkoutEntry(exercise: "Squat", sets: 5, reps: 5, weight: 80),
        UtlWorkoutEntry(exercise: "Pull-ups", sets: 3, reps: 10, weight: 0),
    ]

    var totalVolume: Double {
        entries.reduce(0) { $0 + Double($1.sets * $1.reps) * $1.weight }
    }
}

private struct UtlAddWorkoutView: View {
    @Environment(\.dismiss) private var dismiss
    var onSave: (UtlWorkoutEntry) -> Void

    @State private var exercise = ""
    @State private var sets = 3
    @State private var reps = 10
    @State private var weight = 20.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Exercise", text: $exercise)
                Stepper("Sets: \(sets)", value: $sets, in: 1...10)
                Stepper("Reps: \(reps)", value: $reps, in: 1...30)
                VStack(alignment: .leading) {
                    Text("Weight: \(weight, specifier: "%.1f") kg")
                    Slider(value: $weight, in: 0...200, step: 2.5)
                }
            }
            .navigationTitle("New Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(UtlWorkoutEntry(exercise: exercise, sets: sets, reps: reps, weight: weight))
                        dismiss()
                    }
                    .disabled(exercise.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

private struct UtlWorkoutLogView: View {
    @State private var log = UtlWorkoutLog()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(log.entries) { entry in
                        HStack {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(entry.exercise)
                                    .font(.headline)
                                Text("\(entry.sets) × \(entry.reps) reps")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(entry.weight == 0 ? "Bodyweight" : "\(entry.weight, specifier: "%.1f") kg")
                                .monospacedDigit()
                        }
                    }
                    .onDelete { offsets in
                        log.entries.remove(atOffsets: offsets)
                    }
                } header: {
                    Text("Today")
                } footer: {
                    Text("Total volume: \(Int(log.totalVolume)) kg")
                }
            }
            .overlay {
                if log.entries.isEmpty {
                    ContentUnavailableView("No Workouts", systemImage: "figure.run", description: Text("Tap + to log your first set."))
                }
            }
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        showingAdd = true
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                UtlAddWorkoutView { entry in
                    log.entries.append(entry)
                }
            }
        }
    }
}

#Preview("Workouts") {
    UtlWorkoutLogView()
}

// MARK: - 8. Kanban board

private struct UtlTask: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let tag: String
    let color: Color
}

private struct UtlColumn: Identifiable {
    let id: String
    var tasks: [UtlTask]
}

@Observable
private final class UtlBoard {
    var columns: [UtlColumn] = [
        UtlColumn(id: "To Do", tasks: [
            UtlTask(title: "Design empty states", tag: "Design", color: .pink),
            UtlTask(title: "Write release notes", tag: "Docs", color: .blue),
            UtlTask(title: "Audit colour contrast", tag: "Design", color: .pink),
        ]),
        UtlColumn(id: "In Progress", tasks: [
            UtlTask(title: "Offline sync", tag: "iOS", color: .orange),
            UtlTask(title: "Onboarding flow", tag: "iOS", color: .orange),
        ]),
        UtlColumn(id: "Review", tasks: [
            UtlTask(title: "Fix login crash", tag: "Bug", color: .red),
        ]),
        UtlColumn(id: "Done", tasks: [
            UtlTask(title: "Set up CI", tag: "Infra", color: .green),
            UtlTask(title: "App icon", tag: "Design", color: .pink),
        ]),
    ]

    func move(_ task: UtlTask, to columnID: String) {
        for index in columns.indices {
            columns[index].tasks.removeAll { $0.id == task.id }
        }
        if let target = columns.firstIndex(where: { $0.id == columnID }) {
            columns[target].tasks.append(task)
        }
    }
}

private struct UtlTaskCard: View {
    let task: UtlTask

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(task.title)
                .font(.subheadline.weight(.medium))
            Text(task.tag.uppercased())
                .font(.caption2.bold())
                .foregroundStyle(task.color)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(task.color.opacity(0.15), in: Capsule())
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 10))
        .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
    }
}

private struct UtlKanbanView: View {
    @State private var board = UtlBoard()

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack(alignment: .top, spacing: 16) {
                    ForEach(board.columns) { column in
                        VStack(alignment: .leading, spacing: 10) {
                            HStack {
                                Text(column.id)
                                    .font(.headline)
                                Spacer()
                                Text("\(column.tasks.count)")
                                    .font(.caption.bold())
                                    .padding(.horizontal, 8)
                                    .padding(.vertical, 2)
                                    .background(.quaternary, in: Capsule())
                            }
                            ForEach(column.tasks) { task in
                                UtlTaskCard(task: task)
                                    .contextMenu {
                                        ForEach(board.columns.filter { $0.id != column.id }) { target in
                                            Button("Move to \(target.id)") {
                                                withAnimation {
                                                    board.move(task, to: target.id)
                                                }
                                            }
                                        }
                                    }
                            }
                        }
                        .padding(12)
                        .frame(width: 280)
                        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
                    }
                }
                .padding()
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sprint 12")
        }
    }
}

#Preview("Kanban") {
    UtlKanbanView()
}

// MARK: - 9. Month calendar

private struct UtlCalendarView: View {
    @State private var month: Date
    @State private var selectedDay: Int?

    private let calendar = Calendar(identifier: .gregorian)
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7)
    private let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    init(year: Int = 2025, month: Int = 3) {
        let calendar = Calendar(identifier: .gregorian)
        _month = State(initialValue: calendar.date(from: DateComponents(year: year, month: month, day: 1))!)
    }

    private var title: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "LLLL yyyy"
        return formatter.string(from: month)
    }

    private var days: [Int?] {
        let weekday = calendar.component(.weekday, from: month)
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        return Array(repeating: nil, count: weekday - 1) + (1...count).map { $0 }
    }

    private func isToday(_ day: Int) -> Bool {
        let today = calendar.dateComponents([.year, .month, .day], from: .now)
        let shown = calendar.dateComponents([.year, .month], from: month)
        return today.year == shown.year && today.month == shown.month && today.day == day
    }

    private func shift(by months: Int) {
        if let next = calendar.date(byAdding: .month, value: months, to: month) {
            month = next
            selectedDay = nil
        }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                HStack {
                    Button {
                        withAnimation { shift(by: -1) }
                    } label: {
                        Image(systemName: "chevron.left")
                    }
                    Spacer()
                    Text(title)
                        .font(.title2.bold())
                    Spacer()
                    Button {
                        withAnimation { shift(by: 1) }
                    } label: {
                        Image(systemName: "chevron.right")
                    }
                }
                .padding(.horizontal)

                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(weekdays, id: \.self) { weekday in
                        Text(weekday)
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                    }
                    ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                        if let day {
                            Text("\(day)")
                                .font(.body.weight(selectedDay == day ? .bold : .regular))
                                .foregroundStyle(selectedDay == day ? .white : isToday(day) ? .red : .primary)
                                .frame(width: 40, height: 40)
                                .background {
                                    if selectedDay == day {
                                        Circle().fill(.red)
                                    }
                                }
                                .onTapGesture {
                                    selectedDay = day
                                }
                        } else {
                            Color.clear
                                .frame(height: 40)
                        }
                    }
                }
                .padding(.horizontal, 8)

                if let selectedDay {
                    Text("No events on \(title.components(separatedBy: " ").first ?? "") \(selectedDay)")
                        .foregroundStyle(.secondary)
                }

                Spacer()
            }
            .navigationTitle("Calendar")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Today") {
                    month = calendar.date(from: calendar.dateComponents([.year, .month], from: .now)) ?? month
                }
            }
        }
    }
}

#Preview("Calendar") {
    UtlCalendarView()
}

// MARK: - 10. Quiz

private struct UtlQuestion {
    let prompt: String
    let answers: [String]
    let correct: Int
}

@Observable
private final class UtlQuizGame {
    let questions = [
        UtlQuestion(prompt: "Which planet is known as the Red Planet?", answers: ["Venus", "Mars", "Jupiter", "Mercury"], correct: 1),
        UtlQuestion(prompt: "How many legs does a spider have?", answers: ["Six", "Eight", "Ten", "Twelve"], correct: 1),
        UtlQuestion(prompt: "What is the capital of Australia?", answers: ["Sydney", "Melbourne", "Canberra", "Perth"], correct: 2),
    ]

    var index = 0
    var score = 0
    var chosen: Int?
    var isFinished = false

    var current: UtlQuestion { questions[index] }
    var isLast: Bool { index == questions.count - 1 }

    func choose(_ answer: Int) {
        guard chosen == nil else { return }
        chosen = answer
        if answer == current.correct {
            score += 1
        }
    }

    func next() {
        if isLast {
            isFinished = true
        } else {
            index += 1
            chosen = nil
        }
    }

    func restart() {
        index = 0
        score = 0
        chosen = nil
    }
}

private struct UtlQuizView: View {
    @State private var game = UtlQuizGame()

    private func color(for answer: Int) -> Color {
        guard let chosen = game.chosen else { return .blue }
        if answer == game.current.correct { return .green }
        if answer == chosen { return .red }
        return .gray
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                VStack(spacing: 8) {
                    ProgressView(value: Double(game.index + (game.chosen == nil ? 0 : 1)), total: Double(game.questions.count))
                    HStack {
                        Text("Question \(game.index + 1) of \(game.questions.count)")
                        Spacer()
                        Text("Score: \(game.score)")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                }

                Text(game.current.prompt)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)

                VStack(spacing: 12) {
                    ForEach(game.current.answers.indices, id: \.self) { answer in
                        Button {
                            withAnimation(.spring) {
                                game.choose(answer)
                            }
                        } label: {
                            HStack {
                                Text(game.current.answers[answer])
                                    .font(.headline)
                                Spacer()
                                if game.chosen != nil && (answer == game.current.correct || answer == game.chosen) {
                                    Image(systemName: answer == game.current.correct ? "checkmark.circle.fill" : "xmark.circle.fill")
                                        .transition(.scale)
                                }
                            }
                            .foregroundStyle(color(for: answer))
                            .padding()
                            .frame(maxWidth: .infinity)
                            .background(color(for: answer).opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                            .overlay(RoundedRectangle(cornerRadius: 12).stroke(color(for: answer), lineWidth: 2))
                        }
                        .buttonStyle(.plain)
                        .disabled(game.chosen != nil)
                    }
                }

                if let chosen = game.chosen {
                    VStack(spacing: 16) {
                        Text(chosen == game.current.correct ? "Correct!" : "Not quite. It's \(game.current.answers[game.current.correct]).")
                            .font(.headline)
                            .foregroundStyle(chosen == game.current.correct ? .green : .red)
                        Button(game.isLast ? "See Results" : "Next Question") {
                            withAnimation {
                                game.next()
                            }
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                    }
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                }

                Spacer()
            }
            .padding()
            .navigationTitle("Quiz")
            .alert("Quiz Complete", isPresented: $game.isFinished) {
                Button("Play Again") {
                    game.restart()
                }
            } message: {
                Text("You scored \(game.score) out of \(game.questions.count).")
            }
        }
    }
}

#Preview("Quiz") {
    UtlQuizView()
}

// MARK: - 11. Sign-up form

@Observable
private final class UtlSignUpModel {
    var name = ""
    var email = ""
    var password = ""
    var confirmation = ""
    var acceptsTerms = false

    var emailError: String? {
        guard !email.isEmpty else { return nil }
        let parts = email.split(separator: "@")
        if parts.count == 2, parts[1].contains(".") { return nil }
        return "Enter a valid email address."
    }

    var passwordError: String? {
        guard !password.isEmpty else { return nil }
        if password.count < 8 { return "Use at least 8 characters." }
        if !password.contains(where: \.isNumber) { return "Include at least one number." }
        return nil
    }

    var confirmationError: String? {
        guard !confirmation.isEmpty else { return nil }
        return confirmation == password ? nil : "Passwords don't match."
    }

    var strength: Double {
        var score = 0.0
        if password.count >= 8 { score += 1 }
        if password.contains(where: \.isNumber) { score += 1 }
        if password.contains(where: \.isUppercase) { score += 1 }
        if password.contains(where: { !$0.isLetter && !$0.isNumber }) { score += 1 }
        return score / 4
    }

    var canSubmit: Bool {
        !name.isEmpty && !email.isEmpty && !password.isEmpty && !confirmation.isEmpty
            && emailError == nil && passwordError == nil && confirmationError == nil && acceptsTerms
    }
}

private struct UtlValidationMessage: View {
    let message: String?

    var body: some View {
        if let message {
            Label(message, systemImage: "exclamationmark.circle")
                .font(.caption)
                .foregroundStyle(.red)
        }
    }
}

private struct UtlSignUpView: View {
    private enum Field: Hashable {
        case name, email, password, confirmation
    }

    @State private var model = UtlSignUpModel()
    @FocusState private var focus: Field?
    @State private var showingWelcome = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Full name", text: $model.name)
                        .textContentType(.name)
                        .focused($focus, equals: .name)
                        .submitLabel(.next)

                    VStack(alignment: .leading, spacing: 6) {
                        TextField("Email", text: $model.email)
                            .keyboardType(.emailAddress)
                            .textContentType(.emailAddress)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                            .focused($focus, equals: .email)
                            .submitLabel(.next)
                        UtlValidationMessage(message: model.emailError)
                    }
                }

                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        SecureField("Password", text: $model.password)
                            .textContentType(.newPassword)
                            .focused($focus, equals: .password)
                            .submitLabel(.next)
                        if !model.password.isEmpty {
                            ProgressView(value: model.strength)
                                .tint(model.strength < 0.5 ? .red : model.strength < 1 ? .orange : .green)
                        }
                        UtlValidationMessage(message: model.passwordError)
                    }
                    VStack(alignment: .leading, spacing: 6) {
                        SecureField("Confirm password", text: $model.confirmation)
                            .textContentType(.newPassword)
                            .focused($focus, equals: .confirmation)
                            .submitLabel(.done)
                        UtlValidationMessage(message: model.confirmationError)
                    }
                } header: {
                    Text("Password")
                } footer: {
                    Text("At least 8 characters, including a number.")
                }

                Section {
                    Toggle("I accept the Terms of Service", isOn: $model.acceptsTerms)
                }

                Section {
                    Button("Create Account") {
                        showingWelcome = true
                    }
                    .frame(maxWidth: .infinity)
                    .disabled(!model.canSubmit)
                }
            }
            .navigationTitle("Sign Up")
            .onSubmit {
                switch focus {
                case .name: focus = .email
                case .email: focus = .password
                case .password: focus = .confirmation
                default: focus = nil
                }
            }
            .alert("Welcome, \(model.name)!", isPresented: $showingWelcome) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Your account is ready.")
            }
        }
    }
}

#Preview("Sign Up") {
    UtlSignUpView()
}

// MARK: - 12. Photo gallery

private struct UtlPhoto: Identifiable, Hashable {
    let id: Int
    let color: Color
    let symbol: String
}

private struct UtlPhotoViewer: View {
    let photos: [UtlPhoto]
    @State private var selection: Int
    @Environment(\.dismiss) private var dismiss

    init(photos: [UtlPhoto], start: UtlPhoto) {
        self.photos = photos
        _selection = State(initialValue: start.id)
    }

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black
                .ignoresSafeArea()

            TabView(selection: $selection) {
                ForEach(photos) { photo in
                    photo.color
                        .aspectRatio(1, contentMode: .fit)
                        .overlay {
                            Image(systemName: photo.symbol)
                                .font(.system(size: 80))
                                .foregroundStyle(.white)
                        }
                        .tag(photo.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.title3.bold())
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(.ultraThinMaterial, in: Circle())
            }
            .padding()
        }
        .overlay(alignment: .bottom) {
            Text("\(selection + 1) of \(photos.count)")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.ultraThinMaterial, in: Capsule())
                .padding(.bottom)
        }
        .statusBarHidden()
    }
}

private struct UtlGalleryView: View {
    private let photos: [UtlPhoto] = {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink, .brown, .gray]
        let symbols = ["leaf.fill", "mountain.2.fill", "sun.max.fill", "cloud.fill", "drop.fill", "flame.fill"]
        return (0..<30).map { UtlPhoto(id: $0, color: colors[$0 % colors.count], symbol: symbols[$0 % symbols.count]) }
    }()

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    @State private var selectedPhoto: UtlPhoto?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        Button {
                            selectedPhoto = photo
                        } label: {
                            photo.color
                                .aspectRatio(1, contentMode: .fit)
                                .overlay {
                                    Image(systemName: photo.symbol)
                                        .font(.title)
                                        .foregroundStyle(.white.opacity(0.9))
                                }
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .navigationTitle("Photos")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Text("\(photos.count) items")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .fullScreenCover(item: $selectedPhoto) { photo in
                UtlPhotoViewer(photos: photos, start: photo)
            }
        }
    }
}

#Preview("Gallery") {
    UtlGalleryView()
}
