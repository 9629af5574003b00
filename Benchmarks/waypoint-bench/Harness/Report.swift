/// Prints the results as a table or as one JSON object.
enum Report {
    /// A table with a line per benchmark and whether it meets its target, then
    /// the notes.
    static func table(_ results: [BenchmarkResult], mode: String) -> String {
        let header = ["benchmark", "waypoint", "baseline", "ratio", "(q1-q3)", "target", "meets"]
        var rows = [header]
        for result in results {
            rows.append([
                result.name,
                Format.time(result.waypointNs),
                Format.time(result.baselineNs),
                result.ratio.map { Format.fixed($0, 2) } ?? "-",
                result.ratioQuartiles.map { "(\(Format.fixed($0.low, 2))-\(Format.fixed($0.high, 2)))" } ?? "",
                result.criterion,
                result.target != nil && result.ratio == nil ? "-" : result.meets ? "yes" : "NO",
            ])
        }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { Format.pad($0.element, widths[$0.offset]) }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
            if index == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        let met = results.filter(\.meets).count
        lines.append("")
        if mode == "profile" {
            lines.append("profile run: Waypoint's side alone, no baselines, no targets")
        } else if mode == "profile-baseline" {
            lines.append("profile run: the baselines alone (in the waypoint column), no targets")
        } else {
            lines.append(
                "\(met) of \(results.count) targets met (\(mode) run; times are medians per operation; ratio is the "
                    + "median of per-round ratios, q1-q3 its quartiles)"
            )
        }
        for result in results where !result.notes.isEmpty {
            lines.append("")
            lines.append("\(result.name):")
            for note in result.notes {
                lines.append("  - \(note)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `{"benchmarks":[{"name":…,"waypoint_ns":…,"baseline_ns":…,"ratio":…,"target":…,"meets":…}]}`,
    /// each object followed by its criterion, notes and extra numbers.
    static func json(_ results: [BenchmarkResult], mode: String) -> String {
        let objects = results.map { result in
            var fields = [
                "\"name\":\(Format.json(result.name))",
                "\"waypoint_ns\":\(Format.json(result.waypointNs, 1))",
                "\"baseline_ns\":\(Format.json(result.baselineNs, 1))",
                "\"ratio\":\(Format.json(result.ratio, 3))",
                "\"ratio_q1\":\(Format.json(result.ratioQuartiles?.low, 3))",
                "\"ratio_q3\":\(Format.json(result.ratioQuartiles?.high, 3))",
                "\"target\":\(Format.json(result.target, 1))",
                "\"meets\":\(result.meets)",
                "\"criterion\":\(Format.json(result.criterion))",
            ]
            for extra in result.extras {
                fields.append("\(Format.json(extra.key)):\(Format.json(extra.value, 1))")
            }
            fields.append("\"notes\":[\(result.notes.map(Format.json).joined(separator: ","))]")
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"mode\":\(Format.json(mode)),\"benchmarks\":[" + objects.joined(separator: ",") + "]}"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
