// Scroll physics: see ScrollController.swift and docs/scroll-reference.md.
