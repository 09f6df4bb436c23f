import ArchLintEngine
import ArchLintRules

/// The report's filters by rule, layer and severity: a form that starts `hidden` and the script that shows it and
/// hides the cards and locations that do not match. With scripts off the form stays hidden and every finding shows.
///
/// Cards carry `data-rule` and `data-severity`, locations `data-layer` (``layerValue(_:)``); the script compares
/// them with the selected values, so nothing from the project is ever part of the script.
enum HTMLFilters {
    /// The value of a location's `data-layer`: `layer:` and the name, or `none` for a file in no layer, so that no
    /// layer name can be mistaken for "no layer" or for "all" (the empty value).
    static func layerValue(_ layer: String?) -> String {
        layer.map { "layer:" + $0 } ?? "none"
    }

    /// The form, with the rules, layers and severities that occur among every finding on the page.
    static func form(_ result: LintResult) -> String {
        let all = result.findings + result.fixed + result.baselined
        guard !all.isEmpty else { return "" }
        let rules = Set(all.map(\.ruleID)).sorted()
        let named = Set(all.compactMap(\.layer))
        var layers = ReportCounts.layerOrder(result.layerGraph.layers.filter(named.contains), extra: named)
            .map { (layerValue($0), $0) }
        if all.contains(where: { $0.layer == nil }) { layers.append((layerValue(nil), "no layer")) }
        let severities = Severity.allCases.reversed().filter { severity in all.contains { $0.severity == severity } }
        return "<form id=\"filters\" class=\"filters\" hidden>\n"
            + select("rule", "Rule", "all rules", rules.map { ($0, $0) })
            + select("layer", "Layer", "all layers", layers)
            + select("severity", "Severity", "all severities", severities.map { ($0.rawValue, $0.rawValue) })
            + "<button type=\"reset\">Show all</button> <output name=\"shown\"></output>\n</form>\n"
    }

    private static func select(_ name: String, _ label: String, _ everything: String,
                               _ options: [(value: String, text: String)]) -> String {
        "<label>\(label) <select name=\"\(name)\"><option value=\"\">\(everything)</option>"
            + options.map { "<option value=\"\(Markup.escape($0.value, inAttribute: true))\">\(Markup.escape($0.text))</option>" }
                .joined()
            + "</select></label>\n"
    }

    /// Shows the form, and on every change hides the locations of other layers and the cards, rule groups and
    /// sections left with nothing to show.
    static let script = """
        (function () {
          var form = document.getElementById("filters");
          if (!form) return;
          form.hidden = false;
          function apply() {
            var rule = form.elements.rule.value, layer = form.elements.layer.value;
            var severity = form.elements.severity.value, shown = 0, total = 0;
            document.querySelectorAll("article.finding").forEach(function (card) {
              var places = 0;
              card.querySelectorAll("li[data-layer]").forEach(function (item) {
                item.hidden = layer !== "" && item.getAttribute("data-layer") !== layer;
                if (!item.hidden) places++;
              });
              card.hidden = places === 0 || (rule !== "" && card.getAttribute("data-rule") !== rule)
                || (severity !== "" && card.getAttribute("data-severity") !== severity);
              total++;
              if (!card.hidden) shown++;
            });
            document.querySelectorAll(".rule-group").forEach(function (group) {
              group.hidden = !group.querySelector("article.finding:not([hidden])");
            });
            form.elements.shown.value = shown === total ? "" : shown + " of " + total + " groups shown";
          }
          form.addEventListener("change", apply);
          form.addEventListener("reset", function () { setTimeout(apply, 0); });
        })();
        """
}
