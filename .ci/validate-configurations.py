"""Validates every .archlint.json in the repository, the configuration blocks of README.md and docs/*.md, and the
configurations `archlint init` writes against docs/archlint.schema.json. Usage: validate-configurations.py ARCHLINT"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema


def without_comments(text):
    """The text with // and /* */ comments outside strings removed, as ArchLint reads configurations."""
    out, i, in_string = [], 0, False
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            continue
        else:
            out.append(c)
        i += 1
    return "".join(out)


def load(text):
    return json.loads(without_comments(text))


archlint = os.path.abspath(sys.argv[1])
schema = json.load(open("docs/archlint.schema.json"))
validator = jsonschema.Draft202012Validator(schema)
documents = {}
for path in glob.glob("**/.archlint.json", recursive=True) + [".archlint.json"]:
    if not path.startswith(".build"):
        documents[path] = load(open(path).read())
for page in ["README.md"] + sorted(glob.glob("docs/*.md")):
    for index, block in enumerate(re.findall(r"```json\n(.*?)```", open(page).read(), re.S)):
        if '"findings"' not in block:
            documents[f"{page} json block {index + 1}"] = load(block)
with tempfile.TemporaryDirectory() as folder:
    # Layered by folder or target, a SwiftData app (a models layer), and one with no Domain (a commented block).
    for layout in ["Sources/TripDomain", "Domain", "Pantry", "Shelf"]:
        project = os.path.join(folder, layout.replace("/", "-"))
        if layout in ("Pantry", "Shelf"):
            subprocess.run([sys.executable, "docs/screenshots/first_hour_apps.py", folder], check=True)
            project = os.path.join(folder, layout)
        else:
            os.makedirs(os.path.join(project, layout))
            open(os.path.join(project, layout, "A.swift"), "w").write("struct A {}\n")
            os.makedirs(os.path.join(project, "Data"))
            open(os.path.join(project, "Data", "B.swift"), "w").write("struct B {}\n")
        subprocess.run([archlint, "init", "--freeze"], cwd=project, check=True, capture_output=True)
        text = open(os.path.join(project, ".archlint.json")).read()
        documents[f"init in {layout}"] = load(text)
        if "// \"layers\": {" in text:
            # The block written commented out must be a valid configuration once uncommented.
            uncommented = re.sub(r"^  // (?=[\"} ])", "  ", text, flags=re.M)
            documents[f"init in {layout}, its layers block uncommented"] = load(uncommented)
            assert "layers" in documents[f"init in {layout}, its layers block uncommented"], uncommented
failures = 0
for name, document in sorted(documents.items()):
    for error in validator.iter_errors(document):
        failures += 1
        print(f"{name}: {'/'.join(map(str, error.path)) or '(top level)'}: {error.message}", file=sys.stderr)
if failures:
    sys.exit(1)
print(f"{len(documents)} configurations valid against docs/archlint.schema.json")
