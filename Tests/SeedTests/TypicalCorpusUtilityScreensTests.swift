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

/// Presses at `point` for 0.6 s (past a context menu's 0.5 s), lets go and
/// lets what it opened settle.
@MainActor
private func utlLongPress(_ app: TestApp, _ point: CGPoint) throws {
    app.send(.pointerDown(point))
    app.pump(0.6)
    app.send(.pointerUp(point))
    try app.pumpAndSettle()
}

/// iPhone 14 (390 × 844, safe area 47 / 34), the fake measurer (8 pt a
/// character and 16 pt lines at 17 pt, both scaled with the font size and
/// rounded up to the 1× grid: 34 pt → 32, 28 → 27, 22 → 21, 20 → 19,
/// 15 → 15, 13 → 13, 12 → 12, 11 → 11 tall), 1×. Under a large title the
/// content starts at 143, under an inline bar at 91.
@MainActor
@Suite struct TypicalCorpusUtilityScreensTests {
    func tapAndSettle(_ app: TestApp, _ text: String) throws {
        try app.tap(.text(text))
        try app.pumpAndSettle()
    }

    func tapAndSettle(_ app: TestApp, _ point: CGPoint) throws {
        app.tap(point)
        try app.pumpAndSettle()
    }

    /// No bar: the scroll view fills the safe area (47 …). The header
    /// column padded 24: the city (largeTitle, 9 × 16 = 144 × 32) at 71,
    /// the temperature (96 pt: 3 × 45.18 → 136 × 91) 2 below, the condition
    /// (title3, 113 × 19) and the high and low (headline, 96 × 16), all
    /// centred in the 358 pt column. The hourly card 16 below (275): 16 pt
    /// of padding, the footnote label (13), 12, the divider (1), 12, the
    /// strip (84: 15 + 10 + 30 + 10 + 19); its columns are as wide as the
    /// temperature (29) and 24 apart from x 32, each symbol (title2:
    /// 15.5) centred in its 30 pt frame. The ten-day card 16 below the
    /// first (445): the label, 8, then per day a divider and a 40 pt row
    /// (16 + 2 × 12): the day in 56, the symbol centred in 28, the low
    /// trailing in 36, the bar taking the rest (326 − 156 − 4 × 12 = 122),
    /// the high trailing in 36. The bar's fill starts (low − 52) / 28 of
    /// the way along and spans (high − low) / 28 of it. A drag to the left
    /// on the strip scrolls it to its end (453 − 326 = 127).
    @Test func aWeatherScreenWithAnHourlyStripAndRangeBars() throws {
        let app = try settledApp(UtlWeatherView())
        #expect(textFrame(app, "Cupertino") == CGRect(x: 123, y: 71, width: 144, height: 32))
        #expect(textFrame(app, "72°") == CGRect(x: 127, y: 105, width: 136, height: 91))
        #expect(textFrame(app, "Mostly Sunny") == CGRect(x: 138.5, y: 198, width: 113, height: 19))
        #expect(textFrame(app, "H:78°  L:61°") == CGRect(x: 147, y: 219, width: 96, height: 16))
        #expect(frames(app, "RoundedRectangle") == [CGRect(x: 16, y: 275, width: 358, height: 154),
                                                    CGRect(x: 16, y: 445, width: 358, height: 16 + 13 + 8 + 10 * 41 + 16)])
        #expect(same(textFrame(app, "Sunny conditions will continue all day."), CGRect(x: 32 + symbol(13) + 8, y: 291, width: 239, height: 13)))
        #expect(frames(app, "Divider").first == CGRect(x: 32, y: 316, width: 326, height: 1))
        #expect(frame(app, "ScrollView", nil).map { _ in true } == true)
        let strip = try #require(frames(app, "ScrollView").dropFirst().first)
        #expect(strip == CGRect(x: 32, y: 329, width: 326, height: 84))
        #expect(textFrame(app, "Now") == CGRect(x: 32 + (29 - 22) / 2.0, y: 329, width: 22, height: 15))
        #expect(textFrame(app, "1PM") == CGRect(x: 85 + 3.5, y: 329, width: 22, height: 15))
        #expect(same(frames(app, "Image", "sun.max.fill").first, CGRect(x: 32 + (29 - symbol(22)) / 2, y: 354 + (30 - symbol(22)) / 2,
                                                                        width: symbol(22), height: symbol(22))))
        #expect(frames(app, "Text", "72°")[1] == CGRect(x: 32, y: 394, width: 29, height: 19))
        // The first day: its row 12 below the divider under the label (482).
        #expect(textFrame(app, "Today") == CGRect(x: 32, y: 495, width: 40, height: 16))
        #expect(textFrame(app, "61°") == CGRect(x: 140 + 12, y: 495, width: 24, height: 16))
        #expect(textFrame(app, "78°") == CGRect(x: 322 + 12, y: 495, width: 24, height: 16))
        let bars = frames(app, "Capsule")
        #expect(bars[0] == CGRect(x: 188, y: 501, width: 122, height: 4))
        #expect(same(bars[1], CGRect(x: 188 + 9 * 122 / 28.0, y: 501, width: 17 * 122 / 28.0, height: 4)))
        // Thursday, the week's low, starts its fill at the bar's start.
        #expect(isClose(textFrame(app, "52°")?.minY ?? 0, 495 + 3 * 41))
        #expect(same(bars[7], CGRect(x: 188, y: 501 + 3 * 41, width: 11 * 122 / 28.0, height: 4)))
        app.drag(from: CGPoint(x: 300, y: 370), to: CGPoint(x: 60, y: 370))
        try app.pumpAndSettle()
        #expect(textFrame(app, "8PM") == CGRect(x: 32 + 8 * 53 + 3.5 - 127, y: 329, width: 22, height: 15))
        #expect(textFrame(app, "Cupertino")?.minY == 71)
    }

    /// Keys (390 − 5 × 12) / 4 = 82.5 pt square, in rows 12 apart from the
    /// bottom (810 − 8 = 802: the last row at 719.5), each row 366 wide and
    /// centred (x 12); zero two keys and a gap wide (177) with its digit 32
    /// in. The display (80 pt: 38 × 76) 12 above the keys, 24 from the
    /// trailing edge. 12 + 3 = 15; 7 × 8 = 56; AC clears.
    @Test func aCalculatorKeypad() throws {
        let app = try settledApp(UtlCalculatorView())
        let buttons = frames(app, "Button")
        #expect(buttons.count == 19)
        let rows: [CGFloat] = [341.5, 436, 530.5, 625, 719.5]
        #expect(Array(buttons.prefix(4)) == [12, 106.5, 201, 295.5].map { CGRect(x: $0, y: rows[0], width: 82.5, height: 82.5) })
        #expect(buttons[16] == CGRect(x: 12, y: rows[4], width: 177, height: 82.5))
        #expect(buttons[17] == CGRect(x: 201, y: rows[4], width: 82.5, height: 82.5))
        #expect(buttons[18] == CGRect(x: 295.5, y: rows[4], width: 82.5, height: 82.5))
        // Key titles at 32 pt: a digit 16 × 31, "AC" 31 × 31, centred.
        #expect(textFrame(app, "7") == CGRect(x: 12 + (82.5 - 16) / 2, y: 436 + (82.5 - 31) / 2, width: 16, height: 31))
        #expect(textFrame(app, "AC") == CGRect(x: 12 + (82.5 - 31) / 2, y: 341.5 + (82.5 - 31) / 2, width: 31, height: 31))
        #expect(frames(app, "Text", "0").last == CGRect(x: 12 + 32, y: 719.5 + 25.75, width: 16, height: 31))
        #expect(frames(app, "Text", "0").first == CGRect(x: 390 - 24 - 38, y: 341.5 - 12 - 76, width: 38, height: 76))
        for key in ["1", "2", "+", "3", "="] { try app.tap(.text(key)) }
        try app.pumpAndSettle()
        #expect(textFrame(app, "15") == CGRect(x: 390 - 24 - 76, y: 253.5, width: 76, height: 76))
        for key in ["7", "×", "8", "="] { try app.tap(.text(key)) }
        try app.pumpAndSettle()
        #expect(textFrame(app, "56") != nil)
        try tapAndSettle(app, "AC")
        #expect(frames(app, "Text", "0").first?.minY == 253.5)
    }

    /// Inline bar (91): the time (72 pt: 8 × 33.88 → 272 × 68) centred in
    /// its 220 pt band; the 80 pt round buttons 24 pt in at 311; the plain
    /// list below them from 407 (16 pt of padding) to the bottom safe area.
    /// Start turns the buttons into Lap and Stop; each lap is a 44 pt row,
    /// the newest first; Stop, then Reset empties the list.
    @Test func aStopwatchWithLaps() throws {
        let app = TestApp(UtlStopwatchView(), measurer: fakeMeasurer())
        app.pump(0.1)
        #expect(textFrame(app, "00:00.00") == CGRect(x: 59, y: 91 + (220 - 68) / 2, width: 272, height: 68))
        #expect(frames(app, "Button") == [CGRect(x: 24, y: 311, width: 80, height: 80), CGRect(x: 286, y: 311, width: 80, height: 80)])
        #expect(textFrame(app, "Reset") == CGRect(x: 44, y: 343, width: 40, height: 16))
        #expect(textFrame(app, "Start") == CGRect(x: 306, y: 343, width: 40, height: 16))
        #expect(frame(app, "List<Never, ForEach<ReversedCollection<Array<(offset: Int, element: Double)>>, Int, _ModifiedView<HStack<TupleView<(Text, Spacer, Text)>>, _EnvironmentModifier>>>") == CGRect(x: 0, y: 407, width: 390, height: 403))
        try app.tap(.text("Start"))
        app.pump(0.5)
        #expect(textFrame(app, "Stop") != nil)
        try app.tap(.text("Lap"))
        app.pump(0.5)
        try app.tap(.text("Lap"))
        app.pump(0.5)
        #expect(textFrame(app, "Lap 2") == CGRect(x: 16, y: 407 + 14, width: 40, height: 16))
        #expect(textFrame(app, "Lap 1") == CGRect(x: 16, y: 407 + 44 + 14, width: 40, height: 16))
        try app.tap(.text("Stop"))
        app.pump(0.5)
        try app.tap(.text("Reset"))
        app.pump(0.5)
        #expect(textFrame(app, "Lap 1") == nil)
        #expect(textFrame(app, "Start") != nil)
    }

    /// Large title (143): three sections 35 apart, headers 7 above their
    /// 44 pt rows. The pickers show their value (secondary) before the
    /// chevron at the trailing edge; the result (title3: 38 × 19) trails
    /// its row, centred in it. Swap exchanges the units (10 mi = 16.09 km);
    /// a new amount typed converts at once.
    @Test func aUnitConverterForm() throws {
        let app = try settledApp(UtlConverterView())
        #expect(textFrame(app, "AMOUNT") == CGRect(x: 36, y: 178, width: 37, height: 13))
        #expect(textFrame(app, "10") == CGRect(x: 36, y: 212, width: 16, height: 16))
        #expect(textFrame(app, "UNITS")?.minY == 277)
        #expect(textFrame(app, "From") == CGRect(x: 36, y: 311, width: 32, height: 16))
        let chevron = try #require(frames(app, "Image", "chevron.up.chevron.down").first)
        #expect(textFrame(app, "Kilometers") == CGRect(x: 354 - chevron.width - 4 - 80, y: 311, width: 80, height: 16))
        #expect(frames(app, "Text", "Miles").first == CGRect(x: 354 - chevron.width - 4 - 40, y: 355, width: 40, height: 16))
        #expect(same(textFrame(app, "Swap Units"), CGRect(x: 36 + symbol(17) + 8, y: 399, width: 80, height: 16)))
        #expect(textFrame(app, "RESULT")?.minY == 464)
        #expect(frames(app, "Text", "Miles").last == CGRect(x: 36, y: 498, width: 40, height: 16))
        #expect(textFrame(app, "6.21") == CGRect(x: 354 - 38, y: 484 + (44 - 19) / 2.0, width: 38, height: 19))
        try tapAndSettle(app, "Swap Units")
        #expect(frames(app, "Text", "Miles").first?.minY == 311)
        #expect(frames(app, "Text", "Kilometers").map(\.minY) == [355, 498])
        #expect(textFrame(app, "16.09") != nil)
        try tapAndSettle(app, CGPoint(x: 100, y: 220))
        app.key(.backspace)
        app.type("5")
        try app.pumpAndSettle()
        #expect(textFrame(app, "15") != nil)
        #expect(textFrame(app, "24.14") != nil)
    }

    /// Large title (143), the column padded 16: "This week" (15) and the
    /// total (largeTitle bold, 112 × 32) 4 apart; the chart card 20 below
    /// (230): its caption, 12, then the 184 pt chart, bars bottom-aligned
    /// in it (tallest 160 + 6 + 12 = 178), seven columns of (326 − 60) / 7
    /// = 38, each bar 160 × amount / 120 tall. "Categories" 20 below the
    /// card; rows of a 36 pt circle and texts 12 apart. A tap on a bar
    /// shows its amount in the caption and a second tap hides it.
    @Test func aSpendingDashboardWithAHandDrawnChart() throws {
        let app = try settledApp(UtlSpendingView())
        #expect(textFrame(app, "This week") == CGRect(x: 16, y: 159, width: 64, height: 15))
        #expect(textFrame(app, "$380.00") == CGRect(x: 16, y: 178, width: 112, height: 32))
        #expect(frames(app, "RoundedRectangle").first == CGRect(x: 16, y: 230, width: 358, height: 16 + 16 + 12 + 184 + 16))
        #expect(textFrame(app, "Tap a bar for details") == CGRect(x: 32, y: 246, width: 168, height: 16))
        let amounts: [CGFloat] = [42, 18, 65, 30, 80, 120, 25]
        let bars = Array(frames(app, "RoundedRectangle").dropFirst())
        #expect(bars.count == 7)
        for (i, bar) in bars.enumerated() {
            let height = 160 * amounts[i] / 120
            #expect(same(bar, CGRect(x: 32 + CGFloat(i) * 48, y: 440 - height, width: 38, height: height)))
        }
        #expect(textFrame(app, "Sat") == CGRect(x: 272 + (38 - 17) / 2.0, y: 446, width: 17, height: 12))
        #expect(textFrame(app, "Categories") == CGRect(x: 16, y: 494, width: 95, height: 19))
        #expect(frames(app, "Circle") == [533, 581, 629, 677].map { CGRect(x: 16, y: $0, width: 36, height: 36) })
        #expect(textFrame(app, "Groceries") == CGRect(x: 64, y: 543, width: 72, height: 16))
        #expect(textFrame(app, "$146.00") == CGRect(x: 374 - 56, y: 543, width: 56, height: 16))
        try tapAndSettle(app, CGPoint(x: 291, y: 350))
        #expect(textFrame(app, "Sat: $120.00") == CGRect(x: 32, y: 246, width: 96, height: 16))
        #expect(textFrame(app, "Tap a bar for details") == nil)
        try tapAndSettle(app, CGPoint(x: 291, y: 350))
        #expect(textFrame(app, "Tap a bar for details") != nil)
    }

    /// Inline bar (91), the first section 35 below: the banner row
    /// (insets zeroed: 180 tall, the card's width) with its 56 pt symbol
    /// centred; the title row (4 + 27 + 8 + 15 + 4 = 58, row 80); the
    /// ingredients' header 35 below (421), its count trailing; ingredient
    /// rows of 44 from 441, the large circle (11.978 × 1.29) then the name 8
    /// after it; the steps' header 35 below those; a step wraps in the 298
    /// pt after its number and 12 pt gap (54 pt row). A tap checks an
    /// ingredient and counts it; Reset clears the checks.
    @Test func aRecipeWithAnIngredientChecklist() throws {
        let app = try settledApp(UtlRecipeView())
        #expect(frames(app, "Rectangle").dropFirst().first == CGRect(x: 16, y: 126, width: 358, height: 180))
        let hero = symbol(56)
        #expect(same(frame(app, "Image", "fork.knife"), CGRect(x: 195 - hero / 2, y: 216 - hero / 2, width: hero, height: hero)))
        #expect(textFrame(app, "Lemon Herb Pasta") == CGRect(x: 36, y: 306 + 11 + 4, width: 211, height: 27))
        #expect(same(textFrame(app, "25 min"), CGRect(x: 36 + symbol(15) + 8, y: 356, width: 43, height: 15)))
        #expect(textFrame(app, "INGREDIENTS") == CGRect(x: 36, y: 421, width: 68, height: 13))
        #expect(textFrame(app, "0 OF 5") == CGRect(x: 354 - 37, y: 421, width: 37, height: 13))
        let circle = symbol(17) * 1.29
        #expect(same(frames(app, "Image", "circle").first, CGRect(x: 36, y: 455 + (16 - circle) / 2, width: circle, height: circle)))
        #expect(same(textFrame(app, "Spaghetti"), CGRect(x: 36 + circle + 8, y: 455, width: 72, height: 16)))
        #expect(textFrame(app, "400 g") == CGRect(x: 354 - 40, y: 455, width: 40, height: 16))
        #expect(isClose(textFrame(app, "Fresh basil")?.minY ?? 0, 455 + 4 * 44))
        #expect(isClose(textFrame(app, "STEPS")?.minY ?? 0, 441 + 5 * 44 + 35))
        let step = try #require(app.app.graph.inspect().text("Boil the pasta in salted water until al dente."))
        #expect(step.frame == CGRect(x: 36 + 8 + 12, y: 716 + 11, width: 288, height: 32))
        #expect(step.lines == ["Boil the pasta in salted water until", "al dente."])
        #expect(textFrame(app, "1") == CGRect(x: 36, y: 727, width: 8, height: 16))
        #expect(isClose(frames(app, "Text", "2").last?.minY ?? 0, 716 + 54 + 14))
        try tapAndSettle(app, "Lemons")
        #expect(textFrame(app, "1 OF 5") != nil)
        #expect(frames(app, "Image", "checkmark.circle.fill").count == 1)
        try tapAndSettle(app, "Parmesan")
        #expect(textFrame(app, "2 OF 5") != nil)
        try tapAndSettle(app, "Reset")
        #expect(textFrame(app, "0 OF 5") != nil)
        #expect(frames(app, "Image", "checkmark.circle.fill").isEmpty)
    }

    /// Large title (143): the header 35 below, rows of the exercise
    /// (headline) and its sets (subheadline) 2 apart (16 + 2 + 15 + 22 =
    /// 55), the weight centred on the row at the trailing edge; the footer
    /// 7 under the last row. Edit leads the bar and the plus trails it.
    /// The plus opens the add sheet at its medium detent, whose Save stays disabled until an
    /// exercise is typed; saving adds a row and the volume grows.
    @Test func aWorkoutLogWithAnAddSheet() throws {
        let app = try settledApp(UtlWorkoutLogView())
        #expect(textFrame(app, "TODAY") == CGRect(x: 36, y: 178, width: 31, height: 13))
        #expect(textFrame(app, "Bench Press") == CGRect(x: 36, y: 209, width: 88, height: 16))
        #expect(textFrame(app, "4 × 8 reps") == CGRect(x: 36, y: 227, width: 71, height: 15))
        #expect(textFrame(app, "60.0 kg") == CGRect(x: 354 - 56, y: 198 + (55 - 16) / 2.0, width: 56, height: 16))
        #expect(isClose(textFrame(app, "Pull-ups")?.minY ?? 0, 209 + 2 * 55))
        #expect(textFrame(app, "Bodyweight") == CGRect(x: 354 - 80, y: 198 + 110 + 19.5, width: 80, height: 16))
        #expect(textFrame(app, "Total volume: 3920 kg") == CGRect(x: 36, y: 198 + 165 + 7, width: 129, height: 13))
        #expect(textFrame(app, "Edit") == CGRect(x: 16, y: 61, width: 32, height: 16))
        let plus = try #require(frame(app, "Image", "plus"))
        #expect(same(plus, CGRect(x: 374 - symbol(17), y: 69 - symbol(17) / 2, width: symbol(17), height: symbol(17))))
        try tapAndSettle(app, CGPoint(x: plus.midX, y: plus.midY))
        // The sheet at its medium detent (the lower half, 422 tall): its
        // inline bar (44), then the form's first section 35 below.
        #expect(app.app.graph.inspect().first { $0.kind == "Presented" }?.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(textFrame(app, "Exercise") == CGRect(x: 36, y: 422 + 44 + 35 + 14, width: 64, height: 16))
        #expect(frame(app, "Stepper") == CGRect(x: 36, y: 501 + 44 + 11, width: 318, height: 32))
        #expect(textFrame(app, "Weight: 20.0 kg") != nil)
        try tapAndSettle(app, "Save")
        #expect(textFrame(app, "Sets: 3") != nil)
        let field = try #require(frame(app, "TextField"))
        try tapAndSettle(app, CGPoint(x: field.midX, y: field.midY))
        app.type("Deadlift")
        try app.pumpAndSettle()
        try tapAndSettle(app, "Save")
        #expect(textFrame(app, "Sets: 3") == nil)
        #expect(textFrame(app, "Deadlift") == CGRect(x: 36, y: 209 + 3 * 55, width: 64, height: 16))
        #expect(textFrame(app, "20.0 kg")?.minY == 198 + 165 + 19.5)
        #expect(isClose(textFrame(app, "Total volume: 4520 kg")?.minY ?? 0, 198 + 220 + 7))
    }

    /// A horizontal scroll view takes its content's height (16 + 256 + 16
    /// = 288) and is centred in what the large title leaves (143 … 810):
    /// 332.5. Columns 280 wide, 16 apart from x 16, padded 12: the title
    /// and its count (caption bold 6 × 12 padded 8 / 2: 22 × 16) on one
    /// line, cards of 12 + 15 + 8 + 15 + 12 = 62 below it, 10 apart. A long
    /// press on a card opens its menu; moving it to Done updates both
    /// columns' counts. A drag to the left snaps the second column to the
    /// leading edge (view-aligned, one column a gesture).
    @Test func aKanbanBoardScrollingSideways() throws {
        let app = try settledApp(UtlKanbanView())
        let top: CGFloat = 143 + (667 - 288) / 2
        #expect(frames(app, "ScrollView") == [CGRect(x: 0, y: top, width: 390, height: 288)])
        let columns = frames(app, "RoundedRectangle").filter { $0.width == 280 }
        #expect(columns == [CGRect(x: 16, y: top + 16, width: 280, height: 256), CGRect(x: 312, y: top + 16, width: 280, height: 184),
                            CGRect(x: 608, y: top + 16, width: 280, height: 112), CGRect(x: 904, y: top + 16, width: 280, height: 184)])
        #expect(textFrame(app, "To Do") == CGRect(x: 28, y: top + 28, width: 40, height: 16))
        #expect(frames(app, "Capsule").first == CGRect(x: 284 - 22, y: top + 28, width: 22, height: 16))
        #expect(textFrame(app, "3") == CGRect(x: 270, y: top + 30, width: 6, height: 12))
        #expect(textFrame(app, "Design empty states") == CGRect(x: 40, y: top + 16 + 50, width: 135, height: 15))
        #expect(frames(app, "Text", "DESIGN").first == CGRect(x: 46, y: top + 16 + 75, width: 32, height: 11))
        #expect(textFrame(app, "Audit colour contrast")?.minY == top + 16 + 50 + 2 * 72)
        let card = try #require(textFrame(app, "Audit colour contrast"))
        try utlLongPress(app, CGPoint(x: card.midX, y: card.midY))
        #expect(textFrame(app, "Move to In Progress") != nil)
        #expect(textFrame(app, "Move to To Do") == nil)
        try tapAndSettle(app, "Move to Done")
        #expect(textFrame(app, "Move to Done") == nil)
        #expect(textFrame(app, "3") != nil)
        #expect(isClose(textFrame(app, "Audit colour contrast")?.minX ?? 0, 904 + 24))
        let shrunk = frames(app, "RoundedRectangle").filter { $0.width == 280 }
        #expect(shrunk.map(\.height) == [184, 184, 112, 256])
        app.drag(from: CGPoint(x: 300, y: top + 20), to: CGPoint(x: 40, y: top + 20))
        try app.pumpAndSettle()
        // View-aligned on a compact axis: one column a gesture, the next
        // edge past the release (the second column's, 312) to the leading edge.
        #expect(frames(app, "RoundedRectangle").filter { $0.width == 280 }.map(\.minX) == [16 - 312, 0, 296, 592])
        #expect(isClose(textFrame(app, "Review")?.minX ?? 0, 296 + 12))
    }

    /// Inline bar (91): the month (title2 bold, 104 × 21) centred between
    /// the chevrons; the grid 20 below (132), 8 pt in, seven columns of
    /// 374 / 7; the weekday row (caption, 12), then 40 pt weeks 8 apart,
    /// March 2025 starting on a Saturday. A tap on 14 circles it and says
    /// so under the grid; the next month clears the selection.
    @Test func aMonthCalendarGrid() throws {
        let app = try settledApp(UtlCalendarView())
        let column: CGFloat = 374 / 7
        func x(_ k: Int, _ width: CGFloat) -> CGFloat { 8 + CGFloat(k) * column + (column - width) / 2 }
        #expect(textFrame(app, "March 2025") == CGRect(x: 143, y: 91, width: 104, height: 21))
        #expect(same(frame(app, "Image", "chevron.left"), CGRect(x: 16, y: 91 + (21 - symbol(17)) / 2, width: symbol(17), height: symbol(17))))
        #expect(same(textFrame(app, "Sun"), CGRect(x: x(0, 17), y: 132, width: 17, height: 12)))
        #expect(same(textFrame(app, "Sat"), CGRect(x: x(6, 17), y: 132, width: 17, height: 12)))
        #expect(same(textFrame(app, "1"), CGRect(x: x(6, 8), y: 152 + 12, width: 8, height: 16)))
        #expect(same(textFrame(app, "2"), CGRect(x: x(0, 8), y: 152 + 48 + 12, width: 8, height: 16)))
        #expect(same(textFrame(app, "31"), CGRect(x: x(1, 16), y: 152 + 5 * 48 + 12, width: 16, height: 16)))
        try tapAndSettle(app, "14")
        #expect(same(frame(app, "Circle"), CGRect(x: x(5, 40), y: 152 + 2 * 48, width: 40, height: 40)))
        #expect(textFrame(app, "No events on March 14") == CGRect(x: 111, y: 152 + 6 * 40 + 5 * 8 + 20, width: 168, height: 16))
        try tapAndSettle(app, CGPoint(x: 368, y: 101.5))
        #expect(textFrame(app, "April 2025") != nil)
        #expect(frame(app, "Circle") == nil)
        #expect(same(textFrame(app, "1"), CGRect(x: x(2, 8), y: 164, width: 8, height: 16)))
    }

    /// Large title (143), padded 16: the progress bar (4), the counts 8
    /// below (subheadline), the prompt 24 below those (title2 bold: two
    /// centred lines of 21, the first "Which planet is known as the Red",
    /// 32 × 10.35 → 332), the answers 24 below, 48 tall (16 + 2 × 16), 12
    /// apart. A wrong answer marks itself and the right one, says so and
    /// offers the next question; three answers later the alert gives the
    /// score and Play Again starts over.
    @Test func aQuizWithAnswerFeedback() throws {
        let app = try settledApp(UtlQuizView())
        #expect(frame(app, "ProgressView") == CGRect(x: 16, y: 159, width: 358, height: 4))
        #expect(textFrame(app, "Question 1 of 3") == CGRect(x: 16, y: 171, width: 106, height: 15))
        #expect(textFrame(app, "Score: 0") == CGRect(x: 374 - 57, y: 171, width: 57, height: 15))
        let prompt = try #require(app.app.graph.inspect().text("Which planet is known as the Red Planet?"))
        #expect(prompt.frame == CGRect(x: 29, y: 210, width: 332, height: 42))
        #expect(prompt.lines == ["Which planet is known as the Red", "Planet?"])
        #expect(frames(app, "Button") == [276, 336, 396, 456].map { CGRect(x: 16, y: $0, width: 358, height: 48) })
        #expect(textFrame(app, "Venus") == CGRect(x: 32, y: 292, width: 40, height: 16))
        try tapAndSettle(app, "Venus")
        #expect(same(frame(app, "Image", "xmark.circle.fill"), CGRect(x: 358 - symbol(17), y: 300 - symbol(17) / 2, width: symbol(17), height: symbol(17))))
        #expect(same(frame(app, "Image", "checkmark.circle.fill"), CGRect(x: 358 - symbol(17), y: 360 - symbol(17) / 2, width: symbol(17), height: symbol(17))))
        #expect(textFrame(app, "Not quite. It's Mars.") == CGRect(x: 111, y: 504 + 24, width: 168, height: 16))
        // The prominent button (104 + 2 × 12 by 16 + 2 × 7, at the regular
        // size whatever controlSize says) 16 below the feedback.
        #expect(textFrame(app, "Next Question") == CGRect(x: 143, y: 528 + 16 + 16 + 7, width: 104, height: 16))
        try tapAndSettle(app, "Next Question")
        #expect(textFrame(app, "Question 2 of 3") != nil)
        try tapAndSettle(app, "Eight")
        #expect(textFrame(app, "Correct!") != nil)
        #expect(textFrame(app, "Score: 1") != nil)
        try tapAndSettle(app, "Next Question")
        try tapAndSettle(app, "Canberra")
        try tapAndSettle(app, "See Results")
        #expect(textFrame(app, "Quiz Complete") != nil)
        #expect(textFrame(app, "You scored 2 out of 3.") != nil)
        try tapAndSettle(app, "Play Again")
        #expect(textFrame(app, "Quiz Complete") == nil)
        #expect(textFrame(app, "Question 1 of 3") != nil)
        #expect(textFrame(app, "Score: 0") != nil)
    }

    /// Large title (143): the account section's header at 178, its fields
    /// in 44 pt rows from 198; the password section 35 below (321), its
    /// footer 7 under its rows; the terms toggle's row 31 + 22 = 53 tall;
    /// the button's section 35 below, its title centred. Typing an
    /// invalid address shows the message under the field (6 below it:
    /// the row grows to 16 + 6 + 12 + 22 = 56, moving what follows down
    /// 12); a valid form enables Create Account, which welcomes by name.
    @Test func aSignUpFormWithLiveValidation() throws {
        let app = try settledApp(UtlSignUpView())
        #expect(textFrame(app, "ACCOUNT") == CGRect(x: 36, y: 178, width: 43, height: 13))
        #expect(frames(app, "TextField").first == CGRect(x: 36, y: 212, width: 318, height: 16))
        #expect(textFrame(app, "Email") == CGRect(x: 36, y: 256, width: 40, height: 16))
        #expect(textFrame(app, "PASSWORD") == CGRect(x: 36, y: 321, width: 49, height: 13))
        #expect(frames(app, "SecureField").map(\.minY) == [355, 399])
        #expect(textFrame(app, "At least 8 characters, including a number.") == CGRect(x: 36, y: 436, width: 257, height: 13))
        #expect(frame(app, "Switch") == CGRect(x: 303, y: 484 + 11, width: 51, height: 31))
        #expect(textFrame(app, "Create Account") == CGRect(x: 139, y: 484 + 53 + 35 + 14, width: 112, height: 16))
        try tapAndSettle(app, CGPoint(x: 195, y: 264))
        app.type("ann")
        try app.pumpAndSettle()
        #expect(textFrame(app, "ann") == CGRect(x: 36, y: 242 + 11, width: 24, height: 16))
        #expect(same(textFrame(app, "Enter a valid email address."), CGRect(x: 36 + symbol(12) + 8, y: 253 + 16 + 6, width: 159, height: 12)))
        #expect(isClose(textFrame(app, "PASSWORD")?.minY ?? 0, 321 + 12))
        app.type("@example.com")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Enter a valid email address.") == nil)
        #expect(textFrame(app, "PASSWORD")?.minY == 321)
        try tapAndSettle(app, CGPoint(x: 195, y: 220))
        app.type("Ann")
        try tapAndSettle(app, CGPoint(x: 195, y: 363))
        app.type("short")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Use at least 8 characters.") != nil)
        #expect(frames(app, "ProgressView").count == 1)
        app.type("Pass1")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Use at least 8 characters.") == nil)
        let confirm = try #require(frames(app, "SecureField").last)
        try tapAndSettle(app, CGPoint(x: confirm.midX, y: confirm.midY))
        app.type("shortPass2")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Passwords don't match.") != nil)
        for _ in 0..<1 { app.key(.backspace) }
        app.type("1")
        try app.pumpAndSettle()
        #expect(textFrame(app, "Passwords don't match.") == nil)
        let toggle = try #require(frame(app, "Switch"))
        try tapAndSettle(app, CGPoint(x: toggle.midX, y: toggle.midY))
        try tapAndSettle(app, "Create Account")
        #expect(textFrame(app, "Welcome, Ann!") != nil)
        #expect(textFrame(app, "Your account is ready.") != nil)
    }

    /// Large title (143): adaptive columns of at least 100 with 2 pt gaps:
    /// three of (390 − 4) / 3, square, rows 2 apart. A tap opens the
    /// full-screen viewer: the photo fit to the width (390 square, centred
    /// in the safe area), the 44 pt close button 16 in from the top
    /// trailing corner, the counter (footnote 43 × 13 padded 12 / 6)
    /// 16 above the bottom safe area. A swipe shows the next photo; the
    /// close button dismisses the viewer.
    @Test func aPhotoGridWithAFullScreenViewer() throws {
        let app = try settledApp(UtlGalleryView())
        let side: CGFloat = (390 - 4) / 3
        let cells = frames(app, "Button").filter { $0.width == side }
        #expect(cells.prefix(4).map { $0 } == [CGRect(x: 0, y: 143, width: side, height: side), CGRect(x: side + 2, y: 143, width: side, height: side),
                                                CGRect(x: 2 * side + 4, y: 143, width: side, height: side),
                                                CGRect(x: 0, y: 143 + side + 2, width: side, height: side)])
        #expect(same(frames(app, "Image", "leaf.fill").first, CGRect(x: side / 2 - symbol(28) / 2, y: 143 + side / 2 - symbol(28) / 2, width: symbol(28), height: symbol(28))))
        #expect(textFrame(app, "30 items") == CGRect(x: 374 - 49, y: 47 + (44 - 13) / 2.0, width: 49, height: 13))
        try tapAndSettle(app, CGPoint(x: side / 2, y: 143 + side / 2))
        #expect(textFrame(app, "1 of 30") == CGRect(x: 173.5, y: 810 - 16 - 6 - 13, width: 43, height: 13))
        #expect(frames(app, "Rectangle").contains(CGRect(x: 0, y: 47 + (763 - 390) / 2.0, width: 390, height: 390)))
        #expect(same(frame(app, "Image", "xmark"), CGRect(x: 330 + 22 - symbol(20) / 2, y: 63 + 22 - symbol(20) / 2, width: symbol(20), height: symbol(20))))
        app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
        try app.pumpAndSettle()
        #expect(textFrame(app, "2 of 30") != nil)
        try tapAndSettle(app, CGPoint(x: 352, y: 85))
        #expect(textFrame(app, "2 of 30") == nil)
        #expect(textFrame(app, "30 items") != nil)
    }
}
