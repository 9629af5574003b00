import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

/// Issue 40, item 2: a button enabled by a condition on the fields' texts,
/// one preferred button, a field's keyboard, content type and
/// capitalization; the core refuses an answer naming a disabled button.
@Suite("Alert fields and conditions", .timeLimit(.minutes(1)))
@MainActor
struct AlertConditionTests {
    // MARK: Conditions

    @Test("a condition holds or not for the fields' texts")
    func evaluation() {
        let texts = AlertTexts(["name": "Groceries", "blank": "  \n", "code": "12345", "new": "abc", "repeat": "abc"])
        #expect(AlertCondition.nonEmpty("name").isMet(by: texts))
        #expect(!AlertCondition.nonEmpty("blank").isMet(by: texts))  // whitespace alone is empty
        #expect(!AlertCondition.nonEmpty("missing").isMet(by: texts))
        #expect(AlertCondition.minLength("code", 5).isMet(by: texts))
        #expect(!AlertCondition.minLength("code", 6).isMet(by: texts))
        #expect(AlertCondition.minLength("missing", 0).isMet(by: texts))
        #expect(AlertCondition.equal("new", "repeat").isMet(by: texts))
        #expect(!AlertCondition.equal("new", "name").isMet(by: texts))
        #expect(AlertCondition.all([.nonEmpty("name"), .minLength("code", 5)]).isMet(by: texts))
        #expect(!AlertCondition.all([.nonEmpty("name"), .nonEmpty("blank")]).isMet(by: texts))
        #expect(AlertCondition.any([.nonEmpty("blank"), .nonEmpty("name")]).isMet(by: texts))
        #expect(AlertCondition.all([]).isMet(by: texts))
        #expect(!AlertCondition.any([]).isMet(by: texts))
        #expect(AlertCondition.minLength("name", 2).isMet(by: AlertTexts(["name": "🇫🇷🇩🇪"])))  // two characters
    }

