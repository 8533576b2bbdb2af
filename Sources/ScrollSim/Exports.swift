// `import ScrollSim` in place of `import SwiftUI`: everything a SwiftUI user
// reaches for, plus Foundation's CGFloat, CGPoint, CGSize and CGRect.
@_exported import Foundation
@_exported import ScrollSimCore
@_exported import ScrollSimPhysics
@_exported import ScrollSimRuntime
