import ScrollSim

// Seed 002 (Apple's "Laying out a simple view", translated): the four steps
// of MessageRow, each with a border that shows its bounds.

public struct Message: Identifiable, Sendable {
    public let id: Int
    public let initials: String
    public let content: String
    public init(id: Int = 0, initials: String, content: String) {
        self.id = id
        self.initials = initials
        self.content = content
    }
}

/// Step 1: a ZStack of a yellow circle and initials, beside the message.
public struct MessageRowStep1: View {
    let message: Message
    public init(message: Message) { self.message = message }

    public var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }

            Text(message.content)
        }
    }
}

/// Step 2: `.frame(width: 40)` on the circle's ZStack.
public struct MessageRowStep2: View {
    let message: Message
    public init(message: Message) { self.message = message }

    public var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40)

            Text(message.content)
        }
    }
}

/// Step 3: `HStack(alignment: .top)` with `.frame(width: 40, height: 40)`.
public struct MessageRowStep3: View {
    let message: Message
    public init(message: Message) { self.message = message }

    public var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40, height: 40)

            Text(message.content)
        }
    }
}

/// Step 4: `.padding([.horizontal])`.
public struct MessageRowStep4: View {
    let message: Message
    public init(message: Message) { self.message = message }

    public var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40, height: 40)

            Text(message.content)
        }
        .padding([.horizontal])
    }
}

/// Sample messages: short and long.
public let messageSamples = [
    Message(initials: "GR", content: "안녕하세요! Laying out a simple view."),
    Message(initials: "AB", content: "A longer message that wraps onto several lines, so the circle's alignment with the text's top shows."),
]

/// The four steps, each in a bordered box 90 pt tall.
public struct MessageScene: View {
    let sample: Int
    public init(sample: Int = 0) { self.sample = sample }

    public var body: some View {
        let m = messageSamples[((sample % messageSamples.count) + messageSamples.count) % messageSamples.count]
        VStack(alignment: .leading, spacing: 10) {
            step("1. HStack { ZStack { Circle; Text }; Text }") { MessageRowStep1(message: m) }
            step("2. .frame(width: 40)") { MessageRowStep2(message: m) }
            step("3. HStack(alignment: .top), .frame(width: 40, height: 40)") { MessageRowStep3(message: m) }
            step("4. .padding([.horizontal])") { MessageRowStep4(message: m) }
        }
        .padding(.horizontal, 8)
    }

    private func step<V: View>(_ caption: String, @ViewBuilder _ row: () -> V) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(caption).font(.caption).foregroundStyle(.gray)
            row()
                .border(.red)
                .frame(height: 120)
                .border(Color.gray)
        }
    }
}