    @Test("a condition names the fields it reads, and says itself in words")
    func namesAndWords() {
        let condition = AlertCondition.all([.minLength("new", 8), .equal("new", "repeat"), .nonEmpty("user")])
        #expect(condition.fieldNames == ["new", "repeat", "user"])
        #expect(
            condition.description == "(new has 8 characters or more and new equals repeat and user is not empty)")
        #expect(AlertCondition.nonEmpty("name").description == "name is not empty")
        #expect(
            AlertCondition.any([.nonEmpty("a"), .nonEmpty("b")]).description == "(a is not empty or b is not empty)")
    }

    @Test("a condition encodes as an object named after it, and decodes back")
    func conditionCodable() throws {
        let condition = AlertCondition.any([.nonEmpty("name"), .all([.minLength("code", 6), .equal("a", "b")])])
        let data = try JSONEncoder.sorted.encode(condition)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"any":{"conditions":[{"nonEmpty":{"field":"name"}},{"all":{"conditions":"#
                + #"[{"minLength":{"count":6,"field":"code"}},{"equal":{"field":"a","other":"b"}}]}}]}}"#)
        #expect(try JSONDecoder().decode(AlertCondition.self, from: data) == condition)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AlertCondition.self, from: Data(#"{"matches":{"field":"a"}}"#.utf8))
        }
    }

    // MARK: Fields and buttons as data

    @Test("a field says its keyboard, content type and capitalization; one made as before keeps the defaults")
    func fieldTraits() throws {
        let plain = AlertField("title", placeholder: "Title")
        #expect(plain.keyboard == .default)
        #expect(plain.contentType == nil)
        #expect(plain.capitalization == .sentences)
        let code = AlertField("code").keyboard(.numberPad).contentType(.oneTimeCode).capitalization(.none)
        #expect(code.keyboard == .numberPad)
        #expect(code.contentType == .oneTimeCode)
        #expect(code.capitalization == .none)
        #expect(try JSONDecoder().decode(AlertField.self, from: JSONEncoder().encode(code)) == code)
        #expect(try JSONDecoder().decode(AlertField.self, from: JSONEncoder().encode(plain)) == plain)
    }

    @Test("data written before fields and buttons had traits and conditions decodes, with the defaults")
    func oldData() throws {
        let field = #"{"name":"title","placeholder":"Title","text":"Milk","isSecure":false}"#
        let decoded = try JSONDecoder().decode(AlertField.self, from: Data(field.utf8))
        #expect(decoded == AlertField("title", placeholder: "Title", text: "Milk"))
        let button = #"{"label":"Rename","role":"cancel","accessibilityLabel":"Rename it"}"#
        let old = try JSONDecoder().decode(AlertSnapshot.Button.self, from: Data(button.utf8))
        #expect(old == AlertSnapshot.Button(label: "Rename", role: .cancel, accessibilityLabel: "Rename it"))
        #expect(old.enabledWhen == nil)
        #expect(!old.isPreferred)
        // A keyboard, content type or capitalization a later version adds decodes as itself.
        let later = #"{"name":"x","placeholder":"","text":"","isSecure":false,"keyboard":"emoji"}"#
        #expect(try JSONDecoder().decode(AlertField.self, from: Data(later.utf8)).keyboard.rawValue == "emoji")
    }

    @Test("an alert's snapshot carries its buttons' conditions, the preferred one and its fields' traits")
    func snapshot() throws {
        let notes = NotesCoordinator()
        try notes.show(\.newList)
        let alert = try #require(notes.navigation.snapshot.alerts.first?.alert)
        #expect(alert.button("Create")?.enabledWhen == .nonEmpty("name"))
        #expect(alert.button("Create")?.isPreferred == true)
        #expect(alert.preferredButton?.label == "Create")
        #expect(alert.button("Cancel")?.enabledWhen == nil)
        #expect(alert.fields.first?.capitalization == .words)
        #expect(try JSONDecoder().decode(AlertSnapshot.self, from: JSONEncoder().encode(alert)) == alert)
        #expect(!alert.isEnabled("Create"))
        #expect(!alert.isEnabled("Create", texts: ["name": "   "]))
        #expect(alert.isEnabled("Create", texts: ["name": "Groceries"]))
        #expect(alert.isEnabled("Cancel"))
        #expect(!alert.isEnabled("Delete"))  // no such button
        #expect(alert.texts(typed: ["name": "Groceries", "other": "x"]) == AlertTexts(["name": "Groceries"]))
        #expect(
            notes.navigation.snapshot.description.contains(
                "“New list” [Cancel (cancel)] [Create (preferred, enabled when name is not empty)]"))
    }

    @Test("a condition on a secure field reads it as the front ends show it: empty until typed")
    func secureField() {
        let alert = AlertSnapshot(
            title: "Unlock",
            fields: [AlertField("password", isSecure: true)],
            buttons: [
                {
                    var button = AlertSnapshot.Button(label: "Unlock")
                    button.enabledWhen = .minLength("password", 4)
                    return button
                }(),
                AlertSnapshot.Button(label: "Cancel", role: .cancel),
            ])
        #expect(!alert.isEnabled("Unlock"))
        #expect(alert.isEnabled("Unlock", texts: ["password": "s3cret"]))
    }

    // MARK: Misuse

    @Test("a confirmation dialog with a text field: not shown, nothing changes")
    func dialogWithField() async {
        let notes = NotesCoordinator()
        let before = notes.navigation.snapshot
        #expect(throws: NavigationError(.invalidAlert, "")) { try notes.show(\.dialogWithField) }
        #expect(notes.navigation.snapshot == before)
        #expect(await notes.route(to: \.dialogWithField) == .cancel(.notShown(NavigationError(.invalidAlert, ""))))
        #expect(notes.navigation.snapshot == before)
    }

    @Test(
        "two preferred buttons, a condition on a field the alert lacks, on the cancel button, or on every button: not shown",
        arguments: ["twoPreferred", "unknownField", "conditionalCancel", "noWayOut"])
    func badConditions(rule: String) async {
        let notes = NotesCoordinator()
        let before = notes.navigation.snapshot
        #expect(throws: NavigationError(.invalidAlert, "")) { try notes.show(\.badConditions, rule) }
        #expect(notes.navigation.snapshot == before)
        #expect(await notes.route(to: \.badConditions, rule) == .cancel(.notShown(NavigationError(.invalidAlert, ""))))
    }

    // MARK: The core refuses a disabled button

    @Test("choosing a disabled button throws buttonDisabled and leaves the alert up; typed, it answers")
    func chooseDisabled() async throws {
        let notes = NotesCoordinator()
        let task = Task { await notes.route(to: \.newList) }
        #expect(await yieldUntil { !notes.navigation.snapshot.alerts.isEmpty })
        let id = try #require(notes.navigation.snapshot.alerts.first?.id)
        let alert = try #require(notes.navigation.entry(id))
        let before = notes.navigation.snapshot
        for texts in [[:], ["name": ""], ["name": " \t"]] {
            #expect(throws: NavigationError(.buttonDisabled, "")) { try alert.choose("Create", texts: texts) }
            #expect(notes.navigation.snapshot == before)
        }
        do {
            try alert.choose("Create")
        } catch {
            #expect(error.message.contains("is disabled until name is not empty"))
        }
        try alert.choose("Create", texts: ["name": "Groceries"])
        #expect(await task.value == .done("Groceries"))
    }

    @Test("an intent naming a disabled button is ignored and changes nothing; with the name typed it answers")
    func intentDisabled() async throws {
        let notes = NotesCoordinator()
        let task = Task { await notes.route(to: \.newList) }
        #expect(await yieldUntil { !notes.navigation.snapshot.alerts.isEmpty })
        let id = try #require(notes.navigation.snapshot.alerts.first?.id)
        let before = notes.navigation.snapshot
        #expect(notes.navigation.receive(.answered(id, button: "Create")) == .ignored)
        #expect(notes.navigation.receive(.answered(id, button: "Create", texts: ["name": " "])) == .ignored)
        #expect(notes.navigation.snapshot == before)
        #expect(notes.navigation.receive(.answered(id, button: "Create", texts: ["name": "Work"])) == .applied)
        #expect(await task.value == .done("Work"))
        #expect(notes.navigation.snapshot.alerts.isEmpty)
    }

    @Test("the cancel button is always enabled")
    func cancelAlwaysEnabled() async throws {
        let notes = NotesCoordinator()
        let task = Task { await notes.route(to: \.newList) }
        #expect(await yieldUntil { !notes.navigation.snapshot.alerts.isEmpty })
        let id = try #require(notes.navigation.snapshot.alerts.first?.id)
        try #require(notes.navigation.entry(id)).choose("Cancel")
        #expect(await task.value == .done(nil))
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, for comparing JSON as text.
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
