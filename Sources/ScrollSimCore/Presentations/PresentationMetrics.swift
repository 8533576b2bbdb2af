/// The numbers of iOS's modal presentations on an iPhone: sheets, full
/// screen covers and alerts.
///
/// A sheet (`UISheetPresentationController`, SwiftUI's `.sheet`) rests with
/// its top 10 pt below the top safe area at its `.large` detent (57 pt on
/// an iPhone 14) and at half the window's height at `.medium`; it reaches
/// the window's bottom, its top corners rounded 10 pt, over the presenting
/// view dimmed with black at 20 % (the gap, radius and half: ScrollSim's
/// reading of iOS screenshots; the dimming: Flutter's modal barrier). It slides up from below the window in
/// 0.5 s on the curve (0.35, 0.91, 0.33, 0.97) and back down on (0.67,
/// 0.03, 0.65, 0.09) (Flutter's `CupertinoSheetRoute`, reverse-engineered
/// from iOS: `transitionDuration` 500 ms, `Curves.linearToEaseOut` and
/// `Curves.easeInToLinear`). A full screen cover slides the same way to
/// the window's top, square, with nothing dimmed.
public enum PresentationMetrics {
    /// The gap between the top safe area and a `.large` sheet, in points.
    public static let sheetTopGap: CGFloat = 10
    /// A sheet's corner radius, in points (ScrollSim's reading of iOS screenshots).
    public static let sheetCornerRadius: CGFloat = 10
    /// The dimming over the presenting view at rest: black at 20 %
    /// (Flutter's `_kModalBarrierColor`, 0x33000000).
    public static let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2)
    /// How long a sheet or cover takes to slide in or out, in seconds.
    public static let transitionDuration: Double = 0.5
    /// The grabber (`presentationDragIndicator`): 36 × 5 pt, 5 pt below the
    /// sheet's top, centred, grey #C7C7CC at 100 % (UIKit's grabber, read
    /// from iOS screenshots).
    public static let grabberSize = CGSize(width: 36, height: 5)
    public static let grabberTop: CGFloat = 5
    public static let grabberColor = Color(rgb255: 199, 199, 204)
    /// The gap between a confirmation dialog and the bottom safe area, in points.
    public static let dialogMargin: CGFloat = 8
    /// A drag on a sheet moves it once it passes this many points down.
    public static let dragSlop: CGFloat = 10
}

/// The numbers of a popover kept a popover in a compact width
/// (`presentationCompactAdaptation(.popover)`): a bubble rounded 13 pt, at
/// least 10 pt inside the window (UIKit's default `popoverLayoutMargins`,
/// "10 points along each edge"), with a 13 pt tall, 26 pt wide arrow whose
/// tip touches the presenting view; filled with `systemBackground` (its
/// elevated grey in the dark), not dimmed behind, fading as an alert does
/// (the radius and the arrow ScrollSim's choice; iOS's soft shadow is drawn
/// as a 0.5 pt ring of black at 12 % around the bubble and its arrow, as the
/// switch's thumb's is, so a white bubble shows on a white screen).
public enum PopoverMetrics {
    public static let cornerRadius: CGFloat = 13
    public static let margin: CGFloat = 10
    public static let arrowSize = CGSize(width: 26, height: 13)
    public static let shadowWidth: CGFloat = 0.5
    public static let shadow = Color(red: 0, green: 0, blue: 0, opacity: 0.12)
}

/// The numbers of an alert (`UIAlertController`'s alert style, SwiftUI's
/// `.alert`), from Flutter's `CupertinoAlertDialog` (reverse-engineered
/// from iOS, "extracted from Apple's design resources"): 270 pt wide,
/// corners rounded 14 pt, a light grey at 80 % (#F2F2F2, 0xCC) over a blur
/// (ScrollSim draws no blur: its box is the opaque grey that one takes over
/// a white screen under the dimming); the title
/// in 17 pt semibold and the message in 13 pt, centred, 20 pt from the
/// sides, 20 pt from the top and the buttons, 2 pt apart; the buttons 45 pt
/// tall under a hairline, side by side when there are two, else stacked
/// (ScrollSim draws no hairlines between buttons). Buttons are 17 pt, the
/// `.cancel` one semibold, leading in a pair and last in a stack.
/// It fades in over the dimming in 0.25 s (Flutter's dialog route).
public enum AlertMetrics {
    public static let width: CGFloat = 270
    public static let cornerRadius: CGFloat = 14
    /// The box's fill, opaque: it stands for iOS's blurred material, through
    /// which nothing behind reads. It is the colour Flutter's #F2F2F2 at
    /// 80 % takes over a white screen under the 20 % dimming (0.8 × 242 +
    /// 0.2 × 204 = 234).
    public static let background = Color(rgb255: 234, 234, 234)
    public static let titleFont = Font(size: 17, weight: .semibold)
    public static let messageFont = Font(size: 13)
    public static let buttonFont = Font(size: 17)
    public static let cancelFont = Font(size: 17, weight: .semibold)
    public static let edgePadding: CGFloat = 20
    public static let titleMessageSpacing: CGFloat = 2
    public static let buttonHeight: CGFloat = 45
    public static let dividerColor = Color(red: 0, green: 0, blue: 0, opacity: 0.2)
    public static let fadeDuration: Double = 0.25
}

