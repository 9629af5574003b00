/// The terminal front end of Waypoint: `--tour` plays a scripted walk and exits.
@main
struct WaypointDemo {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        switch arguments.first {
        case "--tour", nil:
            await Tour().run()
        case "--help", "-h":
            print(usage)
        default:
            print("unknown option '\(arguments.first ?? "")'\n\(usage)")
        }
    }

    static let usage = """
        usage: waypoint-demo [--tour]
          --tour   play a scripted walk through Waypoint's core and exit
        """
}
