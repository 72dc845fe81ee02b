"""An import-linter contract for parts of an external package: "the Qt adapters use no widgets".

import-linter's own forbidden contract sees an external package only whole
(``PySide6``), not its modules (``PySide6.QtWidgets`` is a compiled module it
cannot list). This contract reads the import lines instead: a source module, or
any project module it imports directly or indirectly, must not import a
forbidden part of the package.

Configured in ``pyproject.toml`` (``[tool.importlinter]``, ``contract_types``)::

    [[tool.importlinter.contracts]]
    type = "external_parts"
    source_modules = ["tarbish_score.qt"]
    package = "PySide6"
    forbidden_parts = ["QtWidgets"]
    ignore_imports = ["tarbish_score.qt.theme.restyle -> PySide6.QtWidgets"]  # each with a reason

An ``ignore_imports`` line that no longer matches is reported as a warning, so
it is removed once the import is gone. Only the first line of an import
statement is read: spell a forbidden part in it (``from PySide6.QtWidgets import
(...)``, not ``from PySide6 import (\\n QtWidgets)``).
"""

from __future__ import annotations

import re
from typing import Any

from grimp import ImportGraph
from importlinter import Contract, ContractCheck, fields, output

__all__ = ["ExternalPartsContract"]


class ExternalPartsContract(Contract):
    """Source modules (and what they import of the project) never import the forbidden parts of a package."""

    type_name = "external_parts"

    source_modules = fields.ListField(subfield=fields.ModuleField())
    package = fields.StringField()
    forbidden_parts = fields.ListField(subfield=fields.StringField())
    ignore_imports = fields.ListField(subfield=fields.StringField(), required=False, default=[])

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        """Find every import line of a forbidden part in the source modules and all they reach."""
        package: str = self.package  # type: ignore[assignment]
        parts: list[str] = self.forbidden_parts  # type: ignore[assignment]
        ignored_parts: set[tuple[str, str]] = set()
        warnings: list[str] = []
        for line in self.ignore_imports:  # type: ignore[attr-defined]
            importer, imported = (side.strip() for side in line.split("->"))
            if imported == package or imported.startswith(package + "."):
                ignored_parts.add((importer, imported.removeprefix(package + ".")))
            elif graph.direct_import_exists(importer=importer, imported=imported):
                graph.remove_import(importer=importer, imported=imported)  # a project import
            else:
                warnings.append(f"No matching import for ignored import {line}.")
        alternatives = "|".join(re.escape(part) for part in parts)
        pattern = re.compile(
            rf"\b{re.escape(package)}\.(?P<dotted>{alternatives})\b"
            rf"|^\s*from\s+{re.escape(package)}\s+import\s+.*\b(?P<named>{alternatives})\b"
        )

        sources: set[str] = set()
        for source in self.source_modules:  # type: ignore[attr-defined]
            if source.name not in graph.modules:
                raise ValueError(f"Module '{source.name}' does not exist.")
            sources |= {source.name} | graph.find_descendants(source.name)
        reached = set(sources)
        for member in sources:
            reached |= graph.find_upstream_modules(member)  # what it imports, directly or not

        found: list[dict[str, Any]] = []
        used: set[tuple[str, str]] = set()
        if package in graph.modules:
            for module in sorted(reached & graph.find_modules_that_directly_import(package)):
                for detail in graph.get_import_details(importer=module, imported=package):
                    match = pattern.search(detail["line_contents"])
                    if match is None:
                        continue
                    part = match.group("dotted") or match.group("named")
                    if (module, part) in ignored_parts:
                        used.add((module, part))
                        continue
                    found.append(
                        {
                            "chain": _chain_to(graph, sources, module),
                            "part": part,
                            "line": detail["line_number"],
                            "text": detail["line_contents"],
                        }
                    )
        warnings += [
            f"No matching import for ignored import {module} -> {package}.{part}."
            for module, part in sorted(ignored_parts - used)
        ]
        return ContractCheck(kept=not found, warnings=warnings, metadata={"found": found, "package": package})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """List each forbidden import with its line, and how a source module reaches it."""
        package = check.metadata["package"]
        for item in check.metadata["found"]:
            output.print_error(
                f"{' -> '.join(item['chain'])} imports {package}.{item['part']} "
                f"(l.{item['line']}: {item['text'].strip()})",
                bold=False,
            )
            output.new_line()


def _chain_to(graph: ImportGraph, sources: set[str], module: str) -> list[str]:
    """The shortest chain of project imports from a source module to ``module`` (just it when a source)."""
    if module in sources:
        return [module]
    chains: list[list[str]] = []
    for source in sorted(sources):
        chain = graph.find_shortest_chain(source, module)
        if chain:
            chains.append(list(chain))
    return min(chains, key=len) if chains else [module]