extension AlertMetrics {
    /// A text field among an alert's actions: this far from the box's sides
    /// and above the hairline (ScrollSim's choice).
    public static let fieldInset: CGFloat = 16
    /// The space between two text fields of an alert (ScrollSim's choice).
    public static let fieldSpacing: CGFloat = 8
}

/// An alert's lower part. Its first subview is the hairline; of the rest,
/// the text fields (`TextField`, `SecureField`) come first, stacked under
/// the message `AlertMetrics.fieldInset` from the sides and
/// `AlertMetrics.fieldSpacing` apart, the last one `fieldInset` above the
/// hairline; under the hairline the buttons, side by side when there are
/// two (each half the width), else stacked, each
/// `AlertMetrics.buttonHeight` tall.
package struct AlertActionsLayout: Layout {
    package init() {}

    /// The hairline, the text fields in the order given, and the buttons in
    /// the order drawn: the `.cancel` one first (leading) in a pair, last
    /// (bottom) in a stack, the others in the order given.
    private func parts(_ subviews: Subviews) -> (hairline: LayoutSubview?, fields: [LayoutSubview], buttons: [LayoutSubview]) {
        var fields: [LayoutSubview] = [], buttons: [LayoutSubview] = [], cancels: [LayoutSubview] = []
        for subview in subviews.dropFirst() {
            if subview.node.holdsTextInput {
                fields.append(subview)
            } else if subview.node.holdsCancelButton {
                cancels.append(subview)
            } else {
                buttons.append(subview)
            }
        }
        return (subviews.first, fields, buttons.count + cancels.count == 2 ? cancels + buttons : buttons + cancels)
    }

    /// The fields' heights at `width`, and the height of the band they take.
    private func fieldBand(_ fields: [LayoutSubview], width: CGFloat) -> (heights: [CGFloat], band: CGFloat) {
        let proposal = ProposedViewSize(width: max(0, width - 2 * AlertMetrics.fieldInset), height: nil)
        let heights = fields.map { $0.sizeThatFits(proposal).height }
        guard !heights.isEmpty else { return ([], 0) }
        return (heights, heights.reduce(0, +) + CGFloat(heights.count - 1) * AlertMetrics.fieldSpacing + AlertMetrics.fieldInset)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (hairline, fields, buttons) = parts(subviews)
        let width = proposal.width ?? AlertMetrics.width
        let rows = buttons.count == 2 ? 1 : buttons.count
        let line = hairline?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
        return CGSize(width: width, height: fieldBand(fields, width: width).band + line + CGFloat(rows) * AlertMetrics.buttonHeight)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (hairline, fields, buttons) = parts(subviews)
        let (heights, band) = fieldBand(fields, width: bounds.width)
        var y = bounds.minY
        for (field, height) in zip(fields, heights) {
            field.place(at: CGPoint(x: bounds.minX + AlertMetrics.fieldInset, y: y),
                        proposal: ProposedViewSize(width: bounds.width - 2 * AlertMetrics.fieldInset, height: height))
            y += height + AlertMetrics.fieldSpacing
        }
        y = bounds.minY + band
        if let hairline {
            let line = hairline.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            hairline.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: line))
            y += line
        }
        let h = AlertMetrics.buttonHeight
        for (i, button) in buttons.enumerated() {
            let frame = buttons.count == 2
                ? CGRect(x: bounds.minX + CGFloat(i) * bounds.width / 2, y: y, width: bounds.width / 2, height: h)
                : CGRect(x: bounds.minX, y: y + CGFloat(i) * h, width: bounds.width, height: h)
            let s = button.sizeThatFits(ProposedViewSize(frame.size))
            button.place(at: CGPoint(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2), proposal: ProposedViewSize(frame.size))
        }
    }
}

extension Node {
    /// True when the first button in this subtree (depth first) has the `.cancel` role.
    var holdsCancelButton: Bool { firstButton?.isCancelRole ?? false }

    /// The first button in this subtree, depth first; nil when there is none.
    private var firstButton: TapTargetNode? {
        if let button = self as? TapTargetNode { return button }
        for c in children { if let button = c.firstButton { return button } }
        return nil
    }

    /// True when a text field's input node is in this subtree.
    var holdsTextInput: Bool {
        if self is TextInputNode { return true }
        for c in children where c.holdsTextInput { return true }
        return false
    }
}

/// Inside an alert's or dialog's buttons: what dismisses it after a
/// button's action (nil elsewhere).
package struct PresentationButtonDismissKey: EnvironmentKey {
    package static let defaultValue: DismissAction? = nil
}

