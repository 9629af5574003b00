#!/usr/bin/env python3
"""Checks that Sources/WaypointUIKit still keeps the rules of UIKit it is
responsible for (the numbers of ../shared/UIKIT.md, quoted in the binding's
comments). UIKit does not run on Linux, so these are checks of the code's
shape: each names a rule and fails, with the rule, when the binding stops
keeping it (a report moved out of the delegate method UIKit calls for it, a
delegate no longer kept alive, a call UIKit forbids). The behaviour behind
them, one step at a time, is tested on Linux against the fake UIKit of
WaypointTesting (Tests/WaypointFrontEndTests).

Run by Scripts/check-uikit.sh; exits 1 and names each broken rule.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = ROOT / "Sources" / "WaypointUIKit"


def strip_comments(text):
    return re.sub(r"//[^\n]*", "", text)


CODE = {path.name: strip_comments(path.read_text()) for path in sorted(SOURCES.glob("*.swift"))}
ALL = "\n".join(CODE.values())


def body(file, signature):
    """The body of the first function of `file` whose declaration contains `signature`."""
    text = CODE.get(file, "")
    start = text.find(signature)
    if start < 0:
        return None
    open_brace = text.find("{", start)
    depth = 0
    for index in range(open_brace, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return text[open_brace : index + 1]
    return None


def only_in(call, file, signature):
    """`call` appears in the binding, and only inside that function."""
    inside = body(file, signature) or ""
    return call in inside and ALL.count(call) == inside.count(call)


def only_in_any(call, places):
    """`call` appears in the binding, and only inside those functions (file, signature)."""
    inside = [body(file, signature) or "" for file, signature in places]
    return all(call in text for text in inside) and ALL.count(call) == sum(text.count(call) for text in inside)


def ordered(text, first, then):
    return text is not None and first in text and then in text and text.index(first) < text.index(then)


set_stack = body("UIKitFrontEnd+Steps.swift", "private func setStack(")
present = body("UIKitFrontEnd+Steps.swift", "private func present(")
perform = body("UIKitFrontEnd+Steps.swift", "public func perform(")
did_show = body("NavigationDelegate.swift", "didShow viewController: UIViewController")
report_shown = body("NavigationDelegate.swift", "private func reportShown(")
committed_pop = body("NavigationDelegate.swift", "func committedPop(")
interaction = body("NavigationDelegate.swift", "interactionControllerFor animationController")
should_begin = body("NavigationDelegate.swift", "func gestureRecognizerShouldBegin(")
install = body("NavigationDelegate.swift", "func install()")
should_select = body("TabBarDelegate.swift", "shouldSelect viewController: UIViewController")
make_screen = body("UIKitFrontEnd+Controllers.swift", "private func makeScreen(")

RULES = [
    (1, "a stack changes with one setViewControllers; the binding never pushes or pops to a screen itself",
     set_stack is not None and "setViewControllers(" in set_stack
     and not re.search(r"\.(pushViewController|popToViewController|popToRootViewController)\(", ALL)
     and only_in("popViewController(", "NavigationDelegate.swift", "private func edgePanned(")),
    (2, "a pop is reported from the navigation delegate's didShow only (or, committed and still animating, "
        "before a width change moves its screens), never from view (dis)appearance",
     only_in("session.didShow(", "NavigationDelegate.swift", "private func reportShown(")
     and did_show is not None and "reportShown(navigationController)" in did_show
     and committed_pop is not None and "!transition.isInteractive" in committed_pop
     and "!transition.isCancelled" in committed_pop
     and "session.setWidth(width, committedPops: committedPops)" in (body("UIKitFrontEnd+Split.swift", "func widthChanged(") or "")
     and CODE.get("NavigationDelegate.swift", "").count("reportShown(") == 2
     and not re.search(r"isMovingFromParent|viewWillDisappear|viewDidDisappear", ALL)
     and "isCancelled" in (body("NavigationDelegate.swift", "willShow viewController: UIViewController") or "")),
    (3, "didShow reports the navigation controller's whole list of screens",
     report_shown is not None and "navigationController.viewControllers" in report_shown),
    (4, "under a rule's animator the binding drives the swipe back: an edge pan and a percent-driven transition",
     "UIScreenEdgePanGestureRecognizer" in CODE.get("NavigationDelegate.swift", "")
     and "UIPercentDrivenInteractiveTransition()" in (body("NavigationDelegate.swift", "private func edgePanned(") or "")
     and interaction is not None and "return interaction" in interaction
     and install is not None and "addGestureRecognizer(edgePan)" in install),
    (5, "the binding answers for UIKit's pop gesture (a hidden bar or a custom back button turns it off)",
     install is not None and "interactivePopGestureRecognizer?.delegate = self" in install),
    (6, "a swipe-down is reported from presentationControllerDidDismiss only",
     only_in("presentationDidDismiss(", "PresentationDelegate.swift", "func presentationControllerDidDismiss(")),
    (7, "guards use UIKit's hooks: isModalInPresentation, DidAttemptToDismiss, backAction, a refused pop gesture",
     "isModalInPresentation =" in ALL
     and only_in_any("presentationDidAttemptToDismiss(", [
         ("PresentationDelegate.swift", "func presentationControllerDidAttemptToDismiss("),
         # The zoom's interactiveDismissShouldBegin refuses a guarded layer's zoom back and asks its guard.
         ("UIKitFrontEnd+Zoom.swift", "private func zoomBackShouldBegin(presented"),
     ])
     and "navigationItem.backAction = UIAction" in ALL
     and "guardBack(item.isGuarded, of: item.id)" in (body("UIKitFrontEnd+Controllers.swift", "func controller(for item: LayerItem") or "")
     and should_begin is not None and "allowsPopGesture(in: stack)" in should_begin),
    (8, "a layer is presented from the controller of the layer the session names, the root's for the base",
     present is not None and "let presenting = presenter.flatMap { controllers.layers[$0] } ?? root" in present
     and "presenting.present(" in present),
    (10, "a dismissal is asked of the presenting layer's controller, which dismisses what it presents",
     perform is not None and "let controller = presenter.flatMap { controllers.layers[$0] } ?? root" in perform
     and "controller.dismiss(animated: animated)" in perform),
    (9, "a presentation or dismissal completes from UIKit's own completion",
     present is not None and re.search(r"\.present\(presented, animated: animated\) \{ completion\(\) \}", present)
     and perform is not None and re.search(r"\.dismiss\(animated: animated\) \{[^}]*completion\(\)", perform)),
    (11, "steps are sequenced on completions and the transition coordinator, never on CATransaction or timers",
     not re.search(r"CATransaction|asyncAfter|Task\.sleep|Timer\.", ALL)
     and set_stack is not None and "transitionCoordinator" in set_stack),
    (12, "the binding keeps each transitioning delegate alive before UIKit's weak reference gets it",
     ordered(present, "controllers.transitioningDelegates[id] = delegate", "presented.transitioningDelegate = delegate")),
    (13, "a navigation controller made for a screen is reported, never pushed",
     make_screen is not None and make_screen.count("is UINavigationController") >= 2
     and make_screen.count("onError?(UIKitFrontEndError(.navigationControllerOnStack") >= 2),
    (14, "a tab tap goes through shouldSelect, which intercepts a re-tap and tells the app's delegate of it",
     should_select is not None and "session.shouldSelect(" in should_select
     and "appDidSelect:" in should_select and "appShouldSelect:" in should_select),
    (15, "one delegate proxy per UIKit controller, kept alive by the binding; the app's delegates are forwarded to",
     ordered(body("UIKitFrontEnd+Controllers.swift", "func navigationController(for layer"),
             "controllers.navigationDelegates[layer.id] = proxy", "navigation.delegate = proxy")
     and ordered(body("UIKitFrontEnd+Controllers.swift", "func containerController("),
                 "controllers.tabBarDelegates[container.id] = proxy", "tabs.delegate = proxy")
     and ordered(present, "controllers.presentationDelegates[id] = proxy", "presentationController?.delegate = proxy")
     and ordered(body("UIKitFrontEnd+Split.swift", "func splitController("),
                 "controllers.splitDelegates[container.id] = proxy", "split.delegate = proxy")
     and not re.search(r"\.delegate = (frontEnd|self\.)?\??\.?(navigationControllerDelegate|tabBarControllerDelegate|presentationControllerDelegate|splitViewControllerDelegate)", ALL)
     and all("appDelegate?." in CODE[name] for name in
             ["NavigationDelegate.swift", "TabBarDelegate.swift", "PresentationDelegate.swift", "SplitDelegate.swift"])),
    (16, "the window's root is set once, in install(in:); the base layer is swapped inside it",
     only_in("rootViewController = ", "UIKitFrontEnd.swift", "public func install(in window: UIWindow)")),
    (18, "the app's own controllers (alerts) are presented from the top of the chain, waited for while in "
         "transition, and dismissed from their presenter before a layer is presented over them",
     "session?.layerForPresenting" in (body("UIKitFrontEnd+AppPresentations.swift", "public var topViewController") or "")
     and "topViewController" in (body("UIKitFrontEnd+AppPresentations.swift", "public func present(") or "")
     and "transitionCoordinator" in (body("UIKitFrontEnd+AppPresentations.swift", "func afterAppTransitions(") or "")
     and ordered(present, "afterAppTransitions(above: presenting)", "presenting.present(")
     and ordered(present, "dismissAppControllers(presentedBy: presenting)", "presenting.present(")
     and ordered(perform, "afterAppTransitions(above: controller)", "controller.dismiss(animated: animated)")),
    (24, "a split's columns are set by the binding, the .compact one included, and a column given a controller "
         "that is not a navigation controller is emptied first (UIKit would push it on the secondary column's "
         "navigation controller); a placeholder is a navigation controller; a container is never a column while "
         "collapsed",
     (split_controller := body("UIKitFrontEnd+Split.swift", "func splitController(")) is not None
     and "split.setViewController(compact, for: .compact)" in split_controller
     and ordered(body("UIKitFrontEnd+Split.swift", "private func setColumn("),
                 "split.setViewController(nil, for: uiColumn)", "split.setViewController(controller, for: uiColumn)")
     and "!(controller is UINavigationController)" in (body("UIKitFrontEnd+Split.swift", "private func setColumn(") or "")
     and ALL.count("setViewController(") == 3
     and "collapsed ? nil : controller(for: child.stack)" in (body("UIKitFrontEnd+Split.swift", "private func columnController(") or "")
     and "let placeholder = UINavigationController(rootViewController:" in (body("UIKitFrontEnd+Split.swift", "private func columnController(") or "")
     and "return placeholder" in (body("UIKitFrontEnd+Split.swift", "private func columnController(") or "")),
    (29, "a zoom is the preferredTransition of the controller pushed or presented, its source looked up when UIKit "
         "calls the provider (at the push and again at the pop), nil when no view is in the window; a guarded "
         "screen's zoom back is refused and its guard asked",
     (zoom_push := body("UIKitFrontEnd+Zoom.swift", "func setZoom(of controller: UIViewController, for item")) is not None
     and (zoom_present := body("UIKitFrontEnd+Zoom.swift", "func setZoom(of presented: UIViewController, for layer")) is not None
     and "preferredTransition = .zoom(options: options) { [weak self] _ in" in zoom_push
     and "zoomSourceView(source, below: id, onStack: stack)" in zoom_push
     and "preferredTransition = .zoom(options: options) { [weak self] _ in" in zoom_present
     and "zoomSourceView(source, presentedBy: presenter)" in zoom_present
     and "view.window != nil" in (body("UIKitFrontEnd+Zoom.swift", "private func zoomSourceView(_ source: AnchorID, in screens") or "")
     and "setZoom(of: screen, for: item, onStack: stack)" in (body("UIKitFrontEnd+Controllers.swift", "func controller(for item: LayerItem") or "")
     and "setZoom(of: presented, for: layer, from: presenter)" in (present or "")
     and "session.backAction(from: id, in: stack)" in (body("UIKitFrontEnd+Zoom.swift", "private func zoomBackShouldBegin(pushed") or "")),
    (30, "a zoom back is refused while the zoom is still opening (the stack or the presentations busy), so that "
         "the next transition starts from what the session knows",
     "return session.allowsPopGesture(in: stack)" in (body("UIKitFrontEnd+Zoom.swift", "private func zoomBackShouldBegin(pushed") or "")
     and "return !session.busyLanes.contains(.presentations)" in (body("UIKitFrontEnd+Zoom.swift", "private func zoomBackShouldBegin(presented") or "")),
]

broken = [(number, text) for number, text, kept in RULES if not kept]
for number, text in broken:
    print(f"error: WaypointUIKit no longer keeps UIKit rule {number}: {text}", file=sys.stderr)
if broken:
    sys.exit(1)
print(f"ok: WaypointUIKit keeps UIKit rules {', '.join(str(number) for number in sorted(n for n, _, _ in RULES))} (shape checks)")
