# Sourced by the compile checks (Scripts/check-swiftui.sh, Scripts/check-uikit.sh,
# Scripts/check-ios-sdk.sh):
# the compiler settings of the code they compile, as arrays.

# The settings of a target of this package (Package.swift).
package_settings=(
    -swift-version 6
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
)
# The settings of the app target of a new Xcode 26 project: main-actor
# default isolation and "approachable concurrency", in Swift 6 mode (the
# strictest) and in the Swift 5 mode a new project starts in, where
# approachable concurrency also turns on the features Swift 6 implies.
xcode_app_settings=(
    -swift-version 6
    -default-isolation MainActor
    -enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature MemberImportVisibility
)
xcode_app_swift5_settings=(
    -swift-version 5
    -default-isolation MainActor
    -enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature DisableOutwardActorInference
    -enable-upcoming-feature GlobalActorIsolatedTypesUsability
    -enable-upcoming-feature InferSendableFromCaptures
    -enable-upcoming-feature MemberImportVisibility
)
