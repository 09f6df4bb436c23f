#!/usr/bin/env python3
"""Validate a SARIF log (or any JSON file) against a JSON Schema.

Usage: validate-sarif.py SCHEMA FILE

The schema's own "$schema" picks the draft (SARIF 2.1.0 uses draft-04). Exits 0 when FILE is valid,
1 when it is not (every error is printed with its JSON path), 2 on a usage problem or a missing tool.
Needs the `jsonschema` package (pip install jsonschema).
"""
import json
import sys


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except OSError as error:
        sys.exit(f"validate-sarif: cannot read {path}: {error.strerror}")
    except json.JSONDecodeError as error:
        print(f"{path}:{error.lineno}:{error.colno}: not JSON: {error.msg}", file=sys.stderr)
        sys.exit(1)


def location(error):
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the 'jsonschema' package is missing; run: pip install jsonschema", file=sys.stderr)
        return 2
    schema_path, document_path = argv[1], argv[2]
    schema, document = load(schema_path), load(document_path)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    format_checker = getattr(validator_class, "FORMAT_CHECKER", None)
    validator = validator_class(schema, format_checker=format_checker)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
    if errors:
        for error in errors:
            print(f"{document_path}: {location(error)}: {error.message}", file=sys.stderr)
        print(f"{document_path}: {len(errors)} schema error(s) against {schema_path}", file=sys.stderr)
        return 1
    print(f"{document_path}: valid against {schema.get('title', schema_path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
