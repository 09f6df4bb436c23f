/// The JSON Schema of `.archlint.json`, as `docs/archlint.schema.json` has it: what `archlint init` writes beside
/// the configuration for editors to check it against. Generated from that file (`RECORD_SCHEMA=1 swift test
/// --filter EmbeddedSchemaTests`); a test keeps the two equal.
enum ConfigurationSchema {
    /// The name of the copy `init` writes beside the configuration.
    static let fileName = ".archlint.schema.json"

    static let text = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://archlint.dev/archlint.schema.json",
  "title": "ArchLint configuration (.archlint.json)",
  "description": "Every key is optional; an unknown key is an error.",
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string",
      "description": "The schema editors check this file against; not read by ArchLint."
    },
    "include": {
      "type": "array",
      "items": {
        "type": "string",
        "minLength": 0,
        "maxLength": 65536
      },
      "description": "Files to lint. Path globs relative to this file's folder: * within a folder, ** across folders, ? one character, {a,b} alternatives, \\ makes the next character literal."
    },
    "exclude": {
      "type": "array",
      "items": {
        "type": "string",
        "minLength": 0,
        "maxLength": 65536
      },
      "description": "Files and folders to skip. Path globs relative to this file's folder: * within a folder, ** across folders, ? one character, {a,b} alternatives, \\ makes the next character literal."
    },
    "layers": {
      "type": "object",
      "description": "Declared layers, in order; when present they replace the naming conventions.",
      "additionalProperties": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "paths": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 0,
              "maxLength": 65536
            },
            "description": "The layer's files. Path globs relative to this file's folder: * within a folder, ** across folders, ? one character, {a,b} alternatives, \\ makes the next character literal."
          },
          "modules": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Package targets in the layer."
          },
          "mayDependOn": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Names of the layers this one may use."
          }
        }
      }
    },
    "profile": {
      "enum": [
        "default",
        "swiftdata"
      ],
      "description": "The rule stance."
    },
    "rules": {
      "type": "object",
      "description": "Per-rule settings by rule id (`archlint rules` lists them); a custom rule's id takes enabled and severity.",
      "additionalProperties": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "enabled": {
            "type": "boolean",
            "description": "Turn the custom rule on or off."
          },
          "severity": {
            "enum": [
              "error",
              "warning"
            ],
            "description": "Override the custom rule's severity."
          }
        }
      },
      "properties": {
        "domain-framework-import": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "allowedImports": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                }
              }
            }
          }
        },
        "domain-io-api": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "extraAPIs": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                }
              }
            }
          }
        },
        "domain-service-actor": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "layer-dependency": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "layer-dependency/presentation-data": {
          "description": "The Presentation \u2192 Data check of layer-dependency, with its own switch and severity (a warning by default); `enabled: false` allows the edge. Switching layer-dependency off switches it off too.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the check on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the check's severity (a warning by default)."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "module-dependency": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "n-plus-one-await": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "persisted-entity-logic": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "unreadable-file": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "unused-suppression": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        },
        "view-body-logic": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "contextNames": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                },
                "disabledChecks": {
                  "type": "array",
                  "description": "Checks of the rule to turn off, each kept apart from the others.",
                  "items": {
                    "enum": [
                      "persistence",
                      "networking",
                      "validation",
                      "date-arithmetic",
                      "derived-state",
                      "service-call",
                      "statistics"
                    ]
                  }
                }
              }
            }
          }
        },
        "viewmodel-persistence": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "enabled": {
              "type": "boolean",
              "description": "Turn the rule on or off."
            },
            "severity": {
              "enum": [
                "error",
                "warning"
              ],
              "description": "Override the rule's severity."
            },
            "options": {
              "type": "object",
              "additionalProperties": false,
              "properties": {}
            }
          }
        }
      }
    },
    "baseline": {
      "type": "string",
      "minLength": 1,
      "description": "The baseline every run applies, relative to this file's folder (written by `archlint init --freeze`)."
    },
    "customRules": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "message"
        ],
        "oneOf": [
          {
            "required": [
              "imports"
            ]
          },
          {
            "required": [
              "apis"
            ]
          },
          {
            "required": [
              "declarations"
            ]
          },
          {
            "required": [
              "dependencies"
            ]
          }
        ],
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
            "description": "Kebab-case id, used in findings, suppression comments, baselines and `rules`; not a built-in rule's id."
          },
          "severity": {
            "enum": [
              "error",
              "warning"
            ],
            "description": "Defaults to error."
          },
          "message": {
            "type": "string",
            "minLength": 1,
            "description": "What the finding says after what was found."
          },
          "description": {
            "type": "string",
            "description": "Shown by `archlint explain <id>`."
          },
          "imports": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "layers": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Layer names: the rule looks at files in these layers."
              },
              "paths": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Path globs relative to this file's folder: the rule also looks at files they match."
              },
              "forbidden": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Modules that may not be imported."
              },
              "allowed": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "The only modules that may be imported."
              }
            },
            "description": "Imports in files of the layers or paths (every app file when neither is given)."
          },
          "apis": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "layers": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Layer names: the rule looks at files in these layers."
              },
              "paths": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Path globs relative to this file's folder: the rule also looks at files they match."
              },
              "forbidden": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Identifiers or member paths, matched as code tokens: print, FileManager.default."
              }
            },
            "description": "Identifiers and member paths forbidden in code of the layers or paths."
          },
          "declarations": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "layers": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Layer names: the rule looks at files in these layers."
              },
              "paths": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Path globs relative to this file's folder: the rule also looks at files they match."
              },
              "kind": {
                "oneOf": [
                  {
                    "enum": [
                      "struct",
                      "class",
                      "enum",
                      "actor",
                      "protocol",
                      "extension"
                    ]
                  },
                  {
                    "type": "array",
                    "items": {
                      "enum": [
                        "struct",
                        "class",
                        "enum",
                        "actor",
                        "protocol",
                        "extension"
                      ]
                    }
                  }
                ],
                "description": "Selects declarations of these kinds (extensions only when named)."
              },
              "namePattern": {
                "type": "string",
                "description": "Selects declarations whose name matches the glob: *Repository."
              },
              "attribute": {
                "type": "string",
                "description": "Selects declarations with this attribute: Model or @Model."
              },
              "conformsTo": {
                "type": "string",
                "description": "Selects declarations that conform to this protocol (in the declaration or an extension)."
              },
              "mustBeKind": {
                "oneOf": [
                  {
                    "enum": [
                      "struct",
                      "class",
                      "enum",
                      "actor",
                      "protocol",
                      "extension"
                    ]
                  },
                  {
                    "type": "array",
                    "items": {
                      "enum": [
                        "struct",
                        "class",
                        "enum",
                        "actor",
                        "protocol",
                        "extension"
                      ]
                    }
                  }
                ]
              },
              "mustNotBeKind": {
                "oneOf": [
                  {
                    "enum": [
                      "struct",
                      "class",
                      "enum",
                      "actor",
                      "protocol",
                      "extension"
                    ]
                  },
                  {
                    "type": "array",
                    "items": {
                      "enum": [
                        "struct",
                        "class",
                        "enum",
                        "actor",
                        "protocol",
                        "extension"
                      ]
                    }
                  }
                ]
              },
              "mustHaveAttribute": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustNotHaveAttribute": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustHaveModifier": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustNotHaveModifier": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustConformTo": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustNotConformTo": {
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "mustBeInLayers": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Layers a selected declaration must be in."
              }
            },
            "description": "Declarations selected by scope, kind, name, attribute and conformance, and what each must be (at least one must\u2026 key)."
          },
          "dependencies": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "layers": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Layer names: the rule looks at files in these layers."
              },
              "paths": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Path globs relative to this file's folder: the rule also looks at files they match."
              },
              "forbidden": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "layers": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "Layer names: the rule looks at files in these layers."
                  },
                  "paths": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "Path globs relative to this file's folder: the rule also looks at files they match."
                  }
                },
                "description": "Layers or paths whose types (and, for layers, modules) the files may not use."
              }
            },
            "description": "Files of the layers or paths may not use types declared in `forbidden`."
          }
        }
      },
      "description": "Rules the team states itself; each checks one thing: imports, apis, declarations or dependencies."
    }
  }
}

"""#
}
