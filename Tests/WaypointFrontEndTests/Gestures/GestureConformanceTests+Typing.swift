import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures
import WaypointTesting

// Issue 40, item 2: what the user types enables a button, on every front end.
extension GestureConformanceTests {
    @Test(
        "a rename alert: Create disabled while the name is empty, enabled once typed, answers with the name",
        arguments: FrontEndKind.allCases)
    func typingEnablesAButton(on kind: FrontEndKind) async throws {
        let start = try Self.awaitedNewList()
        let player = makePlayer(kind, for: start.root, width: .compact)
        await player.settle()
        let asking = Self.shape(of: start.root)
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        #expect(player.isAlertButtonEnabled("Cancel"), "\(kind)")
        #expect(await player.play(.answerAlert("Create")) == .refused(.buttonDisabled), "\(kind)")
        await player.settle()
        #expect(Self.shape(of: start.root) == asking, "\(kind)")
        #expect(start.result() == nil, "\(kind)")

        // Re-evaluated as the user types.
        await player.enterText("  ", inAlertField: "name")
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("G", inAlertField: "name")
        #expect(player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("", inAlertField: "name")
        #expect(!player.isAlertButtonEnabled("Create"), "\(kind)")
        await player.enterText("Groceries", inAlertField: "name")
        #expect(player.isAlertButtonEnabled("Create"), "\(kind)")

        #expect(await player.play(.answerAlert("Create")) == .taken, "\(kind)")
        await player.settle()
        #expect(Self.shape(of: start.root) == "list", "\(kind)")
        #expect(start.result() == #"done(Optional("Groceries"))"#, "\(kind)")
        #expect(player.drawingDifferences() == [], "\(kind)")
    }

    @Test("headless: Create stays disabled while the name is empty; what is typed belongs to its alert")
    func disabledUntilTyped() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let created = Task { await notes.route(to: \.newList) }
        await frontEnd.settle()
        #expect(frontEnd.alert?.preferredButton?.label == "Create")
        #expect(frontEnd.alertTexts == ["name": ""])
        #expect(!frontEnd.isAlertButtonEnabled("Create"))
        #expect(frontEnd.isAlertButtonEnabled("Cancel"))
        let refusal = await frontEnd.refusal(of: .answerAlert("Create"))
        #expect(refusal?.reason == .buttonDisabled)
        #expect(refusal?.message.contains("is disabled until name is not empty") == true)
        await frontEnd.enterText("   ", inAlertField: "name")
        #expect(!frontEnd.isAlertButtonEnabled("Create"))
        await frontEnd.enterText("Groceries", inAlertField: "name")
        #expect(frontEnd.alertTexts == ["name": "Groceries"])
        #expect(frontEnd.isAlertButtonEnabled("Create"))
        #expect(await frontEnd.refusal(of: .answerAlert("Create")) == nil)
        #expect(await frontEnd.tapAlertButton("Create") == .applied)
        #expect(await created.value == .done("Groceries"))
        // The texts typed belong to that alert: the next one starts empty.
        let again = Task { await notes.route(to: \.newList) }
        await frontEnd.settle()
        #expect(frontEnd.alertTexts == ["name": ""])
        #expect(!frontEnd.isAlertButtonEnabled("Create"))
        #expect(await frontEnd.tapAlertButton("Create", texts: ["name": "Work"]) == .applied)
        #expect(await again.value == .done("Work"))
    }

    @Test("a refused tap leaves the texts it typed in the fields, headless as in FakeUIKit")
    func refusedTapKeepsItsTexts() async throws {
        let notes = NotesCoordinator()
        let frontEnd = HeadlessFrontEnd(notes)
        let created = Task { await notes.route(to: \.newList) }
        await frontEnd.settle()
        let faked = NotesCoordinator()
        let fake = FakeUIKit(faked)
        let fakeCreated = Task { await faked.route(to: \.newList) }
        for _ in 0..<8 { await Task.yield() }
        fake.sync()
        fake.finishAnimations()
        #expect(fake.shownAlert != nil)

        // Blank: Create stays disabled, and the tap is refused on both.
        await withKnownIssue {
            #expect(await frontEnd.tapAlertButton("Create", texts: ["name": "  "]) == .ignored)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("buttonDisabled") }
        }
        #expect(!fake.tapAlertButton("Create", texts: ["name": "  "]))
        #expect(frontEnd.alertTexts == ["name": "  "])
        #expect(fake.alertTexts == frontEnd.alertTexts)
        // A tap naming no such field types nothing, on either.
        await withKnownIssue {
            #expect(await frontEnd.tapAlertButton("Create", texts: ["nope": "x"]) == .ignored)
        }
        #expect(!fake.tapAlertButton("Create", texts: ["nope": "x"]))
        #expect(frontEnd.alertTexts == ["name": "  "])
        #expect(fake.alertTexts == frontEnd.alertTexts)

        await frontEnd.enterText("Groceries", inAlertField: "name")
        #expect(await frontEnd.tapAlertButton("Create") == .applied)
        #expect(await created.value == .done("Groceries"))
        #expect(fake.enterText("Groceries", inAlertField: "name"))
        #expect(fake.tapAlertButton("Create"))
        #expect(await fakeCreated.value == .done("Groceries"))
    }
}
