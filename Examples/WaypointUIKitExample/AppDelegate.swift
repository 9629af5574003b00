import UIKit

/// The application: its one scene is configured in the app's Info.plist
/// (`UIApplicationSceneManifest`, delegate class `SceneDelegate`).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