/// The numbers of a confirmation dialog (`UIAlertController`'s action sheet
/// style, SwiftUI's `.confirmationDialog`), from Flutter's
/// `CupertinoActionSheet`: 8 pt from the window's sides, its bottom 8 pt
/// above the bottom safe area; the buttons 56 pt tall in 20 pt text,
/// stacked under the message (13 pt, grey, centred, 14 pt above and below,
/// 16 pt from the sides); the `.cancel` button alone in a second box 8 pt
/// below, semibold; boxes rounded 14 pt in the alert's grey.
public enum DialogMetrics {
    public static let edgePadding: CGFloat = 8
    public static let cancelGap: CGFloat = 8
    public static let buttonHeight: CGFloat = 56
    public static let buttonFont = Font(size: 20)
    public static let cancelFont = Font(size: 20, weight: .semibold)
    public static let messageFont = Font(size: 13)
    public static let messageColor = Color(rgb255: 143, 143, 143)
    public static let messagePadding = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
}

/// Which of a dialog's buttons a box shows: the others lay out as nothing.
package enum DialogPart: Hashable, Sendable {
    case all, nonCancel, cancel
}

package struct DialogPartKey: EnvironmentKey {
    package static let defaultValue = DialogPart.all
}

/// A dialog box's buttons stacked, each `DialogMetrics.buttonHeight` tall
/// and the box's width; buttons that lay out as nothing (the other box's)
/// take no row.
package struct DialogActionsLayout: Layout {
    package init() {}

    private func rows(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.filter { $0.sizeThatFits(.unspecified) != .zero }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: CGFloat(rows(subviews).count) * DialogMetrics.buttonHeight)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let h = DialogMetrics.buttonHeight
        var y = bounds.minY
        for button in subviews {
            let s = button.sizeThatFits(.unspecified)
            if s == .zero {
                button.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
                continue
            }
            button.place(at: CGPoint(x: bounds.midX - s.width / 2, y: y + (h - s.height) / 2), proposal: .unspecified)
            y += h
        }
    }
}

/// The numbers of a `Menu`'s list (a `UIMenu` shown from a button):
/// 250 pt wide, rows 44 pt tall with their labels 16 pt from the leading
/// edge in 17 pt text, corners rounded 13 pt, in the alert's grey; 8 pt
/// below the button, fading in as an alert does (ScrollSim's reading of
/// iOS screenshots; Apple publishes no numbers).
public enum MenuMetrics {
    public static let width: CGFloat = 250
    public static let rowHeight: CGFloat = 44
    public static let leadingInset: CGFloat = 16
    public static let cornerRadius: CGFloat = 13
    public static let font = Font(size: 17)
    /// The band a `Divider` among the items makes (UIKit's separator between
    /// a menu's inline sections), its hairline across the whole list.
    public static let separatorHeight: CGFloat = 8
    /// The space between a picker's checkmark and its option's title in a menu.
    public static let checkmarkSpacing: CGFloat = 8
    /// The list's fill: an opaque light grey standing for iOS's blurred menu
    /// material (with no blur here, what is behind must not read through,
    /// nor a parent list through a nested one).
    public static let background = Color(rgb255: 242, 242, 242)
    /// The fill of a `Divider`'s band between groups of items.
    public static let separatorBandColor = Color(rgb255: 0, 0, 0, opacity: 0.08)
}

/// A menu's items stacked in `MenuMetrics.rowHeight` rows, labels leading
/// and offered the list's width less the insets (a `Label`'s icon trails),
/// an item of several rows (a picker's options) as tall as they are;
/// a `Divider` among them is a `MenuMetrics.separatorHeight` band with its
/// hairline across the list.
package struct MenuItemsLayout: Layout {
    package init() {}

    /// What an item is offered: the list's width less the insets, so a
    /// label's icon reaches the trailing inset.
    private var itemProposal: ProposedViewSize {
        ProposedViewSize(width: MenuMetrics.width - 2 * MenuMetrics.leadingInset, height: nil)
    }

    /// A `Divider` (one pixel thick across the offered width) is a separator band, not a row.
    private func isSeparator(_ item: LayoutSubview) -> Bool {
        let s = item.sizeThatFits(itemProposal)
        return s.height > 0 && s.height <= 1
    }

    /// An item's height: a row, or more for an item of several rows (a picker's options).
    private func rowHeight(_ item: LayoutSubview) -> CGFloat {
        isSeparator(item) ? MenuMetrics.separatorHeight : max(MenuMetrics.rowHeight, item.sizeThatFits(itemProposal).height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: MenuMetrics.width, height: subviews.reduce(CGFloat(0)) { $0 + rowHeight($1) })
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for item in subviews {
            if isSeparator(item) {
                let h = item.sizeThatFits(itemProposal).height
                item.place(at: CGPoint(x: bounds.minX, y: y + (MenuMetrics.separatorHeight - h) / 2),
                           proposal: ProposedViewSize(width: MenuMetrics.width, height: nil))
                y += MenuMetrics.separatorHeight
                continue
            }
            let s = item.sizeThatFits(itemProposal), h = rowHeight(item)
            item.place(at: CGPoint(x: bounds.minX + MenuMetrics.leadingInset, y: y + (h - s.height) / 2), proposal: itemProposal)
            y += h
        }
    }
}
