#!/usr/bin/env python3
"""Fails on documentation links that point nowhere.

Checks, from the repository root:

- every relative link and image in a Markdown file (`[text](path)`,
  `[text](path#anchor)`, `[id]: path`) names a file or directory that exists,
  and, for a link into a Markdown file, a heading that makes the anchor
  (GitHub's rules: lowercase, punctuation dropped, spaces to hyphens);
- every `<doc:Name>` reference, in a DocC catalog's Markdown files and in the
  `///` doc comments of the Swift sources, names an article of the catalog
  (`Name.md` inside the `.docc` directory, outside `Extensions/`).

Links with a scheme (`https:`, `mailto:` …) are not fetched. Code blocks and
code spans are skipped. Build directories (`.build*`), `.git` and `.swiftpm`
are skipped.

Usage: Scripts/check-links.py [root]
"""

import pathlib
import re
import sys
import urllib.parse

SKIPPED_DIRS = {".git", ".swiftpm", "node_modules"}
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+\"[^\"]*\"|\s+'[^']*')?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.MULTILINE)
DOC_REFERENCE = re.compile(r"<doc:([^>\s]+)>")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def skipped(path, root):
    parts = path.relative_to(root).parts
    return any(part in SKIPPED_DIRS or part.startswith(".build") for part in parts)


def files(root, pattern):
    for path in sorted(root.rglob(pattern)):
        if path.is_file() and not skipped(path, root):
            yield path


def strip_code(text, spans=True):
    """The text with fenced code blocks (and code spans) blanked, lines kept."""
    lines = text.split("\n")
    result = []
    fence = None
    for line in lines:
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if fence is None and marker:
            fence = marker.group(1)[0] * len(marker.group(1))
            result.append("")
            continue
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            result.append("")
            continue
        if spans:
            line = re.sub(r"(`+)(.+?)\1", lambda match: " " * len(match.group(0)), line)
        result.append(line)
    return "\n".join(result)


def slug(heading):
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links keep their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        result = set()
        text = strip_code(path.read_text(encoding="utf-8"), spans=False)
        for match in re.finditer(r"^#{1,6}\s+(.+?)\s*#*\s*$", text, re.MULTILINE):
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
        for match in re.finditer(r"<a\s+(?:name|id)=\"([^\"]+)\"", text):
            result.add(match.group(1))
        cache[path] = result
    return cache[path]


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def check_markdown_links(root):
    problems = []
    for path in files(root, "*.md"):
        raw = path.read_text(encoding="utf-8")
        text = strip_code(raw)
        targets = [(m.group(1), m.start()) for m in INLINE_LINK.finditer(text)]
        targets += [(m.group(1), m.start()) for m in REFERENCE_DEFINITION.finditer(text)]
        for target, offset in targets:
            target = target.strip("<>")
            if not target or SCHEME.match(target) or target.startswith("//"):
                continue
            where = f"{path.relative_to(root)}:{line_of(text, offset)}"
            file_part, _, anchor = target.partition("#")
            file_part = urllib.parse.unquote(file_part)
            if file_part:
                base = root if file_part.startswith("/") else path.parent
                destination = (base / file_part.lstrip("/")).resolve()
            else:
                destination = path
            if not destination.exists():
                problems.append(f"{where}: '{target}' points to a file that does not exist")
                continue
            if anchor and destination.is_file() and destination.suffix == ".md":
                if urllib.parse.unquote(anchor).lower() not in anchors(destination):
                    problems.append(f"{where}: '{target}' names a heading that does not exist")
    return problems


def check_doc_references(root):
    problems = []
    for catalog in sorted(p for p in root.rglob("*.docc") if p.is_dir() and not skipped(p, root)):
        articles = {
            article.stem
            for article in catalog.rglob("*.md")
            if "Extensions" not in article.relative_to(catalog).parts
        }
        sources = list(files(catalog, "*.md"))
        # The module's sources sit next to the catalog.
        swift_files = list(files(catalog.parent, "*.swift"))
        for path in sources + swift_files:
            raw = path.read_text(encoding="utf-8")
            if path.suffix == ".swift":
                # Only doc comments can hold DocC references.
                text = "\n".join(line if line.lstrip().startswith("///") else "" for line in raw.split("\n"))
            else:
                text = strip_code(raw)
            for match in DOC_REFERENCE.finditer(text):
                name = match.group(1).split("#")[0].split("/")[-1]
                if name not in articles:
                    where = f"{path.relative_to(root)}:{line_of(text, match.start())}"
                    problems.append(f"{where}: <doc:{match.group(1)}> names no article of {catalog.name}")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = check_markdown_links(root) + check_doc_references(root)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        print(f"{len(problems)} broken link(s)", file=sys.stderr)
        return 1
    checked = sum(1 for _ in files(root, "*.md"))
    print(f"links: every relative link and <doc:> reference in {checked} Markdown files resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
