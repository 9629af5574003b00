import Foundation
import Testing
import Waypoint

@Suite("A tab's image names an SF Symbol or an asset")
struct TabImageTests {
    @Test("a string literal names a symbol; .asset names an asset")
    func kinds() {
        let literal: TabImage = "checklist"
        #expect(literal == .symbol("checklist"))
        #expect(TabItem("Todos", image: "checklist").image == .symbol("checklist"))
        #expect(TabImage.asset("ShopTab") != .symbol("ShopTab"))
        #expect(TabImage.asset("ShopTab").name == "ShopTab")
    }

    @Test("tabs declared with either kind keep it in their snapshot")
    @MainActor
    func declared() {
        let shop = ShopTabs()
        #expect(shop.navigation.snapshot.entries.map(\.item?.image) == [.symbol("house"), .asset("ShopTab")])
    }

    @Test("an image encodes as one key naming its kind, and decodes back")
    func codable() throws {
        let item = TabItem("Shop", image: .asset("ShopTab"))
        let data = try JSONEncoder().encode(item.image)
        #expect(String(decoding: data, as: UTF8.self) == #"{"asset":"ShopTab"}"#)
        #expect(try JSONDecoder().decode(TabItem.self, from: JSONEncoder().encode(item)) == item)
        let symbol = try JSONDecoder().decode(TabImage.self, from: Data(#"{"symbol":"house"}"#.utf8))
        #expect(symbol == .symbol("house"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabImage.self, from: Data("{}".utf8)) }
    }
}

@MainActor
private final class ShopTabs: TabCoordinator {
    typealias FlowValue = Void
    let container = Container<ShopTabs>(tabs: .route(\.home), .route(\.shop))
    @TabRoute("Home", image: .symbol("house")) var home = makeHome
    @TabRoute("Shop", image: .asset("ShopTab")) var shop = makeShop

    func makeHome() -> String { "home" }
    func makeShop() -> String { "shop" }
}
