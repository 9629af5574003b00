// The stand-in's SwiftUI module re-exports SwiftUICore, as Apple's does, so
// `import SwiftUI` brings View, Text, State, Binding and the environment. On
// Apple platforms `import SwiftUI` also makes Foundation's types (URL,
// UserDefaults) visible, through the frameworks SwiftUI re-exports; files that
// import only SwiftUI rely on it.
@_exported public import Foundation
@_exported public import SwiftUICore
