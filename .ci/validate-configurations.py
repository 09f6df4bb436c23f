"""Validates every .archlint.json in the repository, the configuration blocks of README.md and the configurations
`archlint init` writes against docs/archlint.schema.json. Usage: validate-configurations.py ARCHLINT"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema

archlint = os.path.abspath(sys.argv[1])
schema = json.load(open("docs/archlint.schema.json"))
validator = jsonschema.Draft202012Validator(schema)
documents = {}
for path in glob.glob("**/.archlint.json", recursive=True) + [".archlint.json"]:
    if not path.startswith(".build"):
        documents[path] = json.load(open(path))
readme = open("README.md").read()
for index, block in enumerate(re.findall(r"```json\n(.*?)```", readme, re.S)):
    if '"findings"' not in block:
        documents[f"README.md json block {index + 1}"] = json.loads(block)
with tempfile.TemporaryDirectory() as folder:
    for layout in ["Sources/TripDomain", "Domain"]:
        project = os.path.join(folder, layout.replace("/", "-"))
        os.makedirs(os.path.join(project, layout))
        open(os.path.join(project, layout, "A.swift"), "w").write("struct A {}\n")
        os.makedirs(os.path.join(project, "Data"))
        open(os.path.join(project, "Data", "B.swift"), "w").write("struct B {}\n")
        subprocess.run([archlint, "init", "--freeze"], cwd=project, check=True, capture_output=True)
        documents[f"init in {layout}"] = json.load(open(os.path.join(project, ".archlint.json")))
failures = 0
for name, document in sorted(documents.items()):
    for error in validator.iter_errors(document):
        failures += 1
        print(f"{name}: {'/'.join(map(str, error.path)) or '(top level)'}: {error.message}", file=sys.stderr)
if failures:
    sys.exit(1)
print(f"{len(documents)} configurations valid against docs/archlint.schema.json")
