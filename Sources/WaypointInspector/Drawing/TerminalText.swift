extension String {
    /// The text with every character a terminal would act on, rather than
    /// show, written as a visible escape: `\u{1B}` for ESC.
    ///
    /// Package access: the tree drawing, the `waypoint` command and the demo
    /// write text that comes from an app (route names, inputs, titles) or from
    /// a peer (error messages) to a terminal; an input holding
    /// `ESC ]0;…BEL` or `ESC [2J` would retitle or clear it. Escaped: the C0
    /// controls (newlines and tabs included, so that a drawing keeps its
    /// shape), DEL, the C1 controls (U+0080–U+009F, CSI among them), and the
    /// characters that reorder or separate what follows (the bidirectional
    /// marks, embeddings, overrides and isolates, and the line and paragraph
    /// separators). Everything else, including other non-ASCII text, is kept.
    ///
    /// ```swift
    /// "a\u{1B}[2Jb".escapingControlCharacters   // a\u{1B}[2Jb, as ten visible characters
    /// ```
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.actsOnTerminal) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.actsOnTerminal {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

extension Unicode.Scalar {
    /// Whether a terminal acts on the character rather than showing it, or it
    /// reorders or breaks the text around it.
    fileprivate var actsOnTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
