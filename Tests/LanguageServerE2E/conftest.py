"""Shared pieces of the end-to-end tests of `archlint lsp`: the binary under test and a small layered app."""
import os
import pathlib

import pytest

ARCHLINT = os.environ.get("ARCHLINT", "")

TRIP = "import Foundation\n\nstruct Trip {\n    let destination: String\n}\n\nstruct TripFormatter {}\n"
STORE = "struct TripStore {}\n\nstruct TripFormatter {}\n"
VIEW = "struct TripView {\n    let formatter: TripFormatter\n}\n"


def pytest_configure(config):
    if not ARCHLINT or not os.access(ARCHLINT, os.X_OK):
        raise pytest.UsageError("set ARCHLINT to the archlint binary to test")


@pytest.fixture
def app(tmp_path: pathlib.Path) -> pathlib.Path:
    """A Domain type and formatter, a Data store that declares a formatter too, and a view that uses it."""
    (tmp_path / ".archlint.json").write_text("{}")
    for relative, text in {"Domain/Trip.swift": TRIP, "Data/TripStore.swift": STORE,
                           "Presentation/TripView.swift": VIEW}.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path
